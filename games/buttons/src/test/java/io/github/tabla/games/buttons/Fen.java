package io.github.tabla.games.buttons;

import io.github.tabla.core.Piece;
import io.github.tabla.core.Role;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareSet;

/**
 * Reads the FEN-like position text of {@link ButtonsPosition#toString()} for tests (the notation
 * module does it for real): {@code "<ranks 8..1> <w|b> [white-moves black-moves white-points black-points]"}.
 */
final class Fen {
  private Fen() {}

  static Setup setup(String text) {
    String[] parts = text.trim().split("\\s+");
    String[] ranks = parts[0].split("/");
    if (ranks.length != 8) {
      throw new IllegalArgumentException("8 ranks expected: " + text);
    }
    Setup s = Setup.empty(parts.length > 1 && parts[1].equals("b") ? Side.BLACK : Side.WHITE);
    long items = 0L;
    for (int r = 0; r < 8; r++) {
      int rank = 7 - r;
      int file = 0;
      for (char c : ranks[r].toCharArray()) {
        if (Character.isDigit(c)) {
          file += c - '0';
          continue;
        }
        Square sq = Square.at(rank * 8 + file);
        if (c == 'o') {
          items |= 1L << sq.index();
        } else {
          Side side = Character.isUpperCase(c) ? Side.WHITE : Side.BLACK;
          Role role = switch (Character.toUpperCase(c)) {
            case 'Q' -> Role.QUEEN;
            case 'R' -> Role.ROOK;
            case 'K' -> Role.KING;
            case 'B' -> Role.BISHOP;
            case 'N' -> Role.KNIGHT;
            case 'P' -> Role.PAWN;
            default -> throw new IllegalArgumentException("unknown piece " + c);
          };
          s = s.withPiece(sq, Piece.of(side, role));
        }
        file++;
      }
      if (file != 8) {
        throw new IllegalArgumentException("rank " + (rank + 1) + " has " + file + " squares: " + text);
      }
    }
    s = s.withItems(SquareSet.ofBits(items));
    String[] names = {ButtonsGame.WHITE_MOVES, ButtonsGame.BLACK_MOVES, ButtonsGame.WHITE_POINTS,
        ButtonsGame.BLACK_POINTS};
    for (int i = 0; i < 4 && i + 2 < parts.length; i++) {
      s = s.withField(names[i], parts[i + 2]);
    }
    return s;
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
