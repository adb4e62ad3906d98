package io.github.tabla.diagram;

import static io.github.tabla.diagram.Fixtures.black;
import static io.github.tabla.diagram.Fixtures.sq;
import static io.github.tabla.diagram.Fixtures.white;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.tabla.core.Move;
import io.github.tabla.core.Role;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareSet;
import io.vavr.collection.Array;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

class DiagramTextTest {
  /** White's king on e1 may take the pawn on f2; a diamond on d4; Black's rook has just come to a8. */
  private static Diagram kingTakes() {
    Setup s = Setup.empty(Side.WHITE)
        .withPiece(Square.E1, white(Role.KING))
        .withPiece(Square.A8, black(Role.ROOK))
        .withPiece(Square.F2, black(Role.PAWN))
        .withItems(SquareSet.of(Square.D4));
    Highlights h = Highlights.none()
        .withOrigin(Square.E1)
        .withDestinations(SquareSet.of(Square.D1, Square.D2, Square.E2, Square.F2))
        .withCaptured(SquareSet.of(Square.F2))
        .withLastMove(Square.A7, Square.A8);
    return Diagram.of(Fixtures.CHESS, ItemShape.DIAMOND, s).withHighlights(h);
  }

  @Test
  void aSmallChessBoardWithEveryMarker() {
    assertEquals("""
        8 <♜> ·  ·  ·  ·  ·  ·  ·
        7 <·> ·  ·  ·  ·  ·  ·  ·
        6  ·  ·  ·  ·  ·  ·  ·  ·
        5  ·  ·  ·  ·  ·  ·  ·  ·
        4  ·  ·  ·  ◆  ·  ·  ·  ·
        3  ·  ·  ·  ·  ·  ·  ·  ·
        2  ·  ·  · (·)(·){♟} ·  ·
        1  ·  ·  · (·)[♔] ·  ·  ·
           a  b  c  d  e  f  g  h
        White to move
        """, kingTakes().toText());
  }

  @Test
  void theFlippedBoardHasRank1OnTopAndFileHOnTheLeft() {
    assertEquals("""
        1  ·  ·  · [♔](·) ·  ·  ·
        2  ·  · {♟}(·)(·) ·  ·  ·
        3  ·  ·  ·  ·  ·  ·  ·  ·
        4  ·  ·  ·  ·  ◆  ·  ·  ·
        5  ·  ·  ·  ·  ·  ·  ·  ·
        6  ·  ·  ·  ·  ·  ·  ·  ·
        7  ·  ·  ·  ·  ·  ·  · <·>
        8  ·  ·  ·  ·  ·  ·  · <♜>
           h  g  f  e  d  c  b  a
        White to move
        """, kingTakes().withOptions(DiagramOptions.defaults().withFlipped(true)).toText());
  }

  @Test
  void withoutCoordinatesOnlyTheSquaresRemain() {
    Setup s = Setup.empty(Side.BLACK).withPiece(Square.B8, black(Role.KNIGHT)).withPiece(Square.G1, white(Role.QUEEN))
        .withPiece(Square.C8, black(Role.BISHOP)).withPiece(Square.H2, white(Role.PAWN));
    assertEquals("""
         ·  ♞  ♝  ·  ·  ·  ·  ·
         ·  ·  ·  ·  ·  ·  ·  ·
         ·  ·  ·  ·  ·  ·  ·  ·
         ·  ·  ·  ·  ·  ·  ·  ·
         ·  ·  ·  ·  ·  ·  ·  ·
         ·  ·  ·  ·  ·  ·  ·  ·
         ·  ·  ·  ·  ·  ·  ·  ♙
         ·  ·  ·  ·  ·  ·  ♕  ·
        Black to move
        """, Diagram.of(Fixtures.CHESS, ItemShape.DOT, s)
        .withOptions(DiagramOptions.defaults().withCoordinates(false)).toText());
  }

  @Test
  void theFullArmiesInText() {
    assertEquals("""
        8  ♜  ♞  ♝  ♛  ♚  ♝  ♞  ♜
        7  ♟  ♟  ♟  ♟  ♟  ♟  ♟  ♟
        6  ·  ·  ·  ·  ·  ·  ·  ·
        5  ·  ·  ·  ·  ·  ·  ·  ·
        4  ·  ·  ·  ·  ·  ·  ·  ·
        3  ·  ·  ·  ·  ·  ·  ·  ·
        2  ♙  ♙  ♙  ♙  ♙  ♙  ♙  ♙
        1  ♖  ♘  ♗  ♕  ♔  ♗  ♘  ♖
           a  b  c  d  e  f  g  h
        White to move
        """, Diagram.of(Fixtures.CHESS, ItemShape.DOT, Fixtures.armies()).toText());
  }

  @Test
  void aDraughtsCaptureMarksOriginLandingsAndCaptures_leavesTheLightSquaresBlank_andShowsNoCoordinates() {
    Move capture = new Move.PieceMove(Side.WHITE, Role.MAN, Array.of(sq(30), sq(21), sq(14), sq(5)),
        Array.of(sq(26), sq(18), sq(10)), Option.none());
    assertEquals("""
         ⛃     ·     ·     ·
           (·)    ·     ·     ·
         ·    {⛂}    ·     ⛂
            ·    (·)    ·     ·
         ·    {⛂}    ·     ·
           (·)    ·     ·     ·
         ·    {⛂}    ·     ·
            ·    [⛀]    ·     ⛁
        White to move
        """, Diagram.of(Fixtures.DRAUGHTS, ItemShape.DOT, Fixtures.draughtsCapture())
        .withHighlights(Highlights.ofMove(capture)).toText());
  }

  @Test
  void buttonsAndDotsInText() {
    Setup s = Setup.empty(Side.WHITE).withItems(SquareSet.of(Square.A1, Square.B1)).withPiece(Square.B1, white(Role.ROOK));
    DiagramOptions plain = DiagramOptions.defaults().withCoordinates(false);
    String buttons = Diagram.of(Fixtures.CHESS, ItemShape.BUTTON, s).withOptions(plain).toText();
    assertEquals(" ◉  ♖  ·  ·  ·  ·  ·  ·", buttons.split("\n")[7], "a piece hides the item under it");
    String dots = Diagram.of(Fixtures.CHESS, ItemShape.DOT, s).withOptions(plain).toText();
    assertEquals(" •  ♖  ·  ·  ·  ·  ·  ·", dots.split("\n")[7]);
  }

  @Test
  void theMarkerPriorityIsOriginCapturedDestinationLastMove() {
    Setup s = Setup.empty(Side.WHITE);
    SquareSet all = SquareSet.of(Square.A1, Square.B1, Square.C1, Square.D1);
    Highlights h = Highlights.none().withOrigin(Square.A1).withCaptured(all.without(Square.A1))
        .withDestinations(all.without(Square.A1).without(Square.B1)).withLastMove(Square.D1, Square.C1);
    String text = Diagram.of(Fixtures.CHESS, ItemShape.DOT, s).withHighlights(h)
        .withOptions(DiagramOptions.defaults().withCoordinates(false)).toText();
    assertEquals("[·]{·}{·}{·} ·  ·  ·  ·", text.split("\n")[7]);
    Highlights lower = Highlights.none().withDestinations(SquareSet.of(Square.C1)).withLastMove(Square.D1, Square.C1);
    String text2 = Diagram.of(Fixtures.CHESS, ItemShape.DOT, s).withHighlights(lower)
        .withOptions(DiagramOptions.defaults().withCoordinates(false)).toText();
    assertEquals(" ·  · (·)<·> ·  ·  ·  ·", text2.split("\n")[7]);
  }
}
