package io.github.tabla.core.robot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Move;
import io.github.tabla.core.Square;
import io.github.tabla.testgames.EndlessKings;
import io.github.tabla.testgames.MiniDiamonds;
import io.github.tabla.testgames.MiniPosition;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * Budgets and cancellation (M-7: "it respects a time or node budget and can be cancelled"). The
 * timeouts here are liveness checks, generous on purpose; they make no claim about speed.
 */
class SearcherBudgetTest {
  private static final MiniDiamonds MINI = MiniDiamondsRobots.game();
  private static final EndlessKings ENDLESS = new EndlessKings();
  /** Kings in the middle, far apart: prefers the king nearer the centre. */
  private static final Evaluator<EndlessKings.Position> CENTRE = p -> centrality(p.king(p.sideToMove()))
      - centrality(p.king(p.sideToMove().opposite()));
  private static final Searcher<EndlessKings.Position> ENDLESS_SEARCHER =
      Searcher.of(CENTRE).withTableEntries(1 << 14);
  private static final Duration LIVENESS = Duration.ofSeconds(5);

  private static int centrality(Square s) {
    int f = s.file();
    int r = s.rank();
    return -(Math.abs(2 * f - 7) + Math.abs(2 * r - 7));
  }

  private static <P extends GamePosition<P>> void assertLegal(P position, SearchResult r) {
    assertTrue(position.legalMoves().contains(r.move()), () -> r.move() + " is not legal in " + position);
  }

  /** Some unfinished MiniDiamonds positions and some EndlessKings positions, seeded. */
  private static List<MiniPosition> someMiniPositions() {
    List<MiniPosition> some = new ArrayList<>();
    SplittableRandom random = new SplittableRandom(5L);
    for (int game = 0; game < 20; game++) {
      MiniPosition p = MINI.start();
      while (!p.isOver()) {
        some.add(p);
        p = p.playUnchecked(p.legalMoves().get(random.nextInt(p.legalMoves().size())));
      }
    }
    return some;
  }

  private static List<EndlessKings.Position> someEndlessPositions() {
    List<EndlessKings.Position> some = new ArrayList<>();
    SplittableRandom random = new SplittableRandom(6L);
    EndlessKings.Position p = ENDLESS.start();
    for (int i = 0; i < 40; i++) {
      some.add(p);
      p = p.playUnchecked(p.legalMoves().get(random.nextInt(p.legalMoves().size())));
    }
    return some;
  }

