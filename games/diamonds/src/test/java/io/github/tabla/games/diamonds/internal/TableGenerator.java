package io.github.tabla.games.diamonds.internal;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The generator of the shipped table {@code periodic-values.bin}: solves Kings and Diamonds by
 * retrograde analysis ({@link Retrograde}), encodes the result ({@link SolutionTable#encode}) and writes
 * it, printing the figures of {@code docs/benchmarks.md}.
 *
 * <p>Run it from the repository root after installing the module's dependencies:
 *
 * <pre>
 * ./mvnw -B -q install -DskipTests -pl games/diamonds -am
 * ./mvnw -B -q -pl games/diamonds test-compile exec:java   # rewrites src/main/resources/.../periodic-values.bin
 * </pre>
 *
 * <p>or, with another output file, {@code -Dexec.args=/tmp/table.bin}. The output is the same on every
 * run; the build's tests check the shipped table against fresh solves of a sample.
 */
public final class TableGenerator {
  private TableGenerator() {}

  /**
   * Solves the game and writes the table.
   *
   * @param args the output file, by default {@code periodic-values.bin} in the working directory, and the
   *     floor (the smallest plies-left count the table answers for), by default
   *     {@link SolutionTable#DEFAULT_FLOOR}
   * @throws IOException when the file cannot be written
   */
  public static void main(String[] args) throws IOException {
    Path out = Path.of(args.length > 0 ? args[0] : SolutionTable.RESOURCE);
    int floor = args.length > 1 ? Integer.parseInt(args[1]) : SolutionTable.DEFAULT_FLOOR;
    long start = System.nanoTime();
    System.out.printf(Locale.ROOT, "Solving Kings and Diamonds on %d threads: %d canonical king pairs x 65536 "
        + "diamond sets a layer%n", Runtime.getRuntime().availableProcessors(), Symmetry.PAIRS);
    Runtime runtime = Runtime.getRuntime();
    long[] peak = {0L};
    Retrograde.Result result = Retrograde.solve(floor, layer -> {
      // the heap in use after each layer: the layers themselves, since little else is allocated
      peak[0] = Math.max(peak[0], runtime.totalMemory() - runtime.freeMemory());
      System.out.printf(Locale.ROOT, "  layer %2d done at %6.1f s%n", layer, (System.nanoTime() - start) / 1e9);
    });
    long solved = System.nanoTime();
    byte[] encoded = SolutionTable.encode(result.periodic, result.exactFrom, floor);
    verify(SolutionTable.decode(new ByteArrayInputStream(encoded)), result);
    Files.write(out, encoded);
    long written = System.nanoTime();
    int pair = Symmetry.pairIndex(Board.WHITE_START, Board.BLACK_START);
    int set = Symmetry.transform(Symmetry.pairSymmetry(Board.WHITE_START, Board.BLACK_START), Board.ALL_DIAMONDS);
    long[] classes = new long[8];
    for (int p = 0; p < Symmetry.PAIRS; p++) {
      for (int s = 0; s < 65536; s++) {
        if (SolutionTable.valid(p, s)) {
          classes[(result.exactFrom[p * 65536 + s] - floor) / 4]++;
        }
      }
    }
    System.out.printf(Locale.ROOT, "Layers repeat with period 4 from %d plies left (first repeating layer %d; "
        + "last change at %d)%n", result.repeatLayer - 4, result.repeatLayer, result.lastChange);
    StringBuilder histogram = new StringBuilder();
    for (int c = 0; floor + 4 * c <= SolutionTable.LAST_EXACT_FROM; c++) {
      histogram.append(String.format(Locale.ROOT, " %d:%d", floor + 4 * c, classes[c]));
    }
    System.out.printf(Locale.ROOT, "Valid states: %d; states by the plies left from which the table knows them:%s%n",
        result.states, histogram);
    System.out.printf(Locale.ROOT, "Start position (e1, e8, 16 diamonds, 80 plies left): value %+d for White%n",
        result.periodic[pair * 65536 + set]);
    System.out.printf(Locale.ROOT, "Solve %.1f s, encode %.1f s, heap in use up to %d MiB, table %d bytes -> %s%n",
        (solved - start) / 1e9, (written - solved) / 1e9, peak[0] >> 20, encoded.length, out.toAbsolutePath());
  }

  /** Reads every valid state back from the encoded table, in each state's own frame. */
  private static void verify(SolutionTable table, Retrograde.Result result) {
    for (int pair = 0; pair < Symmetry.PAIRS; pair++) {
      int mover = Symmetry.canonicalMover(pair);
      int other = Symmetry.canonicalOther(pair);
      for (int set = 0; set < 65536; set++) {
        if (!SolutionTable.valid(pair, set)) {
          continue;
        }
        int entry = table.entry(mover, other, set);
        int i = pair * 65536 + set;
        if (SolutionTable.value(entry) != result.periodic[i] || table.exactFrom(entry) != result.exactFrom[i]) {
          throw new IllegalStateException("the encoded table differs from the solve at pair " + pair + ", set " + set);
        }
      }
    }
  }
}
