package io.github.tabla.games.draughts.robot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.engine.KernelSearch;
import io.github.tabla.core.engine.StateEvaluator;
import io.github.tabla.core.kernel.Kernel;
import io.github.tabla.core.kernel.KernelBinding;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Cancellation;
import io.github.tabla.core.robot.Values;
import io.github.tabla.games.draughts.DraughtsPosition;
import io.github.tabla.games.draughts.internal.DraughtsStates;
import io.github.tabla.games.draughts.internal.Evaluation;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The one engine's options the draughts Robot searches with, each against a plain negamax over the
 * kernel's states that applies the same rule: repetitions on the line (ID-13.2), forced moves at no depth,
 * and an aspiration window that never changes the root's value.
 */
class EngineOptionsTest {
  private static final KernelBinding<DraughtsPosition> BINDING = TestPositions.GAME.kernel().get();
  private static final Kernel KERNEL = BINDING.kernel();
  private static final int WORDS = KERNEL.stateWords();

  private static final StateEvaluator MATERIAL = TestPositions.MATERIAL;

  /**
   * A value from -100 to 100 drawn from the arrangement's key: with values on both sides of a draw, a
   * repetition is often the best a side can get, which material alone seldom makes it.
   */
  private static final StateEvaluator SCATTERED = (states, at) -> {
    long h = DraughtsStates.REPETITIONS.key(KERNEL, states, at) * 0x9E37_79B9_7F4A_7C15L;
    return (int) ((h >>> 40) % 201) - 100;
  };

  private static final KernelSearch PLAIN = KernelSearch.of(KERNEL, MATERIAL).withTableEntries(1 << 14);

  /** The negamax value of the state at {@code ply}, as the engine defines it for the options given. */
  private static int reference(StateEvaluator evaluator, long[] states, int ply, int depth, boolean repetitions,
      boolean forcedFree, long[] path) {
    int at = ply * WORDS;
    if (repetitions) {
      long key = DraughtsStates.REPETITIONS.key(KERNEL, states, at);
      path[ply] = key;
      int reach = DraughtsStates.REPETITIONS.reversiblePlies(states, at);
      for (int i = ply - 2; i >= 0 && i >= ply - reach; i -= 2) {
        if (path[i] == key) {
          return 0;
        }
      }
    }
    long[] moves = new long[KERNEL.maxMoves()];
    int n = KERNEL.moves(states, at, moves, 0);
    if (n == 0) {
      int result = KERNEL.result(states, at);
      return result == 0 ? 0 : result * (Values.WIN - ply);
    }
    if (depth <= 0) {
      return evaluator.evaluate(states, at);
    }
    // the root's moves are searched to the depth asked, forced or not
    int childDepth = forcedFree && n == 1 && ply > 0 ? depth : depth - 1;
    int best = -Values.INFINITY;
    for (int i = 0; i < n; i++) {
      KERNEL.make(states, at, moves[i], states, at + WORDS);
      best = Math.max(best, -reference(evaluator, states, ply + 1, childDepth, repetitions, forcedFree, path));
    }
    return best;
  }

  private static int reference(StateEvaluator evaluator, DraughtsPosition p, int depth, boolean repetitions,
      boolean forcedFree) {
    long[] states = new long[WORDS * 64];
    BINDING.write(p, states, 0);
    return reference(evaluator, states, 0, depth, repetitions, forcedFree, new long[64]);
  }


  private static int engine(KernelSearch search, DraughtsPosition p, int depth) {
    long[] state = new long[WORDS];
    BINDING.write(p, state, 0);
    return search.search(state, 0, Budget.ofDepth(depth), new Cancellation()).score();
  }

  @Test
  void id13_2_aPositionRepeatedOnTheSearchedLineIsADraw() {
    SplittableRandom random = new SplittableRandom(11L);
    int differ = 0;
    for (StateEvaluator evaluator : new StateEvaluator[] {MATERIAL, SCATTERED}) {
      // a table of two entries carries almost no value from one line to another: with a larger one, a value
      // found where no repetition was possible may be reused where one is (W:WK28:BK13,K25,K30 at 5 plies is
      // worth 2 rather than the draw), as in every search that keeps a table and looks for repetitions
      KernelSearch plain = KernelSearch.of(KERNEL, evaluator).withTableEntries(2);
      KernelSearch repeating = plain.withRepetitions(DraughtsStates.REPETITIONS);
      for (int t = 0; t < 160; t++) {
        DraughtsPosition p = t % 2 == 0 ? TestPositions.randomKings(random, 3 + random.nextInt(2))
            : TestPositions.random(random, 4);
        int depth = 4 + random.nextInt(2);
        int expected = reference(evaluator, p, depth, true, false);
        int without = reference(evaluator, p, depth, false, false);
        assertEquals(expected, engine(repeating, p, depth), p.toString());
        assertEquals(without, engine(plain, p, depth), p.toString());
        differ += expected != without ? 1 : 0;
      }
    }
    // repetitions change the value of some of these positions: the rule is not idle
    assertTrue(differ >= 5, "positions whose value a repetition changes: " + differ);
  }

  @Test
  void aForcedMoveCostsNoDepth() {
    KernelSearch forced = PLAIN.withForcedMovesFree();
    SplittableRandom random = new SplittableRandom(12L);
    int differ = 0;
    for (int t = 0; t < 120; t++) {
      DraughtsPosition p = TestPositions.random(random, 4 + random.nextInt(3));
      int expected = reference(MATERIAL, p, 3, false, true);
      assertEquals(expected, engine(forced, p, 3), p.toString());
      differ += expected != reference(MATERIAL, p, 3, false, false) ? 1 : 0;
    }
    assertTrue(differ > 5, "positions whose value the extension changes: " + differ);
  }

  @Test
  void anAspirationWindowNeverChangesTheRootsValue() {
    KernelSearch evaluated = KernelSearch.of(KERNEL, DraughtsStates.evaluator(Evaluation.TUNED))
        .withOrdering(DraughtsStates.ORDERING).withTableEntries(1 << 14);
    KernelSearch aspiring = evaluated.withAspiration(DraughtsStates.ASPIRATION_WINDOW, 2);
    SplittableRandom random = new SplittableRandom(13L);
    DraughtsPosition p = TestPositions.GAME.start();
    for (int t = 0; t < 40 && !p.isOver(); t++) {
      assertEquals(engine(evaluated, p, 5), engine(aspiring, p, 5), p.toString());
      p = p.playUnchecked(p.legalMoves().get(random.nextInt(p.legalMoves().size())));
    }
  }
}
