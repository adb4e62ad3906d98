package io.github.tabla.cli;

import io.github.tabla.core.GamePosition;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.Locale;
import picocli.CommandLine;

/** {@code tabla moves GAME}: the legal moves of a position, one per line, in the game's notation. */
@CommandLine.Command(name = "moves", mixinStandardHelpOptions = true, usageHelpAutoWidth = true)
final class MovesCommand extends PositionTool {
  @CommandLine.Mixin
  Options.Batch batch = new Options.Batch();

  @Override
  boolean batch() {
    return batch.stdin;
  }

  @Override
  boolean json() {
    return batch.json;
  }

  @Override
  <P extends GamePosition<P>> Seq<String> answer(GameContext<P> ctx, P position, boolean oneLine) {
    Seq<String> moves = position.legalMoves().map(ctx::write);
    if (batch.json) {
      return Array.of(new Json()
          .string("game", ctx.game.id())
          .string("position", ctx.write(position))
          .string("turn", position.sideToMove().name().toLowerCase(Locale.ROOT))
          .strings("moves", moves).toString());
    }
    if (moves.isEmpty() && !oneLine) {
      // nothing to list: say why on the error stream, so that the output stays a clean list
      position.outcome().forEach(o -> root.terminal().err().println(ctx.text(o.termination())));
    }
    return oneLine ? Array.of(moves.mkString(" ")) : moves;
  }
}
