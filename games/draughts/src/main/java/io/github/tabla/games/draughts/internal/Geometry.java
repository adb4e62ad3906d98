package io.github.tabla.games.draughts.internal;

/**
 * The 32 playing squares as bits of an {@code int}: bit {@code i} is the square numbered {@code i + 1}
 * (ID-2), so bit 0 is square 1 ({@code a8}) and bit 31 square 32 ({@code h1}). Rows of four run from the
 * top (Black's side, row 0) to the bottom (White's side, row 7); even rows hold files a, c, e, g and odd
 * rows files b, d, f, h (ID-1: the bottom-right corner {@code h1} is dark).
 *
 * <p>With this layout a diagonal step changes the index by 4 in one direction and by 3 or 5 in the
 * other, depending on the row's parity; the step functions mask away the squares whose step would leave
 * the board. Moving <em>up</em> (towards squares 1..4, the way White's men go) lowers the index.
 */
public final class Geometry {
  private Geometry() {}

  /** The number of playing squares. */
  public static final int SQUARES = 32;

  /** Direction towards file a and rank 8 (up and to the left, from White's side). */
  public static final int UP_LEFT = 0;
  /** Direction towards file h and rank 8. */
  public static final int UP_RIGHT = 1;
  /** Direction towards file a and rank 1. */
  public static final int DOWN_LEFT = 2;
  /** Direction towards file h and rank 1. */
  public static final int DOWN_RIGHT = 3;

  /** Rows 0, 2, 4, 6: files a, c, e, g. */
  static final int EVEN_ROWS = 0x0F0F0F0F;
  /** Rows 1, 3, 5, 7: files b, d, f, h. */
  static final int ODD_ROWS = 0xF0F0F0F0;
  /** Even rows without file a: the squares with a left neighbour at index - 5 (up) or + 3 (down). */
  static final int EVEN_NOT_FILE_A = 0x0E0E0E0E;
  /** Odd rows without file h: the squares with a right neighbour at index - 3 (up) or + 5 (down). */
  static final int ODD_NOT_FILE_H = 0x70707070;

  /** Squares 1..4, where White's men are crowned (ID-6). */
  public static final int WHITE_CROWN_ROW = 0x0000000F;
  /** Squares 29..32, where Black's men are crowned (ID-6). */
  public static final int BLACK_CROWN_ROW = 0xF0000000;

  /** Squares 21..32, White's men at the start (ID-3). */
  public static final int WHITE_START = 0xFFF00000;
  /** Squares 1..12, Black's men at the start (ID-3). */
  public static final int BLACK_START = 0x00000FFF;

  /** {@code NEIGHBOUR[direction << 5 | index]}: the adjacent square in that direction, or -1. */
  private static final int[] NEIGHBOUR = new int[4 * SQUARES];

  static {
    for (int i = 0; i < SQUARES; i++) {
      int f = file(i);
      int r = rank(i);
      NEIGHBOUR[UP_LEFT << 5 | i] = index(f - 1, r + 1);
      NEIGHBOUR[UP_RIGHT << 5 | i] = index(f + 1, r + 1);
      NEIGHBOUR[DOWN_LEFT << 5 | i] = index(f - 1, r - 1);
      NEIGHBOUR[DOWN_RIGHT << 5 | i] = index(f + 1, r - 1);
    }
  }

  /**
   * Two rows' squares (eight bits) with each row's four squares read from the other side: the pieces of
   * {@link #toLayout} and {@link #fromLayout}, which do this to each pair of rows.
   */
  private static final int[] MIRRORED_PAIR = new int[256];

  static {
    for (int b = 0; b < 256; b++) {
      MIRRORED_PAIR[b] = mirrorRows(b);
    }
  }

  /**
   * The file of a playing square.
   *
   * @param index 0..31
   * @return 0 (file a) to 7 (file h)
   */
  public static int file(int index) {
    return ((index & 3) << 1) + ((index >>> 2) & 1);
  }

  /**
   * The rank of a playing square.
   *
   * @param index 0..31
   * @return 0 (rank 1, White's side) to 7 (rank 8)
   */
  public static int rank(int index) {
    return 7 - (index >>> 2);
  }

  /**
   * The playing square on a file and rank.
   *
   * @param file 0..7
   * @param rank 0..7
   * @return the index 0..31, or -1 when the square is light or off the board
   */
  public static int index(int file, int rank) {
    if (file < 0 || file > 7 || rank < 0 || rank > 7) {
      return -1;
    }
    int row = 7 - rank;
    if ((file & 1) != (row & 1)) {
      return -1;
    }
    return (row << 2) | (file >>> 1);
  }

