package io.github.tabla.core.match;

import org.apiguardian.api.API;
import io.github.tabla.core.Localizable;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * A finished match (M-6): each round's result with its reason, each player's tally (points, rounds
 * won, winning race lengths, game points), the winner or a draw, and why. As a {@link Localizable}
 * it says why in words: its code is the {@link #decision()}'s code.
 *
 * <pre>{@code
 * MatchOutcome o = match.outcome().get();
 * o.winner().map(Player::name);               // Some("Ana")
 * o.decision();                               // WON_ON_RACE_LENGTH
 * o.arguments();                              // [23, 25, Ana, Bob]
 * messages.text(o);                           // "Ana won on race length: 23 moves against 25 moves."
 * o.rounds().map(messages::text);             // "Round 1: Ana (White) won, 14 to 9. ..."
 * o.standing(Seat.SECOND).roundsWon();        // 1
 * }</pre>
 *
 * @param format how the match was scored
 * @param rounds every round's result, in order
 * @param standings each player's tally, Player 1 first
 * @param winner the winning player, or none for a drawn match
 * @param decision why the match ended as it did
 * @param arguments the arguments of the decision's text (see {@link MatchDecision})
 */
@API(status = API.Status.STABLE, since = "0.1")
public record MatchOutcome(MatchFormat format, Seq<RoundResult> rounds, Seq<Standing> standings,
    Option<Player> winner, MatchDecision decision, Seq<Object> arguments) implements Localizable {
  /**
   * Checks that no part is missing.
   *
   * @param format how the match was scored
   * @param rounds every round's result, in order
   * @param standings each player's tally, Player 1 first
   * @param winner the winning player, or none for a drawn match
   * @param decision why the match ended as it did
   * @param arguments the arguments of the decision's text (see {@link MatchDecision})
   * @throws NullPointerException when a part is null
   */
  public MatchOutcome {
    Objects.requireNonNull(format, "format");
    Objects.requireNonNull(rounds, "rounds");
    Objects.requireNonNull(standings, "standings");
    Objects.requireNonNull(winner, "winner");
    Objects.requireNonNull(decision, "decision");
    Objects.requireNonNull(arguments, "arguments");
  }


  /**
   * The stable code of why the match ended as it did.
   *
   * @return the decision's code, for example {@code "match.won-on-points"}
   */
  @Override
  public String code() {
    return decision.code();
  }

  /**
   * Whether the match was drawn.
   *
   * @return {@code true} when nobody won
   */
  public boolean isDraw() {
    return winner.isEmpty();
  }

  /**
   * The losing player.
   *
   * @return the player who did not win, or none for a draw
   */
  public Option<Player> loser() {
    return winner.map(w -> standing(w.seat().opposite()).player());
  }

  /**
   * One player's tally.
   *
   * @param seat the player's seat
   * @return the player's standing
   */
  public Standing standing(Seat seat) {
    return standings.get(seat.ordinal());
  }

  /**
   * The match from one player's view: {@code +1} won, {@code 0} drawn, {@code -1} lost.
   *
   * @param seat the player's seat
   * @return the result for that player
   */
  public int resultFor(Seat seat) {
    return winner.map(w -> w.seat() == seat ? 1 : -1).getOrElse(0);
  }
}
