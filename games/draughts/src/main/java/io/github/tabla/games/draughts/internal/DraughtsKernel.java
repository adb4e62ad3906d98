package io.github.tabla.games.draughts.internal;

import io.github.tabla.core.kernel.Kernel;

/**
 * The rules of Italian draughts on primitives, once: the moves of the side to move ({@link MoveGenerator}:
 * steps, the compulsory capture and its priorities, ID-5 to ID-11), the rules of a move ({@link MoveRules}),
 * the no-progress counter (ID-13.3), the end of the game (ID-12, ID-13.3) and the incremental Zobrist key.
 * {@code DraughtsPosition} plays every move through {@link #make}. The repetition rule (ID-13.2) looks at a
 * game's history, which is the match's and not a state's.
 *
 * <p>A state is four words: the key (the typed position's {@code hash()}); White's pieces (low 32 bits)
 * and Black's (high 32); the kings (low 32), whether Black is to move (bit 32) and the no-progress counter
 * in plies (bits 33–63); the moves White and Black have made (low and high 32 bits). A move is a packed
 * path (origin and directions, {@link MoveGenerator#origin}, {@link MoveGenerator#direction}) in the high
 * half and the captured pieces in the low half: two captures may share their origin, their end and the
 * pieces they take, and differ in their path (ID-11a).
 *
 * <p>The move generator keeps a capture search's state as it runs, so each thread uses its own
 * ({@link ThreadLocal}); the kernel itself holds only the draw rule it plays by.
 *
 * <pre>{@code
 * DraughtsKernel kernel = DraughtsKernel.of(true);
 * long[] s = new long[DraughtsKernel.WORDS];
 * DraughtsKernel.write(s, 0, Geometry.WHITE_START, Geometry.BLACK_START, 0, true, 0, 0, 0);
 * kernel.perft(s, 0, 6);    // 36473
 * }</pre>
 */
public final class DraughtsKernel implements Kernel {
  /** The words of a state. */
  public static final int WORDS = 4;
  /** The most moves a state can have, with room to spare: twelve kings have at most 48 steps. */
  public static final int MAX_MOVES = 128;
  /** The no-progress limit in plies (ID-13.3). */
  public static final int NO_PROGRESS_LIMIT = 80;

  private static final DraughtsKernel WITH_NO_PROGRESS = new DraughtsKernel(true);
  private static final DraughtsKernel WITHOUT_NO_PROGRESS = new DraughtsKernel(false);
  private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

  private static final int KEY = 0;
  private static final int PIECES = 1;
  private static final int KINGS = 2;
  private static final int MOVES = 3;
  private static final int BLACK_TO_MOVE = 32;
  private static final int NO_PROGRESS = 33;

  private final boolean noProgressRule;

  /** One thread's move generator. */
  private static final class Scratch {
    final MoveGenerator generator = new MoveGenerator();
  }

  private DraughtsKernel(boolean noProgressRule) {
    this.noProgressRule = noProgressRule;
  }

  /**
   * The kernel of a draw rule.
   *
   * @param noProgressRule whether 40 moves of each side without progress draw (ID-13.3)
   * @return the kernel
   */
  public static DraughtsKernel of(boolean noProgressRule) {
    return noProgressRule ? WITH_NO_PROGRESS : WITHOUT_NO_PROGRESS;
  }

  /**
   * Writes a state from its parts, its key computed from scratch.
   *
   * @param states the array
   * @param at the offset of the state
   * @param white White's pieces
   * @param black Black's pieces
   * @param kings the kings of both sides
   * @param whiteToMove whether White is to move
   * @param noProgress the plies without progress (ID-13.3)
   * @param whiteMoves the moves White has made
   * @param blackMoves the moves Black has made
   */
  public static void write(long[] states, int at, int white, int black, int kings, boolean whiteToMove,
      int noProgress, int whiteMoves, int blackMoves) {
    write(states, at, Zobrist.arrangement(white, black, kings, whiteToMove) ^ Zobrist.counter(noProgress), white,
        black, kings, whiteToMove, noProgress, whiteMoves, blackMoves);
  }

