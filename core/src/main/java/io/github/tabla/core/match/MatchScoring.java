package io.github.tabla.core.match;

import org.apiguardian.api.API;
import io.github.tabla.core.Termination;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Objects;
import java.util.function.IntFunction;

/**
 * Scores a match from its round results alone (M-3..M-6, KN-11), without playing it: the same
 * function {@link Match#outcome()} uses.
 *
 * <ul>
 *   <li>{@link MatchFormat#POINTS}: each player's points of both rounds are added; more wins, equal
 *       totals draw (M-3, KD-8, QB-10).
 *   <li>{@link MatchFormat#ROUNDS_THEN_RACE_LENGTH}: more rounds won wins; with one round each, the
 *       shorter winning race (the winner's turns, KN-10) wins, equal lengths draw; a drawn round is won
 *       by nobody (M-4, KN-11).
 *   <li>{@link MatchFormat#SINGLE_GAME}: the game's winner wins (M-5).
 *   <li>{@link MatchFormat#TWO_GAMES}: 1, &frac12; or 0 per game, summed (M-5).
 *   <li>A round that ended by {@link Termination#RESIGNATION} is lost by the resigner and the match
 *       goes on (M-8). Its result is scored as given: {@link Match} gives a resigned round of a
 *       {@link MatchFormat#POINTS} match every point of the round to the winner. In the race-length
 *       tie-break a round won by resignation counts ahead of any finished race; two such rounds draw.
 * </ul>
 *
 * <pre>{@code
 * Player ana = Player.first("Ana");
 * Player bob = Player.second("Bob");
 * Option<MatchOutcome> o = MatchScoring.score(MatchFormat.ROUNDS_THEN_RACE_LENGTH, Array.of(
 *     RoundResult.of(1, ana, bob, Outcome.win(Side.WHITE, finished, Score.of(14, 9), Score.of(23, 22))),
 *     RoundResult.of(2, ana, bob, Outcome.win(Side.WHITE, finished, Score.of(14, 11), Score.of(25, 24)))));
 * o.get().winner();     // Some(Ana): one round each, Ana's race of 23 beats Bob's 25
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class MatchScoring {

  private MatchScoring() {}

  /**
   * The outcome of a match whose rounds are over.
   *
   * @param format how the match is scored
   * @param rounds the finished rounds, numbered 1, 2, ... in order, between the same two players
   * @return the outcome, or none while the match is not decided (fewer rounds than the format has)
   * @throws IllegalArgumentException when the rounds are not numbered 1, 2, ..., are more than the
   *     format has, or change players
   */
  public static Option<MatchOutcome> score(MatchFormat format, Seq<RoundResult> rounds) {
    Objects.requireNonNull(format, "format");
    Objects.requireNonNull(rounds, "rounds");
    check(format, rounds);
    if (rounds.isEmpty()) {
      return Option.none();
    }
    if (rounds.size() < format.rounds()) {
      return Option.none();
    }
    Standing one = standing(Seat.FIRST, rounds);
    Standing two = standing(Seat.SECOND, rounds);
    Seq<Standing> standings = Array.of(one, two);
    Verdict v = switch (format) {
      case POINTS -> compare(one, two, one.points(), two.points(), MatchDecision.WON_ON_POINTS,
          MatchDecision.DRAWN_EQUAL_POINTS, n -> n);
      case ROUNDS_THEN_RACE_LENGTH -> byRoundsThenRace(one, two, rounds);
      case SINGLE_GAME -> rounds.head().winner()
          .map(w -> new Verdict(Option.some(w), MatchDecision.WON_SINGLE_GAME,
              Array.of(w, rounds.head().player(w.seat().opposite()))))
          .getOrElse(() -> new Verdict(Option.none(), MatchDecision.DRAWN, Array.empty()));
      case TWO_GAMES -> compare(one, two, one.halfPoints(), two.halfPoints(), MatchDecision.WON_ON_GAMES,
          MatchDecision.DRAWN_EQUAL_GAMES, Standing::halves);
    };
    return Option.some(new MatchOutcome(format, rounds, standings, v.winner, v.decision, v.arguments));
  }

  /**
   * Each player's tally over some rounds, for a match in progress or a finished one.
   *
   * <pre>{@code
   * MatchScoring.standings(match.results()).map(s -> s.player().name() + " " + s.points());
   * }</pre>
   *
   * @param rounds finished rounds between the same two players
   * @return Player 1's standing, then Player 2's; empty when there is no round
   */
  public static Seq<Standing> standings(Seq<RoundResult> rounds) {
    Objects.requireNonNull(rounds, "rounds");
    if (rounds.isEmpty()) {
      return Array.empty();
    }
    return Array.of(standing(Seat.FIRST, rounds), standing(Seat.SECOND, rounds));
  }

  private record Verdict(Option<Player> winner, MatchDecision decision, Seq<Object> arguments) {}

  private static Verdict byRoundsThenRace(Standing one, Standing two, Seq<RoundResult> rounds) {
    if (one.roundsWon() != two.roundsWon() || one.roundsWon() == 0) {
      return compare(one, two, one.roundsWon(), two.roundsWon(), MatchDecision.WON_ON_ROUNDS,
          MatchDecision.DRAWN_EQUAL_ROUNDS, n -> n);
    }
    // M-8: a round won by the other's resignation counts ahead of any finished race
    Seq<RoundResult> resigned = rounds.filter(MatchScoring::isResignation);
    if (resigned.size() == 2) {
      return new Verdict(Option.none(), MatchDecision.DRAWN_BOTH_RESIGNED, Array.empty());
    }
    if (resigned.size() == 1) {
      RoundResult r = resigned.head();
      Player winner = r.winner().get();
      return new Verdict(Option.some(winner), MatchDecision.WON_ON_RESIGNATION,
          Array.of(winner, r.player(winner.seat().opposite()), r.number()));
    }
    // KN-11: each won a round, so each has a winning race; the shorter one wins.
    return compare(one, two, -one.shortestWinningRace().get(), -two.shortestWinningRace().get(),
        MatchDecision.WON_ON_RACE_LENGTH, MatchDecision.DRAWN_EQUAL_RACE_LENGTH, n -> -n);
  }

  // Higher value wins; the arguments show each value through `shown`.
  private static Verdict compare(Standing one, Standing two, int valueOne, int valueTwo, MatchDecision won,
      MatchDecision drawn, IntFunction<Object> shown) {
    if (valueOne == valueTwo) {
      return new Verdict(Option.none(), drawn, Array.of(shown.apply(valueOne)));
    }
    Standing w = valueOne > valueTwo ? one : two;
    Standing l = valueOne > valueTwo ? two : one;
    int wv = Math.max(valueOne, valueTwo);
    int lv = Math.min(valueOne, valueTwo);
    return new Verdict(Option.some(w.player()), won, Array.of(shown.apply(wv), shown.apply(lv), w.player(), l.player()));
  }

  private static Standing standing(Seat seat, Seq<RoundResult> rounds) {
    int points = 0;
    int won = 0;
    int drawn = 0;
    Array<Integer> races = Array.empty();
    for (RoundResult r : rounds) {
      points += r.points(seat);
      if (r.isDraw()) {
        drawn++;
      } else if (r.winner().get().seat() == seat) {
        won++;
        if (!isResignation(r)) {
          races = races.append(r.turns(seat));
        }
      }
    }
    return new Standing(rounds.head().player(seat), points, won, drawn, 2 * won + drawn, races);
  }

  static boolean isResignation(RoundResult round) {
    return round.outcome().termination().equals(Termination.RESIGNATION) && !round.isDraw();
  }

  private static void check(MatchFormat format, Seq<RoundResult> rounds) {
    if (rounds.size() > format.rounds()) {
      throw new IllegalArgumentException(format + " has " + format.rounds() + " round(s), got " + rounds.size());
    }
    for (int i = 0; i < rounds.size(); i++) {
      RoundResult r = rounds.get(i);
      if (r.number() != i + 1) {
        throw new IllegalArgumentException("round " + (i + 1) + " is numbered " + r.number());
      }
      for (Seat seat : Seat.values()) {
        if (!r.player(seat).equals(rounds.head().player(seat))) {
          throw new IllegalArgumentException("round " + r.number() + " has " + r.player(seat) + " as Player "
              + seat.number() + ", round 1 has " + rounds.head().player(seat));
        }
      }
    }
  }
}
