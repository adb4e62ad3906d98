/**
 * The kernel of Queens, Rooks and Buttons: primitive bitboards, packed moves and reusable buffers,
 * with no Vavr, no streams, no collections and no boxing. Not exported; the typed API in
 * {@code io.github.tabla.games.buttons} and the benchmarks use it.
 *
 * <p>{@link io.github.tabla.games.buttons.internal.Slides} gives the sliding lines,
 * {@link io.github.tabla.games.buttons.internal.Rules} the moves and the end of a round,
 * {@link io.github.tabla.games.buttons.internal.Zobrist} the keys,
 * {@link io.github.tabla.games.buttons.internal.ButtonsKernel} the kernel core's engine searches,
 * {@link io.github.tabla.games.buttons.internal.Evaluation} the Robot's judgement,
 * {@link io.github.tabla.games.buttons.internal.Greedy} the gentle levels' play.
 */
@NullMarked
package io.github.tabla.games.buttons.internal;

import org.jspecify.annotations.NullMarked;
