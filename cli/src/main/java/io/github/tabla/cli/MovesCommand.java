package io.github.tabla.cli;

import io.github.tabla.core.GamePosition;
import io.github.tabla.core.record.GameRecord;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.Locale;
import picocli.CommandLine;

/**
 * {@code tabla moves GAME}: the legal moves of a round as it stands, one per line, in the game's
 * notation; none, with the reason on the error stream, once the round is over.
 */
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
  <P extends GamePosition<P>> Seq<String> answer(GameContext<P> ctx, GameRecord<P> round, boolean oneLine) {
    P position = round.current();
    Seq<String> moves = round.isOver() ? Array.empty() : position.legalMoves().map(ctx::write);
    if (batch.json) {
      Json json = new Json()
          .string("game", ctx.game.id())
          .string("position", ctx.write(position))
          .string("turn", position.sideToMove().name().toLowerCase(Locale.ROOT))
          .strings("moves", moves);
      round.outcome().forEach(o -> json.tree("outcome", Json.outcome(ctx, o)));
      return Array.of(json.toString());
    }
    if (moves.isEmpty() && !oneLine) {
      // nothing to list: say why on the error stream, so that the output stays a clean list
      round.outcome().forEach(o -> root.terminal().err().println(ctx.text(o.termination())));
    }
    return oneLine ? Array.of(moves.mkString(" ")) : moves;
  }
}
