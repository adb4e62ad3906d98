import org.jspecify.annotations.NullMarked;

/**
 * Knights in the Enemy Camp for Tabla: the game definition, its positions, the race planner and the
 * Robot.
 *
 * <pre>{@code
 * GameDefinition<?> knights = Games.definition("knights").get();
 * }</pre>
 */
@NullMarked
module io.github.tabla.games.knights {
  requires static org.jspecify;
  requires transitive io.github.tabla.core;

  exports io.github.tabla.games.knights;

  provides io.github.tabla.core.GameDefinition with io.github.tabla.games.knights.KnightsGame;
}
