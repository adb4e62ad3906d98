package io.github.tabla.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Games;
import io.github.tabla.core.Messages;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The command's texts: every key in every language's own file, patterns that format, and every key the
 * code asks for present.
 */
class TextsTest {
  private static final List<String> LANGUAGES = List.of("ro", "he", "it");
  /** An argument of a help example: a quoted text, or a word. */
  private static final Pattern ARGUMENT = Pattern.compile("\"([^\"]*)\"|(\\S+)");

  private static Properties file(String bundle, String suffix) {
    Properties p = new Properties();
    String name = "/io/github/tabla/cli/" + bundle + suffix + ".properties";
    try (InputStream in = TextsTest.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new AssertionError("missing " + name);
      }
      p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new AssertionError(e);
    }
    return p;
  }

  @ParameterizedTest
  @ValueSource(strings = {"messages", "help"})
  void everyKeyHasATextInEveryLanguagesOwnFile(String bundle) {
    Properties base = file(bundle, "");
    List<String> missing = new ArrayList<>();
    for (String lang : LANGUAGES) {
      Properties own = file(bundle, "_" + lang);
      for (String key : new TreeSet<>(base.stringPropertyNames())) {
        if (own.getProperty(key, "").isBlank()) {
          missing.add(lang + ": " + key);
        }
      }
      for (String key : own.stringPropertyNames()) {
        assertTrue(base.containsKey(key), lang + " has a key the English base does not: " + key);
      }
    }
    assertEquals(List.of(), missing);
    assertTrue(file(bundle, "_en").isEmpty(), "the English file stays empty: the base is English");
  }

  @Test
  void everyMessagePatternFormatsAndHasNoLoneApostrophe() {
    for (String suffix : List.of("", "_ro", "_he", "_it")) {
      Properties p = file("messages", suffix);
      for (String key : p.stringPropertyNames()) {
        String pattern = p.getProperty(key);
        // a lone ' starts a quoted part in MessageFormat and swallows the arguments after it
        assertTrue(!pattern.replace("''", "").contains("'"), suffix + " " + key + ": " + pattern);
        // with numbers, so that plural choices choose; every argument filled in, no pattern left
        for (Object[] args : List.of(new Object[] {1, 2, 3, 4, 5, 6, 7}, new Object[] {20, 2, 1, 0, 101, 3, 2})) {
          String text = io.github.tabla.core.Messages.format(Locale.forLanguageTag(suffix.isEmpty() ? "en"
              : suffix.substring(1)), pattern, io.vavr.collection.Array.of(args));
          assertTrue(!text.matches(".*\\{\\d.*") && !text.contains("plural"), suffix + " " + key + ": " + text);
        }
      }
    }
  }

  @Test
  void everyKeyTheCodeAsksForIsInTheBundle() throws IOException {
    Properties base = file("messages", "");
    Pattern call = Pattern.compile("(?:get|getOr|has)\\(\\s*\"([a-z0-9.-]+)\"\\s*[,)]");
    List<String> missing = new ArrayList<>();
    try (Stream<Path> sources = Files.walk(Path.of("src/main/java"))) {
      for (Path source : sources.filter(f -> f.toString().endsWith(".java")).toList()) {
        Matcher m = call.matcher(Files.readString(source));
        while (m.find()) {
          if (!base.containsKey(m.group(1))) {
            missing.add(source.getFileName() + ": " + m.group(1));
          }
        }
      }
    }
    for (PlaySession.Command c : PlaySession.Command.values()) {
      for (String key : List.of(c.key(), "help." + c.name().toLowerCase(Locale.ROOT))) {
        if (!base.containsKey(key)) {
          missing.add(key);
        }
      }
    }
    assertEquals(List.of(), missing);
  }

  @Test
  void everyGameFamilyHasANameAndEveryVariantToo() {
    Properties base = file("messages", "");
    for (var g : Games.definitions()) {
      assertTrue(base.containsKey("game." + g.family()), "a name for " + g.family());
      assertTrue(base.containsKey("variant." + g.variant()), "a name for the variant " + g.variant());
    }
  }

  @Test
  void aGameIsCalledWhatItsOwnMessagesCallIt() {
    // the name a game's own bundle gives it (game.<id>.name), where it has one, is the command's name for
    // its family, in every language
    int checked = 0;
    Properties base = file("messages", "");
    for (Locale locale : Messages.SUPPORTED) {
      Properties texts = locale.equals(Messages.ENGLISH) ? base : file("messages", "_" + locale.getLanguage());
      for (var g : Games.definitions().filter(d -> d.variant().equals("standard"))) {
        var own = Messages.of(g, locale).pattern("game." + g.id() + ".name");
        if (own.isDefined()) {
          String key = "game." + g.family();
          assertEquals(own.get(), texts.getProperty(key, base.getProperty(key)), g.id() + " in " + locale);
          checked++;
        }
      }
    }
    assertTrue(checked >= 64, "the games with a name of their own: " + checked);
  }

  @Test
  void theLanguagesAreCoresFour() {
    assertEquals(Messages.SUPPORTED.map(Locale::getLanguage).toJavaList(), Texts.LANGUAGES.toJavaList());
  }

  @Test
  void theUsageHelpIsInTheChosenLanguage() {
    Cli.Result it = Cli.run("--lang", "it", "play", "--help");
    assertEquals(0, it.status(), it::toString);
    assertTrue(it.out().contains("Uso: tabla play"), it::toString);
    assertTrue(it.out().contains("Il livello del Robot"), it::toString);
    Cli.Result en = Cli.run("--help");
    assertTrue(en.out().contains("Usage: tabla"), en::toString);
    for (String command : List.of("play", "match", "moves", "perft", "analyse", "show")) {
      assertTrue(en.out().contains("  " + command), "the commands are listed: " + command);
    }
    Cli.Result version = Cli.run("--version");
    assertTrue(version.out().contains("games: " + Games.ids().mkString(", ")), version::toString);
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "_ro", "_he", "_it"})
  void everyExampleOfTheHelpRuns(String suffix) {
    String footer = file("help", suffix).getProperty("tabla.usage.footer");
    List<String> examples = footer.replace("%n", "\n").lines().map(String::strip)
        .filter(l -> l.startsWith("tabla ")).toList();
    assertTrue(examples.size() >= 5, footer);
    for (String example : examples) {
      List<String> args = new ArrayList<>();
      Matcher m = ARGUMENT.matcher(example.substring("tabla ".length()));
      while (m.find()) {
        args.add(m.group(1) != null ? m.group(1) : m.group(2));
      }
      if (args.get(0).equals("serve")) {
        // a server runs until stopped: its options are read, the port checked
        assertEquals(List.of("serve", "--port", "8080"), args, example);
        continue;
      }
      // a match reads its moves from the input: quit ends it
      Cli.Result r = Cli.runWithInput(args.get(0).equals("play") ? "quit\n" : "", args.toArray(String[]::new));
      assertTrue(r.status() != Tabla.USER_ERROR && r.status() != Tabla.INTERNAL_ERROR, () -> example + "\n" + r);
      UserErrorsTest.assertNoStackTrace(r);
    }
  }
}
