package io.github.tabla.testkit;

import org.apiguardian.api.API;
import io.github.tabla.core.GamePosition;
import io.vavr.control.Either;
import java.util.Objects;
import java.util.function.Function;

/**
 * A position text, for the position-text round trip of property 5: every reachable position,
 * written and read back, is the same position. The notation module implements it for each game; the
 * testkit does not depend on that module.
 *
 * <pre>{@code
 * PositionFormat<DiamondsPosition> fen = PositionFormat.of(Notation::write,
 *     text -> Notation.readSetup(text).flatMap(s -> game.fromSetup(s).toEither()));
 * Conformance.of(game).withPositionFormat(fen);
 * }</pre>
 *
 * @param <P> the game's position type
 */
@API(status = API.Status.STABLE, since = "0.1")
public interface PositionFormat<P extends GamePosition<P>> extends PositionReader<P> {

  /**
   * A format made of a writer and a reader.
   *
   * @param <P> the game's position type
   * @param writer writes a position
   * @param reader reads it back
   * @return the format
   */
  static <P extends GamePosition<P>> PositionFormat<P> of(Function<? super P, String> writer,
      PositionReader<P> reader) {
    Objects.requireNonNull(writer, "writer");
    Objects.requireNonNull(reader, "reader");
    return new PositionFormat<>() {
      @Override
      public String write(P position) {
        return writer.apply(position);
      }

      @Override
      public Either<?, P> read(String text) {
        return reader.read(text);
      }
    };
  }

  /**
   * Writes a position.
   *
   * @param position the position
   * @return its text
   */
  String write(P position);
}
