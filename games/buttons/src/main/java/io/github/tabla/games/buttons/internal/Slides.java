package io.github.tabla.games.buttons.internal;

/**
 * The lines rooks and queens slide along (QB-3), as bitboards: bit {@code i} is the square of index
 * {@code i} ({@code a1 = 0}, {@code h8 = 63}).
 *
 * <p>Attacks are computed line by line, by obstruction difference: for each of the four lines through a
 * square (file, rank and two diagonals) the precomputed part below the square and the part above it, the
 * nearest blocker below found by its leading bit and the nearest above by a subtraction, without a
 * branch. The caller decides what blocks: for the buttons game the occupancy is every
 * piece <em>and every button</em> (QB-4), so a slide may stop on the first button or piece of a line
 * and never passes it.
 */
public final class Slides {
  private Slides() {}

  /** Direction steps as (file, rank). The first four raise the square index, the last four lower it. */
  private static final int[] DF = {0, 1, 1, -1, 0, -1, 1, -1};
  private static final int[] DR = {1, 0, 1, 1, -1, 0, -1, -1};

  /** RAYS[dir * 64 + square]: every square from the square (exclusive) to the edge in that direction. */
  private static final long[] RAYS = new long[8 * 64];
  /** BETWEEN[a * 64 + b]: the squares strictly between two squares on one line, 0 when not on a line. */
  private static final long[] BETWEEN = new long[64 * 64];
  /** LOWER[line * 64 + square]: the line's squares below the square (lines: file, rank, diagonal, anti-diagonal). */
  private static final long[] LOWER = new long[4 * 64];
  /** UPPER[line * 64 + square]: the line's squares above the square. */
  private static final long[] UPPER = new long[4 * 64];
  /** The upward direction of each line, then its downward one: north/south, east/west, NE/SW, NW/SE. */
  private static final int[][] LINE_DIRECTIONS = {{0, 4}, {1, 5}, {2, 7}, {3, 6}};
  /** CENTRE[square]: 0 on the rim up to 3 on d4, e4, d5, e5. */
  private static final int[] CENTRE = new int[64];

  static {
    for (int sq = 0; sq < 64; sq++) {
      int f = sq & 7;
      int r = sq >>> 3;
      CENTRE[sq] = Math.min(Math.min(f, 7 - f), Math.min(r, 7 - r));
      for (int d = 0; d < 8; d++) {
        long ray = 0L;
        int ff = f + DF[d];
        int rr = r + DR[d];
        while (ff >= 0 && ff < 8 && rr >= 0 && rr < 8) {
          int to = rr * 8 + ff;
          BETWEEN[sq * 64 + to] = ray;
          ray |= 1L << to;
          ff += DF[d];
          rr += DR[d];
        }
        RAYS[d * 64 + sq] = ray;
      }
    }
    for (int line = 0; line < 4; line++) {
      for (int sq = 0; sq < 64; sq++) {
        UPPER[line * 64 + sq] = RAYS[LINE_DIRECTIONS[line][0] * 64 + sq];
        LOWER[line * 64 + sq] = RAYS[LINE_DIRECTIONS[line][1] * 64 + sq];
      }
    }
  }

  /**
   * The squares a slider on {@code square} reaches along one line, each way up to and including the first
   * occupied square: the nearest blocker below is the leading bit of the lower part's blockers (bit 0 when
   * none, which keeps the whole lower part), and subtracting it from the upper part's blockers flips every
   * bit from it up to the nearest blocker above.
   */
  private static long line(int line, int square, long occupied) {
    int i = line * 64 + square;
    long lower = LOWER[i];
    long upper = UPPER[i];
    long below = lower & occupied;
    long above = upper & occupied;
    long nearestBelow = 0x8000_0000_0000_0000L >>> Long.numberOfLeadingZeros(below | 1L);
    return (lower | upper) & (above ^ (above - nearestBelow));
  }

  /**
   * The squares a rook on {@code square} reaches along its rank and file, each line up to and
   * including its first occupied square.
   *
   * @param square 0..63
   * @param occupied the squares that block (pieces and buttons)
   * @return the reached squares
   */
  public static long rook(int square, long occupied) {
    return line(0, square, occupied) | line(1, square, occupied);
  }

  /**
   * The squares a queen on {@code square} reaches along ranks, files and diagonals, each line up to and
   * including its first occupied square.
   *
   * @param square 0..63
   * @param occupied the squares that block (pieces and buttons)
   * @return the reached squares
   */
  public static long queen(int square, long occupied) {
    return line(0, square, occupied) | line(1, square, occupied) | line(2, square, occupied)
        | line(3, square, occupied);
  }

  /**
   * Every square on the lines a slider on {@code square} moves along, as if the board were empty.
   *
   * @param square 0..63
   * @param queen whether the diagonals count too
   * @return the squares, {@code square} not among them
   */
  public static long lines(int square, boolean queen) {
    long rook = LOWER[square] | UPPER[square] | LOWER[64 + square] | UPPER[64 + square];
    return queen ? rook | LOWER[128 + square] | UPPER[128 + square] | LOWER[192 + square] | UPPER[192 + square] : rook;
  }

  /**
   * The squares strictly between two squares on one rank, file or diagonal.
   *
   * @param from 0..63
   * @param to 0..63
   * @return the squares in between; 0 when the squares are neighbours, equal or not on one line
   */
  public static long between(int from, int to) {
    return BETWEEN[from * 64 + to];
  }

  /**
   * Whether two different squares share a rank or a file: a rook's line.
   *
   * @param from 0..63
   * @param to 0..63
   * @return {@code true} on one rank or file
   */
  public static boolean rookLine(int from, int to) {
    return from != to && ((from & 7) == (to & 7) || (from >>> 3) == (to >>> 3));
  }

  /**
   * Whether two different squares share a rank, a file or a diagonal: a queen's line.
   *
   * @param from 0..63
   * @param to 0..63
   * @return {@code true} on one line
   */
  public static boolean queenLine(int from, int to) {
    int df = Math.abs((from & 7) - (to & 7));
    int dr = Math.abs((from >>> 3) - (to >>> 3));
    return from != to && (df == 0 || dr == 0 || df == dr);
  }

  /**
   * How central a square is: its distance from the nearest edge of the board.
   *
   * @param square 0..63
   * @return 0 on the rim, 3 on the four centre squares
   */
  public static int centrality(int square) {
    return CENTRE[square];
  }
}
