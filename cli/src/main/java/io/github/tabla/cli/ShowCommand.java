package io.github.tabla.cli;

import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.Side;
import io.github.tabla.core.SquareSet;
import io.github.tabla.core.record.GameRecord;
import io.github.tabla.diagram.Diagram;
import io.github.tabla.diagram.DiagramOptions;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import io.github.tabla.json.GameJson;
import io.github.tabla.json.TablaJson;
import java.util.Locale;
import picocli.CommandLine;

/**
 * {@code tabla show GAME}: the board of a round as it stands, whose turn it is (or how the round ended,
 * a repetition included, ID-13.2), the score and the position text; with {@code --svg}, the board as a
 * standalone SVG picture (tabla-diagram) instead, and with {@code --json} the position document of the JSON
 * view (tabla-json).
 */
@CommandLine.Command(name = "show", mixinStandardHelpOptions = true, usageHelpAutoWidth = true)
final class ShowCommand extends PositionTool {
  @CommandLine.Mixin
  Options.Display display = new Options.Display();

  @CommandLine.Option(names = "--flip", descriptionKey = "flip")
  boolean flip;

  @CommandLine.Option(names = "--svg", descriptionKey = "svg")
  boolean svg;

  @CommandLine.Option(names = "--json", descriptionKey = "json")
  boolean json;

  @Override
  boolean batch() {
    return false;
  }

  @Override
  boolean json() {
    return json;
  }

  @Override
  <P extends GamePosition<P>> Seq<String> answer(GameContext<P> ctx, GameRecord<P> round, boolean oneLine) {
    P position = round.current();
    if (json) {
      // the JSON view's position document, with the round's outcome (a repetition ends a round, ID-13.2)
      return Array.of(TablaJson.write(GameJson.of(ctx.game, ctx.texts.locale()).positionTree(round)));
    }
    if (svg) {
      Diagram diagram = Diagram.of(ctx.game, position).withOptions(DiagramOptions.defaults().withFlipped(flip))
          .withLocale(ctx.texts.locale());
      return Array.of(diagram.toSvg().stripTrailing().split("\n"));
    }
    Texts t = ctx.texts;
    Terminal term = display.apply(root.terminal(), ctx.texts);
    Board board = Board.of(!display.ascii, !flip);
    board.draw(position, new Board.Highlights(round.lastMove(), SquareSet.empty())).forEach(term::say);
    term.say(board.legend(position, ctx, t));
    int played = position.turns().white() + position.turns().black();
    Array<String> lines = Array.of(ctx.game.maxPlies().map(max -> t.get("status.moves", played, max))
            .getOrElse(() -> t.get("status.moves.unlimited", played)),
        t.get(t.has("show.score." + ctx.game.family()) ? "show.score." + ctx.game.family() : "show.score",
            side(ctx, Side.WHITE), position.score().white(), side(ctx, Side.BLACK), position.score().black()))
        .appendAll(position.notes().map(ctx::text));
    Option<Outcome> outcome = round.outcome();
    if (outcome.isEmpty()) {
      lines = lines.append(t.get("show.turn", side(ctx, position.sideToMove())));
    } else {
      String why = ctx.text(outcome.get().termination());
      lines = lines.append(outcome.get().winner()
          .map(w -> t.get("show.over.won", side(ctx, w), why))
          .getOrElse(() -> t.get("show.over.drawn", why)));
    }
    return lines.append(t.get("show.position", ctx.write(position)));
  }

  private static String side(GameContext<?> ctx, Side side) {
    return ctx.messages.text("side." + side.name().toLowerCase(Locale.ROOT), Array.empty());
  }
}
