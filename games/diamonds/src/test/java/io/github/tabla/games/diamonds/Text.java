package io.github.tabla.games.diamonds;

import io.github.tabla.core.Setup;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareSet;
import io.github.tabla.notation.Notation;

/**
 * The position text of the package Javadoc, read and written for tests by the notation module:
 * {@code "<ranks 8..1> <w|b> [white-moves black-moves white-points black-points]"}, {@code K} and
 * {@code k} for the kings, {@code *} for a diamond.
 */
final class Text {
  private Text() {}

  private static final Notation<DiamondsPosition> NOTATION = Notation.forGame(DiamondsGame.instance());

  static Setup setup(String text) {
    return NOTATION.parseSetup(text).getOrElseThrow(e -> new IllegalArgumentException(text + ": " + e));
  }

  static DiamondsPosition position(String text) {
    return DiamondsGame.instance().fromSetup(setup(text)).fold(problems -> {
      throw new IllegalArgumentException(text + ": " + problems.mkString("; "));
    }, p -> p);
  }

  static String of(DiamondsPosition p) {
    return NOTATION.writePosition(p);
  }

  static Square sq(String name) {
    return Square.parse(name).get();
  }

  static SquareSet squares(String... names) {
    SquareSet s = SquareSet.empty();
    for (String n : names) {
      s = s.with(sq(n));
    }
    return s;
  }
}
