package io.github.tabla.games.diamonds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Move;
import io.github.tabla.core.engine.KernelResult;
import io.github.tabla.core.engine.KernelSearch;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Cancellation;
import io.github.tabla.core.robot.KernelSearcher;
import io.github.tabla.core.robot.MoveScores;
import io.github.tabla.core.robot.SearchResult;
import io.github.tabla.core.robot.Searcher;
import io.github.tabla.games.diamonds.internal.DiamondsKernel;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The one engine on the kernel ({@code KernelSearch}) and the typed searcher are one algorithm: with
 * hooks that judge as the typed evaluator, ordering and solver do, they find the same moves, values,
 * depths, lines and node counts, on positions along seeded random rounds.
 */
class OneEngineTest {
  private static final DiamondsGame GAME = DiamondsGame.instance();
  private static final Searcher<DiamondsPosition> TYPED = Searcher.of(new DiamondsEvaluator())
      .withOrdering(DiamondsEvaluator.collectingFirst()).withTableEntries(1 << 12);
  private static final KernelSearcher<DiamondsPosition> KERNEL = KernelSearcher.of(DiamondsPosition.BINDING,
      DiamondsStates.EVALUATOR).withOrdering(DiamondsStates.COLLECTING_FIRST).withTableEntries(1 << 12);

  private static Seq<DiamondsPosition> positions(long seed, int rounds) {
    SplittableRandom random = new SplittableRandom(seed);
    Array<DiamondsPosition> out = Array.empty();
    for (int r = 0; r < rounds; r++) {
      DiamondsPosition p = GAME.start();
      while (!p.isOver()) {
        out = out.append(p);
        Seq<Move> moves = p.legalMoves();
        p = p.playUnchecked(moves.get(random.nextInt(moves.size())));
      }
    }
    return out;
  }

  private static void assertSame(SearchResult typed, SearchResult kernel, Object what) {
    assertEquals(typed.move(), kernel.move(), () -> "move of " + what);
    assertEquals(typed.score(), kernel.score(), () -> "score of " + what);
    assertEquals(typed.value(), kernel.value(), () -> "value of " + what);
    assertEquals(typed.depth(), kernel.depth(), () -> "depth of " + what);
    assertEquals(typed.nodes(), kernel.nodes(), () -> "nodes of " + what);
    assertEquals(typed.principalVariation(), kernel.principalVariation(), () -> "line of " + what);
  }

  @Test
  void theKernelEngineSearchesAsTheTypedSearcherToEveryDepth() {
    Seq<DiamondsPosition> positions = positions(5L, 2);
    for (int i = 0; i < positions.size(); i += 3) {
      DiamondsPosition p = positions.get(i);
      for (int depth : new int[] {1, 2, 4, 6}) {
        assertSame(TYPED.search(p, Budget.ofDepth(depth)), KERNEL.search(p, Budget.ofDepth(depth)),
            p + " at depth " + depth);
      }
    }
  }

  @Test
  void theKernelEngineStopsWhereTheTypedSearcherStops() {
    Seq<DiamondsPosition> positions = positions(9L, 1);
    for (int i = 0; i < positions.size(); i += 5) {
      DiamondsPosition p = positions.get(i);
      for (long nodes : new long[] {1, 2, 37, 1_000, 20_000}) {
        assertSame(TYPED.search(p, Budget.ofNodes(nodes)), KERNEL.search(p, Budget.ofNodes(nodes)),
            p + " with " + nodes + " nodes");
      }
    }
  }

  @Test
  void theKernelEngineScoresMovesAsTheTypedSearcher() {
    Seq<DiamondsPosition> positions = positions(13L, 1);
    for (int i = 0; i < positions.size(); i += 4) {
      DiamondsPosition p = positions.get(i);
      for (int depth : new int[] {1, 3}) {
        MoveScores typed = TYPED.scoreMoves(p, depth, Budget.ofNodes(5_000), new Cancellation());
        MoveScores kernel = KERNEL.scoreMoves(p, depth, Budget.ofNodes(5_000), new Cancellation());
        assertEquals(typed.scores(), kernel.scores(), p + " at depth " + depth);
        assertEquals(typed.depth(), kernel.depth(), p + " at depth " + depth);
        assertEquals(typed.nodes(), kernel.nodes(), p + " at depth " + depth);
      }
    }
  }

