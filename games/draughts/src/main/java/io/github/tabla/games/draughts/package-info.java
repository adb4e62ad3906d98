/**
 * Italian draughts (dama italiana, FID rules): the game, its positions and their moves, with a reason
 * for every illegal move.
 *
 * <p>{@link io.github.tabla.games.draughts.ItalianDraughts} is the game definition (found by
 * {@code Games.byId("italian-draughts")}); {@link io.github.tabla.games.draughts.DraughtsPosition} is a
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
 * <p>The capture priorities of ID-10 are a reusable API of their own, in
 * {@link io.github.tabla.games.draughts.capture}. The Robot, its levels, analysis and endgame tables are
 * in {@link io.github.tabla.games.draughts.robot}.
 */
@NullMarked
package io.github.tabla.games.draughts;

import org.jspecify.annotations.NullMarked;
