package io.github.tabla.games.buttons;

import io.github.tabla.core.engine.StateBounds;
import io.github.tabla.core.engine.StateEvaluator;
import io.github.tabla.core.engine.StateOracle;
import io.github.tabla.core.engine.StateOrdering;
import io.github.tabla.core.engine.TableKey;
import io.github.tabla.core.kernel.Kernel;
import io.github.tabla.core.robot.ValueScale;
import io.github.tabla.games.buttons.internal.ButtonsKernel;
import io.github.tabla.games.buttons.internal.Evaluation;
import io.github.tabla.games.buttons.internal.OpeningValues;
import io.github.tabla.games.buttons.internal.Rules;
import io.github.tabla.games.buttons.internal.Slides;

/**
 * The game's hooks on core's one engine ({@code KernelSearch}), on the kernel's states, in hundredths of a
 * button from the side to move's view: the final difference of the round's buttons, the buttons collected
 * so far included (as {@link ButtonsEvaluator} judges the typed positions). With them the engine is the
 * Robot's search and solves rounds to their end (see {@link ButtonsRobot} and {@code docs/benchmarks.md}).
 *
 * <ul>
 *   <li>{@link #EVALUATOR}: the buttons ahead plus the estimate of the rest of the round (QB-11); a
 *       finished round is worth its final difference (QB-7.3, QB-9);
 *   <li>{@link #ORDERING}: captures of the last enemy piece, collections (safe ones first), captures (of a
 *       queen, safe ones first), then quiet moves; far from the end, each kind by the evaluation of the
 *       state a move leads to or by what the moved piece looks at; then the engine's killers and history
 *       of quiet moves;
 *   <li>{@link #BOUNDS}: a side gains at most one button per move it has left, or every button left when it
 *       has the moves to capture every enemy piece; the round lasts the plies left (QB-7);
 *   <li>{@link #LAST_MOVE}: the round's last move is valued without a search;
 *   <li>{@link #OPENINGS}: the shipped exact values of each start and every position after one and two moves;
 *   <li>{@link #WITHOUT_POINTS}: the table keys a state without the buttons collected, and stores what is
 *       still to be won.
 * </ul>
 */
final class ButtonsStates {
  private ButtonsStates() {}

  private static final int BUTTON = Evaluation.BUTTON;
  /** From this many plies left, the moves of each kind are ordered by the evaluation of their states. */
  private static final int EVALUATED_PLIES = 20;
  /** From this many plies left, the moves of each kind are ordered by what the moved piece looks at. */
  private static final int LOOKED_AT_PLIES = 8;
  /** The weight of a move's kind, above any score within a kind. */
  private static final int KIND = 1000;
  /** Keeps a score within a kind positive. */
  private static final int WITHIN_KIND = 100_000;
  private static final int LOOKS_AT_BUTTON = 14;
  private static final int LOOKS_AT_PIECE = 20;
  private static final int CENTRE = 4;
  private static final int HANGING_QUEEN = 160;
  private static final int HANGING_ROOK = 110;

  /** The buttons collected so far and the estimate of what is to come. */
  static final StateEvaluator EVALUATOR = new StateEvaluator() {
    @Override
    public int evaluate(long[] states, int at) {
      int me = side(states, at);
      return settled(states, at) + Evaluation.evaluate(ButtonsKernel.pieces(states, at, me, Rules.QUEEN),
          ButtonsKernel.pieces(states, at, me, Rules.ROOK), ButtonsKernel.pieces(states, at, 1 - me, Rules.QUEEN),
          ButtonsKernel.pieces(states, at, 1 - me, Rules.ROOK), ButtonsKernel.buttons(states, at),
          ButtonsKernel.pliesLeft(states, at));
    }

    /** The final button difference for the side to move (QB-7.3, QB-9). */
    @Override
    public int terminal(Kernel kernel, long[] states, int at) {
      int me = side(states, at);
      return BUTTON * (kernel.score(states, at, me) - kernel.score(states, at, 1 - me));
    }

    @Override
    public ValueScale scale() {
      return ButtonsEvaluator.SCALE;
    }

    @Override
    public String toString() {
      return "ButtonsStates.EVALUATOR";
    }
  };

