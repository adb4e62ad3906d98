package io.github.tabla.benchmarks;

import io.github.tabla.core.Move;
import io.github.tabla.games.draughts.DraughtsPosition;
import io.github.tabla.games.draughts.ItalianDraughts;
import io.github.tabla.games.draughts.internal.Geometry;
import io.github.tabla.games.draughts.internal.Perft;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * The perft figures of {@link DraughtsPerftBenchmark} in leaves per second of <em>thread CPU time</em>,
 * the measure of the reference figures. Unlike wall-clock time it stays meaningful when other
 * processes share the machine. Each figure is the median of the measured runs after a warm-up.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.github.tabla.benchmarks.DraughtsPerftCpuTime [runs]
 * </pre>
 */
public final class DraughtsPerftCpuTime {
  private DraughtsPerftCpuTime() {}

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  /**
   * Runs the measurements and prints one line per figure.
   *
   * @param args optionally the number of measured runs (default 15)
   */
  public static void main(String[] args) {
    int runs = args.length > 0 ? Integer.parseInt(args[0]) : 15;
    Perft perft = new Perft();
    DraughtsPosition start = new ItalianDraughts().start();
    double bulk = measure("kernel bulk, depth 10", runs, DraughtsPerftBenchmark.LEAVES_10,
        () -> perft.bulk(Geometry.WHITE_START, Geometry.BLACK_START, 0, true, 10));
    double full = measure("kernel every leaf made, depth 9", runs, DraughtsPerftBenchmark.LEAVES_9,
        () -> perft.full(Geometry.WHITE_START, Geometry.BLACK_START, 0, true, 9));
    double typedBulk = measure("typed API bulk, depth 7", runs, DraughtsPerftBenchmark.LEAVES_7,
        () -> typedBulk(start, 7));
    double typedFull = measure("typed API every leaf made, depth 7", runs, DraughtsPerftBenchmark.LEAVES_7,
        () -> typedFull(start, 7));
    System.out.printf(Locale.ROOT, "ratio kernel : typed API, bulk %.0f : 1, every leaf made %.0f : 1%n",
        bulk / typedBulk, full / typedFull);
  }

  /**
   * Measures a count: warm-up runs, then the median rate of the measured runs in thread CPU time, printed.
   *
   * @param name what is measured
   * @param runs the measured runs
   * @param expected the count every run must give
   * @param work the count
   * @return the median in leaves a second
   */
  static double measure(String name, int runs, long expected, LongSupplier work) {
    for (int i = 0; i < Math.max(5, runs / 2); i++) {
      work.getAsLong();
    }
    double[] rates = new double[runs];
    for (int i = 0; i < runs; i++) {
      long t0 = THREADS.getCurrentThreadCpuTime();
      long n = work.getAsLong();
      long t1 = THREADS.getCurrentThreadCpuTime();
      if (n != expected) {
        throw new IllegalStateException(name + " gave " + n + " leaves, expected " + expected);
      }
      rates[i] = expected / ((t1 - t0) / 1e9);
    }
    Arrays.sort(rates);
    double median = rates[runs / 2];
    System.out.printf(Locale.ROOT, "%-36s %8.2f M leaves/s (CPU time; min %.2f, max %.2f, %d runs)%n", name,
        median / 1e6, rates[0] / 1e6, rates[runs - 1] / 1e6, runs);
    return median;
  }

  private static long typedBulk(DraughtsPosition p, int depth) {
    if (depth == 1) {
      return p.legalMoves().size();
    }
    long n = 0L;
    for (Move m : p.legalMoves()) {
      n += typedBulk(p.playUnchecked(m), depth - 1);
    }
    return n;
  }

  private static long typedFull(DraughtsPosition p, int depth) {
    if (depth == 0) {
      return 1L;
    }
    long n = 0L;
    for (Move m : p.legalMoves()) {
      n += typedFull(p.playUnchecked(m), depth - 1);
    }
    return n;
  }
}
