package io.github.tabla.diagram;

import static io.github.tabla.diagram.Fixtures.black;
import static io.github.tabla.diagram.Fixtures.sq;
import static io.github.tabla.diagram.Fixtures.white;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Move;
import io.github.tabla.core.Role;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Side;
import io.github.tabla.core.BoardShape;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.core.SquareSet;
import io.vavr.collection.Array;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

class DiagramSvgTest {
  private static final DiagramOptions PLAIN = DiagramOptions.defaults().withCoordinates(false);

  private static Diagram chess(Setup setup) {
    return Diagram.of(Fixtures.CHESS, ItemShape.DOT, setup);
  }

  private static Diagram draughts(Setup setup) {
    return Diagram.of(Fixtures.DRAUGHTS, ItemShape.DOT, setup);
  }

  @Test
  void theSvgIsAWellFormedStandaloneDocument() {
    Svg svg = Svg.parse(chess(Fixtures.armies()).toSvg());
    Element root = svg.root();
    assertEquals("svg", root.getLocalName());
    assertEquals(Svg.NS, root.getNamespaceURI());
    assertEquals("img", root.getAttribute("role"));
    assertEquals("0 0 432 432", root.getAttribute("viewBox"));
    assertEquals("432", root.getAttribute("width"));
    assertEquals("432", root.getAttribute("height"));
    assertEquals("White to move", svg.title());
    // nothing that needs anything outside the document, nothing that runs
    for (String banned : List.of("script", "style", "href", "id", "foreignObject", "image", "use")) {
      assertFalse(svg.hasAnything(banned), banned);
    }
  }

  @Test
  void theTitleSaysWhoseTurnItIs() {
    assertEquals("Black to move", Svg.parse(chess(Setup.empty(Side.BLACK)).toSvg()).title());
  }

  @Test
  void theWordsAreInTheDiagramsLanguage() {
    Diagram white = chess(Fixtures.armies());
    assertEquals("Mută Albul", Svg.parse(white.withLocale(io.github.tabla.core.Messages.ROMANIAN).toSvg()).title());
    assertEquals("תור הלבן", Svg.parse(white.withLocale(io.github.tabla.core.Messages.HEBREW).toSvg()).title());
    assertEquals("Muove il Nero", Svg.parse(chess(Setup.empty(Side.BLACK)).withLocale(java.util.Locale.ITALIAN)
        .toSvg()).title());
    assertTrue(white.withLocale(io.github.tabla.core.Messages.ROMANIAN).toText().endsWith("Mută Albul\n"));
    // another language gives English
    assertEquals("White to move", Svg.parse(white.withLocale(java.util.Locale.JAPANESE).toSvg()).title());
  }

  @Test
  void thereAre64SquaresWithChessColouringA1Dark() {
    Svg svg = Svg.parse(chess(Setup.empty(Side.WHITE)).toSvg());
    assertEquals(64, svg.withClass("square").size());
    assertEquals(32, svg.withClass("square", "dark").size());
    assertEquals("dark", classOf(svg, "a1"));
    assertEquals("light", classOf(svg, "h1"));
    assertEquals("light", classOf(svg, "a8"));
    assertEquals("dark", classOf(svg, "h8"));
    Palette p = Palette.classic();
    assertEquals(p.darkSquare(), svg.on("a1", "square").getAttribute("fill"));
    assertEquals(p.lightSquare(), svg.on("b1", "square").getAttribute("fill"));
  }

  @Test
  void theDraughtsBoardsDarkSquaresAreExactlyTheNumberedOnesWithH1Dark() {
    // ID-1: the double corner h1 is dark; ID-2: the 32 dark squares carry the numbers
    Svg svg = Svg.parse(draughts(Setup.empty(Side.WHITE)).toSvg());
    assertEquals(64, svg.withClass("square").size());
    Set<String> dark = new TreeSet<>(svg.squaresOf("square", "dark"));
    Set<String> numbered = new TreeSet<>();
    for (Square s : BoardShape.EIGHT_BY_EIGHT.squares()) {
      if (SquareNaming.draughtsNumber(s).isDefined()) {
        numbered.add(s.text());
      }
    }
    assertEquals(32, numbered.size());
    assertEquals(numbered, dark);
    assertEquals("dark", classOf(svg, "h1"));
    assertEquals("light", classOf(svg, "a1"));
  }

