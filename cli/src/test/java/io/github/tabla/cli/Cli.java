package io.github.tabla.cli;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.Locale;

/**
 * Runs the command in-process as a user would: the picocli command line with a given standard input
 * and captured standard output and error.
 */
final class Cli {
  private Cli() {}

  /** What a run printed, and its exit status. */
  record Result(int status, String out, String err) {
    /** The output's lines. */
    java.util.List<String> lines() {
      return out.lines().toList();
    }

    /** The last line of the output. */
    String lastLine() {
      java.util.List<String> l = lines();
      return l.isEmpty() ? "" : l.get(l.size() - 1);
    }

    @Override
    public String toString() {
      return "status " + status + "\n--- out:\n" + out + "--- err:\n" + err;
    }
  }

  /** Runs with no input, in English. */
  static Result run(String... args) {
    return runWithInput("", args);
  }

  /** Runs with the given standard input (a piped script), in English unless {@code --lang} says otherwise. */
  static Result runWithInput(String stdin, String... args) {
    return runIn(Locale.ENGLISH, stdin, args);
  }

  /** Runs on a terminal whose language is the given locale. */
  static Result runIn(Locale locale, String stdin, String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    Terminal terminal = new Terminal(new BufferedReader(new StringReader(stdin)), new PrintWriter(out),
        new PrintWriter(err), true, locale);
    int status = Tabla.run(terminal, args);
    return new Result(status, out.toString().replace("\r\n", "\n"), err.toString().replace("\r\n", "\n"));
  }
}
