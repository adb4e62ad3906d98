package io.github.tabla.cli;

import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.text.Bidi;

/**
 * Right-to-left text for a terminal that does not lay it out itself. Most terminals write characters
 * left to right as they come, so a Hebrew sentence would read backwards; this reorders a line by the
 * Unicode bidirectional algorithm ({@link Bidi}) into the order it is seen in, so that such a terminal
 * shows it right. Brackets inside right-to-left runs are mirrored, and the invisible direction marks
 * and isolates (which such terminals may draw as boxes) are left out. A line too long for the terminal
 * is cut into lines first, at spaces, so that each reads on its own.
 */
final class VisualOrder {
  private VisualOrder() {}

  /** A line in the order it is seen, as a terminal without bidi support must be given it. */
  static String of(String line) {
    Layout layout = layout(line);
    StringBuilder out = new StringBuilder(layout.order().length);
    for (int i : layout.order()) {
      out.append(layout.shown(line, i));
    }
    return out.toString();
  }

  /**
   * How a line is seen.
   *
   * @param order the logical index of each character as seen, left to right, the bidi controls left out
   * @param rightToLeft whether each logical character stands in a right-to-left run
   */
  private record Layout(int[] order, boolean[] rightToLeft) {
    /** A character as seen: mirrored when it stands in a right-to-left run. */
    char shown(String line, int i) {
      char c = line.charAt(i);
      return rightToLeft[i] ? mirrored(c) : c;
    }
  }

  /** A line with its colours, in the order it is seen; each character keeps the colours of its part. */
  static Styled of(Styled line, boolean colour) {
    StringBuilder text = new StringBuilder();
    Array<Integer> partOf = Array.empty();
    Seq<Styled.Part> parts = line.parts();
    for (int p = 0; p < parts.size(); p++) {
      String t = colour ? parts.get(p).text() : parts.get(p).plain();
      text.append(t);
      for (int i = 0; i < t.length(); i++) {
        partOf = partOf.append(p);
      }
    }
    String logical = text.toString();
    Layout layout = layout(logical);
    int[] order = layout.order();
    Styled out = Styled.empty();
    int i = 0;
    while (i < order.length) {
      int part = partOf.get(order[i]);
      StringBuilder run = new StringBuilder();
      while (i < order.length && partOf.get(order[i]) == part) {
        run.append(layout.shown(logical, order[i]));
        i++;
      }
      Styled.Part look = parts.get(part);
      out = out.append(run.toString(), run.toString(), look.foreground(), look.background(), look.bold(),
          look.underline());
    }
    return out;
  }

  /**
   * A line cut at spaces into lines of at most {@code width} characters (a word longer than that is cut
   * where it must be); the cuts are made in reading order, before the lines are reordered.
   */
  static Seq<String> wrapped(String line, int width) {
    if (width < 10 || line.length() <= width) {
      return Array.of(line);
    }
    Array<String> lines = Array.empty();
    String rest = line;
    while (rest.length() > width) {
      int cut = rest.lastIndexOf(' ', width);
      if (cut <= 0) {
        cut = width;
      }
      lines = lines.append(rest.substring(0, cut));
      rest = rest.substring(cut).stripLeading();
    }
    return rest.isEmpty() ? lines : lines.append(rest);
  }

  private static Layout layout(String line) {
    boolean[] rightToLeft = new boolean[line.length()];
    if (!Bidi.requiresBidi(line.toCharArray(), 0, line.length())) {
      return new Layout(visible(line, identity(line.length())), rightToLeft);
    }
    Bidi bidi = new Bidi(line, Bidi.DIRECTION_DEFAULT_RIGHT_TO_LEFT);
    for (int i = 0; i < line.length(); i++) {
      rightToLeft[i] = (bidi.getLevelAt(i) & 1) == 1;
    }
    int runs = bidi.getRunCount();
    byte[] levels = new byte[runs];
    Integer[] runOrder = new Integer[runs];
    for (int i = 0; i < runs; i++) {
      levels[i] = (byte) bidi.getRunLevel(i);
      runOrder[i] = i;
    }
    Bidi.reorderVisually(levels, 0, runOrder, 0, runs);
    int[] order = new int[line.length()];
    int n = 0;
    for (Integer run : runOrder) {
      int start = bidi.getRunStart(run);
      int limit = bidi.getRunLimit(run);
      if ((bidi.getRunLevel(run) & 1) == 1) {
        for (int i = limit - 1; i >= start; i--) {
          order[n++] = i;
        }
      } else {
        for (int i = start; i < limit; i++) {
          order[n++] = i;
        }
      }
    }
    return new Layout(visible(line, order), rightToLeft);
  }

  private static int[] identity(int n) {
    int[] order = new int[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
    }
    return order;
  }

  private static int[] visible(String line, int[] order) {
    int n = 0;
    int[] kept = new int[order.length];
    for (int i : order) {
      if (!isControl(line.charAt(i))) {
        kept[n++] = i;
      }
    }
    return java.util.Arrays.copyOf(kept, n);
  }

  /** Whether a line holds right-to-left letters. */
  static boolean hasRightToLeft(String line) {
    for (int i = 0; i < line.length(); i++) {
      byte d = Character.getDirectionality(line.charAt(i));
      if (d == Character.DIRECTIONALITY_RIGHT_TO_LEFT || d == Character.DIRECTIONALITY_RIGHT_TO_LEFT_ARABIC) {
        return true;
      }
    }
    return false;
  }

  private static char mirrored(char c) {
    return switch (c) {
      case '(' -> ')';
      case ')' -> '(';
      case '[' -> ']';
      case ']' -> '[';
      case '{' -> '}';
      case '}' -> '{';
      case '<' -> '>';
      case '>' -> '<';
      case '\u00ab' -> '\u00bb';
      case '\u00bb' -> '\u00ab';
      default -> c;
    };
  }

  private static boolean isControl(char c) {
    return c == '\u200e' || c == '\u200f' || c == '\u061c' || (c >= '\u202a' && c <= '\u202e')
        || (c >= '\u2066' && c <= '\u2069');
  }

  /** The text without the invisible bidi controls (marks, embeddings, isolates). */
  static String strip(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      if (!isControl(text.charAt(i))) {
        out.append(text.charAt(i));
      }
    }
    return out.toString();
  }
}
