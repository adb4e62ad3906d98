package io.github.tabla.cli;

import io.github.tabla.core.GamePosition;
import io.github.tabla.core.record.GameRecord;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.SearchResult;
import io.github.tabla.core.robot.Value;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import picocli.CommandLine;
import org.jspecify.annotations.Nullable;

/**
 * {@code tabla analyse GAME}: what the Robot thinks of a position — its best move, the position's value
 * in words (a proved result with its unit, a win in so many moves, or an estimate), and the line it
 * expects.
 */
@CommandLine.Command(name = "analyse", aliases = "analyze", mixinStandardHelpOptions = true,
    usageHelpAutoWidth = true)
final class AnalyseCommand extends PositionTool {
  /** The default node budget: reproducible, and a few seconds at most on an ordinary machine. */
  static final long DEFAULT_NODES = 2_000_000L;
  /** The time cap that goes with the default node budget. */
  static final long DEFAULT_CAP_MILLIS = 10_000L;
  /** The longest {@code --time-ms}: a day. */
  static final long LONGEST_MILLIS = 86_400_000L;

  @CommandLine.Option(names = "--level", paramLabel = "LEVEL", descriptionKey = "analyse-level",
      completionCandidates = Catalog.LevelIds.class)
  @Nullable String level;

  @CommandLine.Option(names = "--time-ms", paramLabel = "N", descriptionKey = "time-ms")
  @Nullable Long millis;

  @CommandLine.Option(names = "--nodes", paramLabel = "N", descriptionKey = "nodes")
  @Nullable Long nodes;

  @CommandLine.Option(names = "--seed", paramLabel = "N", descriptionKey = "seed")
  long seed = 1L;

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
    if (millis != null && (millis < 1 || millis > LONGEST_MILLIS)) {
      throw new UserError(texts.get("error.range", "--time-ms", 1, LONGEST_MILLIS, millis));
    }
    if (nodes != null && nodes < 1) {
      throw new UserError(texts.get("error.positive", "--nodes", nodes));
    }
  }

  private Budget budget() {
    if (millis != null) {
      return nodes == null ? Budget.ofMillis(millis) : Budget.ofMillis(millis).andNodes(nodes);
    }
    return Budget.ofNodes(nodes == null ? DEFAULT_NODES : nodes).andMillis(DEFAULT_CAP_MILLIS);
  }

  @Override
  <P extends GamePosition<P>> Seq<String> answer(GameContext<P> ctx, GameRecord<P> round, boolean oneLine) {
    Texts t = ctx.texts;
    P position = round.current();
    if (round.isOver()) {
      throw new UserError(t.get("error.analyse-over", ctx.text(round.outcome().get().termination())));
    }
    Level l = level == null ? ctx.game.strongestLevel() : Catalog.level(ctx.game, level, t);
    // the round's moves (--moves) are its history: a draughts Robot knows which positions have occurred
    SearchResult r = ctx.game.robot(l, seed).choose(round, budget());
    Seq<String> line = r.principalVariation().map(ctx::write);
    Value v = r.value();
    String words = ctx.text(v.describe(position.sideToMove()));
    if (batch.json) {
      return Array.of(new Json().string("best", ctx.write(r.move()))
          .tree("value", Json.value(ctx, v, position.sideToMove()))
          .string("words", words)
          .number("score", r.score())
          .bool("exact", r.exact())
          .number("depth", r.depth()).number("nodes", r.nodes()).strings("line", line).toString());
    }
    if (oneLine) {
      return Array.of(ctx.write(r.move()) + " " + brief(v, position) + " " + line.mkString(" "));
    }
    return Array.of(
        t.get("analyse.best", ctx.write(r.move())),
        t.get("analyse.value", words),
        t.get("analyse.line", line.mkString(" ")),
        t.get("analyse.search", r.depth(), r.nodes()));
  }

  /** The value in one word for scripts: {@code exact:+1}, {@code win:13}, {@code draw}, {@code estimate:-0.4}. */
  private static <P extends GamePosition<P>> String brief(Value v, P position) {
    if (v instanceof Value.Exact e) {
      return "exact:" + signed(e.amount());
    }
    if (v instanceof Value.Estimate e) {
      return "estimate:" + (e.amount().signum() > 0 ? "+" : "") + e.amount().toPlainString();
    }
    if (v instanceof Value.Win w) {
      return "win:" + w.plies();
    }
    if (v instanceof Value.Loss l) {
      return "loss:" + l.plies();
    }
    return v.kind();
  }

  private static String signed(int v) {
    return v > 0 ? "+" + v : Integer.toString(v);
  }
}
