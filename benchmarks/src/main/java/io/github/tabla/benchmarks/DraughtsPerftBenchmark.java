package io.github.tabla.benchmarks;

import io.github.tabla.core.Move;
import io.github.tabla.games.draughts.DraughtsPosition;
import io.github.tabla.games.draughts.ItalianDraughts;
import io.github.tabla.games.draughts.internal.Geometry;
import io.github.tabla.games.draughts.internal.Perft;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Perft of Italian draughts from the start position, single thread, in leaves per second (each
 * benchmark declares its leaf count as its operations per invocation, so JMH's ops/s are leaves/s).
 *
 * <ul>
 *   <li>{@code kernelBulk}: the bitboard kernel, depth 10, the last ply counted without being played;
 *   <li>{@code kernelFull}: the kernel, depth 9, every leaf made;
 *   <li>{@code typedBulk}: the typed API ({@code legalMoves()} records, {@code playUnchecked}), depth 7,
 *       the last ply counted as {@code legalMoves().size()} as {@code GamePosition.perft} does;
 *   <li>{@code typedFull}: the typed API, depth 7, every leaf made with {@code playUnchecked}.
 * </ul>
 *
 * <pre>
 * ./mvnw -B -q -pl benchmarks -am package -DskipTests
 * java -jar benchmarks/target/benchmarks.jar DraughtsPerft
 * </pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(1)
@Fork(value = 2, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
public class DraughtsPerftBenchmark {
  static final long LEAVES_7 = 177_532L;
  static final long LEAVES_9 = 3_860_875L;
  static final long LEAVES_10 = 17_761_384L;

  private Perft perft;
  private DraughtsPosition start;

  /** Makes the kernel's buffers and the typed start position. */
  @Setup
  public void setUp() {
    perft = new Perft();
    start = new ItalianDraughts().start();
  }

  /**
   * The kernel with bulk counting.
   *
   * @return the leaf count
   */
  @Benchmark
  @OperationsPerInvocation(17_761_384)
  public long kernelBulk() {
    return check(perft.bulk(Geometry.WHITE_START, Geometry.BLACK_START, 0, true, 10), LEAVES_10);
  }

  /**
   * The kernel, every leaf made.
   *
   * @return the leaf count
   */
  @Benchmark
  @OperationsPerInvocation(3_860_875)
  public long kernelFull() {
    return check(perft.full(Geometry.WHITE_START, Geometry.BLACK_START, 0, true, 9), LEAVES_9) ^ perft.checksum();
  }

  /**
   * The typed API with bulk counting.
   *
   * @return the leaf count
   */
  @Benchmark
  @OperationsPerInvocation(177_532)
  public long typedBulk() {
    return check(typedBulk(start, 7), LEAVES_7);
  }

  /**
   * The typed API, every leaf made.
   *
   * @return a fold of the leaves' keys
   */
  @Benchmark
  @OperationsPerInvocation(177_532)
  public long typedFull() {
    return typedFull(start, 7);
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
      return p.hash();
    }
    long n = 0L;
    for (Move m : p.legalMoves()) {
      n += typedFull(p.playUnchecked(m), depth - 1);
    }
    return n;
  }

  private static long check(long leaves, long expected) {
    if (leaves != expected) {
      throw new IllegalStateException("perft gave " + leaves + ", expected " + expected);
    }
    return leaves;
  }
}
