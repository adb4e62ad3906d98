package io.github.tabla.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SetupTest {
  @Test
  void aSetupKeepsWhatItIsToldEvenTwoPiecesOnOneSquare() {
    Setup s = Setup.empty(Side.BLACK)
        .withPiece(Square.E1, Piece.of(Side.WHITE, Role.KING))
        .withPiece(Square.E1, Piece.of(Side.BLACK, Role.KING))
        .withField("white-moves", "3")
        .withField("white-moves", "4");
    assertEquals(2, s.placements().size());
    assertEquals(Piece.of(Side.WHITE, Role.KING), s.pieceAt(Square.E1).get());
    assertTrue(s.pieceAt(Square.E2).isEmpty());
    assertEquals(SquareSet.of(Square.E1), s.occupied());
    assertEquals("4", s.field("white-moves").get());
    assertEquals(1, s.fields().size());
    assertTrue(s.field("black-moves").isEmpty());
    assertEquals(Side.WHITE, s.withTurn(Side.WHITE).turn());
  }

  @Test
  void pieceLettersAreUpperCaseForWhite() {
    assertEquals('K', Piece.of(Side.WHITE, Role.KING).letter());
    assertEquals('n', Piece.of(Side.BLACK, Role.KNIGHT).letter());
    assertEquals(Side.BLACK, Side.WHITE.opposite());
    assertEquals(-1, Side.BLACK.sign());
  }

  @Test
  void scoresCompareSides() {
    Score s = Score.of(9, 7);
    assertEquals(2, s.difference(Side.WHITE));
    assertEquals(-2, s.difference(Side.BLACK));
    assertEquals(Side.WHITE, s.leader().get());
    assertTrue(Score.of(3, 3).leader().isEmpty());
    assertEquals(Score.of(9, 8), s.plus(Side.BLACK, 1));
    assertEquals("9-7", s.toString());
  }

  @Test
  void countersAreNaturalNumbersOfAtMostNineDigits() {
    assertEquals(12, Setup.naturalNumber("12").get());
    assertEquals(0, Setup.naturalNumber("0").get());
    assertEquals(999_999_999, Setup.naturalNumber("999999999").get());
    for (String bad : new String[] {"", "-1", "+1", " 1", "1a", "1234567890", "٣"}) {
      assertTrue(Setup.naturalNumber(bad).isEmpty(), bad);
    }
  }
}
