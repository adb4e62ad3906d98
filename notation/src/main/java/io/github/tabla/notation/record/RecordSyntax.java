package io.github.tabla.notation.record;

import io.github.tabla.core.SyntaxError;
import io.vavr.collection.Array;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;

/** The reader of PGN/PDN-style record texts; it never throws on any input. */
final class RecordSyntax {
  static final String TAG_NAME = "notation.record.syntax.tag-name";
  static final String TAG_VALUE = "notation.record.syntax.tag-value";
  static final String STRING = "notation.record.syntax.string";
  static final String TAG_CLOSE = "notation.record.syntax.tag-close";
  static final String COMMENT = "notation.record.syntax.comment";
  static final String VARIATION = "notation.record.syntax.variation";
  static final String TOO_MANY_MOVES = "notation.record.syntax.too-many-moves";
  static final String TOO_MANY_RECORDS = "notation.record.syntax.too-many-records";
  static final String TOO_MANY_TAGS = "notation.record.syntax.too-many-tags";

  /** The most moves one record holds: no round of Tabla's games lasts that long (KD: 80, QB: 30). */
  static final int MOST_MOVES = 10_000;
  /** The most records one text holds. */
  static final int MOST_RECORDS = 1_000;
  /** The most tags one record holds. */
  static final int MOST_TAGS = 100;

  static final Seq<String> RESULTS = Array.of("1-0", "0-1", "1/2-1/2", "*", "2-0", "0-2", "1-1");

  private static final String END_OF_TEXT = "end of text";

  private final String text;
  private int pos;

  private RecordSyntax(String text) {
    this.text = text;
  }

  static Seq<Either<SyntaxError, GameText>> parseAll(String text) {
    RecordSyntax in = new RecordSyntax(text);
    java.util.ArrayList<Either<SyntaxError, GameText>> games = new java.util.ArrayList<>();
    if (text.startsWith("\uFEFF")) {
      in.pos = 1;
    }
    while (true) {
      in.skipSpace();
      if (in.pos >= text.length()) {
        return Array.ofAll(games);
      }
      if (games.size() == MOST_RECORDS) {
        games.add(Either.left(SyntaxError.of(TOO_MANY_RECORDS, text, in.pos, String.valueOf(MOST_RECORDS),
            String.valueOf(MOST_RECORDS + 1))));
        return Array.ofAll(games);
      }
      Either<SyntaxError, GameText> game = in.game();
      games.add(game);
      if (game.isLeft() || game.get().error().isDefined()) {
        // after a broken tag or an unclosed comment there is no telling where the next record starts
        return Array.ofAll(games);
      }
    }
  }

