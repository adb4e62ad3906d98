package io.github.tabla.notation.position;

import io.github.tabla.core.FieldSpec;
import java.util.Objects;
import io.github.tabla.core.NotationSpec;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Placement;
import io.github.tabla.core.Role;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareSet;
import io.github.tabla.core.SyntaxError;
import io.vavr.collection.Array;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;

/** The FEN-like text of the chess-board games, as specified in the package documentation. */
final class BoardFen {
  static final String SQUARE = "notation.board.syntax.square";
  static final String RANK_LENGTH = "notation.board.syntax.rank-length";
  static final String RANKS = "notation.board.syntax.ranks";
  static final String TURN = "notation.board.syntax.turn";
  static final String SPACE = "notation.board.syntax.space";
  static final String EXTRA = "notation.board.syntax.extra";

  private BoardFen() {}

  static Either<SyntaxError, Setup> read(NotationSpec spec, String text) {
    Scan in = new Scan(text);
    if (in.atEnd()) {
      return in.error(PositionText.EMPTY, "a position");
    }
    Option<Character> item = spec.itemSymbol();
    java.util.ArrayList<Placement> placements = new java.util.ArrayList<>();
    long items = 0L;
    for (int rank = 7; rank >= 0; rank--) {
      int file = 0;
      while (!in.atEnd() && in.peek() != '/' && !Character.isWhitespace(in.peek())) {
        char c = in.peek();
        if (c >= '1' && c <= '8') {
          if (file + (c - '0') > 8) {
            return in.error(RANK_LENGTH, file < 8
                ? "a digit up to " + (8 - file) + ": rank " + (rank + 1) + " has 8 squares"
                : rank > 0 ? "'/' after the 8 squares of rank " + (rank + 1) : "a space after the 8 squares of rank 1");
          }
          file += c - '0';
        } else {
          if (file >= 8) {
            return in.error(RANK_LENGTH, rank > 0 ? "'/' after the 8 squares of rank " + (rank + 1)
                : "a space after the 8 squares of rank 1");
          }
          Square square = Square.of(file, rank).get();
          if (item.contains(c)) {
            items |= 1L << square.index();
          } else {
            Option<Piece> piece = piece(c);
            if (piece.isEmpty()) {
              return in.error(SQUARE, "a piece letter (KQRBNPM for White, kqrbnpm for Black)"
                  + item.map(i -> ", the item symbol '" + i + "'").getOrElse("") + " or a digit from 1 to 8");
            }
            placements.add(Placement.of(square, piece.get()));
          }
          file++;
        }
        in.pos++;
      }
      if (file != 8) {
        return in.error(RANK_LENGTH, "8 squares in rank " + (rank + 1) + ", not " + file);
      }
      if (rank > 0) {
        if (!in.at('/')) {
          return in.error(RANKS, "'/' and rank " + rank + ": the board has 8 ranks");
        }
        in.pos++;
      }
    }
    if (in.at('/')) {
      return in.error(RANKS, "a space after rank 1: the board has 8 ranks");
    }
    if (!skipSpaces(in)) {
      return in.error(SPACE, "a space and the side to move");
    }
    Side turn;
    if (in.at('w')) {
      turn = Side.WHITE;
    } else if (in.at('b')) {
      turn = Side.BLACK;
    } else {
      return in.error(TURN, "'w' or 'b', the side to move");
    }
    in.pos++;
    LinkedHashMap<String, String> fields = LinkedHashMap.empty();
    Seq<FieldSpec> specs = spec.fields();
    for (FieldSpec f : specs) {
      int before = in.pos;
      if (in.atEnd()) {
        fields = fields.put(f.name(), f.defaultValue());
        continue;
      }
      if (!skipSpaces(in)) {
        return in.error(SPACE, before, "a space and the field " + f.name());
      }
      int start = in.pos;
      while (!in.atEnd() && !Character.isWhitespace(in.peek())) {
        in.pos++;
      }
      fields = fields.put(f.name(), in.text.substring(start, in.pos));
    }
    if (!in.atEnd()) {
      skipSpaces(in);
      return in.error(EXTRA, specs.isEmpty()
          ? "the end of the position: this game has no fields after the side to move"
          : "the end of the position after the last field, " + specs.last().name());
    }
    return Either.right(new Setup(Array.ofAll(placements), SquareSet.ofBits(items), turn, fields));
  }

  /** Skips one or more whitespace characters; {@code false} when there is none. */
  private static boolean skipSpaces(Scan in) {
    int start = in.pos;
    while (!in.atEnd() && Character.isWhitespace(in.peek())) {
      in.pos++;
    }
    return in.pos > start;
  }

  private static Option<Piece> piece(char c) {
    for (Role r : Role.values()) {
      if (c == r.letter()) {
        return Option.some(Piece.of(Side.WHITE, r));
      }
      if (c == Character.toLowerCase(r.letter())) {
        return Option.some(Piece.of(Side.BLACK, r));
      }
    }
    return Option.none();
  }

  static String write(NotationSpec spec, Setup setup) {
    StringBuilder out = new StringBuilder();
    for (int rank = 7; rank >= 0; rank--) {
      int empty = 0;
      for (int file = 0; file < 8; file++) {
        Square square = Square.of(file, rank).get();
        Option<Piece> piece = setup.pieceAt(square);
        Option<Character> symbol = piece.isDefined() ? Option.some(piece.get().letter())
            : setup.items().contains(square) ? spec.itemSymbol() : Option.none();
        if (symbol.isEmpty()) {
          empty++;
        } else {
          if (empty > 0) {
            out.append(empty);
            empty = 0;
          }
          out.append(symbol.get().charValue());
        }
      }
      if (empty > 0) {
        out.append(empty);
      }
      if (rank > 0) {
        out.append('/');
      }
    }
    out.append(' ').append(Objects.requireNonNull(setup.turn(), "checked by PositionText.write").letter());
    for (FieldSpec f : spec.fields()) {
      out.append(' ').append(setup.field(f.name()).getOrElse(f.defaultValue()));
    }
    return out.toString();
  }
}
