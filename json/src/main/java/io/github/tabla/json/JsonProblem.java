package io.github.tabla.json;

import org.apiguardian.api.API;
import io.github.tabla.core.MoveRejection;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * Why a JSON text was not read: a stable code, where in the text (a line and column for bad syntax, a
 * JSON Pointer such as {@code /moves/3} for a value of the wrong kind), and what was wrong: in English for
 * the JSON itself, in the view's language for what the rules say of a position or a move.
 * A move the rules refuse carries the {@link MoveRejection} itself, so that a board can put the rule into
 * words in the player's language.
 *
 * <pre>{@code
 * json.readPosition("{\"game\":\"diamonds\"}").getLeft();
 * // JsonProblem[code=json.missing, where=/text, detail=a position needs its "text", a string]
 * }</pre>
 *
 * @param code one of the codes of this class, such as {@link #SYNTAX}
 * @param where the place: {@code line 1, column 9}, a JSON Pointer ({@code /moves/3}, {@code ""} for the
 *     whole document), or {@code ""} when the problem has no place
 * @param detail what was wrong
 * @param rejection the rules' reason when a move was refused ({@link #MOVE}), otherwise none
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public record JsonProblem(String code, String where, String detail, Option<MoveRejection> rejection) {
  /** The text is not JSON: {@code where} gives the line and column. */
  public static final String SYNTAX = "json.syntax";
  /** The text is longer than {@link TablaJson#MAX_CHARS}. */
  public static final String TOO_LARGE = "json.too-large";
  /** Arrays and objects nest deeper than {@link TablaJson#MAX_DEPTH}. */
  public static final String TOO_DEEP = "json.too-deep";
  /** A value is of the wrong kind (a number where a string belongs, ...). */
  public static final String TYPE = "json.type";
  /** A field the document needs is missing. */
  public static final String MISSING = "json.missing";
  /** The document is of another version of the schema, or another kind. */
  public static final String VERSION = "json.version";
  /** The document names a game that is not this one, or none that is found. */
  public static final String GAME = "json.game";
  /** A square's name is not one of the board's ({@code a1} to {@code h8}). */
  public static final String SQUARE = "json.square";
  /** The position text does not give a valid position of the game. */
  public static final String POSITION = "json.position";
  /** The move is not legal, or its text does not name a legal move: {@link #rejection()} says why when the rules do. */
  public static final String MOVE = "json.move";

  /**
   * Checks the parts.
   *
   * @param code the code
   * @param where the place
   * @param detail the explanation
   * @param rejection the rules' reason, or none
   */
  public JsonProblem {
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(where, "where");
    Objects.requireNonNull(detail, "detail");
    Objects.requireNonNull(rejection, "rejection");
  }

  static JsonProblem of(String code, String where, String detail) {
    return new JsonProblem(code, where, detail, Option.none());
  }

  /**
   * The problem in one line: where, then what.
   *
   * @return for example {@code /moves/3: expected a string, got a number}
   */
  public String text() {
    return where.isEmpty() ? detail : where + ": " + detail;
  }
}
