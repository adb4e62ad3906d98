package io.github.tabla.testkit;

import org.apiguardian.api.API;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Move;
import io.github.tabla.core.Square;
import io.vavr.collection.Array;
import io.vavr.control.Either;

/**
 * Reads a move written as text, in the position it is played from: the {@code moves} lines of
 * {@code .perft} fixtures and the move-text round trip of property 5.
 *
 * <p>Until a game has its notation, {@link #squares()} reads square paths.
 *
 * <pre>{@code
 * Either<?, Move> m = MoveReader.<MiniPosition>squares().read(position, "a1-b2");
 * }</pre>
 *
 * @param <P> the game's position type
 */
@FunctionalInterface
@API(status = API.Status.STABLE, since = "0.1")
public interface MoveReader<P extends GamePosition<P>> {

  /**
   * Reads square paths: squares joined by {@code -} or {@code x} ({@code "e1-e2"},
   * {@code "b6xd4xf2"}), and {@code "--"} or {@code "pass"} for a pass; the legal move with exactly
   * that path is looked up with {@link GamePosition#moveFor(io.vavr.collection.Seq)}.
   *
   * @param <P> the game's position type
   * @return the reader; its errors are {@link io.github.tabla.core.SyntaxError}s and
   *     {@link io.github.tabla.core.MoveRejection}s
   */
  static <P extends GamePosition<P>> MoveReader<P> squares() {
    return (position, text) -> {
      String t = text.trim();
      if (t.equals("--") || t.equalsIgnoreCase("pass")) {
        return position.moveFor(Array.empty());
      }
      Array<Square> path = Array.empty();
      for (String part : t.split("[-x]", -1)) {
        Either<?, Square> square = Square.parse(part);
        if (square.isLeft()) {
          return Either.left(square.getLeft());
        }
        path = path.append(square.get());
      }
      return position.moveFor(path);
    };
  }

  /**
   * Reads a move.
   *
   * @param position the position the move is played from
   * @param text the move's text
   * @return the legal move, or why the text is not one (any error value; reports use its
   *     {@code toString})
   */
  Either<?, Move> read(P position, String text);
}
