package io.github.tabla.core.match;

import org.apiguardian.api.API;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * One player's tally over the rounds played so far: what every scoring format needs (M-6).
 *
 * <pre>{@code
 * Standing s = outcome.standing(Seat.FIRST);
 * s.points();          // points summed over the rounds (M-3)
 * s.roundsWon();       // rounds won (M-4, KN-11)
 * s.winningRaces();    // the race length of each round won (KN-10)
 * s.gamePoints();      // "1½" (M-5, two games)
 * }</pre>
 *
 * @param player the player
 * @param points the player's points summed over the rounds (the score of the colour the player had)
 * @param roundsWon the rounds the player won
 * @param roundsDrawn the drawn rounds
 * @param halfPoints game points counted in halves: 2 for a won round, 1 for a drawn one (M-5)
 * @param winningRaces the race length (the player's turns, KN-10) of each round the player won on the
 *     board, in round order (a round won by the other player's resignation has no race, M-8)
 */
@API(status = API.Status.STABLE, since = "0.1")
public record Standing(Player player, int points, int roundsWon, int roundsDrawn, int halfPoints,
    Seq<Integer> winningRaces) {

  /**
   * The shortest race the player won.
   *
   * @return the fewest turns of a won round, or none when the player won no round
   */
  public Option<Integer> shortestWinningRace() {
    return winningRaces.isEmpty() ? Option.none() : Option.some(winningRaces.min().get());
  }

  /**
   * The game points as people write them: 1 for a win, &frac12; for a draw.
   *
   * @return for example {@code "1½"}, {@code "½"}, {@code "2"} or {@code "0"}
   */
  public String gamePoints() {
    return halves(halfPoints);
  }

  static String halves(int halfPoints) {
    int whole = halfPoints / 2;
    boolean half = halfPoints % 2 != 0;
    if (!half) {
      return Integer.toString(whole);
    }
    return whole == 0 ? "\u00bd" : whole + "\u00bd";
  }
}
