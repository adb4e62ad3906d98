package io.github.tabla.notation.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Move;
import io.github.tabla.core.Square;
import io.github.tabla.games.knights.KnightsGame;
import io.github.tabla.games.knights.KnightsPosition;
import io.github.tabla.notation.Notation;
import io.github.tabla.notation.RoundTrips;
import io.github.tabla.notation.move.Resolution;
import io.vavr.collection.Array;
import org.junit.jupiter.api.Test;

/** Knights in the Enemy Camp's notation examples (KN-1, KN-3) read by the real game. */
class KnightsNotationTest {
  private static final KnightsGame GAME = new KnightsGame();
  private static final Notation<KnightsPosition> NOTATION = Notation.forGame(GAME);
  private static final String START = "r1bqNbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQnBNR w e8 e1 0 0";

  @Test
  void kn1_theStartPositionWritesAsDocumented() {
    assertEquals(START, NOTATION.writePosition(GAME.start()));
    assertEquals(GAME.start(), NOTATION.readPosition(START).get());
  }

  @Test
  void kn3_theJumpsFromE8ReadInEveryForm() {
    KnightsPosition p = GAME.start();
    Array<String> texts = Array.of("Ne8-d6", "Ne8-f6", "Ne8xc7", "Ne8xg7");
    assertEquals(texts.toSet(), p.legalMoves().map(NOTATION::writeMove).toSet());
    for (String t : texts) {
      Move m = NOTATION.readMove(p, t).get();
      assertEquals(m, NOTATION.readMove(p, t.substring(1)).get());
      assertEquals(m, NOTATION.readMove(p, "N" + (m.isCapture() ? "x" : "") + t.substring(4)).get());
    }
    assertEquals(Array.of(Square.C7), NOTATION.readMove(p, "Nxc7").get().captured());
  }

  @Test
  void kn4_aCaptureWithoutItsMarkIsNoMatchWithTheCapture() {
    Resolution.NoMatch r = assertInstanceOf(Resolution.NoMatch.class,
        NOTATION.readMove(GAME.start(), "Ne8-c7").getLeft());
    assertEquals(Array.of("Ne8xc7"), r.closest().map(NOTATION::writeMove));
  }

  @Test
  void kn2_theStaticPiecesCannotBeMoved() {
    assertInstanceOf(Resolution.Illegal.class, NOTATION.readMove(GAME.start(), "Ng1-f3").getLeft());
  }

  @Test
  void everyLegalMoveAndPositionRoundTrips() {
    RoundTrips.Counts c = RoundTrips.check(GAME, 0x4E1L, RoundTrips.deep() ? 50_000 : 3_000);
    assertTrue(c.moves() > 3_000, "moves checked: " + c.moves());
  }
}
