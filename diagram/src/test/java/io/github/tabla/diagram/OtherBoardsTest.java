package io.github.tabla.diagram;

import static io.github.tabla.diagram.Fixtures.black;
import static io.github.tabla.diagram.Fixtures.international;
import static io.github.tabla.diagram.Fixtures.ten;
import static io.github.tabla.diagram.Fixtures.white;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.BoardShape;
import io.github.tabla.core.NotationSpec;
import io.github.tabla.core.Role;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Side;
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

/** Boards other than the 8 &times; 8 one, and numberings other than the Italian one: the board is the naming's. */
class OtherBoardsTest {
  private static final DiagramOptions PLAIN = DiagramOptions.defaults().withCoordinates(false);

  private static Diagram internationalDiagram(Setup setup) {
    return Diagram.of(Fixtures.INTERNATIONAL, ItemShape.DOT, setup);
  }

  private static NotationSpec spec(SquareNaming naming) {
    return new NotationSpec(naming, false, Option.none(), Array.empty());
  }

  // --- International draughts, 10 × 10 numbered 1..50 ---

  @Test
  void theInternationalStartInTextIsTenRowsOfTenCellsWithTheMenOnTheirNumbers() {
    String text = internationalDiagram(Fixtures.internationalStart()).toText();
    String[] lines = text.split("\n", -1);
    assertEquals(12, lines.length, "ten rows, the turn, and the empty string after the last line break");
    assertEquals("White to move", lines[10]);
    assertEquals("", lines[11]);
    for (int row = 0; row < 10; row++) {
      assertTrue(lines[row].length() <= 30, "ten cells of three characters, no coordinates: " + lines[row]);
    }
    // every square's cell: the man on the numbers 1..20 (Black) and 31..50 (White), a dot on the empty
    // playing squares, a blank on the light squares nobody plays on
    BoardShape board = BoardShape.of(10, 10);
    for (Square square : board.squares()) {
      String line = String.format("%-30s", lines[9 - square.rank()]);
      char cell = line.charAt(3 * square.file() + 1);
      Option<Integer> number = Fixtures.INTERNATIONAL_NAMING.name(square).map(Integer::parseInt);
      char expected = number.isEmpty() ? ' ' : number.get() <= 20 ? '⛂' : number.get() > 30 ? '⛀' : '·';
      assertEquals(expected, cell, square + " (" + number.getOrElse(0) + ")");
    }
    assertEquals("""
            ⛂     ⛂     ⛂     ⛂     ⛂
         ⛂     ⛂     ⛂     ⛂     ⛂
            ⛂     ⛂     ⛂     ⛂     ⛂
         ⛂     ⛂     ⛂     ⛂     ⛂
            ·     ·     ·     ·     ·
         ·     ·     ·     ·     ·
            ⛀     ⛀     ⛀     ⛀     ⛀
         ⛀     ⛀     ⛀     ⛀     ⛀
            ⛀     ⛀     ⛀     ⛀     ⛀
         ⛀     ⛀     ⛀     ⛀     ⛀
        White to move
        """, text);
  }