  private Either<SyntaxError, GameText> game() {
    LinkedHashMap<String, String> tags = LinkedHashMap.empty();
    int tagCount = 0;
    while (at('[')) {
      if (++tagCount > MOST_TAGS) {
        return Either.left(SyntaxError.of(TOO_MANY_TAGS, text, pos, String.valueOf(MOST_TAGS),
            String.valueOf(tagCount)));
      }
      pos++;
      skipSpace();
      int nameStart = pos;
      while (pos < text.length() && isNameChar(text.charAt(pos))) {
        pos++;
      }
      if (pos == nameStart) {
        return error(TAG_NAME, pos, "a tag name (letters, digits, '_')");
      }
      String name = text.substring(nameStart, pos);
      skipSpace();
      if (!at('"')) {
        return error(TAG_VALUE, pos, "'\"' starting the value of " + name);
      }
      int valueStart = pos;
      pos++;
      StringBuilder value = new StringBuilder();
      while (true) {
        if (pos >= text.length() || text.charAt(pos) == '\n' || text.charAt(pos) == '\r') {
          return error(STRING, pos, "'\"' closing the value that starts at column " + (valueStart + 1));
        }
        char c = text.charAt(pos);
        if (c == '"') {
          pos++;
          break;
        }
        if (c == '\\' && pos + 1 < text.length() && (text.charAt(pos + 1) == '"' || text.charAt(pos + 1) == '\\')) {
          value.append(text.charAt(pos + 1));
          pos += 2;
        } else {
          value.append(c);
          pos++;
        }
      }
      skipSpace();
      if (!at(']')) {
        return error(TAG_CLOSE, pos, "']' closing the tag " + name);
      }
      pos++;
      tags = tags.put(name, value.toString());
      skipSpace();
    }
    java.util.ArrayList<String> moves = new java.util.ArrayList<>();
    Option<String> result = Option.none();
    Option<SyntaxError> error = Option.none();
    while (true) {
      skipSpace();
      if (pos >= text.length() || at('[')) {
        break;
      }
      char c = text.charAt(pos);
      if (c == '{') {
        int close = text.indexOf('}', pos);
        if (close < 0) {
          error = Option.some(syntax(COMMENT, pos, "'}' closing the comment"));
          pos = text.length();
          break;
        }
        pos = close + 1;
      } else if (c == ';') {
        while (pos < text.length() && text.charAt(pos) != '\n') {
          pos++;
        }
      } else if (c == '(') {
        int open = pos;
        if (!skipVariation()) {
          error = Option.some(syntax(VARIATION, open, "')' closing the variation"));
          pos = text.length();
          break;
        }
      } else if (c == '$') {
        pos++;
        while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
          pos++;
        }
      } else {
        int start = pos;
        while (pos < text.length() && !Character.isWhitespace(text.charAt(pos)) && "{}();[".indexOf(text.charAt(pos)) < 0) {
          pos++;
        }
        if (pos == start) {
          // a lone '}' or ')': not part of any move, skip it
          pos++;
          continue;
        }
        String token = text.substring(start, pos);
        if (RESULTS.contains(token)) {
          result = Option.some(token);
          break;
        }
        String move = withoutNumber(token);
        // "..." stands alone in "1. ... Kd4-c4", and annotations may too
        if (!withoutAnnotation(move).isEmpty() && !move.chars().allMatch(ch -> ch == '.')) {
          if (moves.size() == MOST_MOVES) {
            error = Option.some(SyntaxError.of(TOO_MANY_MOVES, text, start, String.valueOf(MOST_MOVES),
                String.valueOf(MOST_MOVES + 1)));
            pos = text.length();
            break;
          }
          moves.add(move);
        }
      }
    }
    return Either.right(new GameText(tags, Array.ofAll(moves), result, error));
  }

  /** Skips a variation, nested ones and comments in it included; {@code false} when it is not closed. */
  private boolean skipVariation() {
    int depth = 0;
    while (pos < text.length()) {
      char c = text.charAt(pos);
      if (c == '{') {
        int close = text.indexOf('}', pos);
        if (close < 0) {
          return false;
        }
        pos = close;
      } else if (c == '(') {
        depth++;
      } else if (c == ')') {
        depth--;
        if (depth == 0) {
          pos++;
          return true;
        }
      }
      pos++;
    }
    return false;
  }

  /** The token without a leading move number such as {@code 12.} or {@code 12...}. */
  static String withoutNumber(String token) {
    int i = 0;
    while (i < token.length() && Character.isDigit(token.charAt(i))) {
      i++;
    }
    if (i == 0 || i >= token.length() || token.charAt(i) != '.') {
      return token;
    }
    while (i < token.length() && token.charAt(i) == '.') {
      i++;
    }
    return token.substring(i);
  }

  /** The move without trailing annotation marks ({@code !}, {@code ?}). */
  static String withoutAnnotation(String move) {
    int end = move.length();
    while (end > 0 && (move.charAt(end - 1) == '!' || move.charAt(end - 1) == '?')) {
      end--;
    }
    return move.substring(0, end);
  }

  private static boolean isNameChar(char c) {
    return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_';
  }

  private boolean at(char c) {
    return pos < text.length() && text.charAt(pos) == c;
  }

  private void skipSpace() {
    while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
      pos++;
    }
  }

  private SyntaxError syntax(String code, int column, String expected) {
    String found = column >= text.length() ? END_OF_TEXT : new String(Character.toChars(text.codePointAt(column)));
    return SyntaxError.of(code, text, column, expected, found);
  }

  private <T> Either<SyntaxError, T> error(String code, int column, String expected) {
    return Either.left(syntax(code, column, expected));
  }
}
