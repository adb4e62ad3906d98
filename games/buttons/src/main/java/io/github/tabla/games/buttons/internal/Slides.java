package io.github.tabla.games.buttons.internal;

/**
 * The lines rooks and queens slide along (QB-3), as bitboards: bit {@code i} is the square of index
 * {@code i} ({@code a1 = 0}, {@code h8 = 63}).
 *
 * <p>Attacks are computed the classical way: for each of the eight directions a precomputed ray is cut
 * at its first blocker. The caller decides what blocks: for the buttons game the occupancy is every
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
  }

  /**
   * The squares a slider on {@code square} reaches in one direction, up to and including the first
   * occupied square.
   */
  private static long ray(int dir, int square, long occupied) {
    long ray = RAYS[dir * 64 + square];
    long blockers = ray & occupied;
    if (blockers == 0L) {
      return ray;
    }
    int first = dir < 4 ? Long.numberOfTrailingZeros(blockers) : 63 - Long.numberOfLeadingZeros(blockers);
    return ray ^ RAYS[dir * 64 + first];
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
    return ray(0, square, occupied) | ray(1, square, occupied) | ray(4, square, occupied) | ray(5, square, occupied);
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
    return rook(square, occupied) | ray(2, square, occupied) | ray(3, square, occupied) | ray(6, square, occupied)
        | ray(7, square, occupied);
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
