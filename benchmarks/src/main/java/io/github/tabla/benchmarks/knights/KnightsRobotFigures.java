package io.github.tabla.benchmarks.knights;

import io.github.tabla.core.Move;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.Robot;
import io.github.tabla.core.robot.SearchResult;
import io.github.tabla.games.knights.KnightsGame;
import io.github.tabla.games.knights.KnightsPosition;
import io.github.tabla.games.knights.RacePlanner;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * The figures of {@code docs/benchmarks.md}: the time per move of the {@code perfect} level, in
 * thread CPU time (steady on a busy machine) and wall-clock time, over every position of reference rounds:
 * the perfect Robot as White against each level (gentle, easy, medium, perfect) with seeds 1 to 5, after
 * one warm-up pass over the same positions. Also the shortest tours from the start, and the levels compared:
 * each level's own race from the start (20 seeds, against a Black knight that stays out of the way for 40
 * turns) and every pair of levels head to head (5 seeds, both colours).
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.github.tabla.benchmarks.knights.KnightsRobotFigures
 * </pre>
 */
public final class KnightsRobotFigures {
  private KnightsRobotFigures() {}

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  /**
   * Runs the measurements and prints them.
   *
   * @param args optionally the node budget of the strongest level's measured moves (by default none: the
   *     Robot's own cap for an unbounded budget)
   */
  public static void main(String[] args) {
    Budget budget = args.length > 0 ? Budget.ofNodes(Long.parseLong(args[0])) : Budget.UNLIMITED;
    KnightsGame game = KnightsGame.standard();
    KnightsPosition start = game.start();
    System.out.println("shortest tour from the start, White: " + RacePlanner.shortestTour(start, Side.WHITE).get());
    System.out.println("shortest tour from the start, Black: " + RacePlanner.shortestTour(start, Side.BLACK).get());
    Robot<KnightsPosition> perfect = game.robot(game.strongestLevel(), 1L);
    List<KnightsPosition> positions = new ArrayList<>();
    for (Level level : game.levels()) {
      for (long seed = 1; seed <= 5; seed++) {
        Robot<KnightsPosition> other = game.robot(level, seed);
        KnightsPosition p = start;
        while (!p.isOver()) {
          positions.add(p);
          p = p.playUnchecked((p.sideToMove() == Side.WHITE ? perfect : other).choose(p, Budget.UNLIMITED).move());
        }
      }
    }
    for (KnightsPosition p : positions) {
      perfect.choose(p, budget);
    }
    List<Double> cpu = new ArrayList<>();
    List<Double> wall = new ArrayList<>();
    long maxNodes = 0;
    int maxDepth = 0;
    int minDepth = Integer.MAX_VALUE;
    for (KnightsPosition p : positions) {
      long c0 = THREADS.getCurrentThreadCpuTime();
      long w0 = System.nanoTime();
      SearchResult r = perfect.choose(p, budget);
      wall.add((System.nanoTime() - w0) / 1e6);
      cpu.add((THREADS.getCurrentThreadCpuTime() - c0) / 1e6);
      maxNodes = Math.max(maxNodes, r.nodes());
      maxDepth = Math.max(maxDepth, r.depth());
      minDepth = Math.min(minDepth, r.depth());
    }
    System.out.println(positions.size() + " positions of " + 4 * 5 + " rounds");
    System.out.println("cpu  ms per move: " + summary(cpu));
    System.out.println("wall ms per move: " + summary(wall));
    System.out.println("nodes at most " + maxNodes + ", depth reached " + minDepth + " to " + maxDepth);
    sampled(game, perfect, budget);
    levels(game);
  }

