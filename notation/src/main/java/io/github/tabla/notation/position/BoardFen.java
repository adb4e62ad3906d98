package io.github.tabla.notation.position;

import io.github.tabla.core.BoardShape;
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
    BoardShape board = spec.squares().board();
    int files = board.files();
    int ranks = board.ranks();
    char lastDigit = (char) ('0' + Math.min(9, files));
    java.util.ArrayList<Placement> placements = new java.util.ArrayList<>();
    java.util.ArrayList<Square> items = new java.util.ArrayList<>();
    for (int rank = ranks - 1; rank >= 0; rank--) {
      int file = 0;
      while (!in.atEnd() && in.peek() != '/' && !Character.isWhitespace(in.peek())) {
        char c = in.peek();
        if (c >= '1' && c <= lastDigit) {
          int run = c - '0';
          // a run of more than 9 empty squares on a board of 10 or more files: "10"
          if (files >= 10 && in.pos + 1 < in.end && in.text.charAt(in.pos + 1) >= '0'
              && in.text.charAt(in.pos + 1) <= '9' && run * 10 + in.text.charAt(in.pos + 1) - '0' <= files) {
            in.pos++;
            run = run * 10 + in.peek() - '0';
          }
          if (file + run > files) {
            return in.error(RANK_LENGTH, file < files
                ? (files >= 10 ? "a number" : "a digit") + " up to " + (files - file) + ": rank " + (rank + 1) + " has " + files + " squares"
                : rank > 0 ? "'/' after the " + files + " squares of rank " + (rank + 1)
                    : "a space after the " + files + " squares of rank 1");
          }
          file += run;
        } else {
          if (file >= files) {
            return in.error(RANK_LENGTH, rank > 0 ? "'/' after the " + files + " squares of rank " + (rank + 1)
                : "a space after the " + files + " squares of rank 1");
          }
          Square square = board.square(file, rank).get();
          if (item.contains(c)) {
            items.add(square);
          } else {
            Option<Piece> piece = piece(c);
            if (piece.isEmpty()) {
              return in.error(SQUARE, "a piece letter (KQRBNPM for White, kqrbnpm for Black)"
                  + item.map(i -> ", the item symbol '" + i + "'").getOrElse("") + " or a digit from 1 to "
                  + lastDigit);
            }
            placements.add(Placement.of(square, piece.get()));
          }
          file++;
        }
        in.pos++;
      }
      if (file != files) {
        return in.error(RANK_LENGTH, files + " squares in rank " + (rank + 1) + ", not " + file);
      }
      if (rank > 0) {
        if (!in.at('/')) {
          return in.error(RANKS, "'/' and rank " + rank + ": the board has " + ranks + " ranks");
        }
        in.pos++;
      }
    }
    if (in.at('/')) {
      return in.error(RANKS, "a space after rank 1: the board has " + ranks + " ranks");
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
    return Either.right(new Setup(Array.ofAll(placements), SquareSet.ofAll(items), turn, fields));
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
    BoardShape board = spec.squares().board();
    for (int rank = board.ranks() - 1; rank >= 0; rank--) {
      int empty = 0;
      for (int file = 0; file < board.files(); file++) {
        Square square = board.square(file, rank).get();
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
