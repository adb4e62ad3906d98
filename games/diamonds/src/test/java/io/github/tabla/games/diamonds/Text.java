package io.github.tabla.games.diamonds;

import io.github.tabla.core.Piece;
import io.github.tabla.core.Role;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareSet;

/**
 * The position text of the package Javadoc, read and written for tests (the notation module does it
 * for real): {@code "<ranks 8..1> <w|b> [white-moves black-moves white-points black-points]"}, {@code K}
 * and {@code k} for the kings, {@code *} for a diamond.
 */
final class Text {
  private Text() {}

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
        if (c == DiamondsGame.DIAMOND_SYMBOL) {
          items |= 1L << sq.index();
        } else {
          Side side = Character.isUpperCase(c) ? Side.WHITE : Side.BLACK;
          Role role = switch (Character.toUpperCase(c)) {
            case 'K' -> Role.KING;
            case 'Q' -> Role.QUEEN;
            case 'R' -> Role.ROOK;
            case 'N' -> Role.KNIGHT;
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
    String[] names = {DiamondsGame.WHITE_MOVES, DiamondsGame.BLACK_MOVES, DiamondsGame.WHITE_POINTS,
        DiamondsGame.BLACK_POINTS};
    for (int i = 0; i < 4 && i + 2 < parts.length; i++) {
      s = s.withField(names[i], parts[i + 2]);
    }
    return s;
  }

  static DiamondsPosition position(String text) {
    return DiamondsGame.instance().fromSetup(setup(text)).fold(problems -> {
      throw new IllegalArgumentException(text + ": " + problems.mkString("; "));
    }, p -> p);
  }

  static String of(DiamondsPosition p) {
    StringBuilder b = new StringBuilder();
    for (int rank = 7; rank >= 0; rank--) {
      int empty = 0;
      for (int file = 0; file < 8; file++) {
        Square sq = Square.at(rank * 8 + file);
        char c = sq == p.king(Side.WHITE) ? 'K' : sq == p.king(Side.BLACK) ? 'k'
            : p.diamonds().contains(sq) ? DiamondsGame.DIAMOND_SYMBOL : ' ';
        if (c == ' ') {
          empty++;
          continue;
        }
        if (empty > 0) {
          b.append(empty);
          empty = 0;
        }
        b.append(c);
      }
      if (empty > 0) {
        b.append(empty);
      }
      if (rank > 0) {
        b.append('/');
      }
    }
    return b + " " + p.sideToMove().letter() + " " + p.turns().white() + " " + p.turns().black() + " "
        + p.score().white() + " " + p.score().black();
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