  @Test
  void theInternationalBoardHasFiftyDarkSquaresNumbered1To50FromB10ToI1() {
    Svg svg = Svg.parse(internationalDiagram(Fixtures.internationalStart()).toSvg());
    assertEquals("480", svg.root().getAttribute("width"), "ten squares of 48 px, no coordinate band");
    assertEquals("0 0 480 480", svg.root().getAttribute("viewBox"));
    assertEquals(100, svg.withClass("square").size());
    assertTrue(svg.withClass("coordinate").isEmpty());
    // the dark squares are exactly the named ones, a1 among them
    Set<String> named = new TreeSet<>();
    for (Square s : BoardShape.of(10, 10).squares()) {
      if (Fixtures.INTERNATIONAL_NAMING.names(s)) {
        named.add(s.text());
      }
    }
    assertEquals(50, named.size());
    assertEquals(named, new TreeSet<>(svg.squaresOf("square", "dark")));
    assertEquals("square dark", svg.on("a1", "square").getAttribute("class"));
    assertEquals("square light", svg.on("j1", "square").getAttribute("class"));
    // fifty numbers, drawn in number order, each on its own square
    List<Element> numbers = svg.withClass("number");
    assertEquals(50, numbers.size());
    for (int n = 1; n <= 50; n++) {
      Element e = numbers.get(n - 1);
      assertEquals(String.valueOf(n), e.getTextContent());
      assertEquals(international(n).text(), e.getAttribute("data-square"));
      double[] r = svg.squareRect(e.getAttribute("data-square"));
      assertTrue(Svg.num(e, "x") > r[0] && Svg.num(e, "x") < r[0] + r[2] / 2, n + " in its square's left half");
      assertTrue(Svg.num(e, "y") > r[1] && Svg.num(e, "y") < r[1] + r[2] / 2, n + " in its square's top half");
    }
    // 1 is b10, second square of the top row; 5 is j10, the top right; 46 is a1, the bottom left; 50 is i1
    assertEquals("b10", svg.withClass("number").get(0).getAttribute("data-square"));
    assertArrayEquals(new double[] {48, 0, 48}, svg.squareRect("b10"));
    assertArrayEquals(new double[] {9 * 48, 0, 48}, svg.squareRect("j10"));
    assertArrayEquals(new double[] {0, 9 * 48, 48}, svg.squareRect("a1"));
    assertArrayEquals(new double[] {8 * 48, 9 * 48, 48}, svg.squareRect("i1"));
    assertEquals("46", svg.on("a1", "number").getTextContent());
    assertEquals("5", svg.on("j10", "number").getTextContent());
    assertEquals("50", svg.on("i1", "number").getTextContent());
  }

  // --- Canadian draughts, 12 × 12 numbered 1..72 ---

  @Test
  void theCanadianStartIsTwelveRowsWithSeventyTwoNumberedSquaresAndSixtyMen() {
    Diagram d = Diagram.of(Fixtures.CANADIAN, ItemShape.DOT, Fixtures.canadianStart());
    String[] lines = d.toText().split("\n", -1);
    assertEquals(14, lines.length, "twelve rows, the turn, and the empty string after the last line break");
    BoardShape board = BoardShape.of(12, 12);
    for (Square square : board.squares()) {
      String line = String.format("%-36s", lines[11 - square.rank()]);
      char cell = line.charAt(3 * square.file() + 1);
      Option<Integer> number = Fixtures.CANADIAN_NAMING.name(square).map(Integer::parseInt);
      char expected = number.isEmpty() ? ' ' : number.get() <= 30 ? '⛂' : number.get() > 42 ? '⛀' : '·';
      assertEquals(expected, cell, square + " (" + number.getOrElse(0) + ")");
    }
    Svg svg = Svg.parse(d.toSvg());
    assertEquals("576", svg.root().getAttribute("width"), "twelve squares of 48 px");
    assertEquals(144, svg.withClass("square").size());
    List<Element> numbers = svg.withClass("number");
    assertEquals(72, numbers.size());
    for (int n = 1; n <= 72; n++) {
      assertEquals(Fixtures.canadian(n).text(), numbers.get(n - 1).getAttribute("data-square"));
    }
    assertEquals("b12", Fixtures.canadian(1).text());
    assertEquals("a1", Fixtures.canadian(67).text());
    assertEquals("k1", Fixtures.canadian(72).text());
    assertArrayEquals(new double[] {11 * 48, 0, 48}, svg.squareRect("l12"));
    assertArrayEquals(new double[] {0, 11 * 48, 48}, svg.squareRect("a1"));
    assertEquals(60, svg.withClass("piece").size());
    assertEquals("piece white man", svg.on("a1", "piece").getAttribute("class"));
    assertEquals("piece black man", svg.on("l12", "piece").getAttribute("class"));
  }

