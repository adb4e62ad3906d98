package io.github.tabla.games.knights;

import org.apiguardian.api.API;
import io.github.tabla.core.Move;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.vavr.collection.Seq;
import java.util.Objects;

/**
 * A planned capture tour of one racing knight (KN-13): the moves it intends to make, in order, until its
 * last target is captured. A tour may start with a pass when the knight cannot jump this turn (KN-8).
 *
 * @param side the side whose knight makes the tour
 * @param moves the moves, each a jump ({@link Move.PieceMove}) or a pass; empty when no target is left
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public record Tour(Side side, Seq<Move> moves) {
  /**
   * Checks that no part is missing.
   *
   * @param side the side whose knight makes the tour
   * @param moves the moves, each a jump ({@link Move.PieceMove}) or a pass; empty when no target is left
   * @throws NullPointerException when a part is null
   */
  public Tour {
    Objects.requireNonNull(side, "side");
    Objects.requireNonNull(moves, "moves");
  }


  /**
   * The number of turns the tour takes, passes included (KN-10).
   *
   * @return the number of moves
   */
  public int turns() {
    return moves.size();
  }

  /**
   * The targets in the order the tour captures them.
   *
   * @return the captured squares
   */
  public Seq<Square> captures() {
    return moves.flatMap(Move::captured);
  }

  /**
   * The tour as move texts joined by spaces, for example {@code "e8xc7 c7-d5 d5xe7"}.
   *
   * @return the readable form
   */
  @Override
  public String toString() {
    return moves.mkString(" ");
  }
}
