package io.github.tabla.diagram;

import io.github.tabla.core.BoardShape;
import io.github.tabla.core.NotationSpec;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Role;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.core.SquareSet;
import io.vavr.collection.List;
import io.vavr.control.Option;

/** Positions built from {@link Setup} values, so that the tests need no game module. */
final class Fixtures {
  static final NotationSpec CHESS = new NotationSpec(SquareNaming.CHESS, true, Option.some('*'), List.empty());
  static final NotationSpec CHESS_NO_ITEMS = new NotationSpec(SquareNaming.CHESS, true, Option.none(), List.empty());
  static final NotationSpec DRAUGHTS = new NotationSpec(SquareNaming.DRAUGHTS, false, Option.none(), List.empty());
  /** The International draughts numbering: 10 &times; 10, 1 = b10, 5 = j10, 46 = a1, 50 = i1. */
  static final SquareNaming INTERNATIONAL_NAMING = SquareNaming.numbered(BoardShape.of(10, 10), Side.BLACK, true);
  static final NotationSpec INTERNATIONAL = new NotationSpec(INTERNATIONAL_NAMING, false, Option.none(), List.empty());
  /** The Canadian draughts numbering: 12 &times; 12, 1 = b12, 6 = l12, 67 = a1, 72 = k1. */
  static final SquareNaming CANADIAN_NAMING = SquareNaming.numbered(BoardShape.of(12, 12), Side.BLACK, true);
  static final NotationSpec CANADIAN = new NotationSpec(CANADIAN_NAMING, false, Option.none(), List.empty());
  /** Chess coordinates on 10 &times; 10: a1..j10. */
  static final NotationSpec TEN_BY_TEN = new NotationSpec(SquareNaming.coordinates(BoardShape.of(10, 10)), true,
      Option.none(), List.empty());

  private Fixtures() {}

  static Piece white(Role role) {
    return Piece.of(Side.WHITE, role);
  }

  static Piece black(Role role) {
    return Piece.of(Side.BLACK, role);
  }

  /** The full chess army of both sides, as Knights in the Enemy Camp starts from. */
  static Setup armies() {
    Role[] back = {Role.ROOK, Role.KNIGHT, Role.BISHOP, Role.QUEEN, Role.KING, Role.BISHOP, Role.KNIGHT, Role.ROOK};
    Setup s = Setup.empty(Side.WHITE);
    for (int file = 0; file < 8; file++) {
      s = s.withPiece(Square.of(file, 0).get(), white(back[file]))
          .withPiece(Square.of(file, 1).get(), white(Role.PAWN))
          .withPiece(Square.of(file, 6).get(), black(Role.PAWN))
          .withPiece(Square.of(file, 7).get(), black(back[file]));
    }
    return s;
  }

  /** Kings and Diamonds at its start (KD-1): kings on e1 and e8, sixteen diamonds on c3..f6. */
  static Setup diamondsStart() {
    SquareSet diamonds = SquareSet.empty();
    for (int file = 2; file <= 5; file++) {
      for (int rank = 2; rank <= 5; rank++) {
        diamonds = diamonds.with(Square.of(file, rank).get());
      }
    }
    return Setup.empty(Side.WHITE)
        .withPiece(Square.E1, white(Role.KING))
        .withPiece(Square.E8, black(Role.KING))
        .withItems(diamonds);
  }

  /**
   * A draughts position where White's man on 30 (d1) captures 30x21x14x5 over the black men on 26, 18
   * and 10 (c2, c4, c6); Black also has a king on 1 (a8) and a man on 12 (g6), White a king on 32 (h1).
   */
  static Setup draughtsCapture() {
    return Setup.empty(Side.WHITE)
        .withPiece(sq(30), white(Role.MAN))
        .withPiece(sq(32), white(Role.KING))
        .withPiece(sq(26), black(Role.MAN))
        .withPiece(sq(18), black(Role.MAN))
        .withPiece(sq(10), black(Role.MAN))
        .withPiece(sq(12), black(Role.MAN))
        .withPiece(sq(1), black(Role.KING));
  }

  /** International draughts at its start: Black's men on 1..20, White's on 31..50, White to move. */
  static Setup internationalStart() {
    Setup s = Setup.empty(Side.WHITE);
    for (int n = 1; n <= 20; n++) {
      s = s.withPiece(international(n), black(Role.MAN)).withPiece(international(n + 30), white(Role.MAN));
    }
    return s;
  }

  /** Canadian draughts' start: Black's men on 1..30, White's on 43..72. */
  static Setup canadianStart() {
    Setup s = Setup.empty(Side.WHITE);
    for (int n = 1; n <= 30; n++) {
      s = s.withPiece(canadian(n), black(Role.MAN)).withPiece(canadian(n + 42), white(Role.MAN));
    }
    return s;
  }

  /** The square of a number of the Canadian draughts board. */
  static Square canadian(int number) {
    return CANADIAN_NAMING.square(String.valueOf(number)).get();
  }

  /** The square of a number of the International draughts board. */
  static Square international(int number) {
    return INTERNATIONAL_NAMING.square(String.valueOf(number)).get();
  }

  /** A square of the 10 &times; 10 board, {@code "j10"}. */
  static Square ten(String name) {
    return BoardShape.of(10, 10).parse(name).get();
  }

  /** The square of a draughts number (ID-2). */
  static Square sq(int number) {
    return SquareNaming.draughtsSquare(number).get();
  }
}