  /**
   * The adjacent playing square in a direction.
   *
   * @param direction {@link #UP_LEFT} .. {@link #DOWN_RIGHT}
   * @param index 0..31
   * @return the neighbour's index, or -1 at the edge
   */
  public static int neighbour(int direction, int index) {
    return NEIGHBOUR[direction << 5 | index];
  }

  /**
   * Every square of a set moved one step up and to the left; squares that would leave the board vanish.
   *
   * @param b the squares
   * @return their up-left neighbours
   */
  public static int upLeft(int b) {
    return ((b & EVEN_NOT_FILE_A) >>> 5) | ((b & ODD_ROWS) >>> 4);
  }

  /**
   * Every square of a set moved one step up and to the right.
   *
   * @param b the squares
   * @return their up-right neighbours
   */
  public static int upRight(int b) {
    return ((b & EVEN_ROWS) >>> 4) | ((b & ODD_NOT_FILE_H) >>> 3);
  }

  /**
   * Every square of a set moved one step down and to the left.
   *
   * @param b the squares
   * @return their down-left neighbours
   */
  public static int downLeft(int b) {
    return ((b & EVEN_NOT_FILE_A) << 3) | ((b & ODD_ROWS) << 4);
  }

  /**
   * Every square of a set moved one step down and to the right.
   *
   * @param b the squares
   * @return their down-right neighbours
   */
  public static int downRight(int b) {
    return ((b & EVEN_ROWS) << 4) | ((b & ODD_NOT_FILE_H) << 5);
  }

  /**
   * Every square of a set moved one step in a direction.
   *
   * @param direction {@link #UP_LEFT} .. {@link #DOWN_RIGHT}
   * @param b the squares
   * @return their neighbours in that direction
   */
  public static int step(int direction, int b) {
    switch (direction) {
      case UP_LEFT:
        return upLeft(b);
      case UP_RIGHT:
        return upRight(b);
      case DOWN_LEFT:
        return downLeft(b);
      default:
        return downRight(b);
    }
  }

  /**
   * The opposite direction.
   *
   * @param direction a direction
   * @return the direction back
   */
  public static int opposite(int direction) {
    return 3 - direction;
  }

  /**
   * A set of squares in the bits of the 8×8 {@link Layout} the rules-driven generator ({@link RulesGenerator})
   * plays Italian draughts on. That layout numbers the squares of a board whose top-left corner is light,
   * so Italian draughts' board (ID-1) is its mirror image: the rows stay (White's men still go up, towards
   * row 0) and each row's squares are read from the other side; then each pair of rows is followed by the
   * layout's unused bit.
   *
   * @param squares bit {@code i} for square {@code i + 1}
   * @return the same squares in the layout's bits
   */
  public static long toLayout(int squares) {
    int[] m = MIRRORED_PAIR;
    return m[squares & 0xFF] | (long) m[squares >>> 8 & 0xFF] << 9 | (long) m[squares >>> 16 & 0xFF] << 18
        | (long) m[squares >>> 24] << 27;
  }

  /**
   * A set of squares in the bits of the 8×8 {@link Layout}, back in this class's bits: the inverse of
   * {@link #toLayout}. The layout's unused bits are ignored.
   *
   * @param bits squares in the layout's bits
   * @return the same squares, bit {@code i} for square {@code i + 1}
   */
  public static int fromLayout(long bits) {
    int[] m = MIRRORED_PAIR;
    return m[(int) bits & 0xFF] | m[(int) (bits >>> 9) & 0xFF] << 8 | m[(int) (bits >>> 18) & 0xFF] << 16
        | m[(int) (bits >>> 27) & 0xFF] << 24;
  }

  /**
   * One square's index from its bit in the 8×8 {@link Layout}: {@link #fromLayout} of one square.
   *
   * @param bit a playing square's bit in the layout, 0..34 but not 8, 17 or 26
   * @return the index, 0..31
   */
  public static int fromLayoutBit(int bit) {
    return Integer.numberOfTrailingZeros(fromLayout(1L << bit));
  }

  /** Reverses the four squares of each row: square {@code 4r + p} goes to {@code 4r + 3 - p}. */
  private static int mirrorRows(int b) {
    return (b & 0x1111_1111) << 3 | (b & 0x2222_2222) << 1 | (b >>> 1 & 0x2222_2222) | (b >>> 3 & 0x1111_1111);
  }
}
