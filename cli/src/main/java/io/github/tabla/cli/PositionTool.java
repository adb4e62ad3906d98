package io.github.tabla.cli;

import io.github.tabla.core.GamePosition;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.concurrent.Callable;
import picocli.CommandLine;

/**
 * A command that answers something about one position — or, with {@code --stdin}, about each
 * position read from standard input, one answer line per input line.
 */
abstract class PositionTool implements Callable<Integer> {
  @CommandLine.ParentCommand
  TablaCommand root;

  @CommandLine.Mixin
  Options.GameChoice game = new Options.GameChoice();

  @CommandLine.Mixin
  Options.PositionChoice where = new Options.PositionChoice();

  @CommandLine.Mixin
  Options.Language language = new Options.Language();

  /** Whether this command reads many positions from standard input. */
  abstract boolean batch();

  /** Whether answers are JSON. */
  abstract boolean json();

  /** Checks this command's own options before any position is read. */
  void check(Texts texts) {}

  /**
   * The answer for one position: the lines to print, or (with {@code oneLine}) a single line.
   *
   * @throws UserError when the position cannot be answered (a finished round for analyse)
   */
  abstract <P extends GamePosition<P>> Seq<String> answer(GameContext<P> ctx, P position, boolean oneLine);

  @Override
  public final Integer call() {
    Texts texts = root.texts();
    GameContext<?> ctx = game.context(texts);
    check(texts);
    if (batch() && where.given()) {
      throw new UserError(texts.get("error.stdin-and-position"));
    }
    return batch() ? answerAll(ctx) : answerOne(ctx);
  }

  private <P extends GamePosition<P>> int answerOne(GameContext<P> ctx) {
    P position = ctx.position(where.position(), where.moves());
    answer(ctx, position, false).forEach(root.terminal()::say);
    return 0;
  }

  private <P extends GamePosition<P>> int answerAll(GameContext<P> ctx) {
    Terminal term = root.terminal();
    boolean failed = false;
    while (true) {
      Option<String> line = readInput(term);
      if (line.isEmpty()) {
        break;
      }
      Either<String, P> position = ctx.fromLine(line.get());
      String answer;
      if (position.isLeft()) {
        answer = error(position.getLeft());
        failed = true;
      } else {
        try {
          answer = answer(ctx, position.get(), true).mkString(" ");
        } catch (UserError e) {
          answer = error(e.getMessage());
          failed = true;
        }
      }
      term.say(answer);
    }
    return failed ? 2 : 0;
  }

  private String error(String message) {
    return json() ? new Json().string("error", message).toString() : "error: " + message;
  }

  /** The next input line: blank lines and lines starting with {@code #} are not inputs. */
  private static Option<String> readInput(Terminal term) {
    while (true) {
      Option<String> line;
      try {
        line = Option.of(term.in().readLine());
      } catch (java.io.IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
      if (line.isEmpty() || !(line.get().isBlank() || line.get().strip().startsWith("#"))) {
        return line;
      }
    }
  }
}
