/**
 * The Robot: a computer opponent for every game, from a level a child can beat to the strongest the
 * game provides (M-7).
 *
 * <p>A {@link io.github.tabla.core.robot.Robot} chooses a move within a
 * {@link io.github.tabla.core.robot.Budget} and can be cancelled from another thread through a
 * {@link io.github.tabla.core.robot.Cancellation}. Games build their Robots on the generic
 * {@link io.github.tabla.core.robot.Searcher} (iterative deepening, negamax alpha-beta with
 * principal-variation windows, a bounded transposition table, proved values) with their own
 * {@link io.github.tabla.core.robot.Evaluator}, {@link io.github.tabla.core.robot.MoveOrdering} and,
 * where a game is small enough, an {@link io.github.tabla.core.robot.ExactSolver}. A
 * {@link io.github.tabla.core.robot.SearchRobot} plays one {@link io.github.tabla.core.robot.Level}
 * of the game's {@link io.github.tabla.core.robot.LevelSettings} table: the gentle levels look
 * shallow and choose with seeded noise, the strongest searches as far as the budget allows.
 *
 * <p>Using a game's Robot:
 *
 * <pre>{@code
 * Robot<P> robot = game.robot(game.strongestLevel(), 42L);
 * SearchResult r = robot.choose(position, Budget.ofMillis(500));
 * P next = position.playUnchecked(r.move());
 * Move tip = game.robot(game.levels().head(), 42L).hint(next, Budget.ofDepth(6));
 * }</pre>
 *
 * <p>Giving a game its Robot:
 *
 * <pre>{@code
 * static final Searcher<P> SEARCHER = Searcher.of(new MyEvaluator())
 *     .withOrdering(MoveOrdering.capturesFirst());
 * static final Seq<LevelSettings> LEVELS = LevelSettings.ladder(
 *     Array.of(new Level(1, "gentle"), new Level(2, "medium"), new Level(3, "strongest")), 100);
 *
 * public Robot<P> robot(Level level, long seed) {
 *   return SearchRobot.forLevel(SEARCHER, LEVELS, level, seed);
 * }
 * }</pre>
 */
@NullMarked
package io.github.tabla.core.robot;

import org.jspecify.annotations.NullMarked;
