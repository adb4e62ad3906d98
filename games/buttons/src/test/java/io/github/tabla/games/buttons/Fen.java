package io.github.tabla.games.buttons;

import io.github.tabla.core.Setup;
import io.github.tabla.notation.Notation;

/**
 * The tests' position texts ({@code "<ranks 8..1> <w|b> [white-moves black-moves white-points black-points]"}),
 * read by the notation module.
 */
final class Fen {
  private Fen() {}

  private static final Notation<ButtonsPosition> NOTATION = Notation.forGame(ButtonsGame.standard());

  static Setup setup(String text) {
    return NOTATION.parseSetup(text).getOrElseThrow(e -> new IllegalArgumentException(text + ": " + e));
  }

  static ButtonsPosition position(ButtonsGame game, String text) {
    io.vavr.control.Validation<io.vavr.collection.Seq<io.github.tabla.core.SetupProblem>, ButtonsPosition> v =
        game.fromSetup(setup(text));
    if (v.isInvalid()) {
      throw new IllegalArgumentException("invalid position " + text + ": " + v.getError().mkString("; "));
    }
    return v.get();
  }

  static ButtonsPosition position(String text) {
    return position(ButtonsGame.standard(), text);
  }
}
