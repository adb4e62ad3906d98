package io.github.tabla.notation.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Move;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.games.draughts.DraughtsPosition;
import io.github.tabla.games.draughts.ItalianDraughts;
import io.github.tabla.notation.Notation;
import io.github.tabla.notation.RoundTrips;
import io.github.tabla.notation.move.MoveProblem;
import io.github.tabla.notation.move.Resolution;
import io.github.tabla.notation.position.PositionProblem;
import io.vavr.collection.Array;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Italian draughts' notation examples (ID-3, ID-4, ID-10) read by the real game. */
class DraughtsNotationTest {
  private static final ItalianDraughts GAME = new ItalianDraughts();
  private static final Notation<DraughtsPosition> NOTATION = Notation.forGame(GAME);
  private static final String START = "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";

  private static DraughtsPosition position(String fen) {
    return NOTATION.readPosition(fen).get();
  }

  @Test
  void id3_theStartPositionWritesAndReads() {
    assertEquals(START, NOTATION.writePosition(GAME.start()));
    assertEquals(GAME.start(), position(START));
    assertEquals(GAME.start(), position("W:W21-32:B1-12"));
    assertEquals(GAME.start(), position("W:B1-12:W21-32:H0"));
  }

  @Test
  void id4_theStepOfTheRulesIsLegalFromTheStart() {
    Move m = NOTATION.readMove(GAME.start(), "22-19").get();
    assertEquals("22-19", NOTATION.writeMove(m));
  }

  @Test
  void id4_theCaptureOfTheRulesReadsInFullAndShort() {
    // a white man on 29 and black men on 26, 19, 11: 29x22x15x6 takes all three
    DraughtsPosition p = position("W:W29:B26,19,11");
    Move full = NOTATION.readMove(p, "29x22x15x6").get();
    assertEquals(3, full.captured().size());
    assertEquals(full, NOTATION.readMove(p, "29x6").get());
    assertEquals("29x22x15x6", NOTATION.writeMove(full));
    assertEquals("29x6", NOTATION.writeMoveCompact(p, full));
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
    "W:WK11:BK6,14,22 | 11x18x27 | 11x2 | ID-10.1",
    "W:W27,K28:B2,23 | 28x19 | 27x20 | ID-10.2",
    "W:WK9,K19,27:B1,K13,14,15,K21,K28 | 19x10x17x26 | 9x18x11x20 | ID-10.3",
    "W:WK2,K12:B6,K7 | 12x3x10 | 2x11x4 | ID-10.4",
    "W:WK10,14:BK6,13 | 10x3 | 10x17 | ID-10.3",
    "W:WK30:BK26,K27,K18,20,10,K12 | 30x21x14x5 | 30x23x16x7 | ID-10.4"})
  void id10_theOnlyLegalMoveResolvesAndTheOtherIsRefusedByItsPriority(String fen, String only, String refused,
      String rule) {
    DraughtsPosition p = position(fen);
    Move m = NOTATION.readMove(p, only).get();
    assertEquals(Array.of(m), p.legalMoves());
    assertEquals(only, NOTATION.writeMove(m));
    MoveProblem problem = NOTATION.readMove(p, refused).getLeft();
    MoveRejection why = assertInstanceOf(Resolution.Illegal.class, problem).rejection();
    assertTrue(why.ruleId().startsWith(rule.substring(0, 5)), why.ruleId() + " " + why.code());
    assertTrue(why.instead().contains(m), why::toString);
  }

  @Test
  void id5_aManNeverCapturesAKing() {
    // W:W23:BK11,19,K29 - only 23x14; 23x14x7 would take the king on 11
    DraughtsPosition p = position("W:W23:BK11,19,K29");
    Move m = NOTATION.readMove(p, "23x14").get();
    assertEquals(Array.of(m), p.legalMoves());
    assertInstanceOf(Resolution.Illegal.class, NOTATION.readMove(p, "23x14x7").getLeft());
  }

  @Test
  void id8_aStepWhenACaptureIsCompulsoryIsRefusedWithTheRule() {
    DraughtsPosition p = position("W:W22,30:B18");
    MoveRejection why = assertInstanceOf(Resolution.Illegal.class, NOTATION.readMove(p, "30-26").getLeft())
        .rejection();
    assertEquals("ID-8", why.ruleId());
  }

  @Test
  void id11b_aManOnItsFarRowIsTheGamesProblem() {
    PositionProblem p = NOTATION.readPosition("W:W1,21-32:B5-12").getLeft();
    assertInstanceOf(PositionProblem.Invalid.class, p);
  }

  @Test
  void id13_theNoProgressCounterRoundTrips() {
    DraughtsPosition p = position("W:WK30:BK5:H17");
    assertTrue(NOTATION.writePosition(p).contains(":H17"), NOTATION.writePosition(p));
  }

  @Test
  void everyLegalMoveAndPositionRoundTrips() {
    RoundTrips.Counts c = RoundTrips.check(GAME, 0xD4A7L, RoundTrips.deep() ? 50_000 : 3_000);
    assertTrue(c.moves() > 3_000, "moves checked: " + c.moves());
  }
}
