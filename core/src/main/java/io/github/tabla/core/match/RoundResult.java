package io.github.tabla.core.match;

import io.github.tabla.core.Localizable;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.Side;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * The result of one round of a match (M-6): its number, who had which colour, and the round's
 * {@link Outcome} (winner or draw, the termination that says why, the score and the turns taken).
 *
 * <p>As a {@link Localizable} it is the round's summary, for example "Round 1: Ana (White) won, 9 to
 * 7. All diamonds collected (KD-6)." ({@value #WON_CODE}) or "Round 2: a draw (Bob 3, Ana 3). The
 * players agreed a draw." ({@value #DRAWN_CODE}).
 *
 * <pre>{@code
 * RoundResult r = RoundResult.of(1, ana, bob, outcome);   // Ana has White in round 1 (M-2)
 * r.winner();        // Some(Ana) when White won
 * r.points(Seat.FIRST);
 * r.raceLength();    // the winner's turns (KN-10)
 * }</pre>
 *
 * @param number the round's number, from 1
 * @param white the player who had White
 * @param black the player who had Black
 * @param outcome how the round ended
 */
public record RoundResult(int number, Player white, Player black, Outcome outcome) implements Localizable {
  /** The code of a won round's summary. */
  public static final String WON_CODE = "match.round.won";
  /** The code of a drawn round's summary. */
  public static final String DRAWN_CODE = "match.round.drawn";

  /**
   * Checks the round number and that the players sit in different seats.
   *
   * @param number the round's number
   * @param white White's player
   * @param black Black's player
   * @param outcome the outcome
   * @throws IllegalArgumentException when the number is below 1 or both players have the same seat
   */
  public RoundResult {
    if (number < 1) {
      throw new IllegalArgumentException("rounds are numbered from 1, got " + number);
    }
    if (white.seat() == black.seat()) {
      throw new IllegalArgumentException("White and Black must be different players, both are " + white.seat());
    }
  }

  /**
   * The result of a round with the colours of rule M-2: Player 1 has White in odd rounds, Player 2 in
   * even rounds.
   *
   * @param number the round's number, from 1
   * @param first Player 1
   * @param second Player 2
   * @param outcome how the round ended
   * @return the result
   */
  public static RoundResult of(int number, Player first, Player second, Outcome outcome) {
    return number % 2 == 1 ? new RoundResult(number, first, second, outcome)
        : new RoundResult(number, second, first, outcome);
  }

  /**
   * The player who had a colour.
   *
   * @param side the colour
   * @return {@link #white()} or {@link #black()}
   */
  public Player playerOf(Side side) {
    return side == Side.WHITE ? white : black;
  }

  /**
   * The colour a player had.
   *
   * @param seat the player's seat
   * @return the player's side in this round
   */
  public Side sideOf(Seat seat) {
    return white.seat() == seat ? Side.WHITE : Side.BLACK;
  }

  /**
   * The player in a seat.
   *
   * @param seat the seat
   * @return the player
   */
  public Player player(Seat seat) {
    return playerOf(sideOf(seat));
  }

  /**
   * The round's winner.
   *
   * @return the winning player, or none for a drawn round
   */
  public Option<Player> winner() {
    return outcome.winner().map(this::playerOf);
  }

  /**
   * Whether the round was drawn; a drawn round is won by nobody (KN-11).
   *
   * @return {@code true} for a draw
   */
  public boolean isDraw() {
    return outcome.isDraw();
  }

  /**
   * A player's points in this round: the score of the colour the player had (M-3).
   *
   * @param seat the player's seat
   * @return the points
   */
  public int points(Seat seat) {
    return outcome.score().of(sideOf(seat));
  }

  /**
   * The turns a player took in this round, passes included.
   *
   * @param seat the player's seat
   * @return the turns
   */
  public int turns(Seat seat) {
    return outcome.turns().of(sideOf(seat));
  }

  /**
   * The winner's race length: the turns the winning side took (KN-10).
   *
   * @return the winner's turns, or none for a drawn round
   */
  public Option<Integer> raceLength() {
    return outcome.winner().map(side -> outcome.turns().of(side));
  }

  /**
   * The code of this round's summary.
   *
   * @return {@value #WON_CODE} or {@value #DRAWN_CODE}
   */
  @Override
  public String code() {
    return isDraw() ? DRAWN_CODE : WON_CODE;
  }

  /**
   * The summary's arguments. A won round: the number, the winner, the winner's colour, the winner's
   * points, the loser's points and the termination. A drawn round: the number, White's player and
   * points, Black's player and points, and the termination.
   *
   * @return the arguments
   */
  @Override
  public Seq<Object> arguments() {
    if (isDraw()) {
      return Array.of(number, white, outcome.score().white(), black, outcome.score().black(), outcome.termination());
    }
    Side w = outcome.winner().get();
    return Array.of(number, playerOf(w), w, outcome.score().of(w), outcome.score().of(w.opposite()),
        outcome.termination());
  }
}
