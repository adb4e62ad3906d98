package io.github.tabla.notation.move;

import io.github.tabla.core.BoardShape;
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
    return naming.numbered() ? draughts(text, start, end, naming)
        : chess(text, start, end, letters, naming.board());
  }

  private static Either<SyntaxError, MoveText> draughts(String text, int start, int end, SquareNaming naming) {
    String numbers = "a square number from " + naming.range().replace("..", " to ");
    java.util.ArrayList<Square> squares = new java.util.ArrayList<>();
    char separator = 0;
    int i = start;
    while (true) {
      if (i >= end || !isDigit(text.charAt(i))) {
        return error(NUMBER, text, i, end, numbers);
      }
      int j = i;
      while (j < end && isDigit(text.charAt(j))) {
        j++;
      }
      Option<Square> square = j - i <= 3 ? naming.square(text.substring(i, j)) : Option.none();
      if (square.isEmpty()) {
        return Either.left(SyntaxError.of(NUMBER, text, i, numbers, text.substring(i, j)));
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
    return Either.right(new MoveText.DraughtsPath(Array.ofAll(squares), separator == 'x', naming));
  }

  private static Either<SyntaxError, MoveText> chess(String text, int start, int end, PieceLetters letters,
      BoardShape board) {
    int i = start;
    // a capital file before a rank is a square (E1), not a piece letter
    boolean square = isFile(text.charAt(i), board) && i + 1 < end && isRank(text.charAt(i + 1), board);
    Option<PieceLetter> role = square ? Option.none() : letters.match(text.substring(0, end), i);
    if (role.isDefined()) {
      i += role.get().letter().length();
    }
    if (i >= end) {
      return error(SQUARE, text, i, end, squares(board));
    }
    char c = text.charAt(i);
    Option<Integer> fromFile = Option.none();
    Option<Integer> fromRank = Option.none();
    if (isFile(c, board) && i + 1 < end && isRank(text.charAt(i + 1), board)) {
      Either<SyntaxError, At> first = squareAt(text, i, end, board);
      if (first.isLeft()) {
        return Either.left(first.getLeft());
      }
      int j = first.get().next();
      if (j == end) {
        return Either.right(new MoveText.ShortAlgebraic(role, Option.none(), Option.none(), first.get().square(),
            false));
      }
      char next = text.charAt(j);
      if (next == '-' || next == 'x') {
        return path(text, role, first.get().square(), j, end, board);
      }
      if (!isFile(next, board)) {
        return error(TRAILING, text, j, end, "'-', 'x' or the end of the move");
      }
      // the whole origin without a separator (SAN's "Rb1d1") names a path of two squares
      Either<SyntaxError, At> second = squareAt(text, j, end, board);
      if (second.isLeft()) {
        return Either.left(second.getLeft());
      }
      if (second.get().next() != end) {
        return error(TRAILING, text, second.get().next(), end, "the end of the move");
      }
      return Either.right(new MoveText.LongAlgebraic(role, Array.of(first.get().square(), second.get().square()),
          false));
    } else if (isFile(c, board)) {
      fromFile = Option.some(Character.toLowerCase(c) - 'a');
      i++;
    } else if (isRank(c, board)) {
      int j = rankEnd(text, i, end, board);
      int rank = Integer.parseInt(text.substring(i, j));
      if (rank > board.ranks()) {
        return error(SQUARE, text, i, end, "a rank from 1 to " + board.ranks());
      }
      fromRank = Option.some(rank - 1);
      i = j;
    } else if (c != 'x') {
      // a game without piece letters expects a square here, and says so
      return role.isDefined() || !letters.any()
          ? error(SQUARE, text, i, end, squares(board))
          : error(START, text, i, end, "a piece letter, a square or '--'");
    }
    boolean capture = i < end && text.charAt(i) == 'x';
    if (capture) {
      i++;
    }
    Either<SyntaxError, At> destination = squareAt(text, i, end, board);
    if (destination.isLeft()) {
      return Either.left(destination.getLeft());
    }
    if (destination.get().next() != end) {
      return error(TRAILING, text, destination.get().next(), end, "the end of the move");
    }
    return Either.right(new MoveText.ShortAlgebraic(role, fromFile, fromRank, destination.get().square(), capture));
  }

  private static Either<SyntaxError, MoveText> path(String text, Option<PieceLetter> role, Square first, int from,
      int end, BoardShape board) {
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
      Either<SyntaxError, At> next = squareAt(text, j, end, board);
      if (next.isLeft()) {
        return Either.left(next.getLeft());
      }
      squares.add(next.get().square());
      j = next.get().next();
    }
    return Either.right(new MoveText.LongAlgebraic(role, Array.ofAll(squares), separator == 'x'));
  }

  /** A square read from the text, and where the text goes on after it. */
  private record At(Square square, int next) {}

  private static String squares(BoardShape board) {
    return "a square from a1 to " + board.squares().last().text();
  }

  // a file letter, then a rank of as many digits as the board's last rank has
  private static Either<SyntaxError, At> squareAt(String text, int i, int end, BoardShape board) {
    if (i >= end || !isFile(text.charAt(i), board)) {
      return error(SQUARE, text, i, end, squares(board));
    }
    if (i + 1 >= end || !isRank(text.charAt(i + 1), board)) {
      return error(SQUARE, text, i + 1, end, "a rank from 1 to " + board.ranks());
    }
    int j = rankEnd(text, i + 1, end, board);
    int rank = Integer.parseInt(text.substring(i + 1, j));
    if (rank > board.ranks()) {
      return error(SQUARE, text, i + 1, end, "a rank from 1 to " + board.ranks());
    }
    return Either.right(new At(board.square(Character.toLowerCase(text.charAt(i)) - 'a', rank - 1).get(), j));
  }

  // the end of a rank's digits starting at i (a first digit isRank accepted)
  private static int rankEnd(String text, int i, int end, BoardShape board) {
    int j = i + 1;
    if (board.ranks() >= 10 && j < end && isDigit(text.charAt(j))) {
      j++;
    }
    return j;
  }

  /** A file letter of the board, in either case: squares may be written {@code e1} or {@code E1}. */
  private static boolean isFile(char c, BoardShape board) {
    char lower = Character.toLowerCase(c);
    return lower >= 'a' && lower < 'a' + board.files() && (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z');
  }

  /** The first digit of a rank of the board. */
  private static boolean isRank(char c, BoardShape board) {
    return c >= '1' && c <= (char) ('0' + Math.min(9, board.ranks()));
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
