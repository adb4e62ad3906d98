package io.github.tabla.cli;

import io.vavr.control.Option;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine;

/**
 * The {@code tabla} command. With no subcommand it asks a few short questions — language, game,
 * variant, opponent, level and names — and starts a match.
 */
@CommandLine.Command(name = "tabla", mixinStandardHelpOptions = true, versionProvider = Version.class,
    subcommands = {PlayCommand.class, MatchCommand.class, MovesCommand.class, PerftCommand.class,
        AnalyseCommand.class, ShowCommand.class, ServeCommand.class, CommandLine.HelpCommand.class},
    usageHelpAutoWidth = true)
final class TablaCommand implements Callable<Integer> {
  private final Terminal terminal;
  private final Option<Locale> chosen;

  @CommandLine.Mixin
  Options.Language language = new Options.Language();

  @CommandLine.Mixin
  Options.Display display = new Options.Display();

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

  /** Whether {@code --lang} chose the language. */
  Option<Locale> chosenLanguage() {
    return chosen;
  }

  Texts texts() {
    return Texts.of(locale());
  }

  @Override
  public Integer call() {
    Terminal term = display.apply(terminal, texts());
    Menu.Preset preset = new Menu.Preset(chosen, Option.none(), false, Option.none(), Option.none(), Option.none(),
        display.ascii, display.bidiGiven());
    return PlayCommand.fromMenu(term, preset, new SplittableRandom().nextLong());
  }
}
