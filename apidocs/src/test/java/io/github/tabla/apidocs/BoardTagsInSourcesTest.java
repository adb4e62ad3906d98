package io.github.tabla.apidocs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.javadoc.BoardDrawing;
import io.github.tabla.javadoc.BoardTag;
import io.github.tabla.javadoc.BoardTaglet;
import io.vavr.collection.Array;
import io.vavr.collection.HashSet;
import io.vavr.collection.Set;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every {@code {@board ...}} diagram in the sources and in the user guide, checked by its game's rules
 * engine without a Javadoc run (the Javadoc run of the release build checks them again, and fails on a
 * broken one).
 */
class BoardTagsInSourcesTest {
  private static final Path ROOT = Path.of(System.getProperty("user.dir")).toAbsolutePath().getParent();
  private static final Pattern TAG = Pattern.compile("\\{@board\\s([^}]*)}");
  private static final Pattern ROW = Pattern.compile("^\\| (ID-[^|]+?) \\| `([^`]+)` \\| `([^`]+)` \\|", Pattern.MULTILINE);

  /** A tag as found in a file. */
  record Found(Path file, int line, String text) {
    @Override
    public String toString() {
      return ROOT.relativize(file) + ":" + line + ": {@board " + text + "}";
    }
  }

  private static Array<Path> documentedFiles() {
    try (Stream<Path> files = Files.walk(ROOT)) {
      return Array.ofAll(files.filter(Files::isRegularFile)
          .filter(f -> !ROOT.relativize(f).startsWith("javadoc-taglet"))  // the taglet documents the syntax
          .filter(f -> !f.toString().contains("/target/") && !f.toString().contains("/."))
          .filter(f -> f.toString().contains("/src/main/java/") && f.toString().endsWith(".java")
              || f.toString().contains("/src/javadoc/") && f.toString().endsWith(".html"))
          .sorted()
          .toList());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static Array<Found> tags() {
    return documentedFiles().flatMap(file -> {
      String text = read(file);
      Array<Found> found = Array.empty();
      Matcher m = TAG.matcher(text);
      while (m.find()) {
        String before = text.substring(Math.max(0, m.start() - 7), m.start());
        if (before.endsWith("{@code ") || before.endsWith("{@code")) {
          continue;  // code about the tag, not a tag
        }
        int line = (int) text.substring(0, m.start()).chars().filter(c -> c == '\n').count() + 1;
        String body = file.toString().endsWith(".java") ? m.group(1).replaceAll("\n\\s*\\*(?!/)", "\n") : m.group(1);
        found = found.append(new Found(file, line, BoardTaglet.decode(body).strip().replaceAll("\\s+", " ")));
      }
      return found;
    });
  }

  private static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Test
  void everyDiagramIsAcceptedByItsGamesRulesEngine() {
    Array<Found> tags = tags();
    Array<String> broken = tags.flatMap(f -> BoardTag.parse(f.text()).flatMap(BoardDrawing::of).swap()
        .map(problem -> f + "\n    " + problem));
    assertTrue(broken.isEmpty(), broken.size() + " broken diagram(s):\n" + broken.mkString("\n"));
  }

  @Test
  void eachGamesPackageDocsShowItsStartPosition() {
    for (String game : Array.of("diamonds", "knights", "buttons", "draughts")) {
      Path packageInfo = ROOT.resolve("games/" + game + "/src/main/java/io/github/tabla/games/" + game + "/package-info.java");
      Set<String> positions = HashSet.ofAll(tags().filter(f -> f.file().equals(packageInfo))
          .flatMap(f -> BoardTag.parse(f.text())).map(BoardTag::position));
      assertTrue(positions.contains("start"), packageInfo + " has no {@board ... start} diagram; it has " + positions);
    }
  }

  @Test
  void theDraughtsPackageDocsShowEveryPriorityExampleOfTheRules_withItsOnlyLegalMove() {
    String rules = read(ROOT.resolve("docs/rules/italian-draughts.md"));
    Path packageInfo = ROOT.resolve("games/draughts/src/main/java/io/github/tabla/games/draughts/package-info.java");
    Set<String> shown = HashSet.ofAll(tags().filter(f -> f.file().equals(packageInfo))
        .flatMap(f -> BoardTag.parse(f.text()))
        .map(t -> t.position() + " " + t.highlights().get("move").getOrElse("")));
    Matcher row = ROW.matcher(rules);
    int rows = 0;
    while (row.find()) {
      rows++;
      String example = row.group(2) + " " + row.group(3);
      assertTrue(shown.contains(example), row.group(1) + ": no diagram of " + example + " in " + packageInfo);
    }
    assertEquals(6, rows, "the priority table of docs/rules/italian-draughts.md");
  }
}
