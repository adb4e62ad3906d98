import org.jspecify.annotations.NullMarked;

/**
 * Queens, Rooks and Buttons for Tabla (QB-1..QB-11): the game and its "+ one more rook" variant,
 * their positions and moves with a reason for every illegal move, and the Robot.
 *
 * <pre>{@code
 * GameDefinition<?> buttons = Games.definition("buttons").get();
 * GameDefinition<?> extraRook = Games.definition("buttons:extra-rook").get();
 * }</pre>
 */
@NullMarked
module io.github.tabla.games.buttons {
  requires static org.jspecify;
  requires transitive io.github.tabla.core;

  exports io.github.tabla.games.buttons;

  provides io.github.tabla.core.GameDefinition with
      io.github.tabla.games.buttons.ButtonsGame.Standard,
      io.github.tabla.games.buttons.ButtonsGame.ExtraRook;
}
