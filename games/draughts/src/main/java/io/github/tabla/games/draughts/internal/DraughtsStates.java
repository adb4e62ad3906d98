package io.github.tabla.games.draughts.internal;

import io.github.tabla.core.engine.KernelSearch;
import io.github.tabla.core.engine.StateEvaluator;
import io.github.tabla.core.engine.StateNoise;
import io.github.tabla.core.engine.StateOracle;
import io.github.tabla.core.engine.StateOrdering;
import io.github.tabla.core.engine.StateRepetitions;
import io.github.tabla.core.kernel.Kernel;
import io.github.tabla.core.robot.Unit;
import io.github.tabla.core.robot.ValueScale;
import io.github.tabla.core.robot.Values;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Italian draughts' hooks on the one engine's kernel states, in hundredths of a man from the side to
 * move's view: what its quiescence search plays on, the evaluation, the move order, the repetitions on a
 * line (ID-13.2) and the endgame tables as an oracle; and {@link #engine}, the engine the Robot and the
 * library's tools (the evaluation's tuning) search with.
 */
public final class DraughtsStates {
  private DraughtsStates() {}

  /** How the search's scores read: hundredths of a man as estimates; a proved score is a result. */
  public static final ValueScale SCALE = ValueScale.results(Unit.MEN, 100);

  /** The half width of the root's aspiration window, in hundredths of a man. */
  public static final int ASPIRATION_WINDOW = 35;
  /** The first iteration searched in an aspiration window. */
  public static final int ASPIRATION_FROM = 4;

  /**
   * The engine the draughts Robot searches with: these hooks, an aspiration window at the root, forced
   * moves (often compulsory captures, ID-8) at no depth, late quiet moves reduced, and the endgame tables
   * as an oracle when there are some.
   *
   * @param kernel the game's kernel
   * @param evaluation the evaluation's weights
   * @param tables the endgame tables, or {@code null}
   * @param noProgressRule whether the no-progress draw (ID-13.3) is played
   * @param tableEntries the size of the transposition table
   * @return the engine
   */
  public static KernelSearch engine(Kernel kernel, Evaluation evaluation, @Nullable EndgameTables tables,
      boolean noProgressRule, int tableEntries) {
    return engine(kernel, evaluation, tables, noProgressRule, tableEntries, false);
  }

  /**
   * The engine with the draughts hooks, its evaluation urging progress or not.
   *
   * @param kernel the kernel
   * @param evaluation the evaluation
   * @param tables the endgame tables, or {@code null}
   * @param noProgressRule whether the no-progress draw (ID-13.3) is played
   * @param tableEntries the transposition table's entries
   * @param progress whether an advantage counts for less as the no-progress count grows (see
   *     {@link #progressEvaluator}); only with the no-progress rule
   * @return the engine
   */
  public static KernelSearch engine(Kernel kernel, Evaluation evaluation, @Nullable EndgameTables tables,
      boolean noProgressRule, int tableEntries, boolean progress) {
    return engine(kernel, evaluation, tables, null, noProgressRule, tableEntries, progress, true);
  }

  /**
   * The engine with the draughts hooks, the distance tables and the win/draw/loss bitbases.
   *
   * @param kernel the kernel
   * @param evaluation the evaluation
   * @param tables the endgame tables, or {@code null}
   * @param bitbases the win/draw/loss bitbases, or {@code null}: for positions the tables do not hold,
   *     see {@link #tables(EndgameTables, WinDrawLoss, boolean)} and {@link #withBitbases}
   * @param noProgressRule whether the no-progress draw (ID-13.3) is played
   * @param tableEntries the transposition table's entries
   * @param progress whether an advantage counts for less as the no-progress count grows
   * @param forWhite whether the search is White's (the side to move at its root): the bitbases' wins count
   *     for that side only ({@link #withBitbases(StateEvaluator, WinDrawLoss, boolean)})
   * @return the engine
   */
  public static KernelSearch engine(Kernel kernel, Evaluation evaluation, @Nullable EndgameTables tables,
      @Nullable WinDrawLoss bitbases, boolean noProgressRule, int tableEntries, boolean progress, boolean forWhite) {
    StateEvaluator plain = progress && noProgressRule ? progressEvaluator(evaluation) : evaluator(evaluation);
    StateEvaluator evaluator = bitbases == null ? plain : withBitbases(plain, bitbases, forWhite);
    KernelSearch engine = KernelSearch.of(kernel, evaluator).withOrdering(ORDERING).withNoise(CAPTURES)
        .withRepetitions(REPETITIONS).withAspiration(ASPIRATION_WINDOW, ASPIRATION_FROM).withForcedMovesFree()
        .withLateMoveReductions().withTableEntries(tableEntries);
    return tables == null ? engine : engine.withOracle(tables(tables, bitbases, noProgressRule, plain, forWhite));
  }

