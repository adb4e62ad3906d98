package io.github.tabla.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Games;
import io.github.tabla.core.Move;
import io.github.tabla.core.Placement;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareNaming;
import io.vavr.collection.Array;
import io.vavr.collection.HashSet;
import io.vavr.collection.Set;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Any position of any game draws: along seeded random games of every registered game and variant, the
 * SVG is well-formed and shows exactly the position's pieces and items on their squares, each legal
 * move's captures are crossed out, and the text drawing has one line per rank.
 */
class EveryGameDiagramTest {
  private static final int PLIES = 400;

  static Array<String> games() {
    return Games.ids().toArray();
  }

  @ParameterizedTest
  @MethodSource("games")
  void everyPositionOfASeededGameDraws(String id) {
    check(Games.definition(id).get(), id.hashCode());
  }

  private static <P extends GamePosition<P>> void check(GameDefinition<P> game, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    P p = game.start();
    int drawn = 0;
    for (int ply = 0; ply < PLIES; ply++) {
      Move move = p.legalMoves().get(random.nextInt(p.legalMoves().size()));
      Setup setup = p.toSetup();
      Diagram diagram = Diagram.of(game, p).withHighlights(Highlights.ofMove(move));
      Element svg = parse(diagram.toSvg());
      String where = game.id() + " ply " + ply;
      assertEquals(squares(setup.placements().map(Placement::square)), dataSquares(svg, "piece"), where + ": pieces");
      assertEquals(squares(setup.items()), dataSquares(svg, "item"), where + ": items");
      assertEquals(squares(move.captured()), dataSquares(svg, "captured"), where + ": captured");
      for (Placement placement : setup.placements()) {
        Element piece = withSquare(svg, "piece", placement.square());
        String classes = piece.getAttribute("class");
        assertTrue(classes.contains(placement.piece().side().name().toLowerCase(java.util.Locale.ROOT)),
            where + ": " + placement + " drawn as " + classes);
      }
      String[] lines = diagram.toText().split("\n");
      assertTrue(lines.length >= 9, where + ": text of " + lines.length + " lines");
      drawn++;
      p = p.playUnchecked(move);
      if (p.isOver()) {
        p = game.start();
      }
    }
    assertEquals(PLIES, drawn);
  }

  private static Set<String> squares(Iterable<Square> squares) {
    return HashSet.ofAll(squares).map(Square::text);
  }

  private static Set<String> dataSquares(Element svg, String kind) {
    Set<String> found = HashSet.empty();
    NodeList all = svg.getElementsByTagName("*");
    for (int i = 0; i < all.getLength(); i++) {
      Element e = (Element) all.item(i);
      if (HashSet.of(e.getAttribute("class").split(" ")).contains(kind) && e.hasAttribute("data-square")) {
        found = found.add(e.getAttribute("data-square"));
      }
    }
    return found;
  }

  private static Element withSquare(Element svg, String kind, Square square) {
    NodeList all = svg.getElementsByTagName("*");
    for (int i = 0; i < all.getLength(); i++) {
      Element e = (Element) all.item(i);
      if (e.getAttribute("class").startsWith(kind + " ") && e.getAttribute("data-square").equals(square.text())) {
        return e;
      }
    }
    throw new AssertionError("no " + kind + " on " + square);
  }

  private static Element parse(String text) {
    try {
      DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
      factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
      factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      return factory.newDocumentBuilder().parse(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)))
          .getDocumentElement();
    } catch (Exception e) {
      throw new AssertionError("not well-formed SVG: " + e.getMessage(), e);
    }
  }

  /** Not a game rule, a drawing rule: draughts boards have 32 playing squares, each numbered once. */
  @org.junit.jupiter.api.Test
  void aDraughtsBoardNumbersItsThirtyTwoDarkSquares() {
    Element svg = parse(Diagram.of(Games.definition("italian-draughts").get(), Games.definition("italian-draughts").get()
        .start().toSetup()).toSvg());
    Set<String> numbered = dataSquares(svg, "number");
    assertEquals(32, numbered.size());
    for (String name : numbered) {
      Square square = Square.parse(name).get();
      assertTrue(SquareNaming.draughtsNumber(square).isDefined(), name);
    }
  }
}
