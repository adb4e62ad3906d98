package io.github.tabla.core;

import org.apiguardian.api.API;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * How a game names its squares in move and position texts.
 *
 * <pre>{@code
 * SquareNaming.CHESS.name(Square.E4);        // "e4"
 * SquareNaming.DRAUGHTS.name(Square.D3);     // "22" (ID-2)
 * SquareNaming.DRAUGHTS.square("29");        // Some(b1)
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public enum SquareNaming {
  /** Chess coordinates, {@code a1} to {@code h8}. */
  CHESS,
  /**
   * The official numbering of Italian draughts (ID-2): the 32 playing squares numbered 1 to 32 left to
   * right, top to bottom from Black's side, {@code 1 = a8}, {@code 4 = g8}, {@code 5 = b7},
   * {@code 29 = b1}, {@code 32 = h1}.
   */
  DRAUGHTS;

  /**
   * The draughts number of a square (ID-2).
   *
   * @param square a square
   * @return 1..32, or none for a square draughts is not played on
   */
  public static Option<Integer> draughtsNumber(Square square) {
    Objects.requireNonNull(square, "square");
    int fromTop = 7 - square.rank();
    boolean even = (fromTop & 1) == 0;
    // rows from the top start on a8 (even rows) or b7 (odd rows) and take every other square
    if (even != ((square.file() & 1) == 0)) {
      return Option.none();
    }
    return Option.some(fromTop * 4 + square.file() / 2 + 1);
  }

  /**
   * The square of a draughts number (ID-2).
   *
   * @param number 1..32
   * @return the square, or none when the number is out of range
   */
  public static Option<Square> draughtsSquare(int number) {
    if (number < 1 || number > 32) {
      return Option.none();
    }
    int fromTop = (number - 1) / 4;
    int column = (number - 1) % 4;
    int file = column * 2 + ((fromTop & 1) == 0 ? 0 : 1);
    return Square.of(file, 7 - fromTop);
  }

  /**
   * The name of a square in this naming.
   *
   * @param square the square
   * @return for example {@code "e4"} or {@code "22"}; none when a draughts name is asked for a square
   *     draughts is not played on
   */
  public Option<String> name(Square square) {
    return this == CHESS ? Option.some(square.text()) : draughtsNumber(square).map(String::valueOf);
  }

  /**
   * The square with a name in this naming.
   *
   * @param name for example {@code "e4"} or {@code "22"}
   * @return the square, or none when the name is not one of this naming's
   */
  public Option<Square> square(String name) {
    if (this == CHESS) {
      return Square.parse(name).toOption();
    }
    if (name.isEmpty() || name.length() > 2 || !name.chars().allMatch(c -> c >= '0' && c <= '9')) {
      return Option.none();
    }
    return draughtsSquare(Integer.parseInt(name));
  }
}