  /**
   * Captures of the last enemy piece first (they win every button left, QB-7.3), then collections, safe
   * ones first, then captures, of a queen and safe ones first, then quiet moves. With at least 20 plies
   * left the moves of each kind are ordered by the evaluation of the state they lead to (worst for the
   * other side first), with at least 8 by what the moved piece looks at from where it lands; nearer the
   * end in the kernel's order. Ties go to the engine's killers and history of quiet moves, keyed by origin
   * and destination. A forced pass (QB-8) has no key. Ordering far from the end by the evaluation took the
   * solve of the standard start from 7.8 M to 2.6 M nodes and of the extra-rook start from 65 M to 22 M
   * ({@code docs/benchmarks.md}).
   */
  static final StateOrdering ORDERING = new StateOrdering() {
    @Override
    public int priority(long[] states, int at, long move) {
      int me = side(states, at);
      return priority(move, danger(states, at, me), lastEnemy(states, at, me));
    }

    @Override
    public void priorities(long[] states, int at, long[] moves, int offset, int n, int[] priorities) {
      int me = side(states, at);
      long danger = danger(states, at, me);
      boolean lastEnemy = lastEnemy(states, at, me);
      int pliesLeft = ButtonsKernel.pliesLeft(states, at);
      if (pliesLeft >= EVALUATED_PLIES) {
        evaluated(states, at, moves, offset, n, priorities, danger, lastEnemy);
      } else if (pliesLeft >= LOOKED_AT_PLIES) {
        lookedAt(states, at, me, moves, offset, n, priorities, danger, lastEnemy);
      } else {
        for (int i = 0; i < n; i++) {
          priorities[i] = priority(moves[offset + i], danger, lastEnemy);
        }
      }
    }

    /** Far from the end: each kind of move, then the evaluation of the state it leads to. */
    private void evaluated(long[] states, int at, long[] moves, int offset, int n, int[] priorities, long danger,
        boolean lastEnemy) {
      long[] child = new long[ButtonsKernel.WORDS];
      for (int i = 0; i < n; i++) {
        long move = moves[offset + i];
        ButtonsKernel.INSTANCE.make(states, at, move, child, 0);
        int value = ButtonsKernel.INSTANCE.isOver(child, 0) ? EVALUATOR.terminal(ButtonsKernel.INSTANCE, child, 0)
            : EVALUATOR.evaluate(child, 0);
        priorities[i] = KIND * priority(move, danger, lastEnemy) + WITHIN_KIND - value;
      }
    }

    /**
     * Nearer the end: each kind of move, then what the moved piece looks at from where it lands (buttons
     * and enemy pieces on its lines, as on an empty board), its centralisation, and whether it lands where
     * an enemy piece can take it.
     */
    private void lookedAt(long[] states, int at, int me, long[] moves, int offset, int n, int[] priorities,
        long danger, boolean lastEnemy) {
      long buttons = ButtonsKernel.buttons(states, at);
      long theirs = ButtonsKernel.pieces(states, at, 1 - me, Rules.QUEEN)
          | ButtonsKernel.pieces(states, at, 1 - me, Rules.ROOK);
      for (int i = 0; i < n; i++) {
        long move = moves[offset + i];
        int kind = priority(move, danger, lastEnemy);
        if (move == ButtonsKernel.PASS) {
          priorities[i] = KIND * kind;
          continue;
        }
        int m = (int) move;
        int from = Rules.from(m);
        int to = Rules.to(m);
        boolean queen = Rules.role(m) == Rules.QUEEN;
        long lines = Slides.lines(to, queen);
        int score = LOOKS_AT_BUTTON * Long.bitCount(lines & buttons) + LOOKS_AT_PIECE * Long.bitCount(lines & theirs)
            + CENTRE * (Slides.centrality(to) - Slides.centrality(from));
        if ((danger & 1L << to) != 0L) {
          score -= queen ? HANGING_QUEEN : HANGING_ROOK;
        }
        priorities[i] = KIND * kind + WITHIN_KIND + score;
      }
    }

    private int priority(long move, long danger, boolean lastEnemy) {
      if (move == ButtonsKernel.PASS) {
        return 0;
      }
      int m = (int) move;
      boolean safe = (danger & 1L << Rules.to(m)) == 0L;
      int captured = Rules.captured(m);
      if (captured >= 0 && lastEnemy) {
        return 7;
      }
      if (Rules.collects(m)) {
        return safe ? 6 : 5;
      }
      if (captured >= 0) {
        return 1 + (captured == Rules.QUEEN ? 2 : 0) + (safe ? 1 : 0);
      }
      return 0;
    }

    /** A quiet move's origin and destination; none for a capture, a collection or a pass. */
    @Override
    public int historyKey(long[] states, int at, long move) {
      int m = (int) move;
      return move == ButtonsKernel.PASS || Rules.collects(m) || Rules.captured(m) >= 0 ? -1 : Rules.fromTo(m);
    }

    @Override
    public String toString() {
      return "ButtonsStates.ORDERING";
    }
  };

  /**
   * What the rules prove: the side to move ends at most its settled lead plus what it can still gain, at
   * least its lead less what the other side can gain (QB-4, QB-7.3), and the round lasts at most the
   * plies left (QB-7).
   */
  static final StateBounds BOUNDS = new StateBounds() {
    @Override
    public int lower(long[] states, int at) {
      return settled(states, at) - stillToWin(states, at, false);
    }

    @Override
    public int upper(long[] states, int at) {
      return settled(states, at) + stillToWin(states, at, true);
    }

    @Override
    public int pliesLeft(long[] states, int at) {
      return ButtonsKernel.pliesLeft(states, at);
    }

    @Override
    public String toString() {
      return "ButtonsStates.BOUNDS";
    }
  };

