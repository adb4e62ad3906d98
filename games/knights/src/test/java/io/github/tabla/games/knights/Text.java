package io.github.tabla.games.knights;

import io.github.tabla.core.Piece;
import io.github.tabla.core.Role;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;

/** A test-only reader of the FEN-like text of the package documentation (the notation module reads it for real). */
final class Text {
  private Text() {}

  static final KnightsGame GAME = KnightsGame.standard();

  static Setup setup(String text) {
    String[] parts = text.trim().split("\\s+");
    Setup s = Setup.empty(parts[1].equals("w") ? Side.WHITE : Side.BLACK);
    String[] ranks = parts[0].split("/");
    for (int r = 0; r < 8; r++) {
      int file = 0;
      for (char c : ranks[r].toCharArray()) {
        if (Character.isDigit(c)) {
          file += c - '0';
          continue;
        }
        Side side = Character.isUpperCase(c) ? Side.WHITE : Side.BLACK;
        Role role = switch (Character.toUpperCase(c)) {
          case 'K' -> Role.KING;
          case 'Q' -> Role.QUEEN;
          case 'R' -> Role.ROOK;
          case 'B' -> Role.BISHOP;
          case 'N' -> Role.KNIGHT;
          case 'P' -> Role.PAWN;
          default -> Role.MAN;
        };
        s = s.withPiece(Square.of(file, 7 - r).get(), Piece.of(side, role));
        file++;
      }
    }
    String[] names = {KnightsGame.WHITE_KNIGHT_FIELD, KnightsGame.BLACK_KNIGHT_FIELD, KnightsGame.WHITE_TURNS_FIELD,
        KnightsGame.BLACK_TURNS_FIELD};
    for (int i = 2; i < parts.length && i - 2 < names.length; i++) {
      s = s.withField(names[i - 2], parts[i]);
    }
    return s;
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
