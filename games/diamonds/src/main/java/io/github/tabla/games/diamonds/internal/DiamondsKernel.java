package io.github.tabla.games.diamonds.internal;

import io.github.tabla.core.kernel.Kernel;

/**
 * The rules of Kings and Diamonds on primitives, once: the steps of the king to move (KD-2, KD-3), a
 * forced pass (KD-9), collecting a diamond (KD-4), the end of the round (KD-6) and the incremental
 * Zobrist key. {@code DiamondsPosition} holds one of its states and plays every move through
 * {@link #make}.
 *
 * <p>A state is three words: the key; the diamonds left (a set of squares); and the counters, packed:
 * the white king's square (bits 0–5), the black king's (6–11), the moves White and Black have made
 * (12–17, 18–23), the diamonds each has collected (24–28, 29–33) and whether Black is to move (34). A
 * move is the destination square of the king to move, or {@link #PASS}.
 *
 * <pre>{@code
 * long[] s = new long[2 * DiamondsKernel.WORDS];
 * DiamondsKernel.start(s, 0);
 * DiamondsKernel.INSTANCE.perft(s, 0, 2);     // 25
 * }</pre>
 */
public final class DiamondsKernel implements Kernel {
  /** The one instance: the kernel holds no state of its own. */
  public static final DiamondsKernel INSTANCE = new DiamondsKernel();
  /** The words of a state. */
  public static final int WORDS = 3;
  /** The move code of a forced pass (KD-9). */
  public static final long PASS = 64;
  /** The most moves of a state: the eight steps of a king. */
  public static final int MAX_MOVES = 8;

  private static final int KEY = 0;
  private static final int DIAMONDS = 1;
  private static final int COUNTERS = 2;
  private static final int WHITE_KING = 0;
  private static final int BLACK_KING = 6;
  private static final int WHITE_MOVES = 12;
  private static final int BLACK_MOVES = 18;
  private static final int WHITE_POINTS = 24;
  private static final int BLACK_POINTS = 29;
  private static final int BLACK_TO_MOVE = 34;

  private DiamondsKernel() {}

  /**
   * Writes a state from its parts, its key computed from scratch.
   *
   * @param states the array
   * @param at the offset of the state
   * @param whiteKing the white king's square
   * @param blackKing the black king's square
   * @param diamonds the diamonds left
   * @param whiteMoves the moves White has made
   * @param blackMoves the moves Black has made
   * @param whitePoints the diamonds White has collected
   * @param blackPoints the diamonds Black has collected
   * @param blackToMove whether Black is to move
   */
  public static void write(long[] states, int at, int whiteKing, int blackKing, long diamonds, int whiteMoves,
      int blackMoves, int whitePoints, int blackPoints, boolean blackToMove) {
    states[at + DIAMONDS] = diamonds;
    states[at + COUNTERS] = counters(whiteKing, blackKing, whiteMoves, blackMoves, whitePoints, blackPoints,
        blackToMove);
    states[at + KEY] = INSTANCE.keyFromScratch(states, at);
  }

  /**
   * Writes a state from its parts and the key it is known to have (a position's own).
   *
   * @param states the array
   * @param at the offset of the state
   * @param key the state's key
   * @param diamonds the diamonds left
   * @param counters the counters, packed ({@link #counters})
   */
  public static void write(long[] states, int at, long key, long diamonds, long counters) {
    states[at + KEY] = key;
    states[at + DIAMONDS] = diamonds;
    states[at + COUNTERS] = counters;
  }

  /**
   * The counters word of a state.
   *
   * @param whiteKing the white king's square
   * @param blackKing the black king's square
   * @param whiteMoves the moves White has made
   * @param blackMoves the moves Black has made
   * @param whitePoints the diamonds White has collected
   * @param blackPoints the diamonds Black has collected
   * @param blackToMove whether Black is to move
   * @return the packed word
   */
  public static long counters(int whiteKing, int blackKing, int whiteMoves, int blackMoves, int whitePoints,
      int blackPoints, boolean blackToMove) {
    return (long) whiteKing << WHITE_KING | (long) blackKing << BLACK_KING | (long) whiteMoves << WHITE_MOVES
        | (long) blackMoves << BLACK_MOVES | (long) whitePoints << WHITE_POINTS | (long) blackPoints << BLACK_POINTS
        | (blackToMove ? 1L : 0L) << BLACK_TO_MOVE;
  }

  /**
   * The counters word of a state, as {@link #counters} packs it.
   *
   * @param states the array
   * @param at the offset of the state
   * @return the word
   */
  public static long counters(long[] states, int at) {
    return states[at + COUNTERS];
  }

  /**
   * The diamonds a side has collected.
   *
   * @param states the array
   * @param at the offset of the state
   * @param side 0 for White, 1 for Black
   * @return 0..16
   */
  public static int points(long[] states, int at, int side) {
    return (int) (states[at + COUNTERS] >>> (side == 0 ? WHITE_POINTS : BLACK_POINTS)) & 31;
  }

