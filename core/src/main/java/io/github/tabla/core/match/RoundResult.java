package io.github.tabla.core.match;

import org.apiguardian.api.API;
import io.github.tabla.core.Localizable;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.Side;
import io.github.tabla.core.Termination;
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
@API(status = API.Status.STABLE, since = "0.1")
public record RoundResult(int number, Player white, Player black, Outcome outcome) implements Localizable {
  /** The code of a won round's summary. */
  public static final String WON_CODE = "match.round.won";
  /** The code of a drawn round's summary. */
  public static final String DRAWN_CODE = "match.round.drawn";
  /** The code of a resigned round's summary, when the winner's score is above the resigner's. */
  public static final String RESIGNED_CODE = "match.round.resigned";
  /** The code of a resigned round's summary, without the score (it would not show who won). */
  public static final String RESIGNED_NO_SCORE_CODE = "match.round.resigned.no-score";
  /** The codes of a single game's summary ({@link #gameSummary()}), in the order won, drawn, resigned. */
  public static final Seq<String> GAME_CODES = Array.of("match.game.won", "match.game.drawn", "match.game.resigned",
      "match.game.resigned.no-score");

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
   * Whether the round ended by a resignation (M-8).
   *
   * @return {@code true} when the loser resigned
   */
  public boolean isResigned() {
    return outcome.termination().equals(Termination.RESIGNATION) && !isDraw();
  }

  /**
   * The code of this round's summary.
   *
   * @return {@value #WON_CODE}, {@value #DRAWN_CODE}, {@value #RESIGNED_CODE} or
   *     {@value #RESIGNED_NO_SCORE_CODE}
   */
  @Override
  public String code() {
    if (isDraw()) {
      return DRAWN_CODE;
    }
    if (isResigned()) {
      return showsScore() ? RESIGNED_CODE : RESIGNED_NO_SCORE_CODE;
    }
    return WON_CODE;
  }

  private boolean showsScore() {
    Side w = outcome.winner().get();
    return outcome.score().of(w) > outcome.score().of(w.opposite());
  }

  /**
   * The summary's arguments. A won round: the number, the winner, the winner's colour, the winner's
   * points, the loser's points and the termination. A drawn round: the number, White's player and
   * points, Black's player and points, and the termination. A resigned round: the number, the player
   * who resigned, that player's colour, the winner, the winner's colour, the winner's points and the
   * resigner's points.
   *
   * @return the arguments
   */
  @Override
  public Seq<Object> arguments() {
    if (isDraw()) {
      return Array.of(number, white, outcome.score().white(), black, outcome.score().black(), outcome.termination());
    }
    Side w = outcome.winner().get();
    if (isResigned()) {
      return Array.of(number, playerOf(w.opposite()), w.opposite(), playerOf(w), w, outcome.score().of(w),
          outcome.score().of(w.opposite()));
    }
    return Array.of(number, playerOf(w), w, outcome.score().of(w), outcome.score().of(w.opposite()),
        outcome.termination());
  }

  /**
   * This result told as the result of a single game (M-5), without a round number: "Ana (White) won,
   * 7 to 3. ..." The arguments are those of {@link #arguments()} without the number.
   *
   * @return the message, one of {@link #GAME_CODES}
   */
  public Localizable gameSummary() {
    String code = isDraw() ? GAME_CODES.get(1)
        : isResigned() ? (showsScore() ? GAME_CODES.get(2) : GAME_CODES.get(3)) : GAME_CODES.get(0);
    return Localizable.of(code, arguments().drop(1).toJavaArray());
  }
}
