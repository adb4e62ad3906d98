package io.github.tabla.games.diamonds.internal;

/**
 * The gentler levels' judgement of a position, built on the advice of the original rules text: go
 * for the near diamonds, keep the enemy king away from them (the diamonds you reach first, and those
 * behind your king, are yours), and take the opposition. Values are hundredths of a diamond from the
 * mover's view, for the diamonds still to come.
 *
 * <pre>{@code
 * int e = Evaluation.estimate(Board.WHITE_START, Board.BLACK_START, Board.ALL_DIAMONDS, Board.PLIES);
 * }</pre>
 */
public final class Evaluation {
  private Evaluation() {}

  /** The value of one diamond. */
  public static final int DIAMOND = 100;
  /** A diamond the mover reaches first, and the other king does not guard. */
  static final int OWN = 45;
  /** Facing the other king with one square between, with the mover to step first, costs the mover. */
  static final int OPPOSITION = 15;
  /** Per step to the nearest diamond. */
  static final int NEAR = 4;

  /**
   * The estimate of what is still to come.
   *
   * @param mover the square of the king to move
   * @param other the square of the other king
   * @param set the diamonds left as a field set
   * @param plies the plies left in the round
   * @return hundredths of a diamond, positive when the mover is expected to collect more
   */
  public static int estimate(int mover, int other, int set, int plies) {
    if (set == 0 || plies <= 0) {
      return 0;
    }
    int mine = (plies + 1) / 2;
    int theirs = plies / 2;
    int value = 0;
    for (int s = set; s != 0; s &= s - 1) {
      int square = Board.fieldSquare(Integer.numberOfTrailingZeros(s));
      int dm = Board.distance(mover, square);
      int dt = Board.distance(other, square);
      // a king next to a diamond guards it (KD-4); the mover steps first and wins a tie
      boolean moverFirst = dt != 1 && dm <= mine && (dm <= dt || dt > theirs);
      boolean otherFirst = dm != 1 && dt <= theirs && (dt < dm || dm > mine || dt == 1);
      if (moverFirst) {
        value += OWN;
      } else if (otherFirst) {
        value -= OWN;
      }
    }
    int df = Math.abs((mover & 7) - (other & 7));
    int dr = Math.abs((mover >>> 3) - (other >>> 3));
    if ((df == 0 || df == 2) && (dr == 0 || dr == 2)) {
      // the kings face each other with one square between: the side that must step gives way
      value -= OPPOSITION;
    }
    value -= NEAR * Board.nearestDiamond(mover, set);
    value += NEAR * Board.nearestDiamond(other, set);
    return value;
  }
}
