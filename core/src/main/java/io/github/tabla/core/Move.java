package io.github.tabla.core;

import org.apiguardian.api.API;
import io.vavr.collection.Array;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * A move of any Tabla game: a piece going along a path of squares, or a forced pass.
 *
 * <p>Every game speaks this one type, so notation, user interfaces, the testkit and the Robot treat
 * all games alike. A move is a value: two moves are equal when all their parts are equal, and
 * {@link GamePosition#play(Move)} accepts any value equal to one of the position's legal moves.
 *
 * <pre>{@code
 * Move m = position.legalMoves().head();
 * m.origin();      // Some(e1)
 * m.path();        // [e1, e2]: the origin and every landing square
 * m.captured();    // the squares of the pieces it captures, in capture order
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public sealed interface Move permits Move.PieceMove, Move.Pass {

  /**
   * The side that makes the move.
   *
   * @return the mover
   */
  Side side();

  /**
   * The origin followed by every landing square; empty for a pass.
   *
   * @return the path, at least two squares for a piece move
   */
  Array<Square> path();

  /**
   * The squares of the pieces this move captures, in the order they are captured.
   *
   * @return the captured squares, empty when nothing is captured
   */
  Array<Square> captured();

  /**
   * Whether this is a forced pass (KD-9, KN-8, QB-8).
   *
   * @return {@code true} for a pass
   */
  default boolean isPass() {
    return this instanceof Pass;
  }

  /**
   * Whether this move captures at least one piece.
   *
   * @return {@code true} when {@link #captured()} is not empty
   */
  default boolean isCapture() {
    return !captured().isEmpty();
  }

  /**
   * The square the piece leaves.
   *
   * @return the origin, or none for a pass
   */
  default Option<Square> origin() {
    return path().headOption();
  }

  /**
   * The square the piece ends on.
   *
   * @return the destination, or none for a pass
   */
  default Option<Square> destination() {
    return path().lastOption();
  }

  /**
   * A piece moving along a path.
   *
   * @param side the mover
   * @param role the role of the moving piece before the move
   * @param path the origin and every landing square (at least two squares)
   * @param captured the captured pieces' squares, in capture order
   * @param promotion the role the piece has after the move when it changes (a draughts man crowned, ID-6)
   */
  record PieceMove(Side side, Role role, Array<Square> path, Array<Square> captured, Option<Role> promotion)
      implements Move {

    /**
     * Checks that a piece move has an origin and a destination.
     *
     * @param side the mover
     * @param role the moving piece's role
     * @param path the path
     * @param captured the captured squares
     * @param promotion the role after the move, if it changes
     * @throws IllegalArgumentException when the path has fewer than two squares
     * @throws NullPointerException when a part is null
     */
    public PieceMove {
      Objects.requireNonNull(side, "side");
      Objects.requireNonNull(role, "role");
      Objects.requireNonNull(path, "path");
      Objects.requireNonNull(captured, "captured");
      Objects.requireNonNull(promotion, "promotion");
      if (path.size() < 2) {
        throw new IllegalArgumentException("a piece move needs an origin and a destination, got " + path);
      }
    }

    /**
     * A simple move from one square to another that captures nothing.
     *
     * @param side the mover
     * @param role the moving piece's role
     * @param from the origin
     * @param to the destination
     * @return the move
     */
    public static PieceMove step(Side side, Role role, Square from, Square to) {
      Objects.requireNonNull(from, "from");
      Objects.requireNonNull(to, "to");
      return new PieceMove(side, role, Array.of(from, to), Array.empty(), Option.none());
    }

    /**
     * A move from one square to another that captures the piece standing on the destination.
     *
     * @param side the mover
     * @param role the moving piece's role
     * @param from the origin
     * @param to the destination, where the captured piece stood
     * @return the move
     */
    public static PieceMove capture(Side side, Role role, Square from, Square to) {
      Objects.requireNonNull(from, "from");
      Objects.requireNonNull(to, "to");
      return new PieceMove(side, role, Array.of(from, to), Array.of(to), Option.none());
    }

    /**
     * The move's squares joined by {@code -} or, for a capture, {@code x}: {@code "e1-e2"},
     * {@code "b6xd4xf2"}. The notation module writes each game's own notation.
     *
     * @return a plain readable form
     */
    @Override
    public String toString() {
      return path.mkString(captured.isEmpty() ? "-" : "x");
    }
  }

  /**
   * A forced pass: the side to move has no legal move and loses its turn (KD-9, KN-8, QB-8).
   *
   * @param side the side that passes
   */
  record Pass(Side side) implements Move {
    /**
     * Checks that no part is missing.
     *
     * @param side the side that passes
     * @throws NullPointerException when the side is null
     */
    public Pass {
      Objects.requireNonNull(side, "side");
    }

    /**
     * The pass of a side.
     *
     * @param side the side
     * @return the pass
     */
    public static Pass of(Side side) {
      return new Pass(side);
    }

    /**
     * A pass has no path.
     *
     * @return the empty path
     */
    @Override
    public Array<Square> path() {
      return Array.empty();
    }

    /**
     * A pass captures nothing.
     *
     * @return the empty array
     */
    @Override
    public Array<Square> captured() {
      return Array.empty();
    }

    /**
     * The pass in move text: {@code "--"}.
     *
     * @return {@code "--"}
     */
    @Override
    public String toString() {
      return "--";
    }
  }
}
