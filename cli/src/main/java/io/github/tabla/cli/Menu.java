package io.github.tabla.cli;

import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.Messages;
import io.github.tabla.core.robot.Level;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Locale;

/**
 * The short menu that starts a match: language, game, variant, who plays, the Robot's level, the
 * players' names — and, on a terminal, whether it draws the pieces and Hebrew right. Each question is
 * skipped when the command line already answered it; Enter takes the default; the end of the input (Ctrl-D)
 * leaves quietly.
 */
final class Menu {
  /** A sample of the pieces, shown when the terminal may not have them. */
  static final String PIECES = "\u2654 \u265A \u26C0 \u26C2 \u25C6 \u25CF";

  /**
   * What the command line already says.
   *
   * @param language the language, from {@code --lang}
   * @param game the game, named on the command line
   * @param twoPlayers whether {@code --two-players} was given
   * @param level the Robot's level, from {@code --level}
   * @param first Player 1's name
   * @param second Player 2's name
   * @param ascii whether {@code --ascii} was given
   * @param bidi whether {@code --bidi} said how Hebrew is drawn
   */
  record Preset(Option<Locale> language, Option<GameDefinition<?>> game, boolean twoPlayers,
      Option<String> level, Option<String> first, Option<String> second, boolean ascii, boolean bidi) {
    static Preset none(Option<Locale> language) {
      return new Preset(language, Option.none(), false, Option.none(), Option.none(), Option.none(), false, false);
    }
  }

  /**
   * The answers: everything a match needs.
   *
   * @param texts the chosen language's texts
   * @param game the game and variant
   * @param level the Robot's level, or none for two players
   * @param first Player 1's name, when given
   * @param second Player 2's name, when given
   * @param unicode whether to draw Unicode pieces
   * @param visualOrder whether Hebrew lines must be reordered for this terminal
   */
  record Choice(Texts texts, GameDefinition<?> game, Option<Level> level, Option<String> first,
      Option<String> second, boolean unicode, Option<Boolean> visualOrder) {}

  private final Terminal terminal;

  Menu(Terminal terminal) {
    this.terminal = terminal;
  }

  /** Asks what the preset leaves open; none when the person leaves (the input ends). */
  Option<Choice> ask(Preset preset) {
    Option<Locale> lang = preset.language().isDefined() ? preset.language() : language();
    if (lang.isEmpty()) {
      return Option.none();
    }
    Texts t = Texts.of(lang.get());
    Option<Boolean> visual = Option.none();
    if (BidiSupport.isRightToLeft(t.locale()) && terminal.interactive() && !preset.bidi()
        && BidiSupport.of(System.getenv()).isEmpty()) {
      visual = bidi(t);
      if (visual.isEmpty()) {
        return Option.none();
      }
    }
    terminal.withVisualOrder(visual.getOrElse(terminal.visualOrder())).say(t.get("menu.welcome"));
    Terminal term = terminal.withVisualOrder(visual.getOrElse(terminal.visualOrder()));
    Menu asking = new Menu(term);
    Option<GameDefinition<?>> game = preset.game().isDefined() ? preset.game() : asking.game(t);
    if (game.isEmpty()) {
      return Option.none();
    }
    Option<Level> level = Option.none();
    boolean robot = !preset.twoPlayers();
    if (robot && preset.level().isEmpty()) {
      Option<Integer> mode = asking.choose(t, t.get("menu.opponent"),
          Array.of(t.get("menu.opponent.robot"), t.get("menu.opponent.two-players")), 0);
      if (mode.isEmpty()) {
        return Option.none();
      }
      robot = mode.get() == 0;
    }
    if (robot) {
      GameDefinition<?> g = game.get();
      if (preset.level().isDefined()) {
        level = Option.some(Catalog.level(g, preset.level().get(), t));
      } else {
        Seq<Level> levels = g.levels();
        Option<Integer> l = asking.choose(t, t.get("menu.level"),
            levels.map(x -> Catalog.levelName(g, x, t.locale())), levels.indexOf(Catalog.defaultLevel(g)));
        if (l.isEmpty()) {
          return Option.none();
        }
        level = Option.some(levels.get(l.get()));
      }
    }
    Option<String> first = preset.first();
    Option<String> second = preset.second();
    if (first.isEmpty()) {
      term.say("");
      first = term.ask(robot ? t.get("menu.name", t.get("player.you"))
          : t.get("menu.name.first", t.get("player.first")));
      if (first.isEmpty()) {
        return Option.none();
      }
    }
    if (!robot && second.isEmpty()) {
      second = term.ask(t.get("menu.name.second", t.get("player.second")));
      if (second.isEmpty()) {
        return Option.none();
      }
    }
    boolean unicode = !preset.ascii();
    if (unicode && terminal.interactive() && !canDrawPieces()) {
      Option<Integer> pieces = asking.choose(t, t.get("menu.pieces", PIECES),
          Array.of(t.get("menu.pieces.unicode"), t.get("menu.pieces.ascii")), 1);
      if (pieces.isEmpty()) {
        return Option.none();
      }
      unicode = pieces.get() == 0;
    }
    term.say("");
    return Option.some(new Choice(t, game.get(), level, first, second, unicode, visual));
  }

