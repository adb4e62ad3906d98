package io.github.tabla.cli;

import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Move;
import io.github.tabla.core.record.GameRecord;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import picocli.CommandLine;

/**
 * {@code tabla perft GAME --depth N}: the number of move paths of that length, the check of a move
 * generator; the count is the last line, after one line per move with {@code --divide}. Perft counts the
 * moves of the position as it stands: a round that its record has ended (by repetition, ID-13.2) is
 * said to be over on the error stream.
 */
@CommandLine.Command(name = "perft", mixinStandardHelpOptions = true, usageHelpAutoWidth = true)
final class PerftCommand extends PositionTool {
  @CommandLine.Option(names = "--depth", required = true, paramLabel = "N", descriptionKey = "depth")
  int depth;

  @CommandLine.Option(names = "--divide", descriptionKey = "divide")
  boolean divide;

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
  void check(Texts texts) {
    if (depth < 0 || depth > 64) {
      throw new UserError(texts.get("error.depth", depth));
    }
  }

  @Override
  <P extends GamePosition<P>> Seq<String> answer(GameContext<P> ctx, GameRecord<P> round, boolean oneLine) {
    P position = round.current();
    if (!oneLine && round.isOver() && !position.isOver()) {
      round.outcome().forEach(o -> root.terminal().err().println(
          ctx.texts.get("perft.round-over", ctx.text(o.termination()))));
    }
    if (!divide || depth == 0) {
      long nodes = position.perft(depth);
      return Array.of(batch.json ? new Json().number("depth", depth).number("nodes", nodes).toString()
          : Long.toString(nodes));
    }
    Seq<Move> moves = position.legalMoves();
    Seq<Long> counts = moves.map(m -> position.playUnchecked(m).perft(depth - 1));
    long nodes = counts.sum().longValue();
    if (batch.json) {
      Json perMove = new Json();
      for (int i = 0; i < moves.size(); i++) {
        perMove.number(ctx.write(moves.get(i)), counts.get(i));
      }
      return Array.of(new Json().number("depth", depth).number("nodes", nodes).object("divide", perMove).toString());
    }
    if (oneLine) {
      return Array.of(Long.toString(nodes));
    }
    return moves.zip(counts).map(mc -> ctx.write(mc._1) + " " + mc._2).append(Long.toString(nodes));
  }
}
