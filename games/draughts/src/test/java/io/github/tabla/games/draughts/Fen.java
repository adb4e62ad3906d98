package io.github.tabla.games.draughts;

import io.github.tabla.core.Move;
import io.github.tabla.core.Role;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.notation.Notation;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;

/**
 * The PDN FEN position texts of the rules file ({@code W:WK11:BK6,14,22}, with ranges such as
 * {@code 21-32}), read for tests by the notation module, and the squares of move texts ({@code 22-19},
 * {@code 29x22x15x6}).
 */
final class Fen {
  private Fen() {}

  private static final Notation<DraughtsPosition> NOTATION = Notation.forGame(new ItalianDraughts());

  static final ItalianDraughts GAME = new ItalianDraughts();

  static Setup setup(String text) {
    return NOTATION.parseSetup(text).getOrElseThrow(e -> new IllegalArgumentException(text + ": " + e));
  }

  static DraughtsPosition position(String text) {
    io.vavr.control.Validation<Seq<io.github.tabla.core.SetupProblem>, DraughtsPosition> v = GAME.fromSetup(setup(text));
    if (v.isInvalid()) {
      throw new IllegalArgumentException(text + ": " + v.getError());
    }
    return v.get();
  }

  static Square sq(int number) {
    return SquareNaming.draughtsSquare(number).getOrElseThrow(() -> new IllegalArgumentException("no square " + number));
  }

  /** The squares of a move text, {@code 22-19} or {@code 29x22x15x6}. */
  static Array<Square> path(String move) {
    return Array.of(move.split("[-x]")).map(n -> sq(Integer.parseInt(n)));
  }

  static io.vavr.control.Option<Role> promotion(Move m) {
    return ((Move.PieceMove) m).promotion();
  }

  static String text(Move m) {
    return DraughtsPosition.text(m);
  }

  static Seq<String> texts(Seq<Move> moves) {
    return moves.map(Fen::text);
  }
}
