/**
 * Matches between two players (rules M-1..M-6): players, not colours, are scored; two rounds with
 * colours swapped, or a single draughts game.
 */
@NullMarked
package io.github.tabla.core.match;

import org.jspecify.annotations.NullMarked;
