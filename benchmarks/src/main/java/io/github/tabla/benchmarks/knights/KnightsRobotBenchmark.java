package io.github.tabla.benchmarks.knights;

import io.github.tabla.core.Side;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Robot;
import io.github.tabla.core.robot.SearchResult;
import io.github.tabla.games.knights.KnightsGame;
import io.github.tabla.games.knights.KnightsPosition;
import io.github.tabla.games.knights.RacePlanner;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
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
 * The Robot of Knights in the Enemy Camp at its strongest level ({@code perfect}), in milliseconds per move,
 * sampled so that the report shows the slowest moves (p0.99, p1.00) as well as the mean:
 *
 * <ul>
 *   <li>{@code perfectMove}: one move of the {@code perfect} level, taking in turn every position of a
 *       whole round, the {@code line} parameter: {@code perfect} (two perfect Robots, the drawn 19-turn
 *       race) or {@code gentle} (the perfect Robot as White against the gentle one, whose knight wanders);
 *   <li>{@code perfectFromStart}: the first move of the round, whose search is the largest (14 targets a
 *       side);
 *   <li>{@code shortestTourFromStart}: the exact shortest tour of White from the start (Held-Karp over the
 *       14 targets), what each evaluation of the search is built on.
 * </ul>
 *
 * <pre>
 * ./mvnw -B -q -pl benchmarks -am package -DskipTests
 * java -jar benchmarks/target/benchmarks.jar KnightsRobot
 * </pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Threads(1)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class KnightsRobotBenchmark {
  /** The round whose positions the Robot is asked about. */
  @Param({"perfect", "gentle"})
  public String line;

  private final KnightsGame game = KnightsGame.standard();
  private final List<KnightsPosition> positions = new ArrayList<>();
  private Robot<KnightsPosition> perfect;
  private int next;

  /** Plays the round whose positions the benchmark cycles through. */
  @Setup
  public void setUp() {
    perfect = game.robot(game.strongestLevel(), 1L);
    Robot<KnightsPosition> black = line.equals("gentle") ? game.robot(game.levels().head(), 1L) : perfect;
    KnightsPosition p = game.start();
    while (!p.isOver()) {
      positions.add(p);
      p = p.playUnchecked((p.sideToMove() == Side.WHITE ? perfect : black).choose(p, Budget.UNLIMITED).move());
    }
  }

  /**
   * One move of the perfect level, the positions of the round in turn.
   *
   * @return the search result
   */
  @Benchmark
  public SearchResult perfectMove() {
    KnightsPosition p = positions.get(next);
    next = (next + 1) % positions.size();
    return perfect.choose(p, Budget.UNLIMITED);
  }

  /**
   * The perfect level's first move of the round.
   *
   * @return the search result
   */
  @Benchmark
  public SearchResult perfectFromStart() {
    return perfect.choose(game.start(), Budget.UNLIMITED);
  }

  /**
   * White's shortest complete capture tour from the start.
   *
   * @return its length, 19
   */
  @Benchmark
  public Option<Integer> shortestTourFromStart() {
    return RacePlanner.minimumTurns(game.start(), Side.WHITE);
  }
}
