package io.github.tabla.notation.position;

import io.github.tabla.core.FieldSpec;
import io.github.tabla.core.NotationSpec;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Placement;
import io.github.tabla.core.Role;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.core.SquareSet;
import io.github.tabla.core.SyntaxError;
import io.vavr.collection.Array;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Locale;

/** The PDN FEN of draughts, as specified in the package documentation. */
final class DraughtsFen {
  static final String TURN = "notation.fen.syntax.turn";
  static final String COLON = "notation.fen.syntax.colon";
  static final String SIDE = "notation.fen.syntax.side";
  static final String NUMBER = "notation.fen.syntax.number";
  static final String SQUARE = "notation.fen.syntax.square";
  static final String RANGE = "notation.fen.syntax.range";
  static final String LIST = "notation.fen.syntax.list";
  static final String FIELD = "notation.fen.syntax.field";
  static final String UNKNOWN_FIELD = "notation.fen.syntax.unknown-field";
  static final String REPEATED = "notation.fen.syntax.repeated";
  static final String TOO_MANY = "notation.fen.syntax.too-many";

  /** The squares a naming names in the order a position lists them: by number, or by file and rank. */
  static Seq<Square> ordered(SquareNaming naming) {
    Seq<Square> named = naming.board().squares().filter(naming::names);
    return naming.numbered() ? named.sortBy(s -> Integer.parseInt(naming.name(s).get()))
        : named.sortBy(s -> s.file() * 16 + s.rank());
  }

  /** The number of squares a naming names: its playing squares, numbered 1 to this. */
  static int squares(SquareNaming naming) {
    return naming.board().squares().count(naming::names);
  }

  /** The tag of the first declared field: the PDN (lidraughts) half-move clock slot. */
  static final char FIRST_FIELD_TAG = 'H';

  private DraughtsFen() {}

  static Either<SyntaxError, Setup> read(NotationSpec spec, String text) {
    Scan in = new Scan(text);
    if (in.atEnd()) {
      return in.error(PositionText.EMPTY, "a position");
    }
    Option<Side> turn = side(in.peek());
    if (turn.isEmpty()) {
      return in.error(TURN, "'W' or 'B', the side to move");
    }
    in.pos++;
    java.util.ArrayList<Placement> placements = new java.util.ArrayList<>();
    SquareNaming naming = spec.squares();
    int most = squares(naming);
    boolean[] listed = new boolean[2];
    for (int list = 0; list < 2; list++) {
      if (!in.at(':')) {
        return in.error(COLON, list == 0 ? "':' after the side to move" : "':' and the other side's pieces");
      }
      in.pos++;
      int sideColumn = in.pos;
      Option<Side> side = in.atEnd() ? Option.none() : side(in.peek());
      if (side.isEmpty()) {
        return in.error(SIDE, "'W' or 'B' starting a list of pieces");
      }
      if (listed[side.get().ordinal()]) {
        return in.error(REPEATED, sideColumn, "the list of " + side.get().opposite().name().toLowerCase(Locale.ROOT) + "'s pieces");
      }
      listed[side.get().ordinal()] = true;
      in.pos++;
      Either<SyntaxError, java.util.List<Placement>> pieces = pieces(in, side.get(), naming, most);
      if (pieces.isLeft()) {
        return Either.left(pieces.getLeft());
      }
      placements.addAll(pieces.get());
    }
    Either<SyntaxError, LinkedHashMap<String, String>> fields = fields(in, spec.fields());
    if (fields.isLeft()) {
      return Either.left(fields.getLeft());
    }
    return Either.right(new Setup(Array.ofAll(placements), SquareSet.empty(), turn.get(), fields.get()));
  }

  private static Either<SyntaxError, java.util.List<Placement>> pieces(Scan in, Side side, SquareNaming naming,
      int most) {
    java.util.ArrayList<Placement> placements = new java.util.ArrayList<>();
    if (in.atEnd() || in.at(':')) {
      return Either.right(placements);
    }
    while (true) {
      Role role = Role.MAN;
      if (in.at('K')) {
        role = Role.KING;
        in.pos++;
      }
      if (!naming.numbered()) {
        Either<SyntaxError, Square> named = name(in, naming);
        if (named.isLeft()) {
          return Either.left(named.getLeft());
        }
        if (placements.size() + 1 > most) {
          return Either.left(SyntaxError.of(TOO_MANY, in.text, in.pos, String.valueOf(most),
              String.valueOf(placements.size() + 1)));
        }
        placements.add(Placement.of(named.get(), Piece.of(side, role)));
        if (in.atEnd() || in.at(':')) {
          return Either.right(placements);
        }
        if (!in.at(',')) {
          return in.error(LIST, "',' and the next square, or ':'");
        }
        in.pos++;
        continue;
      }
      Either<SyntaxError, Integer> first = number(in, most);
      if (first.isLeft()) {
        return Either.left(first.getLeft());
      }
      int last = first.get();
      if (in.at('-')) {
        in.pos++;
        int column = in.pos;
        Either<SyntaxError, Integer> to = number(in, most);
        if (to.isLeft()) {
          return Either.left(to.getLeft());
        }
        if (to.get() < first.get()) {
          return in.error(RANGE, column, "a number from " + first.get() + " to " + most + " ending the range");
        }
        last = to.get();
      }
      Piece piece = Piece.of(side, role);
      int count = placements.size() + last - first.get() + 1;
      if (count > most) {
        return Either.left(SyntaxError.of(TOO_MANY, in.text, in.pos, String.valueOf(most),
            String.valueOf(count)));
      }
      for (int n = first.get(); n <= last; n++) {
        placements.add(Placement.of(naming.square(String.valueOf(n)).get(), piece));
      }
      if (in.atEnd() || in.at(':')) {
        return Either.right(placements);
      }
      if (!in.at(',')) {
        return in.error(LIST, "',' and the next square, or ':'");
      }
      in.pos++;
    }
  }

