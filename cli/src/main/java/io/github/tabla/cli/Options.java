package io.github.tabla.cli;

import io.vavr.control.Option;
import picocli.CommandLine;
import org.jspecify.annotations.Nullable;

/** The options several commands share, as picocli mixins. */
final class Options {
  private Options() {}

  /** The game: a stable id, and a variant. */
  static final class GameChoice {
    @CommandLine.Parameters(index = "0", arity = "0..1", paramLabel = "GAME", descriptionKey = "game",
        completionCandidates = Catalog.Ids.class)
    @Nullable String game;

    @CommandLine.Option(names = "--variant", paramLabel = "VARIANT", descriptionKey = "variant")
    @Nullable String variant;

    /** Whether a game was named. */
    boolean given() {
      return game != null && !game.isBlank();
    }

    /**
     * The game named.
     *
     * @throws UserError when none was named, or none has that id
     */
    GameContext<?> context(Texts texts) {
      String named = game;
      if (named == null || named.isBlank()) {
        throw new UserError(texts.get("error.missing-game", Catalog.families().mkString(", ")));
      }
      return GameContext.of(Catalog.find(named, Option.of(variant), texts), texts);
    }
  }

  /** The position a tool works on: a position text, moves from the start, or both. */
  static final class PositionChoice {
    @CommandLine.Option(names = "--position", paramLabel = "TEXT", descriptionKey = "position")
    @Nullable String position;

    @CommandLine.Option(names = "--moves", paramLabel = "MOVES", descriptionKey = "moves")
    @Nullable String moves;

    Option<String> position() {
      return Option.of(position);
    }

    Option<String> moves() {
      return Option.of(moves);
    }

    boolean given() {
      return position != null || moves != null;
    }
  }

  /** The language of the texts. */
  static final class Language {
    @CommandLine.Option(names = "--lang", paramLabel = "LANG", descriptionKey = "lang")
    @Nullable String lang;
  }

  /** How the board and the texts are drawn. */
  static final class Display {
    @CommandLine.Option(names = "--ascii", descriptionKey = "ascii")
    boolean ascii;

    @CommandLine.Option(names = "--no-color", descriptionKey = "no-color")
    boolean noColour;

    @CommandLine.Option(names = "--bidi", paramLabel = "MODE", descriptionKey = "bidi")
    @Nullable String bidi;

    /**
     * The terminal as these options want it: colour only where the terminal shows it and it is not
     * switched off, right-to-left lines reordered when asked.
     *
     * @throws UserError for a {@code --bidi} other than {@code visual} or {@code terminal}
     */
    Terminal apply(Terminal terminal, Texts texts) {
      Terminal t = terminal.withColour(terminal.colour() && !noColour);
      if (bidi != null) {
        String b = bidi.strip().toLowerCase(java.util.Locale.ROOT);
        if (!b.equals("visual") && !b.equals("terminal")) {
          throw new UserError(texts.get("error.bidi", Shown.input(bidi)));
        }
        t = t.withVisualOrder(b.equals("visual"));
      }
      return t;
    }

    /** Whether {@code --bidi} said how the terminal draws right-to-left text. */
    boolean bidiGiven() {
      return bidi != null;
    }
  }

  /** Many inputs in one run, and answers for scripts. */
  static final class Batch {
    @CommandLine.Option(names = "--stdin", descriptionKey = "stdin")
    boolean stdin;

    @CommandLine.Option(names = "--json", descriptionKey = "json")
    boolean json;
  }
}
