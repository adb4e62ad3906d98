/**
 * The kernel of Knights in the Enemy Camp: knight jumps as bitboards, the start squares of the static
 * pieces, the Zobrist keys, a fast perft and the exact capture-tour solver. Primitives only: no Vavr, no
 * streams, no collections, no boxing. Not exported from the module.
 */
@NullMarked
package io.github.tabla.games.knights.internal;

import org.jspecify.annotations.NullMarked;
