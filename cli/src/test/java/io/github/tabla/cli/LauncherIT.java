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
 * The runnable jar the {@code ./tabla} launcher starts, run as a user would in a separate process: from
 * a pipe, and at a real (pseudo-)terminal. It runs after {@code package}, which makes the jar.
 */
class LauncherIT {
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  private static final Path JAR = Path.of("target", "tabla.jar").toAbsolutePath();

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
    assertTrue(Files.isRegularFile(JAR), "package made the runnable jar");
    Run version = java("", "--version");
    assertEquals(0, version.status(), version::toString);
    for (GameDefinition<?> g : Games.definitions()) {
      assertTrue(version.out().contains(g.id()), "the jar's merged services find " + g.id() + ": " + version);
    }
    Run moves = java("", "moves", "knights");
    assertEquals(0, moves.status(), moves::toString);
    assertEquals("Ne8-d6\nNe8-f6\nNe8xc7\nNe8xg7\n", moves.out());

    // in English whatever the machine's language: the child JVM takes its default locale from the environment
    Run unknown = java("", "moves", "chess", "--lang", "en");
    assertEquals(2, unknown.status(), unknown::toString);
    assertTrue(unknown.err().startsWith("Unknown game \"chess\"."), unknown::toString);
    assertFalse(unknown.err().contains("\tat "), unknown::toString);

    // a scripted game through a pipe: the moves are echoed after their prompts
    Run play = java("Ne8xc7\nquit\n", "play", "knights", "--seed", "1", "--lang", "en");
    assertEquals(0, play.status(), play::toString);
    assertTrue(play.out().contains("Your move (White): Ne8xc7\n"), play::toString);
    assertTrue(play.out().contains("\u265E"), "Unicode pieces are written as UTF-8: " + play);
  }

  @Test
  void atARealTerminalTheJarReadsWithTheLineEditorAndDrawsInColour() throws IOException, InterruptedException {
    assertTrue(Files.isRegularFile(JAR), "package made the runnable jar");
    Path script = Path.of("/usr/bin/script");
    assumeTrue(Files.isExecutable(script), "util-linux script makes the pseudo-terminal");
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    ProcessBuilder b = new ProcessBuilder(script.toString(), "-qec",
        java + " -jar " + JAR + " play diamonds --seed 1 --lang en", "/dev/null");
    b.environment().put("TERM", "xterm-256color");
    b.environment().remove("NO_COLOR");
    b.redirectErrorStream(true);
    Process p = b.start();
    // standard input is the pseudo-terminal: the line editor reads the keys, Enter is a carriage return
    Thread.sleep(2_000);
    p.getOutputStream().write("quit\r".getBytes(StandardCharsets.UTF_8));
    p.getOutputStream().flush();
    byte[] out = p.getInputStream().readAllBytes();
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the jar finished");
    String screen = new String(out, StandardCharsets.UTF_8);
    assertEquals(0, p.exitValue(), screen);
    assertTrue(screen.contains("Goodbye!"), screen);
    assertTrue(screen.contains("\u001b[0;1;38;5;"), "the board in colour at a terminal: " + screen);
    assertFalse(screen.contains("Your move (White): quit\nquit"), "what is typed is not echoed twice: " + screen);
  }
}
