package io.github.tabla.testkit;

import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Placement;
import io.github.tabla.core.Role;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareSet;
import io.vavr.collection.Array;
import io.vavr.control.Either;

/**
 * A small position text for MiniDiamonds, standing in for the notation module in these tests:
 * {@code "a1 d4 b2,c2,b3,c3 0 0 0 0 w"} is the white king, the black king, the diamonds, the four
 * counters (white moves, black moves, white points, black points) and the side to move.
 */
final class MiniText {
  private static final String[] FIELDS = {"white-moves", "black-moves", "white-points", "black-points"};

  private MiniText() {
  }

  static String write(GamePosition<?> p) {
    Setup s = p.toSetup();
    StringBuilder sb = new StringBuilder();
    sb.append(king(s, Side.WHITE)).append(' ').append(king(s, Side.BLACK)).append(' ');
    sb.append(s.items().isEmpty() ? "-" : s.items().toArray().mkString(","));
    for (String f : FIELDS) {
      sb.append(' ').append(s.field(f).getOrElse("0"));
    }
    return sb.append(' ').append(s.turn().letter()).toString();
  }

  private static String king(Setup s, Side side) {
    return s.placements().find(p -> p.piece().equals(Piece.of(side, Role.KING))).map(Placement::square)
        .map(Square::text).getOrElse("-");
  }

  static Either<String, Setup> read(String text) {
    String[] parts = text.trim().split(" ");
    if (parts.length != 8) {
      return Either.left("expected 8 fields in \"" + text + "\"");
    }
    Either<?, Square> wk = Square.parse(parts[0]);
    Either<?, Square> bk = Square.parse(parts[1]);
    if (wk.isLeft() || bk.isLeft()) {
      return Either.left("bad king square in \"" + text + "\"");
    }
    Array<Square> items = Array.empty();
    if (!parts[2].equals("-")) {
      for (String sq : parts[2].split(",")) {
        Either<?, Square> d = Square.parse(sq);
        if (d.isLeft()) {
          return Either.left("bad diamond square " + sq);
        }
        items = items.append(d.get());
      }
    }
    Setup s = Setup.empty(parts[7].equals("b") ? Side.BLACK : Side.WHITE)
        .withPiece(wk.get(), Piece.of(Side.WHITE, Role.KING))
        .withPiece(bk.get(), Piece.of(Side.BLACK, Role.KING))
        .withItems(SquareSet.ofAll(items));
    for (int i = 0; i < FIELDS.length; i++) {
      s = s.withField(FIELDS[i], parts[3 + i]);
    }
    return Either.right(s);
  }

  static <P extends GamePosition<P>> PositionFormat<P> format(GameDefinition<P> game) {
    return PositionFormat.of(MiniText::write,
        text -> read(text).flatMap(s -> game.fromSetup(s).toEither().mapLeft(problems -> problems.mkString("; "))));
  }
}