  /**
   * A side that must capture plays every capture before the state is judged (ID-8); a quiet state where
   * the other side threatens a capture is searched a ply more, as the draughts search does.
   */
  public static final StateNoise CAPTURES = (states, at) -> {
    int white = DraughtsKernel.white(states, at);
    int black = DraughtsKernel.black(states, at);
    int kings = DraughtsKernel.kings(states, at);
    boolean whiteToMove = DraughtsKernel.whiteToMove(states, at);
    if (MoveGenerator.jumpers(white, black, kings, whiteToMove) != 0) {
      return StateNoise.NOISY;
    }
    return MoveGenerator.jumpers(white, black, kings, !whiteToMove) != 0 ? StateNoise.THREATENED : StateNoise.QUIET;
  };

  /**
   * Promotions first (ID-11); a move's history key is its origin and destination, and only a quiet move
   * (not a capture) is remembered as a killer and in the history.
   */
  public static final StateOrdering ORDERING = new StateOrdering() {
    @Override
    public int priority(long[] states, int at, long move) {
      return promotes(move, ~DraughtsKernel.kings(states, at), crownRow(states, at));
    }

    /** The same priorities, the state read once for the whole node. */
    @Override
    public void priorities(long[] states, int at, long[] moves, int offset, int n, int[] priorities) {
      int men = ~DraughtsKernel.kings(states, at);
      int crown = crownRow(states, at);
      for (int i = 0; i < n; i++) {
        priorities[i] = promotes(moves[offset + i], men, crown);
      }
    }

    /** 1 when a man moves onto the far row, 0 otherwise. */
    private int promotes(long move, int men, int crown) {
      int from = MoveGenerator.origin(DraughtsKernel.path(move));
      return (men & 1 << from) != 0 && (1 << DraughtsKernel.destination(move) & crown) != 0 ? 1 : 0;
    }

    private int crownRow(long[] states, int at) {
      return DraughtsKernel.whiteToMove(states, at) ? Geometry.WHITE_CROWN_ROW : Geometry.BLACK_CROWN_ROW;
    }

    @Override
    public int historyKey(long[] states, int at, long move) {
      return MoveGenerator.origin(DraughtsKernel.path(move)) << 5 | DraughtsKernel.destination(move);
    }

    @Override
    public boolean remembered(long[] states, int at, long move) {
      return (int) move == 0;
    }

    @Override
    public String toString() {
      return "DraughtsStates.ORDERING";
    }
  };

  /**
   * A state may repeat one as far back as its no-progress counter reaches (ID-13.2, ID-13.3); two states
   * repeat each other when their pieces and side to move are the same, whatever their counters.
   */
  public static final StateRepetitions REPETITIONS = new StateRepetitions() {
    @Override
    public int reversiblePlies(long[] states, int at) {
      return DraughtsKernel.noProgress(states, at);
    }

    @Override
    public long key(Kernel kernel, long[] states, int at) {
      return kernel.key(states, at) ^ Zobrist.counter(DraughtsKernel.noProgress(states, at));
    }

    @Override
    public String toString() {
      return "DraughtsStates.REPETITIONS";
    }
  };

  /**
   * An evaluation on kernel states; a finished game is lost by the side without a move (ID-12) and drawn
   * by the no-progress rule (ID-13.3).
   *
   * @param evaluation the weights
   * @return the evaluator
   */
  public static StateEvaluator evaluator(Evaluation evaluation) {
    Objects.requireNonNull(evaluation, "evaluation");
    return new StateEvaluator() {
      @Override
      public int evaluate(long[] states, int at) {
        return evaluation.evaluate(DraughtsKernel.white(states, at), DraughtsKernel.black(states, at),
            DraughtsKernel.kings(states, at), DraughtsKernel.whiteToMove(states, at));
      }

      @Override
      public ValueScale scale() {
        return SCALE;
      }

      @Override
      public String toString() {
        return "DraughtsStates.evaluator";
      }
    };
  }

