package io.github.tabla.core.match;

import org.apiguardian.api.API;
import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Move;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.Score;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.Termination;
import io.github.tabla.core.record.GameRecord;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * A match between two players (M-1..M-6): players, not colours, are scored. Two rounds with colours
 * swapped — Player 1 has White in round 1 and Black in round 2 (M-2) — or a single game of draughts
 * (M-5), as the {@link MatchFormat} says. A match is an immutable value: every action returns a new
 * match.
 *
 * <pre>{@code
 * Match<P> m = Match.of(game, "Ana", "Robot");         // the person is Player 1: White in round 1
 * m = m.play(move).get();                              // plays in the current round
 * m.current();                                         // the current round's GameRecord
 * m.whiteIn(2);                                        // Player 2 ("Robot")
 * // when round 1 ends, round 2 starts from the start position by itself
 * m.outcome().map(o -> messages.text(o));              // "Ana won on points: 9 points against 7 points."
 * }</pre>
 *
 * <p>Besides moves, the players may agree a draw ({@link #agreeDraw()}: the current round ends drawn,
 * with the points as they stand) or one may resign ({@link #resign(Seat)}: the match ends and the
 * other player wins).
 *
 * @param <P> the game's position type
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class Match<P extends GamePosition<P>> {
  /**
   * Every message code of matches: the decisions ({@link MatchDecision#codes()}) and the round and
   * game summaries of {@link RoundResult}. Each has a text in every supported language (a test checks
   * it).
   */
  public static final Set<String> MESSAGE_CODES = MatchDecision.codes().add(RoundResult.WON_CODE)
      .add(RoundResult.DRAWN_CODE).add(RoundResult.RESIGNED_CODE).add(RoundResult.RESIGNED_NO_SCORE_CODE)
      .addAll(RoundResult.GAME_CODES);

  private final MatchFormat format;
  private final P start;
  private final Player first;
  private final Player second;
  // Every round begun so far; the last one is the current round.
  private final Vector<GameRecord<P>> rounds;

  private Match(MatchFormat format, P start, Player first, Player second, Vector<GameRecord<P>> rounds) {
    this.format = format;
    this.start = start;
    this.first = first;
    this.second = second;
    this.rounds = rounds;
  }

  /**
   * A match of a game in its own format, each round from the game's start position.
   *
   * @param <P> the game's position type
   * @param game the game
   * @param firstName Player 1's name (the person, against the Robot: White in round 1, M-2)
   * @param secondName Player 2's name
   * @return the match, in round 1 with no move played
   */
  public static <P extends GamePosition<P>> Match<P> of(GameDefinition<P> game, String firstName,
      String secondName) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(firstName, "firstName");
    Objects.requireNonNull(secondName, "secondName");
    return of(game.start(), game.matchFormat(), firstName, secondName);
  }

  /**
   * A match in any format, each round from a given position; for example Italian draughts as two
   * games with colours swapped (M-5).
   *
   * <pre>{@code
   * Match<P> m = Match.of(draughts.start(), MatchFormat.TWO_GAMES, "Ana", "Bob");
   * }</pre>
   *
   * @param <P> the game's position type
   * @param start the position each round starts from
   * @param format how the match is scored
   * @param firstName Player 1's name
   * @param secondName Player 2's name
   * @return the match, in round 1 with no move played
   */
  public static <P extends GamePosition<P>> Match<P> of(P start, MatchFormat format, String firstName,
      String secondName) {
    Objects.requireNonNull(start, "start");
    Objects.requireNonNull(format, "format");
    Objects.requireNonNull(firstName, "firstName");
    Objects.requireNonNull(secondName, "secondName");
    Objects.requireNonNull(start, "start");
    Objects.requireNonNull(format, "format");
    return new Match<>(format, start, Player.first(firstName), Player.second(secondName),
        Vector.of(GameRecord.of(start))).advanced();
  }

  /**
   * How this match is scored.
   *
   * @return the format
   */
  public MatchFormat format() {
    return format;
  }

  /**
   * The players, Player 1 first.
   *
   * @return both players
   */
  public Seq<Player> players() {
    return Vector.of(first, second);
  }

  /**
   * The player in a seat.
   *
   * @param seat the seat
   * @return Player 1 or Player 2
   */
  public Player player(Seat seat) {
    Objects.requireNonNull(seat, "seat");
    return seat == Seat.FIRST ? first : second;
  }

  /**
   * The player who has White in a round: Player 1 in round 1, Player 2 in round 2 (M-2).
   *
   * @param round the round's number, from 1 to {@code format().rounds()}
   * @return the player with White
   * @throws IllegalArgumentException when the format has no such round
   */
  public Player whiteIn(int round) {
    if (round < 1 || round > format.rounds()) {
      throw new IllegalArgumentException(format + " has rounds 1 to " + format.rounds() + ", not " + round);
    }
    return round % 2 == 1 ? first : second;
  }

  /**
   * The player who has a colour in the current round.
   *
   * @param side the colour
   * @return the player
   */
  public Player playerOf(Side side) {
    Objects.requireNonNull(side, "side");
    Player white = whiteIn(round());
    return side == Side.WHITE ? white : player(white.seat().opposite());
  }

  /**
   * The colour a player has in the current round.
   *
   * @param seat the player's seat
   * @return the player's side
   */
  public Side sideOf(Seat seat) {
    Objects.requireNonNull(seat, "seat");
    return whiteIn(round()).seat() == seat ? Side.WHITE : Side.BLACK;
  }

  /**
   * The number of the current round (the last one, once the match is over).
   *
   * @return from 1 to {@code format().rounds()}
   */
  public int round() {
    return rounds.size();
  }

  /**
   * The record of the current round (the last round played, once the match is over).
   *
   * @return the current round's record
   */
  public GameRecord<P> current() {
    return rounds.last();
  }

  /**
   * The records of every round begun so far, in order.
   *
   * @return one or more records
   */
  public Seq<GameRecord<P>> rounds() {
    return rounds;
  }

  /**
   * The results of the rounds that are over, in order.
   *
   * @return the finished rounds
   */
  public Seq<RoundResult> results() {
    return rounds.filter(GameRecord::isOver).zipWithIndex()
        .map(ri -> RoundResult.of(ri._2 + 1, first, second, scored(ri._1)));
  }

  /**
   * A round's outcome as the match scores it: as it ended, except that a resigned round of a match
   * scored by points gives the winner every point of the round, those either side collected and the
   * items still on the board, and the resigner none (M-8).
   */
  private Outcome scored(GameRecord<P> record) {
    Outcome o = record.outcome().get();
    if (format != MatchFormat.POINTS || !o.termination().equals(Termination.RESIGNATION) || o.isDraw()) {
      return o;
    }
    Side winner = o.winner().get();
    int all = o.score().white() + o.score().black() + record.current().toSetup().items().size();
    return Outcome.win(winner, o.termination(), Score.ZERO.plus(winner, all), o.turns());
  }

  /**
   * Each player's tally over the finished rounds: points, rounds won, winning races.
   *
   * @return Player 1's standing, then Player 2's; empty before the first round ends
   */
  public Seq<Standing> standings() {
    return MatchScoring.standings(results());
  }

  /**
   * The player whose turn it is.
   *
   * @return the player to move, or none once the match is over
   */
  public Option<Player> toMove() {
    return isOver() ? Option.none() : Option.some(playerOf(current().current().sideToMove()));
  }

  /**
   * How the match ended, once it has.
   *
   * @return the outcome: rounds, tallies, winner or draw, and why; none while a round is still to play
   */
  public Option<MatchOutcome> outcome() {
    return MatchScoring.score(format, results());
  }

  /**
   * Whether the match is over.
   *
   * @return {@code true} when {@link #outcome()} is present
   */
  public boolean isOver() {
    return outcome().isDefined();
  }

  /**
   * Plays a move in the current round. When the move ends a round that is not the last, the next
   * round begins, colours swapped.
   *
   * @param move the move
   * @return the match after the move, or why the move is refused ({@link MoveRejection.GameOver} once
   *     the match is over)
   */
  public Either<MoveRejection, Match<P>> play(Move move) {
    return current().play(move).map(this::withCurrent);
  }

  /**
   * Plays the unique legal move from one square to another in the current round, as a user interface
   * does after a drag.
   *
   * @param from the origin
   * @param to the destination
   * @return the match after the move, or why there is no such move
   */
  public Either<MoveRejection, Match<P>> play(Square from, Square to) {
    return current().current().moveFor(from, to).flatMap(this::play);
  }

  /**
   * Takes back the last move of the current round. Rounds that are over stay over.
   *
   * @return the match before the move, or none when the current round has no move to take back or the
   *     match is over
   */
  public Option<Match<P>> undo() {
    if (isOver()) {
      return Option.none();
    }
    return current().undo().map(r -> new Match<>(format, start, first, second, rounds.update(rounds.size() - 1, r)));
  }

  /**
   * The players agree a draw: the current round ends drawn ({@link io.github.tabla.core.Termination#AGREEMENT}),
   * its points as they stand, and the next round begins if there is one. In a single game the match
   * ends drawn.
   *
   * @return the match after the agreement, or {@link MoveRejection.GameOver} once the match is over
   */
  public Either<MoveRejection, Match<P>> agreeDraw() {
    return current().agreeDraw().map(this::withCurrent);
  }

  /**
   * A player resigns the current round (M-8): it ends ({@link Termination#RESIGNATION}), won by the
   * other player, and the next round begins if there is one. In a match scored by points the resigned
   * round gives the winner every point of the round and the resigner none; in the race-length tie-break
   * (KN-11) a round won by resignation counts ahead of any finished race.
   *
   * @param seat the seat of the player who resigns
   * @return the match after the resignation, or {@link MoveRejection.GameOver} once the match is over
   */
  public Either<MoveRejection, Match<P>> resign(Seat seat) {
    Objects.requireNonNull(seat, "seat");
    return current().resign(sideOf(seat)).map(this::withCurrent);
  }

  private Match<P> withCurrent(GameRecord<P> record) {
    return new Match<>(format, start, first, second, rounds.update(rounds.size() - 1, record)).advanced();
  }

  // Opens the next round while the current one is over and the match is not.
  private Match<P> advanced() {
    Match<P> m = this;
    while (m.current().isOver() && m.round() < format.rounds() && !m.isOver()) {
      m = new Match<>(format, start, first, second, m.rounds.append(GameRecord.of(start)));
    }
    return m;
  }

  /**
   * A short description: the players, the round and the moves of the current round.
   *
   * @return for example {@code "Match[Ana v Bob, POINTS, round 2, GameRecord[...]]"}
   */
  @Override
  public String toString() {
    return "Match[" + first + " v " + second + ", " + format + ", round " + round() + ", " + current() + "]";
  }

  /**
   * Matches are equal when they have the same format, start, players and rounds.
   *
   * @param o another object
   * @return {@code true} for an equal match
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof Match<?> m && m.format == format && m.start.equals(start) && m.first.equals(first)
        && m.second.equals(second) && m.rounds.equals(rounds);
  }

  /**
   * A hash consistent with {@link #equals(Object)}.
   *
   * @return the hash
   */
  @Override
  public int hashCode() {
    return Objects.hash(format, start, first, second, rounds);
  }
}
