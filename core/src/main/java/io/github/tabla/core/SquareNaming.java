package io.github.tabla.core;

import io.vavr.control.Option;
import java.util.Objects;
import org.apiguardian.api.API;

/**
 * How a game names its squares in move and position texts, and the board those squares are on. A game
 * declares its naming in its {@link NotationSpec}; notation, diagrams and boards read, write and draw squares
 * through it, so a game on a new board or with a new numbering needs nothing added to them.
 *
 * <p>Two families are built in: {@linkplain #coordinates(BoardShape) chess coordinates} ({@code e4},
 * {@code j10}) on a board of any size, and the {@linkplain #numbered(BoardShape, Side, boolean) numbering
 * of the playing squares} that draughts uses (1..32 on 8 &times; 8, 1..50 on 10 &times; 10). A game may
 * also implement the interface itself; a naming's names must be unique, and {@link #square(String)} must
 * read back every name {@link #name(Square)} gives.
 *
 * <pre>{@code
 * SquareNaming.CHESS.name(Square.E4);        // Some("e4")
 * SquareNaming.DRAUGHTS.name(Square.D3);     // Some("22") (ID-2)
 * SquareNaming.DRAUGHTS.square("29");        // Some(b1)
 * SquareNaming ten = SquareNaming.numbered(BoardShape.of(10, 10), Side.BLACK, true);
 * ten.square("46");                          // Some(a1)
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public interface SquareNaming {
  /** Chess coordinates on the 8 &times; 8 board, {@code a1} to {@code h8}. */
  SquareNaming CHESS = coordinates(BoardShape.EIGHT_BY_EIGHT);

  /**
   * The official numbering of Italian draughts (ID-2): the 32 playing squares numbered 1 to 32 left to
   * right, top to bottom from Black's side, {@code 1 = a8}, {@code 4 = g8}, {@code 5 = b7},
   * {@code 29 = b1}, {@code 32 = h1}; {@code a1} is not a playing square.
   */
  SquareNaming DRAUGHTS = numbered(BoardShape.EIGHT_BY_EIGHT, Side.BLACK, false);

  /**
   * The board whose squares this naming names.
   *
   * @return the board
   */
  BoardShape board();

  /**
   * The name of a square.
   *
   * @param square the square
   * @return for example {@code "e4"} or {@code "22"}; none for a square without a name (off the board,
   *     or a square draughts is not played on)
   */
  Option<String> name(Square square);

  /**
   * The square with a name.
   *
   * @param name for example {@code "e4"} or {@code "22"}
   * @return the square, or none when the name is not one of this naming's
   */
  Option<Square> square(String name);

  /**
   * Whether the names are numbers, as in draughts: moves are then written as the numbers of their squares
   * ({@code 22-19}, {@code 29x22x15}) and boards print the numbers on the squares.
   *
   * @return {@code true} for a numbering, {@code false} for coordinates
   */
  boolean numbered();

  /**
   * The range of names, for texts that say what a square may be.
   *
   * @return for example {@code "a1..h8"} or {@code "1..50"}
   */
  String range();

  /**
   * Whether a square has a name: it is on the board, and a playing square where only some are.
   *
   * @param square the square
   * @return {@code true} when {@link #name(Square)} gives one
   */
  default boolean names(Square square) {
    return name(square).isDefined();
  }

  /**
   * Chess coordinates on a board: files {@code a}, {@code b}, ... and ranks 1, 2, ... from White's side.
   *
   * @param board the board
   * @return the naming; {@link #CHESS} for the 8 &times; 8 board
   */
  static SquareNaming coordinates(BoardShape board) {
    Objects.requireNonNull(board, "board");
    return new CoordinateNaming(board);
  }

  /**
   * The numbering of the playing squares of a draughts board: the squares of one colour, numbered 1, 2, ...
   * from one side's near right corner, along that side's near row to its left, then row by row away from
   * it. From Black's side that is left to right from the top as White sees the board (Italian, English,
   * International); from White's side right to left from the bottom (Spanish).
   *
   * @param board the board, with an even number of files
   * @param from the side whose near right corner starts the count
   * @param a1Plays whether {@code a1} is a playing square (English and International boards) or not
   *     (Italian and Spanish ones)
   * @return the naming
   * @throws IllegalArgumentException when the board has an odd number of files
   */
  static SquareNaming numbered(BoardShape board, Side from, boolean a1Plays) {
    Objects.requireNonNull(board, "board");
    Objects.requireNonNull(from, "from");
    if (board.files() % 2 != 0) {
      throw new IllegalArgumentException("a numbered board has an even number of files, not " + board.files());
    }
    return new NumberedNaming(board, from, a1Plays);
  }

  /**
   * The draughts number of a square in the Italian numbering (ID-2), {@link #DRAUGHTS}.
   *
   * @param square a square
   * @return 1..32, or none for a square draughts is not played on
   */
  static Option<Integer> draughtsNumber(Square square) {
    Objects.requireNonNull(square, "square");
    return ((NumberedNaming) DRAUGHTS).number(square);
  }

  /**
   * The square of a draughts number in the Italian numbering (ID-2), {@link #DRAUGHTS}.
   *
   * @param number 1..32
   * @return the square, or none when the number is out of range
   */
  static Option<Square> draughtsSquare(int number) {
    return ((NumberedNaming) DRAUGHTS).square(number);
  }
}
