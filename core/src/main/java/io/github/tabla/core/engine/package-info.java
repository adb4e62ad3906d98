/**
 * The one search engine, on any game's {@link io.github.tabla.core.kernel.Kernel}: iterative deepening
 * over a negamax alpha-beta search with principal-variation windows, one transposition table, killers
 * and history, proved values, node and time budgets with cancellation, and the hooks a game fills
 * ({@link io.github.tabla.core.engine.StateEvaluator}, {@link io.github.tabla.core.engine.StateOrdering},
 * {@link io.github.tabla.core.engine.StateOracle}, {@link io.github.tabla.core.engine.StateBounds},
 * {@link io.github.tabla.core.engine.StateNoise}), and a solve mode.
 * {@link io.github.tabla.core.robot.KernelSearcher} puts it behind the typed positions, for the Robots.
 *
 * <pre>{@code
 * KernelSearch search = KernelSearch.of(kernel, evaluator);
 * KernelResult r = search.search(state, 0, Budget.ofDepth(6), new Cancellation());
 * long best = r.move();
 * }</pre>
 *
 * <p>Everything here is {@code EXPERIMENTAL}: the engine room is being rebuilt on it.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
package io.github.tabla.core.engine;

import org.apiguardian.api.API;
