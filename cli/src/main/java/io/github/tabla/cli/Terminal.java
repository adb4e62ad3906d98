package io.github.tabla.cli;

import io.vavr.control.Option;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.Locale;

/**
 * Where the command reads and writes: standard input as lines, standard output and error, and the
 * language to speak when {@code --lang} does not say. Nothing here needs a real terminal, so piped
 * input (a scripted game) works as well as a person typing.
 *
 * @param in the input, read line by line
 * @param out normal output
 * @param err error messages
 * @param echoInput whether to write each line read after its prompt: when the input is piped, the
 *     transcript then reads like a session typed by hand
 * @param locale the language when no {@code --lang} is given
 */
record Terminal(BufferedReader in, PrintWriter out, PrintWriter err, boolean echoInput, Locale locale) {

  /** Reads one line; none at the end of the input. */
  Option<String> readLine() {
    String line;
    try {
      line = in.readLine();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    if (line == null) {
      if (echoInput) {
        out.println();
      }
      out.flush();
      return Option.none();
    }
    if (echoInput) {
      out.println(line);
    }
    return Option.some(line.startsWith("\uFEFF") ? line.substring(1) : line);
  }

  /** Writes a prompt and waits for the answer: the prompt stays on the line the answer is typed on. */
  Option<String> ask(String prompt) {
    out.print(prompt);
    out.print(' ');
    out.flush();
    return readLine();
  }

  /** Writes a line. */
  void say(String line) {
    out.println(line);
  }
}
