package io.github.tabla.cli;

import io.github.tabla.core.GamePosition;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.SearchResult;
import io.github.tabla.core.robot.Values;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import picocli.CommandLine;

/**
 * {@code tabla analyse GAME}: what the Robot thinks of a position — its best move, the value for the
 * side to move (and whether that value is proved), and the line it expects.
 */
@CommandLine.Command(name = "analyse", aliases = "analyze", mixinStandardHelpOptions = true,
    usageHelpAutoWidth = true)
final class AnalyseCommand extends PositionTool {
  /** The default node budget: reproducible, and a few seconds at most on an ordinary machine. */
  static final long DEFAULT_NODES = 2_000_000L;
  /** The time cap that goes with the default node budget. */
  static final long DEFAULT_CAP_MILLIS = 10_000L;

  @CommandLine.Option(names = "--level", paramLabel = "LEVEL", descriptionKey = "analyse-level")
  String level;

  @CommandLine.Option(names = "--time-ms", paramLabel = "N", descriptionKey = "time-ms")
  Long millis;

  @CommandLine.Option(names = "--nodes", paramLabel = "N", descriptionKey = "nodes")
  Long nodes;

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
    if (millis != null && millis < 1) {
      throw new UserError(texts.get("error.positive", "--time-ms", millis));
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
  <P extends GamePosition<P>> Seq<String> answer(GameContext<P> ctx, P position, boolean oneLine) {
    Texts t = ctx.texts;
    if (position.isOver()) {
      throw new UserError(t.get("error.analyse-over", ctx.text(position.outcome().get().termination())));
    }
    Level l = level == null ? ctx.game.strongestLevel() : Catalog.level(ctx.game, level, t);
    SearchResult r = ctx.game.robot(l, seed).choose(position, budget());
    Seq<String> line = r.principalVariation().map(ctx::write);
    int v = r.value();
    boolean decisive = Values.isDecisive(v);
    if (batch.json) {
      Json json = new Json().string("best", ctx.write(r.move())).number("value", v).bool("exact", r.exact());
      if (decisive) {
        json.string("result", v > 0 ? "win" : "loss").number("plies", Values.WIN - Math.abs(v));
      }
      return Array.of(json.number("depth", r.depth()).number("nodes", r.nodes()).strings("line", line).toString());
    }
    String value = decisive ? (v > 0 ? "win" : "loss") + "-in-" + (Values.WIN - Math.abs(v)) : signed(v);
    if (oneLine) {
      return Array.of(ctx.write(r.move()) + " " + value + " " + (r.exact() ? "exact" : "estimate") + " "
          + line.mkString(" "));
    }
    String words = decisive
        ? t.get(v > 0 ? "analyse.win-in" : "analyse.loss-in", Values.WIN - Math.abs(v))
        : t.get("analyse.points", signed(v));
    return Array.of(
        t.get("analyse.best", ctx.write(r.move())),
        t.get(r.exact() ? "analyse.value.exact" : "analyse.value.estimate", words),
        t.get("analyse.line", line.mkString(" ")),
        t.get("analyse.search", String.valueOf(r.depth()), String.valueOf(r.nodes())));
  }

  private static String signed(int v) {
    return v > 0 ? "+" + v : Integer.toString(v);
  }
}
