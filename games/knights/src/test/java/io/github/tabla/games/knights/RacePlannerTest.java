package io.github.tabla.games.knights;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Move;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.games.knights.internal.Board;
import io.github.tabla.games.knights.internal.TourSolver;
import io.vavr.collection.Seq;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The tour planner against an independent brute force: a breadth-first search over every state (knight
 * square, targets left) that knows nothing of Held-Karp, distances or subsets of targets.
 */
class RacePlannerTest {
  private static final KnightsGame GAME = KnightsGame.standard();
  private static final int NONE = Integer.MAX_VALUE;

  /**
   * The fewest turns to land on every target by brute force. The first turn may not land on
   * {@code firstBlocked} (-1 for none); if that leaves no jump but there is one otherwise, the first turn
   * is a pass.
   */
  static int bruteForce(int knight, long targets, long own, int firstBlocked) {
    if (targets == 0L) {
      return 0;
    }
    if (firstBlocked >= 0) {
      boolean free = false;
      boolean any = false;
      for (int to = 0; to < 64; to++) {
        if (Board.isJump(knight, to) && (own & (1L << to)) == 0L) {
          any = true;
          free |= to != firstBlocked;
        }
      }
      if (any && !free) {
        // the pass: the same square one turn later, and then the way is clear
        int rest = bruteForce(knight, targets, own, -1);
        return rest == NONE ? NONE : 1 + rest;
      }
    }
    int[] squares = new int[Long.bitCount(targets)];
    int k = 0;
    for (long b = targets; b != 0L; b &= b - 1) {
      squares[k++] = Long.numberOfTrailingZeros(b);
    }
    int all = (1 << k) - 1;
    int[] dist = new int[64 << k];
    Arrays.fill(dist, -1);
    ArrayDeque<int[]> queue = new ArrayDeque<>();
    dist[knight << k | all] = 0;
    queue.add(new int[] {knight, all});
    while (!queue.isEmpty()) {
      int[] s = queue.poll();
      int d = dist[s[0] << k | s[1]];
      if (s[1] == 0) {
        return d;
      }
      for (int to = 0; to < 64; to++) {
        if (!Board.isJump(s[0], to) || (own & (1L << to)) != 0L || (d == 0 && to == firstBlocked)) {
          continue;
        }
        int mask = s[1];
        for (int i = 0; i < k; i++) {
          if (squares[i] == to) {
            mask &= ~(1 << i);
          }
        }
        if (dist[to << k | mask] < 0) {
          dist[to << k | mask] = d + 1;
          queue.add(new int[] {to, mask});
        }
      }
    }
    return NONE;
  }

  @Test
  void theSolverAgreesWithBruteForceOnRandomSmallTargetSets() {
    SplittableRandom random = new SplittableRandom(21);
    int checked = 0;
    for (int trial = 0; trial < 400; trial++) {
      long targets = 0L;
      int k = 1 + random.nextInt(7);
      while (Long.bitCount(targets) < k) {
        targets |= 1L << random.nextInt(64);
      }
      long blocked = 0L;
      int walls = random.nextInt(20);
      for (int i = 0; i < walls; i++) {
        blocked |= 1L << random.nextInt(64);
      }
      blocked &= ~targets;
      int knight;
      do {
        knight = random.nextInt(64);
      } while (((blocked | targets) & (1L << knight)) != 0L);
      TourSolver solver = new TourSolver(targets, blocked);
      int expected = bruteForce(knight, targets, blocked, -1);
      int got = solver.turns(knight, targets);
      assertEquals(expected == NONE ? TourSolver.UNREACHABLE : expected, got,
          "knight " + Square.at(knight) + " targets " + Long.toHexString(targets) + " blocked "
              + Long.toHexString(blocked));
      // every subset is answered from the same tables
      long subset = targets & random.nextLong();
      int sub = bruteForce(knight, subset, blocked, -1);
      assertEquals(sub == NONE ? TourSolver.UNREACHABLE : sub, solver.turns(knight, subset));
      checked++;
    }
    assertEquals(400, checked);
  }

