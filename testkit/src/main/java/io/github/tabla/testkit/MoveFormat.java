package io.github.tabla.testkit;

import org.apiguardian.api.API;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Move;
import io.vavr.control.Either;
import java.util.Objects;

/**
 * A move notation, for the move-text round trip of property 5: every legal move, written and read
 * back in the same position, is the same move. The notation module implements it for each game;
 * the testkit does not depend on that module.
 *
 * <pre>{@code
 * MoveFormat<DiamondsPosition> text = MoveFormat.of(
 *     (position, move) -> Notation.write(position, move),
 *     (position, text) -> Notation.read(position, text));
 * Conformance.of(game).withMoveFormat(text);
 * }</pre>
 *
 * @param <P> the game's position type
 */
@API(status = API.Status.STABLE, since = "0.1")
public interface MoveFormat<P extends GamePosition<P>> extends MoveWriter<P>, MoveReader<P> {

  /**
   * A format made of a writer and a reader.
   *
   * @param <P> the game's position type
   * @param writer writes a move in its position
   * @param reader reads it back
   * @return the format
   */
  static <P extends GamePosition<P>> MoveFormat<P> of(MoveWriter<P> writer, MoveReader<P> reader) {
    Objects.requireNonNull(writer, "writer");
    Objects.requireNonNull(reader, "reader");
    return new MoveFormat<>() {
      @Override
      public String write(P position, Move move) {
        return writer.write(position, move);
      }

      @Override
      public Either<?, Move> read(P position, String text) {
        return reader.read(position, text);
      }
    };
  }

  /**
   * Square paths both ways: {@link MoveWriter#squares()} and {@link MoveReader#squares()}.
   *
   * @param <P> the game's position type
   * @return the format
   */
  static <P extends GamePosition<P>> MoveFormat<P> squares() {
    return of(MoveWriter.<P>squares(), MoveReader.<P>squares());
  }
}
