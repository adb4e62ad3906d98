package io.github.tabla.games.draughts.robot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Move;
import io.github.tabla.games.draughts.DraughtsPosition;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The standard endgame tables (up to four pieces) against a plain full-width search through the typed
 * API, on a sample: for a win or a loss within a short distance, the search finds exactly that
 * distance; for a longer result or a draw, it finds nothing forced within its horizon.
 */
class EndgamesTest {
  private static final int HORIZON = 7;

  /** Whether the side to move wins within {@code plies} plies, by plain AND-OR search. */
  static boolean winsWithin(DraughtsPosition p, int plies) {
    if (plies < 1) {
      return false;
    }
    for (Move m : p.legalMoves()) {
      if (losesWithin(p.playUnchecked(m), plies - 1)) {
        return true;
      }
    }
    return false;
  }

  /** Whether the side to move loses within {@code plies} plies (0: it has already lost). */
  static boolean losesWithin(DraughtsPosition p, int plies) {
    if (p.legalMoves().isEmpty()) {
      return true;
    }
    if (plies < 2) {
      return false;
    }
    for (Move m : p.legalMoves()) {
      if (!winsWithin(p.playUnchecked(m), plies - 1)) {
        return false;
      }
    }
    return true;
  }

  @Test
  void id12_fourPieceTablesAgreeWithAFullWidthSearchOnASample() {
    Endgames tables = Endgames.standard();
    assertEquals(4, tables.maxPieces());
    SplittableRandom random = new SplittableRandom(4L);
    int decided = 0;
    for (int i = 0; i < 300; i++) {
      // the no-draws game: the tables solve ID-12 alone
      DraughtsPosition p = TestPositions.random(TestPositions.NO_DRAWS, random, 4);
      EndgameValue v = tables.probe(p).get();
      DraughtsPosition q = p;
      switch (v.result()) {
        case WIN -> {
          if (v.plies() <= HORIZON) {
            decided++;
            assertTrue(winsWithin(p, v.plies()), () -> q + " wins in " + v.plies());
            assertTrue(!winsWithin(p, v.plies() - 2), () -> q + " wins sooner than " + v.plies());
          } else {
            assertTrue(!winsWithin(p, HORIZON), () -> q + " wins within " + HORIZON + ", not " + v.plies());
          }
        }
        case LOSS -> {
          if (v.plies() <= HORIZON) {
            decided++;
            assertTrue(losesWithin(p, v.plies()), () -> q + " loses in " + v.plies());
            assertTrue(!losesWithin(p, v.plies() - 2), () -> q + " loses sooner than " + v.plies());
          } else {
            assertTrue(!losesWithin(p, HORIZON), () -> q + " loses within " + HORIZON);
          }
        }
        case DRAW -> {
          assertTrue(!winsWithin(p, HORIZON) && !losesWithin(p, HORIZON - 1), () -> q + " is not a draw");
        }
      }
    }
    assertTrue(decided >= 30, "decided " + decided);
  }

  @Test
  void id8_aCaptureOfTheLastPieceIsAWinInOnePly() {
    // White king 18 takes the last black piece, the man on 14, landing on 9 (ID-8, ID-12)
    EndgameValue v = Endgames.standard().probe(TestPositions.position("W:WK18:B14")).get();
    assertEquals(new EndgameValue(EndgameValue.Result.WIN, 1), v);
  }

  @Test
  void tablesHoldEveryPositionOfFourPiecesAndNoMore() {
    Endgames tables = Endgames.standard();
    assertEquals(12_817_672L, tables.positions());
    assertEquals(tables.positions(), tables.wins() + tables.draws() + tables.losses());
    assertTrue(tables.probe(TestPositions.position("W:W21,22,23:B1,2")).isEmpty());
    assertTrue(tables.longestWin() > 0 && tables.bytes() >= tables.positions());
  }
}
