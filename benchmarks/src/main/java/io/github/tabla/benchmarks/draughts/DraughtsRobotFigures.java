package io.github.tabla.benchmarks.draughts;

import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.SearchResult;
import io.github.tabla.games.draughts.DraughtsPosition;
import io.github.tabla.games.draughts.robot.DraughtsRobot;
import io.github.tabla.games.draughts.robot.Endgames;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;

/**
 * The Robot figures of {@code docs/benchmarks.md} outside JMH, in thread CPU time where
 * the machine is shared (the measure stays meaningful under load) and in wall-clock time for the budget:
 *
 * <ol>
 *   <li>the standard endgame tables (4 pieces): generation time (wall and CPU), positions, results,
 *       memory, the longest win and the longest run without progress (ID-13.3);
 *   <li>nodes per second of the strongest level's search, per position (median of several runs of
 *       1,000,000 nodes);
 *   <li>the depth the strongest level reaches with one second, per position;
 *   <li>the 100 ms budget: how long {@code choose} takes, wall clock, over many calls;
 *   <li>with the argument {@code 5}: the five-piece tables too (minutes, about 0.5 GB of heap).
 * </ol>
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.github.tabla.benchmarks.draughts.DraughtsRobotFigures [5]
 * </pre>
 */
public final class DraughtsRobotFigures {
  private DraughtsRobotFigures() {}

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  /**
   * Measures and prints.
   *
   * @param args {@code 5} to make the five-piece tables as well
   */
  public static void main(String[] args) {
    tables();
    if (args.length > 0 && args[0].equals("5")) {
      fivePieces();
    }
    DraughtsRobot robot = DraughtsRobot.of(DraughtsRobot.STRONGEST, 1L);
    for (int i = 0; i < RobotPositions.ALL.length; i++) {
      nodesPerSecond(robot, RobotPositions.NAMES[i], RobotPositions.of(RobotPositions.ALL[i]));
    }
    for (int i = 0; i < RobotPositions.ALL.length; i++) {
      SearchResult r = robot.choose(RobotPositions.of(RobotPositions.ALL[i]), Budget.ofMillis(1_000));
      System.out.printf(Locale.ROOT, "one second, %s: depth %d, %,d nodes, %d ms, value %d%n", RobotPositions.NAMES[i],
          r.depth(), r.nodes(), r.millis(), r.score());
    }
    budget(robot);
  }

  private static void tables() {
    long cpu0 = THREADS.getCurrentThreadCpuTime();
    long wall0 = System.nanoTime();
    Endgames t = Endgames.standard();
    long cpu = THREADS.getCurrentThreadCpuTime() - cpu0;
    long wall = System.nanoTime() - wall0;
    System.out.printf(Locale.ROOT, "tables of %d pieces: %.2f s wall, %.2f s CPU; %,d positions (%,d wins, %,d draws,"
            + " %,d losses), %,d bytes, longest win %d plies%n", t.maxPieces(), wall / 1e9, cpu / 1e9, t.positions(),
        t.wins(), t.draws(), t.losses(), t.bytes(), t.longestWin());
    long c0 = THREADS.getCurrentThreadCpuTime();
    int run = t.longestRunWithoutProgress();
    System.out.printf(Locale.ROOT, "longest run without progress of a quickest win: %d positions (%.1f s CPU)%n", run,
        (THREADS.getCurrentThreadCpuTime() - c0) / 1e9);
  }

  private static void fivePieces() {
    Runtime rt = Runtime.getRuntime();
    System.gc();
    long before = rt.totalMemory() - rt.freeMemory();
    long cpu0 = THREADS.getCurrentThreadCpuTime();
    long wall0 = System.nanoTime();
    Endgames t = Endgames.generate(5);
    long cpu = THREADS.getCurrentThreadCpuTime() - cpu0;
    long wall = System.nanoTime() - wall0;
    System.gc();
    long after = rt.totalMemory() - rt.freeMemory();
    System.out.printf(Locale.ROOT, "tables of 5 pieces: %.1f s wall, %.1f s CPU; %,d positions (%,d wins, %,d draws, %,d"
            + " losses), %,d bytes (heap grew %,d bytes), longest win %d plies%n", wall / 1e9, cpu / 1e9, t.positions(),
        t.wins(), t.draws(), t.losses(), t.bytes(), after - before, t.longestWin());
    long c0 = THREADS.getCurrentThreadCpuTime();
    int run = t.longestRunWithoutProgress();
    System.out.printf(Locale.ROOT, "5 pieces, longest run without progress of a quickest win: %d positions (%.1f s CPU)%n",
        run, (THREADS.getCurrentThreadCpuTime() - c0) / 1e9);
  }

  private static void nodesPerSecond(DraughtsRobot robot, String name, DraughtsPosition p) {
    int runs = 9;
    double[] rates = new double[runs];
    long nodes = 0;
    for (int i = -3; i < runs; i++) {
      long t0 = THREADS.getCurrentThreadCpuTime();
      SearchResult r = robot.analyse(p, Budget.ofNodes(1_000_000L));
      long t1 = THREADS.getCurrentThreadCpuTime();
      nodes = r.nodes();
      if (i >= 0) {
        rates[i] = r.nodes() / ((t1 - t0) / 1e9);
      }
    }
    Arrays.sort(rates);
    System.out.printf(Locale.ROOT, "nodes per second, %s: %.2f M (CPU time; min %.2f, max %.2f; %,d nodes a run)%n", name,
        rates[runs / 2] / 1e6, rates[0] / 1e6, rates[runs - 1] / 1e6, nodes);
  }

  private static void budget(DraughtsRobot robot) {
    int calls = 0;
    int over = 0;
    long[] millis = new long[60];
    for (int warm = 0; warm < 5; warm++) {
      robot.choose(RobotPositions.of(RobotPositions.START), Budget.ofMillis(100));
    }
    for (int i = 0; i < millis.length; i++) {
      DraughtsPosition p = RobotPositions.of(RobotPositions.ALL[i % RobotPositions.ALL.length]);
      long t0 = System.nanoTime();
      robot.choose(p, Budget.ofMillis(100));
      millis[i] = (System.nanoTime() - t0) / 1_000_000L;
      calls++;
      if (millis[i] > 150) {
        over++;
      }
    }
    Arrays.sort(millis);
    System.out.printf(Locale.ROOT, "100 ms budget, wall clock over %d calls: median %d ms, 95th %d ms, max %d ms;"
        + " %d over 150 ms%n", calls, millis[calls / 2], millis[calls * 95 / 100], millis[calls - 1], over);
  }
}
