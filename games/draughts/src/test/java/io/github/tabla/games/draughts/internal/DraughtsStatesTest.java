package io.github.tabla.games.draughts.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.engine.KernelResult;
import io.github.tabla.core.engine.KernelSearch;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Cancellation;
import io.github.tabla.core.robot.Values;
import java.util.SplittableRandom;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * The one engine with the draughts hooks: the incremental keys its table relies on, its limits, its
 * determinism, its values of finished games and of the no-progress draw.
 */
class DraughtsStatesTest {

  private static KernelResult search(@Nullable EndgameTables tables, boolean noProgressRule, int white, int black,
      int kings, boolean whiteToMove, int noProgress, Budget budget) {
    long[] state = new long[DraughtsKernel.WORDS];
    DraughtsKernel.write(state, 0, white, black, kings, whiteToMove, noProgress, 0, 0);
    KernelSearch engine = DraughtsStates.engine(DraughtsKernel.of(noProgressRule), Evaluation.TUNED, tables,
        noProgressRule, 1 << 14);
    return engine.search(state, 0, budget, new Cancellation());
  }

  @Test
  void incrementalKeysMatchTheKeysOfTheArrangement() {
    SplittableRandom random = new SplittableRandom(3L);
    MoveGenerator generator = new MoveGenerator();
    MoveList list = new MoveList();
    for (int g = 0; g < 50; g++) {
      int white = Geometry.WHITE_START;
      int black = Geometry.BLACK_START;
      int kings = 0;
      boolean wtm = true;
      for (int ply = 0; ply < 200; ply++) {
        int n = generator.generate(white, black, kings, wtm, list);
        if (n == 0) {
          break;
        }
        int i = random.nextInt(n);
        long m = list.move(i);
        long key = Zobrist.arrangement(white, black, kings, wtm);
        long child = MoveRules.key(key, kings, wtm, m, MoveGenerator.origin(list.path(i)));
        int w = MoveRules.white(white, m, wtm);
        int b = MoveRules.black(black, m, wtm);
        kings = MoveRules.kings(kings, m, w, b);
        white = w;
        black = b;
        wtm = !wtm;
        assertEquals(Zobrist.arrangement(white, black, kings, wtm), child);
      }
    }
  }

  @Test
  void nodeLimitsAreExactAndSearchesRepeatThemselves() {
    for (long limit : new long[] {1, 50, 1_000, 25_000}) {
      Budget budget = Budget.ofNodes(limit);
      KernelResult a = search(null, true, Geometry.WHITE_START, Geometry.BLACK_START, 0, true, 0, budget);
      KernelResult b = search(null, true, Geometry.WHITE_START, Geometry.BLACK_START, 0, true, 0, budget);
      assertTrue(a.nodes() <= limit, a.toString());
      assertEquals(a.nodes(), b.nodes());
      assertEquals(a.move(), b.move());
      assertEquals(a.score(), b.score());
      assertEquals(a.depth(), b.depth());
    }
  }

  @Test
  void id12_aSideWithoutMovesHasLostAndTheSearchSeesItComing() {
    // White king 18 takes the last black man on 14: a win in one ply
    KernelResult r = search(null, true, 1 << 17, 1 << 13, 1 << 17, true, 0, Budget.ofDepth(10));
    assertEquals(Values.WIN - 1, r.score());
    assertTrue(r.exact());
    assertEquals(1, r.depth());
  }

  @Test
  void id13_3_theNoProgressDrawIsSeenWhenTheRuleIsOn() {
    // two white kings and one black king: a table win, but with the counter at 79 only one ply is left
    EndgameTables tables = EndgameTables.generate(3, new Cancellation());
    int white = 1 << 0 | 1 << 1;
    int black = 1 << 31;
    int kings = white | black;
    int v = tables.probe(white, black, kings, true);
    assertTrue(EndgameTables.isWin(v) && EndgameTables.distance(v) > 1, "value " + v);
    Budget budget = Budget.ofNodes(200_000).andDepth(8);
    assertEquals(0, search(tables, true, white, black, kings, true, 79, budget).score());
    KernelResult none = search(tables, false, white, black, kings, true, 79, budget);
    assertEquals(Values.WIN - EndgameTables.distance(v), none.score());
    assertTrue(none.exact());
  }
}
