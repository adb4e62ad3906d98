import org.jspecify.annotations.NullMarked;

/**
 * Tabla notation: move text, position text and game records for every Tabla game.
 *
 * <p>Nothing here knows a particular game: each game declares what its texts need in its
 * {@link io.github.tabla.core.NotationSpec}, and this module reads and writes every game from that
 * declaration. Start with {@link io.github.tabla.notation.Notation#forGame(io.github.tabla.core.GameDefinition)}.
 */
@NullMarked
module io.github.tabla.notation {
  requires static org.jspecify;
  requires transitive io.github.tabla.core;

  exports io.github.tabla.notation;
  exports io.github.tabla.notation.move;
  exports io.github.tabla.notation.position;
  exports io.github.tabla.notation.record;
}
