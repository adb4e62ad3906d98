package io.github.tabla.games.knights;

import io.github.tabla.core.Setup;
import io.github.tabla.core.Square;
import io.github.tabla.notation.Notation;

/** The FEN-like text of the package documentation, read for tests by the notation module. */
final class Text {
  private Text() {}

  private static final Notation<KnightsPosition> NOTATION = Notation.forGame(KnightsGame.standard());

  static final KnightsGame GAME = KnightsGame.standard();

  static Setup setup(String text) {
    return NOTATION.parseSetup(text).getOrElseThrow(e -> new IllegalArgumentException(text + ": " + e));
  }

  static KnightsPosition position(String text) {
    return position(GAME, text);
  }

  static KnightsPosition position(KnightsGame game, String text) {
    return game.fromSetup(setup(text)).fold(problems -> {
      throw new IllegalArgumentException(text + ": " + problems);
    }, p -> p);
  }

  static Square sq(String name) {
    return Square.parse(name).get();
  }
}
