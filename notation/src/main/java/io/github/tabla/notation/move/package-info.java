/**
 * Move text in two layers.
 *
 * <p><b>Syntax</b>, without a position: {@link io.github.tabla.notation.move.MoveText#parse(String,
 * io.github.tabla.core.SquareNaming)} reads a text into a {@link io.github.tabla.notation.move.MoveText}
 * or a {@link io.github.tabla.core.SyntaxError} with the column, what was expected and what was found.
 *
 * <p><b>Resolution</b>, against a position: {@link io.github.tabla.notation.move.MoveResolver} finds the
 * unique legal move the text names, or answers {@link io.github.tabla.notation.move.Resolution.NoMatch}
 * (with the closest legal moves), {@link io.github.tabla.notation.move.Resolution.Ambiguous} (with the
 * candidates) or {@link io.github.tabla.notation.move.Resolution.Illegal} (with the game's
 * {@link io.github.tabla.core.MoveRejection}).
 *
 * <p><b>Writing</b>: {@link io.github.tabla.notation.move.MoveWriter} writes the game's notation.
 *
 * <h2>The grammar</h2>
 *
 * <pre>
 * draughts (SquareNaming.DRAUGHTS, ID-4)
 *   move    = "--" | number ( "-" number )+ | number ( "x" number )+
 *   number  = 1 or 2 digits, 1..32 (ID-2)
 * chess-board games (SquareNaming.CHESS)
 *   move    = "--" | long | short
 *   long    = [letter] square ( "-" square )+ | [letter] square ( "x" square )+ | [letter] square square
 *   short   = [letter] [file | rank] ["x"] square
 *   letter  = K | Q | R | B | N | P | M      (Role.letter(), upper case for both sides)
 *   square  = a..h 1..8                        (lower-case file)
 * </pre>
 *
 * <p>Whitespace around a move is allowed, none inside it. {@code x} says the move captures a piece;
 * collecting a diamond or a button is not a capture.
 *
 * <pre>{@code
 * MoveText.parse("29x22x15x6", SquareNaming.DRAUGHTS);   // Right(DraughtsPath[b1, d3, e5, f7], capture)
 * MoveText.parse("Nxc7", SquareNaming.CHESS);           // Right(ShortAlgebraic[N, c7, capture])
 * MoveText.parse("Ke1-e9", SquareNaming.CHESS);         // Left(column 5: expected a rank from 1 to 8, found "9")
 * }</pre>
 */
@NullMarked
package io.github.tabla.notation.move;

import org.jspecify.annotations.NullMarked;
