/**
 * Kings and Diamonds (KD-1..KD-10): two kings on an empty board collect sixteen diamonds.
 *
 * <p>White's king starts on e1, Black's on e8, and the diamonds fill c3..f6 (KD-1). A king steps one
 * square in any direction (KD-2), never next to the other king (KD-3), and collects a diamond by
 * stepping onto it, though not one next to the other king (KD-4). White moves first and no one may pass
 * (KD-5). The round ends when the diamonds are gone, when each side has made 40 moves, or when neither
 * king can step (KD-6); more diamonds wins (KD-7). A match is two rounds with colours swapped, scored by
 * the diamonds of both rounds ({@link io.github.tabla.core.match.MatchFormat#POINTS}, KD-8).
 *
 * <pre>{@code
 * DiamondsGame game = DiamondsGame.instance();              // or Games.byId("diamonds")
 * DiamondsPosition p = game.start();
 * p.legalMoves();                                           // Ke1-d1, Ke1-f1, Ke1-d2, Ke1-e2, Ke1-f2
 * Either<MoveRejection, DiamondsPosition> next = p.play(Square.E1, Square.E3);   // Left: KD-2
 * new PerfectPlay().finalDifference(p);                     // 1
 * }</pre>
 *
 * <h2>Position text</h2>
 * The position text is the board (ranks 8 to 1, {@code K} and {@code k} for the kings, {@code *} for a
 * diamond), the side to move, and four fields in this order, each {@code 0} when left out:
 * {@code white-moves} and {@code black-moves} (the moves each side has made in this round, a forced pass
 * included, at most 40), {@code white-points} and {@code black-points} (the diamonds each has
 * collected). The start of a round is
 *
 * <pre>
 * 4k3/8/2****2/2****2/2****2/2****2/8/4K3 w 0 0 0 0
 * </pre>
 *
 * <p>and after {@code Ke1-e2 Ke8-d7 Ke2-e3 Kd7-d6}, in which each king collects a diamond, it is
 * {@code 8/8/2*k**2/2****2/2****2/2**K*2/8/8 w 2 2 1 1}. Move texts are {@code Ke1-e2}; a forced pass is
 * {@code --}.
 *
 * <h2>The value of the game (KD-10)</h2>
 * The game is solved ({@link io.github.tabla.games.diamonds.PerfectPlay}). With perfect play by both
 * sides White ends the round with <b>one diamond more</b> than Black: the start position's value is
 * {@code +1} for White ({@link io.github.tabla.games.diamonds.PerfectPlay#START_VALUE}), so the original
 * text's claim that White wins with good play because it moves first is true, by the smallest margin.
 * Since the difference is odd, not all sixteen diamonds are collected: under perfect play the move limit
 * ends the round (KD-6.2) with at least one diamond still on the board. In the line two {@code perfect}
 * Robots play, the kings collect 12 diamonds in 19 plies, then stand for most of the round on either
 * side of a diamond that neither may take (KD-4), and the round ends 8 to 7 with one diamond left. Over a
 * two-round match (KD-8) perfect players therefore draw.
 *
 * <p>The solve is a retrograde analysis of every arrangement of the two kings and the diamonds for every
 * number of plies left; it finds that the values repeat with period 4 in the plies left from 37 on, and
 * ships the repeating values as a 3.4 MB table (see {@code docs/benchmarks.md} for the figures
 * and the command that rebuilds it).
 *
 * <h2>The Robot</h2>
 * {@link io.github.tabla.games.diamonds.DiamondsRobot} plays at five levels from {@code gentle} to
 * {@code perfect}.
 */
@NullMarked
package io.github.tabla.games.diamonds;

import org.jspecify.annotations.NullMarked;
