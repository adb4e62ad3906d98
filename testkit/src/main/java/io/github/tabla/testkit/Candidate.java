package io.github.tabla.testkit;

import org.apiguardian.api.API;
import io.github.tabla.core.Move;
import io.github.tabla.core.Square;
import io.vavr.collection.Array;
import java.util.Objects;

/**
 * Something a user or a program may try to play: a drag from one square to another, a path of
 * squares, or a move value (perhaps made for another position). Property 3 tries many of them and
 * expects each to be either the legal move it names or a refusal with an explained reason.
 *
 * <pre>{@code
 * Candidate drag = new Candidate.Gesture(Square.A1, Square.C3);
 * Candidate path = new Candidate.Path(Array.of(Square.A1, Square.B2, Square.C3));
 * Candidate move = new Candidate.Value(otherPosition.legalMoves().head());
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public sealed interface Candidate permits Candidate.Gesture, Candidate.Path, Candidate.Value {

  /**
   * A drag from one square to another, asked with {@code moveFor(from, to)} and {@code play(from, to)}.
   *
   * @param from the origin
   * @param to the destination
   */
  record Gesture(Square from, Square to) implements Candidate {
    /**
     * Checks that no part is missing.
     *
     * @param from the origin
     * @param to the destination
     * @throws NullPointerException when a part is null
     */
    public Gesture {
      Objects.requireNonNull(from, "from");
      Objects.requireNonNull(to, "to");
    }

    /**
     * The drag as text.
     *
     * @return for example {@code "drag a1 to c3"}
     */
    @Override
    public String toString() {
      return "drag " + from + " to " + to;
    }
  }

  /**
   * A path of squares (origin and landing squares; empty for a pass), asked with
   * {@code moveFor(path)} and, when no legal move has it, {@code explain(path)}.
   *
   * @param squares the path
   */
  record Path(Array<Square> squares) implements Candidate {
    /**
     * Checks that no part is missing.
     *
     * @param squares the path
     * @throws NullPointerException when the squares are null
     */
    public Path {
      Objects.requireNonNull(squares, "squares");
    }

    /**
     * The path as text.
     *
     * @return for example {@code "path a1-b2-c3"}, or {@code "path (empty)"}
     */
    @Override
    public String toString() {
      return "path " + (squares.isEmpty() ? "(empty)" : squares.mkString("-"));
    }
  }

  /**
   * A move value, played with {@code play(move)}.
   *
   * @param move the move
   */
  record Value(Move move) implements Candidate {
    /**
     * Checks that no part is missing.
     *
     * @param move the move
     * @throws NullPointerException when the move is null
     */
    public Value {
      Objects.requireNonNull(move, "move");
    }

    /**
     * The move as text.
     *
     * @return for example {@code "move a1-b2 (white king)"}
     */
    @Override
    public String toString() {
      return "move " + move + " (" + move.side().name().toLowerCase(java.util.Locale.ROOT)
          + (move instanceof Move.PieceMove pm ? " " + pm.role().name().toLowerCase(java.util.Locale.ROOT) : "")
          + ")";
    }
  }
}
