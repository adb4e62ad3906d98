package io.github.tabla.core;

import org.apiguardian.api.API;
import static io.github.tabla.core.Code.Argument.COUNT;
import static io.github.tabla.core.Code.Argument.MESSAGE;
import static io.github.tabla.core.Code.Argument.RULE;
import static io.github.tabla.core.Code.Argument.SIDE;
import static io.github.tabla.core.Code.Argument.SQUARES;
import static io.github.tabla.core.Code.Argument.TEXT;

/**
 * The setup problems every game shares, with one message each in the core's texts. They name no rule of
 * their own: a game that has one for them gives it with {@link SetupProblem#of(Code, RuleId, SquareSet,
 * Object...)}. A text names the game's rule when every game has one for it ({@link #TURN_ORDER}, whose
 * last argument is the {@link Code.Argument#RULE}); the others say what is wrong without a rule id, and
 * the problem still carries the rule a game gave ({@link SetupProblem#rule()}).
 *
 * <pre>{@code
 * SetupProblem.of(SetupCode.TWO_PIECES, RuleId.of("KD-1"), SquareSet.of(square), SquareSet.of(square));
 * SetupProblem.of(SetupCode.UNKNOWN_FIELD, "halfmoves");
 * SetupProblem.of(SetupCode.BAD_FIELD, "white-moves", "x", Localizable.of(FieldValues.WHOLE_NUMBER, 0, 40));
 * SetupProblem.of(SetupCode.TURN_ORDER, RuleId.of("KD-5"), SquareSet.empty(), 8, 7, Side.WHITE);
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public enum SetupCode implements Code {
  /** The setup does not say whose turn it is: "The setup does not say whose turn it is." */
  TURN_MISSING("setup.turn-missing"),
  /**
   * Pieces or items on squares off the game's board: the squares and the board's shape: "Not on this
   * game's {1} board: {0}."
   */
  OFF_BOARD("setup.off-board", SQUARES, TEXT),
  /** More than one piece on some squares: "More than one piece stands on {0}." */
  TWO_PIECES("setup.two-pieces", SQUARES),
  /** A field the game does not know, by its name: "This game has no field called {0}." */
  UNKNOWN_FIELD("setup.unknown-field", TEXT),
  /**
   * A field whose value the game cannot take: the field's name, the value as given, and what the field
   * takes ({@link FieldValues}): "The field {0} cannot be "{1}": it must be {2}."
   */
  BAD_FIELD("setup.bad-field", TEXT, TEXT, MESSAGE),
  /**
   * Move counters that cannot go with the side to move: White's count, Black's count, the side to move and
   * the game's rule: "White has made {0} moves and Black {1} moves, which does not fit {2} to move: the sides
   * take turns ({3})." (each count with its plural forms).
   */
  TURN_ORDER("setup.turn-order", COUNT, COUNT, SIDE, RULE);

  private final Definition definition;

  // no rule of its own: a game gives its rule, when it has one
  SetupCode(String key, Argument... arguments) {
    definition = Definition.withoutRule(key, arguments);
  }

  @Override
  public Definition definition() {
    return definition;
  }
}
