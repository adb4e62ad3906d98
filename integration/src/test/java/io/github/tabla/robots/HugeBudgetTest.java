package io.github.tabla.robots;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Games;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.SearchResult;
import io.vavr.collection.Seq;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The largest time budget a caller can write is no limit, not an overflow: every level of every game
 * searches (a node limit ends it) and answers a legal move.
 */
class HugeBudgetTest {

  static Seq<GameDefinition<?>> games() {
    return Games.definitions();
  }

  @ParameterizedTest
  @MethodSource("games")
  void theLargestTimeBudgetSearchesAndAnswersALegalMove(GameDefinition<?> game) {
    check(game);
  }

  private static <P extends GamePosition<P>> void check(GameDefinition<P> game) {
    P start = game.start();
    for (Level level : game.levels()) {
      SearchResult r = game.robot(level, 3L).choose(start, Budget.ofMillis(Long.MAX_VALUE).andNodes(20_000));
      assertTrue(start.legalMoves().contains(r.move()), game.id() + " " + level + ": " + r);
      assertTrue(r.depth() >= 1 || r.nodes() >= 1, game.id() + " " + level + " searched nothing: " + r);
    }
  }
}
