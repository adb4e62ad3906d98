package io.github.tabla.messages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Code;
import io.github.tabla.core.Messages;
import io.github.tabla.core.PluralCategory;
import io.vavr.collection.Array;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every count in every text reads right for every number, in every language (#20, "Plural forms"): no
 * "1 moves", no "1 כלים".
 *
 * <p>A count is an argument that counts something. Where a code declares its arguments ({@link Code}: the
 * core's {@code SetupCode} and {@code FieldValues}, each game's {@code *Code} enum, all found on the class
 * path), a count is an argument of kind {@link Code.Argument#COUNT}, except the few listed in
 * {@link #NOT_COUNTS}. Where a text has no code with kinds (match results, the command line's texts,
 * notation's syntax errors), a count is an argument that a plural choice takes in any language's text, and
 * an argument that the English text writes bare before a counted noun ({@code "{0} moves"}) or after
 * "at most" is one too, so that a new text that forgets its plural forms is caught.
 *
 * <p>For every bundle that {@link Messages#format} fills in (found like {@link HebrewTextsTest} finds them)
 * and every language, each count is then:
 *
 * <ul>
 *   <li>taken by a plural choice ({@code {0,plural,one{# move} other{# moves}}}), never written bare;
 *   <li>chosen in every category the language has: English and Italian {@code one} and {@code other},
 *       Romanian {@code one}, {@code few} and {@code other}, Hebrew {@code one}, {@code two} and
 *       {@code other} (every plural choice of the text, not only the counts', is held to this);
 *   <li>filled in with 1, 2, 5, 20, 21 and 101 (the other counts 5): the text is complete, and its words
 *       (the digits aside) differ where the categories differ: in English 1 from 2, in Romanian 1, 2 and 20
 *       from each other and 21 ("21 de mutări") from 101 ("101 mutări"), in Hebrew 1 from 2 and from 5.
 *       Italian words may stay the same ("1 re", "2 re", "1 manche", "2 manche"), so Italian is held to the
 *       categories only.
 * </ul>
 *
 * <p>The web page's texts are filled in by its script, which does not choose plural forms: they must not
 * hold a plural choice, nor a count before a counted noun. The command line's help (picocli) has no count.
 */
class PluralFormsTest {
  /** The languages, each with the categories its texts choose by. */
  private static final Map<Locale, Set<String>> CATEGORIES = categories();
  /** The numbers every count is filled in with. */
  private static final int[] NUMBERS = {1, 2, 5, 20, 21, 101};
  /** What the other counts of a text are while one is tried. */
  private static final int OTHER_COUNTS = 5;
  /** What the arguments that are not counts are: a text without digits. */
  private static final String NOT_A_COUNT = "Ana";
  /**
   * Arguments of kind COUNT that count nothing, by key: the bounds of a field's value ("a whole number
   * from 0 to 40"), a number with no noun to agree with.
   */
  private static final Map<String, Set<Integer>> NOT_COUNTS = Map.of(
      "setup.field.whole-number", Set.of(0, 1),
      "setup.field.whole-number-from", Set.of(0));
  /** The nouns the games count: a bare argument before one of them in English is a count. */
  private static final Pattern BARE_COUNT = Pattern.compile("(?:\\bat (?:most|least) \\{(\\d+)}|\\{(\\d+)} "
      + "(?:moves|pieces|squares|rounds|points|diamonds|buttons|kings|men|turns|characters|tags|records"
      + "|positions|plies|games|jumps|captures|targets)\\b)");
  /** Code enums that every build has: a discovery that misses one of them is broken. */
  private static final List<String> KNOWN_CODES = List.of("io.github.tabla.core.SetupCode",
      "io.github.tabla.core.FieldValues", "io.github.tabla.games.diamonds.DiamondsCode",
      "io.github.tabla.games.knights.KnightsCode", "io.github.tabla.games.buttons.ButtonsCode",
      "io.github.tabla.games.draughts.DraughtsCode");
  private static final Pattern TABLA_CLASS = Pattern.compile("(io/github/tabla/[\\w/]+)\\.class");

  private static Map<Locale, Set<String>> categories() {
    Map<Locale, Set<String>> c = new LinkedHashMap<>();
    c.put(Messages.ENGLISH, Set.of("one", "other"));
    c.put(Messages.ROMANIAN, Set.of("one", "few", "other"));
    c.put(Messages.HEBREW, Set.of("one", "two", "other"));
    c.put(Messages.ITALIAN, Set.of("one", "other"));
    return c;
  }

  static List<String> formattedBundles() {
    return HebrewTextsTest.formattedBundles();
  }

  // ------------------------------------------------------------------------------------------ the categories

  /** The texts are written for these categories: the rules of the issue, as {@link PluralCategory} has them. */
  @Test
  void theCategoriesAreTheOnesTheTextsAreWrittenFor() {
    assertEquals(Messages.SUPPORTED.toJavaList(), new ArrayList<>(CATEGORIES.keySet()));
    String expected = "en: 1 one, 2 other, 5 other, 20 other, 21 other, 101 other\n"
        + "ro: 1 one, 2 few, 5 few, 20 other, 21 other, 101 few\n"
        + "he: 1 one, 2 two, 5 other, 20 other, 21 other, 101 other\n"
        + "it: 1 one, 2 other, 5 other, 20 other, 21 other, 101 other";
    List<String> lines = new ArrayList<>();
    for (Locale l : CATEGORIES.keySet()) {
      List<String> each = new ArrayList<>();
      for (int n : NUMBERS) {
        each.add(n + " " + PluralCategory.of(l, n).keyword());
      }
      lines.add(l.getLanguage() + ": " + String.join(", ", each));
    }
    assertEquals(expected, String.join("\n", lines));
  }

  // ---------------------------------------------------------------------------------------------- the codes

  /** The argument kinds of every code of every {@link Code} enum on the class path, by key. */
  static Map<String, List<Code.Argument>> kinds() {
    Map<String, List<Code.Argument>> kinds = new TreeMap<>();
    List<String> enums = new ArrayList<>();
    for (String name : HebrewTextsTest.classPathNames()) {
      Matcher m = TABLA_CLASS.matcher(name);
      if (!m.matches()) {
        continue;
      }
      Class<?> type;
      try {
        type = Class.forName(m.group(1).replace('/', '.'), false, PluralFormsTest.class.getClassLoader());
      } catch (ClassNotFoundException | LinkageError e) {
        continue;
      }
      if (!type.isEnum() || !Code.class.isAssignableFrom(type)) {
        continue;
      }
      Object[] constants = type.getEnumConstants();
      enums.add(type.getName());
      for (Object constant : constants) {
        Code code = (Code) constant;
        List<Code.Argument> declared = code.arguments().toJavaList();
        List<Code.Argument> before = kinds.put(code.key(), declared);
        assertTrue(before == null || before.equals(declared), code.key() + " has two lists of arguments");
      }
    }
    assertTrue(enums.containsAll(KNOWN_CODES), "found " + enums);
    return kinds;
  }

  // ---------------------------------------------------------------------------------------------- the texts

  @ParameterizedTest
  @MethodSource("formattedBundles")
  void everyCountIsAPluralChoiceThatReadsRightInEveryLanguage(String base) {
    Map<String, List<Code.Argument>> kinds = kinds();
    Properties english = HebrewTextsTest.englishFile(base);
    Map<Locale, Properties> files = new LinkedHashMap<>();
    for (Locale l : CATEGORIES.keySet()) {
      files.put(l, l.equals(Messages.ENGLISH) ? english
          : l.equals(Messages.HEBREW) ? HebrewTextsTest.hebrewFile(base) : HebrewTextsTest.file(base, "_" + l.getLanguage()));
    }
    List<String> problems = new ArrayList<>();
    int counted = 0;
    for (String key : new TreeSet<>(english.stringPropertyNames())) {
      SortedSet<Integer> counts = counts(key, kinds, files, problems);
      counted += counts.size();
      for (Map.Entry<Locale, Properties> file : files.entrySet()) {
        String pattern = file.getValue().getProperty(key);
        if (pattern != null) {
          String where = file.getKey().getLanguage() + ": " + key;
          problems.addAll(problems(file.getKey(), pattern, counts).stream().map(p -> where + ": " + p).toList());
        }
      }
    }
    assertEquals("", String.join("\n", problems), base);
    assertTrue(counted > 0 || base.contains("testgames"), base + ": no text has a count; is the bundle read?");
  }

  /**
   * The counts of a text: its code's {@link Code.Argument#COUNT} arguments, or without a code, the
   * arguments a plural choice takes in any language and those the English text writes before a counted
   * noun.
   */
  private static SortedSet<Integer> counts(String key, Map<String, List<Code.Argument>> kinds,
      Map<Locale, Properties> files, List<String> problems) {
    SortedSet<Integer> counts = new TreeSet<>();
    Set<Integer> not = NOT_COUNTS.getOrDefault(key, Set.of());
    List<Code.Argument> declared = kinds.get(key);
    if (declared != null) {
      for (int i = 0; i < declared.size(); i++) {
        if (declared.get(i) == Code.Argument.COUNT && !not.contains(i)) {
          counts.add(i);
        }
      }
      return counts;
    }
    for (Properties file : files.values()) {
      String pattern = file.getProperty(key);
      if (pattern != null) {
        counts.addAll(Choices.of(pattern).byArgument().keySet());
      }
    }
    String english = files.get(Messages.ENGLISH).getProperty(key);
    for (int i : bareCounts(english == null ? "" : english)) {
      if (!not.contains(i)) {
        counts.add(i);
      }
    }
    return counts;
  }

  /** The arguments a text writes bare before a counted noun or after "at most", outside plural choices. */
  private static SortedSet<Integer> bareCounts(String pattern) {
    SortedSet<Integer> bare = new TreeSet<>();
    Matcher m = BARE_COUNT.matcher(pattern);
    while (m.find()) {
      bare.add(Integer.parseInt(m.group(1) != null ? m.group(1) : m.group(2)));
    }
    return bare;
  }

  /** What is wrong with a text's counts in one language. */
  private static List<String> problems(Locale language, String pattern, SortedSet<Integer> counts) {
    List<String> problems = new ArrayList<>();
    Choices choices;
    try {
      choices = Choices.of(pattern);
    } catch (IllegalArgumentException e) {
      return List.of("cannot be read: " + e.getMessage());
    }
    Set<String> categories = CATEGORIES.get(language);
    for (Map.Entry<Integer, List<Set<String>>> c : choices.byArgument().entrySet()) {
      for (Set<String> selectors : c.getValue()) {
        if (!selectors.containsAll(categories)) {
          SortedSet<String> missing = new TreeSet<>(categories);
          missing.removeAll(selectors);
          problems.add("the plural choice of {" + c.getKey() + "} has no " + String.join(", ", missing));
        }
      }
    }
    int arguments = Math.max(choices.last(), counts.isEmpty() ? -1 : counts.last()) + 1;
    for (int i : counts) {
      if (!choices.byArgument().containsKey(i)) {
        problems.add("{" + i + "} is a count written without a plural choice");
        continue;
      }
      Map<Integer, String> texts = new TreeMap<>();
      for (int n : NUMBERS) {
        Object[] values = new Object[arguments];
        for (int k = 0; k < arguments; k++) {
          values[k] = k == i ? Integer.valueOf(n) : counts.contains(k) || choices.byArgument().containsKey(k)
              ? Integer.valueOf(OTHER_COUNTS) : NOT_A_COUNT;
        }
        String text = Messages.format(language, pattern, Array.of(values));
        if (text.contains("{") || text.contains("plural,")) {
          problems.add("{" + i + "} = " + n + " gives a text that is not filled in: " + text);
        }
        texts.put(n, text);
      }
      for (int[] pair : differing(language)) {
        String a = words(texts.get(pair[0]));
        String b = words(texts.get(pair[1]));
        if (a.equals(b)) {
          problems.add("{" + i + "} = " + pair[0] + " and " + pair[1] + " read alike: \"" + texts.get(pair[0])
              + "\", \"" + texts.get(pair[1]) + "\"");
        }
      }
    }
    return problems;
  }

  /** The pairs of numbers whose texts must differ by more than their digits, in a language. */
  private static int[][] differing(Locale language) {
    return switch (language.getLanguage()) {
      case "en" -> new int[][] {{1, 2}};
      case "ro" -> new int[][] {{1, 2}, {2, 20}, {1, 20}, {21, 101}};
      case "he" -> new int[][] {{1, 2}, {1, 5}};
      default -> new int[0][];
    };
  }

  /** A text without its digits and the isolates around them: its words. */
  private static String words(String text) {
    return text.replaceAll("\u2068?\\d+\u2069?", "#");
  }

  // ------------------------------------------------------------------------------------ the web page's texts

  /** The page's script fills in {0}, {1}, ... and chooses no plural form: its texts have no count. */
  @Test
  void theWebPageTextsHaveNoCount() {
    List<String> problems = new ArrayList<>();
    for (Locale l : CATEGORIES.keySet()) {
      Properties texts = l.equals(Messages.ENGLISH) ? HebrewTextsTest.englishFile(HebrewTextsTest.WEB_TEXTS)
          : HebrewTextsTest.file(HebrewTextsTest.WEB_TEXTS, "_" + l.getLanguage());
      assertTrue(texts.size() > 0, "the web page's texts in " + l);
      for (String key : new TreeSet<>(texts.stringPropertyNames())) {
        String text = texts.getProperty(key);
        if (text.contains("plural")) {
          problems.add(l.getLanguage() + ": " + key + ": a plural choice, which the page does not make");
        }
        if (l.equals(Messages.ENGLISH) && !bareCounts(text).isEmpty()) {
          problems.add(l.getLanguage() + ": " + key + ": a count " + bareCounts(text) + " the page cannot put "
              + "in the plural");
        }
      }
    }
    assertEquals("", String.join("\n", problems));
  }

  // -------------------------------------------------------------------------------- a pattern's plural choices

  /** The plural choices of a pattern, nested ones too: the selectors of each, by argument. */
  record Choices(SortedMap<Integer, List<Set<String>>> byArgument, int last) {
    static Choices of(String pattern) {
      SortedMap<Integer, List<Set<String>>> found = new TreeMap<>();
      int last = collect(pattern, found, -1);
      return new Choices(found, last);
    }

    /** Adds the choices of a pattern; returns the highest argument index it uses. */
    private static int collect(String pattern, SortedMap<Integer, List<Set<String>>> found, int highest) {
      int last = highest;
      int i = 0;
      boolean quoted = false;
      while (i < pattern.length()) {
        char c = pattern.charAt(i);
        if (c == '\'') {
          boolean doubled = i + 1 < pattern.length() && pattern.charAt(i + 1) == '\'';
          quoted = doubled ? quoted : !quoted;
          i += doubled ? 2 : 1;
          continue;
        }
        if (quoted || c != '{') {
          i++;
          continue;
        }
        int close = PatternBraces.matching(pattern, i);
        String[] head = pattern.substring(i + 1, close).split(",", 3);
        int index = Integer.parseInt(head[0].strip());
        last = Math.max(last, index);
        if (head.length == 3 && head[1].strip().equals("plural")) {
          Set<String> selectors = new TreeSet<>();
          String branches = head[2];
          int at = 0;
          while (at < branches.length()) {
            int open = branches.indexOf('{', at);
            if (open < 0) {
              if (!branches.substring(at).isBlank()) {
                throw new IllegalArgumentException("a selector without a branch: " + branches.substring(at));
              }
              break;
            }
            selectors.add(branches.substring(at, open).strip());
            int end = PatternBraces.matching(branches, open);
            last = collect(branches.substring(open + 1, end), found, last);
            at = end + 1;
          }
          found.computeIfAbsent(index, k -> new ArrayList<>()).add(selectors);
        }
        i = close + 1;
      }
      return last;
    }
  }
}
