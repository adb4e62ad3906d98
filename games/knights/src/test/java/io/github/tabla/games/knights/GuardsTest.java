package io.github.tabla.games.knights;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Square;
import io.github.tabla.games.knights.internal.Guards;
import io.github.tabla.games.knights.internal.RaceSolver;
import org.junit.jupiter.api.Test;

/**
 * The proof that a knight can be kept from a target for ever ({@code Guards}, KN-12) is sound: wherever it
 * says a side can never finish, the exact solve of small endgames never finds a win for that side; and it
 * sees the blockade of a rook in a corner.
 */
class GuardsTest {
  @Test
  void kn12_aSideProvedNeverToFinishNeverWinsInTheExactSolve() {
    long whitePieces = 1L << Square.A1.index() | 1L << Square.H1.index() | 1L << Square.D2.index();
    long blackPieces = 1L << Square.A8.index() | 1L << Square.H8.index() | 1L << Square.E7.index();
    Guards guards = new Guards(whitePieces, blackPieces);
    RaceSolver exact = RaceSolver.of(whitePieces, blackPieces);
    int proved = 0;
    for (int wk = 0; wk < 64; wk++) {
      for (int bk = 0; bk < 64; bk++) {
        if (wk == bk || ((whitePieces | blackPieces) & (1L << wk | 1L << bk)) != 0L) {
          continue;
        }
        for (boolean whiteToMove : new boolean[] {true, false}) {
          int v = exact.value(wk, bk, whitePieces, blackPieces, whiteToMove);
          for (boolean side : new boolean[] {true, false}) {
            if (guards.neverFinishes(side, wk, bk, side ? blackPieces : whitePieces, whiteToMove)) {
              proved++;
              boolean sideToMove = side == whiteToMove;
              int forSide = sideToMove ? v : -v;
              assertFalse(RaceSolver.isWin(forSide), "wk " + wk + " bk " + bk + " white to move " + whiteToMove
                  + ": proved never to finish, yet the solve finds a win");
            }
          }
        }
      }
    }
    assertTrue(proved > 100, "positions where a side is proved never to finish: " + proved);
  }

  @Test
  void kn12_theBlackKnightHoldsTheRookOnA8ForEver() {
    // White's last target is a8; Black's knight on c7 keeps White's from b6 and c7 for ever
    long whitePieces = 1L << Square.A1.index() | 1L << Square.H1.index();
    long blackPieces = 1L << Square.A8.index();
    Guards guards = new Guards(whitePieces, blackPieces);
    assertTrue(guards.neverFinishes(true, Square.B1.index(), Square.C7.index(), blackPieces, true));
    // with White's knight already on b6, the rook falls
    assertFalse(guards.neverFinishes(true, Square.B6.index(), Square.E2.index(), blackPieces, true));
  }
}
