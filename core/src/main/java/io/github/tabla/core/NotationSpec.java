package io.github.tabla.core;

import org.apiguardian.api.API;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * What a game's texts need, declared once so that the notation module can read and write every game
 * the same way: how squares are named, whether moves carry piece letters, the symbol of the
 * collectable items, the game's own fields and how a position is written.
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
 * @param positions how a position is written: the board rank by rank, or each side's list of pieces
 */
@API(status = API.Status.STABLE, since = "0.1")
public record NotationSpec(SquareNaming squares, boolean pieceLetters, Option<Character> itemSymbol,
    Seq<FieldSpec> fields, Positions positions) {

  /** How a position text is written. */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  public enum Positions {
    /**
     * The board rank by rank from the top, as chess FEN writes it, then the side to move and the fields:
     * {@code 4k3/8/8/8/8/8/8/4K3 w 0 0}.
     */
    RANKS,
    /**
     * The side to move and each side's pieces by square name, as PDN FEN writes draughts positions:
     * {@code W:W21,22,K23:B1,2} in a numbering, {@code W:Wa1,c1:Bb8} in coordinates.
     */
    PIECE_LISTS
  }

  /**
   * A declaration whose positions are written the usual way for its naming: {@link Positions#PIECE_LISTS}
   * for a numbering, {@link Positions#RANKS} for coordinates.
   *
   * @param squares how squares are named
   * @param pieceLetters whether move texts start with the moving piece's letter ({@code Ke1-e2})
   * @param itemSymbol the board-field symbol of an item (a diamond or a button), if the game has items
   * @param fields the game's own fields, in the order the position text writes them
   * @throws NullPointerException when a part is null
   */
  public NotationSpec(SquareNaming squares, boolean pieceLetters, Option<Character> itemSymbol,
      Seq<FieldSpec> fields) {
    this(squares, pieceLetters, itemSymbol, fields, usual(squares, itemSymbol, fields));
  }

  // every part checked before the naming is asked
  private static Positions usual(SquareNaming squares, Option<Character> itemSymbol, Seq<FieldSpec> fields) {
    Objects.requireNonNull(squares, "squares");
    Objects.requireNonNull(itemSymbol, "itemSymbol");
    Objects.requireNonNull(fields, "fields");
    return squares.numbered() ? Positions.PIECE_LISTS : Positions.RANKS;
  }

  /**
   * Checks that no part is missing.
   *
   * @param squares how squares are named
   * @param pieceLetters whether move texts start with the moving piece's letter ({@code Ke1-e2})
   * @param itemSymbol the board-field symbol of an item (a diamond or a button), if the game has items
   * @param fields the game's own fields, in the order the position text writes them
   * @param positions how a position is written
   * @throws NullPointerException when a part is null
   */
  public NotationSpec {
    Objects.requireNonNull(squares, "squares");
    Objects.requireNonNull(itemSymbol, "itemSymbol");
    Objects.requireNonNull(fields, "fields");
    Objects.requireNonNull(positions, "positions");
  }
}
