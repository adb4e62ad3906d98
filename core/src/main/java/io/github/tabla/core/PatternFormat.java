package io.github.tabla.core;

import java.math.BigDecimal;
import java.text.DecimalFormatSymbols;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Fills in a message pattern: {@link MessageFormat}'s {@code {0}} arguments and quoting, plus ICU-style
 * plural choices ({@code {0,plural,one{# diamond} other{# diamonds}}}) chosen by {@link PluralCategory}.
 * Numbers are written without grouping, with the language's decimal sign; in a right-to-left language
 * every argument is wrapped in the Unicode isolates FSI and PDI, so that a square name or a number keeps
 * its place in the sentence. Nothing here throws for a malformed pattern: the pattern is then shown as it
 * is, with the arguments after it.
 */
final class PatternFormat {
  /** FIRST STRONG ISOLATE: starts an argument whose direction its own first letter decides. */
  static final char FSI = '\u2068';
  /** POP DIRECTIONAL ISOLATE: ends it. */
  static final char PDI = '\u2069';

  private PatternFormat() {}

  static String format(Locale locale, String pattern, Object[] arguments) {
    boolean isolate = isRightToLeft(locale);
    String[] shown = new String[arguments.length];
    for (int i = 0; i < arguments.length; i++) {
      shown[i] = isolated(render(locale, arguments[i]), isolate);
    }
    try {
      String expanded = expandPlurals(locale, pattern, arguments, isolate);
      return new MessageFormat(expanded, locale).format(shown);
    } catch (IllegalArgumentException e) {
      return pattern + " " + String.join(", ", shown);
    }
  }

  static boolean isRightToLeft(Locale locale) {
    String language = locale.getLanguage();
    return language.equals("he") || language.equals("iw") || language.equals("ar") || language.equals("fa")
        || language.equals("yi") || language.equals("ji") || language.equals("ur");
  }

  private static String isolated(String text, boolean isolate) {
    return isolate ? FSI + text + PDI : text;
  }

  /** A number without grouping ("1000", "0,4" in Romanian); anything else as {@code String.valueOf}. */
  static String render(Locale locale, Object argument) {
    if (!(argument instanceof Number number)) {
      return String.valueOf(argument);
    }
    BigDecimal d = PluralCategory.decimal(number);
    String plain = d.toPlainString();
    char sign = DecimalFormatSymbols.getInstance(locale).getDecimalSeparator();
    return sign == '.' ? plain : plain.replace('.', sign);
  }

  /**
   * The pattern with each plural choice replaced by its chosen branch, {@code #} in it by the number.
   * Quoted text ({@code 'like this'}) is copied as it is; {@code ''} is an apostrophe.
   */
  private static String expandPlurals(Locale locale, String pattern, Object[] arguments, boolean isolate) {
    if (pattern.indexOf(",plural,") < 0 && pattern.indexOf(", plural,") < 0) {
      return pattern;
    }
    StringBuilder out = new StringBuilder(pattern.length());
    int i = 0;
    boolean quoted = false;
    while (i < pattern.length()) {
      char c = pattern.charAt(i);
      if (c == '\'') {
        out.append(c);
        if (i + 1 < pattern.length() && pattern.charAt(i + 1) == '\'') {
          out.append('\'');
          i += 2;
          continue;
        }
        quoted = !quoted;
        i++;
        continue;
      }
      if (quoted || c != '{') {
        out.append(c);
        i++;
        continue;
      }
      int close = matching(pattern, i);
      String inside = pattern.substring(i + 1, close);
      String[] head = inside.split(",", 3);
      if (head.length == 3 && head[1].trim().equals("plural")) {
        int index = Integer.parseInt(head[0].trim());
        Object value = index < arguments.length ? arguments[index] : null;
        Number number = value instanceof Number n ? n : 0;
        String branch = choose(locale, head[2], number);
        String hash = isolated(render(locale, number), isolate);
        out.append(expandPlurals(locale, replaceHash(branch, hash), arguments, isolate));
      } else {
        out.append(pattern, i, close + 1);
      }
      i = close + 1;
    }
    return out.toString();
  }

  /**
   * The arguments a pattern uses, each with whether a plural choice takes it (then it must be a number);
   * the arguments inside a plural choice's branches count too.
   *
   * @throws IllegalArgumentException when the pattern cannot be read (a brace without its pair, an
   *     argument that is not a number)
   */
  static SortedMap<Integer, Boolean> placeholders(String pattern) {
    SortedMap<Integer, Boolean> used = new TreeMap<>();
    collect(pattern, used);
    return used;
  }

  private static void collect(String pattern, SortedMap<Integer, Boolean> used) {
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
      int close = matching(pattern, i);
      String[] head = pattern.substring(i + 1, close).split(",", 3);
      int index = Integer.parseInt(head[0].trim());
      boolean plural = head.length == 3 && head[1].trim().equals("plural");
      used.merge(index, plural, Boolean::logicalOr);
      if (plural) {
        for (String branch : branches(head[2])) {
          collect(branch, used);
        }
      }
      i = close + 1;
    }
  }

  /** The texts of a plural choice's branches, without their selectors. */
  private static List<String> branches(String choice) {
    List<String> texts = new ArrayList<>();
    int open = choice.indexOf('{');
    while (open >= 0) {
      int close = matching(choice, open);
      texts.add(choice.substring(open + 1, close));
      open = choice.indexOf('{', close + 1);
    }
    return texts;
  }

  /** The index of the brace that closes the one at {@code open}, skipping quoted text. */
  private static int matching(String pattern, int open) {
    int depth = 0;
    boolean quoted = false;
    for (int i = open; i < pattern.length(); i++) {
      char c = pattern.charAt(i);
      if (c == '\'') {
        if (i + 1 < pattern.length() && pattern.charAt(i + 1) == '\'') {
          i++;
        } else {
          quoted = !quoted;
        }
      } else if (!quoted && c == '{') {
        depth++;
      } else if (!quoted && c == '}' && --depth == 0) {
        return i;
      }
    }
    throw new IllegalArgumentException("unmatched brace at " + open + " in " + pattern);
  }

  /** The branch for a number: an exact {@code =N} first, then its category, then {@code other}. */
  private static String choose(Locale locale, String branches, Number number) {
    String category = PluralCategory.of(locale, number).keyword();
    BigDecimal value = PluralCategory.decimal(number);
    String byCategory = null;
    String other = null;
    int i = 0;
    while (i < branches.length()) {
      while (i < branches.length() && Character.isWhitespace(branches.charAt(i))) {
        i++;
      }
      if (i >= branches.length()) {
        break;
      }
      int open = branches.indexOf('{', i);
      if (open < 0) {
        throw new IllegalArgumentException("a plural branch without text: " + branches.substring(i));
      }
      String selector = branches.substring(i, open).trim();
      int close = matching(branches, open);
      String text = branches.substring(open + 1, close);
      if (selector.startsWith("=")) {
        if (new BigDecimal(selector.substring(1)).compareTo(value) == 0) {
          return text;
        }
      } else if (selector.equals(category)) {
        byCategory = text;
      } else if (selector.equals("other")) {
        other = text;
      }
      i = close + 1;
    }
    if (byCategory != null) {
      return byCategory;
    }
    if (other == null) {
      throw new IllegalArgumentException("a plural choice needs an 'other' branch: " + branches);
    }
    return other;
  }

  /** Replaces {@code #} outside quotes and outside nested arguments by the number's text. */
  private static String replaceHash(String branch, String number) {
    StringBuilder out = new StringBuilder(branch.length() + number.length());
    boolean quoted = false;
    int depth = 0;
    for (int i = 0; i < branch.length(); i++) {
      char c = branch.charAt(i);
      if (c == '\'') {
        if (i + 1 < branch.length() && branch.charAt(i + 1) == '\'') {
          out.append("''");
          i++;
          continue;
        }
        quoted = !quoted;
      } else if (!quoted && c == '{') {
        depth++;
      } else if (!quoted && c == '}') {
        depth--;
      } else if (!quoted && depth == 0 && c == '#') {
        // the number goes in quoted, so that MessageFormat leaves it alone
        out.append('\'').append(number.replace("'", "''")).append('\'');
        continue;
      }
      out.append(c);
    }
    return out.toString();
  }
}
