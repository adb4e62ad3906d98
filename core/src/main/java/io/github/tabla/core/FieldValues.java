package io.github.tabla.core;

import org.apiguardian.api.API;
import static io.github.tabla.core.Code.Argument.COUNT;
import static io.github.tabla.core.Code.Argument.SQUARE;

/**
 * What a setup field takes, in words: the last argument of a bad field's text ({@link SetupCode#BAD_FIELD}),
 * one text each in the core's four languages.
 *
 * <pre>{@code
 * Localizable takes = Localizable.of(FieldValues.WHOLE_NUMBER, 0, 80);   // "a whole number from 0 to 80"
 * SetupProblem.of(SetupCode.BAD_FIELD, RuleId.of("ID-13.3"), SquareSet.empty(), "no-progress", "81", takes);
 * // "The field no-progress cannot be "81": it must be a whole number from 0 to 80."
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public enum FieldValues implements Code {
  /** A whole number from the least to the most allowed: "a whole number from {0} to {1}". */
  WHOLE_NUMBER("setup.field.whole-number", COUNT, COUNT),
  /** A whole number with no most: "a whole number, {0} or more". */
  WHOLE_NUMBER_FROM("setup.field.whole-number-from", COUNT),
  /** A square of the board, from the first to the last, or a dash for none: "a square from {0} to {1}, or -". */
  SQUARE_OR_DASH("setup.field.square-or-dash", SQUARE, SQUARE);

  private final Definition definition;

  // words, not a rule's message
  FieldValues(String key, Argument... arguments) {
    definition = Definition.withoutRule(key, arguments);
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
