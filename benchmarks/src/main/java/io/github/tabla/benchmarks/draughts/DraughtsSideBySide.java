package io.github.tabla.benchmarks.draughts;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * The strongest draughts Robot of two builds side by side in one JVM: each build's benchmarks jar in a
 * class loader of its own, the two searching the same position in turn (which goes first alternates),
 * so that the machine's drift, which moves a figure by ±10 % from one run to the next on a shared
 * machine, touches both alike. For each of the positions of {@link DraughtsRobotFigures} it prints both
 * builds' median nodes per second of thread CPU time, depth and nodes, and the median of the ratios B/A of the
 * pairs; last, the geometric mean of the medians. This is how a change to the kernel or the search is
 * measured before it lands ({@code docs/benchmarks.md}).
 *
 * <pre>
 * git worktree add /tmp/before main
 * (cd /tmp/before &amp;&amp; ./mvnw -B -q -pl benchmarks -am package -DskipTests)
 * ./mvnw -B -q -pl benchmarks -am package -DskipTests
 * java -cp benchmarks/target/benchmarks.jar io.github.tabla.benchmarks.draughts.DraughtsSideBySide \
 *     /tmp/before/benchmarks/target/benchmarks.jar benchmarks/target/benchmarks.jar 1000000 21
 * </pre>
 */
public final class DraughtsSideBySide {
  private DraughtsSideBySide() {}

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  /** One build: its strongest Robot, the positions and the budget, reached by reflection. */
  private static final class Build {
    private final Object robot;
    private final Method choose;
    private final Object budget;
    private final Object[] positions;
    private final Method nodes;
    private final Method depth;

    Build(String jar, long budgetNodes) throws Exception {
      ClassLoader loader = new URLClassLoader(new URL[] {Path.of(jar).toUri().toURL()},
          ClassLoader.getPlatformClassLoader());
      Class<?> positionsClass = loader.loadClass(RobotPositions.class.getName());
      Field all = positionsClass.getDeclaredField("ALL");
      all.setAccessible(true);
      Method of = positionsClass.getDeclaredMethod("of", String.class);
      of.setAccessible(true);
      String[] texts = (String[]) all.get(null);
      positions = new Object[texts.length];
      for (int i = 0; i < texts.length; i++) {
        positions[i] = of.invoke(null, texts[i]);
      }
      Class<?> robotClass = loader.loadClass("io.github.tabla.games.draughts.robot.DraughtsRobot");
      Class<?> levelClass = loader.loadClass("io.github.tabla.core.robot.Level");
      Object strongest = robotClass.getField("STRONGEST").get(null);
      robot = robotClass.getMethod("of", levelClass, long.class).invoke(null, strongest, 1L);
      Class<?> budgetClass = loader.loadClass("io.github.tabla.core.robot.Budget");
      budget = budgetClass.getMethod("ofNodes", long.class).invoke(null, budgetNodes);
      choose = robotClass.getMethod("choose", loader.loadClass("io.github.tabla.core.GamePosition"), budgetClass);
      Class<?> result = loader.loadClass("io.github.tabla.core.robot.SearchResult");
      nodes = result.getMethod("nodes");
      depth = result.getMethod("depth");
    }

    /** One search: its nodes, its depth and its thread CPU time in nanoseconds. */
    long[] search(int position) throws Exception {
      long start = THREADS.getCurrentThreadCpuTime();
      Object r = choose.invoke(robot, positions[position], budget);
      long cpu = THREADS.getCurrentThreadCpuTime() - start;
      return new long[] {(Long) nodes.invoke(r), (Integer) depth.invoke(r), cpu};
    }
  }

  /**
   * Measures and prints.
   *
   * @param args the jar of build A, the jar of build B, the nodes of a search, the pairs of searches per
   *     position (the first two warm up)
   * @throws Exception when a jar cannot be read or lacks the Robot
   */
  public static void main(String[] args) throws Exception {
    if (args.length != 4) {
      throw new IllegalArgumentException("usage: DraughtsSideBySide JAR_A JAR_B NODES PAIRS");
    }
    Build a = new Build(args[0], Long.parseLong(args[2]));
    Build b = new Build(args[1], Long.parseLong(args[2]));
    int pairs = Integer.parseInt(args[3]);
    if (pairs < 3) {
      throw new IllegalArgumentException("at least 3 pairs (2 warm up), got " + pairs);
    }
    double product = 1.0;
    for (int i = 0; i < a.positions.length; i++) {
      List<Double> ratios = new ArrayList<>();
      List<Double> speedA = new ArrayList<>();
      List<Double> speedB = new ArrayList<>();
      long[] ra = null;
      long[] rb = null;
      for (int r = 0; r < pairs; r++) {
        if (r % 2 == 0) {
          ra = a.search(i);
          rb = b.search(i);
        } else {
          rb = b.search(i);
          ra = a.search(i);
        }
        if (r >= 2) {
          speedA.add(ra[0] * 1e3 / ra[2]);
          speedB.add(rb[0] * 1e3 / rb[2]);
          ratios.add(speedB.get(speedB.size() - 1) / speedA.get(speedA.size() - 1));
        }
      }
      double median = median(ratios);
      product *= median;
      System.out.printf(Locale.ROOT, "%s: A %.2f M nodes/s, depth %d, %,d nodes; B %.2f M nodes/s, depth %d, %,d nodes;"
              + " B/A median %.3f%n", RobotPositions.NAMES[i], median(speedA), ra[1], ra[0], median(speedB), rb[1],
          rb[0], median);
    }
    System.out.printf(Locale.ROOT, "geometric mean of the medians B/A: %.3f%n",
        Math.pow(product, 1.0 / a.positions.length));
  }

  private static double median(List<Double> values) {
    List<Double> sorted = new ArrayList<>(values);
    Collections.sort(sorted);
    return sorted.get(sorted.size() / 2);
  }
}
