import org.jspecify.annotations.NullMarked;

/**
 * Kings and Diamonds for Tabla (KD-1..KD-10): the game, its positions and moves with a reason for every
 * illegal move, points matches, and a Robot whose strongest level plays perfectly.
 *
 * <pre>{@code
 * GameDefinition<?> diamonds = Games.definition("diamonds").get();
 * }</pre>
 */
@NullMarked
module io.github.tabla.games.diamonds {
  requires static org.jspecify;
  requires transitive io.github.tabla.core;

  exports io.github.tabla.games.diamonds;

  provides io.github.tabla.core.GameDefinition with io.github.tabla.games.diamonds.DiamondsGame;
}
