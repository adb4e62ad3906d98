package io.github.tabla.cli;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.regex.Pattern;
import org.jline.terminal.Attributes;
import org.jline.terminal.Size;
import org.jline.terminal.impl.ExternalTerminal;

/**
 * Runs the command in-process as a user would: the picocli command line with a given standard input
 * and captured standard output and error — piped, as a script gives it, or typed at a terminal (JLine's
 * line editor on an in-process terminal, with colours and the waits a person gets).
 */
final class Cli {
  private static final Pattern ANSI = Pattern.compile("\u001b\\[[0-9;?]*[ -/]*[@-~]|\u001b[()][0-9A-B]|\u001b[=>]"
      + "|\u001b\\][^\u0007\u001b]*(\u0007|\u001b\\\\)|\r");

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
    Terminal terminal = Terminal.piped(LineInput.reading(new BufferedReader(new StringReader(stdin))),
        new PrintWriter(out), new PrintWriter(err), true, locale);
    int status = Tabla.run(terminal, args);
    return new Result(status, out.toString().replace("\r\n", "\n"), err.toString().replace("\r\n", "\n"));
  }

  /**
   * Runs as a person at a terminal: the keys are typed into JLine's line editor on an in-process
   * xterm of 120 columns, then Ctrl-D; the output keeps its colours in {@link #raw}, and
   * {@link Result#out()} is the text without the terminal's control sequences.
   */
  static Result typed(Locale locale, String keys, boolean colour, boolean visualOrder, String... args) {
    StringWriter err = new StringWriter();
    Screen screen = onScreen(locale, keys, colour, visualOrder, err, args);
    return new Result(screen.status(), ANSI.matcher(screen.raw()).replaceAll(""), err.toString());
  }

  /** The output of a typed run as the terminal got it, colours and all. */
  static String raw(Locale locale, String keys, String... args) {
    return onScreen(locale, keys, true, false, new StringWriter(), args).raw();
  }

  private record Screen(int status, String raw) {}

  private static Screen onScreen(Locale locale, String keys, boolean colour, boolean visualOrder, StringWriter err,
      String... args) {
    ByteArrayOutputStream screen = new ByteArrayOutputStream();
    try (PipedOutputStream typing = new PipedOutputStream();
        PipedInputStream keyboard = new PipedInputStream(typing, 1 << 20)) {
      int status;
      // an in-process terminal over the two streams, as JLine's own tests drive it (no pty, no native code)
      try (ExternalTerminal t = new ExternalTerminal("test", "xterm-256color", keyboard, screen,
          StandardCharsets.UTF_8)) {
        t.setSize(new Size(120, 50));
        // the line editor echoes what it reads; the terminal itself does not
        Attributes quiet = t.getAttributes();
        quiet.setLocalFlag(Attributes.LocalFlag.ECHO, false);
        t.setAttributes(quiet);
        // everything typed at once, then Ctrl-D; the keyboard stays open until the run is over
        typing.write((keys + "\u0004").getBytes(StandardCharsets.UTF_8));
        typing.flush();
        Terminal terminal = new Terminal(LineInput.editing(t), t.writer(), new PrintWriter(err), false, locale, true,
            colour, visualOrder);
        status = Tabla.run(terminal, args);
        t.writer().flush();
      }
      return new Screen(status, screen.toString(StandardCharsets.UTF_8).replace("\r\n", "\n"));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
