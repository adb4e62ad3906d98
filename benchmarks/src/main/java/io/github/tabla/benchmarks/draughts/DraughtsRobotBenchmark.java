package io.github.tabla.benchmarks.draughts;

import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.SearchResult;
import io.github.tabla.games.draughts.DraughtsPosition;
import io.github.tabla.games.draughts.robot.DraughtsRobot;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The Italian draughts Robot's search, single thread:
 *
 * <ul>
 *   <li>{@code nodesPerSecond}: the strongest level (endgame tables on) analysing a position with a
 *       budget of 500,000 nodes; the benchmark declares the nodes as its operations, so JMH's ops/s are
 *       nodes per second;
 *   <li>{@code hundredMillis}: the strongest level choosing a move with a 100 ms budget, sampled: the
 *       time a call takes, to check that it returns within 150 ms.
 * </ul>
 *
 * <pre>
 * ./mvnw -B -q -pl benchmarks -am package -DskipTests
 * java -jar benchmarks/target/benchmarks.jar DraughtsRobotBenchmark
 * </pre>
 */
@State(Scope.Thread)
@Threads(1)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
public class DraughtsRobotBenchmark {
  static final long NODES = 500_000L;

  /** Which position. */
  @Param({"start", "middlegame", "endgame"})
  public String position;

  private DraughtsRobot robot;
  private DraughtsPosition p;

  /** Makes the Robot (and the endgame tables, once) and the position. */
  @Setup(Level.Trial)
  public void setUp() {
    robot = DraughtsRobot.of(DraughtsRobot.STRONGEST, 1L);
    for (int i = 0; i < RobotPositions.NAMES.length; i++) {
      if (RobotPositions.NAMES[i].equals(position)) {
        p = RobotPositions.of(RobotPositions.ALL[i]);
      }
    }
  }

  /**
   * Searches 500,000 nodes.
   *
   * @return the result, so that it is not optimised away
   */
  @Benchmark
  @BenchmarkMode(Mode.Throughput)
  @OutputTimeUnit(TimeUnit.SECONDS)
  @OperationsPerInvocation(500_000)
  @Warmup(iterations = 3, time = 2)
  @Measurement(iterations = 5, time = 2)
  public SearchResult nodesPerSecond() {
    SearchResult r = robot.analyse(p, Budget.ofNodes(NODES));
    if (r.nodes() != NODES) {
      throw new IllegalStateException("searched " + r.nodes() + " nodes, not " + NODES);
    }
    return r;
  }

  /**
   * Chooses a move with a 100 ms budget.
   *
   * @return the result
   */
  @Benchmark
  @BenchmarkMode(Mode.SampleTime)
  @OutputTimeUnit(TimeUnit.MILLISECONDS)
  @Warmup(iterations = 2, time = 2)
  @Measurement(iterations = 5, time = 2)
  public SearchResult hundredMillis() {
    return robot.choose(p, Budget.ofMillis(100));
  }
}