  /** Whether the terminal's character set has the Unicode pieces: UTF-8 and not the Linux console. */
  static boolean canDrawPieces() {
    String encoding = System.getProperty("native.encoding", System.getProperty("file.encoding", ""));
    boolean utf8 = encoding.toUpperCase(Locale.ROOT).replace("-", "").equals("UTF8");
    return utf8 && !"linux".equals(System.getenv("TERM"));
  }

  private Option<Locale> language() {
    Texts t = Texts.of(terminal.locale());
    Seq<String> names = Messages.SUPPORTED.map(l -> l.getDisplayLanguage(l));
    int current = Messages.SUPPORTED.indexOf(Messages.supported(terminal.locale()));
    return choose(t, t.get("menu.language"), names.map(n -> n.substring(0, 1).toUpperCase(Locale.ROOT) + n.substring(1)),
        current).map(Messages.SUPPORTED::get);
  }

  /**
   * Which of two orders of a Hebrew line reads right: the terminal's own, or reordered by the command.
   * The question is written both ways, so that one of them reads right whatever the terminal does.
   */
  Option<Boolean> bidi(Texts t) {
    Terminal logical = terminal.withVisualOrder(false);
    String sample = t.get("menu.bidi.sample");
    logical.say("");
    logical.say(t.get("menu.bidi"));
    logical.say(VisualOrder.of(t.get("menu.bidi")));
    logical.say("  1) " + VisualOrder.strip(sample));
    logical.say("  2) " + VisualOrder.of(sample));
    while (true) {
      Option<String> answer = logical.ask("1 / 2 (Enter: 1):");
      if (answer.isEmpty()) {
        return Option.none();
      }
      String a = answer.get().strip();
      if (a.isEmpty() || a.equals("1")) {
        return Option.some(false);
      }
      if (a.equals("2")) {
        return Option.some(true);
      }
      logical.say(t.get("menu.invalid", 2));
    }
  }

  private Option<GameDefinition<?>> game(Texts t) {
    Seq<String> families = Catalog.families(t);
    if (families.isEmpty()) {
      throw new UserError(t.get("error.no-games"));
    }
    Option<Integer> family = choose(t, t.get("menu.game"), families.map(f -> Catalog.familyName(f, t)), 0);
    if (family.isEmpty()) {
      return Option.none();
    }
    Seq<GameDefinition<?>> variants = Catalog.variants(families.get(family.get()));
    Option<Integer> variant = variants.size() == 1 ? Option.some(0)
        : choose(t, t.get("menu.variant"), variants.map(g -> Catalog.variantName(g, t)), 0);
    return variant.map(variants::get);
  }

  /** Asks for one of some choices by number or name; Enter takes the default; none at the end of the input. */
  Option<Integer> choose(Texts t, String question, Seq<String> choices, int preset) {
    terminal.say("");
    terminal.say(question);
    for (int i = 0; i < choices.size(); i++) {
      terminal.say("  " + (i + 1) + ") " + choices.get(i));
    }
    Seq<String> numbers = Array.range(1, choices.size() + 1).map(String::valueOf);
    while (true) {
      Option<String> answer = terminal.ask(t.get("menu.choose", choices.size(), preset + 1), numbers);
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
