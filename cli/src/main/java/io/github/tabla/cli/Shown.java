package io.github.tabla.cli;

/**
 * What the command writes of a person's own input: control characters shown escaped ({@code \e},
 * {@code \u0007}), never written raw to the terminal where they could move the cursor or retitle the
 * window, and a long input cut to {@value #LIMIT} characters with an ellipsis.
 */
final class Shown {
  /** The most characters of an input that are written back. */
  static final int LIMIT = io.github.tabla.core.Messages.SHOWN_INPUT;

  private Shown() {}

  /** An input as it may be written: escaped and cut, as the library's messages show it. */
  static String input(String text) {
    return io.github.tabla.core.Messages.shownInput(text);
  }

  /** Every control character of a text escaped; everything else as it is. */
  static String escaped(String text) {
    return io.github.tabla.core.Messages.escaped(text);
  }
}
