package io.github.tabla.games.knights.internal;

/**
 * The fixed geometry of the game as bitboards (bit {@code i} is the square of index {@code i}, {@code a1}
 * = 0, {@code h8} = 63): the knight jumps from every square (KN-3), the start squares of the racing knights
 * and of the static pieces (KN-1), and which role stands on each static start square.
 */
public final class Board {
  private Board() {}

  /** The square of White's racing knight at the start: {@code e8} (KN-1). */
  public static final int WHITE_KNIGHT_START = 60;
  /** The square of Black's racing knight at the start: {@code e1} (KN-1). */
  public static final int BLACK_KNIGHT_START = 4;
  /** The start square of White's static knight, {@code g1}: the only other white knight (KN-2). */
  public static final int WHITE_STATIC_KNIGHT = 6;
  /** The start square of Black's static knight, {@code g8}. */
  public static final int BLACK_STATIC_KNIGHT = 62;
  /** The number of targets of each racing knight (KN-6). */
  public static final int TARGETS = 14;

  /** White's static pieces at the start: a1, c1, d1, f1, g1, h1 and the pawns a2..h2. */
  public static final long WHITE_STATIC_START = 0xFFEDL;
  /** Black's static pieces at the start: a8, c8, d8, f8, g8, h8 and the pawns a7..h7. */
  public static final long BLACK_STATIC_START = 0xEDFF_0000_0000_0000L;

  /** Role numbers of {@link #roleAt}: no static piece starts on the square. */
  public static final int NONE = -1;
  /** A queen. */
  public static final int QUEEN = 1;
  /** A rook. */
  public static final int ROOK = 2;
  /** A bishop. */
  public static final int BISHOP = 3;
  /** A knight. */
  public static final int KNIGHT = 4;
  /** A pawn. */
  public static final int PAWN = 5;

  private static final long[] JUMPS = new long[64];
  private static final int[] BACK_RANK = {ROOK, NONE, BISHOP, QUEEN, NONE, BISHOP, KNIGHT, ROOK};

  static {
    int[] df = {1, 2, 2, 1, -1, -2, -2, -1};
    int[] dr = {2, 1, -1, -2, -2, -1, 1, 2};
    for (int s = 0; s < 64; s++) {
      long bits = 0L;
      for (int i = 0; i < 8; i++) {
        int f = (s & 7) + df[i];
        int r = (s >>> 3) + dr[i];
        if (f >= 0 && f < 8 && r >= 0 && r < 8) {
          bits |= 1L << (r * 8 + f);
        }
      }
      JUMPS[s] = bits;
    }
  }

  /**
   * The squares a knight on a square can jump to on an empty board.
   *
   * @param square 0..63
   * @return the bitboard of the jumps
   */
  public static long jumps(int square) {
    return JUMPS[square];
  }

  /**
   * Whether one square is a knight jump away from another.
   *
   * @param from 0..63
   * @param to 0..63
   * @return {@code true} for an L-shaped jump
   */
  public static boolean isJump(int from, int to) {
    return (JUMPS[from] & (1L << to)) != 0L;
  }

  /**
   * The role of the static piece that starts on a square (the same for both sides' mirrored squares).
   *
   * @param square 0..63
   * @return {@link #QUEEN} .. {@link #PAWN}, or {@link #NONE} when no static piece starts there
   */
  public static int roleAt(int square) {
    long bit = 1L << square;
    if (((WHITE_STATIC_START | BLACK_STATIC_START) & bit) == 0L) {
      return NONE;
    }
    int rank = square >>> 3;
    return rank == 1 || rank == 6 ? PAWN : BACK_RANK[square & 7];
  }

  /**
   * The start squares of one side's static pieces.
   *
   * @param white {@code true} for White
   * @return the bitboard
   */
  public static long staticStart(boolean white) {
    return white ? WHITE_STATIC_START : BLACK_STATIC_START;
  }

  /**
   * The square mirrored top to bottom ({@code e1} to {@code e8}): the map that turns one side's race into
   * the other's.
   *
   * @param square 0..63
   * @return the mirrored square
   */
  public static int mirror(int square) {
    return square ^ 56;
  }

  /**
   * A bitboard mirrored top to bottom.
   *
   * @param bits the bitboard
   * @return the mirrored bitboard
   */
  public static long mirror(long bits) {
    return Long.reverseBytes(bits);
  }
}
