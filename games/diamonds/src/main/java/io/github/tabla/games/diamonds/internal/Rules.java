package io.github.tabla.games.diamonds.internal;

/**
 * The rules of a round on primitives, from the mover's view: when it is over (KD-6) and how many move
 * sequences it has (perft).
 *
 * <pre>{@code
 * Rules.perft(Board.WHITE_START, Board.BLACK_START, Board.ALL_DIAMONDS, Board.PLIES, 2);   // 25
 * }</pre>
 */
public final class Rules {
  private Rules() {}

  /**
   * Whether a round is over (KD-6): no diamond left, no ply left, or neither king able to step.
   *
   * @param mover the square of the king to move
   * @param other the square of the other king
   * @param set the diamonds left as a field set
   * @param plies the plies left in the round
   * @return {@code true} when the round is over
   */
  public static boolean over(int mover, int other, int set, int plies) {
    return set == 0 || plies <= 0 || stuck(mover, other);
  }

  /**
   * Whether neither king can step (KD-6.3). With two kings on the board this never happens (KD-9).
   *
   * @param mover the square of the king to move
   * @param other the square of the other king
   * @return {@code true} when both kings have no legal step
   */
  public static boolean stuck(int mover, int other) {
    return Board.legalSteps(mover, other) == 0L && Board.legalSteps(other, mover) == 0L;
  }

  /**
   * The number of move sequences of a given length (a forced pass counts as a move, KD-9); a round
   * that ends earlier contributes nothing.
   *
   * @param mover the square of the king to move
   * @param other the square of the other king
   * @param set the diamonds left as a field set
   * @param plies the plies left in the round
   * @param depth the sequence length, at least 0
   * @return the number of sequences
   */
  public static long perft(int mover, int other, int set, int plies, int depth) {
    if (depth == 0) {
      return 1L;
    }
    if (over(mover, other, set, plies)) {
      return 0L;
    }
    long steps = Board.legalSteps(mover, other);
    if (steps == 0L) {
      return perft(other, mover, set, plies - 1, depth - 1);
    }
    if (depth == 1) {
      return Long.bitCount(steps);
    }
    long n = 0L;
    for (long s = steps; s != 0L; s &= s - 1) {
      int to = Long.numberOfTrailingZeros(s);
      int bit = Board.fieldBit(to);
      n += perft(other, to, bit < 0 ? set : set & ~(1 << bit), plies - 1, depth - 1);
    }
    return n;
  }
}
