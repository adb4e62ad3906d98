/**
 * The kernel of Kings and Diamonds: primitive square indices, 64-bit boards and 16-bit diamond sets,
 * with no Vavr, no streams, no collections and no boxing. Not exported; the typed API in
 * {@code io.github.tabla.games.diamonds} and the benchmarks use it.
 *
 * <p>{@link io.github.tabla.games.diamonds.internal.Board} gives the geometry and the steps,
 * {@link io.github.tabla.games.diamonds.internal.Zobrist} the keys,
 * {@link io.github.tabla.games.diamonds.internal.DiamondsKernel} the rules of a move, the end of a round
 * and perft (core's kernel contract: every position is one of its states),
 * {@link io.github.tabla.games.diamonds.internal.Symmetry} the board's symmetries,
 * {@link io.github.tabla.games.diamonds.internal.SolutionTable} the solved game shipped as a resource
 * and {@link io.github.tabla.games.diamonds.internal.SolvedStates} the hooks with which core's engine reads it: together
 * they give the exact value of any position.
 */
@NullMarked
package io.github.tabla.games.diamonds.internal;

import org.jspecify.annotations.NullMarked;
