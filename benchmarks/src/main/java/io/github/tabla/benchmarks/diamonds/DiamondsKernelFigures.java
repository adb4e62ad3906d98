package io.github.tabla.benchmarks.diamonds;

import io.github.tabla.core.Move;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Robot;
import io.github.tabla.core.robot.SearchResult;
import io.github.tabla.games.diamonds.DiamondsGame;
import io.github.tabla.games.diamonds.DiamondsPosition;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;

/**
 * The figures of Kings and Diamonds' kernel in thread CPU time, each the best of several runs from the
 * start: perft through the kernel ({@code DiamondsPosition.perft}, depth 9), perft through the typed
 * API ({@code legalMoves} and {@code playUnchecked}, depth 7), and the {@code strong} level's search
 * to depth 9 (its nodes, which say it plays as before, and its speed).
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.github.tabla.benchmarks.diamonds.DiamondsKernelFigures [runs]
 * </pre>
 */
public final class DiamondsKernelFigures {
  private DiamondsKernelFigures() {}

  /**
   * Prints the figures.
   *
   * @param args the number of runs, 10 by default
   */
  public static void main(String[] args) {
    int runs = args.length > 0 ? Integer.parseInt(args[0]) : 10;
    DiamondsGame game = DiamondsGame.instance();
    DiamondsPosition start = game.start();
    ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
    double kernel = 0;
    double typed = 0;
    double search = 0;
    long nodes = 0;
    for (int r = 0; r < runs; r++) {
      long t0 = cpu.getCurrentThreadCpuTime();
      long leaves = start.perft(9);
      long t1 = cpu.getCurrentThreadCpuTime();
      long typedLeaves = typed(start, 7);
      long t2 = cpu.getCurrentThreadCpuTime();
      Robot<DiamondsPosition> strong = game.robot(game.levels().get(3), 1L);
      SearchResult result = strong.choose(start, Budget.ofDepth(9));
      long t3 = cpu.getCurrentThreadCpuTime();
      kernel = Math.max(kernel, leaves / ((t1 - t0) / 1e3));
      typed = Math.max(typed, typedLeaves / ((t2 - t1) / 1e3));
      search = Math.max(search, result.nodes() / ((t3 - t2) / 1e3));
      nodes = result.nodes();
    }
    System.out.printf(Locale.ROOT, "kernel perft, depth 9: %.0f M leaves/s (best of %d, CPU time)%n", kernel, runs);
    System.out.printf(Locale.ROOT, "typed perft, depth 7: %.1f M leaves/s%n", typed);
    System.out.printf(Locale.ROOT, "strong level, depth 9 from the start: %,d nodes, %.2f M nodes/s%n", nodes, search);
  }

  private static long typed(DiamondsPosition p, int depth) {
    if (depth == 0) {
      return 1L;
    }
    long n = 0L;
    for (Move m : p.legalMoves()) {
      n += typed(p.playUnchecked(m), depth - 1);
    }
    return n;
  }
}
