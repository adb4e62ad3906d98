package io.github.tabla.testkit;

import io.github.tabla.core.BoardShape;
import io.github.tabla.core.Side;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.testgames.EndlessKings;
import org.junit.jupiter.api.Test;

/**
 * The whole suite on boards other than 8 x 8: two kings on every square of a 10 x 10 board named in
 * coordinates, on the fifty numbered squares of the International draughts board and on the 72 of a
 * 12 x 12 one. Position and move texts, setups with squares off the board, and candidates off the board
 * all go through the game's declared naming.
 */
class LargerBoardsConformanceTest {
  private static void check(SquareNaming naming) {
    Conformance.of(new EndlessKings(naming)).withPlayouts(8).withMaxPlayoutLength(40).checkAll();
  }

  @Test
  void coordinatesOnTenByTen() {
    check(SquareNaming.coordinates(BoardShape.of(10, 10)));
  }

  @Test
  void theInternationalNumbering() {
    check(SquareNaming.numbered(BoardShape.of(10, 10), Side.BLACK, true));
  }

  @Test
  void aTwelveByTwelveNumbering() {
    check(SquareNaming.numbered(BoardShape.of(12, 12), Side.BLACK, true));
  }

  @Test
  void theLargestBoard() {
    check(SquareNaming.coordinates(BoardShape.of(16, 16)));
  }
}
