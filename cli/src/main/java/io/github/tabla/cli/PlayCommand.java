package io.github.tabla.cli;

import io.github.tabla.core.GamePosition;
import io.github.tabla.core.robot.Level;
import io.vavr.control.Option;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import org.jspecify.annotations.Nullable;

/**
 * {@code tabla play [GAME]}: a match in the terminal against the Robot, or between two people; without
 * a game, the menu asks what the options leave open.
 */
@CommandLine.Command(name = "play", mixinStandardHelpOptions = true, usageHelpAutoWidth = true)
final class PlayCommand implements Callable<Integer> {
  @CommandLine.ParentCommand
  TablaCommand root;

  @CommandLine.Mixin
  Options.GameChoice game = new Options.GameChoice();

  @CommandLine.Option(names = "--level", paramLabel = "LEVEL", descriptionKey = "level",
      completionCandidates = Catalog.LevelIds.class)
  @Nullable String level;

  @CommandLine.Option(names = "--seed", paramLabel = "N", descriptionKey = "seed")
  @Nullable Long seed;

  @CommandLine.Option(names = "--two-players", descriptionKey = "two-players")
  boolean twoPlayers;

  @CommandLine.Option(names = "--name", paramLabel = "NAME", descriptionKey = "name")
  @Nullable String name;

  @CommandLine.Option(names = "--name2", paramLabel = "NAME", descriptionKey = "name2")
  @Nullable String name2;

  @CommandLine.Mixin
  Options.Display display = new Options.Display();

  @CommandLine.Mixin
  Options.Language language = new Options.Language();

  @Override
  public Integer call() {
    Texts texts = root.texts();
    if (twoPlayers && level != null) {
      throw new UserError(texts.get("error.level-two-players"));
    }
    Terminal terminal = display.apply(root.terminal(), texts);
    long s = seed != null ? seed : new SplittableRandom().nextLong();
    if (!game.given()) {
      Menu.Preset preset = new Menu.Preset(root.chosenLanguage(), Option.none(), twoPlayers, Option.of(level),
          Option.of(name), Option.of(name2), display.ascii, display.bidiGiven());
      return fromMenu(terminal, preset, s);
    }
    GameContext<?> ctx = game.context(texts);
    Option<Level> robot = twoPlayers ? Option.none()
        : Option.some(level == null ? Catalog.defaultLevel(ctx.game) : Catalog.level(ctx.game, level, texts));
    if (BidiSupport.isRightToLeft(texts.locale()) && terminal.interactive() && !display.bidiGiven()
        && BidiSupport.of(System.getenv()).isEmpty()) {
      Option<Boolean> visual = new Menu(terminal).bidi(texts);
      if (visual.isEmpty()) {
        terminal.say(texts.get("play.goodbye"));
        return 0;
      }
      terminal = terminal.withVisualOrder(visual.get());
    }
    return start(ctx, terminal, robot, s, Thinking.DEFAULT, !display.ascii, Option.of(name), Option.of(name2));
  }

  /** Asks the menu's questions, then plays the match chosen; leaves quietly when the input ends. */
  static int fromMenu(Terminal terminal, Menu.Preset preset, long seed) {
    Option<Menu.Choice> choice = new Menu(terminal).ask(preset);
    if (choice.isEmpty()) {
      // the input ended (Ctrl-D) at a question: a line, so that the shell's prompt starts afresh
      terminal.say(Texts.of(preset.language().getOrElse(terminal::locale)).get("play.goodbye"));
      return 0;
    }
    Menu.Choice c = choice.get();
    Terminal term = c.visualOrder().map(terminal::withVisualOrder).getOrElse(terminal);
    return start(GameContext.of(c.game(), c.texts()), term, c.level(), seed, Thinking.DEFAULT, c.unicode(),
        c.first(), c.second());
  }

  /** Plays a match; the player names default to the language's "You" and "Robot" (or "Player 1/2"). */
  static int start(GameContext<?> ctx, Terminal terminal, Option<Level> level, long seed, Thinking thinking,
      boolean unicode, Option<String> first, Option<String> second) {
    return run(ctx, terminal, level, seed, thinking, unicode, first, second);
  }

  private static <P extends GamePosition<P>> int run(GameContext<P> ctx, Terminal terminal, Option<Level> level,
      long seed, Thinking thinking, boolean unicode, Option<String> first, Option<String> second) {
    Texts t = ctx.texts;
    String one = first.map(n -> Shown.input(n.strip())).filter(n -> !n.isEmpty())
        .getOrElse(() -> t.get(level.isDefined() ? "player.you" : "player.first"));
    String two = second.map(n -> Shown.input(n.strip())).filter(n -> !n.isEmpty())
        .getOrElse(() -> t.get(level.isDefined() ? "player.robot" : "player.second"));
    if (one.equals(two)) {
      two = two + " 2";
    }
    return PlaySession.of(ctx, terminal, level, seed, thinking, unicode, one, two).run();
  }
}
