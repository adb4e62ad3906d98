package io.github.tabla.games.draughts.robot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Move;
import io.github.tabla.core.Placement;
import io.github.tabla.core.Role;
import io.github.tabla.core.engine.StateEvaluator;
import io.github.tabla.core.engine.StateNoise;
import io.github.tabla.core.kernel.KernelBinding;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.KernelSearcher;
import io.github.tabla.core.robot.Values;
import io.github.tabla.games.draughts.DraughtsPosition;
import io.github.tabla.games.draughts.ItalianDraughts;
import io.github.tabla.games.draughts.internal.DraughtsKernel;
import io.github.tabla.games.draughts.internal.DraughtsStates;
import io.vavr.collection.Seq;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The one engine's quiescence search (ID-8: a side that must capture plays on) against a plain
 * reference over the typed positions: past the horizon every capture is played out and threats are
 * looked past twice at most, before material judges the position.
 */
class QuiescenceTest {
  private static final ItalianDraughts GAME = new ItalianDraughts();
  private static final KernelBinding<DraughtsPosition> BINDING = GAME.kernel().get();

  private static final StateEvaluator MATERIAL = TestPositions.MATERIAL;

  private static int material(DraughtsPosition p) {
    int mine = 0;
    for (Placement pl : p.toSetup().placements()) {
      int worth = pl.piece().role() == Role.KING ? 300 : 100;
      mine += pl.piece().side() == p.sideToMove() ? worth : -worth;
    }
    return mine;
  }

  private static int noise(DraughtsPosition p) {
    long[] state = new long[DraughtsKernel.WORDS];
    BINDING.write(p, state, 0);
    return DraughtsStates.CAPTURES.noise(state, 0);
  }

  /** The quiescence value by plain negamax over typed positions, {@code ply} plies from the root. */
  private static int reference(DraughtsPosition p, int ply, int threats) {
    if (p.isOver()) {
      int result = p.outcome().get().resultFor(p.sideToMove());
      return result == 0 ? 0 : result * (Values.WIN - ply);
    }
    int level = noise(p);
    if (level == StateNoise.QUIET || level == StateNoise.THREATENED && threats >= StateNoise.MAX_THREAT_PLIES) {
      return material(p);
    }
    int next = level == StateNoise.THREATENED ? threats + 1 : threats;
    int best = -Values.INFINITY;
    for (Move m : p.legalMoves()) {
      best = Math.max(best, -reference(p.playUnchecked(m), ply + 1, next));
    }
    return best;
  }

  @Test
  void id8_theQuiescenceSearchPlaysOutEveryCaptureBeforeJudging() {
    KernelSearcher<DraughtsPosition> quiet = KernelSearcher.of(BINDING, MATERIAL).withTableEntries(1 << 12);
    KernelSearcher<DraughtsPosition> playsOn = quiet.withNoise(DraughtsStates.CAPTURES);
    SplittableRandom random = new SplittableRandom(8L);
    int checked = 0;
    int differ = 0;
    for (int round = 0; round < 6; round++) {
      DraughtsPosition p = GAME.start();
      for (int ply = 0; ply < 60 && !p.isOver(); ply++) {
        Seq<Move> legal = p.legalMoves();
        int expected = -Values.INFINITY;
        int horizon = -Values.INFINITY;
        for (Move m : legal) {
          DraughtsPosition child = p.playUnchecked(m);
          expected = Math.max(expected, -reference(child, 1, 0));
          horizon = Math.max(horizon, child.isOver() ? Values.WIN - 1 : -material(child));
        }
        int found = playsOn.search(p, Budget.ofDepth(1)).score();
        assertEquals(expected, found, p.toString());
        assertEquals(horizon, quiet.search(p, Budget.ofDepth(1)).score(), p.toString());
        checked++;
        differ += expected != horizon ? 1 : 0;
        p = p.playUnchecked(legal.get(random.nextInt(legal.size())));
      }
    }
    assertTrue(checked > 100, "positions: " + checked);
    // the horizon alone misjudges positions with captures pending: the quiescence search is not idle
    assertTrue(differ > 10, "positions judged differently: " + differ + " of " + checked);
  }
}
