package io.github.tabla.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class SquareTest {

  @Test
  void indexRunsRankByRankFromA1() {
    assertEquals(0, Square.A1.index());
    assertEquals(7, Square.H1.index());
    assertEquals(8, Square.A2.index());
    assertEquals(63, Square.H8.index());
    for (Square s : BoardShape.EIGHT_BY_EIGHT.squares()) {
      assertEquals(s, Square.at(s.index()));
      assertEquals(s, Square.of(s.file(), s.rank()).get());
      assertEquals(s, Square.parse(s.text()).get());
      assertEquals(s.text(), s.toString());
    }
  }

  @Test
  void parsesChessCoordinatesInEitherCase() {
    assertEquals(Square.E4, Square.parse("e4").get());
    assertEquals(Square.E4, Square.parse("E4").get());
  }

  @ParameterizedTest
  @CsvSource({
      "i4, 0, a file from a to h, i",
      "e9, 1, a rank from 1 to 8, 9",
      "e0, 1, a rank from 1 to 8, 0",
      "'', 0, a square from a1 to h8, nothing",
      "e44, 2, a square from a1 to h8, e44",
      "4e, 0, a file from a to h, 4"})
  void badTextIsASyntaxErrorThatSaysWhereAndWhat(String text, int column, String expected, String found) {
    SyntaxError e = Square.parse(text).getLeft();
    assertEquals("square.syntax", e.code());
    assertEquals(text, e.input());
    assertEquals(column, e.column());
    assertEquals(expected, e.expected());
    assertEquals(found, e.found());
  }

  @ParameterizedTest
  @ValueSource(ints = {-1, 64, Integer.MIN_VALUE, Integer.MAX_VALUE})
  void indicesOffTheBoardAreRefused(int index) {
    assertTrue(Square.ofIndex(index).isEmpty());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Square.at(index));
    assertTrue(e.getMessage().contains("off the board"));
  }

  @Test
  void offsetsStayOnTheBoard() {
    assertEquals(Square.F5, Square.E4.offset(1, 1).get());
    assertTrue(Square.A1.offset(-1, 0).isEmpty());
    assertTrue(Square.H8.offset(0, 1).isEmpty());
    assertTrue(Square.of(8, 0).isEmpty());
    assertTrue(Square.of(0, -1).isEmpty());
  }

  @Test
  void kingDistanceCountsKingSteps() {
    assertEquals(0, Square.E4.distance(Square.E4));
    assertEquals(1, Square.E4.distance(Square.F5));
    assertEquals(2, Square.E4.distance(Square.E6));
    assertEquals(7, Square.A1.distance(Square.H8));
  }

  @Test
  void a1IsDarkAndH1IsLight() {
    assertTrue(Square.A1.isDark());
    assertFalse(Square.H1.isDark());
    assertTrue(Square.H8.isDark());
  }
}