  @Test
  void draughtsCoordinatesAreTheNumbersInTheDarkSquaresWithoutABand() {
    Svg svg = Svg.parse(draughts(Setup.empty(Side.WHITE)).toSvg());
    assertEquals("384", svg.root().getAttribute("width"));
    List<Element> numbers = svg.withClass("number");
    assertEquals(32, numbers.size());
    assertEquals("1", svg.on("a8", "number").getTextContent());
    assertEquals("30", svg.on("d1", "number").getTextContent());
    assertEquals("32", svg.on("h1", "number").getTextContent());
    // each number sits in its own square's top left corner
    for (Element n : numbers) {
      double[] r = svg.squareRect(n.getAttribute("data-square"));
      assertInside(r, Svg.num(n, "x"), Svg.num(n, "y"));
      assertTrue(Svg.num(n, "x") < r[0] + r[2] / 2, "left half");
      assertTrue(Svg.num(n, "y") < r[1] + r[2] / 2, "top half");
    }
    assertTrue(svg.withClass("coordinate").isEmpty());
    Svg off = Svg.parse(draughts(Setup.empty(Side.WHITE)).withOptions(PLAIN).toSvg());
    assertTrue(off.withClass("number").isEmpty());
  }

  @Test
  void chessCoordinatesSitInABandOfHalfASquareAroundTheBoard() {
    Svg svg = Svg.parse(chess(Setup.empty(Side.WHITE)).toSvg());
    assertArrayEquals(new double[] {24, 24 + 7 * 48, 48}, svg.squareRect("a1"));
    List<String> labels = new ArrayList<>();
    for (Element e : svg.withClass("coordinate")) {
      labels.add(e.getTextContent());
    }
    assertEquals(32, labels.size());
    for (String c : List.of("a", "b", "c", "d", "e", "f", "g", "h", "1", "2", "3", "4", "5", "6", "7", "8")) {
      assertEquals(2, labels.stream().filter(c::equals).count(), c);
    }
    // file a is labelled under the a-file, rank 1 beside the first rank
    Element a = svg.withClass("coordinate").stream().filter(e -> e.getTextContent().equals("a")).findFirst().get();
    assertEquals(24 + 24, Svg.num(a, "x"));
    Element one = svg.withClass("coordinate").stream().filter(e -> e.getTextContent().equals("1")).findFirst().get();
    assertEquals(24 + 7 * 48 + 24, Svg.num(one, "y"));

    Svg plain = Svg.parse(chess(Setup.empty(Side.WHITE)).withOptions(PLAIN).toSvg());
    assertEquals("384", plain.root().getAttribute("width"));
    assertTrue(plain.withClass("coordinate").isEmpty());
    assertArrayEquals(new double[] {0, 7 * 48, 48}, plain.squareRect("a1"));
  }

  @Test
  void aPieceIsDrawnInsideItsSquare() {
    Setup s = Setup.empty(Side.WHITE).withPiece(Square.E1, white(Role.KING)).withPiece(Square.B7, black(Role.KNIGHT));
    Svg svg = Svg.parse(chess(s).toSvg());
    Element king = svg.on("e1", "piece");
    assertEquals("piece white king", king.getAttribute("class"));
    double[] at = Svg.translation(king);
    double[] e1 = svg.squareRect("e1");
    assertEquals(e1[0], at[0]);
    assertEquals(e1[1], at[1]);
    assertTrue(king.getAttribute("transform").endsWith("scale(0.48)"), king.getAttribute("transform"));
    assertEquals("piece black knight", svg.on("b7", "piece").getAttribute("class"));
    assertEquals(Palette.classic().blackPiece(), svg.on("b7", "piece").getAttribute("fill"));
    assertEquals(2, svg.withClass("piece").size());
  }

  @Test
  void aFlippedBoardPutsE1AtTheMirroredPlace() {
    Setup s = Setup.empty(Side.WHITE).withPiece(Square.E1, white(Role.KING));
    Svg normal = Svg.parse(chess(s).withOptions(PLAIN).toSvg());
    Svg flipped = Svg.parse(chess(s).withOptions(PLAIN.withFlipped(true)).toSvg());
    // e1 is the 5th column of the bottom row normally; turned by 180°, the 4th column of the top row
    assertArrayEquals(new double[] {4 * 48, 7 * 48}, Svg.translation(normal.on("e1", "piece")));
    assertArrayEquals(new double[] {3 * 48, 0}, Svg.translation(flipped.on("e1", "piece")));
    assertArrayEquals(new double[] {0, 0, 48}, flipped.squareRect("h1"));
    assertArrayEquals(new double[] {0, 7 * 48, 48}, flipped.squareRect("h8"));
    assertArrayEquals(new double[] {7 * 48, 0, 48}, flipped.squareRect("a1"));
  }

