package io.github.tabla.core.robot;

import org.apiguardian.api.API;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Outcome;

/**
 * A game's judgement of positions for the {@link Searcher}: an estimate for positions the search
 * cannot see to the end, and the exact value of finished ones. Both are seen from the side to move.
 *
 * <pre>{@code
 * // a game scored by points: the estimate is the points so far, the exact value the final difference
 * Evaluator<P> points = new Evaluator<>() {
 *   public int evaluate(P p) { return p.score().difference(p.sideToMove()); }
 *   public int terminal(P p, Outcome o) { return o.score().difference(p.sideToMove()); }
 * };
 * // a game won or lost: only the estimate is needed, terminal() scores wins and losses
 * Evaluator<P> material = p -> 100 * (men(p, p.sideToMove()) - men(p, p.sideToMove().opposite()));
 * }</pre>
 *
 * @param <P> the game's position type
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public interface Evaluator<P extends GamePosition<P>> {

  /**
   * A heuristic estimate of a position that is not over, from the side to move's view. It must stay
   * strictly between {@code -Values.WIN_THRESHOLD} and {@code Values.WIN_THRESHOLD}; the searcher
   * clamps it there.
   *
   * @param position a position that is not over
   * @return the estimate
   */
  int evaluate(P position);

  /**
   * The exact value of a finished position from the view of its side to move. The default scores a
   * win as {@link Values#WIN}, a loss as {@code -WIN} and a draw as 0; games scored by points return
   * the point difference instead.
   *
   * @param position the finished position
   * @param outcome its outcome
   * @return the value; wins and losses at least {@link Values#WIN_THRESHOLD} and at most
   *     {@link Values#WIN} in magnitude (the searcher clamps to {@code ±WIN} and shortens them by their
   *     distance from the root)
   */
  default int terminal(P position, Outcome outcome) {
    return outcome.resultFor(position.sideToMove()) * Values.WIN;
  }

  /**
   * How this evaluator's scores read as typed values: the unit of its estimates, and whether a proved
   * score is a final point difference or a draw. The default reads scores as plain points of a game
   * scored by points; games override it with their unit ({@code ValueScale.points(Unit.of("diamonds"),
   * 100)}, {@code ValueScale.results(Unit.MEN, 100)}).
   *
   * @return the scale
   */
  default ValueScale scale() {
    return ValueScale.points(Unit.POINTS, 1);
  }
}
