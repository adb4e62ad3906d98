package io.github.tabla.notation.position;

import org.apiguardian.api.API;
import io.github.tabla.core.Localizable;
import io.github.tabla.core.SetupProblem;
import io.github.tabla.core.SyntaxError;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.Objects;

/**
 * Why a position text gives no position: it cannot be read ({@link Unreadable}), or it describes
 * something the game does not accept ({@link Invalid}, with every problem the game found at once).
 *
 * <pre>{@code
 * PositionText.parse(game, "W:W21-32:B1-12,20").fold(
 *     problem -> messages.text(problem),   // "The position is not valid: ..."
 *     position -> ...);
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public sealed interface PositionProblem extends Localizable
    permits PositionProblem.Unreadable, PositionProblem.Invalid {

  /**
   * The text could not be read.
   *
   * @param error where and why reading failed
   */
  record Unreadable(SyntaxError error) implements PositionProblem {
    /**
     * The syntax error's code.
     *
     * @return for example {@code "notation.fen.syntax.number"}
     */
    @Override
    public String code() {
      return error.code();
    }

    /**
     * The syntax error's arguments.
     *
     * @return {@code [input, column + 1, expected, found]}
     */
    @Override
    public Seq<Object> arguments() {
      return error.arguments();
    }
  }

  /**
   * The text was read, but the game rejects the setup it describes.
   *
   * @param problems every problem, from {@link io.github.tabla.core.GameDefinition#fromSetup}
   */
  record Invalid(Seq<SetupProblem> problems) implements PositionProblem {
    /**
     * Checks that no part is missing.
     *
     * @param problems every problem, from {@link io.github.tabla.core.GameDefinition#fromSetup}
     * @throws NullPointerException when the problems are null
     */
    public Invalid {
      Objects.requireNonNull(problems, "problems");
    }

    /**
     * The stable code.
     *
     * @return {@code "notation.position.invalid"}
     */
    @Override
    public String code() {
      return "notation.position.invalid";
    }

    /**
     * The message arguments: the number of problems and the problems themselves.
     *
     * @return {@code [count, problems]}
     */
    @Override
    public Seq<Object> arguments() {
      return Array.of(problems.size(), problems);
    }
  }
}
