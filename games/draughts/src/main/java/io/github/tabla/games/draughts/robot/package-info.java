/**
 * The Italian draughts Robot (M-7): levels from a child's opponent to a strong engine, hints and
 * analysis, and endgame tables made by retrograde analysis.
 *
 * <pre>{@code
 * ItalianDraughts game = new ItalianDraughts();
 * DraughtsRobot robot = game.robot(game.strongestLevel(), 7L);
 * SearchResult r = robot.analyse(game.start(), Budget.ofMillis(300));
 * r.move();                 // the best move found
 * r.principalVariation();   // the line it expects
 * Endgames.standard().probe(endgamePosition);   // exact win/draw/loss and distance, up to 4 pieces
 * }</pre>
 */
@NullMarked
package io.github.tabla.games.draughts.robot;

import org.jspecify.annotations.NullMarked;
