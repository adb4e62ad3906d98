package io.github.tabla.diagram;

import org.apiguardian.api.API;
import io.github.tabla.core.Move;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareSet;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * What a diagram marks on top of the pieces: the square a piece leaves, the path it takes, where it
 * may go, what it captures, and the last move played.
 *
 * <p>In SVG the origin is a coloured ring inside the square, the path a line through the square
 * centres with an arrowhead on the last square, a destination a dot (a ring when a piece or an item
 * stands there), a captured square a red cross, and the last move a translucent tint of both
 * squares. In text they are the markers {@code [x]} (origin), {@code (x)} (a destination or a landing
 * square of the path), <code>{x}</code> (captured) and {@code <x>} (last move).
 *
 * <pre>{@code
 * // a draughts capture 30x21x14x5 (ID-2 numbers): d1, b3, d5, b7
 * Highlights h = Highlights.ofMove(move);
 * Highlights hint = Highlights.none()
 *     .withOrigin(Square.E1)
 *     .withDestinations(position.destinationsFrom(Square.E1))
 *     .withLastMove(Square.E8, Square.D7);
 * }</pre>
 *
 * @param origin the square a piece leaves (or the one a player has picked up)
 * @param path the origin and every landing square, in order; fewer than two squares draw no line
 * @param destinations squares to mark as places to go
 * @param captured squares whose pieces are captured
 * @param lastFrom the origin of the last move played
 * @param lastTo the destination of the last move played
 */
@API(status = API.Status.STABLE, since = "0.1")
public record Highlights(Option<Square> origin, Array<Square> path, SquareSet destinations, SquareSet captured,
    Option<Square> lastFrom, Option<Square> lastTo) {

  private static final Highlights NONE = new Highlights(Option.none(), Array.empty(), SquareSet.empty(),
      SquareSet.empty(), Option.none(), Option.none());

  /**
   * Checks that every part is there (use {@code Option.none()} and empty sets for nothing).
   *
   * @param origin the origin
   * @param path the path
   * @param destinations the destinations
   * @param captured the captured squares
   * @param lastFrom the last move's origin
   * @param lastTo the last move's destination
   * @throws NullPointerException naming a part that is {@code null}
   */
  public Highlights {
    Objects.requireNonNull(origin, "origin");
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(destinations, "destinations");
    Objects.requireNonNull(captured, "captured");
    Objects.requireNonNull(lastFrom, "lastFrom");
    Objects.requireNonNull(lastTo, "lastTo");
    if (origin.contains(null) || path.contains(null) || lastFrom.contains(null) || lastTo.contains(null)) {
      throw new NullPointerException("a highlighted square is null");
    }
  }

  /**
   * Nothing marked.
   *
   * @return the empty highlights
   */
  public static Highlights none() {
    return NONE;
  }

  /**
   * The origin, path and captured squares of a move: what a UI shows while a move is being played
   * or explained. A {@link Move.Pass pass} marks nothing.
   *
   * <pre>{@code
   * Highlights.ofMove(new Move.PieceMove(Side.WHITE, Role.MAN,
   *     Array.of(Square.D1, Square.B3, Square.D5, Square.B7),
   *     Array.of(Square.C2, Square.C4, Square.C6), Option.none()));
   * // origin d1, path d1 b3 d5 b7, captured {c2, c4, c6}
   * }</pre>
   *
   * @param move the move
   * @return its highlights
   */
  public static Highlights ofMove(Move move) {
    Objects.requireNonNull(move, "move");
    if (!(move instanceof Move.PieceMove)) {
      return NONE;
    }
    return new Highlights(move.origin(), move.path(), SquareSet.empty(), SquareSet.ofAll(move.captured()),
        Option.none(), Option.none());
  }

  /**
   * These highlights with an origin.
   *
   * @param square the square a piece leaves
   * @return the new highlights
   */
  public Highlights withOrigin(Square square) {
    return new Highlights(Option.some(Objects.requireNonNull(square, "square")), path, destinations, captured, lastFrom, lastTo);
  }

  /**
   * These highlights with a path.
   *
   * @param squares the origin and every landing square, in order
   * @return the new highlights
   */
  public Highlights withPath(Seq<Square> squares) {
    return new Highlights(origin, Array.ofAll(squares), destinations, captured, lastFrom, lastTo);
  }

  /**
   * These highlights with destination squares.
   *
   * @param squares the squares to mark as places to go
   * @return the new highlights
   */
  public Highlights withDestinations(SquareSet squares) {
    return new Highlights(origin, path, squares, captured, lastFrom, lastTo);
  }

  /**
   * These highlights with captured squares.
   *
   * @param squares the squares whose pieces are captured
   * @return the new highlights
   */
  public Highlights withCaptured(SquareSet squares) {
    return new Highlights(origin, path, destinations, squares, lastFrom, lastTo);
  }

  /**
   * These highlights with the last move played.
   *
   * @param from the last move's origin
   * @param to the last move's destination
   * @return the new highlights
   */
  public Highlights withLastMove(Square from, Square to) {
    return new Highlights(origin, path, destinations, captured, Option.some(Objects.requireNonNull(from, "from")),
        Option.some(Objects.requireNonNull(to, "to")));
  }
}
