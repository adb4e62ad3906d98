/**
 * Game records: a PDN-style record for draughts, a PGN-style record for the chess-board games.
 *
 * <h2>The format</h2>
 *
 * <pre>
 * [Date "2026.11.30"]
 * [Round "1"]
 * [White "Ana"]
 * [Black "Robot"]
 * [Result "1-0"]
 * [Game "diamonds"]
 * [Variant "standard"]
 * [Termination "All the diamonds have been collected (KD-6)."]
 * [Score "9-7"]
 *
 * 1. Ke1-e2 Ke8-d7 2. Ke2-d3 Kd7-c6 ... 1-0
 * </pre>
 *
 * <ul>
 *   <li>Tags {@code [Name "value"]}, one per line, values with {@code \"} and {@code \\} escaped. The
 *       writer puts the Seven Tag Roster (Event, Site, Date, Round, White, Black, Result) first, then
 *       {@code Game} (the game's family id), {@code Variant}, {@code FEN} (only when the round did not
 *       start from the game's start position; for draughts a PDN FEN), {@code Termination} and
 *       {@code Score} (once the round is over), then any other tag given.
 *   <li>The moves in the game's notation ({@link io.github.tabla.notation.move.MoveWriter}), numbered
 *       {@code 1.} before White's move ({@code 1...} when Black moves first), lines of at most 80
 *       characters; a forced pass is {@code --}.
 *   <li>The result: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, {@code *} while the round goes on; the
 *       reader also accepts PDN's {@code 2-0}, {@code 0-2}, {@code 1-1}.
 * </ul>
 *
 * <p>The reader skips move numbers ({@code 12.}, {@code 12...}, also glued to the move as in
 * {@code 12.Ke2}), comments ({@code {...}} and {@code ;} to the end of the line), NAGs ({@code $1}),
 * variations in parentheses, and trailing {@code !} and {@code ?} annotations. A record ends at its
 * result or where the next record's tags start. A match record is the rounds' records one after the
 * other, {@code Round} {@code 1} and {@code 2}, the players swapping colours (M-2).
 *
 * <p>Reading replays the moves while they are valid (core's
 * {@link io.github.tabla.core.record.GameRecord#replay}): the last good position, the moves read and
 * the first error with its ply and token, never all-or-nothing. A round the players ended themselves
 * (agreement, M-5; resignation, M-8) is ended again from its {@code Termination} tag and its result.
 *
 * <pre>{@code
 * RecordReading<P> r = RecordText.read(game, text).get();
 * r.position();   // last good position
 * r.error();      // Some(ReplayError[ply 5, token "Ke3-e5", Illegal(...)])
 * }</pre>
 */
@NullMarked
package io.github.tabla.notation.record;

import org.jspecify.annotations.NullMarked;
