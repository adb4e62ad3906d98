package io.github.tabla.cli;

import io.github.tabla.core.GamePosition;
import io.github.tabla.core.record.GameRecord;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.concurrent.Callable;
import picocli.CommandLine;

/**
 * A command that answers something about one round as it stands — a position text, or moves played
 * from it through a {@link GameRecord}, so that a round ended by repetition (ID-13.2) is over — or, with
 * {@code --stdin}, about each one read from standard input, one answer line per input line.
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
   * The answer for one round: the lines to print, or (with {@code oneLine}) a single line.
   *
   * @throws UserError when the round cannot be answered (a finished round for analyse)
   */
  abstract <P extends GamePosition<P>> Seq<String> answer(GameContext<P> ctx, GameRecord<P> round, boolean oneLine);

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
    GameRecord<P> round = ctx.record(where.position(), where.moves());
    answer(ctx, round, false).forEach(root.terminal()::say);
    return 0;
  }

  private <P extends GamePosition<P>> int answerAll(GameContext<P> ctx) {
    Terminal term = root.terminal();
    boolean failed = false;
    while (true) {
      Option<String> line = term.input().read("", io.vavr.collection.Array.empty());
      if (line.isEmpty()) {
        break;
      }
      String l = line.get();
      if (l.isBlank() || l.strip().startsWith("#")) {
        // a blank line or a comment is answered with an empty line: answers stay line for line
        term.say("");
        continue;
      }
      Either<String, GameRecord<P>> round = ctx.fromLine(l);
      String answer;
      if (round.isLeft()) {
        answer = error(round.getLeft());
        failed = true;
      } else {
        try {
          answer = answer(ctx, round.get(), true).mkString(" ");
        } catch (UserError e) {
          answer = error(String.valueOf(e.getMessage()));
          failed = true;
        }
      }
      term.say(answer);
    }
    return failed ? Tabla.USER_ERROR : 0;
  }

  private String error(String message) {
    return json() ? new Json().string("error", message).toString() : "error: " + message;
  }
}
