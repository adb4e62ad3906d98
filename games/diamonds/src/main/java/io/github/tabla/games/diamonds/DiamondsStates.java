package io.github.tabla.games.diamonds;

import io.github.tabla.core.engine.StateBounds;
import io.github.tabla.core.engine.StateEvaluator;
import io.github.tabla.core.engine.StateOrdering;
import io.github.tabla.core.kernel.Kernel;
import io.github.tabla.core.robot.ValueScale;
import io.github.tabla.games.diamonds.internal.Board;
import io.github.tabla.games.diamonds.internal.DiamondsKernel;
import io.github.tabla.games.diamonds.internal.Evaluation;

/**
 * The Robot's hooks on the kernel's states, judging as {@link DiamondsEvaluator} and
 * {@link DiamondsEvaluator#collectingFirst()} judge the typed positions: the engine searches the same
 * tree either way.
 */
final class DiamondsStates {
  private DiamondsStates() {}

  private static final ValueScale SCALE = new DiamondsEvaluator().scale();

  /** The evaluator of {@link DiamondsEvaluator} on kernel states. */
  static final StateEvaluator EVALUATOR = new StateEvaluator() {
    @Override
    public int evaluate(long[] states, int at) {
      int side = DiamondsKernel.INSTANCE.sideToMove(states, at);
      return Evaluation.DIAMOND * ahead(states, at, side) + Evaluation.estimate(DiamondsKernel.king(states, at, side),
          DiamondsKernel.king(states, at, 1 - side), Board.toFieldSet(DiamondsKernel.diamonds(states, at)),
          pliesLeft(states, at));
    }

    /** The final diamond difference for the side to move (KD-7). */
    @Override
    public int terminal(Kernel kernel, long[] states, int at) {
      return Evaluation.DIAMOND * ahead(states, at, kernel.sideToMove(states, at));
    }

    @Override
    public ValueScale scale() {
      return SCALE;
    }

    @Override
    public String toString() {
      return "DiamondsStates.EVALUATOR";
    }
  };

  /**
   * Steps onto diamonds first; a step's history key is its origin and destination, and a forced pass
   * (KD-9) has none.
   */
  static final StateOrdering COLLECTING_FIRST = new StateOrdering() {
    @Override
    public int priority(long[] states, int at, long move) {
      return move != DiamondsKernel.PASS && (DiamondsKernel.diamonds(states, at) >>> move & 1L) != 0L ? 1 : 0;
    }

    @Override
    public int historyKey(long[] states, int at, long move) {
      if (move == DiamondsKernel.PASS) {
        return -1;
      }
      return DiamondsKernel.king(states, at, DiamondsKernel.INSTANCE.sideToMove(states, at)) * 64 + (int) move;
    }

    @Override
    public String toString() {
      return "DiamondsStates.COLLECTING_FIRST";
    }
  };

  /**
   * What the rules prove of a state's final difference: the diamonds ahead, less or plus every diamond
   * still on the board (KD-4, KD-7).
   */
  static final StateBounds STILL_TO_COLLECT = new StateBounds() {
    @Override
    public int lower(long[] states, int at) {
      int side = DiamondsKernel.INSTANCE.sideToMove(states, at);
      return Evaluation.DIAMOND * (ahead(states, at, side) - Long.bitCount(DiamondsKernel.diamonds(states, at)));
    }

    @Override
    public int upper(long[] states, int at) {
      int side = DiamondsKernel.INSTANCE.sideToMove(states, at);
      return Evaluation.DIAMOND * (ahead(states, at, side) + Long.bitCount(DiamondsKernel.diamonds(states, at)));
    }

    @Override
    public String toString() {
      return "DiamondsStates.STILL_TO_COLLECT";
    }
  };

  /** The plies left in the round (KD-6.2). */
  static int pliesLeft(long[] states, int at) {
    return Board.PLIES - DiamondsKernel.movesMade(states, at, 0) - DiamondsKernel.movesMade(states, at, 1);
  }

  private static int ahead(long[] states, int at, int side) {
    return DiamondsKernel.points(states, at, side) - DiamondsKernel.points(states, at, 1 - side);
  }
}
