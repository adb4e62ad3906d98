package io.github.tabla.cli;

import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.Objects;
import org.jline.reader.Candidate;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.reader.impl.history.DefaultHistory;

/**
 * Where a person's lines come from: a plain reader (piped input, a script), or JLine's line editor at a
 * terminal, with the arrow keys, a history of what was typed and Tab completing the legal moves and the
 * commands.
 */
interface LineInput {
  /** The line typed after a prompt; none when the input has ended (Ctrl-D, the end of a script). */
  Option<String> read(String prompt, Seq<String> completions);

  /** Whether this input writes the prompt itself (the line editor does). */
  boolean writesPrompt();

  /** The width of the terminal in columns, when known. */
  default Option<Integer> width() {
    return Option.none();
  }

  /** A person pressed Ctrl-C: the command leaves at once. */
  final class Interrupted extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Interrupted() {
      super("interrupted", null, false, false);
    }
  }

  /** Lines from a reader, as a script gives them. */
  static LineInput reading(BufferedReader in) {
    return new LineInput() {
      @Override
      public Option<String> read(String prompt, Seq<String> completions) {
        try {
          return Option.of(in.readLine());
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }

      @Override
      public boolean writesPrompt() {
        return false;
      }
    };
  }

  /** Lines from JLine's editor on a terminal. */
  static LineInput editing(org.jline.terminal.Terminal terminal) {
    AtomicReference<Seq<String>> words = new AtomicReference<>(Array.empty());
    LineReader reader = LineReaderBuilder.builder()
        .terminal(terminal)
        .history(new DefaultHistory())
        .completer((r, line, candidates) -> Objects.requireNonNull(words.get()).forEach(w -> candidates.add(new Candidate(w))))
        .option(LineReader.Option.DISABLE_EVENT_EXPANSION, true)
        .build();
    return new LineInput() {
      @Override
      public Option<String> read(String prompt, Seq<String> completions) {
        words.set(completions);
        try {
          return Option.of(reader.readLine(prompt));
        } catch (EndOfFileException e) {
          return Option.none();
        } catch (UserInterruptException e) {
          throw new Interrupted();
        }
      }

      @Override
      public boolean writesPrompt() {
        return true;
      }

      @Override
      public Option<Integer> width() {
        int w = terminal.getWidth();
        return w > 0 ? Option.some(w) : Option.none();
      }
    };
  }
}
