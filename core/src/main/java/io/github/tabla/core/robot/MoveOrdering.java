package io.github.tabla.core.robot;

import org.apiguardian.api.API;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Move;

/**
 * A game's hint to the {@link Searcher} about which moves to try first. Alpha-beta search cuts off
 * sooner when good moves come first; the order never changes the value the search finds, only how fast
 * it finds it.
 *
 * <p>The searcher tries the move its transposition table remembers first, then the moves in
 * decreasing order of {@link #priority}, then (among equal priorities) recent refutations (killer
 * moves) and moves that often caused cut-offs (history), and finally the game's own
 * {@code legalMoves()} order.
 *
 * <pre>{@code
 * // Kings and Diamonds: stepping onto a diamond first
 * MoveOrdering<DiamondsPosition> ordering =
 *     (p, m) -> m.destination().exists(p.diamonds()::contains) ? 1 : 0;
 * Searcher<DiamondsPosition> searcher = Searcher.of(evaluator).withOrdering(ordering);
 * }</pre>
 *
 * @param <P> the game's position type
 */
@FunctionalInterface
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public interface MoveOrdering<P extends GamePosition<P>> {

  /**
   * How promising a move looks; higher is tried earlier. Quiet moves usually get 0 so that the
   * searcher's own killer and history heuristics order them.
   *
   * @param position the position the move is played in
   * @param move one of the position's legal moves
   * @return the priority, any {@code int}
   */
  int priority(P position, Move move);

  /**
   * No opinion: every move has priority 0.
   *
   * @param <P> the game's position type
   * @return the neutral ordering
   */
  static <P extends GamePosition<P>> MoveOrdering<P> none() {
    return (position, move) -> 0;
  }

  /**
   * Captures first, the more pieces captured the earlier: a sensible default for every game in which
   * captures exist.
   *
   * @param <P> the game's position type
   * @return the ordering by the number of captured pieces
   */
  static <P extends GamePosition<P>> MoveOrdering<P> capturesFirst() {
    return (position, move) -> move.captured().size();
  }
}
