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
 * DiamondsGame game = DiamondsGame.instance();              // or Games.definition("diamonds")
 * DiamondsPosition p = game.start();
 * p.legalMoves();                                           // Ke1-d1, Ke1-f1, Ke1-d2, Ke1-e2, Ke1-f2
 * Either<MoveRejection, DiamondsPosition> next = p.play(Square.E1, Square.E3);   // Left: KD-2
 * new PerfectPlay().finalDifference(p);                     // 1
 * }</pre>
 *
 * <h2>The start (KD-1)</h2>
 * <p>{@board diamonds start}
 *
 * <p>White's king stands on e1, Black's on e8, and the sixteen diamonds fill the square c3..f6. White
 * moves first (KD-5).
 *
 * <h2>The rules in diagrams</h2>
 * Each diagram is an example of the rules text, checked by the rules engine when these pages are built:
 * the dots are the legal destinations of the king on the marked square.
 *
 * <p>{@board diamonds start [origin=e1 dest=d1,f1,d2,e2,f2]}
 * {@board diamonds 7k/8/2****2/2****2/2**K*2/2**1*2/8/8 w 3 3 2 0 [origin=e4 dest=d3,e3,f3,d4,f4,d5,e5,f5]}
 *
 * <p><b>KD-2, a king's step.</b> A king moves exactly one square in any direction. From e1 it has five
 * steps, d1, f1, d2, e2 and f2; from e4, with the kings far apart, it has all eight, and stepping onto a
 * diamond (d3, f3, d4, f4, d5, e5, f5) collects it. {@code Ke1-e3} is refused with
 * {@code diamonds.not-a-king-step} (KD-2).
 *
 * <p>{@board diamonds 8/8/2**k*2/2****2/2**K*2/2**1*2/8/8 w 3 3 2 1 [origin=e4 dest=d3,e3,f3,d4,f4]}
 *
 * <p><b>KD-3, the kings never touch.</b> White on e4, Black on e6: White may go to d3, e3, f3, d4 or f4,
 * but not to d5, e5 or f5, where it would stand next to the black king; Black likewise may not enter
 * d5, e5 or f5. The three squares between the kings belong to nobody while the kings stay where they
 * are, and so do the diamonds on them: {@code Ke4-e5} is refused with {@code diamonds.diamond-guarded}
 * (KD-4). A step next to the other king onto an empty square is refused with
 * {@code diamonds.kings-touch} (KD-3).
 *
 * <p>{@board diamonds 8/8/2***3/2***k2/2****2/2*K**2/8/8 w 3 3 1 2 [origin=d3 dest=c2,d2,e2,c3,e3,c4,d4]}
 *
 * <p><b>KD-4, a diamond next to the other king cannot be taken.</b> White's king on d3 may collect the
 * diamonds on c3, e3, c4 and d4, but not the one on e4: it lies next to Black's king on f5, and taking it
 * would put the kings side by side. {@code Kd3-e4} is refused with {@code diamonds.diamond-guarded}
 * (KD-4), the message naming both e4 and f5.
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
 * <p>{@board diamonds 8/8/2*k**2/2****2/2****2/2**K*2/8/8 w 2 2 1 1 [last=d7-d6]}
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