  @Test
  void flippedCoordinatesFollowTheBoard() {
    Svg svg = Svg.parse(chess(Setup.empty(Side.WHITE)).withOptions(DiagramOptions.defaults().withFlipped(true)).toSvg());
    Element h = svg.withClass("coordinate").stream().filter(e -> e.getTextContent().equals("h")).findFirst().get();
    assertEquals(24 + 24, Svg.num(h, "x"), "file h labels the leftmost column");
    Element one = svg.withClass("coordinate").stream().filter(e -> e.getTextContent().equals("1")).findFirst().get();
    assertEquals(24 + 24, Svg.num(one, "y"), "rank 1 labels the top row");
  }

  @Test
  void draughtsPiecesAreMenAndKingsButAKingIsAChessKingOnAChessBoard() {
    Svg svg = Svg.parse(draughts(Fixtures.draughtsCapture()).toSvg());
    assertEquals("piece white man", svg.on("d1", "piece").getAttribute("class"));
    assertEquals("piece white king", svg.on("h1", "piece").getAttribute("class"));
    assertEquals("piece black king", svg.on("a8", "piece").getAttribute("class"));
    String draughtsKing = elementText(svg.on("h1", "piece"));
    Setup chessKing = Setup.empty(Side.WHITE).withPiece(Square.H1, white(Role.KING));
    String chessKingText = elementText(Svg.parse(chess(chessKing).toSvg()).on("h1", "piece"));
    assertNotEquals(chessKingText, draughtsKing, "a draughts king is not drawn as a chess king");
    assertTrue(draughtsKing.contains("circle"), "a draughts king is a disc");
  }

  @Test
  void highlightsMarkExactlyTheGivenSquares() {
    Setup s = Setup.empty(Side.WHITE).withPiece(Square.E1, white(Role.KING)).withPiece(Square.D2, black(Role.PAWN));
    Highlights h = Highlights.none()
        .withOrigin(Square.E1)
        .withDestinations(SquareSet.of(Square.D1, Square.D2, Square.F2))
        .withCaptured(SquareSet.of(Square.D2))
        .withLastMove(Square.E2, Square.D2);
    Svg svg = Svg.parse(chess(s).withHighlights(h).toSvg());
    assertEquals(List.of("e1"), svg.squaresOf("origin"));
    assertEquals(Set.of("d1", "d2", "f2"), new TreeSet<>(svg.squaresOf("destination")));
    assertEquals(List.of("d2"), svg.squaresOf("destination", "occupied"), "a ring where a piece stands");
    assertEquals("none", svg.on("d2", "destination").getAttribute("fill"));
    assertEquals(Palette.classic().destination(), svg.on("d1", "destination").getAttribute("fill"));
    assertEquals(List.of("d2"), svg.squaresOf("captured"));
    assertEquals(List.of("e2", "d2"), svg.squaresOf("last-move"));
    assertEquals("0.5", svg.on("e2", "last-move").getAttribute("fill-opacity"));
    assertTrue(svg.withClass("path").isEmpty());

    Svg none = Svg.parse(chess(s).toSvg());
    for (String marker : List.of("origin", "destination", "captured", "last-move", "path")) {
      assertTrue(none.withClass(marker).isEmpty(), marker);
    }
  }

  @Test
  void aMarkerIsDrawnInsideItsSquareAndOverThePieces() {
    Setup s = Setup.empty(Side.WHITE).withPiece(Square.C6, black(Role.MAN));
    Highlights h = Highlights.none().withCaptured(SquareSet.of(Square.C6)).withDestinations(SquareSet.of(Square.G3));
    Svg svg = Svg.parse(draughts(s).withHighlights(h).withOptions(PLAIN.withFlipped(true)).toSvg());
    Element dot = svg.on("g3", "destination");
    assertInside(svg.squareRect("g3"), Svg.num(dot, "cx"), Svg.num(dot, "cy"));
    String text = draughts(s).withHighlights(h).toSvg();
    assertTrue(text.indexOf("class=\"captured\"") > text.indexOf("class=\"piece "), "the cross is over the piece");
  }

