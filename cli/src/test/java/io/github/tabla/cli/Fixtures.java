package io.github.tabla.cli;

import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Games;
import io.github.tabla.notation.Notation;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;

/** The games the tests run every command on: every game found, as the command finds them. */
final class Fixtures {
  private Fixtures() {}

  /** Every game id, for {@code @MethodSource}. */
  static Stream<String> gameIds() {
    return Games.ids().toJavaStream();
  }

  /** Every game id with the command-line arguments that name it: {@code buttons --variant extra-rook}. */
  static Stream<Arguments> gameArguments() {
    return Games.definitions().toJavaStream().map(g -> Arguments.of(g.id(), g.family(), g.variant()));
  }

  /** A command line: the command, the words that name the game (its family and, for a variant, {@code --variant}), the rest. */
  static String[] naming(GameDefinition<?> game, String command, String... rest) {
    Stream<String> name = game.variant().equals("standard")
        ? Stream.of(command, game.family())
        : Stream.of(command, game.family(), "--variant", game.variant());
    return Stream.concat(name, Stream.of(rest)).toArray(String[]::new);
  }

  static GameDefinition<?> game(String id) {
    return Games.definition(id).getOrElseThrow(() -> new AssertionError("no game " + id + " in " + Games.ids()));
  }

  /** The text of a game's start position, as the notation module writes it. */
  static String startText(GameDefinition<?> game) {
    return text(game);
  }

  private static <P extends GamePosition<P>> String text(GameDefinition<P> game) {
    return Notation.forGame(game).writePosition(game.start());
  }
}
