package io.github.tabla.notation.move;

import io.github.tabla.core.Square;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.core.SyntaxError;
import io.vavr.collection.Array;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * The reader of move texts, by hand so that every failure says where it happened. It never throws on
 * any input: every path ends in a value or a {@link SyntaxError}.
 */
final class MoveSyntax {
  /** Nothing but whitespace was given. */
  static final String EMPTY = "notation.move.syntax.empty";
  /** A draughts square number 1..32 was expected. */
  static final String NUMBER = "notation.move.syntax.number";
  /** A chess-coordinate square was expected. */
  static final String SQUARE = "notation.move.syntax.square";
  /** A piece letter, a square or the pass was expected at the start. */
  static final String START = "notation.move.syntax.start";
  /** A separator ({@code -} or {@code x}) was expected. */
  static final String SEPARATOR = "notation.move.syntax.separator";
  /** The separators of one move must all be the same. */
  static final String MIXED = "notation.move.syntax.mixed";
  /** The move was complete, but more text followed. */
  static final String TRAILING = "notation.move.syntax.trailing";
  /** The text is longer than any move. */
  static final String TOO_LONG = "notation.move.syntax.too-long";

  /**
   * The longest move text read: a draughts capture of twelve pieces with every landing named is under
   * 40 characters, so anything longer is refused at once, before it is read.
   */
  static final int LONGEST = 256;

  /** What {@link SyntaxError#found()} says when the text stopped early. */
  static final String END_OF_TEXT = "end of text";

  private MoveSyntax() {}

  static Either<SyntaxError, MoveText> parse(String text) {
    int start = start(text);
    boolean digit = start < text.length() && isDigit(text.charAt(start));
    return parse(text, digit ? SquareNaming.DRAUGHTS : SquareNaming.CHESS, PieceLetters.ENGLISH);
  }

  static Either<SyntaxError, MoveText> parse(String text, SquareNaming naming, PieceLetters letters) {
    int start = start(text);
    int end = end(text, start);
    if (end - start > LONGEST) {
      return Either.left(SyntaxError.of(TOO_LONG, text, start + LONGEST, String.valueOf(LONGEST),
          String.valueOf(end - start)));
    }
    if (start == end) {
      return error(EMPTY, text, start, end, "a move");
    }
    if (end - start == 2 && text.startsWith("--", start)) {
      return Either.right(new MoveText.Pass());
    }
    return naming == SquareNaming.DRAUGHTS ? draughts(text, start, end) : chess(text, start, end, letters);
  }

  private static Either<SyntaxError, MoveText> draughts(String text, int start, int end) {
    java.util.ArrayList<Square> squares = new java.util.ArrayList<>();
    char separator = 0;
    int i = start;
    while (true) {
      if (i >= end || !isDigit(text.charAt(i))) {
        return error(NUMBER, text, i, end, "a square number from 1 to 32");
      }
      int j = i;
      while (j < end && isDigit(text.charAt(j))) {
        j++;
      }
      Option<Square> square = j - i <= 2
          ? SquareNaming.draughtsSquare(Integer.parseInt(text.substring(i, j)))
          : Option.none();
      if (square.isEmpty()) {
        return Either.left(SyntaxError.of(NUMBER, text, i, "a square number from 1 to 32", text.substring(i, j)));
      }
      squares.add(square.get());
      i = j;
      if (i == end) {
        break;
      }
      char c = text.charAt(i);
      if (c != '-' && c != 'x') {
        return squares.size() == 1
            ? error(SEPARATOR, text, i, end, "'-' or 'x'")
            : error(TRAILING, text, i, end, "'-', 'x' or the end of the move");
      }
      if (separator != 0 && c != separator) {
        return error(MIXED, text, i, end, "'" + separator + "' as between the squares before");
      }
      separator = c;
      i++;
    }
    if (squares.size() < 2) {
      return error(SEPARATOR, text, end, end, "'-' or 'x'");
    }
    return Either.right(new MoveText.DraughtsPath(Array.ofAll(squares), separator == 'x'));
  }

