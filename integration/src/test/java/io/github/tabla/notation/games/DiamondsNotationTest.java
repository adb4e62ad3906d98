package io.github.tabla.notation.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Move;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.games.diamonds.DiamondsGame;
import io.github.tabla.games.diamonds.DiamondsPosition;
import io.github.tabla.notation.Notation;
import io.github.tabla.notation.RoundTrips;
import io.github.tabla.notation.move.Resolution;
import io.vavr.collection.Array;
import io.vavr.collection.HashSet;
import org.junit.jupiter.api.Test;

/** Kings and Diamonds' notation examples (KD-1 to KD-4) read by the real game. */
class DiamondsNotationTest {
  private static final DiamondsGame GAME = new DiamondsGame();
  private static final Notation<DiamondsPosition> NOTATION = Notation.forGame(GAME);

  private static HashSet<String> legal(DiamondsPosition p) {
    return HashSet.ofAll(p.legalMoves().map(NOTATION::writeMove));
  }

  @Test
  void kd1_theStartPositionWritesAsDocumented() {
    String start = "4k3/8/2****2/2****2/2****2/2****2/8/4K3 w 0 0 0 0";
    assertEquals(start, NOTATION.writePosition(GAME.start()));
    assertEquals(GAME.start(), NOTATION.readPosition(start).get());
  }

  @Test
  void kd2_theStepsFromE1() {
    DiamondsPosition p = GAME.start();
    assertEquals(HashSet.of("Ke1-d1", "Ke1-f1", "Ke1-d2", "Ke1-e2", "Ke1-f2"), legal(p));
    for (String to : Array.of("d1", "f1", "d2", "e2", "f2")) {
      Move m = NOTATION.readMove(p, "K" + to).get();
      assertEquals(m, NOTATION.readMove(p, "e1-" + to).get());
      assertEquals(m, NOTATION.readMove(p, to).get());
    }
  }

  @Test
  void kd2_theStepsFromE4WithTheKingsFarApart() {
    DiamondsPosition p = NOTATION.readPosition("4k3/8/8/8/4K3/2*5/8/8 w 0 0 0 0").get();
    assertEquals(HashSet.of("d3", "e3", "f3", "d4", "f4", "d5", "e5", "f5").map(s -> "Ke4-" + s), legal(p));
  }

  @Test
  void kd3_theKingsNeverTouch() {
    DiamondsPosition p = NOTATION.readPosition("8/8/4k3/8/4K3/2*5/8/8 w 0 0 0 0").get();
    assertEquals(HashSet.of("d3", "e3", "f3", "d4", "f4").map(s -> "Ke4-" + s), legal(p));
    for (String to : Array.of("d5", "e5", "f5")) {
      MoveRejection why = assertInstanceOf(Resolution.Illegal.class, NOTATION.readMove(p, "Ke4-" + to).getLeft())
          .rejection();
      assertEquals("KD-3", why.ruleId(), why::toString);
    }
  }

  @Test
  void kd4_collectingADiamondIsAPlainMove() {
    DiamondsPosition p = NOTATION.readPosition("4k3/8/8/8/8/2*5/3K4/8 w 0 0 0 0").get();
    Move m = NOTATION.readMove(p, "Kd2-c3").get();
    assertTrue(m.captured().isEmpty());
    assertEquals(m, NOTATION.readMove(p, "Kc3").get());
    Resolution.NoMatch x = assertInstanceOf(Resolution.NoMatch.class, NOTATION.readMove(p, "Kd2xc3").getLeft());
    assertEquals(Array.of(m), x.closest());
  }

  @Test
  void everyLegalMoveAndPositionRoundTrips() {
    RoundTrips.Counts c = RoundTrips.check(GAME, 0xD1AL, RoundTrips.deep() ? 50_000 : 3_000);
    assertTrue(c.moves() > 3_000, "moves checked: " + c.moves());
  }
}
