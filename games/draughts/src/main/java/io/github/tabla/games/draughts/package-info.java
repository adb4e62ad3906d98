/**
 * Italian draughts (dama italiana, FID rules): the game, its positions and their moves, with a reason
 * for every illegal move.
 *
 * <p>{@link io.github.tabla.games.draughts.ItalianDraughts} is the game definition (found by
 * {@code Games.definition("italian-draughts")}); {@link io.github.tabla.games.draughts.DraughtsPosition} is a
 * position. Squares are core squares; the official numbering of ID-2 is
 * {@link io.github.tabla.core.SquareNaming#DRAUGHTS}.
 *
 * <pre>{@code
 * DraughtsPosition p = new ItalianDraughts().start();
 * Square s22 = SquareNaming.DRAUGHTS.square("22").get();
 * Square s19 = SquareNaming.DRAUGHTS.square("19").get();
 * Either<MoveRejection, DraughtsPosition> after = p.play(s22, s19);   // 22-19
 * after.get().legalMoves();                                           // Black's replies
 * p.perft(6);                                                         // 36473
 * }</pre>
 *
 * <h2>The start (ID-1..ID-4)</h2>
 * <p>{@board italian-draughts start}
 * {@board italian-draughts start [move=22-19]}
 *
 * <p>Play is on the 32 dark squares, numbered 1 to 32 from Black's side (ID-2): 1 is a8, 32 is h1. Black's
 * twelve men stand on 1..12, White's on 21..32, and White moves first (ID-3). A man steps one square
 * diagonally forward onto an empty square (ID-5): White has seven first moves, among them {@code 22-19}
 * (right). Moves are written origin-destination, {@code 22-19}, and captures with every landing square,
 * {@code 29x22x15x6} (ID-4).
 *
 * <h2>The capture priorities in diagrams</h2>
 * Capturing is compulsory (ID-8), and when several captures are possible the rules say which ones may be
 * played (ID-10): the most pieces, then with a king, then the most kings, then the king met earliest.
 * Each diagram below is an example of {@code docs/rules/italian-draughts.md}, White to move; the move
 * shown, with its path and the pieces it captures, is the <em>only</em> legal move, and the build checks
 * it with the rules engine. Playing the other capture is refused with the code and rule named in the
 * caption, and the rejection's {@link io.github.tabla.core.MoveRejection#instead()} holds the move shown.
 *
 * <p>{@board italian-draughts W:WK11:BK6,14,22 [move=11x18x27]}
 * {@board italian-draughts W:W27,K28:B2,23 [move=28x19]}
 *
 * <p><b>ID-10.1, the most pieces.</b> Left: the king on 11 must play {@code 11x18x27}, taking the men on
 * 14 and 22; a generator missing the rule would also allow {@code 11x2}, which takes only the king on 6
 * ({@code draughts.capture.priority.most-pieces}).
 *
 * <p><b>ID-10.2, with a king rather than a man.</b> Right: both captures take one man, so the king must
 * capture, {@code 28x19}; a generator missing the rule would also allow the man's {@code 27x20}
 * ({@code draughts.capture.priority.with-king}).
 *
 * <p>{@board italian-draughts W:WK9,K19,27:B1,K13,14,15,K21,K28 [move=19x10x17x26]}
 * {@board italian-draughts W:WK2,K12:B6,K7 [move=12x3x10]}
 *
 * <p><b>ID-10.3, the most kings.</b> Left: two captures take three pieces with a king, but
 * {@code 19x10x17x26} takes two kings (13 and 21) and {@code 9x18x11x20} only one (13), so only the
 * first is legal; a generator missing the rule would also allow {@code 9x18x11x20}
 * ({@code draughts.capture.priority.most-kings}).
 *
 * <p><b>ID-10.4, the king met earliest.</b> Right: both kings can take two pieces, one of them a king;
 * {@code 12x3x10} takes the king on 7 at its first jump, {@code 2x11x4} only at its second, so only
 * {@code 12x3x10} is legal; a generator missing the rule would also allow {@code 2x11x4}
 * ({@code draughts.capture.priority.earliest-king}).
 *
 * <p>{@board italian-draughts W:WK10,14:BK6,13 [move=10x3]}
 * {@board italian-draughts W:W23:BK11,19,K29 [move=23x14]}
 *
 * <p><b>ID-10.3 and ID-10.4, kings count as kings.</b> Left: the king on 10 can take the king on 6
 * ({@code 10x3}) or the man on 13 ({@code 10x17}); the capture that takes a king comes first. A generator
 * that counts pieces but not which of them are kings would also allow {@code 10x17}
 * ({@code draughts.capture.priority.most-kings}).
 *
 * <p><b>ID-5, men never capture kings.</b> Right: the man on 23 takes the man on 19 and lands on 14,
 * where the king on 11 stands in front of it with 7 empty behind; a man may not take a king, so the
 * capture stops there, {@code 23x14}. A generator missing the rule would also allow {@code 23x14x7}
 * ({@code draughts.man-cannot-capture-king}).
 *
 * <p>{@board italian-draughts W:WK30:BK26,K27,K18,20,10,K12 [move=30x21x14x5]}
 *
 * <p><b>ID-10, the criteria in order.</b> White's king on 30 has two captures of three pieces,
 * each taking two kings, so ID-10.1, ID-10.2 and ID-10.3 leave both: {@code 30x21x14x5} takes kings at
 * jumps 1 and 2 (26, then 18), {@code 30x23x16x7} at jumps 1 and 3 (27, then 12). The first kings are met
 * at the same jump, so the next ones decide (ID-10.4), and only
 * {@code 30x21x14x5} is legal; a generator missing the rule would also allow {@code 30x23x16x7}
 * ({@code draughts.capture.priority.earliest-king}).
 *
 * <p>The capture priorities of ID-10 are a reusable API of their own, in
 * {@link io.github.tabla.games.draughts.capture}. The Robot, its levels, analysis and endgame tables are
 * in {@link io.github.tabla.games.draughts.robot}.
 */
@NullMarked
package io.github.tabla.games.draughts;

import org.jspecify.annotations.NullMarked;
