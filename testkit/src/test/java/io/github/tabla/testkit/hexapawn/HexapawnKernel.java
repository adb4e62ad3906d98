package io.github.tabla.testkit.hexapawn;

import io.github.tabla.core.kernel.Kernel;

/**
 * The rules of Hexapawn, once, on primitives: three pawns a side on a 3 × 3 board (a1..c3), stepping
 * straight forward onto an empty square or capturing diagonally forward (HX-2). A side wins when one of
 * its pawns reaches the far rank, and a side to move without a move has lost (HX-3), so there is no draw.
 *
 * <p>A state is two words: the key, and the position packed: White's pawns (bits 0–8, square
 * {@code 3 * rank + file}), Black's (9–17), Black to move (18), the moves White and Black have made
 * (19–22, 23–26). A move is its origin and its destination ({@code from | to << 4}).
 */
final class HexapawnKernel implements Kernel {
  static final HexapawnKernel INSTANCE = new HexapawnKernel();
  static final int WORDS = 2;
  static final int WHITE_START = 0b000_000_111;
  static final int BLACK_START = 0b111_000_000;
  private static final int FAR_WHITE = 0b111_000_000;
  private static final int FAR_BLACK = 0b000_000_111;
  private static final int BLACK_SHIFT = 9;
  private static final int BLACK_TO_MOVE = 18;
  private static final int WHITE_MOVES = 19;
  private static final int BLACK_MOVES = 23;

  private HexapawnKernel() {}

  static void write(long[] states, int at, int white, int black, boolean blackToMove, int whiteMoves,
      int blackMoves) {
    states[at + 1] = white | (long) black << BLACK_SHIFT | (blackToMove ? 1L : 0L) << BLACK_TO_MOVE
        | (long) whiteMoves << WHITE_MOVES | (long) blackMoves << BLACK_MOVES;
    states[at] = INSTANCE.keyFromScratch(states, at);
  }

  static int pawns(long[] states, int at, int side) {
    return (int) (states[at + 1] >>> (side == 0 ? 0 : BLACK_SHIFT)) & 0x1FF;
  }

  static int movesMade(long[] states, int at, int side) {
    return (int) (states[at + 1] >>> (side == 0 ? WHITE_MOVES : BLACK_MOVES)) & 15;
  }

  static int from(long move) {
    return (int) move & 15;
  }

  static int to(long move) {
    return (int) (move >>> 4) & 15;
  }

  @Override
  public int stateWords() {
    return WORDS;
  }

  @Override
  public int maxMoves() {
    return 9;
  }

  @Override
  public int moves(long[] states, int at, long[] moves, int offset) {
    return generate(states, at, moves, offset);
  }

  /** Writes the moves into {@code moves} from {@code offset}, or only counts them when it is null. */
  private static int generate(long[] states, int at, long[] moves, int offset) {
    int side = (int) (states[at + 1] >>> BLACK_TO_MOVE) & 1;
    int mine = pawns(states, at, side);
    int theirs = pawns(states, at, 1 - side);
    if ((pawns(states, at, 0) & FAR_WHITE) != 0 || (pawns(states, at, 1) & FAR_BLACK) != 0) {
      return 0;
    }
    int forward = side == 0 ? 3 : -3;
    int n = 0;
    for (int b = mine; b != 0; b &= b - 1) {
      int from = Integer.numberOfTrailingZeros(b);
      int ahead = from + forward;
      for (int file = from % 3 - 1; file <= from % 3 + 1; file++) {
        if (file < 0 || file > 2) {
          continue;
        }
        int to = ahead / 3 * 3 + file;
        boolean straight = file == from % 3;
        int bit = 1 << to;
        if (straight ? ((mine | theirs) & bit) == 0 : (theirs & bit) != 0) {
          if (moves != null) {
            moves[offset + n] = from | to << 4;
          }
          n++;
        }
      }
    }
    return n;
  }

  @Override
  public void make(long[] states, int at, long move, long[] target, int targetAt) {
    int side = sideToMove(states, at);
    int from = from(move);
    int to = to(move);
    int mine = pawns(states, at, side) & ~(1 << from) | 1 << to;
    int theirs = pawns(states, at, 1 - side) & ~(1 << to);
    write(target, targetAt, side == 0 ? mine : theirs, side == 0 ? theirs : mine, side == 0,
        movesMade(states, at, 0) + (side == 0 ? 1 : 0), movesMade(states, at, 1) + (side == 0 ? 0 : 1));
  }

  @Override
  public long key(long[] states, int at) {
    return states[at];
  }

  @Override
  public long keyFromScratch(long[] states, int at) {
    long z = states[at + 1] * 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    return z ^ (z >>> 31);
  }

  @Override
  public boolean isOver(long[] states, int at) {
    return generate(states, at, null, 0) == 0;
  }

  /** The side to move has lost (HX-3): the other side reached the far rank, or it cannot move. */
  @Override
  public int result(long[] states, int at) {
    return -1;
  }

  @Override
  public int sideToMove(long[] states, int at) {
    return (int) (states[at + 1] >>> BLACK_TO_MOVE) & 1;
  }

  /** A side's pawns on the board. */
  @Override
  public int score(long[] states, int at, int side) {
    return Integer.bitCount(pawns(states, at, side));
  }

  @Override
  public String toString() {
    return "HexapawnKernel";
  }
}
