package io.github.tabla.core.robot;

import io.github.tabla.core.GamePosition;
import io.vavr.control.Option;

/**
 * An oracle that knows the exact value of some positions: a tablebase, a solved game, a race planner.
 * The {@code Searcher} asks it at every node and stops searching where it answers.
 *
 * @param <P> the game's position type
 */
@FunctionalInterface
public interface ExactSolver<P extends GamePosition<P>> {

  /**
   * The exact value of a position from its side to move's view, on the {@link Evaluator#terminal}
   * scale (wins as {@link Values#WIN} or above the threshold, or the final point difference).
   *
   * @param position a position that is not over
   * @return the value, or none when the solver does not know this position
   */
  Option<Integer> solve(P position);
}
