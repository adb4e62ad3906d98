package io.github.tabla.cli;

import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.Side;
import io.github.tabla.diagram.Diagram;
import io.github.tabla.diagram.DiagramOptions;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Locale;
import picocli.CommandLine;

/**
 * {@code tabla show GAME}: the board of a position, whose turn it is, the score and the position text; with
 * {@code --svg}, the board as a standalone SVG picture (tabla-diagram) instead.
 */
@CommandLine.Command(name = "show", mixinStandardHelpOptions = true, usageHelpAutoWidth = true)
final class ShowCommand extends PositionTool {
  @CommandLine.Option(names = "--ascii", descriptionKey = "ascii")
  boolean ascii;

  @CommandLine.Option(names = "--flip", descriptionKey = "flip")
  boolean flip;

  @CommandLine.Option(names = "--svg", descriptionKey = "svg")
  boolean svg;

  @Override
  boolean batch() {
    return false;
  }

  @Override
  boolean json() {
    return false;
  }

  @Override
  <P extends GamePosition<P>> Seq<String> answer(GameContext<P> ctx, P position, boolean oneLine) {
    if (svg) {
      Diagram diagram = Diagram.of(ctx.game, position).withOptions(DiagramOptions.defaults().withFlipped(flip));
      return Array.of(diagram.toSvg().stripTrailing().split("\n"));
    }
    Texts t = ctx.texts;
    Board board = Board.of(!ascii, !flip);
    int played = position.turns().white() + position.turns().black();
    Array<String> lines = Array.ofAll(board.draw(position)).append(board.legend(position, ctx, t))
        .append(ctx.game.maxPlies().map(max -> t.get("status.moves", played, max))
            .getOrElse(() -> t.get("status.moves.unlimited", played)))
        .append(t.get("show.score", side(ctx, Side.WHITE), position.score().white(), side(ctx, Side.BLACK),
            position.score().black()));
    Option<Outcome> outcome = position.outcome();
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
