package io.github.tabla.cli;

import io.vavr.control.Option;
import picocli.CommandLine;

/** The options several commands share, as picocli mixins. */
final class Options {
  private Options() {}

  /** The game: a stable id, and a variant. */
  static final class GameChoice {
    @CommandLine.Parameters(index = "0", paramLabel = "GAME", descriptionKey = "game",
        completionCandidates = Catalog.Ids.class)
    String game = "";

    @CommandLine.Option(names = "--variant", paramLabel = "VARIANT", descriptionKey = "variant")
    String variant;

    GameContext<?> context(Texts texts) {
      return GameContext.of(Catalog.find(game, Option.of(variant), texts), texts);
    }
  }

  /** The position a tool works on: a position text, moves from the start, or both. */
  static final class PositionChoice {
    @CommandLine.Option(names = "--position", paramLabel = "TEXT", descriptionKey = "position")
    String position;

    @CommandLine.Option(names = "--moves", paramLabel = "MOVES", descriptionKey = "moves")
    String moves;

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
    String lang;
  }

  /** Many inputs in one run, and answers for scripts. */
  static final class Batch {
    @CommandLine.Option(names = "--stdin", descriptionKey = "stdin")
    boolean stdin;

    @CommandLine.Option(names = "--json", descriptionKey = "json")
    boolean json;
  }
}
