package io.github.tabla.benchmarks;

import java.io.File;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.Arrays;
import java.util.Locale;

/**
 * A variant's start perft on the rules-driven generator (every route a move) with two or more builds in
 * one JVM, their runs alternating (the order reversed every round), in leaves per second of thread CPU
 * time: a before and after of one change. On a shared machine a JVM's speed drifts by phases of seconds, so two builds
 * measured in JVMs of their own may land in different phases; alternating in one JVM puts both in the
 * same. Each build is its own class loader over its {@code benchmarks.jar}, so each has its own compiled
 * code. The first quarter of the rounds is a warm-up.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.github.tabla.benchmarks.PerftAlternating \
 *     40 russian=10 /tmp/before.jar /tmp/after.jar
 * </pre>
 *
 * <p>A board of more than 64 playing squares (12×12) runs on the wide generator, and so does any board
 * under {@code -Dtabla.generator=wide}; {@code -Dtabla.convention=distinct} counts one move per result
 * rather than every route.
 *
 * <p>Prints a line per build: its best, third quartile and median over the measured rounds, and the
 * median of its ratio to the first build's run of the same round. A build named first tends to come out
 * a percent or two ahead: swap the order to check a small difference.
 */
public final class PerftAlternating {
  private PerftAlternating() {}

  /**
   * Runs the measurement.
   *
   * @param args the number of rounds, a {@code variant=depth} pair (the variant by the start of its id),
   *     then the builds' {@code benchmarks.jar} files
   * @throws Exception when a jar cannot be loaded or lacks the generator
   * @throws IllegalArgumentException for arguments of another form, a missing jar or an unknown variant
   */
  public static void main(String[] args) throws Exception {
    String usage = "usage: PerftAlternating rounds variant=depth jar jar... (rounds 4 or more, depth 1 to 20)";
    if (args.length < 4 || args[1].indexOf('=') < 1) {
      throw new IllegalArgumentException(usage);
    }
    int rounds;
    int depth;
    try {
      rounds = Integer.parseInt(args[0]);
      depth = Integer.parseInt(args[1].substring(args[1].indexOf('=') + 1));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(usage, e);
    }
    if (rounds < 4 || depth < 1 || depth > 20) {
      throw new IllegalArgumentException(usage);
    }
    String variant = args[1].substring(0, args[1].indexOf('='));
    int builds = args.length - 2;
    Build[] build = new Build[builds];
    for (int j = 0; j < builds; j++) {
      build[j] = new Build(new File(args[2 + j]), variant, depth);
    }
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    double[][] rate = new double[builds][rounds];
    long[] leaves = new long[builds];
    for (int i = 0; i < rounds; i++) {
      for (int k = 0; k < builds; k++) {
        int j = i % 2 == 0 ? k : builds - 1 - k;
        long start = threads.getCurrentThreadCpuTime();
        leaves[j] = build[j].run();
        long nanos = threads.getCurrentThreadCpuTime() - start;
        rate[j][i] = leaves[j] / (nanos / 1e3);
      }
    }
    int warm = rounds / 4;
    for (int j = 0; j < builds; j++) {
      double[] sorted = Arrays.copyOfRange(rate[j], warm, rounds);
      Arrays.sort(sorted);
      double[] ratio = new double[rounds - warm];
      for (int i = warm; i < rounds; i++) {
        ratio[i - warm] = rate[j][i] / rate[0][i];
      }
      Arrays.sort(ratio);
      System.out.printf(Locale.ROOT, "%s depth %d %s: %,d leaves, best %.1f, p75 %.1f, median %.1f M leaves/s;"
          + " to the first, median %.3f%n", variant, depth, args[2 + j], leaves[j], sorted[sorted.length - 1],
          sorted[sorted.length * 3 / 4], sorted[sorted.length / 2], ratio[ratio.length / 2]);
    }
  }

  /** One build's perft of a variant's start, through its own class loader. */
  private static final class Build {
    private final Object perft;
    private final Method bulk;
    private final long white;
    private final long black;
    /** The wide generator's start position, or null on the bitboard generator. */
    private final long[] start;
    private final boolean whiteFirst;
    private final int depth;

    Build(File jar, String variant, int depth) throws Exception {
      if (!jar.isFile()) {
        throw new IllegalArgumentException("no such jar: " + jar);
      }
      ClassLoader loader = new URLClassLoader(new URL[] {jar.toURI().toURL()},
          ClassLoader.getPlatformClassLoader());
      Class<?> rulesType = loader.loadClass("io.github.tabla.games.draughts.DraughtsRules");
      Object rules = null;
      for (Field f : rulesType.getFields()) {
        Object value = f.getType() == rulesType ? f.get(null) : null;
        if (value != null && ((String) rulesType.getMethod("id").invoke(value)).startsWith(variant)) {
          rules = value;
        }
      }
      if (rules == null) {
        throw new IllegalArgumentException("no variant " + variant + " in " + jar);
      }
      int size = (int) rulesType.getMethod("size").invoke(rules);
      boolean distinct = "distinct".equals(System.getProperty("tabla.convention"));
      this.depth = depth;
      this.whiteFirst = rulesType.getMethod("firstToMove").invoke(rules).toString().equals("WHITE");
      if ((int) rulesType.getMethod("squares").invoke(rules) > 64 || "wide".equals(System.getProperty("tabla.generator"))) {
        // the wide generator of boards of more than 64 playing squares
        Object generator = loader.loadClass("io.github.tabla.games.draughts.variants.RulesGenerators")
            .getMethod("wide", rulesType, boolean.class).invoke(null, rules, distinct);
        Class<?> perftType = loader.loadClass("io.github.tabla.games.draughts.internal.WidePerft");
        this.start = (long[]) perftType.getMethod("start", rulesType).invoke(null, rules);
        this.perft = perftType.getConstructor(generator.getClass()).newInstance(generator);
        this.bulk = perftType.getMethod("bulk", long[].class, boolean.class, int.class);
        this.white = 0L;
        this.black = 0L;
        return;
      }
      this.start = null;
      int menRows = (int) rulesType.getMethod("menRows").invoke(rules);
      Class<?> layoutType = loader.loadClass("io.github.tabla.games.draughts.internal.Layout");
      // a build from before the full board has neither Layout.of(rules) nor firstMenRow
      Object layout;
      int first = 0;
      try {
        layout = layoutType.getMethod("of", rulesType).invoke(null, rules);
        first = (int) rulesType.getMethod("firstMenRow").invoke(rules);
      } catch (NoSuchMethodException e) {
        layout = layoutType.getMethod("of", int.class).invoke(null, size);
      }
      Method rows = layoutType.getMethod("rows", int.class, int.class);
      this.white = (long) rows.invoke(layout, size - first - menRows, menRows);
      this.black = (long) rows.invoke(layout, first, menRows);
      Object generator = loader.loadClass("io.github.tabla.games.draughts.variants.RulesGenerators")
          .getMethod("of", rulesType, boolean.class).invoke(null, rules, distinct);
      Class<?> perftType = loader.loadClass("io.github.tabla.games.draughts.internal.RulesPerft");
      this.perft = perftType.getConstructor(generator.getClass()).newInstance(generator);
      this.bulk = perftType.getMethod("bulk", long.class, long.class, long.class, boolean.class, int.class);
    }

    long run() throws Exception {
      return start != null ? (long) bulk.invoke(perft, start, whiteFirst, depth)
          : (long) bulk.invoke(perft, white, black, 0L, whiteFirst, depth);
    }
  }
}
