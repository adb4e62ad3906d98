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

  private static Square at(BoardShape board, String name) {
    return board.parse(name).get();
  }

  @Test
  void theEnglishNumberingStartsOnB8BecauseA1IsAPlayingSquare() {
    SquareNaming english = SquareNaming.numbered(BoardShape.EIGHT_BY_EIGHT, Side.BLACK, true);
    assertEquals(Square.B8, english.square("1").get());
    assertEquals(Square.H8, english.square("4").get());
    assertEquals(Square.A7, english.square("5").get());
    assertEquals(Square.A1, english.square("29").get());
    assertEquals(Square.G1, english.square("32").get());
    assertTrue(english.name(Square.H1).isEmpty());
  }

  @Test
  void theSpanishNumberingCountsFromWhitesNearRightCorner() {
    SquareNaming spanish = SquareNaming.numbered(BoardShape.EIGHT_BY_EIGHT, Side.WHITE, false);
    assertEquals(Square.H1, spanish.square("1").get());
    assertEquals(Square.F1, spanish.square("2").get());
    assertEquals(Square.B1, spanish.square("4").get());
    assertEquals(Square.G2, spanish.square("5").get());
    assertEquals(Square.A8, spanish.square("32").get());
    assertTrue(spanish.name(Square.A1).isEmpty());
    // the same squares as the Italian numbering, counted from the other end
    for (int n = 1; n <= 32; n++) {
      assertEquals(SquareNaming.DRAUGHTS.square(String.valueOf(33 - n)), spanish.square(String.valueOf(n)));
    }
  }

  @Test
  void theInternationalNumberingRunsOneToFiftyFromB10() {
    BoardShape ten = BoardShape.of(10, 10);
    SquareNaming international = SquareNaming.numbered(ten, Side.BLACK, true);
    assertEquals(at(ten, "b10"), international.square("1").get());
    assertEquals(at(ten, "j10"), international.square("5").get());
    assertEquals(at(ten, "a9"), international.square("6").get());
    assertEquals(at(ten, "a1"), international.square("46").get());
    assertEquals(at(ten, "i1"), international.square("50").get());
    assertTrue(international.square("51").isEmpty());
    assertTrue(international.square("0").isEmpty());
    assertTrue(international.square("050").isEmpty());
    assertEquals("1..50", international.range());
    assertTrue(international.numbered());
    assertEquals(ten, international.board());
    assertEquals(50, ten.squares().count(international::names));
    for (Square s : ten.squares()) {
      for (String name : international.name(s)) {
        assertEquals(s, international.square(name).get());
      }
    }
  }

  @Test
  void theCanadianNumberingRunsOneToSeventyTwo() {
    BoardShape twelve = BoardShape.of(12, 12);
    SquareNaming canadian = SquareNaming.numbered(twelve, Side.BLACK, true);
    assertEquals(at(twelve, "b12"), canadian.square("1").get());
    assertEquals(at(twelve, "a1"), canadian.square("67").get());
    assertEquals(at(twelve, "k1"), canadian.square("72").get());
    assertEquals("1..72", canadian.range());
  }

  @Test
  void coordinatesOnALargerBoardNameEverySquareOfIt() {
    BoardShape ten = BoardShape.of(10, 10);
    SquareNaming coordinates = SquareNaming.coordinates(ten);
    assertEquals("j10", coordinates.name(at(ten, "j10")).get());
    assertEquals(at(ten, "j10"), coordinates.square("j10").get());
    assertTrue(coordinates.square("k1").isEmpty());
    assertTrue(SquareNaming.CHESS.name(at(ten, "j10")).isEmpty());
    assertTrue(SquareNaming.DRAUGHTS.name(at(ten, "b10")).isEmpty());
    assertEquals("a1..j10", coordinates.range());
    assertEquals("a1..h8", SquareNaming.CHESS.range());
    assertEquals("1..32", SquareNaming.DRAUGHTS.range());
    assertEquals(SquareNaming.CHESS, SquareNaming.coordinates(BoardShape.EIGHT_BY_EIGHT));
  }

  @Test
  void aNumberedBoardNeedsAnEvenNumberOfFiles() {
    org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
        () -> SquareNaming.numbered(BoardShape.of(9, 9), Side.BLACK, true));
  }
}
