package io.github.tabla.core;

import org.apiguardian.api.API;
import java.util.Objects;

/**
 * A pair of counts, one per side: the points of a round (diamonds, buttons, captured targets), or
 * the turns each side has taken.
 *
 * @param white White's count
 * @param black Black's count
 */
@API(status = API.Status.STABLE, since = "0.1")
public record Score(int white, int black) {
  /** No points for either side. */
  public static final Score ZERO = new Score(0, 0);

  /**
   * A score.
   *
   * @param white White's count
   * @param black Black's count
   * @return the score
   */
  public static Score of(int white, int black) {
    return new Score(white, black);
  }

  /**
   * One side's count.
   *
   * @param side the side
   * @return its count
   */
  public int of(Side side) {
    Objects.requireNonNull(side, "side");
    return side == Side.WHITE ? white : black;
  }

  /**
   * One side's count minus the other's.
   *
   * @param side the side whose view is taken
   * @return positive when {@code side} has more
   */
  public int difference(Side side) {
    Objects.requireNonNull(side, "side");
    return side == Side.WHITE ? white - black : black - white;
  }

  /**
   * This score with one side's count raised.
   *
   * @param side the side
   * @param amount how much to add, may be negative
   * @return the new score
   */
  public Score plus(Side side, int amount) {
    Objects.requireNonNull(side, "side");
    return side == Side.WHITE ? new Score(white + amount, black) : new Score(white, black + amount);
  }

  /**
   * The side with the higher count.
   *
   * @return the leader, or none when the counts are equal
   */
  public io.vavr.control.Option<Side> leader() {
    return white > black ? io.vavr.control.Option.some(Side.WHITE)
        : black > white ? io.vavr.control.Option.some(Side.BLACK) : io.vavr.control.Option.none();
  }

  /**
   * The counts as {@code "white-black"}, for example {@code "9-7"}.
   *
   * @return the readable form
   */
  @Override
  public String toString() {
    return white + "-" + black;
  }
}