  @Test
  void theStartNeedsNineteenTurnsForEachSide_andNothingCanMakeItShorter() {
    KnightsPosition start = GAME.start();
    assertEquals(19, RacePlanner.minimumTurns(start, Side.WHITE).get());
    assertEquals(19, RacePlanner.minimumTurns(start, Side.BLACK).get());
    assertEquals(19, RacePlanner.lowerBound(start, Side.WHITE));
    assertEquals(19, RacePlanner.lowerBound(start, Side.BLACK));
    assertEquals(19, bruteForce(Board.WHITE_KNIGHT_START, Board.BLACK_STATIC_START, Board.WHITE_STATIC_START,
        Board.BLACK_KNIGHT_START));
    assertEquals(19, bruteForce(Board.WHITE_KNIGHT_START, Board.BLACK_STATIC_START, 0L, -1));
  }

  @Test
  void plannerAgreesWithBruteForceAlongRandomGames() {
    SplittableRandom random = new SplittableRandom(22);
    for (int game = 0; game < 4; game++) {
      KnightsPosition p = GAME.start();
      while (!p.isOver()) {
        for (Side side : Side.values()) {
          if (p.targets(side).size() > 8) {
            continue;
          }
          boolean white = side == Side.WHITE;
          int firstBlocked = p.sideToMove() == side ? p.racingKnight(side.opposite()).index() : -1;
          int expected = bruteForce(p.racingKnight(side).index(), p.targets(side).bits(),
              p.staticPieces(side).bits(), firstBlocked);
          assertEquals(expected == NONE ? -1 : expected,
              (int) RacePlanner.minimumTurns(p, side).getOrElse(-1), p + " " + side + " white " + white);
          checkTour(p, side);
        }
        Seq<Move> moves = p.legalMoves();
        p = p.playUnchecked(moves.get(random.nextInt(moves.size())));
      }
    }
  }

  /** The planned tour is a walk of legal jumps that captures every target. */
  private static void checkTour(KnightsPosition p, Side side) {
    Tour tour = RacePlanner.shortestTour(p, side).get();
    assertEquals(side, tour.side());
    assertEquals(p.targets(side).bits(), io.github.tabla.core.SquareSet.ofAll(tour.captures()).bits());
    Square at = p.racingKnight(side);
    boolean firstTurn = true;
    for (Move m : tour.moves()) {
      if (m.isPass()) {
        assertTrue(firstTurn, "a pass only on the first turn");
      } else {
        assertEquals(at, m.origin().get());
        assertTrue(Board.isJump(at.index(), m.destination().get().index()));
        assertTrue(!p.staticPieces(side).contains(m.destination().get()));
        if (firstTurn && p.sideToMove() == side) {
          assertTrue(m.destination().get() != p.racingKnight(side.opposite()));
        }
        at = m.destination().get();
      }
      firstTurn = false;
    }
  }

  @Test
  void aPassIsPlannedWhenTheOtherKnightStandsOnTheOnlyJump() {
    KnightsPosition p = Text.position("r7/8/8/8/8/6n1/PPPPPPPP/R1BQ1BNN w h1 g3 13 13");
    Tour tour = RacePlanner.shortestTour(p, Side.WHITE).get();
    assertTrue(tour.moves().head().isPass());
    assertEquals(1 + bruteForce(Square.H1.index(), p.targets(Side.WHITE).bits(), p.staticPieces(Side.WHITE).bits(),
        -1), tour.turns());
  }

  @Test
  void aFinishedSideNeedsNoMoreTurns() {
    KnightsPosition p = Text.position("8/7p/5N2/8/8/4n3/8/R6R w f6 e3 20 20").play(Square.F6, Square.H7).get();
    assertEquals(0, RacePlanner.minimumTurns(p, Side.WHITE).get());
    assertEquals(0, RacePlanner.lowerBound(p, Side.WHITE));
  }
}