  @Test
  void theInternationalMenStandOnTheirNumbers() {
    Svg svg = Svg.parse(internationalDiagram(Fixtures.internationalStart()).toSvg());
    assertEquals(40, svg.withClass("piece").size());
    for (int n = 1; n <= 50; n++) {
      String square = international(n).text();
      if (n > 20 && n <= 30) {
        assertTrue(svg.withClass("piece").stream().noneMatch(e -> e.getAttribute("data-square").equals(square)),
            "nothing on " + n);
        continue;
      }
      Element man = svg.on(square, "piece");
      assertEquals(n <= 20 ? "piece black man" : "piece white man", man.getAttribute("class"), "on " + n);
      double[] at = Svg.translation(man);
      double[] r = svg.squareRect(square);
      assertEquals(r[0], at[0]);
      assertEquals(r[1], at[1]);
    }
  }

  @Test
  void theFlippedInternationalBoardHas50AtTheTopLeftAnd1AtTheBottomRight() {
    Svg svg = Svg.parse(internationalDiagram(Fixtures.internationalStart())
        .withOptions(DiagramOptions.defaults().withFlipped(true)).toSvg());
    // j1, light, is now the top left square; i1 (50) next to it, a1 (46) the top right
    assertArrayEquals(new double[] {0, 0, 48}, svg.squareRect("j1"));
    assertArrayEquals(new double[] {48, 0, 48}, svg.squareRect("i1"));
    assertArrayEquals(new double[] {9 * 48, 0, 48}, svg.squareRect("a1"));
    assertArrayEquals(new double[] {8 * 48, 9 * 48, 48}, svg.squareRect("b10"));
    // reading the numbers from the top left, 50 comes first and 1 last
    List<String> reading = new ArrayList<>();
    for (int row = 0; row < 10; row++) {
      for (int column = 0; column < 10; column++) {
        for (Element n : svg.withClass("number")) {
          double[] r = svg.squareRect(n.getAttribute("data-square"));
          if (r[0] == column * 48 && r[1] == row * 48) {
            reading.add(n.getTextContent());
          }
        }
      }
    }
    assertEquals(50, reading.size());
    assertEquals("50", reading.get(0));
    assertEquals("46", reading.get(4));
    assertEquals("1", reading.get(49));
    // White's men, 31..50, are now at the top
    assertEquals("piece white man", svg.on("i1", "piece").getAttribute("class"));
    assertEquals(0.0, Svg.translation(svg.on("i1", "piece"))[1]);

    String text = internationalDiagram(Fixtures.internationalStart()).withOptions(DiagramOptions.defaults().withFlipped(true))
        .toText();
    assertEquals("    ⛀     ⛀     ⛀     ⛀     ⛀", text.split("\n")[0], "j1 blank, i1 a white man");
    assertEquals(" ⛂     ⛂     ⛂     ⛂     ⛂", text.split("\n")[9], "b10 the last but one cell");
  }

