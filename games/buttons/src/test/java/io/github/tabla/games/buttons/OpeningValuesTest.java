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
import io.vavr.collection.Seq;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The shipped opening values (QB-1, QB-2): both starts and every position after one and two moves, each
 * start a draw, every value consistent with its children's, a sample solved again; the strongest level answers from
 * them at once, exactly.
 */
class OpeningValuesTest {
  private static final OpeningValues BOOK = OpeningValues.shipped();

  private static int gain(ButtonsPosition p, Move m) {
    return m.destination().exists(p.buttons()::contains) ? 1 : 0;
  }

  @Test
  void qb1_qb2_theTableHoldsBothStartsAndThePositionsAfterOneAndTwoMovesEachStartADraw() {
    // the keys of the positions the table should hold: a position after two moves of one variant may also
    // be one of the other (standard b1-b8 g8-g1 is extra-rook b1xb8 g8xg1), so they are counted once
    Set<Long> expected = new HashSet<>();
    for (ButtonsGame game : new ButtonsGame[] {ButtonsGame.standard(), ButtonsGame.extraRook()}) {
      ButtonsPosition start = game.start();
      assertEquals(0, BOOK.stillToWin(OpeningValuesGenerator.key(start)), game.id() + ": the start is a draw");
      assertEquals(0, bestOfItsMoves(start), game.id());
      expected.add(OpeningValuesGenerator.key(start));
      for (Move m : start.legalMoves()) {
        // every position after one move and after two, each worth the best of its moves'
        ButtonsPosition p = start.playUnchecked(m);
        expected.add(OpeningValuesGenerator.key(p));
        Seq<Long> replies = p.legalMoves().map(r -> OpeningValuesGenerator.key(p.playUnchecked(r)));
        assertTrue(replies.forAll(k -> BOOK.stillToWin(k) != OpeningValues.UNKNOWN), () -> game.id() + " " + m
            + ": every reply is there");
        assertEquals(BOOK.stillToWin(OpeningValuesGenerator.key(p)), bestOfItsMoves(p), () -> game.id() + " " + m);
        replies.forEach(expected::add);
      }
    }
    assertEquals(expected.size(), BOOK.size());
  }

  /** The best of a position's moves (negamax, one ply), each valued from the table. */
  private static int bestOfItsMoves(ButtonsPosition p) {
    int best = Integer.MIN_VALUE;
    for (Move m : p.legalMoves()) {
      int child = BOOK.stillToWin(OpeningValuesGenerator.key(p.playUnchecked(m)));
      assertTrue(child != OpeningValues.UNKNOWN, () -> p + " " + m);
      best = Math.max(best, gain(p, m) - child);
    }
    return best;
  }

  @Test
  void aSampleOfTheTableSolvesAgainToTheSameValues() {
    ButtonsPosition start = ButtonsGame.standard().start();
    // the first, the middle and the last move of the standard start
    for (int i : new int[] {0, start.legalMoves().size() / 2, start.legalMoves().size() - 1}) {
      ButtonsPosition p = start.playUnchecked(start.legalMoves().get(i));
      assertEquals(OpeningValuesGenerator.stillToWin(p), BOOK.stillToWin(OpeningValuesGenerator.key(p)),
          p::toString);
      // and the first and the last reply to it
      for (Move reply : new Move[] {p.legalMoves().head(), p.legalMoves().last()}) {
        ButtonsPosition q = p.playUnchecked(reply);
        assertEquals(OpeningValuesGenerator.stillToWin(q), BOOK.stillToWin(OpeningValuesGenerator.key(q)),
            q::toString);
      }
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
      // after a first move too, where the table holds the positions after the replies
      for (Move m : game.start().legalMoves()) {
        ButtonsPosition p = game.start().playUnchecked(m);
        if (BOOK.stillToWin(OpeningValuesGenerator.key(p.playUnchecked(p.legalMoves().head())))
            == OpeningValues.UNKNOWN) {
          continue;
        }
        SearchResult reply = ButtonsRobot.analyse(p, Budget.ofNodes(10_000), new Cancellation());
        int value = BOOK.stillToWin(OpeningValuesGenerator.key(p));
        assertTrue(reply.exact() && reply.nodes() < 10_000, () -> p + ": " + reply);
        assertEquals(value, gain(p, reply.move()) - BOOK.stillToWin(OpeningValuesGenerator.key(
            p.playUnchecked(reply.move()))), () -> p + ": " + reply);
      }
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
