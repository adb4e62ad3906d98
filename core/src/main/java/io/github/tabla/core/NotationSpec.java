package io.github.tabla.core;

import org.apiguardian.api.API;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * What a game's texts need, declared once so that the notation module can read and write every game
 * the same way: how squares are named, whether moves carry piece letters, the symbol of the
 * collectable items, and the game's own fields.
 *
 * <pre>{@code
 * new NotationSpec(SquareNaming.CHESS, true, Option.some('*'),
 *     Array.of(new FieldSpec("white-moves", "moves White has made", "0"), ...));
 * }</pre>
 *
 * @param squares how squares are named
 * @param pieceLetters whether move texts start with the moving piece's letter ({@code Ke1-e2})
 * @param itemSymbol the board-field symbol of an item (a diamond or a button), if the game has items
 * @param fields the game's own fields, in the order the position text writes them
 */
@API(status = API.Status.STABLE, since = "0.1")
public record NotationSpec(SquareNaming squares, boolean pieceLetters, Option<Character> itemSymbol,
    Seq<FieldSpec> fields) {
  /**
   * Checks that no part is missing.
   *
   * @param squares how squares are named
   * @param pieceLetters whether move texts start with the moving piece's letter ({@code Ke1-e2})
   * @param itemSymbol the board-field symbol of an item (a diamond or a button), if the game has items
   * @param fields the game's own fields, in the order the position text writes them
   * @throws NullPointerException when a part is null
   */
  public NotationSpec {
    Objects.requireNonNull(squares, "squares");
    Objects.requireNonNull(itemSymbol, "itemSymbol");
    Objects.requireNonNull(fields, "fields");
  }
}
