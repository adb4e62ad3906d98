package io.github.tabla.notation.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.AnyGame;
import io.github.tabla.json.GameJson;
import io.github.tabla.json.TablaJson;
import io.github.tabla.web.TablaServer;
import io.github.tabla.core.AnyPosition;
import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Games;
import io.github.tabla.core.Messages;
import io.github.tabla.core.match.Match;
import io.github.tabla.core.match.MatchFormat;
import io.github.tabla.core.record.GameRecord;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.diagram.Diagram;
import io.github.tabla.games.buttons.ButtonsGame;
import io.github.tabla.games.diamonds.DiamondsGame;
import io.github.tabla.games.draughts.ItalianDraughts;
import io.github.tabla.games.knights.KnightsGame;
import io.github.tabla.notation.Notation;
import io.github.tabla.notation.NotationMessages;
import io.github.tabla.testkit.NullArguments;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Locale;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every public constructor and static method of every published module, and the instance methods of
 * the values a user meets first, refuse a {@code null} argument at the boundary with a
 * {@link NullPointerException} naming the parameter (the conformance suite's property 11 checks each
 * game's positions, definition and Robots along random playouts).
 */
class NullArgumentsEverywhereTest {
  // one class of each published module with public classes: its jar (or classes folder) is scanned
  private static final Seq<Class<?>> MODULES = Array.of(GameDefinition.class, Notation.class, Diagram.class,
      NullArguments.class, TablaJson.class, TablaServer.class, ItalianDraughts.class, KnightsGame.class, ButtonsGame.class, DiamondsGame.class);

  static Seq<Class<?>> publicClasses() {
    return MODULES.flatMap(NullArgumentsEverywhereTest::classesBeside).filter(c -> Modifier.isPublic(c.getModifiers())
        && !c.getName().contains(".internal.") && !c.isAnnotation());
  }

  @Test
  void theScanFindsEveryModule() {
    Seq<String> packages = publicClasses().map(c -> c.getPackageName()).distinct();
    assertTrue(packages.size() >= 15, packages.mkString(", "));
    assertTrue(publicClasses().size() > 150, String.valueOf(publicClasses().size()));
  }

  @ParameterizedTest
  @MethodSource("publicClasses")
  void constructorsAndStaticMethodsRefuseNulls(Class<?> type) {
    NullArguments checks = NullArguments.forPosition(new DiamondsGame().start());
    Seq<String> problems = checks.problemsOfClass(type);
    assertEquals(0, problems.size(), problems.mkString("\n"));
  }

  static Seq<GameDefinition<?>> games() {
    return Games.definitions();
  }

  @ParameterizedTest
  @MethodSource("games")
  void theValuesAUserMeetsFirstRefuseNulls(GameDefinition<?> game) {
    check(game);
  }

  private static <P extends GamePosition<P>> void check(GameDefinition<P> game) {
    P start = game.start();
    NullArguments checks = NullArguments.forPosition(start).with(MatchFormat.class, game.matchFormat())
        .with(GameRecord.class, GameRecord.of(start)).with(AnyPosition.class, AnyPosition.of(start))
        .with(AnyGame.class, AnyGame.of(game));
    Seq<Object> values = Array.of(start, game, Match.of(game, "Ana", "Dan"), GameRecord.of(start), start.toSetup(),
        start.score(), Budget.ofNodes(10), game.notation(), Notation.forGame(game),
        NotationMessages.of(game, Locale.ENGLISH), Messages.of(game, Locale.ENGLISH), Diagram.of(game, start),
        game.robot(game.strongestLevel(), 1L), AnyGame.of(game), AnyPosition.of(start),
        AnyGame.of(game).robot(game.strongestLevel(), 1L), GameJson.of(game, Locale.ENGLISH));
    Seq<String> problems = values.flatMap(checks::problems);
    assertEquals(0, problems.size(), problems.mkString("\n"));
  }

  private static Seq<Class<?>> classesBeside(Class<?> anchor) {
    try {
      Path where = Path.of(anchor.getProtectionDomain().getCodeSource().getLocation().toURI());
      Seq<String> names;
      if (Files.isDirectory(where)) {
        try (Stream<Path> files = Files.walk(where)) {
          names = Array.ofAll(files.map(p -> where.relativize(p).toString().replace(File.separatorChar, '/')));
        }
      } else {
        try (JarFile jar = new JarFile(where.toFile())) {
          names = Array.ofAll(Collections.list(jar.entries())).map(e -> e.getName());
        }
      }
      return names.filter(n -> n.endsWith(".class") && !n.contains("module-info") && !n.contains("package-info"))
          .map(n -> load(n.substring(0, n.length() - ".class".length()).replace('/', '.')));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  private static Class<?> load(String name) {
    try {
      return Class.forName(name, false, NullArgumentsEverywhereTest.class.getClassLoader());
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException(e);
    }
  }
}
