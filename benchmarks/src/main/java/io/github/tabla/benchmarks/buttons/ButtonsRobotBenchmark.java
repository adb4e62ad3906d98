package io.github.tabla.benchmarks.buttons;

import io.github.tabla.core.Games;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Cancellation;
import io.github.tabla.core.robot.SearchResult;
import io.github.tabla.games.buttons.ButtonsGame;
import io.github.tabla.games.buttons.ButtonsPosition;
import io.github.tabla.games.buttons.ButtonsRobot;
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
 * The Robot of Queens, Rooks and Buttons from the start of a round, in milliseconds per move:
 *
 * <ul>
 *   <li>{@code strongestOneSecond}: the strongest level with a one-second budget (about a second
 *       unless it solves the round sooner);
 *   <li>{@code depthEight}: iterative deepening with the evaluation to 8 plies, a fixed amount of
 *       work (the node count is the same on every machine);
 *   <li>{@code solve}: the strongest level without a budget, which solves the round.
 * </ul>
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar ButtonsRobot
 * </pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Threads(1)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class ButtonsRobotBenchmark {
  /** The variant. */
  @Param({"buttons", "buttons:extra-rook"})
  public String variant;

  private ButtonsPosition start;
  private ButtonsRobot strongest;

  /** Finds the variant's start and strongest Robot. */
  @Setup
  public void setUp() {
    ButtonsGame game = (ButtonsGame) Games.definition(variant).get();
    start = game.start();
    strongest = game.robot(game.strongestLevel(), 1L);
  }

  /**
   * The strongest level's move from the start with one second.
   *
   * @return the search result
   */
  @Benchmark
  public SearchResult strongestOneSecond() {
    return strongest.choose(start, Budget.ofMillis(1000));
  }

  /**
   * Eight plies of iterative deepening from the start.
   *
   * @return the search result
   */
  @Benchmark
  public SearchResult depthEight() {
    return ButtonsRobot.analyse(start, Budget.ofDepth(8), new Cancellation());
  }

  /**
   * The strongest level without a budget: the round solved from the start.
   *
   * @return the search result, exact
   */
  @Benchmark
  public SearchResult solve() {
    return strongest.choose(start, Budget.UNLIMITED);
  }
}
