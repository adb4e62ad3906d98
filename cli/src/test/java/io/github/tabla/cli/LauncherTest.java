package io.github.tabla.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.Games;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The {@code ./tabla} launcher at the repository root, and the runnable jar it starts, run as a user
 * would in a separate process. The jar is made by {@code package}, after the tests: a run on a clean
 * tree skips the jar's test.
 */
class LauncherTest {
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  private static final Path JAR = Path.of("target", "tabla.jar").toAbsolutePath();

  @Test
  void theLauncherIsAnExecutableBashScriptWithUnixLineEnds() throws IOException, InterruptedException {
    Path script = ROOT.resolve("tabla");
    assertTrue(Files.isRegularFile(script), "./tabla exists at " + ROOT);
    assertTrue(Files.isExecutable(script), "./tabla is executable");
    String text = Files.readString(script, StandardCharsets.UTF_8);
    assertTrue(text.startsWith("#!/usr/bin/env bash\n"), "a bash script");
    assertFalse(text.contains("\r"), "LF line ends only");
    assertTrue(text.contains("-pl cli -am package") && text.contains("exec java -jar"), text);
    Process check = new ProcessBuilder("bash", "-n", script.toString()).redirectErrorStream(true).start();
    assertTrue(check.waitFor(30, TimeUnit.SECONDS));
    assertEquals(0, check.exitValue(), new String(check.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
  }

  private record Run(int status, String out, String err) {}

  private static Run java(String input, String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-jar", JAR.toString()));
    command.addAll(List.of(args));
    Process p = new ProcessBuilder(command).start();
    p.getOutputStream().write(input.getBytes(StandardCharsets.UTF_8));
    p.getOutputStream().close();
    byte[] out = p.getInputStream().readAllBytes();
    byte[] err = p.getErrorStream().readAllBytes();
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the jar finished");
    return new Run(p.exitValue(), new String(out, StandardCharsets.UTF_8), new String(err, StandardCharsets.UTF_8));
  }

  @Test
  void theJarFindsEveryGameAndAnswersAsTheCommandDoes() throws IOException, InterruptedException {
    assumeTrue(Files.isRegularFile(JAR), "no runnable jar yet (it is made by package, after the tests)");
    Run version = java("", "--version");
    assertEquals(0, version.status(), version::toString);
    for (GameDefinition<?> g : Games.all()) {
      assertTrue(version.out().contains(g.id()), "the jar's merged services find " + g.id() + ": " + version);
    }
    Run moves = java("", "moves", "knights");
    assertEquals(0, moves.status(), moves::toString);
    assertEquals("Ne8-d6\nNe8-f6\nNe8xc7\nNe8xg7\n", moves.out());

    Run unknown = java("", "moves", "chess");
    assertEquals(2, unknown.status(), unknown::toString);
    assertTrue(unknown.err().startsWith("Unknown game \"chess\"."), unknown::toString);
    assertFalse(unknown.err().contains("\tat "), unknown::toString);

    // a scripted game through a pipe: the moves are echoed after their prompts
    Run play = java("Ne8xc7\nquit\n", "play", "knights", "--seed", "1", "--lang", "en");
    assertEquals(0, play.status(), play::toString);
    assertTrue(play.out().contains("Your move (White): Ne8xc7\n"), play::toString);
    assertTrue(play.out().contains("\u265E"), "Unicode pieces are written as UTF-8: " + play);
  }
}
