package io.github.tabla.benchmarks;

import io.github.tabla.core.Side;
import io.github.tabla.games.draughts.DraughtsRules;
import io.github.tabla.games.draughts.internal.RulesPerft;
import io.github.tabla.games.draughts.variants.RulesGenerators;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Start-position perft of each variant on the rules-driven generator, bulk counting, one thread: the
 * score is perft calls a second; leaves a second are the score times the leaves of the depth (printed by
 * {@link VariantsPerftCpuTime}, which measures the same in thread CPU time).
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar VariantsPerftBenchmark
 * </pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(1)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class VariantsPerftBenchmark {
  /** The variant's id and the depth. */
  @Param({"english:9", "pool:9", "russian:9", "brazilian:9", "czech:9", "spanish:9", "italian:9",
      "international:7"})
  public String variant;

  private RulesPerft perft;
  private long white;
  private long black;
  private boolean whiteFirst;
  private int depth;

  /** Finds the variant and makes its start position. */
  @Setup
  public void setUp() {
    String id = variant.substring(0, variant.indexOf(':'));
    depth = Integer.parseInt(variant.substring(variant.indexOf(':') + 1));
    DraughtsRules rules = VariantsPerftCpuTime.VARIANTS.stream().filter(r -> r.id().equals(id)).findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no variant " + id));
    perft = new RulesPerft(RulesGenerators.of(rules));
    long[] start = VariantsPerftCpuTime.start(rules);
    white = start[0];
    black = start[1];
    whiteFirst = rules.firstToMove() == Side.WHITE;
  }

  /**
   * Perft with bulk counting.
   *
   * @return the leaf count
   */
  @Benchmark
  public long bulk() {
    return perft.bulk(white, black, 0L, whiteFirst, depth);
  }
}
