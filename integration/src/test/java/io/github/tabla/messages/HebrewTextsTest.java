package io.github.tabla.messages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.MessageBundles;
import io.github.tabla.core.Messages;
import io.vavr.collection.Array;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.Bidi;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.ResourceBundle;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every Hebrew text reads right once its arguments are in: for each key of each Hebrew bundle found on the
 * class path, the text is filled in with sample arguments (a square, a number, a move of several words, a
 * Hebrew word, in turn and mixed), laid out by the Unicode bidirectional algorithm ({@link Bidi}, the
 * paragraph's direction from its first letter, as a terminal does), and checked:
 *
 * <ul>
 *   <li>each argument is wrapped in FSI (U+2068) and PDI (U+2069), and stands whole at one level: a
 *       left-to-right one at an even level, a Hebrew one at an odd level;
 *   <li>a text with Hebrew in it reads right to left (it does not start with a Latin word that would turn
 *       the whole line around);
 *   <li>each word written left to right (a move {@code e2-e4}, an option {@code --level}, a command) reads
 *       left to right as a whole: none of its characters ends up on the other side of it;
 *   <li>the English bundle has the key, with the same arguments.
 * </ul>
 *
 * <p>The bundles are found, not listed: a new game's {@code messages_he.properties} is checked as soon as
 * its module is a dependency here. The command line's help is picocli's ({@code ${COMPLETION-CANDIDATES}}
 * are its arguments, {@code %n} its line breaks); the web page's texts are filled in by its script, which
 * isolates each argument the same way.
 */
class HebrewTextsTest {
  private static final char FSI = '\u2068';
  private static final char PDI = '\u2069';
  static final String CLI_HELP = "io/github/tabla/cli/help";
  static final String WEB_TEXTS = "io/github/tabla/web/texts";
  /** Bundles that every build has: a discovery that misses one of them is broken. */
  private static final List<String> KNOWN = List.of("io/github/tabla/core/messages",
      "io/github/tabla/testgames/messages", "io/github/tabla/notation/messages",
      "io/github/tabla/games/diamonds/messages", "io/github/tabla/games/knights/messages",
      "io/github/tabla/games/draughts/messages", "io/github/tabla/games/buttons/messages",
      "io/github/tabla/cli/messages", CLI_HELP, WEB_TEXTS);
  private static final Pattern HEBREW_FILE = Pattern.compile("(io/github/tabla/.+)_(he|iw)\\.properties");
  private static final Pattern PICOCLI_VARIABLE = Pattern.compile("\\$\\{([A-Z-]+)}");
  private static final Pattern WEB_ARGUMENT = Pattern.compile("\\{(\\d+)}");

  // ------------------------------------------------------------------------------------------------ bundles

  /** The base names (as paths) of every Hebrew bundle on the class path, in directories and jars. */
  static List<String> hebrewBundles() {
    SortedSet<String> found = new TreeSet<>();
    for (String name : classPathNames()) {
      Matcher m = HEBREW_FILE.matcher(name);
      if (m.matches()) {
        found.add(m.group(1));
      }
    }
    return new ArrayList<>(found);
  }

  /** The names (as paths) of every file on the class path, in directories and jars. */
  static SortedSet<String> classPathNames() {
    SortedSet<String> found = new TreeSet<>();
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      Path path = Path.of(entry);
      try {
        if (Files.isDirectory(path)) {
          try (Stream<Path> files = Files.walk(path)) {
            files.forEach(f -> found.add(path.relativize(f).toString().replace(File.separatorChar, '/')));
          }
        } else if (entry.endsWith(".jar") && Files.isRegularFile(path)) {
          try (JarFile jar = new JarFile(path.toFile())) {
            jar.stream().forEach(e -> found.add(e.getName()));
          }
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return found;
  }

  /** The bundles whose texts {@link Messages#format} fills in: MessageFormat patterns. */
  static List<String> formattedBundles() {
    List<String> bundles = hebrewBundles();
    bundles.removeAll(List.of(CLI_HELP, WEB_TEXTS));
    return bundles;
  }

  /** A bundle file's own keys and texts (not its parent's), or nothing when there is no such file. */
  static Properties file(String base, String suffix) {
    Properties p = new Properties();
    try (InputStream in = HebrewTextsTest.class.getResourceAsStream("/" + base + suffix + ".properties")) {
      if (in != null) {
        p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return p;
  }

  static Properties hebrewFile(String base) {
    Properties he = file(base, "_he");
    return he.isEmpty() ? file(base, "_iw") : he;
  }

  /** The English texts: the base file, and over it the (usually empty) English file. */
  static Properties englishFile(String base) {
    Properties en = file(base, "");
    en.putAll(file(base, "_en"));
    return en;
  }

  /** The Hebrew bundle as the libraries load it. */
  private static ResourceBundle hebrewBundle(String base) {
    ResourceBundle bundle = MessageBundles.load(base.replace('/', '.'), Messages.HEBREW,
        HebrewTextsTest.class::getResourceAsStream);
    assertEquals(Messages.HEBREW, bundle.getLocale(), base + " has a Hebrew file");
    return bundle;
  }

  @Test
  void everyHebrewBundleIsFound() {
    List<String> found = hebrewBundles();
    assertTrue(found.containsAll(KNOWN), "found " + found);
    for (String base : found) {
      assertTrue(englishFile(base).size() > 0, base + " has an English base file");
    }
  }

  // ------------------------------------------------------------------------------------ MessageFormat texts

  @ParameterizedTest
  @MethodSource("formattedBundles")
  void everyHebrewTextHasTheEnglishKeyAndArguments(String base) {
    Properties he = hebrewFile(base);
    Properties en = englishFile(base);
    List<String> problems = new ArrayList<>();
    for (String key : new TreeSet<>(he.stringPropertyNames())) {
      if (!en.containsKey(key)) {
        problems.add(key + ": no English text");
        continue;
      }
      Uses hebrew = Uses.of(he.getProperty(key));
      Uses english = Uses.of(en.getProperty(key));
      if (!hebrew.all().equals(english.all())) {
        problems.add(key + ": Hebrew uses " + hebrew.all() + ", English " + english.all());
      }
    }
    assertEquals(List.of(), problems, base);
  }

  @ParameterizedTest
  @MethodSource("formattedBundles")
  void everyHebrewMessageKeepsItsArgumentsWholeAndReadsRightToLeft(String base) {
    ResourceBundle bundle = hebrewBundle(base);
    List<String> problems = new ArrayList<>();
    for (String key : new TreeSet<>(hebrewFile(base).stringPropertyNames())) {
      String pattern = bundle.getString(key);
      Uses uses = Uses.of(pattern);
      for (List<Sample> samples : rounds(uses)) {
        Object[] values = samples.stream().map(Sample::value).toArray();
        String text = Messages.format(Messages.HEBREW, pattern, Array.of(values));
        // the same text with every argument but the plural choices' numbers left empty: what is literal
        Object[] blanks = new Object[values.length];
        for (int i = 0; i < values.length; i++) {
          blanks[i] = uses.plural().contains(i) ? values[i] : "";
        }
        String literal = Messages.format(Messages.HEBREW, pattern, Array.of(blanks));
        for (String p : problems(text, literal, samples, uses.required())) {
          problems.add(key + " " + describe(samples) + ": " + p + "\n    " + shown(text));
        }
      }
    }
    assertEquals("", String.join("\n", new TreeSet<>(problems)), base);
  }

  /**
   * The arguments of each round: every argument takes every kind of sample in turn (the kinds shifted by
   * the argument's index, so that neighbours differ), then all arguments take the same kind; a plural
   * choice's argument is always a number, 1, 2 and 12 in turn.
   */
  private static List<List<Sample>> rounds(Uses uses) {
    int count = uses.all().isEmpty() ? 0 : uses.all().last() + 1;
    List<List<Sample>> rounds = new ArrayList<>();
    Kind[] kinds = Kind.values();
    for (int round = 0; round < 2 * kinds.length; round++) {
      List<Sample> samples = new ArrayList<>();
      for (int i = 0; i < count; i++) {
        Kind kind = round < kinds.length ? kinds[(i + round) % kinds.length] : kinds[round - kinds.length];
        samples.add(uses.plural().contains(i) ? Sample.number(new int[] {1, 2, 12}[round % 3]) : kind.sample());
      }
      rounds.add(samples);
      if (count == 0) {
        break;
      }
    }
    return rounds;
  }

  // ------------------------------------------------------------------------------------- the command's help

  @Test
  void theHelpInHebrewHasTheEnglishKeysAndReadsRightToLeft() {
    Properties he = hebrewFile(CLI_HELP);
    Properties en = englishFile(CLI_HELP);
    List<String> problems = new ArrayList<>();
    Sample candidates = new Sample("gentle, easy, strong", true);
    for (String key : new TreeSet<>(he.stringPropertyNames())) {
      String pattern = he.getProperty(key);
      if (!en.containsKey(key)) {
        problems.add(key + ": no English text");
      } else if (!variables(pattern).equals(variables(en.getProperty(key)))) {
        problems.add(key + ": Hebrew uses " + variables(pattern) + ", English " + variables(en.getProperty(key)));
      }
      // what picocli shows: String.format's line breaks, and the variables filled in
      String text = PICOCLI_VARIABLE.matcher(pattern.replace("%n", "\n")).replaceAll(candidates.shown());
      String literal = PICOCLI_VARIABLE.matcher(pattern.replace("%n", "\n")).replaceAll("");
      List<Sample> samples = variables(pattern).isEmpty() ? List.of() : List.of(candidates);
      for (String p : problems(text, literal, samples, samples.isEmpty() ? new TreeSet<>() : new TreeSet<>(
          List.of(0)))) {
        problems.add(key + ": " + p + "\n    " + shown(text));
      }
    }
    assertEquals("", String.join("\n", problems));
  }

  private static SortedSet<String> variables(String pattern) {
    SortedSet<String> names = new TreeSet<>();
    Matcher m = PICOCLI_VARIABLE.matcher(pattern);
    while (m.find()) {
      names.add(m.group(1));
    }
    return names;
  }

  // ------------------------------------------------------------------------------------ the web page's texts

  /**
   * The web page's own texts, which its script fills in (plain {@code {0}}, each argument wrapped in FSI
   * and PDI on a right-to-left page): the same keys and arguments as in English, and laid out right.
   */
  @Test
  void theWebPageTextsInHebrewHaveTheEnglishKeysAndReadRightToLeft() {
    Properties he = hebrewFile(WEB_TEXTS);
    Properties en = englishFile(WEB_TEXTS);
    assertEquals(new TreeSet<>(en.stringPropertyNames()), new TreeSet<>(he.stringPropertyNames()));
    List<String> problems = new ArrayList<>();
    for (String key : new TreeSet<>(he.stringPropertyNames())) {
      String pattern = he.getProperty(key);
      SortedSet<Integer> used = webArguments(pattern);
      if (!used.equals(webArguments(en.getProperty(key)))) {
        problems.add(key + ": Hebrew uses " + used + ", English " + webArguments(en.getProperty(key)));
      }
      Uses uses = new Uses(used, used, new TreeSet<>());
      for (List<Sample> samples : rounds(uses)) {
        String text = fillInAsThePageDoes(pattern, samples::get);
        String literal = fillInAsThePageDoes(pattern, i -> new Sample("", true));
        for (String p : problems(text, literal, samples, used)) {
          problems.add(key + " " + describe(samples) + ": " + p + "\n    " + shown(text));
        }
      }
    }
    assertEquals("", String.join("\n", new TreeSet<>(problems)));
  }

  private static String fillInAsThePageDoes(String pattern, Function<Integer, Sample> samples) {
    return WEB_ARGUMENT.matcher(pattern).replaceAll(m -> Matcher.quoteReplacement(
        FSI + samples.apply(Integer.parseInt(m.group(1))).shown() + PDI));
  }

  private static SortedSet<Integer> webArguments(String pattern) {
    SortedSet<Integer> used = new TreeSet<>();
    Matcher m = WEB_ARGUMENT.matcher(pattern);
    while (m.find()) {
      used.add(Integer.parseInt(m.group(1)));
    }
    return used;
  }

  // --------------------------------------------------------------------------------------------- the checks

  /** The kinds of sample argument. */
  private enum Kind {
    SQUARE, NUMBER, MOVES, HEBREW;

    Sample sample() {
      return switch (this) {
        case SQUARE -> new Sample("e6", true);
        case NUMBER -> Sample.number(12);
        case MOVES -> new Sample("a1-b2 x c3", true);
        case HEBREW -> new Sample("ירושלים", false);
      };
    }
  }

  /** A sample argument, and whether it is written left to right. */
  private record Sample(Object value, boolean leftToRight) {
    static Sample number(int n) {
      return new Sample(n, true);
    }

    String shown() {
      return String.valueOf(value);
    }
  }

  private static String describe(List<Sample> samples) {
    List<String> shown = new ArrayList<>();
    for (Sample s : samples) {
      shown.add(s.shown());
    }
    return shown.toString();
  }

  /**
   * What is wrong with a Hebrew text once its arguments are in.
   *
   * @param text the text, its lines separated by {@code \n}
   * @param literal the same text with its arguments empty, for what the pattern itself writes
   * @param samples the arguments, by index
   * @param required the indices of the arguments that must be in the text
   */
  static List<String> problems(String text, String literal, List<Sample> samples, SortedSet<Integer> required) {
    List<String> problems = new ArrayList<>();
    if (Pattern.compile("\\{\\d").matcher(text).find()) {
      problems.add("the pattern could not be filled in");
    }
    int n = text.length();
    boolean[] inLtrArgument = new boolean[n];
    boolean[] inRtlArgument = new boolean[n];
    List<int[]> occurrences = new ArrayList<>();
    for (int i = 0; i < samples.size(); i++) {
      Sample sample = samples.get(i);
      String wrapped = FSI + sample.shown() + PDI;
      int found = 0;
      for (int at = text.indexOf(wrapped); at >= 0; at = text.indexOf(wrapped, at + 1)) {
        found++;
        int start = at + 1;
        int end = start + sample.shown().length();
        occurrences.add(new int[] {i, start, end});
        for (int k = start; k < end; k++) {
          (sample.leftToRight() ? inLtrArgument : inRtlArgument)[k] = true;
        }
      }
      if (found == 0 && required.contains(i)) {
        problems.add("{" + i + "} is not in the text");
      }
      if (bare(text, sample.shown()) > bare(literal, sample.shown())) {
        problems.add("{" + i + "} stands without FSI and PDI around it");
      }
    }
    byte[] levels = new byte[n];
    int lineStart = 0;
    for (String line : text.split("\n", -1)) {
      Bidi bidi = new Bidi(line, Bidi.DIRECTION_DEFAULT_RIGHT_TO_LEFT);
      for (int k = 0; k < line.length(); k++) {
        levels[lineStart + k] = (byte) bidi.getLevelAt(k);
      }
      boolean hebrew = false;
      for (int k = 0; k < line.length(); k++) {
        hebrew |= isRightToLeft(line.charAt(k)) && !inRtlArgument[lineStart + k];
      }
      if (hebrew && bidi.baseIsLeftToRight()) {
        problems.add("a Hebrew line that a terminal lays out left to right: it starts with a Latin word");
      }
      lineStart += line.length() + 1;
    }
    for (int[] o : occurrences) {
      int i = o[0];
      int start = o[1];
      int end = o[2];
      int level = levels[start];
      for (int k = start; k < end; k++) {
        if (levels[k] != level) {
          problems.add("{" + i + "} is cut into runs of levels " + levels(levels, start, end));
          break;
        }
      }
      if (samples.get(i).leftToRight() != (level % 2 == 0)) {
        problems.add("{" + i + "} stands at level " + level);
      }
    }
    problems.addAll(backwardWords(text, levels, inLtrArgument, inRtlArgument));
    return problems;
  }

  /** How many times a sample stands in a text as a word of its own without FSI before and PDI after. */
  private static int bare(String text, String sample) {
    if (sample.isEmpty()) {
      return 0;
    }
    int count = 0;
    for (int at = text.indexOf(sample); at >= 0; at = text.indexOf(sample, at + 1)) {
      int end = at + sample.length();
      boolean word = (at == 0 || !Character.isLetterOrDigit(text.charAt(at - 1)))
          && (end == text.length() || !Character.isLetterOrDigit(text.charAt(end)));
      boolean wrapped = at > 0 && text.charAt(at - 1) == FSI && end < text.length() && text.charAt(end) == PDI;
      if (word && !wrapped) {
        count++;
      }
    }
    return count;
  }

  /**
   * The words written left to right that do not read left to right: within each word (between spaces),
   * each part between Hebrew letters that has a Latin letter or a left-to-right argument in it must lie at
   * an even level from end to end, its brackets, quotes and sentence punctuation aside (those take the
   * sentence's direction), and a hyphen right after a Hebrew letter aside (the Hebrew prefix of
   * {@code ב-12}). Otherwise part of it shows on the wrong side: {@code --level} as {@code level--}, the
   * move {@code e6-e5} as {@code e5-e6}.
   */
  private static List<String> backwardWords(String text, byte[] levels, boolean[] inLtrArgument,
      boolean[] inRtlArgument) {
    List<String> problems = new ArrayList<>();
    int n = text.length();
    int k = 0;
    while (k < n) {
      while (k < n && Character.isWhitespace(text.charAt(k))) {
        k++;
      }
      int wordStart = k;
      while (k < n && !Character.isWhitespace(text.charAt(k))) {
        k++;
      }
      int wordEnd = k;
      int partStart = wordStart;
      for (int p = wordStart; p <= wordEnd; p++) {
        boolean hebrew = p < wordEnd
            && (inRtlArgument[p] || isRightToLeft(text.charAt(p)) && !inLtrArgument[p]);
        if (p == wordEnd || hebrew) {
          checkPart(text, levels, inLtrArgument, inRtlArgument, partStart, p, partStart > wordStart, problems);
          partStart = p + 1;
        }
      }
    }
    return problems;
  }

  private static void checkPart(String text, byte[] levels, boolean[] inLtrArgument, boolean[] inRtlArgument,
      int start, int end, boolean afterHebrew, List<String> problems) {
    int a = start;
    int b = end;
    if (afterHebrew && a < b && text.charAt(a) == '-') {
      a++;
    }
    while (a < b && isEdge(text.charAt(a))) {
      a++;
    }
    while (b > a && isEdge(text.charAt(b - 1))) {
      b--;
    }
    boolean latin = false;
    for (int k = a; k < b; k++) {
      latin |= inLtrArgument[k]
          || Character.getDirectionality(text.charAt(k)) == Character.DIRECTIONALITY_LEFT_TO_RIGHT;
    }
    if (!latin) {
      return;
    }
    for (int k = a; k < b; k++) {
      if (!isControl(text.charAt(k)) && !inRtlArgument[k] && levels[k] % 2 != 0) {
        problems.add("\"" + shown(text.substring(a, b)) + "\" does not read left to right (levels "
            + levels(levels, a, b) + ")");
        return;
      }
    }
  }

  private static boolean isRightToLeft(char c) {
    byte d = Character.getDirectionality(c);
    return d == Character.DIRECTIONALITY_RIGHT_TO_LEFT || d == Character.DIRECTIONALITY_RIGHT_TO_LEFT_ARABIC;
  }

  /** The invisible direction marks, embeddings and isolates. */
  private static boolean isControl(char c) {
    return c == '\u200E' || c == '\u200F' || c == '\u061C' || c >= '\u202A' && c <= '\u202E'
        || c >= '\u2066' && c <= '\u2069';
  }

  /** What may stand at either end of a left-to-right word and belong to the sentence. */
  private static boolean isEdge(char c) {
    return isControl(c) || "()[]{}<>\"'.,:;!?«»…".indexOf(c) >= 0;
  }

  private static String levels(byte[] levels, int start, int end) {
    StringBuilder b = new StringBuilder();
    for (int k = start; k < end; k++) {
      b.append(levels[k]);
    }
    return b.toString();
  }

  /** A text with its invisible controls made visible, for the failure messages. */
  private static String shown(String text) {
    StringBuilder b = new StringBuilder();
    for (char c : text.toCharArray()) {
      switch (c) {
        case FSI -> b.append("⁅");
        case PDI -> b.append("⁆");
        case '\u2066' -> b.append("‹LRI›");
        case '\u2067' -> b.append("‹RLI›");
        case '\u200E' -> b.append("‹LRM›");
        case '\u200F' -> b.append("‹RLM›");
        case '\n' -> b.append("⏎");
        default -> b.append(c);
      }
    }
    return b.toString();
  }

  // ------------------------------------------------------------------------------------ a pattern's arguments

  /**
   * The arguments a MessageFormat pattern uses (as {@code {0}}, or a plural choice's {@code {0,plural,...}},
   * or inside a choice's branches), those it shows whatever the numbers (used outside every choice), and
   * those that choose a plural form.
   */
  record Uses(SortedSet<Integer> all, SortedSet<Integer> required, SortedSet<Integer> plural) {
    static Uses of(String pattern) {
      Uses uses = new Uses(new TreeSet<>(), new TreeSet<>(), new TreeSet<>());
      uses.collect(pattern, true);
      return uses;
    }

    private void collect(String pattern, boolean outside) {
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
        all.add(index);
        if (head.length == 3 && head[1].strip().equals("plural")) {
          plural.add(index);
          String choice = head[2];
          for (int open = choice.indexOf('{'); open >= 0;
              open = choice.indexOf('{', PatternBraces.matching(choice, open) + 1)) {
            collect(choice.substring(open + 1, PatternBraces.matching(choice, open)), false);
          }
        } else if (outside) {
          required.add(index);
        }
        i = close + 1;
      }
    }
  }
}
