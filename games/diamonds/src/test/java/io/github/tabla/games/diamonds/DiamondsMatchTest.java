package io.github.tabla.games.diamonds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.match.Match;
import io.github.tabla.core.match.MatchDecision;
import io.github.tabla.core.match.MatchOutcome;
import io.github.tabla.core.match.RoundResult;
import io.github.tabla.core.match.Seat;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Robot;
import org.junit.jupiter.api.Test;

/** KD-8 and M-1..M-3: a full two-round match between two Robots, scored by the diamonds of both rounds. */
class DiamondsMatchTest {
  private static final DiamondsGame GAME = DiamondsGame.instance();

  private static Match<DiamondsPosition> play(Robot<DiamondsPosition> first, Robot<DiamondsPosition> second) {
    Match<DiamondsPosition> match = Match.of(GAME, "Perfect", "Gentle");
    while (!match.isOver()) {
      Robot<DiamondsPosition> robot = match.toMove().get().seat() == Seat.FIRST ? first : second;
      DiamondsPosition p = match.current().current();
      match = match.play(robot.choose(p, Budget.UNLIMITED).move()).get();
    }
    return match;
  }

  @Test
  void kd8_theDiamondsOfBothRoundsAreAddedPerPlayer() {
    Match<DiamondsPosition> match = play(DiamondsRobot.of("perfect", 1L).get(), DiamondsRobot.of("gentle", 2L).get());
    MatchOutcome outcome = match.outcome().get();
    assertEquals(2, outcome.rounds().size());
    RoundResult first = outcome.rounds().get(0);
    RoundResult second = outcome.rounds().get(1);
    // M-2: Player 1 has White in round 1 and Black in round 2
    assertEquals(Seat.FIRST, first.white().seat());
    assertEquals(Seat.FIRST, second.black().seat());
    for (Seat seat : Seat.values()) {
      int total = first.points(seat) + second.points(seat);
      assertEquals(total, outcome.standing(seat).points(), seat.toString());
    }
    int perfect = outcome.standing(Seat.FIRST).points();
    int gentle = outcome.standing(Seat.SECOND).points();
    // the perfect player never ends a round below the start's value for its side: +1 with White, -1 with Black
    assertTrue(first.points(Seat.FIRST) - first.points(Seat.SECOND) >= PerfectPlay.START_VALUE);
    assertTrue(second.points(Seat.FIRST) - second.points(Seat.SECOND) >= -PerfectPlay.START_VALUE);
    assertTrue(perfect > gentle, perfect + " against " + gentle);
    assertEquals(Seat.FIRST, outcome.winner().get().seat());
    assertEquals(MatchDecision.WON_ON_POINTS, outcome.decision());
    for (RoundResult round : outcome.rounds()) {
      assertTrue(round.outcome().termination().code().startsWith("diamonds.end."));
    }
  }

  @Test
  void kd8_twoPerfectPlayersDrawTheMatch() {
    Match<DiamondsPosition> match = play(DiamondsRobot.of("perfect", 1L).get(), DiamondsRobot.of("perfect", 2L).get());
    MatchOutcome outcome = match.outcome().get();
    // each wins its White round by the start's value, one diamond, so the totals are equal
    for (RoundResult round : outcome.rounds()) {
      assertEquals(PerfectPlay.START_VALUE, round.outcome().score().difference(round.outcome().winner().get()));
      assertEquals(io.github.tabla.core.Side.WHITE, round.outcome().winner().get());
      assertEquals("diamonds.end.move-limit", round.outcome().termination().code());
    }
    assertTrue(outcome.isDraw());
    assertEquals(outcome.standing(Seat.FIRST).points(), outcome.standing(Seat.SECOND).points());
  }
}
