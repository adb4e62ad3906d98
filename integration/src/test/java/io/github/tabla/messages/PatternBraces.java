package io.github.tabla.messages;

/** The braces of a message pattern, as {@code java.text.MessageFormat} reads them (quotes included). */
final class PatternBraces {
  private PatternBraces() {}

  /** The index of the brace that closes the one at {@code open}. */
  static int matching(String pattern, int open) {
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
}
