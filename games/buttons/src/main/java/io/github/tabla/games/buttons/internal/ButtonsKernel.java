package io.github.tabla.games.buttons.internal;

import io.github.tabla.core.kernel.Kernel;

/**
 * The rules of Queens, Rooks and Buttons on primitives, once: the slides of the side to move (QB-3 to
 * QB-6, through {@link Rules#generate}), a capture, collecting a button (QB-4), a forced pass (QB-8), the
 * move counters and the end of the round (QB-7, through {@link Rules#ending}), and the incremental Zobrist
 * key. {@code ButtonsPosition} plays every move through {@link #make}; both variants share the kernel
 * (QB-2 only adds a rook to the start).
 *
 * <p>A state is seven words: the key (the typed position's {@code hash()}: the search key and the
 * points); White's queens, White's rooks, Black's queens, Black's rooks and the buttons (sets of squares);
 * and the counters, packed: the moves White and Black have made (bits 0–5, 6–11), the buttons each has
 * collected (12–15, 16–19) and whether Black is to move (20). A move is a packed {@link Rules} move, or
 * {@link #PASS}.
 *
 * <pre>{@code
 * long[] s = new long[ButtonsKernel.WORDS];
 * ButtonsKernel.write(s, 0, 1L << 3, 1L << 1, 1L << 59, 1L << 62, Rules.BUTTON_SQUARES, 0, 0, 0, 0, false);
 * ButtonsKernel.INSTANCE.perft(s, 0, 2);
 * }</pre>
 */
public final class ButtonsKernel implements Kernel {
  /** The one instance: the kernel holds no state of its own. */
  public static final ButtonsKernel INSTANCE = new ButtonsKernel();
  /** The words of a state. */
  public static final int WORDS = 7;
  /** The move code of a forced pass (QB-8): no packed move is 0, a slide has two different squares. */
  public static final long PASS = 0;

  private static final int KEY = 0;
  private static final int PIECES = 1;
  private static final int BUTTONS = 5;
  private static final int COUNTERS = 6;
  private static final int WHITE_MOVES = 0;
  private static final int BLACK_MOVES = 6;
  private static final int WHITE_POINTS = 12;
  private static final int BLACK_POINTS = 16;
  private static final int BLACK_TO_MOVE = 20;

  /**
   * TURN_KEYS[left]: what a move from a state with {@code left} plies left changes in the key besides the
   * pieces: the side to move and the plies left.
   */
  private static final long[] TURN_KEYS = new long[Rules.PLIES + 1];

  static {
    for (int left = 1; left <= Rules.PLIES; left++) {
      TURN_KEYS[left] = Zobrist.blackToMove() ^ Zobrist.pliesLeft(left) ^ Zobrist.pliesLeft(left - 1);
    }
  }

  private ButtonsKernel() {}

  /**
   * Writes a state from its parts, its key computed from scratch.
   *
   * @param states the array
   * @param at the offset of the state
   * @param whiteQueens White's queens
   * @param whiteRooks White's rooks
   * @param blackQueens Black's queens
   * @param blackRooks Black's rooks
   * @param buttons the buttons on the board
   * @param whiteMoves the moves White has made, 0..15
   * @param blackMoves the moves Black has made, 0..15
   * @param whitePoints the buttons White has collected, 0..8
   * @param blackPoints the buttons Black has collected, 0..8
   * @param blackToMove whether Black is to move
   */
  public static void write(long[] states, int at, long whiteQueens, long whiteRooks, long blackQueens,
      long blackRooks, long buttons, int whiteMoves, int blackMoves, int whitePoints, int blackPoints,
      boolean blackToMove) {
    write(states, at, 0L, whiteQueens, whiteRooks, blackQueens, blackRooks, buttons, whiteMoves, blackMoves,
        whitePoints, blackPoints, blackToMove);
    states[at + KEY] = INSTANCE.keyFromScratch(states, at);
  }

