package io.github.tabla.testkit;

import org.apiguardian.api.API;
import io.github.tabla.core.GamePosition;
import io.vavr.control.Either;

/**
 * Reads a position text (a FEN-like text, PDN FEN for draughts): the {@code epd} and
 * {@code position} lines of {@code .perft} fixtures.
 *
 * <pre>{@code
 * PositionReader<DiamondsPosition> reader = text -> Notation.readSetup(text)
 *     .flatMap(setup -> game.fromSetup(setup).toEither());
 * }</pre>
 *
 * @param <P> the game's position type
 */
@FunctionalInterface
@API(status = API.Status.STABLE, since = "0.1")
public interface PositionReader<P extends GamePosition<P>> {

  /**
   * Reads a position.
   *
   * @param text the position text
   * @return the position, or why the text is not one (any error value; reports use its
   *     {@code toString})
   */
  Either<?, P> read(String text);
}
