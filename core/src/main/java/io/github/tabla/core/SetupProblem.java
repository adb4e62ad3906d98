package io.github.tabla.core;

import io.vavr.collection.Array;
import io.vavr.collection.Seq;

/**
 * One reason a {@link Setup} is not a valid position of a game, with the rule it breaks.
 *
 * <p>{@link GameDefinition#fromSetup(Setup)} returns every problem at once, so an editor can mark
 * them all. The {@link #code()} is stable and has a text in every message bundle.
 *
 * <pre>{@code
 * game.fromSetup(setup).fold(
 *     problems -> problems.map(p -> messages.text(p)),   // e.g. "The kings stand next to each other (KD-3)."
 *     position -> ...);
 * }</pre>
 *
 * @param code the stable code, for example {@code "diamonds.setup.kings-adjacent"}
 * @param ruleId the rule the setup breaks, for example {@code "KD-3"}; empty when no numbered rule applies
 * @param arguments the values the message text refers to
 * @param squares the squares concerned, for a board editor to highlight
 */
public record SetupProblem(String code, String ruleId, Seq<Object> arguments, SquareSet squares)
    implements Localizable {

  /**
   * A problem about some squares.
   *
   * @param code the stable code
   * @param ruleId the rule id, or empty
   * @param squares the squares concerned
   * @param arguments the message arguments
   * @return the problem
   */
  public static SetupProblem of(String code, String ruleId, SquareSet squares, Object... arguments) {
    return new SetupProblem(code, ruleId, Array.of(arguments), squares);
  }

  /**
   * A problem that concerns no particular square.
   *
   * @param code the stable code
   * @param ruleId the rule id, or empty
   * @param arguments the message arguments
   * @return the problem
   */
  public static SetupProblem of(String code, String ruleId, Object... arguments) {
    return new SetupProblem(code, ruleId, Array.of(arguments), SquareSet.empty());
  }
}
