package io.github.tabla.games.buttons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Move;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Cancellation;
import io.github.tabla.core.robot.SearchResult;
import io.github.tabla.core.robot.Value;
import io.github.tabla.games.buttons.internal.OpeningValues;
import org.junit.jupiter.api.Test;

/**
 * The shipped opening values (QB-1, QB-2): both starts and every position after one move, each start a
 * draw, every value consistent with its children's, a sample solved again; the strongest level answers from
 * them at once, exactly.
 */
class OpeningValuesTest {
  private static final OpeningValues BOOK = OpeningValues.shipped();

  private static int gain(ButtonsPosition p, Move m) {
    return m.destination().exists(p.buttons()::contains) ? 1 : 0;
  }

  @Test
  void qb1_qb2_theTableHoldsBothStartsAndEveryPositionAfterOneMoveEachStartADraw() {
    int expected = 0;
    for (ButtonsGame game : new ButtonsGame[] {ButtonsGame.standard(), ButtonsGame.extraRook()}) {
      ButtonsPosition start = game.start();
      int still = BOOK.stillToWin(OpeningValuesGenerator.key(start));
      assertEquals(0, still, game.id() + ": the start is a draw");
      // the start's value is the best of its moves', each read from the table (negamax, one ply)
      int best = Integer.MIN_VALUE;
      for (Move m : start.legalMoves()) {
        int child = BOOK.stillToWin(OpeningValuesGenerator.key(start.playUnchecked(m)));
        assertTrue(child != OpeningValues.UNKNOWN, () -> game.id() + " " + m);
        best = Math.max(best, gain(start, m) - child);
      }
      assertEquals(still, best, game.id());
      expected += 1 + start.legalMoves().size();
    }
    assertEquals(expected, BOOK.size());
  }

  @Test
  void aSampleOfTheTableSolvesAgainToTheSameValues() {
    ButtonsPosition start = ButtonsGame.standard().start();
    // the first, the middle and the last move of the standard start
    for (int i : new int[] {0, start.legalMoves().size() / 2, start.legalMoves().size() - 1}) {
      ButtonsPosition p = start.playUnchecked(start.legalMoves().get(i));
      assertEquals(OpeningValuesGenerator.stillToWin(p), BOOK.stillToWin(OpeningValuesGenerator.key(p)),
          p::toString);
    }
  }

  @Test
  void theStrongestLevelAnswersFromTheTableAtOnceAndExactly() {
    for (ButtonsGame game : new ButtonsGame[] {ButtonsGame.standard(), ButtonsGame.extraRook()}) {
      SearchResult r = ButtonsRobot.analyse(game.start(), Budget.ofNodes(10_000), new Cancellation());
      assertTrue(r.value() instanceof Value.Exact e && e.amount() == 0, () -> game.id() + ": " + r);
      assertTrue(r.exact() && r.nodes() < 10_000, r::toString);
      // the move keeps the draw
      ButtonsPosition after = game.start().playUnchecked(r.move());
      assertEquals(0, gain(game.start(), r.move()) - BOOK.stillToWin(OpeningValuesGenerator.key(after)),
          r::toString);
    }
  }

  @Test
  void aMalformedTableIsRefusedWithTheLineAtFault() {
    assertEquals(0, OpeningValues.parse("").size());
    OpeningValues two = OpeningValues.parse("00000000000000ff 1\nffffffffffffffff -2\n");
    assertEquals(1, two.stillToWin(0xffL));
    assertEquals(-2, two.stillToWin(-1L));
    assertEquals(OpeningValues.UNKNOWN, two.stillToWin(5L));
    assertEquals(two.text(), OpeningValues.parse(two.text()).text());
    IllegalArgumentException bad = assertThrows(IllegalArgumentException.class,
        () -> OpeningValues.parse("00ff 1\nnot-a-key 3"));
    assertTrue(bad.getMessage().startsWith("line 2"), bad.getMessage());
    assertTrue(assertThrows(IllegalArgumentException.class, () -> OpeningValues.parse("ff 1\nff 2"))
        .getMessage().contains("twice"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> OpeningValues.parse("ff 99"))
        .getMessage().contains("99"));
    assertThrows(IllegalArgumentException.class, () -> OpeningValues.parse("ff"));
  }
}