  @Test
  void ofMoveOfADraughtsCaptureGivesOriginPathAndCaptured() {
    // 30x21x14x5: d1 over c2 (26), c4 (18) and c6 (10) to b7
    Move capture = new Move.PieceMove(Side.WHITE, Role.MAN, Array.of(sq(30), sq(21), sq(14), sq(5)),
        Array.of(sq(26), sq(18), sq(10)), Option.none());
    Highlights h = Highlights.ofMove(capture);
    assertEquals(Option.some(Square.D1), h.origin());
    assertEquals(Array.of(Square.D1, Square.B3, Square.D5, Square.B7), h.path());
    assertEquals(SquareSet.of(Square.C2, Square.C4, Square.C6), h.captured());
    assertTrue(h.destinations().isEmpty());
    assertEquals(Option.none(), h.lastFrom());

    Svg svg = Svg.parse(draughts(Fixtures.draughtsCapture()).withHighlights(h).toSvg());
    assertEquals(List.of("d1"), svg.squaresOf("origin"));
    assertEquals(Set.of("c2", "c4", "c6"), new TreeSet<>(svg.squaresOf("captured")));
    Element path = svg.withClass("path").get(0);
    assertEquals("d1 b3 d5 b7", path.getAttribute("data-path"));
    // the line runs through the square centres in order, and the arrowhead's tip is b7's centre
    String[] points = ((Element) path.getElementsByTagNameNS(Svg.NS, "polyline").item(0)).getAttribute("points")
        .split(" ");
    assertEquals(4, points.length);
    assertEquals("168,360", points[0]);
    assertEquals("72,264", points[1]);
    assertEquals("168,168", points[2]);
    String tip = ((Element) path.getElementsByTagNameNS(Svg.NS, "polygon").item(0)).getAttribute("points")
        .split(" ")[0];
    assertEquals("72,72", tip);
  }

  @Test
  void ofMoveOfAPassIsNothingAndOfAStepIsOriginAndPath() {
    assertEquals(Highlights.none(), Highlights.ofMove(Move.Pass.of(Side.BLACK)));
    Highlights step = Highlights.ofMove(Move.PieceMove.step(Side.WHITE, Role.KING, Square.E1, Square.E2));
    assertEquals(Option.some(Square.E1), step.origin());
    assertEquals(Array.of(Square.E1, Square.E2), step.path());
    assertTrue(step.captured().isEmpty());
    Highlights take = Highlights.ofMove(Move.PieceMove.capture(Side.WHITE, Role.KNIGHT, Square.E8, Square.C7));
    assertEquals(SquareSet.of(Square.C7), take.captured());
  }

  @Test
  void itemsAreDrawnInTheirShape() {
    Setup s = Fixtures.diamondsStart();
    Svg diamonds = Svg.parse(Diagram.of(Fixtures.CHESS, ItemShape.DIAMOND, s).toSvg());
    assertEquals(16, diamonds.withClass("item", "diamond").size());
    assertArrayEquals(new double[] {24 + 2 * 48, 24 + 5 * 48}, Svg.translation(diamonds.on("c3", "item")));
    Svg buttons = Svg.parse(Diagram.of(Fixtures.CHESS, ItemShape.BUTTON, s).toSvg());
    assertEquals(16, buttons.withClass("item", "button").size());
    assertEquals(4 + 2, buttons.on("d4", "item").getElementsByTagNameNS(Svg.NS, "circle").getLength(),
        "a button has a rim, a ring and four holes");
    Svg dots = Svg.parse(Diagram.of(Fixtures.CHESS, ItemShape.DOT, s).toSvg());
    assertEquals(16, dots.withClass("item", "dot").size());
  }

  @Test
  void paletteColoursAreUsed() {
    Palette hc = Palette.highContrast();
    Setup s = Fixtures.diamondsStart();
    String text = Diagram.of(Fixtures.CHESS, ItemShape.DIAMOND, s)
        .withOptions(DiagramOptions.defaults().withPalette(hc)).toSvg();
    Svg svg = Svg.parse(text);
    assertEquals(hc.darkSquare(), svg.on("a1", "square").getAttribute("fill"));
    assertEquals(hc.border(), svg.withClass("border").get(0).getAttribute("fill"));
    assertTrue(text.contains(hc.item()));
    assertFalse(text.contains(Palette.classic().lightSquare()));
  }

