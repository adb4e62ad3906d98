package io.github.tabla.core;

import io.vavr.control.Option;

/**
 * The setup problems every game shares, with one message each in the core's texts. They name no rule of
 * their own: a game that has one for them gives it with {@link SetupProblem#of(Code, RuleId, SquareSet,
 * Object...)}.
 *
 * <pre>{@code
 * SetupProblem.of(SetupCode.TWO_PIECES, RuleId.of("KD-1"), SquareSet.of(square), square);
 * SetupProblem.of(SetupCode.UNKNOWN_FIELD, "halfmoves");
 * }</pre>
 */
public enum SetupCode implements Code {
  /** The setup does not say whose turn it is. */
  TURN_MISSING("setup.turn-missing"),
  /** More than one piece on a square; its argument is the square (or squares). */
  TWO_PIECES("setup.two-pieces"),
  /** A field the game does not know; its argument is the field's name. */
  UNKNOWN_FIELD("setup.unknown-field");

  private final String key;

  SetupCode(String key) {
    this.key = key;
  }

  @Override
  public String key() {
    return key;
  }

  /** None: a game gives its own rule, when it has one. */
  @Override
  public Option<RuleId> rule() {
    return Option.none();
  }
}
