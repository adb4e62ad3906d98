package io.github.tabla.core.match;

import org.apiguardian.api.API;

/**
 * A player's place in a match: Player 1 or Player 2 (M-1). Seats, not colours, are scored; a seat's
 * colour changes from round to round (M-2).
 */
@API(status = API.Status.STABLE, since = "0.1")
public enum Seat {
  /** Player 1: White in round 1 (the person, against the Robot). */
  FIRST,
  /** Player 2: Black in round 1, White in round 2. */
  SECOND;

  /**
   * The other seat.
   *
   * @return {@code SECOND} for {@code FIRST} and {@code FIRST} for {@code SECOND}
   */
  public Seat opposite() {
    return this == FIRST ? SECOND : FIRST;
  }

  /**
   * The player's number as people say it.
   *
   * @return 1 or 2
   */
  public int number() {
    return ordinal() + 1;
  }
}
