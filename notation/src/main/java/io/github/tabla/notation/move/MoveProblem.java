package io.github.tabla.notation.move;

import org.apiguardian.api.API;
import io.github.tabla.core.Localizable;
import io.github.tabla.core.SyntaxError;
import io.vavr.collection.Seq;

/**
 * Why a move text does not give a move: it cannot be read ({@link Unreadable}), or it names no legal
 * move, several, or a move the rules forbid ({@link Resolution.NoMatch}, {@link Resolution.Ambiguous},
 * {@link Resolution.Illegal}). Each has a stable {@link #code()} with a text in every language of
 * {@link io.github.tabla.notation.NotationMessages}.
 *
 * <pre>{@code
 * notation.readMove(position, "Ke1-e3")
 *     .peekLeft(problem -> ui.show(messages.text(problem)));   // "Ke1-e3 is not allowed: ..."
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public sealed interface MoveProblem extends Localizable
    permits MoveProblem.Unreadable, Resolution.NoMatch, Resolution.WrongPiece, Resolution.Ambiguous,
    Resolution.Illegal {

  /**
   * The text could not be read at all.
   *
   * @param error where and why reading failed
   */
  record Unreadable(SyntaxError error) implements MoveProblem {
    /**
     * The syntax error's code.
     *
     * @return for example {@code "notation.move.syntax.square"}
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
}
