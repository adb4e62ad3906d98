package io.github.tabla.notation.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Move;
import io.github.tabla.core.Square;
import io.github.tabla.games.buttons.ButtonsGame;
import io.github.tabla.games.buttons.ButtonsPosition;
import io.github.tabla.notation.Notation;
import io.github.tabla.notation.RoundTrips;
import io.github.tabla.notation.move.Resolution;
import io.vavr.collection.Array;
import org.junit.jupiter.api.Test;

/** Queens, Rooks and Buttons' notation examples (QB-1, QB-2, QB-4, QB-5) read by the real game. */
class ButtonsNotationTest {
  private static final ButtonsGame GAME = ButtonsGame.standard();
  private static final ButtonsGame EXTRA = ButtonsGame.extraRook();
  private static final Notation<ButtonsPosition> NOTATION = Notation.forGame(GAME);
  private static final Notation<ButtonsPosition> EXTRA_NOTATION = Notation.forGame(EXTRA);

  @Test
  void qb1_theStartPositionWritesAsDocumented() {
    String start = "3q2r1/8/8/o2oo2o/o2oo2o/8/8/1R1Q4 w 0 0 0 0";
    assertEquals(start, NOTATION.writePosition(GAME.start()));
    assertEquals(GAME.start(), NOTATION.readPosition(start).get());
  }

  @Test
  void qb2_theExtraRookStartWritesAsDocumented() {
    String start = "1r1q2r1/8/8/o2oo2o/o2oo2o/8/8/1R1Q2R1 w 0 0 0 0";
    assertEquals(start, EXTRA_NOTATION.writePosition(EXTRA.start()));
    assertEquals(EXTRA.start(), EXTRA_NOTATION.readPosition(start).get());
  }

  @Test
  void qb4_collectingAButtonIsAPlainMove() {
    ButtonsPosition p = GAME.start();
    Move m = NOTATION.readMove(p, "Qd1-d4").get();
    assertTrue(m.captured().isEmpty());
    assertEquals("Qd1-d4", NOTATION.writeMove(m));
    assertEquals(m, NOTATION.readMove(p, "Qd4").get());
    Resolution.NoMatch x = assertInstanceOf(Resolution.NoMatch.class, NOTATION.readMove(p, "Qd1xd4").getLeft());
    assertEquals(Array.of(m), x.closest());
    // a button blocks: the queen cannot pass d4 in the same move
    assertInstanceOf(Resolution.Illegal.class, NOTATION.readMove(p, "Qd1-d6").getLeft());
  }

  @Test
  void qb5_aCaptureIsWrittenWithX() {
    ButtonsPosition p = EXTRA.start();
    Move m = EXTRA_NOTATION.readMove(p, "Rb1xb8").get();
    assertEquals(Array.of(Square.B8), m.captured());
    assertEquals("Rb1xb8", EXTRA_NOTATION.writeMove(m));
    assertEquals(m, EXTRA_NOTATION.readMove(p, "Rxb8").get());
  }

  @Test
  void everyLegalMoveAndPositionRoundTrips() {
    RoundTrips.Counts c = RoundTrips.check(GAME, 0xB77L, RoundTrips.deep() ? 50_000 : 1_500);
    assertTrue(c.moves() > 3_000, "moves checked: " + c.moves());
    RoundTrips.Counts e = RoundTrips.check(EXTRA, 0xB78L, RoundTrips.deep() ? 50_000 : 1_500);
    assertTrue(e.moves() > 3_000, "moves checked: " + e.moves());
  }
}
