package io.github.tabla.games.knights;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Square;
import io.github.tabla.games.knights.internal.RaceSolver;
import io.github.tabla.games.knights.internal.Rules;
import org.junit.jupiter.api.Test;

/**
 * The retrograde solver of positions with few targets left ({@code RaceSolver}) against the exhaustive
 * game-graph solve of the tests ({@link EndgameSolver}: repeated sweeps until nothing changes), on every
 * position of small endgames, and against its own values: a win is reached by a move to a loss one ply
 * shorter, a loss has every move lead to a win at most one ply shorter, a draw keeps a draw (KN-9, KN-12).
 */
class RaceSolverTest {
  private static final KnightsGame GAME = KnightsGame.standard();

  private static void agreesEverywhere(int[] whiteTargets, int[] blackTargets) {
    EndgameSolver exact = new EndgameSolver(whiteTargets, blackTargets);
    long allWhite = EndgameSolver.bits(blackTargets, (1 << blackTargets.length) - 1);
    long allBlack = EndgameSolver.bits(whiteTargets, (1 << whiteTargets.length) - 1);
    RaceSolver solver = RaceSolver.of(allWhite, allBlack);
    int checked = 0;
    int draws = 0;
    for (int wk = 0; wk < 64; wk++) {
      for (int bk = 0; bk < 64; bk++) {
        for (int wm = 0; wm < 1 << whiteTargets.length; wm++) {
          for (int bm = 0; bm < 1 << blackTargets.length; bm++) {
            long wp = EndgameSolver.bits(blackTargets, bm);
            long bp = EndgameSolver.bits(whiteTargets, wm);
            if (wk == bk || ((wp | bp) & (1L << wk | 1L << bk)) != 0L) {
              continue;
            }
            for (boolean white : new boolean[] {true, false}) {
              KnightsPosition p = KnightsPosition.create(GAME, wk, bk, wp, bp, 30, white ? 30 : 29, white);
              int v = solver.value(wk, bk, wp, bp, white);
              assertEquals(exact.value(p), Integer.signum(v), () -> p.toString());
              if (!p.isOver()) {
                keepsItsPromise(solver, p, v);
              }
              draws += v == RaceSolver.DRAW ? 1 : 0;
              checked++;
            }
          }
        }
      }
    }
    assertTrue(checked > 10_000 && draws > 0, checked + " positions, " + draws + " draws");
  }

  /** The value follows from the children's: the best move's value, one ply further from the end. */
  private static void keepsItsPromise(RaceSolver solver, KnightsPosition p, int v) {
    int best = Integer.MIN_VALUE;
    int bestValue = 0;
    for (var m : p.legalMoves()) {
      KnightsPosition c = p.playUnchecked(m);
      int child = solver.value(c.knightIndex(true), c.knightIndex(false), c.piecesBits(true), c.piecesBits(false),
          c.isWhiteToMove());
      if (RaceSolver.rank(-child) > best) {
        best = RaceSolver.rank(-child);
        bestValue = child;
      }
    }
    if (v == RaceSolver.DRAW) {
      assertEquals(RaceSolver.DRAW, bestValue, p::toString);
    } else {
      assertEquals(RaceSolver.plies(v), RaceSolver.plies(bestValue) + 1, p::toString);
      assertEquals(RaceSolver.isWin(v), RaceSolver.isLoss(bestValue), p::toString);
    }
  }

  @Test
  void kn9_kn12_theSolverAgreesWithTheExhaustiveSolveOnEveryPositionOfSmallEndgames() {
    agreesEverywhere(new int[] {Square.G8.index(), Square.F7.index()}, new int[] {Square.H1.index()});
    agreesEverywhere(new int[] {Square.A7.index()}, new int[] {Square.D1.index(), Square.H2.index()});
    agreesEverywhere(new int[] {Square.G8.index(), Square.F7.index()}, new int[] {Square.G2.index(),
        Square.H1.index()});
    agreesEverywhere(new int[] {Square.A8.index(), Square.H8.index(), Square.D5.index()},
        new int[] {Square.A1.index(), Square.E4.index()});
  }

  @Test
  void theSolverRefusesTooManyPiecesAndPiecesItWasNotMadeFor() {
    IllegalArgumentException many = assertThrows(IllegalArgumentException.class,
        () -> RaceSolver.of(0xFFFFL, 0xFFFFL << 48));
    assertTrue(many.getMessage().contains(String.valueOf(RaceSolver.MOST_PIECES)), many.getMessage());
    RaceSolver solver = RaceSolver.of(1L << Square.H1.index(), 1L << Square.A8.index());
    assertTrue(!solver.knows(1L << Square.G1.index(), 0L));
    assertThrows(IllegalArgumentException.class,
        () -> solver.value(Square.E4.index(), Square.E5.index(), 1L << Square.G1.index(), 0L, true));
    IllegalArgumentException square = assertThrows(IllegalArgumentException.class,
        () -> solver.value(64, Square.E5.index(), 0L, 0L, true));
    assertTrue(square.getMessage().contains("64"), square.getMessage());
    assertEquals(Rules.ONGOING, Rules.status(Square.E4.index(), Square.D4.index(), 1L << Square.H1.index(),
        1L << Square.A8.index(), 0, 0, true, 0));
  }
}
