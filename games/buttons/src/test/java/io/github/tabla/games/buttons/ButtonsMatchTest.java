package io.github.tabla.games.buttons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Messages;
import io.github.tabla.core.Side;
import io.github.tabla.core.match.Match;
import io.github.tabla.core.match.MatchFormat;
import io.github.tabla.core.match.MatchOutcome;
import io.github.tabla.core.match.RoundResult;
import io.github.tabla.core.match.Seat;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Robot;
import io.vavr.collection.Array;
import org.junit.jupiter.api.Test;

/** Two Robots play a whole two-round match through core's Match, for both variants (QB-10, M-1..M-3). */
class ButtonsMatchTest {

  @Test
  void qb10_twoRobotsPlayATwoRoundMatchScoredByButtons() {
    for (ButtonsGame game : Array.of(ButtonsGame.standard(), ButtonsGame.extraRook())) {
      Robot<ButtonsPosition> first = game.robot(game.levels().get(3), 7L);
      Robot<ButtonsPosition> second = game.robot(game.levels().get(1), 7L);
      Match<ButtonsPosition> match = Match.of(game, "Strong", "Easy");
      assertEquals(MatchFormat.POINTS, match.format());
      int plies = 0;
      while (!match.isOver()) {
        Seat seat = match.toMove().get().seat();
        Robot<ButtonsPosition> robot = seat == Seat.FIRST ? first : second;
        ButtonsPosition p = match.current().current();
        match = match.play(robot.choose(p, Budget.ofDepth(4)).move()).get();
        plies++;
      }
      MatchOutcome o = match.outcome().get();
      assertEquals(2, o.rounds().size(), game.id());
      assertTrue(plies <= 60);
      // M-2: Player 1 has White in round 1 and Black in round 2
      RoundResult one = o.rounds().get(0);
      RoundResult two = o.rounds().get(1);
      assertEquals("Strong", one.white().name());
      assertEquals("Strong", two.black().name());
      for (RoundResult r : o.rounds()) {
        assertTrue(r.outcome().termination().code().startsWith("buttons.end."), r.toString());
        assertTrue(r.outcome().score().white() + r.outcome().score().black() <= 8);
      }
      // M-3: each player's buttons of both rounds are added
      int strong = one.outcome().score().of(Side.WHITE) + two.outcome().score().of(Side.BLACK);
      int easy = one.outcome().score().of(Side.BLACK) + two.outcome().score().of(Side.WHITE);
      assertEquals(strong, o.standing(Seat.FIRST).points());
      assertEquals(easy, o.standing(Seat.SECOND).points());
      assertEquals(Integer.signum(strong - easy), o.resultFor(Seat.FIRST));
      for (java.util.Locale locale : Messages.SUPPORTED) {
        String text = Messages.of(game, locale).text(o);
        assertTrue(!text.isBlank() && !text.startsWith("match."), text);
        for (RoundResult r : o.rounds()) {
          assertTrue(!Messages.of(game, locale).text(r).contains("buttons.end"), Messages.of(game, locale).text(r));
        }
      }
    }
  }
}