  /**
   * Writes a state from its parts and the key it is known to have (a position's own).
   *
   * @param states the array
   * @param at the offset of the state
   * @param key the state's key
   * @param white White's pieces
   * @param black Black's pieces
   * @param kings the kings of both sides
   * @param whiteToMove whether White is to move
   * @param noProgress the plies without progress (ID-13.3)
   * @param whiteMoves the moves White has made
   * @param blackMoves the moves Black has made
   */
  public static void write(long[] states, int at, long key, int white, int black, int kings, boolean whiteToMove,
      int noProgress, int whiteMoves, int blackMoves) {
    states[at + KEY] = key;
    states[at + PIECES] = (white & 0xFFFF_FFFFL) | (long) black << 32;
    states[at + KINGS] = (kings & 0xFFFF_FFFFL) | (whiteToMove ? 0L : 1L << BLACK_TO_MOVE)
        | (long) noProgress << NO_PROGRESS;
    states[at + MOVES] = (whiteMoves & 0xFFFF_FFFFL) | (long) blackMoves << 32;
  }

  /**
   * White's pieces.
   *
   * @param states the array
   * @param at the offset of the state
   * @return the bits of their squares (0..31)
   */
  public static int white(long[] states, int at) {
    return (int) states[at + PIECES];
  }

  /**
   * Black's pieces.
   *
   * @param states the array
   * @param at the offset of the state
   * @return the bits of their squares
   */
  public static int black(long[] states, int at) {
    return (int) (states[at + PIECES] >>> 32);
  }

  /**
   * The kings of both sides.
   *
   * @param states the array
   * @param at the offset of the state
   * @return the bits of their squares
   */
  public static int kings(long[] states, int at) {
    return (int) states[at + KINGS];
  }

  /**
   * Whether White is to move.
   *
   * @param states the array
   * @param at the offset of the state
   * @return {@code true} for White
   */
  public static boolean whiteToMove(long[] states, int at) {
    return (states[at + KINGS] >>> BLACK_TO_MOVE & 1L) == 0L;
  }

  /**
   * The plies without progress (ID-13.3).
   *
   * @param states the array
   * @param at the offset of the state
   * @return the count
   */
  public static int noProgress(long[] states, int at) {
    return (int) (states[at + KINGS] >>> NO_PROGRESS);
  }

  /**
   * The moves a side has made.
   *
   * @param states the array
   * @param at the offset of the state
   * @param white {@code true} for White's
   * @return the count
   */
  public static int movesMade(long[] states, int at, boolean white) {
    long m = states[at + MOVES];
    return white ? (int) m : (int) (m >>> 32);
  }

  /**
   * A kernel move of a capture path or step.
   *
   * @param path the packed path
   * @param captured the captured pieces
   * @return the move
   */
  public static long move(int path, int captured) {
    return (long) path << 32 | (captured & 0xFFFF_FFFFL);
  }

  /**
   * The packed path of a kernel move.
   *
   * @param move the move
   * @return the origin and directions
   */
  public static int path(long move) {
    return (int) (move >>> 32);
  }

  /**
   * The square a kernel move ends on: a step's neighbour, or for a capture its origin moved by each jump. A
   * jump goes two rows and one square of a row (ID-2's numbers change by 9 or 7 whatever the row), so the
   * end follows from how many jumps go down and how many to the right, with no walk along the path.
   *
   * @param move the move
   * @return the index, 0..31
   */
  public static int destination(long move) {
    int path = path(move);
    int from = MoveGenerator.origin(path);
    int jumps = Integer.bitCount((int) move);
    if (jumps == 0) {
      return Geometry.neighbour(MoveGenerator.direction(path, 0), from);
    }
    // each direction's bit 1 is "down" (+16 over -8 for two rows), bit 0 "right" (+2 over -1)
    int directions = path >>> 5;
    return from - 9 * jumps + 16 * Integer.bitCount(directions & 0xAAAA_AAAA)
        + 2 * Integer.bitCount(directions & 0x5555_5555);
  }

  /**
   * The move of {@link MoveRules} a kernel move makes: its origin and destination bits and its captures.
   *
   * @param move the kernel move
   * @return the rules' move
   */
  public static long rulesMove(long move) {
    int from = MoveGenerator.origin(path(move));
    return (long) (1 << from ^ 1 << destination(move)) << 32 | (move & 0xFFFF_FFFFL);
  }

  private boolean drawnByNoProgress(long[] states, int at) {
    return noProgressRule && noProgress(states, at) >= NO_PROGRESS_LIMIT;
  }

  @Override
  public int stateWords() {
    return WORDS;
  }

  @Override
  public int maxMoves() {
    return MAX_MOVES;
  }

