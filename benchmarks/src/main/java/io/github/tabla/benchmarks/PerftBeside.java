package io.github.tabla.benchmarks;

import io.github.tabla.core.Side;
import io.github.tabla.games.draughts.DraughtsRules;
import io.github.tabla.games.draughts.internal.RulesPerft;
import io.github.tabla.games.draughts.variants.RulesGenerators;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A variant's start perft on the rules-driven generator (every route a move, one thread, thread CPU time)
 * run round by round beside another program's perft, a command started once a round: the two
 * alternate within seconds (the order reversed every round), so that both land in the same phase of a
 * shared machine, whose speed can swing by a third from one few seconds to the next. The command prints
 * its own figures, lines with a number followed by {@code Mleaves/s} or {@code M leaves/s}; its best such
 * number in a round is its speed for that round.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.github.tabla.benchmarks.PerftBeside \
 *     russian=11 15 /path/to/other-perft russian 11 2
 * </pre>
 *
 * <p>Prints a line per round (both speeds and their ratio), then the median of the rounds' ratios with
 * their range, and the best round of each against the other's best. Three runs warm the JIT up first.
 */
public final class PerftBeside {
  private static final Pattern SPEED = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)\\s*M ?leaves/s");

  private PerftBeside() {}

  /**
   * Runs the measurement.
   *
   * @param args a {@code variant=depth} pair (the variant by the start of its id, depth 1 to 20), the
   *     number of rounds (1 to 1000), then the command and its arguments
   * @throws IOException when the command cannot be started
   * @throws InterruptedException when interrupted while the command runs
   * @throws IllegalArgumentException for arguments of another form, an unknown variant, a board of more
   *     than 64 playing squares, or a command that prints no speed or fails
   */
  public static void main(String[] args) throws IOException, InterruptedException {
    String usage = "usage: PerftBeside variant=depth rounds command [argument...] (depth 1 to 20, rounds 1 to 1000)";
    if (args.length < 3 || args[0].indexOf('=') < 1) {
      throw new IllegalArgumentException(usage);
    }
    String variant = args[0].substring(0, args[0].indexOf('='));
    int depth;
    int rounds;
    try {
      depth = Integer.parseInt(args[0].substring(args[0].indexOf('=') + 1));
      rounds = Integer.parseInt(args[1]);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(usage, e);
    }
    if (depth < 1 || depth > 20 || rounds < 1 || rounds > 1000) {
      throw new IllegalArgumentException(usage);
    }
    DraughtsRules rules = VariantsPerftCpuTime.VARIANTS.stream().filter(r -> r.id().startsWith(variant))
        .findFirst().orElseThrow(() -> new IllegalArgumentException("no variant " + variant));
    if (rules.squares() > 64) {
      throw new IllegalArgumentException(rules.id() + ": boards of more than 64 playing squares are not measured here");
    }
    List<String> command = Arrays.asList(args).subList(2, args.length);
    long[] start = VariantsPerftCpuTime.start(rules);
    boolean whiteFirst = rules.firstToMove() == Side.WHITE;
    RulesPerft perft = new RulesPerft(RulesGenerators.of(rules, false));
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long leaves = 0L;
    for (int i = 0; i < 3; i++) {
      leaves = perft.bulk(start[0], start[1], 0L, whiteFirst, depth);
    }
    double[] ratio = new double[rounds];
    double bestOther = 0;
    double bestTabla = 0;
    for (int i = 0; i < rounds; i++) {
      double other = 0;
      double tabla = 0;
      for (int k = 0; k < 2; k++) {
        if ((k == 0) == (i % 2 == 0)) {
          other = other(command);
        } else {
          long before = threads.getCurrentThreadCpuTime();
          long n = perft.bulk(start[0], start[1], 0L, whiteFirst, depth);
          long nanos = threads.getCurrentThreadCpuTime() - before;
          if (n != leaves) {
            throw new IllegalStateException("the count changed: " + n + " after " + leaves);
          }
          tabla = n / (nanos / 1e3);
        }
      }
      ratio[i] = tabla / other;
      bestOther = Math.max(bestOther, other);
      bestTabla = Math.max(bestTabla, tabla);
      System.out.printf(Locale.ROOT, "round %d: %s %.1f M leaves/s, Tabla %.1f, ratio %.3f%n", i + 1,
          command.get(0), other, tabla, ratio[i]);
    }
    double[] sorted = ratio.clone();
    Arrays.sort(sorted);
    double median = rounds % 2 == 1 ? sorted[rounds / 2] : (sorted[rounds / 2 - 1] + sorted[rounds / 2]) / 2;
    System.out.printf(Locale.ROOT, "%s depth %d, %,d leaves: Tabla : other, median %.3f over %d rounds"
        + " (%.3f to %.3f); best %.1f : best %.1f = %.3f%n", rules.id(), depth, leaves, median, rounds, sorted[0],
        sorted[rounds - 1], bestTabla, bestOther, bestTabla / bestOther);
  }

  /** Runs the command once: its best speed printed. */
  private static double other(List<String> command) throws IOException, InterruptedException {
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    int exit = process.waitFor();
    if (exit != 0) {
      throw new IllegalArgumentException(command.get(0) + " exited with " + exit + ": " + out.strip());
    }
    double best = 0;
    Matcher m = SPEED.matcher(out);
    while (m.find()) {
      best = Math.max(best, Double.parseDouble(m.group(1)));
    }
    if (best == 0) {
      throw new IllegalArgumentException(command.get(0) + " printed no speed (a number and M leaves/s): "
          + out.strip());
    }
    return best;
  }
}
