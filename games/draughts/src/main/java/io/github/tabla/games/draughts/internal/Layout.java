package io.github.tabla.games.draughts.internal;

import java.util.Arrays;

/**
 * The playing squares of an 8×8 or 10×10 draughts board as bits of a {@code long}, for the generator of
 * every variant ({@link RulesGenerator}).
 *
 * <p>The squares are numbered in one canonical way whatever the variant: rows from the top (the row
 * where White's men are crowned) to the bottom, {@code n/2} squares a row from the left, the top-left
 * corner not being a playing square (the orientation of English, Russian and International draughts; a
 * variant played with the other corner dark, such as Italian or Spanish, is its mirror image, which
 * changes no rule). Square {@code k} of row {@code r}, position {@code p}, is {@code k = r·n/2 + p}.
 *
 * <p>Its bit leaves one unused ("ghost") bit after every two rows: {@code bit = k + r/2}. Then every
 * diagonal step is one shift by a constant on every row, {@code n/2} or {@code n/2 + 1} bits, and a step
 * off the left or right edge lands on a ghost bit, off the top below bit 0, off the bottom above the last
 * square: a set of squares moves one step with one shift and one mask of the empty squares, with no edge
 * masks. 8×8 uses 35 bits, 10×10 54.
 *
 * <p>Directions: 0 up-left, 1 up-right, 2 down-left, 3 down-right; {@code d ^ 3} is the opposite
 * direction and {@code d ^ 1}, {@code d ^ 2} the two perpendicular ones. The orthogonal lines of the
 * variants that capture along them: 4 left, 5 right, 6 up, 7 down, each step two squares (to the next
 * square of the same colour), {@code d ^ 1} the opposite one.
 *
 * <p>The full 8×8 board ({@link #full()}), for the variants whose pieces move along files and ranks on
 * every square, is one bit a square with no ghost bit ({@code bit = square = row·8 + column}): its lines
 * 4 to 7 step one square, and it has no diagonals: the shifts of
 * directions 0 to 3 are 0, so a diagonal step leaves a set where it is, and a step onto an empty square or
 * a jump over a piece onto an empty square found that way is none (pieces and empty squares never meet).
 * Instances are immutable.
 */
public final class Layout {
  /** Up and to the left. */
  public static final int UP_LEFT = 0;
  /** Up and to the right. */
  public static final int UP_RIGHT = 1;
  /** Down and to the left. */
  public static final int DOWN_LEFT = 2;
  /** Down and to the right. */
  public static final int DOWN_RIGHT = 3;
  /** Two squares to the left, along the row. */
  public static final int LEFT = 4;
  /** Two squares to the right, along the row. */
  public static final int RIGHT = 5;
  /** Two squares up, along the file. */
  public static final int UP = 6;
  /** Two squares down, along the file. */
  public static final int DOWN = 7;

  private static final Layout EIGHT = new Layout(8);
  private static final Layout TEN = new Layout(10);
  private static final Layout FULL = new Layout();

  /** The board's side, 8 or 10. */
  public final int size;
  /** Whether every square is a playing square ({@link #full()}). */
  public final boolean full;
  /** Playing squares a row, {@code size / 2}. */
  public final int perRow;
  /** Playing squares, {@code size² / 2}. */
  public final int squares;
  /** The bits of the playing squares. */
  public final long valid;
  /** The top row: White's men are crowned there. */
  public final long topRow;
  /** The bottom row: Black's men are crowned there. */
  public final long bottomRow;
  /** The shift of a step up and to the left (to lower bits), {@code perRow + 1}. */
  final int upLeftShift;
  /** The shift of a step up and to the right, {@code perRow}. */
  final int upRightShift;
  /** The bits of each pair of rows, from the top: pair p's bits are its squares shifted up by p. */
  private final long[] pairBits;
  private final int[] bitOfSquare;
  private final int[] squareOfBit;
  /** The squares with a square two columns to the left, and two to the right. */
  final long hasLeft;
  final long hasRight;
  /** The shift of a step two rows up or down, {@code 2 * perRow + 1}. */
  final int fileShift;
  /** {@code neighbour[d << 6 | bit]}: the bit one step away in direction d (0 to 7), or -1. */
  final int[] neighbour;
  /** {@code twoSteps[d << 6 | bit]}: the bit two steps away in direction d, or -1. */
  final int[] twoSteps;

