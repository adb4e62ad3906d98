/**
 * The draughts kernel: 32-square bitboards in {@code int}s, moves packed in primitives, reusable
 * buffers, perft. Not exported; the typed API in {@code io.github.tabla.games.draughts} is built on it,
 * and the benchmarks measure it.
 */
package io.github.tabla.games.draughts.internal;
