package io.github.tabla.core.robot;

import org.apiguardian.api.API;

/**
 * The value scale of the searcher. Values are seen from the side to move; a won position is worth
 * {@link #WIN} minus the plies to the win, so quicker wins are worth more and slower losses less.
 * Everything with a magnitude of at least {@link #WIN_THRESHOLD} is a proved win or loss.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class Values {
  private Values() {}

  /** The value of a win at the root. */
  public static final int WIN = 1_000_000;
  /** Magnitudes from here up are wins or losses, adjusted by their distance in plies. */
  public static final int WIN_THRESHOLD = WIN - 10_000;
  /** Larger than any value, the initial search window. */
  public static final int INFINITY = WIN + 1;

  /**
   * Whether a value is a proved win or loss.
   *
   * @param value a search value
   * @return {@code true} when its magnitude is at least {@link #WIN_THRESHOLD}
   */
  public static boolean isDecisive(int value) {
    return Math.abs(value) >= WIN_THRESHOLD;
  }

  /**
   * The value of a win reached {@code plies} plies from the root.
   *
   * @param plies the distance, at least 0
   * @return {@code WIN - plies}
   */
  public static int winIn(int plies) {
    return WIN - plies;
  }
}
