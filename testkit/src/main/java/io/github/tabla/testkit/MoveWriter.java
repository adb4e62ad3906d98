package io.github.tabla.testkit;

import org.apiguardian.api.API;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Move;

/**
 * Writes a move as text in the position it is played from, for failure reports.
 *
 * <p>Until a game has its notation, the testkit writes {@code Move.toString()} (square paths such as
 * {@code "a1-b2"} or {@code "b6xd4xf2"}); a notation module supplies its own writer so that a failure
 * reads in the game's notation.
 *
 * <pre>{@code
 * MoveWriter<DraughtsPosition> numbers = (position, move) -> DraughtsNotation.write(position, move);
 * Conformance.of(game).withMoveWriter(numbers);
 * }</pre>
 *
 * @param <P> the game's position type
 */
@FunctionalInterface
@API(status = API.Status.STABLE, since = "0.1")
public interface MoveWriter<P extends GamePosition<P>> {

  /**
   * The writer of {@code Move.toString()}: square paths.
   *
   * @param <P> the game's position type
   * @return the default writer
   */
  static <P extends GamePosition<P>> MoveWriter<P> squares() {
    return (position, move) -> move.toString();
  }

  /**
   * Writes a move.
   *
   * @param position the position the move is played from
   * @param move a legal move of {@code position}
   * @return the move's text
   */
  String write(P position, Move move);
}
