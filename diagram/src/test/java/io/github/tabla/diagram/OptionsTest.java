package io.github.tabla.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Role;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Proxy;
import java.util.List;
import org.junit.jupiter.api.Test;

class OptionsTest {
  @Test
  void theDefaults() {
    DiagramOptions d = DiagramOptions.defaults();
    assertEquals(48, d.squareSize());
    assertTrue(d.coordinates());
    assertFalse(d.flipped());
    assertEquals(Palette.classic(), d.palette());
  }

  @Test
  void withersChangeOneThing() {
    DiagramOptions d = DiagramOptions.defaults().withSquareSize(12).withCoordinates(false).withFlipped(true)
        .withPalette(Palette.highContrast());
    assertEquals(new DiagramOptions(12, false, true, Palette.highContrast()), d);
    assertEquals(256, d.withSquareSize(256).squareSize());
  }

  @Test
  void aSquareSizeOutside12To256IsRejectedWithTheValueAndTheRange() {
    for (int bad : new int[] {11, 0, -48, 257, 4096}) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> DiagramOptions.defaults().withSquareSize(bad));
      assertTrue(e.getMessage().contains(String.valueOf(bad)), e.getMessage());
      assertTrue(e.getMessage().contains("12..256"), e.getMessage());
    }
  }

  @Test
  void colourStringsAreHexOrPlainNames() {
    for (String good : List.of("#abc", "#A0b1C2", "red", "rebeccapurple")) {
      assertEquals(good, withLightSquare(good).lightSquare());
    }
  }

  @Test
  void aBadColourIsRejectedNamingTheField() {
    for (String bad : List.of("", "#ab", "#abcd", "#ggg", "Red", "red;", "\"/><script>alert(1)</script>", "url(#x)",
        "rgb(1,2,3)", "#abc ", " red", "red blue", "gren", "x")) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> withLightSquare(bad), bad);
      assertTrue(e.getMessage().contains("lightSquare"), e.getMessage());
    }
    Palette p = Palette.classic();
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new Palette(p.lightSquare(), p.darkSquare(), p.border(), p.coordinate(), p.whitePiece(), p.blackPiece(),
            p.pieceOutline(), p.item(), p.button(), p.origin(), p.destination(), p.captured(), p.lastMove(), "<g>"));
    assertTrue(e.getMessage().startsWith("palette colour path "), e.getMessage());
  }

  @Test
  void bothPalettesAreValidAndDifferent() {
    assertFalse(Palette.classic().equals(Palette.highContrast()));
  }

  @Test
  void theItemShapeFollowsTheGameFamily() {
    assertEquals(ItemShape.DIAMOND, ItemShape.forGame(game("diamonds")));
    assertEquals(ItemShape.BUTTON, ItemShape.forGame(game("buttons")));
    assertEquals(ItemShape.BUTTON, ItemShape.forGame(game("buttons:extra-rook")));
    assertEquals(ItemShape.DOT, ItemShape.forGame(game("italian-draughts")));
    assertEquals(ItemShape.DOT, ItemShape.forGame(game("knights")));
    assertEquals(ItemShape.DOT, ItemShape.forGame(game("somebody-elses-game")));
  }

  @Test
  void aDiagramOfAGameTakesItsNotationAndItemShape() {
    Setup s = Setup.empty(Side.WHITE).withPiece(Square.H1, Piece.of(Side.WHITE, Role.KING));
    Diagram draughts = Diagram.of(game("italian-draughts"), s);
    assertEquals(Fixtures.DRAUGHTS, draughts.spec());
    assertEquals(ItemShape.DOT, draughts.itemShape());
    assertEquals(Highlights.none(), draughts.highlights());
    assertEquals(DiagramOptions.defaults(), draughts.options());
    assertEquals(s, draughts.setup());
    assertEquals(ItemShape.BUTTON, Diagram.of(game("buttons"), s).itemShape());
    assertEquals(Fixtures.CHESS, Diagram.of(game("buttons"), s).spec());
  }

  private static Palette withLightSquare(String colour) {
    Palette p = Palette.classic();
    return new Palette(colour, p.darkSquare(), p.border(), p.coordinate(), p.whitePiece(), p.blackPiece(),
        p.pieceOutline(), p.item(), p.button(), p.origin(), p.destination(), p.captured(), p.lastMove(), p.path());
  }

  /** A game definition that knows only its id and its notation (draughts numbering for draughts). */
  @SuppressWarnings("unchecked")
  private static GameDefinition<?> game(String id) {
    InvocationHandler h = (proxy, method, args) -> {
      switch (method.getName()) {
        case "id":
          return id;
        case "notation":
          return id.startsWith("italian-draughts") ? Fixtures.DRAUGHTS : Fixtures.CHESS;
        default:
          if (method.isDefault()) {
            return InvocationHandler.invokeDefault(proxy, method, args);
          }
          throw new UnsupportedOperationException(method.getName());
      }
    };
    return (GameDefinition<?>) Proxy.newProxyInstance(OptionsTest.class.getClassLoader(),
        new Class<?>[] {GameDefinition.class}, h);
  }
}
