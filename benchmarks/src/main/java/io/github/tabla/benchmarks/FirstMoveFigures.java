package io.github.tabla.benchmarks;

import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Games;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.Robot;
import io.github.tabla.games.diamonds.DiamondsGame;
import io.github.tabla.games.diamonds.PerfectPlay;
import io.github.tabla.games.draughts.robot.DraughtsRobot;
import io.github.tabla.games.draughts.robot.Endgames;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * What a person waits for the first time the Robot moves, and how small a heap each level plays in,
 * each measured in a fresh JVM of its own (class loading, tables and all):
 *
 * <ol>
 *   <li>first-move latency: from the start of {@code main} to the Robot's first move from the start
 *       position, with the terminal's budget (250,000 nodes, at most 3 s), for every game and level; the
 *       median of several fresh JVMs, with the JVM's own start-up beside it and the second move for
 *       contrast;
 *   <li>the heap each level needs: the smallest {@code -Xmx} of a list in which the level plays the
 *       first plies of a round against itself with that budget without an error, and at its full
 *       strength: with the draughts endgame tables made, with the Kings and Diamonds solution table
 *       loaded.
 * </ol>
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.github.tabla.benchmarks.FirstMoveFigures [runs] [plies] [game ...]
 * </pre>
 */
public final class FirstMoveFigures {
  private static final Budget TERMINAL = Budget.ofNodes(250_000).andMillis(3_000);
  private static final int[] HEAPS_MIB = {8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 256};

  private FirstMoveFigures() {}

  /**
   * Runs the figures, or one measurement in a child JVM.
   *
   * @param args {@code [runs] [plies] [game ...]}, or {@code first GAME LEVEL} / {@code plies GAME LEVEL N} in a
   *     child
   * @throws Exception when a child cannot be run
   */
  public static void main(String[] args) throws Exception {
    if (args.length >= 3 && args[0].equals("first")) {
      long mainStart = System.nanoTime();
      GameDefinition<?> game = Games.definition(args[1]).get();
      first(game, level(game, args[2]), mainStart);
      return;
    }
    if (args.length >= 4 && args[0].equals("plies")) {
      GameDefinition<?> game = Games.definition(args[1]).get();
      plies(game, level(game, args[2]), Integer.parseInt(args[3]));
      return;
    }
    int runs = args.length > 0 ? Integer.parseInt(args[0]) : 5;
    int plies = args.length > 1 ? Integer.parseInt(args[1]) : 6;
    Seq<String> ids = args.length > 2 ? Array.of(args).drop(2)
        : Array.of("diamonds", "knights", "buttons", "italian-draughts");
    Seq<GameDefinition<?>> games = ids.map(id -> Games.definition(id).get());
    System.out.printf(Locale.ROOT, "first move from the start, %d fresh JVMs each, budget %s%n", runs, TERMINAL);
    System.out.println("| game | level | first move (median, ms) | JVM start-up (ms) | second move (ms) | heap to play "
        + plies + " plies |");
    System.out.println("| --- | --- | --- | --- | --- | --- |");
    for (GameDefinition<?> game : games) {
      for (Level level : game.levels()) {
        long[] firsts = new long[runs];
        long[] startups = new long[runs];
        long[] seconds = new long[runs];
        for (int r = 0; r < runs; r++) {
          String out = child(List.of("-Xmx256m"), "first", game.id(), level.id());
          String[] f = out.strip().split(" ");
          firsts[r] = Long.parseLong(f[0]);
          startups[r] = Long.parseLong(f[1]);
          seconds[r] = Long.parseLong(f[2]);
        }
        System.out.printf(Locale.ROOT, "| %s | %s | %d | %d | %d | %s |%n", game.id(), level.id(), median(firsts),
            median(startups), median(seconds), smallestHeap(game, level, plies));
      }
    }
  }

  private static Level level(GameDefinition<?> game, String id) {
    return game.levels().find(l -> l.id().equals(id)).get();
  }

  private static <P extends GamePosition<P>> void first(GameDefinition<P> game, Level level, long mainStart) {
    Robot<P> robot = game.robot(level, 1L);
    P start = game.start();
    P next = start.playUnchecked(robot.choose(start, TERMINAL).move());
    long firstMs = (System.nanoTime() - mainStart) / 1_000_000;
    long jvmStart = ManagementFactory.getRuntimeMXBean().getUptime() - firstMs;
    long t = System.nanoTime();
    robot.choose(next, TERMINAL);
    long secondMs = (System.nanoTime() - t) / 1_000_000;
    System.out.println(firstMs + " " + jvmStart + " " + secondMs);
  }

  private static <P extends GamePosition<P>> void plies(GameDefinition<P> game, Level level, int plies) {
    Robot<P> robot = game.robot(level, 1L);
    P p = game.start();
    for (int i = 0; i < plies && !p.isOver(); i++) {
      p = p.playUnchecked(robot.choose(p, TERMINAL).move());
    }
    // a level that plays from a shared table plays at its strength only with the table in memory
    if (robot instanceof DraughtsRobot && game.strongestLevel().equals(level)) {
      Endgames.standardTables().get().get();
    }
    if (game.id().equals("diamonds") && game.strongestLevel().equals(level)) {
      new PerfectPlay().finalDifference(DiamondsGame.instance().start());
    }
    System.out.println("ok");
  }

  // the smallest heap of the list in which the level plays so many plies; a binary search over the list
  private static String smallestHeap(GameDefinition<?> game, Level level, int plies) throws Exception {
    int lo = 0;
    int hi = HEAPS_MIB.length - 1;
    if (!plays(game, level, plies, HEAPS_MIB[hi])) {
      return "more than " + HEAPS_MIB[hi] + " MiB";
    }
    while (lo < hi) {
      int mid = (lo + hi) / 2;
      if (plays(game, level, plies, HEAPS_MIB[mid])) {
        hi = mid;
      } else {
        lo = mid + 1;
      }
    }
    return HEAPS_MIB[lo] + " MiB";
  }

  private static boolean plays(GameDefinition<?> game, Level level, int plies, int mib) throws Exception {
    try {
      return child(List.of("-Xmx" + mib + "m", "-XX:+UseSerialGC"), "plies", game.id(), level.id(),
          String.valueOf(plies)).strip().equals("ok");
    } catch (IllegalStateException e) {
      return false;
    }
  }

  private static String child(List<String> jvm, String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(jvm);
    command.addAll(List.of("-cp", System.getProperty("java.class.path"), FirstMoveFigures.class.getName()));
    command.addAll(Arrays.asList(args));
    Path log = Files.createTempFile("tabla-first-move", ".txt");
    try {
      Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
      if (!p.waitFor(5, TimeUnit.MINUTES)) {
        p.destroyForcibly();
        throw new IllegalStateException("timed out: " + command);
      }
      String out = Files.readString(log, StandardCharsets.UTF_8);
      if (p.exitValue() != 0) {
        throw new IllegalStateException("exit " + p.exitValue() + ": " + out);
      }
      return out;
    } finally {
      Files.deleteIfExists(log);
    }
  }

  private static long median(long[] values) {
    long[] sorted = values.clone();
    Arrays.sort(sorted);
    return sorted[sorted.length / 2];
  }
}
