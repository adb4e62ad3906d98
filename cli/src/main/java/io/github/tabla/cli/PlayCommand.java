package io.github.tabla.cli;

import io.github.tabla.core.GamePosition;
import io.github.tabla.core.robot.Level;
import io.vavr.control.Option;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine;

/** {@code tabla play GAME}: a match in the terminal against the Robot, or between two people. */
@CommandLine.Command(name = "play", mixinStandardHelpOptions = true, usageHelpAutoWidth = true)
final class PlayCommand implements Callable<Integer> {
  @CommandLine.ParentCommand
  TablaCommand root;

  @CommandLine.Mixin
  Options.GameChoice game = new Options.GameChoice();

  @CommandLine.Option(names = "--level", paramLabel = "LEVEL", descriptionKey = "level")
  String level;

  @CommandLine.Option(names = "--seed", paramLabel = "N", descriptionKey = "seed")
  Long seed;

  @CommandLine.Option(names = "--two-players", descriptionKey = "two-players")
  boolean twoPlayers;

  @CommandLine.Option(names = "--name", paramLabel = "NAME", descriptionKey = "name")
  String name;

  @CommandLine.Option(names = "--name2", paramLabel = "NAME", descriptionKey = "name2")
  String name2;

  @CommandLine.Option(names = "--ascii", descriptionKey = "ascii")
  boolean ascii;

  @CommandLine.Mixin
  Options.Language language = new Options.Language();

  @Override
  public Integer call() {
    Texts texts = root.texts();
    GameContext<?> ctx = game.context(texts);
    if (twoPlayers && level != null) {
      throw new UserError(texts.get("error.level-two-players"));
    }
    Option<Level> robot = twoPlayers ? Option.none()
        : Option.some(level == null ? Catalog.defaultLevel(ctx.game) : Catalog.level(ctx.game, level, texts));
    long s = seed != null ? seed : new SplittableRandom().nextLong();
    return start(ctx, root.terminal(), robot, s, Thinking.DEFAULT, !ascii, Option.of(name), Option.of(name2));
  }

  /** Plays a match; the player names default to the language's "You" and "Robot" (or "Player 1/2"). */
  static int start(GameContext<?> ctx, Terminal terminal, Option<Level> level, long seed, Thinking thinking,
      boolean unicode, Option<String> first, Option<String> second) {
    return run(ctx, terminal, level, seed, thinking, unicode, first, second);
  }

  private static <P extends GamePosition<P>> int run(GameContext<P> ctx, Terminal terminal, Option<Level> level,
      long seed, Thinking thinking, boolean unicode, Option<String> first, Option<String> second) {
    Texts t = ctx.texts;
    String one = first.map(String::strip).filter(n -> !n.isEmpty())
        .getOrElse(() -> t.get(level.isDefined() ? "player.you" : "player.first"));
    String two = second.map(String::strip).filter(n -> !n.isEmpty())
        .getOrElse(() -> t.get(level.isDefined() ? "player.robot" : "player.second"));
    if (one.equals(two)) {
      two = two + " 2";
    }
    return PlaySession.of(ctx, terminal, level, seed, thinking, unicode, one, two).run();
  }
}
