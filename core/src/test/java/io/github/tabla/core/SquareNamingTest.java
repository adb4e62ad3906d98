package io.github.tabla.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SquareNamingTest {
  @Test
  void id2_numbersRunLeftToRightTopToBottomFromBlacksSide() {
    String[] expected = {"a8", "c8", "e8", "g8", "b7", "d7", "f7", "h7", "a6"};
    for (int i = 0; i < expected.length; i++) {
      assertEquals(expected[i], SquareNaming.draughtsSquare(i + 1).get().text());
    }
    assertEquals(Square.B3, SquareNaming.draughtsSquare(21).get());
    assertEquals(Square.D3, SquareNaming.draughtsSquare(22).get());
    assertEquals(Square.H3, SquareNaming.draughtsSquare(24).get());
    assertEquals(Square.A2, SquareNaming.draughtsSquare(25).get());
    assertEquals(Square.G2, SquareNaming.draughtsSquare(28).get());
    assertEquals(Square.B1, SquareNaming.draughtsSquare(29).get());
    assertEquals(Square.H1, SquareNaming.draughtsSquare(32).get());
  }

  @Test
  void id1_theBottomRightCornerIsAPlayingSquareAndNumbersRoundTrip() {
    int playing = 0;
    for (Square s : BoardShape.EIGHT_BY_EIGHT.squares()) {
      var n = SquareNaming.draughtsNumber(s);
      if (n.isDefined()) {
        playing++;
        assertEquals(s, SquareNaming.draughtsSquare(n.get()).get());
        assertEquals(s, SquareNaming.DRAUGHTS.square(String.valueOf(n.get())).get());
      }
    }
    assertEquals(32, playing);
    assertTrue(SquareNaming.draughtsNumber(Square.H1).isDefined());
    assertTrue(SquareNaming.draughtsNumber(Square.A1).isEmpty());
  }

  @Test
  void badNamesAreNone() {
    assertTrue(SquareNaming.draughtsSquare(0).isEmpty());
    assertTrue(SquareNaming.draughtsSquare(33).isEmpty());
    assertTrue(SquareNaming.DRAUGHTS.square("").isEmpty());
    assertTrue(SquareNaming.DRAUGHTS.square("3a").isEmpty());
    assertTrue(SquareNaming.DRAUGHTS.square("-1").isEmpty());
    assertTrue(SquareNaming.CHESS.square("z9").isEmpty());
    assertEquals("e4", SquareNaming.CHESS.name(Square.E4).get());
    assertTrue(SquareNaming.DRAUGHTS.name(Square.A1).isEmpty());
  }
}
