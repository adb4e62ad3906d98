package io.github.tabla.games.draughts;

import io.github.tabla.core.Move;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Role;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareNaming;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;

/**
 * Test-only reader of the PDN-FEN-like position texts of the rules file ({@code W:WK11:BK6,14,22}, with
 * ranges such as {@code 21-32}) and of move texts ({@code 22-19}, {@code 29x22x15x6}). The notation
 * module does this for real; games do not depend on it.
 */
final class Fen {
  private Fen() {}

  static final ItalianDraughts GAME = new ItalianDraughts();

  static Setup setup(String text) {
    String[] parts = text.trim().replace(".", "").split(":");
    if (parts.length < 1 || (!parts[0].equals("W") && !parts[0].equals("B"))) {
      throw new IllegalArgumentException("bad position text " + text);
    }
    Setup s = Setup.empty(parts[0].equals("W") ? Side.WHITE : Side.BLACK);
    for (int i = 1; i < parts.length; i++) {
      String p = parts[i];
      Side side = p.charAt(0) == 'W' ? Side.WHITE : Side.BLACK;
      String list = p.substring(1);
      if (list.isEmpty()) {
        continue;
      }
      for (String item : list.split(",")) {
        Role role = item.startsWith("K") ? Role.KING : Role.MAN;
        String n = item.startsWith("K") ? item.substring(1) : item;
        int dash = n.indexOf('-');
        int lo = Integer.parseInt(dash < 0 ? n : n.substring(0, dash));
        int hi = dash < 0 ? lo : Integer.parseInt(n.substring(dash + 1));
        for (int k = lo; k <= hi; k++) {
          s = s.withPiece(sq(k), Piece.of(side, role));
        }
      }
    }
    return s;
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
