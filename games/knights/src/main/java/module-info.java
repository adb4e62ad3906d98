/**
 * Knights in the Enemy Camp for Tabla: the game definition, its positions, the race planner and the
 * Robot.
 *
 * <pre>{@code
 * GameDefinition<?> knights = Games.definition("knights").get();
 * }</pre>
 */
module io.github.tabla.games.knights {
  requires transitive io.github.tabla.core;

  exports io.github.tabla.games.knights;

  provides io.github.tabla.core.GameDefinition with io.github.tabla.games.knights.KnightsGame;
}