  private Layout(int size) {
    this.size = size;
    this.full = false;
    this.perRow = size / 2;
    this.squares = size * size / 2;
    this.upLeftShift = perRow + 1;
    this.upRightShift = perRow;
    this.bitOfSquare = new int[squares];
    this.squareOfBit = new int[64];
    Arrays.fill(squareOfBit, -1);
    long v = 0L;
    long top = 0L;
    long bottom = 0L;
    for (int k = 0; k < squares; k++) {
      int r = k / perRow;
      int bit = k + r / 2;
      bitOfSquare[k] = bit;
      squareOfBit[bit] = k;
      v |= 1L << bit;
      if (r == 0) {
        top |= 1L << bit;
      }
      if (r == size - 1) {
        bottom |= 1L << bit;
      }
    }
    this.valid = v;
    this.pairBits = new long[size / 2];
    for (int p = 0; p < size / 2; p++) {
      pairBits[p] = ((1L << size) - 1) << (p * (size + 1));
    }
    this.topRow = top;
    this.bottomRow = bottom;
    this.neighbour = new int[8 << 6];
    Arrays.fill(neighbour, -1);
    long left = 0L;
    long right = 0L;
    for (int k = 0; k < squares; k++) {
      int r = k / perRow;
      int c = column(k);
      if (c >= 2) {
        left |= 1L << bitOfSquare[k];
      }
      if (c < size - 2) {
        right |= 1L << bitOfSquare[k];
      }
      for (int d = 0; d < 8; d++) {
        int r2 = d < 4 ? r + ((d & 2) == 0 ? -1 : 1) : r + (d == UP ? -2 : d == DOWN ? 2 : 0);
        int c2 = d < 4 ? c + ((d & 1) == 0 ? -1 : 1) : c + (d == LEFT ? -2 : d == RIGHT ? 2 : 0);
        boolean on = r2 >= 0 && r2 < size && c2 >= 0 && c2 < size;
        neighbour[d << 6 | bitOfSquare[k]] = on ? bitOfSquare[r2 * perRow + (c2 >> 1)] : -1;
      }
    }
    this.hasLeft = left;
    this.hasRight = right;
    this.fileShift = 2 * perRow + 1;
    this.twoSteps = twoSteps(neighbour);
  }

  /** The full 8×8 board: 64 squares, bit {@code row·8 + column}, lines only. */
  private Layout() {
    this.size = 8;
    this.full = true;
    this.perRow = 8;
    this.squares = 64;
    this.upLeftShift = 0;
    this.upRightShift = 0;
    this.bitOfSquare = new int[64];
    this.squareOfBit = new int[64];
    for (int k = 0; k < 64; k++) {
      bitOfSquare[k] = k;
      squareOfBit[k] = k;
    }
    this.valid = -1L;
    this.topRow = 0xFFL;
    this.bottomRow = 0xFFL << 56;
    this.pairBits = new long[0];
    long fileA = 0x0101010101010101L;
    this.hasLeft = ~fileA;
    this.hasRight = ~(fileA << 7);
    this.fileShift = 8;
    this.neighbour = new int[8 << 6];
    Arrays.fill(neighbour, -1);
    for (int k = 0; k < 64; k++) {
      int r = k >> 3;
      int c = k & 7;
      neighbour[LEFT << 6 | k] = c > 0 ? k - 1 : -1;
      neighbour[RIGHT << 6 | k] = c < 7 ? k + 1 : -1;
      neighbour[UP << 6 | k] = r > 0 ? k - 8 : -1;
      neighbour[DOWN << 6 | k] = r < 7 ? k + 8 : -1;
    }
    this.twoSteps = twoSteps(neighbour);
  }

  /** The table of two steps from the table of one: {@code two[d << 6 | bit]}, -1 off the board. */
  private static int[] twoSteps(int[] neighbour) {
    int[] two = new int[neighbour.length];
    for (int i = 0; i < two.length; i++) {
      int mid = neighbour[i];
      two[i] = mid < 0 ? -1 : neighbour[(i & ~63) | mid];
    }
    return two;
  }

  /**
   * The full 8×8 board, every square a playing square: the layout of the variants whose pieces move along
   * files and ranks only.
   *
   * @return the layout
   */
  public static Layout full() {
    return FULL;
  }

  /**
   * The layout of a variant's board: {@link #full()} when its pieces move along files and ranks only,
   * otherwise the dark squares of its size.
   *
   * @param rules the variant
   * @return its layout
   */
  public static Layout of(io.github.tabla.games.draughts.DraughtsRules rules) {
    return rules.captureLines() == io.github.tabla.games.draughts.DraughtsRules.CaptureLines.ORTHOGONAL ? FULL
        : of(rules.size());
  }

