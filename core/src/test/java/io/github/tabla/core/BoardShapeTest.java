package io.github.tabla.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.Array;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class BoardShapeTest {
  private static final BoardShape TEN = BoardShape.of(10, 10);

  @Test
  void theEightByEightBoardIndexesItsSquaresAsSquareIndexDoes() {
    assertSame(BoardShape.EIGHT_BY_EIGHT, BoardShape.of(8, 8));
    Array<Square> squares = BoardShape.EIGHT_BY_EIGHT.squares();
    assertEquals(64, squares.size());
    for (int i = 0; i < 64; i++) {
      assertEquals(Square.at(i), squares.get(i));
      assertEquals(i, BoardShape.EIGHT_BY_EIGHT.index(squares.get(i)));
      assertEquals(i, squares.get(i).index());
    }
  }

  @Test
  void aTenByTenBoardHasItsOwnIndicesAndEverySquareOnce() {
    Array<Square> squares = TEN.squares();
    assertEquals(100, squares.size());
    assertEquals(100, squares.distinct().size());
    assertEquals("a1", squares.head().text());
    assertEquals("j1", squares.get(9).text());
    assertEquals("a2", squares.get(10).text());
    assertEquals("j10", squares.last().text());
    for (int i = 0; i < 100; i++) {
      assertEquals(i, TEN.index(squares.get(i)));
      assertEquals(squares.get(i), TEN.square(i).get());
      assertSame(squares.get(i), Square.withIndex(squares.get(i).index()).get());
    }
    // the 8 x 8 squares keep their identity on the larger board
    assertSame(Square.H8, TEN.square(7, 7).get());
    assertTrue(TEN.square(100).isEmpty());
    assertTrue(TEN.square(-1).isEmpty());
  }

  @Test
  void squaresAreUniqueAcrossAllBoards() {
    BoardShape largest = BoardShape.of(16, 16);
    assertEquals(256, largest.squares().map(Square::index).distinct().size());
    assertEquals(255, largest.squares().map(Square::index).max().get());
    assertTrue(Square.withIndex(256).isEmpty());
  }

  @Test
  void offsetsAndContainmentFollowTheBoard() {
    assertEquals("j10", TEN.offset(Square.H8, 2, 2).get().text());
    assertTrue(TEN.offset(Square.H8, 3, 0).isEmpty());
    assertTrue(Square.H8.offset(1, 0).isEmpty());
    Square j10 = TEN.parse("j10").get();
    assertTrue(TEN.contains(Square.A1));
    assertTrue(TEN.contains(j10));
    assertFalse(BoardShape.EIGHT_BY_EIGHT.contains(j10));
    assertThrows(IllegalArgumentException.class, () -> BoardShape.EIGHT_BY_EIGHT.index(j10));
  }

  @ParameterizedTest
  @CsvSource({"0, 8", "8, 0", "17, 8", "8, 17", "-1, -1"})
  void boardsOutsideOneToSixteenAreRefused(int files, int ranks) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> BoardShape.of(files, ranks));
    assertTrue(e.getMessage().contains("1 to 16"), e.getMessage());
  }

  @Test
  void parsesTwoDigitRanks() {
    assertEquals(9, TEN.parse("J10").get().file());
    assertEquals(9, TEN.parse("j10").get().rank());
    assertEquals("a1", TEN.parse("a1").get().text());
    BoardShape twelve = BoardShape.of(12, 12);
    assertEquals("l12", twelve.parse("l12").get().text());
    assertEquals(Square.E4, Square.parse("e4").get());
  }

  @ParameterizedTest
  @CsvSource({
      "k1, 0, a file from a to j, k",
      "j11, 1, a rank from 1 to 10, 11",
      "a0, 1, a rank from 1 to 10, 0",
      "a01, 1, a rank from 1 to 10, 01",
      "a1x, 1, a rank from 1 to 10, 1x",
      "a100, 3, a square from a1 to j10, a100",
      "'', 0, a square from a1 to j10, nothing"})
  void badSquaresOfATenByTenBoardSayWhatWasExpected(String text, int column, String expected, String found) {
    SyntaxError e = TEN.parse(text).getLeft();
    assertEquals("square.syntax", e.code());
    assertEquals(column, e.column());
    assertEquals(expected, e.expected());
    assertEquals(found, e.found());
  }

  @Test
  void shapesAreValues() {
    assertEquals(BoardShape.of(10, 10), TEN);
    assertEquals(TEN.hashCode(), BoardShape.of(10, 10).hashCode());
    assertNotEquals(BoardShape.of(10, 8), TEN);
    assertEquals("10×10", TEN.toString());
    assertEquals(100, TEN.size());
  }

  @Test
  void squaresOffTheEightByEightBoardNameThemselvesAndOrderByIndex() {
    Square j10 = TEN.parse("j10").get();
    assertEquals("j10", j10.toString());
    assertEquals(9, j10.distance(Square.A1));
    assertTrue(Square.H8.compareTo(j10) < 0);
    assertTrue(j10.isDark());
    assertEquals(j10.index(), j10.hashCode());
  }
}