  // a square's name in coordinates: letters and digits up to the next ',' or ':'
  private static Either<SyntaxError, Square> name(Scan in, SquareNaming naming) {
    int start = in.pos;
    while (!in.atEnd() && Character.isLetterOrDigit(in.peek())) {
      in.pos++;
    }
    String token = in.text.substring(start, in.pos);
    Option<Square> square = token.length() <= 3 ? naming.square(token) : Option.none();
    if (square.isEmpty()) {
      return Either.left(SyntaxError.of(SQUARE, in.text, start, "a playing square from " + naming.range()
          .replace("..", " to "), token.isEmpty() ? (in.atEnd() ? Scan.END_OF_TEXT : String.valueOf(in.peek())) : token));
    }
    return Either.right(square.get());
  }

  private static Either<SyntaxError, Integer> number(Scan in, int most) {
    int start = in.pos;
    while (!in.atEnd() && in.peek() >= '0' && in.peek() <= '9') {
      in.pos++;
    }
    int length = in.pos - start;
    if (length == 0) {
      return in.error(NUMBER, start, "a square number from 1 to " + most);
    }
    int n = length <= 3 ? Integer.parseInt(in.text.substring(start, in.pos)) : 0;
    if (n < 1 || n > most) {
      return Either.left(SyntaxError.of(NUMBER, in.text, start, "a square number from 1 to " + most,
          in.text.substring(start, in.pos)));
    }
    return Either.right(n);
  }

  private static Either<SyntaxError, LinkedHashMap<String, String>> fields(Scan in, Seq<FieldSpec> specs) {
    String[] values = new String[specs.size()];
    while (!in.atEnd()) {
      if (!in.at(':')) {
        return in.error(COLON, "':' and a field, or the end of the position");
      }
      in.pos++;
      int column = in.pos;
      int stop = column;
      while (stop < in.end && in.text.charAt(stop) != ':' && !Character.isWhitespace(in.text.charAt(stop))) {
        stop++;
      }
      String section = in.text.substring(column, stop);
      int equals = section.indexOf('=');
      int index;
      String value;
      if (equals > 0) {
        String name = section.substring(0, equals);
        index = specs.indexWhere(f -> f.name().equals(name));
        if (index < 0) {
          return in.error(UNKNOWN_FIELD, column, "one of the fields " + specs.map(FieldSpec::name).mkString(", "));
        }
        value = section.substring(equals + 1);
        if (value.isEmpty()) {
          return in.error(FIELD, column + equals + 1, "the value of " + name);
        }
      } else if (!section.isEmpty() && section.charAt(0) == FIRST_FIELD_TAG && section.length() > 1) {
        if (specs.isEmpty()) {
          return in.error(UNKNOWN_FIELD, column, "the end of the position: this game has no fields");
        }
        index = 0;
        value = section.substring(1);
      } else {
        return in.error(FIELD, column, specs.isEmpty()
            ? "the end of the position: this game has no fields"
            : "a field such as " + FIRST_FIELD_TAG + specs.head().defaultValue() + " or "
                + specs.head().name() + "=" + specs.head().defaultValue());
      }
      if (values[index] != null) {
        return in.error(REPEATED, column, "each field once");
      }
      values[index] = value;
      in.pos = stop;
      if (!in.atEnd() && !in.at(':')) {
        return in.error(FIELD, "':' or the end of the position");
      }
    }
    LinkedHashMap<String, String> fields = LinkedHashMap.empty();
    for (int i = 0; i < values.length; i++) {
      FieldSpec f = specs.get(i);
      fields = fields.put(f.name(), values[i] == null ? f.defaultValue() : values[i]);
    }
    return Either.right(fields);
  }

  private static Option<Side> side(char c) {
    return c == 'W' ? Option.some(Side.WHITE) : c == 'B' ? Option.some(Side.BLACK) : Option.none();
  }

  static String write(NotationSpec spec, Setup setup) {
    StringBuilder out = new StringBuilder();
    out.append(setup.turn() == Side.WHITE ? 'W' : 'B');
    for (Side side : Side.values()) {
      out.append(':').append(side == Side.WHITE ? 'W' : 'B');
      // canonical: each numbered square once, in number order
      boolean first = true;
      SquareNaming naming = spec.squares();
      for (Square square : ordered(naming)) {
        Option<Piece> piece = setup.pieceAt(square);
        if (piece.isDefined() && piece.get().side() == side) {
          out.append(first ? "" : ",").append(piece.get().role() == Role.KING ? "K" : "")
              .append(naming.name(square).get());
          first = false;
        }
      }
    }
    Seq<FieldSpec> specs = spec.fields();
    for (int i = 0; i < specs.size(); i++) {
      FieldSpec f = specs.get(i);
      String value = setup.field(f.name()).getOrElse(f.defaultValue());
      if (!value.equals(f.defaultValue())) {
        out.append(':').append(i == 0 ? String.valueOf(FIRST_FIELD_TAG) : f.name() + "=").append(value);
      }
    }
    return out.toString();
  }
}
