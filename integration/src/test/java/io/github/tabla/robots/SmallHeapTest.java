package io.github.tabla.robots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The Robots where memory is short, each run in a JVM of its own so that its heap is what a phone
 * has: every game's strongest level in 64 MiB, with a time budget and with a node budget, and eight
 * searches at once in 256 MiB. A table too large for the heap must shrink, never throw. And in a fresh
 * JVM, the first timed search of Italian draughts answers without waiting for its endgame tables.
 */
class SmallHeapTest {

  @ParameterizedTest
  @ValueSource(strings = {"italian-draughts", "knights", "buttons", "diamonds"})
  void everyGamesStrongestLevelPlaysIn64MiB(String game) throws Exception {
    String out = run("-Xmx64m", "strongest", game);
    assertEquals(2, out.lines().filter(l -> l.startsWith(game + " ") && l.matches(".* ms in \\d+ MiB")).count(), out);
    if (game.equals("diamonds")) {
      // the perfect level with its solution table in memory: its values are proved, not estimated
      assertEquals(2, out.lines().filter(l -> l.contains(", exact,")).count(), out);
    }
  }

  @Test
  void eightSearchesAtOnceFitIn256MiB() throws Exception {
    String out = run("-Xmx256m", "concurrent", "8");
    assertEquals(8, out.lines().filter(l -> l.matches(".* ms \\(8 at once in \\d+ MiB\\)")).count(), out);
    assertEquals(2, out.lines().filter(l -> l.startsWith("diamonds perfect:") && l.contains(", exact,")).count(), out);
  }

  @Test
  void aTimedSearchDoesNotWaitForTheEndgameTablesOfAFreshJvm() throws Exception {
    String out = run("-Xmx256m", "first");
    assertTrue(out.contains("tables after the first move: ready false, being made true"), out);
    assertTrue(out.contains("tables when waited for: Right(12817672)"), out);
  }

  private static String run(String heap, String... args) throws IOException, InterruptedException {
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    List<String> command = new java.util.ArrayList<>(List.of(java.toString(), heap, "-XX:+UseSerialGC",
        "-cp", System.getProperty("java.class.path"), SmallHeap.class.getName()));
    command.addAll(List.of(args));
    Path log = Files.createTempFile("tabla-small-heap", ".txt");
    try {
      Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
      boolean finished = p.waitFor(3, TimeUnit.MINUTES);
      if (!finished) {
        p.destroyForcibly();
      }
      String out = Files.readString(log, StandardCharsets.UTF_8);
      assertTrue(finished, "the forked JVM did not finish in 3 minutes:\n" + out);
      assertEquals(0, p.exitValue(), out);
      return out;
    } finally {
      Files.deleteIfExists(log);
    }
  }
}