  private static Either<SyntaxError, MoveText> chess(String text, int start, int end, PieceLetters letters) {
    int i = start;
    // a capital file before a rank is a square (E1), not a piece letter
    boolean square = isFile(text.charAt(i)) && i + 1 < end && isRank(text.charAt(i + 1));
    Option<PieceLetter> role = square ? Option.none() : letters.match(text.substring(0, end), i);
    if (role.isDefined()) {
      i += role.get().letter().length();
    }
    if (i >= end) {
      return error(SQUARE, text, i, end, "a square from a1 to h8");
    }
    char c = text.charAt(i);
    Option<Integer> fromFile = Option.none();
    Option<Integer> fromRank = Option.none();
    if (isFile(c) && i + 1 < end && isRank(text.charAt(i + 1))) {
      Square first = square(text, i);
      int j = i + 2;
      if (j == end) {
        return Either.right(new MoveText.ShortAlgebraic(role, Option.none(), Option.none(), first, false));
      }
      char next = text.charAt(j);
      if (next == '-' || next == 'x') {
        return path(text, role, first, j, end);
      }
      if (!isFile(next)) {
        return error(TRAILING, text, j, end, "'-', 'x' or the end of the move");
      }
      // the whole origin without a separator (SAN's "Rb1d1") names a path of two squares
      Either<SyntaxError, Square> second = squareAt(text, j, end);
      if (second.isLeft()) {
        return Either.left(second.getLeft());
      }
      if (j + 2 != end) {
        return error(TRAILING, text, j + 2, end, "the end of the move");
      }
      return Either.right(new MoveText.LongAlgebraic(role, Array.of(first, second.get()), false));
    } else if (isFile(c)) {
      fromFile = Option.some(Character.toLowerCase(c) - 'a');
      i++;
    } else if (isRank(c)) {
      fromRank = Option.some(c - '1');
      i++;
    } else if (c != 'x') {
      return role.isDefined()
          ? error(SQUARE, text, i, end, "a square from a1 to h8")
          : error(START, text, i, end, "a piece letter, a square or '--'");
    }
    boolean capture = i < end && text.charAt(i) == 'x';
    if (capture) {
      i++;
    }
    Either<SyntaxError, Square> destination = squareAt(text, i, end);
    if (destination.isLeft()) {
      return Either.left(destination.getLeft());
    }
    if (i + 2 != end) {
      return error(TRAILING, text, i + 2, end, "the end of the move");
    }
    return Either.right(new MoveText.ShortAlgebraic(role, fromFile, fromRank, destination.get(), capture));
  }

  private static Either<SyntaxError, MoveText> path(String text, Option<PieceLetter> role, Square first, int from,
      int end) {
    java.util.ArrayList<Square> squares = new java.util.ArrayList<>(java.util.List.of(first));
    char separator = 0;
    int j = from;
    while (j < end) {
      char c = text.charAt(j);
      if (c != '-' && c != 'x') {
        return error(TRAILING, text, j, end, "'-', 'x' or the end of the move");
      }
      if (separator != 0 && c != separator) {
        return error(MIXED, text, j, end, "'" + separator + "' as between the squares before");
      }
      separator = c;
      j++;
      Either<SyntaxError, Square> next = squareAt(text, j, end);
      if (next.isLeft()) {
        return Either.left(next.getLeft());
      }
      squares.add(next.get());
      j += 2;
    }
    return Either.right(new MoveText.LongAlgebraic(role, Array.ofAll(squares), separator == 'x'));
  }

  private static Either<SyntaxError, Square> squareAt(String text, int i, int end) {
    if (i >= end || !isFile(text.charAt(i))) {
      return error(SQUARE, text, i, end, "a square from a1 to h8");
    }
    if (i + 1 >= end || !isRank(text.charAt(i + 1))) {
      return error(SQUARE, text, i + 1, end, "a rank from 1 to 8");
    }
    return Either.right(square(text, i));
  }

  private static Square square(String text, int i) {
    return Square.of(Character.toLowerCase(text.charAt(i)) - 'a', text.charAt(i + 1) - '1').get();
  }

  /** A file letter, in either case: squares may be written {@code e1} or {@code E1}. */
  private static boolean isFile(char c) {
    return c >= 'a' && c <= 'h' || c >= 'A' && c <= 'H';
  }

  private static boolean isRank(char c) {
    return c >= '1' && c <= '8';
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private static int start(String text) {
    int i = 0;
    while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
      i++;
    }
    return i;
  }

  private static int end(String text, int start) {
    int end = text.length();
    while (end > start && Character.isWhitespace(text.charAt(end - 1))) {
      end--;
    }
    return end;
  }

  /**
   * What stands at a column, as a person would name it: one character (a whole code point), or
   * {@link #END_OF_TEXT}.
   */
  static String found(String text, int column, int end) {
    if (column >= end) {
      return END_OF_TEXT;
    }
    return new String(Character.toChars(text.codePointAt(column)));
  }

  private static <T> Either<SyntaxError, T> error(String code, String text, int column, int end, String expected) {
    return Either.left(SyntaxError.of(code, text, column, expected, found(text, column, end)));
  }
}