  /**
   * Writes a state from its parts and the key it is known to have (a position's own).
   *
   * @param states the array
   * @param at the offset of the state
   * @param key the state's key
   * @param whiteQueens White's queens
   * @param whiteRooks White's rooks
   * @param blackQueens Black's queens
   * @param blackRooks Black's rooks
   * @param buttons the buttons on the board
   * @param whiteMoves the moves White has made, 0..15
   * @param blackMoves the moves Black has made, 0..15
   * @param whitePoints the buttons White has collected, 0..8
   * @param blackPoints the buttons Black has collected, 0..8
   * @param blackToMove whether Black is to move
   */
  public static void write(long[] states, int at, long key, long whiteQueens, long whiteRooks, long blackQueens,
      long blackRooks, long buttons, int whiteMoves, int blackMoves, int whitePoints, int blackPoints,
      boolean blackToMove) {
    states[at + KEY] = key;
    states[at + PIECES] = whiteQueens;
    states[at + PIECES + 1] = whiteRooks;
    states[at + PIECES + 2] = blackQueens;
    states[at + PIECES + 3] = blackRooks;
    states[at + BUTTONS] = buttons;
    states[at + COUNTERS] = (long) whiteMoves << WHITE_MOVES | (long) blackMoves << BLACK_MOVES
        | (long) whitePoints << WHITE_POINTS | (long) blackPoints << BLACK_POINTS
        | (blackToMove ? 1L : 0L) << BLACK_TO_MOVE;
  }

  /**
   * The pieces of a side and role.
   *
   * @param states the array
   * @param at the offset of the state
   * @param side {@link Rules#WHITE} or {@link Rules#BLACK}
   * @param role {@link Rules#QUEEN} or {@link Rules#ROOK}
   * @return the squares, as a bitboard
   */
  public static long pieces(long[] states, int at, int side, int role) {
    return states[at + PIECES + 2 * side + role];
  }

  /**
   * The buttons on the board.
   *
   * @param states the array
   * @param at the offset of the state
   * @return the squares, as a bitboard
   */
  public static long buttons(long[] states, int at) {
    return states[at + BUTTONS];
  }

  /**
   * The moves a side has made.
   *
   * @param states the array
   * @param at the offset of the state
   * @param side {@link Rules#WHITE} or {@link Rules#BLACK}
   * @return 0..15
   */
  public static int movesMade(long[] states, int at, int side) {
    return (int) (states[at + COUNTERS] >>> (side == Rules.WHITE ? WHITE_MOVES : BLACK_MOVES)) & 63;
  }

