package io.github.tabla.games.knights;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.tabla.core.Move;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.KernelSearcher;
import io.github.tabla.core.robot.SearchResult;
import io.github.tabla.core.robot.Searcher;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The strongest level's search on the one engine is the typed searcher's: with {@link RaceEvaluator} as
 * the hooks of both, the same moves, values, depths, lines and node counts, along seeded random rounds,
 * with and without a safety limit.
 */
class KnightsOneEngineTest {
  private static Seq<KnightsPosition> positions(KnightsGame game, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    Array<KnightsPosition> out = Array.empty();
    KnightsPosition p = game.start();
    while (!p.isOver() && out.size() < 60) {
      out = out.append(p);
      Seq<Move> moves = p.legalMoves();
      p = p.playUnchecked(moves.get(random.nextInt(moves.size())));
    }
    return out;
  }

  @Test
  void theStrongestSearchIsTheSameOnTheKernel() {
    for (KnightsGame game : new KnightsGame[] {KnightsGame.standard(), KnightsGame.withSafetyLimit(30)}) {
      Seq<KnightsPosition> positions = positions(game, 3L);
      for (int i = 0; i < positions.size(); i += 4) {
        KnightsPosition p = positions.get(i);
        RaceEvaluator race = new RaceEvaluator(p);
        Searcher<KnightsPosition> typed = Searcher.of(race).withOrdering(race).withTableEntries(1 << 12);
        KernelSearcher<KnightsPosition> kernel = KernelSearcher.of(game.kernel().get(), race).withOrdering(race)
            .withTableEntries(1 << 12);
        for (Budget budget : new Budget[] {Budget.ofDepth(2), Budget.ofDepth(4), Budget.ofNodes(3_000)}) {
          SearchResult a = typed.search(p, budget);
          SearchResult b = kernel.search(p, budget);
          String what = p + " with " + budget;
          assertEquals(a.move(), b.move(), what);
          assertEquals(a.score(), b.score(), what);
          assertEquals(a.value(), b.value(), what);
          assertEquals(a.depth(), b.depth(), what);
          assertEquals(a.nodes(), b.nodes(), what);
          assertEquals(a.principalVariation(), b.principalVariation(), what);
        }
      }
    }
  }
}
