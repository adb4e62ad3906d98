package io.github.tabla.core;

import org.apiguardian.api.API;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.Objects;

/**
 * A text that could not be read: what was read, where it went wrong, what was expected there and
 * what was found instead.
 *
 * <pre>{@code
 * SyntaxError e = Square.parse("e9").getLeft();
 * e.column();   // 1
 * e.expected(); // "a rank from 1 to 8"
 * e.found();    // "9"
 * }</pre>
 *
 * @param code the stable code of the kind of text, for example {@code "square.syntax"}
 * @param input the whole text that was read
 * @param column the zero-based position in {@code input} where reading failed
 * @param expected what the reader expected at {@code column}, in plain words
 * @param found what it found there ({@code "end of text"} when the text stopped early)
 */
@API(status = API.Status.STABLE, since = "0.1")
public record SyntaxError(String code, String input, int column, String expected, String found)
    implements Localizable {
  /**
   * Checks that no part is missing.
   *
   * @param code the stable code of the kind of text, for example {@code "square.syntax"}
   * @param input the whole text that was read
   * @param column the zero-based position in {@code input} where reading failed
   * @param expected what the reader expected at {@code column}, in plain words
   * @param found what it found there ({@code "end of text"} when the text stopped early)
   * @throws NullPointerException when a part is null
   */
  public SyntaxError {
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(input, "input");
    Objects.requireNonNull(expected, "expected");
    Objects.requireNonNull(found, "found");
  }


  /**
   * Makes a syntax error.
   *
   * @param code the stable code
   * @param input the whole text
   * @param column the zero-based column of the problem
   * @param expected what was expected
   * @param found what was found
   * @return the error
   */
  public static SyntaxError of(String code, String input, int column, String expected, String found) {
    return new SyntaxError(code, input, column, expected, found);
  }

  /**
   * The message arguments: the input, the one-based column, the expected and the found text. The input
   * is shown as a person may be shown it ({@link Messages#shownInput(String, int)}): its control
   * characters escaped and, when it is long, only the part around the column, so that a message never
   * repeats a huge or hostile text.
   *
   * @return {@code [input as shown, column + 1, expected, found as shown]}
   */
  @Override
  public Seq<Object> arguments() {
    return Array.of(Messages.shownInput(input, column), column + 1, expected, Messages.shownInput(found));
  }
}
