import org.jspecify.annotations.NullMarked;

/**
 * Tabla core: the vocabulary every Tabla game speaks.
 *
 * <p>Squares and pieces ({@link io.github.tabla.core.Square}, {@link io.github.tabla.core.SquareSet},
 * {@link io.github.tabla.core.Piece}), unvalidated setups ({@link io.github.tabla.core.Setup}), the game
 * SPI ({@link io.github.tabla.core.GameDefinition}, {@link io.github.tabla.core.GamePosition}), moves and
 * the reasons they are refused, outcomes, game records, matches and the Robot framework.
 *
 * <p>Games are found through {@link java.util.ServiceLoader}: a game module
 * {@code provides io.github.tabla.core.GameDefinition with ...} and
 * {@link io.github.tabla.core.Games#byId(String)} finds it.
 */
@NullMarked
module io.github.tabla.core {
  requires transitive io.vavr;
  requires static transitive org.jspecify;
  requires static transitive org.apiguardian.api;

  exports io.github.tabla.core;
  exports io.github.tabla.core.record;
  exports io.github.tabla.core.match;
  exports io.github.tabla.core.robot;
  exports io.github.tabla.core.kernel;
  exports io.github.tabla.core.engine;

  uses io.github.tabla.core.GameDefinition;
}
