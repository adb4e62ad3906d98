package io.github.tabla.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.Games;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every game of the build is reachable through the command: each module of {@code games/pom.xml} is a
 * dependency of the cli (so that {@link Games#all()} finds it, in the tests and in the jar), and every
 * game found has a name in the menu.
 */
class EveryGameTest {
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

  @Test
  void everyGameModuleOfTheBuildIsADependencyOfTheCli() throws IOException {
    String games = Files.readString(ROOT.resolve("games/pom.xml"));
    String cli = Files.readString(ROOT.resolve("cli/pom.xml"));
    Matcher module = Pattern.compile("<module>([^<]+)</module>").matcher(games);
    List<String> missing = new ArrayList<>();
    while (module.find()) {
      String artifact = "tabla-" + module.group(1).trim();
      if (!cli.contains("<artifactId>" + artifact + "</artifactId>")) {
        missing.add(artifact);
      }
    }
    assertEquals(List.of(), missing, "add each to cli/pom.xml as <dependency> io.github.tabla:ARTIFACT:"
        + "${project.version} with <scope>runtime</scope>, so that every command reaches the game");
  }

  @Test
  void everyGameFoundHasLevelsAndAStartPosition() {
    assertTrue(!Games.definitions().isEmpty(), "the games are on the class path");
    for (GameDefinition<?> g : Games.definitions()) {
      assertTrue(!g.levels().isEmpty(), g.id());
      assertTrue(g.start().hasLegalMoves(), g.id());
    }
  }
}