  /**
   * The evaluation, fading as the no-progress count (ID-13.3) grows: an advantage is worth
   * {@code (100 - count) / 100} of itself, so that a side ahead prefers the capture or the man's move that
   * resets the count to moving its kings about, and converts before the 80-ply draw; a side behind,
   * the other way round, is content to shuffle.
   *
   * @param evaluation the evaluation
   * @return the evaluator
   */
  public static StateEvaluator progressEvaluator(Evaluation evaluation) {
    Objects.requireNonNull(evaluation, "evaluation");
    return new StateEvaluator() {
      @Override
      public int evaluate(long[] states, int at) {
        int v = evaluation.evaluate(DraughtsKernel.white(states, at), DraughtsKernel.black(states, at),
            DraughtsKernel.kings(states, at), DraughtsKernel.whiteToMove(states, at));
        int count = DraughtsKernel.noProgress(states, at);
        return count == 0 ? v : v * (PROGRESS_FADE - count) / PROGRESS_FADE;
      }

      @Override
      public ValueScale scale() {
        return SCALE;
      }

      @Override
      public String toString() {
        return "DraughtsStates.progressEvaluator";
      }
    };
  }

  /** The count at which an advantage would be worth nothing; the rule draws at 80. */
  private static final int PROGRESS_FADE = 100;

  /**
   * The endgame tables as an oracle: a state with few enough pieces is won, drawn or lost in so many
   * plies (ID-12); a win or loss is known only when the no-progress draw (ID-13.3) cannot come first.
   *
   * @param tables the tables
   * @param noProgressRule whether the no-progress draw is played
   * @return the oracle
   */
  public static StateOracle tables(EndgameTables tables, boolean noProgressRule) {
    Objects.requireNonNull(tables, "tables");
    int pieces = tables.maxPieces();
    return (states, at) -> {
      int white = DraughtsKernel.white(states, at);
      int black = DraughtsKernel.black(states, at);
      if (Integer.bitCount(white | black) > pieces) {
        return StateOracle.UNKNOWN;
      }
      int v = tables.probe(white, black, DraughtsKernel.kings(states, at), DraughtsKernel.whiteToMove(states, at));
      if (v == EndgameTables.NOT_FOUND) {
        return StateOracle.UNKNOWN;
      }
      if (v == EndgameTables.DRAW) {
        return 0;
      }
      int d = EndgameTables.distance(v);
      if (noProgressRule && DraughtsKernel.noProgress(states, at) + d > DraughtsKernel.NO_PROGRESS_LIMIT) {
        return StateOracle.UNKNOWN;
      }
      return EndgameTables.isWin(v) ? Values.WIN - d : -(Values.WIN - d);
    };
  }

  /**
   * How much a win of the bitbases adds to the evaluation, in hundredths of a man: more than any material
   * difference of five pieces, far below the proved results.
   */
  public static final int BITBASE_WIN = 2_000;

  /**
   * The endgame tables as an oracle, and beyond their pieces the win/draw/loss bitbases for the draws: a
   * position the bitbases call drawn under ID-12 is drawn under ID-13 too (the draw rules only add draws),
   * so it is exactly 0. Their wins and losses are left to the evaluation ({@link #withBitbases}): the
   * no-progress draw (ID-13.3) may come before such a win, so it is no proved result.
   *
   * @param tables the distance tables
   * @param bitbases the win/draw/loss bitbases, or {@code null}
   * @param noProgressRule whether the no-progress draw is played
   * @return the oracle
   */
  public static StateOracle tables(EndgameTables tables, @Nullable WinDrawLoss bitbases, boolean noProgressRule) {
    return tables(tables, bitbases, noProgressRule, null, true);
  }

