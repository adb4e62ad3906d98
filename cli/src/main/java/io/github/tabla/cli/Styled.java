package io.github.tabla.cli;

import io.vavr.collection.Array;
import io.vavr.collection.Seq;

/**
 * A line in parts, each with a look: the board's squares and pieces in colour. Written with ANSI
 * 256-colour codes on a terminal that shows them, or as its plain text.
 *
 * @param parts the parts, in order
 */
record Styled(Seq<Part> parts) {
  /** No colour: the terminal's own. */
  static final int DEFAULT = -1;

  /**
   * A piece of text with its colours.
   *
   * @param text the text in colour, free of control characters
   * @param plain the text without colour (an empty square is a dot there, a coloured blank here)
   * @param foreground the 256-colour index of the letters, or {@link #DEFAULT}
   * @param background the 256-colour index behind them, or {@link #DEFAULT}
   * @param bold whether the letters are bold
   * @param underline whether the letters are underlined (a marked piece)
   */
  record Part(String text, String plain, int foreground, int background, boolean bold, boolean underline) {}

  static Styled plain(String text) {
    return empty().append(text);
  }

  static Styled empty() {
    return new Styled(Array.empty());
  }

  Styled append(String text) {
    return append(text, DEFAULT, DEFAULT, false);
  }

  Styled append(String text, int foreground, int background, boolean bold) {
    return append(text, text, foreground, background, bold);
  }

  Styled append(String coloured, String plain, int foreground, int background, boolean bold) {
    return append(coloured, plain, foreground, background, bold, false);
  }

  Styled append(String coloured, String plain, int foreground, int background, boolean bold, boolean underline) {
    return new Styled(parts.append(new Part(Shown.escaped(coloured), Shown.escaped(plain), foreground, background,
        bold, underline)));
  }

  /** The text without colours. */
  String text() {
    return parts.map(Part::plain).mkString();
  }

  /** The text with ANSI colour codes, the colours reset at the end. */
  String ansi() {
    StringBuilder out = new StringBuilder();
    boolean styled = false;
    for (Part p : parts) {
      if (p.foreground() == DEFAULT && p.background() == DEFAULT && !p.bold() && !p.underline()) {
        if (styled) {
          out.append("\u001b[0m");
          styled = false;
        }
      } else {
        out.append("\u001b[0");
        if (p.bold()) {
          out.append(";1");
        }
        if (p.underline()) {
          out.append(";4");
        }
        if (p.foreground() != DEFAULT) {
          out.append(";38;5;").append(p.foreground());
        }
        if (p.background() != DEFAULT) {
          out.append(";48;5;").append(p.background());
        }
        out.append('m');
        styled = true;
      }
      out.append(p.text());
    }
    if (styled) {
      out.append("\u001b[0m");
    }
    return out.toString();
  }
}
