package io.github.tabla.diagram;

import org.apiguardian.api.API;
import io.github.tabla.core.GameDefinition;
import java.util.Objects;

/**
 * How a diagram draws the collectable items of a {@link io.github.tabla.core.Setup#items() setup}:
 * the diamonds of Kings and Diamonds, the buttons of Queens, Rooks and Buttons.
 *
 * <pre>{@code
 * ItemShape.forGame(Games.definition("diamonds").get());   // DIAMOND
 * ItemShape.forGame(Games.definition("buttons:extra-rook").get());   // BUTTON
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public enum ItemShape {
  /** A rhombus gem with facet lines, in the palette's item colour ({@code ◆} in text). */
  DIAMOND,
  /** A round button with four holes, in the palette's button colour ({@code ◉} in text). */
  BUTTON,
  /** A small disc in the palette's item colour ({@code •} in text), for games whose items have no picture of their own. */
  DOT;

  /**
   * The item shape of a game, chosen by its {@link GameDefinition#family() family} so that every
   * variant draws alike: {@code "diamonds"} draws {@link #DIAMOND}, {@code "buttons"} draws
   * {@link #BUTTON}, and every other game (one without items, such as Italian draughts, or a game
   * this module does not know) {@link #DOT}.
   *
   * @param game the game
   * @return the shape of its items
   */
  public static ItemShape forGame(GameDefinition<?> game) {
    Objects.requireNonNull(game, "game");
    switch (game.family()) {
      case "diamonds":
        return DIAMOND;
      case "buttons":
        return BUTTON;
      default:
        return DOT;
    }
  }
}
