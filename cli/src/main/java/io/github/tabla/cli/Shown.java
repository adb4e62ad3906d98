package io.github.tabla.cli;

/**
 * What the command writes of a person's own input: control characters shown escaped ({@code \e},
 * {@code \u0007}), never written raw to the terminal where they could move the cursor or retitle the
 * window, and a long input cut to {@value #LIMIT} characters with an ellipsis.
 */
final class Shown {
  /** The most characters of an input that are written back. */
  static final int LIMIT = 80;

  private Shown() {}

  /** An input as it may be written: escaped and cut. */
  static String input(String text) {
    String escaped = escaped(text.length() > 4 * LIMIT ? text.substring(0, 4 * LIMIT) : text);
    int end = escaped.offsetByCodePoints(0, Math.min(LIMIT, escaped.codePointCount(0, escaped.length())));
    return end < escaped.length() ? escaped.substring(0, end) + "\u2026" : escaped;
  }

  /** Every control character of a text escaped; everything else as it is. */
  static String escaped(String text) {
    StringBuilder out = null;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (isControl(c)) {
        if (out == null) {
          out = new StringBuilder(text.length() + 8).append(text, 0, i);
        }
        out.append(switch (c) {
          case '\u001b' -> "\\e";
          case '\t' -> "\\t";
          case '\r' -> "\\r";
          case '\n' -> "\\n";
          default -> String.format("\\u%04x", (int) c);
        });
      } else if (out != null) {
        out.append(c);
      }
    }
    return out == null ? text : out.toString();
  }

  /** C0 and C1 control characters and DEL; the bidi isolates and marks are not controls. */
  static boolean isControl(char c) {
    return c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0);
  }
}
