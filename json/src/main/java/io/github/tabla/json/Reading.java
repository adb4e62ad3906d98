package io.github.tabla.json;

import io.github.tabla.core.BoardShape;
import io.github.tabla.core.Square;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/** Typed access to a tree that was read, each problem named by its JSON Pointer. */
final class Reading {
  private final Object root;

  Reading(Object root) {
    this.root = root;
  }

  Either<JsonProblem, Boolean> ok() {
    return Either.right(Boolean.TRUE);
  }

  /**
   * The header every document may carry: {@code "version": 1} and its {@code "kind"}; a document without
   * them is read as this version and kind.
   */
  static Either<JsonProblem, Boolean> header(Map<?, ?> doc, String kind) {
    Object version = doc.get("version");
    if (doc.containsKey("version") && !Integer.valueOf(TablaJson.VERSION).equals(version)) {
      return Either.left(JsonProblem.of(JsonProblem.VERSION, "/version",
          "this reader reads version " + TablaJson.VERSION + ", not " + describe(version)));
    }
    Object k = doc.get("kind");
    if (doc.containsKey("kind") && !kind.equals(k)) {
      return Either.left(JsonProblem.of(JsonProblem.VERSION, "/kind",
          "expected a \"" + kind + "\" document, got " + describe(k)));
    }
    return Either.right(Boolean.TRUE);
  }

  /** The root as an object. */
  Either<JsonProblem, Map<?, ?>> object(String at) {
    if (root instanceof Map<?, ?> map) {
      return Either.right(map);
    }
    return Either.left(JsonProblem.of(JsonProblem.TYPE, at, "expected an object, got " + describe(root)));
  }

  /** A string field of an object; {@code at} is the field's pointer, its last segment the field's name. */
  Either<JsonProblem, String> string(Map<?, ?> doc, String at) {
    Object v = field(doc, at);
    if (v instanceof String s) {
      return Either.right(s);
    }
    return Either.left(v == null && !doc.containsKey(name(at))
        ? JsonProblem.of(JsonProblem.MISSING, at, "the field \"" + name(at) + "\" is missing; it is a string")
        : JsonProblem.of(JsonProblem.TYPE, at, "expected a string, got " + describe(v)));
  }

  /** An array field of an object. */
  Either<JsonProblem, List<?>> array(Map<?, ?> doc, String at) {
    Object v = field(doc, at);
    if (v instanceof List<?> list) {
      return Either.right(list);
    }
    return Either.left(v == null && !doc.containsKey(name(at))
        ? JsonProblem.of(JsonProblem.MISSING, at, "the field \"" + name(at) + "\" is missing; it is an array")
        : JsonProblem.of(JsonProblem.TYPE, at, "expected an array, got " + describe(v)));
  }

  /** An array field of square names in coordinates, squares of the given board. */
  Either<JsonProblem, Seq<Square>> squares(Map<?, ?> doc, String at, BoardShape board) {
    return array(doc, at).flatMap(list -> {
      Array<Square> squares = Array.empty();
      for (int i = 0; i < list.size(); i++) {
        Object item = list.get(i);
        if (!(item instanceof String s)) {
          return Either.left(JsonProblem.of(JsonProblem.TYPE, at + "/" + i, "expected a square such as \"e4\", got "
              + describe(item)));
        }
        Either<?, Square> square = board.parse(s);
        if (square.isLeft() || !square.get().text().equals(s)) {
          return Either.left(JsonProblem.of(JsonProblem.SQUARE, at + "/" + i, "\"" + shorten(s)
              + "\" is not a square; squares are a1 to " + board.squares().last().text()));
        }
        squares = squares.append(square.get());
      }
      return Either.right(squares);
    });
  }

  private static @Nullable Object field(Map<?, ?> doc, String at) {
    return doc.get(name(at));
  }

  private static String name(String at) {
    return at.substring(at.lastIndexOf('/') + 1);
  }

  /** A value in a problem's words: its kind, and a short form of it. */
  static String describe(@Nullable Object v) {
    if (v == null) {
      return "null";
    }
    if (v instanceof String s) {
      return "the string \"" + shorten(s) + "\"";
    }
    if (v instanceof Number || v instanceof Boolean) {
      return (v instanceof Boolean ? "the boolean " : "the number ") + shorten(v.toString());
    }
    if (v instanceof List<?>) {
      return "an array";
    }
    return "an object";
  }

  private static String shorten(String s) {
    return s.length() <= 40 ? s : s.substring(0, 40) + "…";
  }
}