  @Test
  void theSizeFollowsTheSquareSize() {
    for (int size : new int[] {12, 24, 48, 100, 256}) {
      Svg svg = Svg.parse(chess(Fixtures.armies()).withOptions(PLAIN.withSquareSize(size)).toSvg());
      assertEquals(String.valueOf(8 * size), svg.root().getAttribute("width"));
      assertArrayEquals(new double[] {7 * size, 7 * size, size}, svg.squareRect("h1"));
    }
    Svg small = Svg.parse(chess(Fixtures.armies()).withOptions(DiagramOptions.defaults().withSquareSize(12)).toSvg());
    assertEquals(String.valueOf(8 * 12 + 2 * 10), small.root().getAttribute("width"), "the band is at least 10 px");
  }

  @Test
  void theSameDiagramGivesTheSameBytes() {
    Highlights h = Highlights.none().withOrigin(Square.D1).withPath(Array.of(Square.D1, Square.B3, Square.D5))
        .withLastMove(Square.A3, Square.B4).withDestinations(SquareSet.of(Square.F3));
    Diagram d = draughts(Fixtures.draughtsCapture()).withHighlights(h);
    Diagram again = draughts(Fixtures.draughtsCapture()).withHighlights(h);
    assertEquals(d, again);
    assertEquals(d.toSvg(), again.toSvg());
    assertEquals(d.toSvg(), d.toSvg());
    assertEquals(d.toText(), again.toText());
  }

  @Test
  void twoPiecesOnOneSquareDrawTheFirst_asSetupPieceAtAnswers_andOddSetupsDrawWithoutFailing() {
    Setup twice = Setup.empty(Side.WHITE).withPiece(Square.E4, white(Role.KING)).withPiece(Square.E4, black(Role.QUEEN));
    Svg svg = Svg.parse(chess(twice).toSvg());
    assertEquals("piece white king", svg.on("e4", "piece").getAttribute("class"));
    assertEquals(white(Role.KING), twice.pieceAt(Square.E4).get());

    // a draughts man on a chess board, a rook on a light draughts square, an item under a piece,
    // a path that stays put, a one-square path, a last move to the same square
    Setup odd = Setup.empty(Side.BLACK).withPiece(Square.A1, white(Role.ROOK)).withPiece(Square.B2, black(Role.MAN))
        .withItems(SquareSet.of(Square.A1, Square.H8));
    Highlights strange = Highlights.none().withPath(Array.of(Square.C3, Square.C3)).withLastMove(Square.H8, Square.H8)
        .withDestinations(SquareSet.of(Square.A1, Square.H8)).withOrigin(Square.A1).withCaptured(SquareSet.of(Square.A1));
    for (Diagram d : List.of(chess(odd), draughts(odd), Diagram.of(Fixtures.CHESS, ItemShape.BUTTON, odd))) {
      Svg parsed = Svg.parse(d.withHighlights(strange).toSvg());
      assertTrue(parsed.withClass("path").isEmpty(), "a path of one square draws no line");
      assertEquals(List.of("h8"), parsed.squaresOf("last-move"));
      assertEquals(2, parsed.withClass("destination", "occupied").size(), "a piece and an item make a ring");
      assertFalse(d.withHighlights(strange).toText().isEmpty());
      Svg single = Svg.parse(d.withHighlights(Highlights.none().withPath(Array.of(Square.C3))).toSvg());
      assertTrue(single.withClass("path").isEmpty());
    }
    assertEquals("piece black man", Svg.parse(chess(odd).toSvg()).on("b2", "piece").getAttribute("class"));
  }

  private static String classOf(Svg svg, String square) {
    return svg.on(square, "square").getAttribute("class").replace("square ", "");
  }

  private static String elementText(Element e) {
    StringBuilder out = new StringBuilder();
    for (org.w3c.dom.Node c = e.getFirstChild(); c != null; c = c.getNextSibling()) {
      if (c instanceof Element) {
        Element k = (Element) c;
        out.append(k.getLocalName()).append(k.getAttribute("d")).append(k.getAttribute("r")).append(';');
      }
    }
    return out.toString();
  }

  private static void assertInside(double[] rect, double x, double y) {
    assertTrue(x >= rect[0] && x <= rect[0] + rect[2] && y >= rect[1] && y <= rect[1] + rect[2],
        x + "," + y + " is not inside " + java.util.Arrays.toString(rect));
  }
}