  @Test
  void highlightsOffThe8By8BoardAreDrawnOnTheirSquares() {
    // White's man on 28 (e5) takes 28x19x10 over 23 (f6) and 14 (h8), landing on g7 and i9; Black's king
    // stands on 5 (j10)
    Setup s = Setup.empty(Side.WHITE).withPiece(international(28), white(Role.MAN))
        .withPiece(international(23), black(Role.MAN)).withPiece(international(14), black(Role.MAN))
        .withPiece(international(5), black(Role.KING));
    Highlights h = Highlights.none().withOrigin(international(28))
        .withPath(Array.of(international(28), international(19), international(10)))
        .withCaptured(SquareSet.of(international(23), international(14)))
        .withDestinations(SquareSet.of(international(10), international(5)))
        .withLastMove(ten("j9"), ten("j10"));
    Svg svg = Svg.parse(internationalDiagram(s).withHighlights(h).toSvg());
    assertEquals(List.of(international(28).text()), svg.squaresOf("origin"));
    assertEquals(Set.of(international(23).text(), international(14).text()), new TreeSet<>(svg.squaresOf("captured")));
    assertEquals(Set.of(international(10).text(), "j10"), new TreeSet<>(svg.squaresOf("destination")));
    assertEquals(List.of("j10"), svg.squaresOf("destination", "occupied"));
    assertEquals(List.of("j9", "j10"), svg.squaresOf("last-move"));
    assertEquals(international(28).text() + " " + international(19).text() + " " + international(10).text(),
        svg.withClass("path").get(0).getAttribute("data-path"));
    // the arrow's tip is the centre of 10's square
    double[] r10 = svg.squareRect(international(10).text());
    String tip = ((Element) svg.withClass("path").get(0).getElementsByTagNameNS(Svg.NS, "polygon").item(0))
        .getAttribute("points").split(" ")[0];
    assertEquals((int) (r10[0] + 24) + "," + (int) (r10[1] + 24), tip);
    // a king on a numbered board is a draughts king, whatever the numbering
    assertEquals("piece black king", svg.on("j10", "piece").getAttribute("class"));
    assertTrue(svg.on("j10", "piece").getElementsByTagNameNS(Svg.NS, "circle").getLength() > 0, "a disc");

    String[] lines = internationalDiagram(s).withHighlights(h).toText().split("\n");
    String top = String.format("%-30s", lines[0]);
    assertEquals("(⛃)", top.substring(27, 30), "j10: a destination outranks the last move");
    assertEquals("< >", String.format("%-30s", lines[1]).substring(27, 30), "j9, a light square: the last move's origin");
    Square origin = international(28);
    assertEquals("[⛀]", String.format("%-30s", lines[9 - origin.rank()]).substring(3 * origin.file(),
        3 * origin.file() + 3));
  }

  @Test
  void piecesAndHighlightsOffTheBoardAreLeftOut() {
    Setup s = Setup.empty(Side.WHITE).withPiece(Square.E1, white(Role.KING)).withPiece(ten("j10"), black(Role.KING))
        .withItems(SquareSet.of(ten("i9"), Square.D4));
    Highlights h = Highlights.none().withOrigin(ten("j10")).withPath(Array.of(ten("j10"), Square.H8))
        .withDestinations(SquareSet.of(ten("j9"), Square.E2)).withCaptured(SquareSet.of(ten("a10")))
        .withLastMove(ten("a9"), ten("a10"));
    Diagram d = Diagram.of(Fixtures.CHESS, ItemShape.DOT, s).withHighlights(h);
    Svg svg = Svg.parse(d.toSvg());
    assertEquals(64, svg.withClass("square").size());
    assertEquals(List.of("e1"), svg.squaresOf("piece"));
    assertEquals(List.of("d4"), svg.squaresOf("item"));
    assertEquals(List.of("e2"), svg.squaresOf("destination"));
    for (String marker : List.of("origin", "captured", "last-move", "path")) {
      assertTrue(svg.withClass(marker).isEmpty(), marker);
    }
    assertEquals(10, d.toText().split("\n").length);
  }

  // --- chess coordinates on 10 × 10 and on a board that is not square ---

  @Test
  void aTenByTenCoordinateBoardHasFilesAToJAndRanks1To10() {
    Setup s = Setup.empty(Side.BLACK).withPiece(Square.A1, white(Role.KING)).withPiece(ten("j10"), black(Role.KING));
    Svg svg = Svg.parse(Diagram.of(Fixtures.TEN_BY_TEN, ItemShape.DOT, s).toSvg());
    assertEquals("528", svg.root().getAttribute("width"), "ten squares and two bands of 24 px");
    assertEquals("528", svg.root().getAttribute("height"));
    assertEquals(100, svg.withClass("square").size());
    assertEquals("square dark", svg.on("a1", "square").getAttribute("class"));
    assertEquals("square light", svg.on("j1", "square").getAttribute("class"));
    assertEquals("square dark", svg.on("j10", "square").getAttribute("class"));
    assertTrue(svg.withClass("number").isEmpty());
    assertArrayEquals(new double[] {24, 24 + 9 * 48, 48}, svg.squareRect("a1"));
    assertArrayEquals(new double[] {24 + 9 * 48, 24, 48}, svg.squareRect("j10"));
    assertEquals("piece black king", svg.on("j10", "piece").getAttribute("class"));
    List<String> labels = new ArrayList<>();
    for (Element e : svg.withClass("coordinate")) {
      labels.add(e.getTextContent());
    }
    assertEquals(40, labels.size());
    for (String c : List.of("a", "b", "c", "d", "e", "f", "g", "h", "i", "j",
        "1", "2", "3", "4", "5", "6", "7", "8", "9", "10")) {
      assertEquals(2, labels.stream().filter(c::equals).count(), c);
    }
    // "10" labels the top row on both sides, "j" the last column above and under
    for (Element e : svg.withClass("coordinate")) {
      if (e.getTextContent().equals("10")) {
        assertEquals(24 + 24, Svg.num(e, "y"));
        assertTrue(Svg.num(e, "x") == 12 || Svg.num(e, "x") == 24 + 480 + 12, "in a band: " + Svg.num(e, "x"));
      }
      if (e.getTextContent().equals("j")) {
        assertEquals(24 + 9 * 48 + 24, Svg.num(e, "x"));
      }
    }
  }

