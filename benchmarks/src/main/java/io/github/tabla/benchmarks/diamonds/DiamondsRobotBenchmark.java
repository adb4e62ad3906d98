package io.github.tabla.benchmarks.diamonds;

import io.github.tabla.core.Side;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Robot;
import io.github.tabla.core.robot.SearchResult;
import io.github.tabla.games.diamonds.DiamondsGame;
import io.github.tabla.games.diamonds.DiamondsPosition;
import io.github.tabla.games.diamonds.DiamondsRobot;
import io.github.tabla.games.diamonds.internal.SolutionTable;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
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
 * The Kings and Diamonds Robot at its {@code perfect} level, in milliseconds per move, sampled so that
 * the report shows the slowest moves (p0.99, p1.00) as well as the mean:
 *
 * <ul>
 *   <li>{@code perfectMove}: one move of the {@code perfect} level, taking in turn every position of a
 *       whole round, the {@code line} parameter: {@code perfect} (two perfect Robots) or {@code gentle}
 *       (the perfect Robot as White against the gentle one);
 *   <li>{@code perfectFromStart}: the first move of the round (a table lookup for each of the five
 *       moves, after four plies of search);
 *   <li>{@code perfectHardRegion}: one move from 512 random positions with 8 to 16 diamonds and 14 to 30
 *       plies left, where the exact search has the most to do, in turn;
 *   <li>{@code tableDecode}: decoding the shipped table (3.4 MB to 30 MB), what the first perfect move
 *       of a JVM pays once.
 * </ul>
 *
 * <pre>
 * ./mvnw -B -q -pl benchmarks -am package -DskipTests
 * java -jar benchmarks/target/benchmarks.jar DiamondsRobot
 * </pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Threads(1)
@Fork(value = 1, jvmArgsAppend = {"-Xms512m", "-Xmx512m"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class DiamondsRobotBenchmark {
  /** The round whose positions the Robot is asked about. */
  @Param({"perfect", "gentle"})
  public String line;

  private final DiamondsGame game = DiamondsGame.instance();
  private final List<DiamondsPosition> positions = new ArrayList<>();
  private final List<DiamondsPosition> hard = new ArrayList<>();
  private Robot<DiamondsPosition> perfect;
  private byte[] table;
  private int next;
  private int nextHard;

  /**
   * Plays the round whose positions the benchmark cycles through, and draws the hard positions.
   *
   * @throws IOException when the table cannot be read
   */
  @Setup
  public void setUp() throws IOException {
    perfect = game.robot(game.strongestLevel(), 1L);
    Robot<DiamondsPosition> black = line.equals("gentle") ? game.robot(game.levels().head(), 1L) : perfect;
    DiamondsPosition p = game.start();
    while (!p.isOver()) {
      positions.add(p);
      p = p.playUnchecked((p.sideToMove() == Side.WHITE ? perfect : black).choose(p, Budget.UNLIMITED).move());
    }
    SplittableRandom random = new SplittableRandom(2026L);
    for (int i = 0; i < 512; i++) {
      hard.add(DiamondsRobotFigures.randomPosition(random, 8, 16, 14, 30));
    }
    try (InputStream in = SolutionTable.class.getResourceAsStream(SolutionTable.RESOURCE)) {
      table = in.readAllBytes();
    }
  }

  /**
   * One move of the perfect level, the positions of the round in turn.
   *
   * @return the search result
   */
  @Benchmark
  public SearchResult perfectMove() {
    DiamondsPosition p = positions.get(next);
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
   * One move of the perfect level in the region where its search is largest.
   *
   * @return the search result
   */
  @Benchmark
  public SearchResult perfectHardRegion() {
    DiamondsPosition p = hard.get(nextHard);
    nextHard = (nextHard + 1) % hard.size();
    return perfect.choose(p, Budget.UNLIMITED);
  }

  /**
   * Decodes the shipped table.
   *
   * @return the table
   * @throws IOException never: the bytes are in memory
   */
  @Benchmark
  public SolutionTable tableDecode() throws IOException {
    return SolutionTable.decode(new ByteArrayInputStream(table));
  }
}