  /**
   * Writes the start state: kings on e1 and e8, the 16 diamonds of c3..f6, White to move.
   *
   * @param states the array
   * @param at the offset of the state
   */
  public static void start(long[] states, int at) {
    write(states, at, Board.WHITE_START, Board.BLACK_START, Board.FIELD, 0, 0, 0, 0, false);
  }

  /**
   * The square of a side's king.
   *
   * @param states the array
   * @param at the offset of the state
   * @param side 0 for White, 1 for Black
   * @return the square index
   */
  public static int king(long[] states, int at, int side) {
    return (int) (states[at + COUNTERS] >>> (side == 0 ? WHITE_KING : BLACK_KING)) & 63;
  }

  /**
   * The moves a side has made.
   *
   * @param states the array
   * @param at the offset of the state
   * @param side 0 for White, 1 for Black
   * @return 0..40
   */
  public static int movesMade(long[] states, int at, int side) {
    return (int) (states[at + COUNTERS] >>> (side == 0 ? WHITE_MOVES : BLACK_MOVES)) & 63;
  }

  /**
   * The diamonds left.
   *
   * @param states the array
   * @param at the offset of the state
   * @return the squares, as a bitboard
   */
  public static long diamonds(long[] states, int at) {
    return states[at + DIAMONDS];
  }

  /**
   * Whether Black is to move.
   *
   * @param states the array
   * @param at the offset of the state
   * @return {@code true} for Black
   */
  public static boolean blackToMove(long[] states, int at) {
    return (states[at + COUNTERS] >>> BLACK_TO_MOVE & 1L) != 0L;
  }

  /**
   * The steps the king to move may make (KD-2, KD-3): empty means a forced pass, or the end.
   *
   * @param states the array
   * @param at the offset of the state
   * @return the destinations, as a bitboard
   */
  public static long steps(long[] states, int at) {
    int side = sideOf(states, at);
    return Board.legalSteps(king(states, at, side), king(states, at, 1 - side));
  }

  /**
   * Why a round is over, when it is (KD-6).
   *
   * @param states the array
   * @param at the offset of the state
   * @return 0 while it goes on; 1 when every diamond is collected (KD-6.1), 2 when both sides have made
   *     their moves (KD-6.2), 3 when neither king can step (KD-6.3)
   */
  public static int end(long[] states, int at) {
    return end(states[at + DIAMONDS], movesMade(states, at, 0), movesMade(states, at, 1), king(states, at, 0),
        king(states, at, 1));
  }

  /**
   * Why a round is over, when it is (KD-6), from the parts of its state.
   *
   * @param diamonds the diamonds left
   * @param whiteMoves the moves White has made
   * @param blackMoves the moves Black has made
   * @param whiteKing the white king's square
   * @param blackKing the black king's square
   * @return 0 while it goes on, else 1 (KD-6.1), 2 (KD-6.2) or 3 (KD-6.3), as {@link #end(long[], int)}
   */
  public static int end(long diamonds, int whiteMoves, int blackMoves, int whiteKing, int blackKing) {
    if (diamonds == 0L) {
      return 1;
    }
    if (whiteMoves >= Board.MOVES_PER_SIDE && blackMoves >= Board.MOVES_PER_SIDE) {
      return 2;
    }
    return Board.legalSteps(whiteKing, blackKing) == 0L && Board.legalSteps(blackKing, whiteKing) == 0L ? 3 : 0;
  }

  private static int sideOf(long[] states, int at) {
    return (int) (states[at + COUNTERS] >>> BLACK_TO_MOVE) & 1;
  }

  @Override
  public int stateWords() {
    return WORDS;
  }

  @Override
  public int maxMoves() {
    return MAX_MOVES;
  }

  @Override
  public int moves(long[] states, int at, long[] moves, int offset) {
    if (end(states, at) != 0) {
      return 0;
    }
    long steps = steps(states, at);
    if (steps == 0L) {
      moves[offset] = PASS;
      return 1;
    }
    int n = 0;
    for (long s = steps; s != 0L; s &= s - 1) {
      moves[offset + n++] = Long.numberOfTrailingZeros(s);
    }
    return n;
  }

  /**
   * Perft on the parts a move changes ({@link #moved}), without keys: a perft needs none.
   */
  @Override
  public long perft(long[] states, int at, int depth) {
    if (depth < 0) {
      throw new IllegalArgumentException("perft depth must be at least 0, got " + depth);
    }
    return count(states[at + COUNTERS], states[at + DIAMONDS], depth);
  }

  private static long count(long counters, long left, int depth) {
    if (depth == 0) {
      return 1L;
    }
    if (left == 0L || movesDone(counters)) {
      return 0L;
    }
    long steps = steps(counters);
    if (steps == 0L) {
      // a forced pass (KD-9), unless neither king can step (KD-6.3)
      return otherSteps(counters) == 0L ? 0L : depth == 1 ? 1L : count(moved(counters, left, PASS), left, depth - 1);
    }
    if (depth == 1) {
      return Long.bitCount(steps);
    }
    long n = 0L;
    for (long s = steps; s != 0L; s &= s - 1) {
      int to = Long.numberOfTrailingZeros(s);
      n += count(moved(counters, left, to), left & ~(1L << to), depth - 1);
    }
    return n;
  }