  /**
   * The round's last move, valued exactly: every button left for capturing the last enemy piece, one for
   * a collection, none otherwise (QB-4, QB-7).
   */
  static final StateOracle LAST_MOVE = new StateOracle() {
    @Override
    public int solve(long[] states, int at) {
      if (ButtonsKernel.pliesLeft(states, at) != 1) {
        return UNKNOWN;
      }
      int me = side(states, at);
      return settled(states, at) + Evaluation.lastMove(ButtonsKernel.pieces(states, at, me, Rules.QUEEN),
          ButtonsKernel.pieces(states, at, me, Rules.ROOK), ButtonsKernel.pieces(states, at, 1 - me, Rules.QUEEN),
          ButtonsKernel.pieces(states, at, 1 - me, Rules.ROOK), ButtonsKernel.buttons(states, at));
    }

    @Override
    public String toString() {
      return "ButtonsStates.LAST_MOVE";
    }
  };

  /**
   * The shipped values of the first positions of each variant ({@code OpeningValues}: the start and every
   * position after one and two moves, solved), then {@link #LAST_MOVE}: the strongest level's oracle.
   */
  static final StateOracle OPENINGS = new StateOracle() {
    private final OpeningValues book = OpeningValues.shipped();

    @Override
    public int solve(long[] states, int at) {
      if (ButtonsKernel.pliesLeft(states, at) >= Rules.PLIES - OpeningValues.PLIES) {
        int still = book.stillToWin(ButtonsKernel.searchKey(states, at));
        if (still != OpeningValues.UNKNOWN) {
          return settled(states, at) + BUTTON * still;
        }
      }
      return LAST_MOVE.solve(states, at);
    }

    @Override
    public String toString() {
      return "ButtonsStates.OPENINGS";
    }
  };

  /** The table's key without the buttons collected (QB-4): what is still to be won does not depend on them. */
  static final TableKey WITHOUT_POINTS = new TableKey() {
    @Override
    public long key(Kernel kernel, long[] states, int at) {
      return ButtonsKernel.searchKey(states, at);
    }

    @Override
    public int settled(long[] states, int at) {
      return ButtonsStates.settled(states, at);
    }

    @Override
    public String toString() {
      return "ButtonsStates.WITHOUT_POINTS";
    }
  };

  private static int side(long[] states, int at) {
    return ButtonsKernel.blackToMove(states, at) ? Rules.BLACK : Rules.WHITE;
  }

  /** The buttons the side to move has collected more than the other, in hundredths. */
  private static int settled(long[] states, int at) {
    int me = side(states, at);
    return BUTTON * (ButtonsKernel.collected(states, at, me) - ButtonsKernel.collected(states, at, 1 - me));
  }

  /**
   * The most a side can still win, in hundredths: a button per move it has left, or every button left when
   * it has the moves to capture every piece of the other side (QB-4, QB-7.3).
   */
  private static int stillToWin(long[] states, int at, boolean sideToMove) {
    int mover = side(states, at);
    int other = sideToMove ? 1 - mover : mover;
    return BUTTON * Evaluation.maxGain(Rules.movesLeft(sideToMove, ButtonsKernel.pliesLeft(states, at)),
        pieces(states, at, other), Long.bitCount(ButtonsKernel.buttons(states, at)));
  }

  private static int pieces(long[] states, int at, int side) {
    return Long.bitCount(ButtonsKernel.pieces(states, at, side, Rules.QUEEN)
        | ButtonsKernel.pieces(states, at, side, Rules.ROOK));
  }

  /** The squares the other side's pieces reach. */
  private static long danger(long[] states, int at, int me) {
    long occupied = ButtonsKernel.pieces(states, at, 0, Rules.QUEEN) | ButtonsKernel.pieces(states, at, 0, Rules.ROOK)
        | ButtonsKernel.pieces(states, at, 1, Rules.QUEEN) | ButtonsKernel.pieces(states, at, 1, Rules.ROOK)
        | ButtonsKernel.buttons(states, at);
    return Rules.reach(ButtonsKernel.pieces(states, at, 1 - me, Rules.QUEEN),
        ButtonsKernel.pieces(states, at, 1 - me, Rules.ROOK), occupied);
  }

  private static boolean lastEnemy(long[] states, int at, int me) {
    long theirs = ButtonsKernel.pieces(states, at, 1 - me, Rules.QUEEN)
        | ButtonsKernel.pieces(states, at, 1 - me, Rules.ROOK);
    return (theirs & theirs - 1) == 0L;
  }
}
