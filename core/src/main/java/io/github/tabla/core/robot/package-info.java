/**
 * The Robot: a computer opponent for every game, from a level a child can beat to the strongest the
 * game provides (M-7).
 *
 * <p>A {@link io.github.tabla.core.robot.Robot} chooses a move within a
 * {@link io.github.tabla.core.robot.Budget} and can be cancelled from another thread. Games build
 * their Robots on the generic {@code io.github.tabla.core.robot.Searcher} (iterative deepening,
 * negamax alpha-beta, a transposition table) with their own
 * {@link io.github.tabla.core.robot.Evaluator} and, where a game is small enough, an
 * {@link io.github.tabla.core.robot.ExactSolver}.
 *
 * <pre>{@code
 * Robot<P> robot = game.robot(game.strongestLevel(), 42L);
 * SearchResult r = robot.choose(position, Budget.ofMillis(500));
 * P next = position.playUnchecked(r.move());
 * }</pre>
 */
@NullMarked
package io.github.tabla.core.robot;

import org.jspecify.annotations.NullMarked;
