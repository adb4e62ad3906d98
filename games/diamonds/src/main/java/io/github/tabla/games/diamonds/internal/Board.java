package io.github.tabla.games.diamonds.internal;

/**
 * The geometry of Kings and Diamonds on primitives: king steps, the diamond field c3..f6 and the
 * 16-bit diamond sets the solver works with.
 *
 * <p>Squares are indices 0 ({@code a1}) to 63 ({@code h8}), rank by rank. A diamond set is either a
 * 64-bit board or, inside the kernel, a 16-bit <em>field set</em>: bit {@code j} stands for the square
 * of file {@code c + j % 4} and rank {@code 3 + j / 4}, so bit 0 is {@code c3} and bit 15 is {@code f6}.
 *
 * <pre>{@code
 * long e1Steps = Board.steps(4);                 // d1, f1, d2, e2, f2 (KD-2)
 * long legal = Board.legalSteps(28, 44);         // e4 against e6: d3, e3, f3, d4, f4 (KD-3)
 * int all = Board.toFieldSet(Board.FIELD);       // 0xFFFF
 * }</pre>
 */
public final class Board {
  private Board() {}

  /** Moves each side makes in a round (KD-6.2). */
  public static final int MOVES_PER_SIDE = 40;
  /** Plies in a full round: 40 moves each (KD-6.2). */
  public static final int PLIES = 2 * MOVES_PER_SIDE;
  /** Diamonds at the start of a round (KD-1). */
  public static final int DIAMONDS = 16;
  /** The square of White's king at the start, e1 (KD-1). */
  public static final int WHITE_START = 4;
  /** The square of Black's king at the start, e8 (KD-1). */
  public static final int BLACK_START = 60;
  /** The squares c3..f6 where the diamonds lie at the start (KD-1), as a 64-bit board. */
  public static final long FIELD = 0x0000_3C3C_3C3C_0000L;
  /** Every diamond of the field, as a 16-bit field set. */
  public static final int ALL_DIAMONDS = 0xFFFF;

  private static final long[] STEPS = new long[64];
  private static final long[] AROUND = new long[64];
  private static final int[] FIELD_BIT = new int[64];
  private static final int[] FIELD_SQUARE = new int[16];
  /** Nearest diamond distance from a square to the diamonds of one byte of a field set. */
  private static final byte[] NEAREST_LOW = new byte[64 * 256];
  private static final byte[] NEAREST_HIGH = new byte[64 * 256];
  /** The 64-bit boards of the field sets of one byte: low byte, then high byte. */
  private static final long[] BOARD_LOW = new long[256];
  private static final long[] BOARD_HIGH = new long[256];
  /** A distance larger than any on the board, for an empty set. */
  public static final int FAR = 15;

  static {
    for (int s = 0; s < 64; s++) {
      long steps = 0L;
      for (int t = 0; t < 64; t++) {
        if (t != s && distance(s, t) == 1) {
          steps |= 1L << t;
        }
      }
      STEPS[s] = steps;
      AROUND[s] = steps | 1L << s;
      int file = s & 7;
      int rank = s >>> 3;
      FIELD_BIT[s] = file >= 2 && file <= 5 && rank >= 2 && rank <= 5 ? (rank - 2) * 4 + file - 2 : -1;
      if (FIELD_BIT[s] >= 0) {
        FIELD_SQUARE[FIELD_BIT[s]] = s;
      }
    }
    for (int x = 0; x < 256; x++) {
      for (int j = 0; j < 8; j++) {
        if ((x >>> j & 1) != 0) {
          BOARD_LOW[x] |= 1L << FIELD_SQUARE[j];
          BOARD_HIGH[x] |= 1L << FIELD_SQUARE[j + 8];
        }
      }
    }
    for (int s = 0; s < 64; s++) {
      for (int x = 0; x < 256; x++) {
        int low = FAR;
        int high = FAR;
        for (int j = 0; j < 8; j++) {
          if ((x >>> j & 1) != 0) {
            low = Math.min(low, distance(s, FIELD_SQUARE[j]));
            high = Math.min(high, distance(s, FIELD_SQUARE[j + 8]));
          }
        }
        NEAREST_LOW[s * 256 + x] = (byte) low;
        NEAREST_HIGH[s * 256 + x] = (byte) high;
      }
    }
  }

  /**
   * The king distance between two squares: the number of king steps from one to the other.
   *
   * @param a a square index
   * @param b a square index
   * @return 0 for the same square, 1 for neighbours, up to 7
   */
  public static int distance(int a, int b) {
    return Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >>> 3) - (b >>> 3)));
  }

  /**
   * The squares one king step away (KD-2).
   *
   * @param square a square index
   * @return the neighbours as a 64-bit board
   */
  public static long steps(int square) {
    return STEPS[square];
  }

  /**
   * A square and its neighbours: where the other king may not stand (KD-3).
   *
   * @param square a square index
   * @return the square and its neighbours as a 64-bit board
   */
  public static long around(int square) {
    return AROUND[square];
  }

  /**
   * The steps a king may take with the other king where it is: one square, never next to the other
   * king (KD-2, KD-3, KD-4).
   *
   * @param own the moving king's square
   * @param other the other king's square
   * @return the legal destinations as a 64-bit board
   */
  public static long legalSteps(int own, int other) {
    return STEPS[own] & ~AROUND[other];
  }

  /**
   * The field bit of a square.
   *
   * @param square a square index
   * @return 0..15 for c3..f6, -1 for a square outside the field
   */
  public static int fieldBit(int square) {
    return FIELD_BIT[square];
  }

  /**
   * The square of a field bit.
   *
   * @param bit 0..15
   * @return the square index
   */
  public static int fieldSquare(int bit) {
    return FIELD_SQUARE[bit];
  }

  /**
   * A 64-bit diamond board as a 16-bit field set; squares outside the field are ignored.
   *
   * @param diamonds the diamonds as a 64-bit board
   * @return the field set
   */
  public static int toFieldSet(long diamonds) {
    // the field's four rows, c to f on ranks 3 to 6, are bits 18-21, 26-29, 34-37 and 42-45 of the board
    return (int) (diamonds >>> 18 & 0xFL | diamonds >>> 22 & 0xF0L | diamonds >>> 26 & 0xF00L
        | diamonds >>> 30 & 0xF000L);
  }

  /**
   * A 16-bit field set as a 64-bit board.
   *
   * @param set the field set
   * @return the diamonds as a 64-bit board
   */
  public static long toBoard(int set) {
    return BOARD_LOW[set & 0xFF] | BOARD_HIGH[set >>> 8 & 0xFF];
  }

  /**
   * How many king steps a king on a square needs to reach the nearest diamond of a set.
   *
   * @param square the king's square
   * @param set a field set
   * @return the distance, at least 1 for a diamond not under the king, or {@link #FAR} for no diamond
   */
  public static int nearestDiamond(int square, int set) {
    return Math.min(NEAREST_LOW[square * 256 + (set & 0xFF)], NEAREST_HIGH[square * 256 + (set >>> 8 & 0xFF)]);
  }
}