  // both sides have made their moves (KD-6.2): a side never makes more, so one comparison of both counts
  private static boolean movesDone(long counters) {
    return ((int) (counters >>> WHITE_MOVES) & 0xFFF) == (Board.MOVES_PER_SIDE | Board.MOVES_PER_SIDE << 6);
  }

  private static long otherSteps(long counters) {
    return steps(counters ^ 1L << BLACK_TO_MOVE);
  }

  // the number of moves of the state with these parts
  private static int count(long counters, long left) {
    return (int) count(counters, left, 1);
  }

  private static int end(long counters, long left) {
    return end(left, (int) (counters >>> WHITE_MOVES) & 63, (int) (counters >>> BLACK_MOVES) & 63,
        (int) counters & 63, (int) (counters >>> BLACK_KING) & 63);
  }

  private static long steps(long counters) {
    int side = (int) (counters >>> BLACK_TO_MOVE) & 1;
    int mover = (int) (counters >>> (side == 0 ? WHITE_KING : BLACK_KING)) & 63;
    int other = (int) (counters >>> (side == 0 ? BLACK_KING : WHITE_KING)) & 63;
    return Board.legalSteps(mover, other);
  }

  /**
   * The counters after a move, the one place the rules of a move are written: the mover's king goes to
   * the move's square (a pass leaves it, KD-9), a diamond there is collected (KD-4), the mover's move
   * count goes up by one, and the other side is to move. The diamonds after it are those before less
   * the move's square.
   */
  private static long moved(long counters, long left, long move) {
    int side = (int) (counters >>> BLACK_TO_MOVE) & 1;
    long after = counters + (1L << (side == 0 ? WHITE_MOVES : BLACK_MOVES)) ^ 1L << BLACK_TO_MOVE;
    if (move == PASS) {
      return after;
    }
    int kingShift = side == 0 ? WHITE_KING : BLACK_KING;
    after = after & ~(63L << kingShift) | move << kingShift;
    return (left >>> move & 1L) != 0L ? after + (1L << (side == 0 ? WHITE_POINTS : BLACK_POINTS)) : after;
  }

  @Override
  public int countMoves(long[] states, int at, long[] moves, int offset) {
    return count(states[at + COUNTERS], states[at + DIAMONDS]);
  }

  /**
   * Makes a move ({@link #moved}): the king steps to the square the move names (collecting a diamond
   * there, KD-4) or passes (KD-9), and the mover's move count goes up by one; the key follows the parts
   * that changed.
   */
  @Override
  public void make(long[] states, int at, long move, long[] target, int targetAt) {
    long counters = states[at + COUNTERS];
    long left = states[at + DIAMONDS];
    long after = moved(counters, left, move);
    int side = (int) (counters >>> BLACK_TO_MOVE) & 1;
    int moves = (int) (counters >>> (side == 0 ? WHITE_MOVES : BLACK_MOVES)) & 63;
    long key = states[at + KEY] ^ Zobrist.blackToMove() ^ Zobrist.moves(side, moves) ^ Zobrist.moves(side, moves + 1);
    if (move != PASS) {
      int kingShift = side == 0 ? WHITE_KING : BLACK_KING;
      key ^= Zobrist.king(side, (int) (counters >>> kingShift) & 63) ^ Zobrist.king(side, (int) move);
      int pointsShift = side == 0 ? WHITE_POINTS : BLACK_POINTS;
      int points = (int) (counters >>> pointsShift) & 31;
      if (((int) (after >>> pointsShift) & 31) != points) {
        key ^= Zobrist.diamond((int) move) ^ Zobrist.points(side, points) ^ Zobrist.points(side, points + 1);
        left &= ~(1L << move);
      }
    }
    target[targetAt + KEY] = key;
    target[targetAt + DIAMONDS] = left;
    target[targetAt + COUNTERS] = after;
  }

  @Override
  public long key(long[] states, int at) {
    return states[at + KEY];
  }

  @Override
  public long keyFromScratch(long[] states, int at) {
    long c = states[at + COUNTERS];
    return Zobrist.of((int) c & 63, (int) (c >>> BLACK_KING) & 63, states[at + DIAMONDS],
        (int) (c >>> WHITE_MOVES) & 63, (int) (c >>> BLACK_MOVES) & 63, (int) (c >>> WHITE_POINTS) & 31,
        (int) (c >>> BLACK_POINTS) & 31, (c >>> BLACK_TO_MOVE & 1L) != 0L);
  }

  @Override
  public boolean isOver(long[] states, int at) {
    return end(states, at) != 0;
  }

  @Override
  public int sideToMove(long[] states, int at) {
    return sideOf(states, at);
  }

  @Override
  public int score(long[] states, int at, int side) {
    return points(states, at, side);
  }

  @Override
  public String toString() {
    return "DiamondsKernel";
  }
}
