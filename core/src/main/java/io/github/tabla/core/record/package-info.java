/**
 * Game records: the moves and positions of a round, undo and redo, repetition counting, and replay
 * of a move list that keeps the last good position and reports the first error.
 *
 * <pre>{@code
 * GameRecord<P> record = GameRecord.of(game.start());
 * record = record.play(move).getOrElseThrow(why -> new IllegalStateException(messages.text(why)));
 * record.undo();            // Option<GameRecord<P>>: the move taken back, redo() plays it again
 * record.repetitions();     // how often the current position has occurred
 * record.outcome();         // the position's outcome, or a draw by the game's RepetitionRule
 *
 * Replay<P> replay = GameRecord.replay(game.start(), texts, (position, text) -> resolve(position, text));
 * replay.position();        // the last good position
 * replay.error();           // the first error: game, ply, token and reason
 * }</pre>
 *
 * <p>{@link io.github.tabla.core.record.GameRecord} is the main type;
 * {@link io.github.tabla.core.record.Replay} and {@link io.github.tabla.core.record.ReplayError} are
 * what a replay returns.
 */
@NullMarked
package io.github.tabla.core.record;

import org.jspecify.annotations.NullMarked;