  @Test
  void aTenByTenCoordinateBoardInTextAlignsTheTwoDigitRanks() {
    Setup s = Setup.empty(Side.BLACK).withPiece(Square.A1, white(Role.KING)).withPiece(ten("j10"), black(Role.KING));
    Diagram d = Diagram.of(Fixtures.TEN_BY_TEN, ItemShape.DOT, s)
        .withHighlights(Highlights.none().withLastMove(ten("i9"), ten("j10")));
    assertEquals("""
        10  ·  ·  ·  ·  ·  ·  ·  ·  · <♚>
         9  ·  ·  ·  ·  ·  ·  ·  · <·> ·
         8  ·  ·  ·  ·  ·  ·  ·  ·  ·  ·
         7  ·  ·  ·  ·  ·  ·  ·  ·  ·  ·
         6  ·  ·  ·  ·  ·  ·  ·  ·  ·  ·
         5  ·  ·  ·  ·  ·  ·  ·  ·  ·  ·
         4  ·  ·  ·  ·  ·  ·  ·  ·  ·  ·
         3  ·  ·  ·  ·  ·  ·  ·  ·  ·  ·
         2  ·  ·  ·  ·  ·  ·  ·  ·  ·  ·
         1  ♔  ·  ·  ·  ·  ·  ·  ·  ·  ·
            a  b  c  d  e  f  g  h  i  j
        Black to move
        """, d.toText());
    String flipped = d.withOptions(DiagramOptions.defaults().withFlipped(true)).toText();
    String[] lines = flipped.split("\n");
    assertEquals(" 1  ·  ·  ·  ·  ·  ·  ·  ·  ·  ♔", lines[0]);
    assertEquals("10 <♚> ·  ·  ·  ·  ·  ·  ·  ·  ·", lines[9]);
    assertEquals("    j  i  h  g  f  e  d  c  b  a", lines[10]);
  }

  @Test
  void aBoardThatIsNotSquareHasItsOwnWidthAndHeight() {
    SquareNaming naming = SquareNaming.coordinates(BoardShape.of(6, 11));
    Square f11 = BoardShape.of(6, 11).parse("f11").get();
    Setup s = Setup.empty(Side.WHITE).withPiece(f11, black(Role.ROOK));
    Svg svg = Svg.parse(Diagram.of(spec(naming), ItemShape.DOT, s).toSvg());
    assertEquals("336", svg.root().getAttribute("width"));
    assertEquals("576", svg.root().getAttribute("height"));
    assertEquals("0 0 336 576", svg.root().getAttribute("viewBox"));
    assertEquals(66, svg.withClass("square").size());
    assertEquals(2 * 6 + 2 * 11, svg.withClass("coordinate").size());
    assertArrayEquals(new double[] {24 + 5 * 48, 24, 48}, svg.squareRect("f11"));
    Svg flipped = Svg.parse(Diagram.of(spec(naming), ItemShape.DOT, s)
        .withOptions(PLAIN.withFlipped(true)).toSvg());
    assertEquals("288", flipped.root().getAttribute("width"));
    assertEquals("528", flipped.root().getAttribute("height"));
    assertArrayEquals(new double[] {0, 10 * 48, 48}, flipped.squareRect("f11"));
    Element frame = flipped.withClass("frame").get(0);
    assertEquals(288 - 2, Svg.num(frame, "width"));
    assertEquals(528 - 2, Svg.num(frame, "height"));
    String[] lines = Diagram.of(spec(naming), ItemShape.DOT, s).toText().split("\n");
    assertEquals(13, lines.length);
    assertEquals("11  ·  ·  ·  ·  ·  ♜", lines[0]);
    assertEquals(" 1  ·  ·  ·  ·  ·  ·", lines[10]);
    assertEquals("    a  b  c  d  e  f", lines[11]);
  }

