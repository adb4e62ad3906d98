package io.github.tabla.benchmarks.diamonds;

import io.github.tabla.core.Piece;
import io.github.tabla.core.Role;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareSet;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Robot;
import io.github.tabla.core.robot.SearchResult;
import io.github.tabla.games.diamonds.DiamondsGame;
import io.github.tabla.games.diamonds.DiamondsPosition;
import io.github.tabla.games.diamonds.DiamondsRobot;
import io.github.tabla.games.diamonds.internal.SolutionTable;
import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * The figures of {@code docs/benchmarks.md}: how long the {@code perfect} level takes to move,
 * in thread CPU time (steady on a busy machine) and wall-clock time, over random positions of every kind
 * (any kings, any diamonds, any plies left), over the region where its search is largest (eight or more
 * diamonds, 14 to 30 plies left), and over whole reference rounds; how long the shipped table takes to
 * load; and the levels head to head.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.github.tabla.benchmarks.diamonds.DiamondsRobotFigures [positions]
 * java -cp benchmarks/target/benchmarks.jar io.github.tabla.benchmarks.diamonds.DiamondsRobotFigures cold
 * </pre>
 *
 * <p>With {@code cold}, it measures only the first move of a fresh JVM, table load included, from the
 * slowest position known ({@link #SLOWEST}, found by a hill-climbing search over positions that
 * maximises the search's nodes).
 */
public final class DiamondsRobotFigures {
  private DiamondsRobotFigures() {}

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
  private static final DiamondsGame GAME = DiamondsGame.instance();
  /** The slowest position known for the perfect level: White Ke2, Black Ka6, 13 diamonds, 20 plies left. */
  static final String SLOWEST = "e2 a6 c3 d3 e3 f3 c4 f4 c5 d5 f5 c6 d6 e6 f6";

  /**
   * Runs the measurements and prints them.
   *
   * @param args the number of random positions of each sample, by default 20 000
   * @throws IOException when the table cannot be read
   */
  public static void main(String[] args) throws IOException {
    if (args.length > 0 && args[0].equals("cold")) {
      DiamondsPosition slowest = slowest();
      long c0 = THREADS.getCurrentThreadCpuTime();
      long w0 = System.nanoTime();
      DiamondsRobot.of("perfect", 1L).get().choose(slowest, Budget.UNLIMITED);
      System.out.printf(Locale.ROOT, "first move of a fresh JVM from %s, table load included: %.0f ms wall, %.0f ms "
          + "cpu%n", slowest, (System.nanoTime() - w0) / 1e6, (THREADS.getCurrentThreadCpuTime() - c0) / 1e6);
      return;
    }
    int count = args.length > 0 ? Integer.parseInt(args[0]) : 20_000;
    long t0 = System.nanoTime();
    try (InputStream in = SolutionTable.class.getResourceAsStream(SolutionTable.RESOURCE)) {
      SolutionTable.decode(in);
    }
    System.out.printf(Locale.ROOT, "table decode (cold JVM): %.0f ms%n", (System.nanoTime() - t0) / 1e6);
    Robot<DiamondsPosition> perfect = DiamondsRobot.of("perfect", 1L).get();
    t0 = System.nanoTime();
    perfect.choose(GAME.start(), Budget.UNLIMITED);
    System.out.printf(Locale.ROOT, "first perfect move from the start, table load included: %.0f ms%n",
        (System.nanoTime() - t0) / 1e6);
    SplittableRandom random = new SplittableRandom(2026L);
    // warm up the JIT on the same kind of work
    for (int i = 0; i < 2000; i++) {
      perfect.choose(randomPosition(random, 1, 16, 1, 80), Budget.UNLIMITED);
    }
    measure("any position (1-16 diamonds, 1-80 plies left)", perfect, random, count, 1, 16, 1, 80);
    measure("hard region (8-16 diamonds, 14-30 plies left)", perfect, random, count, 8, 16, 14, 30);
    List<DiamondsPosition> slowest = new ArrayList<>();
    for (int i = 0; i < 50; i++) {
      slowest.add(slowest());
    }
    report("the slowest position known, 50 times", perfect, slowest);
    List<DiamondsPosition> rounds = new ArrayList<>();
    for (String other : new String[] {"gentle", "easy", "medium", "strong", "perfect"}) {
      for (long seed = 1; seed <= 5; seed++) {
        Robot<DiamondsPosition> black = DiamondsRobot.of(other, seed).get();
        DiamondsPosition p = GAME.start();
        while (!p.isOver()) {
          rounds.add(p);
          p = p.playUnchecked((p.sideToMove() == Side.WHITE ? perfect : black).choose(p, Budget.UNLIMITED).move());
        }
      }
    }
    report("reference rounds (perfect as White against each level, seeds 1-5)", perfect, rounds);
  }

  private static DiamondsPosition slowest() {
    String[] squares = SLOWEST.split(" ");
    long diamonds = 0L;
    for (int i = 2; i < squares.length; i++) {
      diamonds |= 1L << Square.parse(squares[i]).get().index();
    }
    Setup setup = Setup.empty(Side.WHITE)
        .withPiece(Square.parse(squares[0]).get(), Piece.of(Side.WHITE, Role.KING))
        .withPiece(Square.parse(squares[1]).get(), Piece.of(Side.BLACK, Role.KING))
        .withItems(SquareSet.ofBits(diamonds))
        .withField(DiamondsGame.WHITE_MOVES, "30")
        .withField(DiamondsGame.BLACK_MOVES, "30");
    return GAME.fromSetup(setup).get();
  }

  private static void measure(String title, Robot<DiamondsPosition> robot, SplittableRandom random, int count,
      int minDiamonds, int maxDiamonds, int minPlies, int maxPlies) {
    List<DiamondsPosition> positions = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      positions.add(randomPosition(random, minDiamonds, maxDiamonds, minPlies, maxPlies));
    }
    report(title, robot, positions);
  }

  private static void report(String title, Robot<DiamondsPosition> robot, List<DiamondsPosition> positions) {
    List<Double> cpu = new ArrayList<>();
    List<Double> wall = new ArrayList<>();
    double worst = -1;
    DiamondsPosition worstPosition = positions.get(0);
    for (DiamondsPosition p : positions) {
      long c0 = THREADS.getCurrentThreadCpuTime();
      long w0 = System.nanoTime();
      SearchResult r = robot.choose(p, Budget.UNLIMITED);
      double c = (THREADS.getCurrentThreadCpuTime() - c0) / 1e6;
      wall.add((System.nanoTime() - w0) / 1e6);
      cpu.add(c);
      if (!r.exact()) {
        throw new IllegalStateException("not exact: " + p);
      }
      if (c > worst) {
        worst = c;
        worstPosition = p;
      }
    }
    Collections.sort(cpu);
    Collections.sort(wall);
    System.out.printf(Locale.ROOT, "%s, %d positions%n", title, positions.size());
    System.out.printf(Locale.ROOT, "  cpu ms: mean %.2f, median %.2f, p99 %.1f, p99.9 %.1f, max %.1f%n", mean(cpu),
        cpu.get(cpu.size() / 2), cpu.get(cpu.size() * 99 / 100), cpu.get(cpu.size() * 999 / 1000),
        cpu.get(cpu.size() - 1));
    System.out.printf(Locale.ROOT, "  wall ms: mean %.2f, p99 %.1f, max %.1f%n", mean(wall),
        wall.get(wall.size() * 99 / 100), wall.get(wall.size() - 1));
    System.out.println("  slowest: " + worstPosition);
  }

  private static double mean(List<Double> values) {
    double s = 0;
    for (double v : values) {
      s += v;
    }
    return s / values.size();
  }

  /** A valid position: kings anywhere, some diamonds of c3..f6, any plies left and side to move. */
  static DiamondsPosition randomPosition(SplittableRandom random, int minDiamonds, int maxDiamonds, int minPlies,
      int maxPlies) {
    while (true) {
      int white = random.nextInt(64);
      int black = random.nextInt(64);
      if (Square.at(white).distance(Square.at(black)) <= 1) {
        continue;
      }
      int wanted = minDiamonds + random.nextInt(maxDiamonds - minDiamonds + 1);
      long free = DiamondsGame.FIELD.bits() & ~(1L << white) & ~(1L << black);
      if (Long.bitCount(free) < wanted) {
        continue;
      }
      long diamonds = 0L;
      while (Long.bitCount(diamonds) < wanted) {
        int s = random.nextInt(64);
        if ((free >>> s & 1L) != 0L) {
          diamonds |= 1L << s;
        }
      }
      int plies = minPlies + random.nextInt(maxPlies - minPlies + 1);
      int played = 80 - plies;
      boolean blackToMove = (played & 1) == 1;
      int blackMoves = played / 2;
      int whiteMoves = played - blackMoves;
      Setup setup = Setup.empty(blackToMove ? Side.BLACK : Side.WHITE)
          .withPiece(Square.at(white), Piece.of(Side.WHITE, Role.KING))
          .withPiece(Square.at(black), Piece.of(Side.BLACK, Role.KING))
          .withItems(SquareSet.ofBits(diamonds))
          .withField(DiamondsGame.WHITE_MOVES, Integer.toString(whiteMoves))
          .withField(DiamondsGame.BLACK_MOVES, Integer.toString(blackMoves));
      DiamondsPosition p = GAME.fromSetup(setup).getOrNull();
      if (p != null && !p.isOver()) {
        return p;
      }
    }
  }
}
