package io.github.tabla.cli;

import io.github.tabla.core.GamePosition;
import io.github.tabla.core.match.Match;
import io.github.tabla.core.match.RoundResult;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.Robot;
import io.github.tabla.notation.record.Tags;
import io.vavr.collection.LinkedHashMap;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import org.jspecify.annotations.Nullable;

/**
 * {@code tabla match GAME --white LEVEL --black LEVEL}: the Robot against itself. Player 1 plays at
 * the {@code --white} level and has White in round 1; colours swap for round 2 (M-2). Prints the
 * record of every round and the match result.
 */
@CommandLine.Command(name = "match", mixinStandardHelpOptions = true, usageHelpAutoWidth = true)
final class MatchCommand implements Callable<Integer> {
  @CommandLine.ParentCommand
  TablaCommand root;

  @CommandLine.Mixin
  Options.GameChoice game = new Options.GameChoice();

  @CommandLine.Option(names = "--white", required = true, paramLabel = "LEVEL", descriptionKey = "white",
      completionCandidates = Catalog.LevelIds.class)
  String white = "";

  @CommandLine.Option(names = "--black", required = true, paramLabel = "LEVEL", descriptionKey = "black",
      completionCandidates = Catalog.LevelIds.class)
  String black = "";

  @CommandLine.Option(names = "--seed", paramLabel = "N", descriptionKey = "seed")
  long seed = 1L;

  @CommandLine.Option(names = "--nodes", paramLabel = "N", descriptionKey = "match-nodes")
  @Nullable Long nodes;

  @CommandLine.Mixin
  Options.Language language = new Options.Language();

  @Override
  public Integer call() {
    Texts texts = root.texts();
    GameContext<?> ctx = game.context(texts);
    Level first = Catalog.level(ctx.game, white, texts);
    Level second = Catalog.level(ctx.game, black, texts);
    if (nodes != null && nodes < 1) {
      throw new UserError(texts.get("error.positive", "--nodes", nodes));
    }
    Thinking thinking = nodes == null ? Thinking.DEFAULT : new Thinking(nodes, Thinking.DEFAULT.millis());
    return run(ctx, first, second, thinking);
  }

  private <P extends GamePosition<P>> int run(GameContext<P> ctx, Level first, Level second, Thinking thinking) {
    Texts t = ctx.texts;
    SplittableRandom seeds = new SplittableRandom(seed);
    Robot<P> one = ctx.game.robot(first, seeds.nextLong());
    Robot<P> two = ctx.game.robot(second, seeds.nextLong());
    String name1 = t.get("player.robot.level", 1, Catalog.levelName(ctx.game, first, t.locale()));
    String name2 = t.get("player.robot.level", 2, Catalog.levelName(ctx.game, second, t.locale()));
    Match<P> match = Match.of(ctx.game, name1, name2);
    while (!match.isOver()) {
      Robot<P> mover = match.toMove().get().seat().number() == 1 ? one : two;
      match = match.play(mover.choose(match.current(), thinking.budget()).move())
          .getOrElseThrow(r -> new IllegalStateException("the Robot chose an illegal move: " + r));
    }
    Terminal term = root.terminal();
    term.out().print(ctx.notation.writeMatch(match.rounds(), name1, name2,
        LinkedHashMap.of(Tags.EVENT, t.get("match.event"), Tags.SITE, "tabla", "Seed", Long.toString(seed))));
    term.say("");
    for (RoundResult r : match.results()) {
      term.say(ctx.text(match.format().rounds() == 1 ? r.gameSummary() : r));
    }
    term.say(ctx.text(match.outcome().get()));
    return 0;
  }
}