  @Test
  void m7_aCancelledSearchReturnsPromptlyWithALegalMove() throws Exception {
    EndlessKings.Position start = ENDLESS.start();
    ExecutorService pool = Executors.newSingleThreadExecutor();
    try {
      Cancellation stop = new Cancellation();
      Future<SearchResult> running = pool.submit(() -> ENDLESS_SEARCHER.search(start, Budget.UNLIMITED, stop));
      Thread.sleep(200);
      assertFalse(running.isDone(), "an endless game cannot be solved, so the search is still running");
      stop.cancel();
      SearchResult r = assertTimeoutPreemptively(LIVENESS, () -> running.get());
      assertLegal(start, r);
      assertFalse(r.exact());
      assertTrue(stop.isCancelled());
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void m7_aSearchCancelledBeforeItBeginsStillGivesALegalMove() {
    Cancellation stop = new Cancellation();
    stop.cancel();
    for (EndlessKings.Position p : someEndlessPositions()) {
      SearchResult r = assertTimeoutPreemptively(LIVENESS, () -> ENDLESS_SEARCHER.search(p, Budget.UNLIMITED, stop));
      assertLegal(p, r);
      assertEquals(0, r.depth());
    }
    MiniPosition start = MINI.start();
    assertLegal(start, MiniDiamondsRobots.searcher().search(start, Budget.UNLIMITED, stop));
  }

  @Test
  void m7_aOneNodeBudgetGivesALegalMove() {
    for (MiniPosition p : someMiniPositions()) {
      SearchResult r = MiniDiamondsRobots.searcher().search(p, Budget.ofNodes(1));
      assertLegal(p, r);
      assertFalse(r.exact());
      assertEquals(0, r.depth());
      assertEquals(1, r.nodes());
      assertEquals(r.move(), r.principalVariation().head());
    }
    for (EndlessKings.Position p : someEndlessPositions()) {
      assertLegal(p, ENDLESS_SEARCHER.search(p, Budget.ofNodes(1)));
    }
  }

  @Test
  void m7_aNodeBudgetIsNeverExceeded() {
    for (long nodes : new long[] {2, 7, 100, 1_000, 5_000}) {
      for (EndlessKings.Position p : someEndlessPositions()) {
        SearchResult r = ENDLESS_SEARCHER.search(p, Budget.ofNodes(nodes));
        assertLegal(p, r);
        assertTrue(r.nodes() <= nodes, () -> r.nodes() + " nodes for a budget of " + nodes);
      }
    }
  }

  @Test
  void m7_aOnePlyBudgetPlaysTheBestImmediateMove() {
    for (MiniPosition p : someMiniPositions()) {
      SearchResult r = MiniDiamondsRobots.searcher().search(p, Budget.ofDepth(1));
      assertLegal(p, r);
      assertEquals(1, r.depth());
      int best = Integer.MIN_VALUE;
      for (Move m : p.legalMoves()) {
        MiniPosition next = p.playUnchecked(m);
        int v = next.isOver() ? -next.outcome().get().score().difference(next.sideToMove())
            : -MiniDiamondsRobots.POINTS.evaluate(next);
        best = Math.max(best, v);
      }
      assertEquals(best, r.score(), p::toString);
    }
    for (EndlessKings.Position p : someEndlessPositions()) {
      SearchResult r = ENDLESS_SEARCHER.search(p, Budget.ofDepth(1));
      assertLegal(p, r);
      assertEquals(1, r.depth());
    }
  }

  @Test
  void m7_aOneMillisecondBudgetGivesALegalMove() {
    for (EndlessKings.Position p : someEndlessPositions()) {
      SearchResult r = assertTimeoutPreemptively(LIVENESS, () -> ENDLESS_SEARCHER.search(p, Budget.ofMillis(1)));
      assertLegal(p, r);
    }
    for (MiniPosition p : someMiniPositions()) {
      assertLegal(p, MiniDiamondsRobots.searcher().search(p, Budget.ofMillis(1)));
    }
  }

  @Test
  void m7_aTimeBudgetEndsAnEndlessSearch() {
    EndlessKings.Position start = ENDLESS.start();
    SearchResult r = assertTimeoutPreemptively(LIVENESS, () -> ENDLESS_SEARCHER.search(start, Budget.ofMillis(100)));
    assertLegal(start, r);
    assertFalse(r.exact());
  }

  @Test
  void m7_nodeAndDepthBudgetsAreReproducible() {
    EndlessKings.Position start = ENDLESS.start();
    for (Budget b : new Budget[] {Budget.ofNodes(3_000), Budget.ofDepth(4), Budget.ofDepth(6).andNodes(20_000)}) {
      SearchResult first = ENDLESS_SEARCHER.search(start, b);
      ENDLESS_SEARCHER.search(start.playUnchecked(start.legalMoves().head()), b);  // other work in between
      SearchResult second = ENDLESS_SEARCHER.search(start, b);
      assertEquals(first.move(), second.move());
      assertEquals(first.score(), second.score());
      assertEquals(first.depth(), second.depth());
      assertEquals(first.nodes(), second.nodes());
      assertEquals(first.principalVariation(), second.principalVariation());
    }
  }

  @Test
  void anEndlessSearchWithADepthBudgetStopsAtThatDepth() {
    SearchResult r = ENDLESS_SEARCHER.search(ENDLESS.start(), Budget.ofDepth(5));
    assertEquals(5, r.depth());
    assertFalse(r.exact());
    assertTrue(r.principalVariation().size() >= 1 && r.principalVariation().size() <= 5);
  }

  @Test
  void searchingAFinishedPositionIsRefused() {
    MiniPosition over = MINI.start();
    while (!over.isOver()) {
      over = over.playUnchecked(over.legalMoves().head());
    }
    MiniPosition finished = over;
    Searcher<MiniPosition> searcher = MiniDiamondsRobots.searcher();
    assertThrows(IllegalArgumentException.class, () -> searcher.search(finished, Budget.UNLIMITED));
    assertThrows(IllegalArgumentException.class,
        () -> searcher.scoreMoves(finished, 1, Budget.UNLIMITED, new Cancellation()));
    assertThrows(IllegalArgumentException.class,
        () -> searcher.scoreMoves(MINI.start(), 0, Budget.UNLIMITED, new Cancellation()));
    assertThrows(IllegalArgumentException.class, () -> searcher.withTableEntries(1));
  }

  @Test
  void scoreMovesGivesEveryMoveItsValueAtTheDepth() {
    MiniDiamondsTruth truth = new MiniDiamondsTruth(MINI);
    Searcher<MiniPosition> searcher = MiniDiamondsRobots.searcher();
    for (MiniPosition p : someMiniPositions()) {
      MoveScores deep = searcher.scoreMoves(p, 10, Budget.UNLIMITED, new Cancellation());
      assertEquals(p.legalMoves(), deep.scores().map(ScoredMove::move));
      for (ScoredMove s : deep.scores()) {
        assertTrue(s.exact());
        assertEquals(-truth.pointValue(p.playUnchecked(s.move())), s.value(), () -> s + " in " + p);
      }
      MoveScores shallow = searcher.scoreMoves(p, 1, Budget.UNLIMITED, new Cancellation());
      assertEquals(1, shallow.depth());
      for (ScoredMove s : shallow.scores()) {
        MiniPosition next = p.playUnchecked(s.move());
        int v = next.isOver() ? -next.outcome().get().score().difference(next.sideToMove())
            : -MiniDiamondsRobots.POINTS.evaluate(next);
        assertEquals(v, s.value());
        assertEquals(next.isOver(), s.exact());
      }
      // out of budget before the first depth: the evaluator's view of every move, still all of them
      MoveScores starved = searcher.scoreMoves(p, 5, Budget.ofNodes(1), new Cancellation());
      assertEquals(0, starved.depth());
      assertEquals(shallow.scores(), starved.scores());
    }
  }
}
