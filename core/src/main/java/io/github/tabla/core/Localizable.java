package io.github.tabla.core;

import org.apiguardian.api.API;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.Objects;

/**
 * Something a person may be told: a stable message code and the arguments of its text.
 *
 * <p>Codes are stable strings such as {@code "diamonds.kings-touch"}; they are keys of the resource
 * bundles shipped in English, Romanian, Hebrew and Italian, so the text is never built into the code.
 * {@link Messages} turns a {@code Localizable} into text for a locale.
 */
@API(status = API.Status.STABLE, since = "0.1")
public interface Localizable {
  /**
   * The stable code of this message; also its key in the resource bundles.
   *
   * @return for example {@code "move.not-your-piece"}
   */
  String code();

  /**
   * The values the message text refers to as {@code {0}}, {@code {1}}, ... in bundle order.
   *
   * @return the arguments, possibly empty
   */
  Seq<Object> arguments();

  /**
   * A message from its code and arguments.
   *
   * <pre>{@code
   * messages.text(Localizable.of("unit.diamonds", 3));   // "3 diamonds"
   * }</pre>
   *
   * @param code the stable code
   * @param arguments the arguments of its text
   * @return the message
   */
  static Localizable of(String code, Object... arguments) {
    return new Message(code, Array.of(arguments));
  }

  /**
   * A message of a typed code, its arguments checked: for words a message puts inside another
   * ({@link FieldValues}), and for the texts a game shows that are neither rejections nor setup problems.
   *
   * <pre>{@code
   * Localizable.of(FieldValues.WHOLE_NUMBER, 0, 80);   // "a whole number from 0 to 80"
   * }</pre>
   *
   * @param code the code
   * @param arguments the arguments, of the kinds the code declares ({@link Code#arguments()})
   * @return the message
   * @throws IllegalArgumentException naming the code, when the arguments are not of its number and kinds
   */
  static Localizable of(Code code, Object... arguments) {
    Objects.requireNonNull(code, "code");
    return new Message(code.key(), CodeArguments.of(code, code.ruleText(), arguments));
  }

  /**
   * A message made of a code and its arguments, equal by both.
   *
   * @param code the stable code
   * @param arguments the arguments
   */
  record Message(String code, Seq<Object> arguments) implements Localizable {
    /**
     * Checks the parts.
     *
     * @param code the code, not blank
     * @param arguments the arguments
     * @throws IllegalArgumentException when the code is blank
     */
    public Message {
      Objects.requireNonNull(code, "code");
      Objects.requireNonNull(arguments, "arguments");
      if (code.chars().allMatch(Character::isWhitespace)) {
        throw new IllegalArgumentException("a message needs a code");
      }
    }
  }
}
