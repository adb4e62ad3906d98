package io.github.tabla.benchmarks.buttons;

import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Cancellation;
import io.github.tabla.core.robot.SearchResult;
import io.github.tabla.games.buttons.ButtonsGame;
import io.github.tabla.games.buttons.ButtonsPosition;
import io.github.tabla.games.buttons.ButtonsRobot;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;

/**
 * The figures of {@code docs/benchmarks.md}, in wall-clock and thread CPU time:
 *
 * <ol>
 *   <li>the kernel's perft speed from the start (depth 5);
 *   <li>the strongest level's move from the start with a one-second budget: time, depth reached,
 *       whether its value is exact, nodes (median of several runs);
 *   <li>the strongest level without a budget from the start: the time to solve the round;
 *   <li>along a reference round (both sides played by the strongest level with a fixed node budget,
 *       so it is the same round on every machine), for every position: what the strongest level
 *       finds with one second, and the CPU time an unlimited search needs to solve the round from
 *       there. The last line says from how many plies before the end every position was solved
 *       within the second.
 * </ol>
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.github.tabla.benchmarks.buttons.ButtonsRobotFigures [runs]
 * </pre>
 */
public final class ButtonsRobotFigures {
  private ButtonsRobotFigures() {}

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  /**
   * Runs the measurements and prints them.
   *
   * @param args optionally the number of runs from the start (default 5)
   */
  public static void main(String[] args) {
    int runs = args.length > 0 ? Integer.parseInt(args[0]) : 5;
    for (ButtonsGame game : new ButtonsGame[] {ButtonsGame.standard(), ButtonsGame.extraRook()}) {
      System.out.println("== " + game.id());
      perft(game);
      fromTheStart(game, runs);
      solve(game);
      alongAReferenceRound(game);
    }
  }

  private static void perft(ButtonsGame game) {
    ButtonsPosition start = game.start();
    double[] rates = new double[7];
    long leaves = 0L;
    for (int i = -3; i < rates.length; i++) {
      long t0 = THREADS.getCurrentThreadCpuTime();
      leaves = start.perft(5);
      long t1 = THREADS.getCurrentThreadCpuTime();
      if (i >= 0) {
        rates[i] = leaves / ((t1 - t0) / 1e9);
      }
    }
    Arrays.sort(rates);
    System.out.printf(Locale.ROOT, "kernel perft 5 = %,d: %.1f M leaves/s CPU (median of %d; last ply counted)%n",
        leaves, rates[rates.length / 2] / 1e6, rates.length);
  }

  private static void fromTheStart(ButtonsGame game, int runs) {
    ButtonsRobot robot = game.robot(game.strongestLevel(), 1L);
    ButtonsPosition start = game.start();
    // warm-up
    for (int i = 0; i < 3; i++) {
      robot.choose(start, Budget.ofMillis(1000));
    }
    long[] wall = new long[runs];
    long[] cpu = new long[runs];
    for (int i = 0; i < runs; i++) {
      long w0 = System.nanoTime();
      long c0 = THREADS.getCurrentThreadCpuTime();
      SearchResult r = robot.choose(start, Budget.ofMillis(1000));
      cpu[i] = (THREADS.getCurrentThreadCpuTime() - c0) / 1_000_000L;
      wall[i] = (System.nanoTime() - w0) / 1_000_000L;
      System.out.printf(Locale.ROOT, "  1 s from the start: %s value %d exact %s depth %d nodes %,d wall %d ms cpu %d ms"
          + " (%.1f M nodes/s CPU)%n", r.move(), r.score(), r.exact(), r.depth(), r.nodes(), wall[i], cpu[i],
          r.nodes() / (cpu[i] / 1000.0) / 1e6);
    }
    Arrays.sort(wall);
    Arrays.sort(cpu);
    System.out.printf(Locale.ROOT, "strongest, 1 s from the start: median wall %d ms, cpu %d ms%n", wall[runs / 2],
        cpu[runs / 2]);
  }

  private static void solve(ButtonsGame game) {
    ButtonsRobot robot = game.robot(game.strongestLevel(), 1L);
    long w0 = System.nanoTime();
    long c0 = THREADS.getCurrentThreadCpuTime();
    SearchResult r = robot.choose(game.start(), Budget.UNLIMITED);
    System.out.printf(Locale.ROOT, "strongest, unlimited, from the start: %s value %d exact %s nodes %,d wall %d ms"
        + " cpu %d ms%n", r.move(), r.score(), r.exact(), r.nodes(), (System.nanoTime() - w0) / 1_000_000L,
        (THREADS.getCurrentThreadCpuTime() - c0) / 1_000_000L);
  }

  private static void alongAReferenceRound(ButtonsGame game) {
    ButtonsRobot robot = game.robot(game.strongestLevel(), 1L);
    ButtonsPosition p = game.start();
    int solvedFrom = -1;
    System.out.println("  plies left | 1 s: exact depth nodes wall cpu | unlimited: nodes cpu | position");
    while (!p.isOver()) {
      long w0 = System.nanoTime();
      long c0 = THREADS.getCurrentThreadCpuTime();
      SearchResult r = robot.choose(p, Budget.ofMillis(1000));
      long cpu = (THREADS.getCurrentThreadCpuTime() - c0) / 1_000_000L;
      long wall = (System.nanoTime() - w0) / 1_000_000L;
      long c1 = THREADS.getCurrentThreadCpuTime();
      SearchResult exact = ButtonsRobot.analyse(p, Budget.UNLIMITED, new Cancellation());
      long solveCpu = (THREADS.getCurrentThreadCpuTime() - c1) / 1_000_000L;
      System.out.printf(Locale.ROOT, "  %2d | %-5s %2d %,11d %5d %5d | %,11d %6d | %s%n", p.pliesLeft(), r.exact(),
          r.depth(), r.nodes(), wall, cpu, exact.nodes(), solveCpu, p);
      if (r.exact() && solvedFrom < 0) {
        solvedFrom = p.pliesLeft();
      } else if (!r.exact()) {
        solvedFrom = -1;
      }
      p = p.playUnchecked(robot.choose(p, Budget.ofNodes(2_000_000L)).move());
    }
    System.out.printf(Locale.ROOT, "with 1 s, every position of the reference round was solved exactly from %d plies"
        + " before the end%n", solvedFrom);
  }
}
