package io.github.tabla.core;

import org.apiguardian.api.API;
import io.vavr.collection.Array;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The unvalidated contents of a position: what a position text or a board editor says, before any
 * game has checked it.
 *
 * <p>A {@code Setup} may be nonsense (two pieces on one square, a king missing, a diamond under a
 * king); only {@link GameDefinition#fromSetup(Setup)} turns it into a {@link GamePosition}, and that
 * returns every problem at once. A position's {@link GamePosition#toSetup()} goes the other way, and
 * {@code fromSetup(p.toSetup())} gives back {@code p}.
 *
 * <pre>{@code
 * Setup s = Setup.empty(Side.WHITE)
 *     .withPiece(Square.E1, Piece.of(Side.WHITE, Role.KING))
 *     .withPiece(Square.E8, Piece.of(Side.BLACK, Role.KING))
 *     .withItems(SquareSet.of(Square.D4, Square.E5))
 *     .withField("white-moves", "0");
 * }</pre>
 *
 * @param placements the pieces on the board, in the order given; a square may appear twice, which
 *     validation reports
 * @param items the squares holding collectable items that are not pieces: the diamonds of Kings and
 *     Diamonds, the buttons of Queens, Rooks and Buttons
 * @param turn the side to move, or {@code null} when it is not known (validation reports it)
 * @param fields the game's own fields by name (move counters, points, which knights race, ...), as
 *     text, in the order the game declares them
 */
@API(status = API.Status.STABLE, since = "0.1")
public record Setup(Seq<Placement> placements, SquareSet items, @Nullable Side turn,
    LinkedHashMap<String, String> fields) {

  /**
   * Checks that the parts are there: the setup may be nonsense, but not missing parts. The side to move
   * may be missing (an editor that has not asked yet): validation reports it
   * ({@link SetupProblem#TURN_MISSING}).
   *
   * @param placements the pieces
   * @param items the items
   * @param turn the side to move, or {@code null} when it is not known
   * @param fields the fields
   * @throws NullPointerException when the placements, items, fields, or one of the placements are null
   */
  public Setup {
    Objects.requireNonNull(placements, "placements");
    Objects.requireNonNull(items, "items");
    Objects.requireNonNull(fields, "fields");
    if (placements.exists(Objects::isNull)) {
      throw new NullPointerException("placements: a placement is null");
    }
  }

  /**
   * A setup with no pieces, no items and no fields.
   *
   * @param turn the side to move, or {@code null} when it is not known yet
   * @return the empty setup
   */
  public static Setup empty(@Nullable Side turn) {
    return new Setup(Array.empty(), SquareSet.empty(), turn, LinkedHashMap.empty());
  }

  /**
   * This setup with one more piece; an existing piece on that square stays (validation will say so).
   *
   * @param square the square
   * @param piece the piece
   * @return the new setup
   */
  public Setup withPiece(Square square, Piece piece) {
    return new Setup(placements.append(Placement.of(square, piece)), items, turn, fields);
  }

  /**
   * This setup with other items.
   *
   * @param newItems the squares of the items
   * @return the new setup
   */
  public Setup withItems(SquareSet newItems) {
    Objects.requireNonNull(newItems, "newItems");
    return new Setup(placements, newItems, turn, fields);
  }

  /**
   * This setup with another side to move.
   *
   * @param newTurn the side to move, or {@code null} when it is not known
   * @return the new setup
   */
  public Setup withTurn(@Nullable Side newTurn) {
    return new Setup(placements, items, newTurn, fields);
  }

  /**
   * This setup with a field set (replacing an earlier value of the same name in place).
   *
   * @param name the field name, as the game declares it
   * @param value the value as text
   * @return the new setup
   */
  public Setup withField(String name, String value) {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(value, "value");
    return new Setup(placements, items, turn, fields.put(name, value));
  }

  /**
   * The first piece placed on a square.
   *
   * @param square the square
   * @return the piece, or none when the square is empty
   */
  public Option<Piece> pieceAt(Square square) {
    Objects.requireNonNull(square, "square");
    return placements.find(p -> p.square() == square).map(Placement::piece);
  }

  /**
   * The squares that hold at least one piece.
   *
   * @return the occupied squares
   */
  public SquareSet occupied() {
    return SquareSet.ofAll(placements.map(Placement::square));
  }

  /**
   * A field's value.
   *
   * @param name the field name
   * @return the value, or none when the field is not set
   */
  public Option<String> field(String name) {
    Objects.requireNonNull(name, "name");
    return fields.get(name);
  }

  /**
   * Reads a field's text as a natural number, the form of every counter in Tabla's position texts:
   * one to nine decimal digits, no sign, no spaces.
   *
   * <pre>{@code
   * Setup.naturalNumber("12");   // Some(12)
   * Setup.naturalNumber("-1");   // None
   * }</pre>
   *
   * @param text the field's text
   * @return the number, or none when the text is not such a number
   */
  public static Option<Integer> naturalNumber(String text) {
    Objects.requireNonNull(text, "text");
    if (text.isEmpty() || text.length() > 9) {
      return Option.none();
    }
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c < '0' || c > '9') {
        return Option.none();
      }
    }
    return Option.some(Integer.parseInt(text));
  }
}
