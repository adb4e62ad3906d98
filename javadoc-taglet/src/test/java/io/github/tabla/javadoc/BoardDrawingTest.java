package io.github.tabla.javadoc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Square;
import io.github.tabla.core.SquareSet;
import io.github.tabla.testgames.MiniDiamonds;
import io.github.tabla.testgames.MiniPosition;
import io.github.tabla.diagram.Highlights;
import io.github.tabla.notation.Notation;
import org.junit.jupiter.api.Test;

/**
 * Checking a tag with the rules engine of its game. The game here is core's test game MiniDiamonds
 * (id {@code mini-diamonds}), registered as a service in this module's test resources; the real games
 * are checked in tabla-apidocs.
 */
class BoardDrawingTest {
  private static final MiniDiamonds GAME = new MiniDiamonds();
  private static final Notation<MiniPosition> NOTATION = Notation.forGame(GAME);
  private static final String START = NOTATION.writePosition(GAME.start());

  private static BoardDrawing drawing(String text) {
    return BoardTag.parse(text).flatMap(BoardDrawing::of).getOrElseGet(p -> {
      throw new AssertionError(p);
    });
  }

  private static String problem(String text) {
    return BoardTag.parse(text).flatMap(BoardDrawing::of).swap().getOrElseThrow(() -> new AssertionError(text));
  }

  @Test
  void theStartWordAndTheStartTextDrawTheSameBoard() {
    assertEquals(drawing("mini-diamonds " + START).diagram(), drawing("mini-diamonds start").diagram());
    assertEquals(START, drawing("mini-diamonds start").caption());
  }

  @Test
  void aLegalMoveMarksItsOriginAndPath_andIsPartOfTheCaption() {
    String move = NOTATION.writeMove(GAME.start().legalMoves().head());
    BoardDrawing d = drawing("mini-diamonds start [move=" + move + "]");
    assertEquals(Highlights.ofMove(GAME.start().legalMoves().head()), d.diagram().highlights());
    assertEquals(START + "  " + move, d.caption());
    assertTrue(d.html().contains("<svg"), d.html());
  }

  @Test
  void squareHighlightsAreNamedTheGamesWay() {
    BoardDrawing d = drawing("mini-diamonds start [origin=a1 dest=a2,b2 captured=c3 last=b1-a1 flip]");
    Highlights h = d.diagram().highlights();
    assertEquals(Square.A1, h.origin().get());
    assertEquals(SquareSet.of(Square.A2, Square.B2), h.destinations());
    assertEquals(SquareSet.of(Square.C3), h.captured());
    assertTrue(d.diagram().options().flipped());
  }

  @Test
  void anUnknownGameIsNamed_withTheGamesThatExist() {
    assertEquals("unknown game 'chess'; the games found are: mini-diamonds", problem("chess start"));
  }

  @Test
  void aPositionTheGameRejectsFailsWithTheGamesReason() {
    String p = problem("mini-diamonds 8/8/8/8/8/8/8/8 w 0 0 0 0");
    assertTrue(p.startsWith("the position \"8/8/8/8/8/8/8/8 w 0 0 0 0\" is not valid for mini-diamonds: "), p);
    assertTrue(p.toLowerCase(java.util.Locale.ROOT).contains("king"), p);
  }

  @Test
  void anUnreadablePositionFailsWithWhereReadingStopped() {
    String p = problem("mini-diamonds 8/8/x w");
    assertTrue(p.startsWith("the position \"8/8/x w\" is not valid for mini-diamonds: "), p);
  }

  @Test
  void anIllegalMoveFails() {
    String p = problem("mini-diamonds start [move=Ka1-h8]");
    assertTrue(p.startsWith("the move \"Ka1-h8\" cannot be played in " + START + ": "), p);
  }

  @Test
  void aSquareTheGameDoesNotHaveFails() {
    assertEquals("\"z9\" is not a square of mini-diamonds (squares are named a1..h8)",
        problem("mini-diamonds start [dest=a2,z9]"));
    assertEquals("origin= takes one square, found \"a1,a2\"", problem("mini-diamonds start [origin=a1,a2]"));
    assertEquals("last= takes two squares FROM-TO, found \"a1\"", problem("mini-diamonds start [last=a1]"));
  }
}
