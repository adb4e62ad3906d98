/**
 * The game SPI and the values every game shares.
 *
 * <p>A game is a stateless {@link io.github.tabla.core.GameDefinition}; its positions are immutable
 * {@link io.github.tabla.core.GamePosition} values. Moves are played by value, and a refused move comes
 * back as a {@link io.github.tabla.core.MoveRejection} that names the rule:
 *
 * <pre>{@code
 * GameDefinition<?> game = Games.definition("italian-draughts").get();
 * play(game);
 *
 * static <P extends GamePosition<P>> void play(GameDefinition<P> game) {
 *   P start = game.start();
 *   Move first = start.legalMoves().head();
 *   P next = start.play(first).get();                    // Right: the move was legal
 *   MoveRejection why = next.play(first).getLeft();        // Left: it is not the mover's piece any more
 *   System.out.println(why.code() + " (" + why.ruleId() + ")");
 * }
 * }</pre>
 *
 * <p>Nothing here takes or returns {@code null} unless it is marked {@code @Nullable} (the package is
 * {@code @NullMarked}): a {@code null} argument is refused at once with a {@link NullPointerException}
 * that names the parameter, as every Tabla module does and the testkit's conformance property 11 checks
 * for every game.
 */
@NullMarked
package io.github.tabla.core;

import org.jspecify.annotations.NullMarked;
