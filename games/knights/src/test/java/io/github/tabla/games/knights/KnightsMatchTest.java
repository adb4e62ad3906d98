package io.github.tabla.games.knights;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Messages;
import io.github.tabla.core.Move;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.match.Match;
import io.github.tabla.core.match.MatchDecision;
import io.github.tabla.core.match.MatchFormat;
import io.github.tabla.core.match.MatchOutcome;
import io.github.tabla.core.match.RoundResult;
import io.github.tabla.core.match.Seat;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Robot;
import io.vavr.collection.Array;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The match rule KN-11 (M-4) through whole matches: rounds won, then the shorter winning race, then a draw.
 *
 * <p>The players are scripted racers: a racer with delay {@code d} first jumps out and back {@code d / 2}
 * times, then races its shortest tour; from the start that finishes on its {@code 19 + d}-th turn. The two
 * tours never meet, so the race lengths are exact.
 */
class KnightsMatchTest {
  private static final KnightsGame GAME = KnightsGame.standard();

  /** How a player races in each round: the delay in turns before it races its shortest tour. */
  private record Racer(int delayRound1, int delayRound2) {
    Move move(KnightsPosition p, int round) {
      Side side = p.sideToMove();
      int delay = round == 1 ? delayRound1 : delayRound2;
      int taken = p.turns().of(side);
      if (taken < delay) {
        Square home = side == Side.WHITE ? Square.E8 : Square.E1;
        return taken % 2 == 0
            ? p.legalMoves().find(m -> !m.isCapture()).get()
            : p.legalMoves().find(m -> m.destination().contains(home)).get();
      }
      return RacePlanner.shortestTour(p, side).get().moves().head();
    }
  }

  private static MatchOutcome play(Racer ana, Racer bob) {
    Match<KnightsPosition> m = Match.of(GAME, "Ana", "Bob");
    assertEquals(MatchFormat.ROUNDS_THEN_RACE_LENGTH, m.format());
    while (!m.isOver()) {
      Racer racer = m.toMove().get().seat() == Seat.FIRST ? ana : bob;
      m = m.play(racer.move(m.current().current(), m.round())).get();
    }
    return m.outcome().get();
  }

  private static String text(MatchOutcome o) {
    return Messages.of(GAME, Locale.ENGLISH).text(o);
  }

  @Test
  void kn11_theRaceLengthIsTheWinnersTurns() {
    MatchOutcome o = play(new Racer(0, 0), new Racer(2, 2));
    RoundResult round1 = o.rounds().get(0);
    assertEquals("Ana", round1.winner().get().name());
    assertEquals(19, round1.raceLength().get());
    assertEquals(19, round1.outcome().turns().of(Side.WHITE));
    // in round 2 Ana has Black and finishes first: Black wins at once (KN-9)
    RoundResult round2 = o.rounds().get(1);
    assertEquals(Side.BLACK, round2.outcome().winner().get());
    assertEquals(19, round2.raceLength().get());
  }

  @Test
  void kn11_moreRoundsWonWinsTheMatch() {
    MatchOutcome o = play(new Racer(0, 0), new Racer(2, 2));
    assertEquals(MatchDecision.WON_ON_ROUNDS, o.decision());
    assertEquals("Ana", o.winner().get().name());
    assertEquals(2, o.standing(Seat.FIRST).roundsWon());
    assertEquals("Ana won on rounds: 2 rounds against 0 rounds.", text(o));
  }

  @Test
  void kn11_oneRoundEach_theShorterWinningRaceWins() {
    // round 1: Ana (White) 19 against Bob 21; round 2: Bob (White) 21 against Ana 23
    MatchOutcome o = play(new Racer(0, 4), new Racer(2, 2));
    assertEquals(Array.of("Ana", "Bob"), o.rounds().map(r -> r.winner().get().name()));
    assertEquals(Array.of(19, 21), o.rounds().map(r -> r.raceLength().get()));
    assertEquals(MatchDecision.WON_ON_RACE_LENGTH, o.decision());
    assertEquals("Ana", o.winner().get().name());
    assertEquals("Ana won on race length: 19 moves against 21 moves.", text(o));
  }

  @Test
  void kn11_oneRoundEach_equalRaceLengths_drawTheMatch() {
    // round 1: Ana (White) 19 against Bob 21; round 2: Bob (White) 19 against Ana 21
    MatchOutcome o = play(new Racer(0, 2), new Racer(2, 0));
    assertEquals(Array.of(19, 19), o.rounds().map(r -> r.raceLength().get()));
    assertEquals(MatchDecision.DRAWN_EQUAL_RACE_LENGTH, o.decision());
    assertTrue(o.isDraw());
    assertEquals("A draw: one round each, and both were won in 19 moves.", text(o));
  }

  @Test
  void kn11_aDrawnRoundIsWonByNobody() {
    // round 1: both race 19 turns, Black equalises (KN-9); round 2: Ana, with Black, finishes first
    MatchOutcome o = play(new Racer(0, 0), new Racer(0, 2));
    assertTrue(o.rounds().get(0).isDraw());
    assertEquals("knights.end.both-finished", o.rounds().get(0).outcome().termination().code());
    assertEquals("Ana", o.rounds().get(1).winner().get().name());
    assertEquals(MatchDecision.WON_ON_ROUNDS, o.decision());
    assertEquals(1, o.standing(Seat.FIRST).roundsWon());
    assertEquals(0, o.standing(Seat.SECOND).roundsWon());
    assertEquals(1, o.standing(Seat.FIRST).roundsDrawn());
  }

  @Test
  void kn11_twoDrawnRoundsDrawTheMatch() {
    MatchOutcome o = play(new Racer(0, 0), new Racer(0, 0));
    assertTrue(o.rounds().forAll(RoundResult::isDraw));
    assertEquals(MatchDecision.DRAWN_EQUAL_ROUNDS, o.decision());
    assertTrue(o.isDraw());
  }

  @Test
  void m2_againstTheRobot_thePersonHasWhiteFirst_andThePerfectRobotWinsBothRoundsAgainstTheGentleOne() {
    Robot<KnightsPosition> person = GAME.robot(GAME.levels().head(), 3L);
    Robot<KnightsPosition> robot = GAME.robot(GAME.strongestLevel(), 3L);
    Match<KnightsPosition> m = Match.of(GAME, "Child", "Robot");
    assertEquals("Child", m.whiteIn(1).name());
    while (!m.isOver()) {
      Robot<KnightsPosition> r = m.toMove().get().seat() == Seat.FIRST ? person : robot;
      m = m.play(r.choose(m.current().current(), Budget.UNLIMITED).move()).get();
    }
    MatchOutcome o = m.outcome().get();
    assertEquals("Robot", o.winner().get().name());
    assertEquals(MatchDecision.WON_ON_ROUNDS, o.decision());
    assertEquals(Array.of(19, 19), o.rounds().map(r -> r.raceLength().get()));
  }
}
