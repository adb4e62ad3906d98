/**
 * Game records: the moves and positions of a round, undo and redo, repetition counting, and replay
 * of a move list that keeps the last good position and reports the first error.
 */
@NullMarked
package io.github.tabla.core.record;

import org.jspecify.annotations.NullMarked;
