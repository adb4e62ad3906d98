package io.github.tabla.cli;

import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * Where the command reads and writes, and how: standard input as lines (a script, or a person at
 * JLine's line editor), standard output and error, the language to speak when {@code --lang} does not
 * say, and how the terminal draws — colours, Unicode pieces, right-to-left text.
 *
 * @param input where lines come from
 * @param out normal output
 * @param err error messages
 * @param echoInput whether to write each line read after its prompt: when the input is piped, the
 *     transcript then reads like a session typed by hand
 * @param locale the language when no {@code --lang} is given
 * @param interactive whether a person sits at a terminal (standard input is one): then the command
 *     waits for Enter between rounds and may ask how the terminal draws Hebrew
 * @param colour whether to write ANSI colours
 * @param visualOrder whether right-to-left lines are written in the order they are seen, for a
 *     terminal that does not reorder them itself
 */
record Terminal(LineInput input, PrintWriter out, PrintWriter err, boolean echoInput, Locale locale,
    boolean interactive, boolean colour, boolean visualOrder) {

  /** A terminal for a script: lines from a reader, no colour, logical order. */
  static Terminal piped(LineInput input, PrintWriter out, PrintWriter err, boolean echoInput, Locale locale) {
    return new Terminal(input, out, err, echoInput, locale, false, false, false);
  }

  Terminal withColour(boolean on) {
    return new Terminal(input, out, err, echoInput, locale, interactive, on, visualOrder);
  }

  Terminal withVisualOrder(boolean on) {
    return new Terminal(input, out, err, echoInput, locale, interactive, colour, on);
  }

  /** Reads one line with no completions; none at the end of the input. */
  Option<String> readLine() {
    return read("", Array.empty());
  }

  /** Writes a prompt and waits for the answer: the prompt stays on the line the answer is typed on. */
  Option<String> ask(String prompt) {
    return ask(prompt, Array.empty());
  }

  /** As {@link #ask(String)}, with words Tab completes at a terminal (the legal moves, the commands). */
  Option<String> ask(String prompt, Seq<String> completions) {
    return read(shown(prompt) + " ", completions);
  }

  private Option<String> read(String prompt, Seq<String> completions) {
    if (!input.writesPrompt()) {
      out.print(prompt);
      out.flush();
    }
    Option<String> line = input.read(input.writesPrompt() ? prompt : "", completions);
    if (line.isEmpty()) {
      if (echoInput) {
        out.println();
      }
      out.flush();
      return Option.none();
    }
    if (echoInput) {
      out.println(Shown.input(line.get()));
    }
    String l = line.get();
    return Option.some(l.startsWith("\uFEFF") ? l.substring(1) : l);
  }

  /**
   * Writes a line: control characters escaped; right-to-left text reordered when asked, cut first into
   * lines the terminal's width holds, so that each reads on its own.
   */
  void say(String line) {
    String safe = Shown.escaped(line);
    if (visualOrder && VisualOrder.hasRightToLeft(safe)) {
      for (String part : VisualOrder.wrapped(safe, input.width().getOrElse(0))) {
        out.println(VisualOrder.of(part));
      }
    } else {
      out.println(safe);
    }
  }

  /** Writes a line with colours, when this terminal shows them, in the order it is seen when asked. */
  void say(Styled line) {
    Styled shown = visualOrder && VisualOrder.hasRightToLeft(line.text()) ? VisualOrder.of(line, colour) : line;
    out.println(colour ? shown.ansi() : shown.text());
  }

  /** A line as it is written on one line (a prompt, an error message). */
  String shown(String line) {
    String safe = Shown.escaped(line);
    return visualOrder && VisualOrder.hasRightToLeft(safe) ? VisualOrder.of(safe) : safe;
  }
}
