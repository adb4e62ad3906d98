/**
 * Board diagrams for every Tabla game: a standalone SVG picture or Unicode text of a
 * {@link io.github.tabla.core.Setup}, with the squares of a move marked.
 *
 * <p>{@link io.github.tabla.diagram.Diagram} is the value to draw; {@link io.github.tabla.diagram.Highlights}
 * says what to mark (origin, path, destinations, captures, last move),
 * {@link io.github.tabla.diagram.DiagramOptions} how big, which way up and with which
 * {@link io.github.tabla.diagram.Palette colours}; {@link io.github.tabla.diagram.ItemShape} how
 * diamonds and buttons look.
 *
 * <pre>{@code
 * GameDefinition<?> game = Games.definition("italian-draughts").get();
 * Move capture = ...;                                // 30x21x14x5
 * Diagram d = Diagram.of(game, position.toSetup())
 *     .withHighlights(Highlights.ofMove(capture))
 *     .withOptions(DiagramOptions.defaults().withFlipped(true));
 * Files.writeString(Path.of("board.svg"), d.toSvg());
 * System.out.print(d.toText());
 * }</pre>
 *
 * <p>The module depends on {@code tabla-core} only: it draws what a {@code Setup} and a game's
 * {@link io.github.tabla.core.NotationSpec} say, so it works for games it has never heard of. It is a
 * module of its own rather than a part of {@code tabla-notation}: a UI that draws boards needs no text
 * reading, a server that reads game records needs no pictures, and neither has to carry the other. Like
 * notation it may use core and nothing else, so no game can come to depend on it. To draw a position
 * text, read it with {@code tabla-notation} first.
 */
@NullMarked
package io.github.tabla.diagram;

import org.jspecify.annotations.NullMarked;