  @Test
  void theKernelEngineSolvesAsTheTypedSearcherWithThePerfectTable() {
    KernelSearcher<DiamondsPosition> perfect = KernelSearcher.of(DiamondsPosition.BINDING,
        PerfectPlay.engine().withSolving(1, DiamondsEvaluator.DIAMOND));
    Seq<DiamondsPosition> positions = positions(21L, 1);
    for (int i = 0; i < positions.size(); i += 6) {
      DiamondsPosition p = positions.get(i);
      SearchResult typed = TYPED.withSolver(new PerfectPlay.Session()).search(p, Budget.ofDepth(3));
      SearchResult kernel = perfect.search(p, Budget.UNLIMITED);
      assertTrue(typed.exact() && kernel.exact(), p::toString);
      assertEquals(typed.score(), kernel.score(), p + " with the solution table");
      // the engine's move keeps the value
      DiamondsPosition after = p.playUnchecked(kernel.move());
      assertEquals(kernel.score(), DiamondsEvaluator.DIAMOND * -new PerfectPlay().finalDifference(after),
          () -> p + " " + kernel.move());
    }
  }

  @Test
  void theEngineRefusesWhatItCannotSearch() {
    KernelSearch engine = KERNEL.engine();
    long[] over = new long[DiamondsKernel.WORDS];
    DiamondsKernel.write(over, 0, 4, 60, 0L, 40, 40, 8, 8, false);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> engine.search(over, 0, Budget.ofDepth(3), new Cancellation()));
    assertTrue(e.getMessage().contains("over"), e.getMessage());
    long[] start = new long[DiamondsKernel.WORDS];
    DiamondsKernel.start(start, 0);
    e = assertThrows(IllegalArgumentException.class,
        () -> engine.search(start, 1, Budget.ofDepth(3), new Cancellation()));
    assertTrue(e.getMessage().contains("does not fit"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class,
        () -> engine.scoreMoves(start, 0, 0, Budget.ofDepth(3), new Cancellation()));
    assertTrue(e.getMessage().contains("at least 1"), e.getMessage());
    DiamondsPosition finished = GAME.fromSetup(GAME.start().toSetup().withField("white-moves", "40")
        .withField("black-moves", "40")).get();
    assertThrows(IllegalArgumentException.class, () -> KERNEL.search(finished, Budget.ofDepth(1)));
    // a search cancelled before it starts still answers with a legal move
    Cancellation stop = new Cancellation();
    stop.cancel();
    KernelResult r = engine.search(start, 0, Budget.UNLIMITED, stop);
    assertEquals(0, r.depth());
    assertTrue((DiamondsKernel.steps(start, 0) >>> r.move() & 1L) != 0L);
  }

  @Test
  void theSolveModeFindsThePerfectValueAndTheProvedBoundsSaveNodes() {
    PerfectPlay perfect = new PerfectPlay();
    KernelSearch plain = KERNEL.engine();
    KernelSearch bounded = plain.withBounds(DiamondsStates.STILL_TO_COLLECT);
    SplittableRandom random = new SplittableRandom(31L);
    long plainNodes = 0;
    long boundedNodes = 0;
    for (int i = 0; i < 40; i++) {
      DiamondsPosition p = PerfectPlayTest.randomPosition(random, PerfectPlayTest.randomField(random,
          1 + random.nextInt(6)));
      if (p.isOver() || p.pliesLeft() > 12) {
        continue;
      }
      long[] state = new long[DiamondsKernel.WORDS];
      DiamondsPosition.BINDING.write(p, state, 0);
      int expected = DiamondsEvaluator.DIAMOND * perfect.finalDifference(p);
      KernelResult a = plain.solve(state, 0, 0, Budget.UNLIMITED, new Cancellation());
      KernelResult b = bounded.solve(state, 0, 0, Budget.UNLIMITED, new Cancellation());
      assertTrue(a.exact() && b.exact(), p.toString());
      assertEquals(expected, a.score(), p.toString());
      assertEquals(expected, b.score(), p.toString());
      // the move found keeps the value
      Move best = DiamondsPosition.BINDING.move(p, b.move());
      assertEquals(perfect.finalDifference(p), -perfect.finalDifference(p.playUnchecked(best)), p + " " + best);
      plainNodes += a.nodes();
      boundedNodes += b.nodes();
    }
    assertTrue(boundedNodes < plainNodes, boundedNodes + " nodes with the bounds, " + plainNodes + " without");
  }
}
