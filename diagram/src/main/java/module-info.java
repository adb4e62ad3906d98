import org.jspecify.annotations.NullMarked;

/**
 * Tabla diagrams: pictures of a board for every Tabla game, as a standalone SVG or as Unicode text.
 *
 * <p>A diagram draws a {@link io.github.tabla.core.Setup}, so it works for any game and even for
 * setups no game would accept; the game's {@link io.github.tabla.core.NotationSpec} says how the board
 * is coloured and named. Start with
 * {@link io.github.tabla.diagram.Diagram#of(io.github.tabla.core.GameDefinition, io.github.tabla.core.Setup)}.
 */
@NullMarked
module io.github.tabla.diagram {
  requires static org.jspecify;
  requires transitive io.github.tabla.core;

  exports io.github.tabla.diagram;
}
