package io.github.tabla.core.robot;

import org.apiguardian.api.API;
import io.github.tabla.core.GamePosition;
import io.vavr.control.Option;

/**
 * An oracle that knows the exact value of some positions: a tablebase, a solved game, a race planner.
 * The {@link Searcher} asks it at every unfinished node below the root (after its transposition table)
 * and takes an answer as an exact leaf: it searches no further there, and the answer counts as proved.
 *
 * <pre>{@code
 * ExactSolver<P> endgame = p -> p.pieceCount() <= 3 ? Option.some(table.value(p)) : Option.none();
 * Searcher<P> searcher = Searcher.of(evaluator).withSolver(endgame);
 * }</pre>
 *
 * @param <P> the game's position type
 */
@FunctionalInterface
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public interface ExactSolver<P extends GamePosition<P>> {

  /**
   * The exact value of a position from its side to move's view, on the {@link Evaluator#terminal}
   * scale: the final point difference, or for a win {@code Values.WIN - n} where {@code n} is the
   * number of plies to the win from this position (a loss likewise negative). The searcher clamps the
   * answer to {@code ±Values.WIN} and shortens wins and losses further by the position's own distance
   * from the root.
   *
   * @param position a position that is not over
   * @return the value, or none when the solver does not know this position
   */
  Option<Integer> solve(P position);
}