  /**
   * The layout of a board.
   *
   * @param size 8 or 10
   * @return its layout
   * @throws IllegalArgumentException for another size
   */
  public static Layout of(int size) {
    if (size == 8) {
      return EIGHT;
    }
    if (size == 10) {
      return TEN;
    }
    throw new IllegalArgumentException("the draughts generator plays on 8×8 and 10×10 boards, not " + size + "×" + size);
  }

  /**
   * The column of a canonical square, 0 (left) to {@code size - 1}.
   *
   * @param square the canonical square, 0 to {@code squares - 1}
   * @return its column
   */
  public int column(int square) {
    if (full) {
      return square & 7;
    }
    int r = square / perRow;
    return 2 * (square % perRow) + ((r & 1) == 0 ? 1 : 0);
  }

  /**
   * The row of a canonical square, 0 (top) to {@code size - 1}.
   *
   * @param square the canonical square
   * @return its row
   */
  public int row(int square) {
    return square / perRow;
  }

  /**
   * The canonical square on a row and column.
   *
   * @param row 0 (top) to {@code size - 1}
   * @param column 0 (left) to {@code size - 1}
   * @return the square, or -1 when it is not a playing square or off the board
   */
  public int square(int row, int column) {
    if (row < 0 || row >= size || column < 0 || column >= size) {
      return -1;
    }
    if (full) {
      return row * 8 + column;
    }
    if (((row + column) & 1) == 0) {
      return -1;
    }
    return row * perRow + (column >> 1);
  }

  /**
   * The squares of some rows: the start of a side with {@code count} rows of men is
   * {@code rows(0, count)} for Black and {@code rows(size - count, count)} for White.
   *
   * @param first the first row, 0 at the top
   * @param count the number of rows
   * @return their squares
   */
  public long rows(int first, int count) {
    long b = 0L;
    for (int k = first * perRow; k < Math.min(squares, (first + count) * perRow); k++) {
      b |= 1L << bitOfSquare[k];
    }
    return b;
  }

  /**
   * The bit of a canonical square.
   *
   * @param square 0 to {@code squares - 1}
   * @return its bit index
   */
  public int bit(int square) {
    return bitOfSquare[square];
  }

  /**
   * A set of bits as a set of canonical squares: bit {@code k} of the result is square {@code k}. The ghost
   * bits drop out, one pair of rows a shift.
   *
   * @param bits bits of squares (no ghost bit set)
   * @return the same squares, one bit each from bit 0
   */
  public long compact(long bits) {
    if (full) {
      return bits;
    }
    long squares = 0L;
    for (int p = 0; p < pairBits.length; p++) {
      squares |= (bits & pairBits[p]) >>> p;
    }
    return squares;
  }

  /**
   * The inverse of {@link #compact}: canonical squares as this layout's bits.
   *
   * @param squares bit {@code k} for square {@code k}, below {@link #squares}
   * @return the squares' bits
   */
  public long spread(long squares) {
    if (full) {
      return squares;
    }
    long bits = 0L;
    for (int p = 0; p < pairBits.length; p++) {
      bits |= (squares << p) & pairBits[p];
    }
    return bits;
  }

  /**
   * The canonical square of a bit.
   *
   * @param bit 0 to 63
   * @return the square, or -1 for a bit that is no square
   */
  public int squareOf(int bit) {
    return squareOfBit[bit];
  }

  /**
   * Every square of a set one step in a direction; squares that would leave the board vanish once the
   * result is masked by a set of squares (the empty ones, say): ghost bits and bits past the board are
   * never squares.
   *
   * @param direction 0 to 7 (the orthogonal steps are exact: no stray bits)
   * @param b the squares
   * @return their neighbours, with stray bits outside {@link #valid}
   */
  public long step(int direction, long b) {
    switch (direction) {
      case UP_LEFT:
        return b >>> upLeftShift;
      case UP_RIGHT:
        return b >>> upRightShift;
      case DOWN_LEFT:
        return b << upRightShift;
      case DOWN_RIGHT:
        return b << upLeftShift;
      case LEFT:
        return (b & hasLeft) >>> 1;
      case RIGHT:
        return (b & hasRight) << 1;
      case UP:
        return (b & valid) >>> fileShift;
      default:
        return (b << fileShift) & valid;
    }
  }
}