  // --- other numberings ---

  @Test
  void aTwelveByTwelveCanadianBoardHas72NumberedSquares() {
    SquareNaming canadian = SquareNaming.numbered(BoardShape.of(12, 12), Side.BLACK, true);
    Setup s = Setup.empty(Side.BLACK);
    for (int n = 1; n <= 72; n += 7) {
      s = s.withPiece(canadian.square(String.valueOf(n)).get(), n % 2 == 0 ? white(Role.KING) : black(Role.MAN));
    }
    Diagram d = Diagram.of(spec(canadian), ItemShape.DOT, s);
    Svg svg = Svg.parse(d.toSvg());
    assertEquals("576", svg.root().getAttribute("width"));
    assertEquals(144, svg.withClass("square").size());
    assertEquals(72, svg.withClass("square", "dark").size());
    List<Element> numbers = svg.withClass("number");
    assertEquals(72, numbers.size());
    for (int n = 1; n <= 72; n++) {
      assertEquals(String.valueOf(n), numbers.get(n - 1).getTextContent());
    }
    assertEquals("1", svg.on("b12", "number").getTextContent());
    assertEquals("67", svg.on("a1", "number").getTextContent());
    assertEquals("72", svg.on("k1", "number").getTextContent());
    assertEquals(11, svg.withClass("piece").size());
    String[] lines = d.toText().split("\n");
    assertEquals(13, lines.length);
    assertEquals("Black to move", lines[12]);
    assertEquals("    ⛂     ·     ·     ·     ·     ·", lines[0], "1 = b12");
  }

  @Test
  void theSpanishNumberingPutsOneOnH1AndIsDrawnAsADraughtsBoard() {
    SquareNaming spanish = SquareNaming.numbered(BoardShape.EIGHT_BY_EIGHT, Side.WHITE, false);
    Setup s = Setup.empty(Side.WHITE).withPiece(Square.H1, white(Role.KING)).withPiece(Square.A8, black(Role.MAN));
    Diagram d = Diagram.of(spec(spanish), ItemShape.DOT, s);
    Svg svg = Svg.parse(d.toSvg());
    assertEquals("384", svg.root().getAttribute("width"), "a numbered board has no coordinate band");
    List<Element> numbers = svg.withClass("number");
    assertEquals(32, numbers.size());
    assertEquals("1", numbers.get(0).getTextContent());
    assertEquals("h1", numbers.get(0).getAttribute("data-square"), "1 is h1, drawn first");
    assertEquals("32", svg.on("a8", "number").getTextContent());
    assertEquals("4", svg.on("b1", "number").getTextContent());
    assertEquals("square dark", svg.on("h1", "square").getAttribute("class"));
    assertEquals("square light", svg.on("a1", "square").getAttribute("class"));
    // Role.KING on a numbered board is a draughts king, even when the naming is not SquareNaming.DRAUGHTS
    assertTrue(svg.on("h1", "piece").getElementsByTagNameNS(Svg.NS, "circle").getLength() > 0, "a disc");
    assertEquals("""
         ⛂     ·     ·     ·
            ·     ·     ·     ·
         ·     ·     ·     ·
            ·     ·     ·     ·
         ·     ·     ·     ·
            ·     ·     ·     ·
         ·     ·     ·     ·
            ·     ·     ·     ⛁
        White to move
        """, d.toText());
  }
}
