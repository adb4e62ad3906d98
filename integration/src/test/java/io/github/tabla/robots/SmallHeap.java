package io.github.tabla.robots;

import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Games;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Robot;
import io.github.tabla.core.robot.SearchResult;
import io.github.tabla.games.draughts.robot.Endgames;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * The Robots in a JVM of its own, run by {@link SmallHeapTest} with a small {@code -Xmx}:
 *
 * <pre>
 * java -Xmx64m ... SmallHeap strongest GAME   a game's strongest level, with a time and a node budget
 * java -Xmx256m ... SmallHeap concurrent 8    eight searches at once, two per game, each with a time budget
 * java ... SmallHeap first                    draughts' first strongest move with a time budget, in a fresh JVM
 * </pre>
 *
 * <p>Each search must answer a legal move; the exit status is 0 when all did, 1 otherwise (with the
 * failure on standard error).
 */
public final class SmallHeap {
  private SmallHeap() {}

  /** The four families' standard games. */
  static Seq<GameDefinition<?>> games() {
    return Array.of("italian-draughts", "knights", "buttons", "diamonds").map(id -> Games.definition(id).get());
  }

  /**
   * Runs the searches.
   *
   * @param args {@code strongest} and a game id, {@code concurrent} and a number of searches, or
   *     {@code first}
   * @throws Exception when a search fails
   */
  public static void main(String[] args) throws Exception {
    long heap = Runtime.getRuntime().maxMemory() >> 20;
    if (args.length == 2 && args[0].equals("strongest")) {
      // one game a JVM, as an app plays one game at a time: its shared tables are all the heap holds
      for (GameDefinition<?> game : games().filter(g -> g.id().equals(args[1]))) {
        // a time budget (tables made aside) and a node budget (tables waited for), the heap being small
        for (Budget budget : Array.of(Budget.ofMillis(1_500), Budget.ofNodes(2_000_000).andMillis(20_000))) {
          System.out.println(search(game, budget, 1L) + " in " + heap + " MiB");
        }
      }
    } else if (args.length == 2 && args[0].equals("concurrent")) {
      int n = Integer.parseInt(args[1]);
      ExecutorService pool = Executors.newFixedThreadPool(n);
      try {
        List<Future<String>> answers = new ArrayList<>();
        for (int i = 0; i < n; i++) {
          GameDefinition<?> game = games().get(i % games().size());
          long seed = i;
          answers.add(pool.submit(() -> search(game, Budget.ofMillis(1_500), seed)));
        }
        for (Future<String> a : answers) {
          System.out.println(a.get(60, TimeUnit.SECONDS) + " (" + n + " at once in " + heap + " MiB)");
        }
      } finally {
        pool.shutdownNow();
      }
    } else if (args.length == 1 && args[0].equals("first")) {
      // the endgame tables take seconds to build: a search with a time budget must not wait for them
      GameDefinition<?> draughts = Games.definition("italian-draughts").get();
      System.out.println(search(draughts, Budget.ofMillis(300), 1L));
      System.out.println("tables after the first move: ready " + Endgames.standardTables().ready().isDefined()
          + ", being made " + Endgames.standardTables().isBeingMade());
      System.out.println("tables when waited for: " + Endgames.standardTables().get().map(Endgames::positions));
    } else {
      throw new IllegalArgumentException("usage: SmallHeap strongest GAME | SmallHeap concurrent N | SmallHeap first");
    }
  }

  private static <P extends GamePosition<P>> String search(GameDefinition<P> game, Budget budget, long seed) {
    Robot<P> robot = game.robot(game.strongestLevel(), seed);
    P start = game.start();
    long t0 = System.nanoTime();
    SearchResult result = robot.choose(start, budget);
    long ms = (System.nanoTime() - t0) / 1_000_000;
    if (!start.legalMoves().contains(result.move())) {
      throw new IllegalStateException(game.id() + ": " + result.move() + " is not a legal move");
    }
    return String.format(Locale.ROOT, "%s %s: %s, depth %d, %,d nodes, %s, %d ms", game.id(), robot.level().id(),
        result.move(), result.depth(), result.nodes(), result.exact() ? "exact" : "estimated", ms);
  }
}
