/**
 * Tabla notation: the texts of every Tabla game, read and written from the game's
 * {@link io.github.tabla.core.NotationSpec} alone, so that no game depends on this module.
 *
 * <p>{@link io.github.tabla.notation.Notation} bundles everything for one game:
 *
 * <ul>
 *   <li>move text ({@link io.github.tabla.notation.move}): {@code 22-19}, {@code 29x22x15x6},
 *       {@code Ke1-e2}, {@code Nxc7}, {@code --}; read in two layers (syntax, then resolution against a
 *       position's legal moves);
 *   <li>position text ({@link io.github.tabla.notation.position}): PDN FEN for draughts, a FEN-like
 *       text for the chess-board games;
 *   <li>game records ({@link io.github.tabla.notation.record}): PDN/PGN-style, replayed while the
 *       moves are valid.
 * </ul>
 *
 * <p>Every problem is a value with a stable code; {@link io.github.tabla.notation.NotationMessages}
 * puts it into English, Romanian, Hebrew or Italian.
 *
 * <pre>{@code
 * Notation<P> n = Notation.forGame(game);
 * P p = n.readPosition("W:W21-32:B1-12").get();
 * Move m = n.readMove(p, "22-18").get();
 * String again = n.writeMove(m);                       // "22-18"
 * n.readMove(p, "22-17").getLeft();                     // Illegal: the game says why
 * NotationMessages.of(game, Messages.ITALIAN).text(n.readMove(p, "22-17").getLeft());
 * }</pre>
 */
@NullMarked
package io.github.tabla.notation;

import org.jspecify.annotations.NullMarked;
