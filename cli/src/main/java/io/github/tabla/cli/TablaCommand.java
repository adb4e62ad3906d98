package io.github.tabla.cli;

import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.Messages;
import io.github.tabla.core.robot.Level;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine;

/**
 * The {@code tabla} command. With no subcommand it asks four short questions — language, game,
 * variant, opponent and level — and starts a match.
 */
@CommandLine.Command(name = "tabla", mixinStandardHelpOptions = true, versionProvider = Version.class,
    subcommands = {PlayCommand.class, MatchCommand.class, MovesCommand.class, PerftCommand.class,
        AnalyseCommand.class, ShowCommand.class, CommandLine.HelpCommand.class},
    usageHelpAutoWidth = true)
final class TablaCommand implements Callable<Integer> {
  private final Terminal terminal;
  private final Option<Locale> chosen;

  @CommandLine.Mixin
  Options.Language language = new Options.Language();

  TablaCommand(Terminal terminal, Option<Locale> chosen) {
    this.terminal = terminal;
    this.chosen = chosen;
  }

  Terminal terminal() {
    return terminal;
  }

  /** The language: {@code --lang}, else the terminal's. */
  Locale locale() {
    return chosen.getOrElse(terminal::locale);
  }

  Texts texts() {
    return Texts.of(locale());
  }

  @Override
  public Integer call() {
    Option<Locale> lang = chosen.isDefined() ? chosen : menuLanguage();
    if (lang.isEmpty()) {
      return 0;
    }
    Texts t = Texts.of(lang.get());
    terminal.say(t.get("menu.welcome"));
    Seq<String> families = Catalog.families();
    if (families.isEmpty()) {
      throw new UserError(t.get("error.no-games"));
    }
    Option<Integer> family = choose(t, t.get("menu.game"), families.map(f -> Catalog.familyName(f, t)), 0);
    if (family.isEmpty()) {
      return 0;
    }
    Seq<GameDefinition<?>> variants = Catalog.variants(families.get(family.get()));
    Option<Integer> variant = variants.size() == 1 ? Option.some(0)
        : choose(t, t.get("menu.variant"), variants.map(g -> Catalog.variantName(g, t)), 0);
    if (variant.isEmpty()) {
      return 0;
    }
    GameDefinition<?> game = variants.get(variant.get());
    Option<Integer> mode = choose(t, t.get("menu.opponent"),
        Array.of(t.get("menu.opponent.robot"), t.get("menu.opponent.two-players")), 0);
    if (mode.isEmpty()) {
      return 0;
    }
    Option<Level> level = Option.none();
    if (mode.get() == 0) {
      Seq<Level> levels = game.levels();
      Option<Integer> l = choose(t, t.get("menu.level"),
          levels.map(x -> Catalog.levelName(game, x, t.locale())), levels.indexOf(Catalog.defaultLevel(game)));
      if (l.isEmpty()) {
        return 0;
      }
      level = Option.some(levels.get(l.get()));
    }
    Option<String> name = Option.none();
    if (level.isDefined()) {
      terminal.say("");
      name = terminal.ask(t.get("menu.name", t.get("player.you")));
      if (name.isEmpty()) {
        return 0;
      }
    }
    terminal.say("");
    return PlayCommand.start(GameContext.of(game, t), terminal, level, new SplittableRandom().nextLong(),
        Thinking.DEFAULT, true, name, Option.none());
  }

  private Option<Locale> menuLanguage() {
    Texts t = Texts.of(terminal.locale());
    Seq<String> names = Messages.SUPPORTED.map(l -> l.getDisplayLanguage(l));
    int current = Messages.SUPPORTED.indexOf(Messages.supported(terminal.locale()));
    return choose(t, t.get("menu.language"), names.map(n -> n.substring(0, 1).toUpperCase(Locale.ROOT) + n.substring(1)),
        current).map(Messages.SUPPORTED::get);
  }

  /** Asks for one of some choices by number; Enter takes the default; none at the end of the input. */
  private Option<Integer> choose(Texts t, String question, Seq<String> choices, int preset) {
    terminal.say("");
    terminal.say(question);
    for (int i = 0; i < choices.size(); i++) {
      terminal.say("  " + (i + 1) + ") " + choices.get(i));
    }
    while (true) {
      Option<String> answer = terminal.ask(t.get("menu.choose", choices.size(), preset + 1));
      if (answer.isEmpty()) {
        return Option.none();
      }
      String a = answer.get().strip();
      if (a.isEmpty()) {
        return Option.some(preset);
      }
      if (a.chars().allMatch(Character::isDigit) && a.length() < 4) {
        int n = Integer.parseInt(a);
        if (n >= 1 && n <= choices.size()) {
          return Option.some(n - 1);
        }
      }
      String plain = PlaySession.plain(a);
      Seq<Integer> named = Array.range(0, choices.size()).filter(i -> PlaySession.plain(choices.get(i)).startsWith(plain));
      if (named.size() == 1) {
        return Option.some(named.head());
      }
      terminal.say(t.get("menu.invalid", choices.size()));
    }
  }
}
