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

/** The {@code ./tabla} launcher at the repository root: a bash script the tests can read and check. */
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
}
