/**
 * Knights in the Enemy Camp (rules KN-1..KN-13 of {@code shared/rules/knights.md}): the game definition
 * {@link io.github.tabla.games.knights.KnightsGame}, its positions
 * {@link io.github.tabla.games.knights.KnightsPosition}, the race planner
 * {@link io.github.tabla.games.knights.RacePlanner} and the Robot
 * {@link io.github.tabla.games.knights.KnightsRobot}.
 *
 * <pre>{@code
 * KnightsGame game = KnightsGame.standard();
 * KnightsPosition p = game.start();
 * p = p.play(Square.E8, Square.C7).get();               // Ne8xc7: White captures the c7 pawn
 * p.play(Square.A2, Square.A3);                         // Left: the static pieces never move (KN-2)
 * RacePlanner.minimumTurns(p, Side.BLACK);              // Some(19): Black still needs 19 turns
 * Robot<KnightsPosition> robot = game.robot(game.strongestLevel(), 1L);
 * }</pre>
 *
 * <h2>Position text</h2>
 *
 * <p>The FEN-like text is the board (ranks 8 to 1, chess letters, White upper case), the side to move, and
 * four fields in this order:
 * <ol>
 *   <li>{@code white-knight}: the square of White's racing knight, or {@code -} (the default) for "the one
 *       white knight that is not on g1"; needed only when the racing knight stands on g1 after Black
 *       captured White's static knight there;
 *   <li>{@code black-knight}: the same for Black (its static knight starts on g8);
 *   <li>{@code white-turns}, {@code black-turns}: the turns each side has taken, passes included (KN-10);
 *       default {@code 0}.
 * </ol>
 * The start position: {@code r1bqNbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQnBNR w e8 e1 0 0}. Black's final
 * equalising move (KN-9) needs no field: it is pending exactly when White has no target left and Black is
 * to move. Move texts are {@code Ne8-d6}, {@code Ne8xc7} and {@code --} for a pass (KN-8).
 *
 * <h2>The race, solved</h2>
 *
 * <p>The {@link io.github.tabla.games.knights.RacePlanner} finds a knight's exact shortest capture tour by
 * Held-Karp dynamic programming over the subsets of its remaining targets (see its model); a test checks it
 * against a plain breadth-first search over (knight square, targets left). From the start:
 * <ul>
 *   <li><b>White's shortest complete race is 19 turns</b> (14 captures and 5 other jumps):
 *       {@code e8xg7 g7-f5 f5xe7 e7xg8 g8-f6 f6xh7 h7xf8 f8xd7 d7-b6 b6xa8 a8xc7 c7-b5 b5xa7 a7xc8 c8-d6
 *       d6xb7 b7xd8 d8xf7 f7xh8}. <b>Black's is also 19</b>, the same tour mirrored:
 *       {@code e1xg2 g2-e1 e1xc2 c2xa1 a1-c2 c2-b4 b4xa2 a2xc1 c1xe2 e2xg1 g1-f3 f3xh2 h2xf1 f1xd2 d2-c4
 *       c4xb2 b2xd1 d1xf2 f2xh1}. Nothing can make either shorter: with every blocking piece removed the
 *       shortest tour is still 19.
 *   <li><b>With best play by both sides the round is a draw</b>: White captures its last target on its
 *       19th turn, and Black captures its own last one with the final equalising move (KN-9). Neither side
 *       gains by standing in the other's way.
 * </ul>
 *
 * <p>How the draw is proved. A full two-player solve (both knights and both sets of targets, about
 * 2<sup>41</sup> states) is out of reach, so the proof bounds each side. Let {@code T = 19}. First, no
 * knight can finish in fewer than {@code T} turns, whatever happens: 19 is its shortest tour on an empty
 * board. Second, each side has a strategy that finishes no later than the other side. Take this knight
 * racing with all its own static pieces standing (they can only disappear, which never hurts it), against
 * an adversary that may put the other knight on any square this knight wants to land on, but pays for it:
 * the other knight standing on square {@code x} after {@code j} of its turns makes its own race at least
 * {@code c(x, j)} turns longer than {@code T} ({@code c} is computed exactly, over all the states of knight
 * square and targets left the other knight can be in after {@code j} turns, passes allowed). A search over
 * (square, targets left, turn, highest price paid) shows that this knight always finishes within {@code T}
 * plus the highest price the adversary has paid. So the other knight either keeps out of the way and this
 * knight finishes in {@code T}, or it loses at least as many turns as it costs. Both White (the adversary
 * having moved as often as White) and Black (the adversary having moved once more) have such a strategy, so
 * each finishes no later than the other: both finish on their 19th turn, a draw. The test
 * {@code StartPositionProofTest} repeats the proof in about a second; without the adversary's price, the
 * same search shows that a free blocker could delay White, so the price is what makes the proof work.
 *
 * <h2>Two facts the rules leave open</h2>
 * <ul>
 *   <li>"Neither knight can jump" (KN-8) never happens in this game: White's knight can be walled in only
 *       on a1 or h1 (its own pawn on c2 or f2, Black's knight on b3 or g3), Black's only on a8 or h8 (White's
 *       knight on b6 or g6), and the two cannot happen together. A test checks every pair of knight squares;
 *       the rule is still implemented.
 *   <li>Without a move limit (KN-12) a round can last for ever: in some endgames each knight keeps the
 *       other from its last target, and the exact value is a draw by endless blocking. Only the safety
 *       limit of {@link io.github.tabla.games.knights.KnightsGame#withSafetyLimit(int)} ends such a round.
 * </ul>
 */
@NullMarked
package io.github.tabla.games.knights;

import org.jspecify.annotations.NullMarked;
