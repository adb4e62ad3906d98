package io.github.tabla.benchmarks.buttons;

import io.github.tabla.core.Move;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Cancellation;
import io.github.tabla.core.robot.SearchResult;
import io.github.tabla.games.buttons.ButtonsGame;
import io.github.tabla.games.buttons.ButtonsPosition;
import io.github.tabla.games.buttons.ButtonsRobot;
import io.vavr.collection.Seq;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * How long the strongest level of Queens, Rooks and Buttons takes to solve a position exactly (thread CPU
 * time of {@code ButtonsRobot.analyse} without a budget but a cap), on two seeded samples of each variant:
 *
 * <ul>
 *   <li>{@code random}: positions after 0 to 16 random moves (quiet play keeps every button on the board
 *       for long: the hardest positions to solve);
 *   <li>{@code games}: positions 2 to 12 plies into games between the gentle, easy and medium levels
 *       (their play does not depend on the strongest level's search, so the sample stays the same when
 *       that changes).
 * </ul>
 *
 * <p>Each line gives the count, the mean, median and largest time, how many took over one and over two
 * seconds, and how many were not solved within the cap.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.github.tabla.benchmarks.buttons.ButtonsSolveFigures [positions] [cap-ms]
 * </pre>
 */
public final class ButtonsSolveFigures {
  private ButtonsSolveFigures() {}

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  /**
   * Runs the measurements and prints them.
   *
   * @param args optionally the positions of each sample (default 30) and the cap in milliseconds (default
   *     20,000)
   */
  public static void main(String[] args) {
    int count = args.length > 0 ? Integer.parseInt(args[0]) : 30;
    long cap = args.length > 1 ? Long.parseLong(args[1]) : 20_000L;
    for (ButtonsGame game : new ButtonsGame[] {ButtonsGame.standard(), ButtonsGame.extraRook()}) {
      measure(game, "random", random(game, count), cap);
      measure(game, "games", fromGames(game, count), cap);
    }
  }

  private static ButtonsPosition[] random(ButtonsGame game, int count) {
    SplittableRandom random = new SplittableRandom(11L);
    ButtonsPosition[] out = new ButtonsPosition[count];
    for (int i = 0; i < count; ) {
      ButtonsPosition p = game.start();
      int plies = random.nextInt(17);
      for (int k = 0; k < plies && !p.isOver(); k++) {
        Seq<Move> moves = p.legalMoves();
        p = p.playUnchecked(moves.get(random.nextInt(moves.size())));
      }
      if (!p.isOver()) {
        out[i++] = p;
      }
    }
    return out;
  }

  private static ButtonsPosition[] fromGames(ButtonsGame game, int count) {
    SplittableRandom random = new SplittableRandom(7L);
    ButtonsPosition[] out = new ButtonsPosition[count];
    for (int i = 0; i < count; ) {
      ButtonsRobot white = game.robot(ButtonsRobot.LEVELS.get(random.nextInt(3)), random.nextLong());
      ButtonsRobot black = game.robot(ButtonsRobot.LEVELS.get(random.nextInt(3)), random.nextLong());
      ButtonsPosition p = game.start();
      int plies = 2 + random.nextInt(11);
      for (int k = 0; k < plies && !p.isOver(); k++) {
        p = p.playUnchecked((k % 2 == 0 ? white : black).choose(p, Budget.ofNodes(20_000L)).move());
      }
      if (!p.isOver()) {
        out[i++] = p;
      }
    }
    return out;
  }

  private static void measure(ButtonsGame game, String sample, ButtonsPosition[] positions, long cap) {
    // warm-up
    ButtonsRobot.analyse(positions[0], Budget.ofMillis(cap), new Cancellation());
    long[] ms = new long[positions.length];
    int unsolved = 0;
    ButtonsPosition slowest = positions[0];
    for (int i = 0; i < positions.length; i++) {
      long c0 = THREADS.getCurrentThreadCpuTime();
      SearchResult r = ButtonsRobot.analyse(positions[i], Budget.ofMillis(cap), new Cancellation());
      ms[i] = (THREADS.getCurrentThreadCpuTime() - c0) / 1_000_000L;
      if (!r.exact()) {
        unsolved++;
      }
      if (ms[i] >= Arrays.stream(ms, 0, i).max().orElse(0L)) {
        slowest = positions[i];
      }
    }
    long over1 = Arrays.stream(ms).filter(t -> t > 1000L).count();
    long over2 = Arrays.stream(ms).filter(t -> t > 2000L).count();
    long[] sorted = ms.clone();
    Arrays.sort(sorted);
    System.out.printf(Locale.ROOT, "%-19s %-6s %3d positions: CPU mean %6.0f ms, median %5d, max %6d; over 1 s %2d,"
        + " over 2 s %2d, not solved within %d ms %d; slowest %s%n", game.id(), sample, ms.length,
        Arrays.stream(ms).average().orElse(0), sorted[sorted.length / 2], sorted[sorted.length - 1], over1, over2,
        cap, unsolved, slowest);
  }
}
