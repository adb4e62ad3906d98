package io.github.tabla.diagram;

import static io.github.tabla.diagram.Fixtures.sq;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Move;
import io.github.tabla.core.Role;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareSet;
import io.vavr.collection.Array;
import io.vavr.control.Option;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Sample diagrams to look at: run with {@code -Dtabla.diagram.samples} (or
 * {@code -Dtabla.diagram.samples=DIR}) and they are written to {@code /tmp/diagram-samples} (or DIR);
 * without the property the test only checks that they parse.
 */
class SamplesTest {
  static Map<String, Diagram> samples() {
    Map<String, Diagram> all = new TreeMap<>();
    // Black's knight has just jumped b8-c6; White picks up the knight on g1
    Setup armies = Fixtures.armies();
    Setup afterNc6 = new Setup(armies.placements().filter(p -> p.square() != Square.B8), armies.items(), Side.WHITE,
        armies.fields()).withPiece(Square.C6, Fixtures.black(Role.KNIGHT));
    all.put("knights-armies", Diagram.of(Fixtures.CHESS_NO_ITEMS, ItemShape.DOT, afterNc6)
        .withHighlights(Highlights.none().withOrigin(Square.G1)
            .withDestinations(SquareSet.of(Square.F3, Square.H3))
            .withLastMove(Square.B8, Square.C6)));
    Move capture = new Move.PieceMove(Side.WHITE, Role.MAN, Array.of(sq(30), sq(21), sq(14), sq(5)),
        Array.of(sq(26), sq(18), sq(10)), Option.none());
    all.put("draughts-capture", Diagram.of(Fixtures.DRAUGHTS, ItemShape.DOT, Fixtures.draughtsCapture())
        .withHighlights(Highlights.ofMove(capture)));
    all.put("diamonds-start", Diagram.of(Fixtures.CHESS, ItemShape.DIAMOND, Fixtures.diamondsStart())
        .withHighlights(Highlights.none().withOrigin(Square.E1)
            .withDestinations(SquareSet.of(Square.D1, Square.D2, Square.E2, Square.F2, Square.F1))));
    all.put("international-start", Diagram.of(Fixtures.INTERNATIONAL, ItemShape.DOT, Fixtures.internationalStart())
        .withHighlights(Highlights.none().withOrigin(Fixtures.international(32))
            .withPath(Array.of(Fixtures.international(32), Fixtures.international(28)))
            .withDestinations(SquareSet.of(Fixtures.international(27), Fixtures.international(28)))));
    all.put("canadian-start", Diagram.of(Fixtures.CANADIAN, ItemShape.DOT, Fixtures.canadianStart())
        .withHighlights(Highlights.none().withOrigin(Fixtures.canadian(44))
            .withDestinations(SquareSet.of(Fixtures.canadian(37), Fixtures.canadian(38)))));
    all.put("ten-by-ten-coordinates", Diagram.of(Fixtures.TEN_BY_TEN, ItemShape.DOT, Setup.empty(Side.BLACK)
        .withPiece(Square.A1, Fixtures.white(Role.KING)).withPiece(Fixtures.ten("j10"), Fixtures.black(Role.KING)))
        .withHighlights(Highlights.none().withLastMove(Fixtures.ten("i9"), Fixtures.ten("j10"))));
    return all;
  }

  @Test
  void theSamplesAreWrittenWhenAsked() throws IOException {
    String where = System.getProperty("tabla.diagram.samples");
    for (Map.Entry<String, Diagram> e : samples().entrySet()) {
      Svg.parse(e.getValue().toSvg());
    }
    if (where == null) {
      return;
    }
    Path dir = Path.of(where.isBlank() || where.equals("true") ? "/tmp/diagram-samples" : where);
    Files.createDirectories(dir);
    for (Map.Entry<String, Diagram> e : samples().entrySet()) {
      Path file = dir.resolve(e.getKey() + ".svg");
      Files.writeString(file, e.getValue().toSvg(), StandardCharsets.UTF_8);
      Files.writeString(dir.resolve(e.getKey() + ".txt"), e.getValue().toText(), StandardCharsets.UTF_8);
      assertTrue(Files.size(file) > 0);
    }
  }
}
