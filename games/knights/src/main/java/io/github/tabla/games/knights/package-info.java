/**
 * Knights in the Enemy Camp (rules KN-1..KN-13 of {@code docs/rules/knights.md}): the game definition
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
 * <h2>The start (KN-1)</h2>
 * <p>{@board knights start}
 *
 * <p>The usual chess start without the kings: in each king's place stands a knight of the opponent, taken
 * from beside the opponent's rook, so b1 and b8 are empty, a black knight stands on e1 among the white
 * pieces and a white knight on e8 among the black ones. These two racing knights are the only pieces that
 * ever move (KN-2); White moves first (KN-7).
 *
 * <h2>The race in diagrams</h2>
 * Each diagram is checked by the rules engine when these pages are built.
 *
 * <p>{@board knights start [origin=e8 dest=d6,f6,c7,g7]}
 * {@board knights start [move=Ne8xc7]}
 *
 * <p><b>KN-3 and KN-4, the jump and the capture.</b> The white knight on e8 jumps in an "L" to d6, f6, c7
 * or g7, over anything in between; c7 and g7 hold black pawns, so those jumps capture. {@code Ne8xc7}
 * takes the pawn, which leaves the board: one of White's 14 targets (KN-6). The static pieces never move:
 * {@code a2-a3} is refused with {@code move.not-your-piece} (KN-2).
 *
 * <p>{@board knights r1bq1bnr/pp1ppp1p/8/8/8/1n6/2PPPPPP/N1BQ1BNR w a1 b3 10 10 [origin=a1]}
 *
 * <p><b>KN-5 and KN-8, blocked squares and the lost turn.</b> The white knight, on a1 after Black took the
 * rook there, has two jumps, and both are blocked: c2 holds its own pawn ({@code knights.own-piece}) and
 * b3 the black racing knight, which it may never capture ({@code knights.other-knight}, KN-5). With no
 * legal jump White loses its turn: its only legal move is the pass {@code --} (KN-8), and the pass counts
 * as a turn (KN-10). a1 and h1 are the only squares where White's knight can be walled in (see the last
 * section).
 *
 * <p>{@board knights 8/7p/8/6N1/8/2n5/P7/8 w g5 c3 20 20 [move=Ng5xh7]}
 * {@board knights 8/7N/8/8/8/2n5/P7/8 b h7 c3 21 20 [move=Nc3xa2 last=g5-h7]}
 *
 * <p><b>KN-9, the final equalising move.</b> Each knight has one target left. White captures its last
 * one, {@code Ng5xh7}, on its 21st turn; the round is not over yet, because Black, having moved once
 * less, gets one last move. If Black captures its own last target with it, {@code Nc3xa2}, both have
 * finished and the round is drawn ({@code knights.end.both-finished}); any other jump, such as
 * {@code Nc3-b5}, and White wins ({@code knights.end.race-finished}). Had Black finished first, Black
 * would have won at once.
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
 * <h2>Endgames, solved exactly</h2>
 * <p>A racing knight that can guard for ever the only squares from which a target can be taken stops the
 * other side from ever finishing (KN-12 sets no move limit): a rook on a8 can only be taken from b6 or c7,
 * and in {@code r7/2n5/8/8/8/8/8/RN5R w b1 c7} Black's knight keeps White's from both for ever, although
 * White's shortest tour needs four turns and Black's nine. The tours cannot see that; a retrograde analysis
 * can. Once few static pieces are left, every position that can follow (the two knights, the pieces still
 * standing, the side to move: {@code 64 · 64 · 2^pieces · 2} of them) is listed and solved backwards from
 * the ends of the round: won when some move leads to a position lost for the other side, lost when every
 * move leads to one won for it, each at its distance in plies, a forced pass (KN-8) being the one move of
 * a knight without a jump; what is never decided is a draw, by both finishing (KN-9), by neither knight
 * being able to jump, or by a blockade that can last for ever. What is proved: the result of every such
 * position with best play by both sides, the fewest plies to a win and the most to a loss. The
 * {@code strongest} level plays by it from seven static pieces down (about a million positions, 50 ms),
 * when its budget allows that many positions and the game has no safety limit, and then says its value
 * as a proved win, loss or draw; with more pieces it searches, and its value is an estimate. That estimate
 * knows blockades too: a game of the two knights alone, solved backwards at the root of the search for
 * every target ({@code Guards}), proves where the other knight can keep a knight from a target for ever
 * (the attacker may land anywhere but on the defender, the defender on none of its own pieces standing at
 * the root, so what is proved there holds in the race), and a side so kept is predicted at most a draw.
 * {@code RaceSolverTest} holds the analysis to an exhaustive solve of small endgames, position by
 * position.
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