  /**
   * Writes the moves in the move generator's order (the typed position sorts its moves by path).
   *
   * @throws IllegalStateException in a position with more than {@link #MAX_MOVES} moves, which the rules
   *     do not give
   */
  @Override
  public int moves(long[] states, int at, long[] moves, int offset) {
    if (drawnByNoProgress(states, at)) {
      return 0;
    }
    int white = white(states, at);
    int black = black(states, at);
    int kings = kings(states, at);
    boolean whiteToMove = whiteToMove(states, at);
    int jumpers = MoveGenerator.jumpers(white, black, kings, whiteToMove);
    if (jumpers == 0) {
      // steps need no generator: written at once, in the generator's order
      return MoveGenerator.steps(white, black, kings, whiteToMove, moves, offset);
    }
    return SCRATCH.get().generator.kernelMoves(white, black, kings, whiteToMove, jumpers, moves, offset, MAX_MOVES);
  }

  @Override
  public int countMoves(long[] states, int at, long[] moves, int offset) {
    if (drawnByNoProgress(states, at)) {
      return 0;
    }
    return SCRATCH.get().generator.count(white(states, at), black(states, at), kings(states, at),
        whiteToMove(states, at));
  }

  /**
   * Makes a move by {@link MoveRules}: the piece moves along its path, the captured pieces leave, a man on
   * the far row is crowned; the no-progress counter starts again after a capture or a man's move (ID-13.3)
   * and goes up by one after a king's quiet move; the mover's move count goes up by one.
   */
  @Override
  public void make(long[] states, int at, long move, long[] target, int targetAt) {
    int white = white(states, at);
    int black = black(states, at);
    int kings = kings(states, at);
    boolean whiteToMove = whiteToMove(states, at);
    int noProgress = noProgress(states, at);
    long m = rulesMove(move);
    int counter = MoveRules.progress(kings, m) ? 0 : noProgress + 1;
    long key = MoveRules.key(states[at + KEY], kings, whiteToMove, m, MoveGenerator.origin(path(move)))
        ^ Zobrist.counter(noProgress) ^ Zobrist.counter(counter);
    int w = MoveRules.white(white, m, whiteToMove);
    int b = MoveRules.black(black, m, whiteToMove);
    int k = MoveRules.kings(kings, m, w, b);
    long moves = states[at + MOVES];
    write(target, targetAt, key, w, b, k, !whiteToMove, counter, (int) moves + (whiteToMove ? 1 : 0),
        (int) (moves >>> 32) + (whiteToMove ? 0 : 1));
  }

  @Override
  public long key(long[] states, int at) {
    return states[at + KEY];
  }

  @Override
  public long keyFromScratch(long[] states, int at) {
    return Zobrist.arrangement(white(states, at), black(states, at), kings(states, at), whiteToMove(states, at))
        ^ Zobrist.counter(noProgress(states, at));
  }

  @Override
  public boolean isOver(long[] states, int at) {
    return drawnByNoProgress(states, at)
        || !MoveGenerator.hasMove(white(states, at), black(states, at), kings(states, at), whiteToMove(states, at));
  }

  /** A side without a move has lost (ID-12); the no-progress draw is a draw (ID-13.3). */
  @Override
  public int result(long[] states, int at) {
    return MoveGenerator.hasMove(white(states, at), black(states, at), kings(states, at), whiteToMove(states, at))
        ? 0 : -1;
  }

  @Override
  public int sideToMove(long[] states, int at) {
    return whiteToMove(states, at) ? 0 : 1;
  }

  /** A side's pieces on the board. */
  @Override
  public int score(long[] states, int at, int side) {
    return Integer.bitCount(side == 0 ? white(states, at) : black(states, at));
  }

  /**
   * Perft with bulk counting through {@link Perft} while the no-progress draw cannot end a line inside the
   * horizon; through the kernel's moves otherwise.
   */
  @Override
  public long perft(long[] states, int at, int depth) {
    if (depth < 0) {
      throw new IllegalArgumentException("perft depth must be at least 0, got " + depth);
    }
    if (noProgressRule && noProgress(states, at) + depth > NO_PROGRESS_LIMIT) {
      return Kernel.super.perft(states, at, depth);
    }
    return new Perft().bulk(white(states, at), black(states, at), kings(states, at), whiteToMove(states, at), depth);
  }

  @Override
  public String toString() {
    return noProgressRule ? "DraughtsKernel" : "DraughtsKernel[no no-progress draw]";
  }
}