  /**
   * The endgame tables and the bitbases' draws as an oracle for one side's search: a drawn position is
   * exactly 0 when that side is not ahead by the evaluation (a draw it can hold), and is left to the
   * evaluation when it is ahead, so that it goes on playing for the win a fallible opponent may still
   * give, instead of taking every drawn line as equal.
   *
   * @param tables the distance tables
   * @param bitbases the win/draw/loss bitbases, or {@code null}
   * @param noProgressRule whether the no-progress draw is played
   * @param evaluator the evaluation that tells whether the side is ahead, or {@code null}: every draw exact
   * @param forWhite whether the search is White's
   * @return the oracle
   */
  public static StateOracle tables(EndgameTables tables, @Nullable WinDrawLoss bitbases, boolean noProgressRule,
      @Nullable StateEvaluator evaluator, boolean forWhite) {
    StateOracle exact = tables(tables, noProgressRule);
    if (bitbases == null || bitbases.maxPieces() <= tables.maxPieces()) {
      return exact;
    }
    int pieces = tables.maxPieces();
    int most = bitbases.maxPieces();
    return (states, at) -> {
      int white = DraughtsKernel.white(states, at);
      int black = DraughtsKernel.black(states, at);
      int n = Integer.bitCount(white | black);
      if (n <= pieces) {
        return exact.solve(states, at);
      }
      if (n > most) {
        return StateOracle.UNKNOWN;
      }
      boolean whiteToMove = DraughtsKernel.whiteToMove(states, at);
      int v = bitbases.probe(white, black, DraughtsKernel.kings(states, at), whiteToMove);
      if (v != WinDrawLoss.DRAW) {
        return StateOracle.UNKNOWN;
      }
      if (evaluator == null) {
        return 0;
      }
      int e = evaluator.evaluate(states, at);
      return (whiteToMove == forWhite ? e : -e) > 0 ? StateOracle.UNKNOWN : 0;
    };
  }

  /**
   * An evaluator that knows the bitbases' wins and losses: a quiet position they hold is worth
   * {@link #BITBASE_WIN} more (won) or less (lost) than the evaluation says, so that the search heads for
   * the won positions and, among them, for the better ones by the evaluation (more material, men further
   * on), which is progress.
   *
   * @param evaluator the evaluator
   * @param bitbases the bitbases
   * @return the evaluator
   */
  public static StateEvaluator withBitbases(StateEvaluator evaluator, WinDrawLoss bitbases) {
    return withBitbases(evaluator, bitbases, 3);
  }

  /**
   * An evaluator that knows one side's bitbase wins: as {@link #withBitbases(StateEvaluator, WinDrawLoss)},
   * but a position the bitbases say the other side wins is worth what the evaluation says. This is the
   * search of the side it is for: ahead, it heads for the won positions as before; behind, it does not
   * give up, and fights on for the draw that a fallible opponent may still allow, rather than trading its
   * men to push a known loss beyond its horizon (which cost the strongest level against the strong one,
   * {@code docs/benchmarks.md}).
   *
   * @param evaluator the evaluator
   * @param bitbases the bitbases
   * @param forWhite whether the wins that count are White's (else Black's)
   * @return the evaluator
   */
  public static StateEvaluator withBitbases(StateEvaluator evaluator, WinDrawLoss bitbases, boolean forWhite) {
    return withBitbases(evaluator, bitbases, forWhite ? 1 : 2);
  }

  /** {@code winners}: bit 1 White's wins count, bit 2 Black's. */
  private static StateEvaluator withBitbases(StateEvaluator evaluator, WinDrawLoss bitbases, int winners) {
    Objects.requireNonNull(evaluator, "evaluator");
    Objects.requireNonNull(bitbases, "bitbases");
    int most = bitbases.maxPieces();
    return new StateEvaluator() {
      @Override
      public int evaluate(long[] states, int at) {
        int v = evaluator.evaluate(states, at);
        int white = DraughtsKernel.white(states, at);
        int black = DraughtsKernel.black(states, at);
        if (Integer.bitCount(white | black) > most) {
          return v;
        }
        boolean whiteToMove = DraughtsKernel.whiteToMove(states, at);
        int r = bitbases.probe(white, black, DraughtsKernel.kings(states, at), whiteToMove);
        if (r != WinDrawLoss.WIN && r != WinDrawLoss.LOSS) {
          return v;
        }
        boolean whiteWins = (r == WinDrawLoss.WIN) == whiteToMove;
        if ((winners & (whiteWins ? 1 : 2)) == 0) {
          return v;
        }
        return r == WinDrawLoss.WIN ? v + BITBASE_WIN : v - BITBASE_WIN;
      }

      @Override
      public int terminal(Kernel kernel, long[] states, int at) {
        return evaluator.terminal(kernel, states, at);
      }

      @Override
      public ValueScale scale() {
        return evaluator.scale();
      }

      @Override
      public String toString() {
        return "DraughtsStates.withBitbases(" + evaluator + (winners == 3 ? "" : winners == 1 ? ", White's wins"
            : ", Black's wins") + ")";
      }
    };
  }
}