  /**
   * The strongest level's move in 1,000 positions sampled from games between the gentle level and itself
   * (both colours, seeds 1 on), every third position of each game; how many of its values are proved.
   */
  private static void sampled(KnightsGame game, Robot<KnightsPosition> strongest, Budget budget) {
    List<KnightsPosition> positions = new ArrayList<>();
    for (long seed = 1; positions.size() < 1_000; seed++) {
      for (Side side : Side.values()) {
        Robot<KnightsPosition> gentle = game.robot(game.levels().head(), seed);
        KnightsPosition p = game.start();
        for (int ply = 0; !p.isOver() && ply < 600 && positions.size() < 1_000; ply++) {
          if (ply % 3 == 0) {
            positions.add(p);
          }
          p = p.playUnchecked((p.sideToMove() == side ? strongest : gentle).choose(p, budget).move());
        }
      }
    }
    List<Double> cpu = new ArrayList<>();
    int proved = 0;
    for (KnightsPosition p : positions) {
      long c0 = THREADS.getCurrentThreadCpuTime();
      SearchResult r = strongest.choose(p, budget);
      cpu.add((THREADS.getCurrentThreadCpuTime() - c0) / 1e6);
      proved += r.exact() ? 1 : 0;
    }
    System.out.println(positions.size() + " positions sampled from games against the gentle level: cpu ms per move "
        + summary(cpu) + "; " + proved + " values proved");
  }

  /** Black jumps out and back next to e1 for 40 turns, then races: it never meets White's knight. */
  private static Move outOfTheWay(KnightsPosition p) {
    int taken = p.turns().of(Side.BLACK);
    if (taken < 40) {
      return taken % 2 == 0 ? p.legalMoves().find(m -> !m.isCapture()).getOrElse(p.legalMoves().head())
          : p.legalMoves().find(m -> m.destination().contains(Square.E1)).getOrElse(p.legalMoves().head());
    }
    return RacePlanner.shortestTour(p, Side.BLACK).get().moves().head();
  }

  private static void levels(KnightsGame game) {
    for (Level level : game.levels()) {
      List<Integer> lengths = new ArrayList<>();
      for (long seed = 1; seed <= 20; seed++) {
        Robot<KnightsPosition> robot = game.robot(level, seed);
        KnightsPosition p = game.start();
        while (!p.isOver()) {
          p = p.playUnchecked(p.sideToMove() == Side.WHITE ? robot.choose(p, Budget.UNLIMITED).move() : outOfTheWay(p));
        }
        Outcome o = p.outcome().get();
        lengths.add(o.winner().contains(Side.WHITE) ? o.turns().white() : -1);
      }
      Collections.sort(lengths);
      System.out.println(level.id() + ": own race from the start " + lengths + ", mean "
          + lengths.stream().mapToInt(Integer::intValue).average().getAsDouble());
    }
    for (Level x : game.levels()) {
      StringBuilder line = new StringBuilder(x.id() + " won/drawn/lost:");
      for (Level y : game.levels()) {
        int[] tally = new int[3];
        for (long seed = 1; seed <= 5; seed++) {
          for (Side side : Side.values()) {
            Robot<KnightsPosition> rx = game.robot(x, seed);
            Robot<KnightsPosition> ry = game.robot(y, seed + 50);
            KnightsPosition p = game.start();
            for (int ply = 0; !p.isOver() && ply < 600; ply++) {
              p = p.playUnchecked((p.sideToMove() == side ? rx : ry).choose(p, Budget.UNLIMITED).move());
            }
            tally[1 - (p.isOver() ? p.outcome().get().resultFor(side) : 0)]++;
          }
        }
        line.append(" vs ").append(y.id()).append(' ').append(tally[0]).append('/').append(tally[1]).append('/')
            .append(tally[2]);
      }
      System.out.println(line);
    }
  }

  private static String summary(List<Double> values) {
    List<Double> sorted = new ArrayList<>(values);
    Collections.sort(sorted);
    double sum = 0;
    for (double v : sorted) {
      sum += v;
    }
    return String.format(Locale.ROOT, "mean %.2f, median %.2f, p99 %.2f, max %.2f", sum / sorted.size(),
        sorted.get(sorted.size() / 2), sorted.get((int) Math.floor(sorted.size() * 0.99)), sorted.get(sorted.size() - 1));
  }
}