  /**
   * The buttons a side has collected by moving onto them (QB-4).
   *
   * @param states the array
   * @param at the offset of the state
   * @param side {@link Rules#WHITE} or {@link Rules#BLACK}
   * @return 0..8
   */
  public static int collected(long[] states, int at, int side) {
    return (int) (states[at + COUNTERS] >>> (side == Rules.WHITE ? WHITE_POINTS : BLACK_POINTS)) & 15;
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
   * The plies left before the move limit (QB-7.2).
   *
   * @param states the array
   * @param at the offset of the state
   * @return 0..30
   */
  public static int pliesLeft(long[] states, int at) {
    return pliesLeft(states[at + COUNTERS]);
  }

  /**
   * Whether and why the round is over ({@link Rules#ending}).
   *
   * @param states the array
   * @param at the offset of the state
   * @return {@link Rules#GOES_ON} or the reason
   */
  public static int ending(long[] states, int at) {
    return Rules.ending(states[at + PIECES], states[at + PIECES + 1], states[at + PIECES + 2],
        states[at + PIECES + 3], states[at + BUTTONS], pliesLeft(states, at));
  }

  /**
   * The search key of a state: its key without the points collected, which the search does not need (it
   * values what is still to be won).
   *
   * @param states the array
   * @param at the offset of the state
   * @return the key
   */
  public static long searchKey(long[] states, int at) {
    return states[at + KEY] ^ Zobrist.points(Rules.WHITE, collected(states, at, Rules.WHITE))
        ^ Zobrist.points(Rules.BLACK, collected(states, at, Rules.BLACK));
  }

  @Override
  public int stateWords() {
    return WORDS;
  }

  @Override
  public int maxMoves() {
    return Rules.MAX_MOVES;
  }

  @Override
  public int moves(long[] states, int at, long[] moves, int offset) {
    int me = blackToMove(states, at) ? 2 : 0;
    int op = 2 - me;
    long myQ = states[at + PIECES + me];
    long myR = states[at + PIECES + me + 1];
    long opQ = states[at + PIECES + op];
    long opR = states[at + PIECES + op + 1];
    long buttons = states[at + BUTTONS];
    // the endings of Rules.ending, the cheap ones first: a side that can move rules out the last one
    if (buttons == 0L || (myQ | myR) == 0L || (opQ | opR) == 0L || pliesLeft(states, at) <= 0) {
      return 0;
    }
    int n = Rules.generate(myQ, myR, opQ, opR, buttons, moves, offset);
    if (n == 0) {
      // a forced pass (QB-8), unless neither side can move
      if (!Rules.hasMove(opQ, opR, myQ, myR, buttons)) {
        return 0;
      }
      moves[offset] = PASS;
      return 1;
    }
    return n;
  }

  /**
   * Makes a move, the one place the rules of a move are written: the piece slides from the move's origin
   * to its destination, capturing an enemy piece there (QB-5) or collecting the button there (QB-4), or
   * the side passes (QB-8); either way its move count goes up by one and the other side is to move. The
   * key follows the parts that changed.
   */
  @Override
  public void make(long[] states, int at, long move, long[] target, int targetAt) {
    long counters = states[at + COUNTERS];
    int side = (int) (counters >>> BLACK_TO_MOVE) & 1;
    System.arraycopy(states, at + PIECES, target, targetAt + PIECES, 5);
    target[targetAt + COUNTERS] = (counters + (side == Rules.WHITE ? 1L << WHITE_MOVES : 1L << BLACK_MOVES))
        ^ 1L << BLACK_TO_MOVE;
    long key = states[at + KEY] ^ TURN_KEYS[pliesLeft(counters)];
    target[targetAt + KEY] = move == PASS ? key : slide(target, targetAt, side, (int) move, key, counters);
  }

  /**
   * The piece slides from the move's origin to its destination, capturing an enemy piece there (QB-5) or
   * collecting the button there (QB-4); returns the key after the slide.
   */
  private static long slide(long[] target, int targetAt, int side, int m, long key, long counters) {
    int to = Rules.to(m);
    int role = Rules.role(m);
    int mover = targetAt + PIECES + 2 * side + role;
    target[mover] = slid(target[mover], m);
    long k = key ^ Zobrist.piece(side, role, Rules.from(m)) ^ Zobrist.piece(side, role, to);
    int captured = Rules.captured(m);
    if (captured >= 0) {
      int taken = targetAt + PIECES + 2 * (1 - side) + captured;
      target[taken] = left(target[taken], m);
      return k ^ Zobrist.piece(1 - side, captured, to);
    }
    if (Rules.collects(m)) {
      int shift = side == Rules.WHITE ? WHITE_POINTS : BLACK_POINTS;
      int points = (int) (counters >>> shift) & 15;
      target[targetAt + BUTTONS] = left(target[targetAt + BUTTONS], m);
      target[targetAt + COUNTERS] += 1L << shift;
      return k ^ Zobrist.button(to) ^ Zobrist.points(side, points) ^ Zobrist.points(side, points + 1);
    }
    return k;
  }

  /** The plies left before the move limit, from the packed counters. */
  private static int pliesLeft(long counters) {
    return Math.max(0, Rules.PLIES - ((int) counters & 63) - ((int) (counters >>> BLACK_MOVES) & 63));
  }

  // The rules of a move on the parts, once: make and perft both follow them.

  /** A side's pieces of the moving role after a slide: the piece leaves its origin for its destination. */
  private static long slid(long pieces, int move) {
    return pieces ^ (1L << Rules.from(move) | 1L << Rules.to(move));
  }

  /** Pieces or buttons after a slide: what stood on its destination is captured or collected (QB-4, QB-5). */
  private static long left(long squares, int move) {
    return squares & ~(1L << Rules.to(move));
  }

  /**
   * Perft without keys (a perft needs none), on the parts the rules of a move change, seen from the side
   * to move.
   */
  @Override
  public long perft(long[] states, int at, int depth) {
    if (depth < 0) {
      throw new IllegalArgumentException("perft depth must be at least 0, got " + depth);
    }
    int me = blackToMove(states, at) ? 2 : 0;
    int op = 2 - me;
    return count(states[at + PIECES + me], states[at + PIECES + me + 1], states[at + PIECES + op],
        states[at + PIECES + op + 1], states[at + BUTTONS], pliesLeft(states, at), depth,
        new long[Math.max(1, depth) * Rules.MAX_MOVES], 0);
  }

  private static long count(long myQ, long myR, long opQ, long opR, long buttons, int left, int depth,
      long[] moves, int base) {
    if (depth == 0) {
      return 1L;
    }
    if (buttons == 0L || (myQ | myR) == 0L || (opQ | opR) == 0L || left <= 0) {
      return 0L;
    }
    int n = Rules.generate(myQ, myR, opQ, opR, buttons, moves, base);
    if (n == 0) {
      // a forced pass (QB-8), unless neither side can move
      return Rules.hasMove(opQ, opR, myQ, myR, buttons)
          ? count(opQ, opR, myQ, myR, buttons, left - 1, depth - 1, moves, base + Rules.MAX_MOVES) : 0L;
    }
    if (depth == 1) {
      return n;
    }
    long total = 0L;
    for (int i = 0; i < n; i++) {
      int m = (int) moves[base + i];
      boolean queen = Rules.role(m) == Rules.QUEEN;
      total += count(left(opQ, m), left(opR, m), queen ? slid(myQ, m) : myQ, queen ? myR : slid(myR, m),
          left(buttons, m), left - 1, depth - 1, moves, base + Rules.MAX_MOVES);
    }
    return total;
  }

  @Override
  public long key(long[] states, int at) {
    return states[at + KEY];
  }

  @Override
  public long keyFromScratch(long[] states, int at) {
    return Zobrist.searchKey(states[at + PIECES], states[at + PIECES + 1], states[at + PIECES + 2],
        states[at + PIECES + 3], states[at + BUTTONS], blackToMove(states, at) ? Rules.BLACK : Rules.WHITE,
        pliesLeft(states, at)) ^ Zobrist.points(Rules.WHITE, collected(states, at, Rules.WHITE))
        ^ Zobrist.points(Rules.BLACK, collected(states, at, Rules.BLACK));
  }

  @Override
  public boolean isOver(long[] states, int at) {
    return ending(states, at) != Rules.GOES_ON;
  }

  @Override
  public int sideToMove(long[] states, int at) {
    return blackToMove(states, at) ? Rules.BLACK : Rules.WHITE;
  }

  /**
   * The buttons a side has collected, and every button still on the board when the other side has no
   * piece left (QB-7.3).
   */
  @Override
  public int score(long[] states, int at, int side) {
    int points = collected(states, at, side);
    long buttons = states[at + BUTTONS];
    boolean mine = (states[at + PIECES + 2 * side] | states[at + PIECES + 2 * side + 1]) != 0L;
    boolean theirs = (states[at + PIECES + 2 * (1 - side)] | states[at + PIECES + 2 * (1 - side) + 1]) != 0L;
    return mine && !theirs ? points + Long.bitCount(buttons) : points;
  }

  @Override
  public String toString() {
    return "ButtonsKernel";
  }
}
