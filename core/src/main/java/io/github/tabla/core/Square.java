package io.github.tabla.core;

import org.apiguardian.api.API;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * A square of the 8 &times; 8 board, named in chess coordinates: {@code a1} is bottom left from
 * White's side, {@code h8} top right.
 *
 * <p>The {@link #index() index} runs from 0 ({@code a1}) to 63 ({@code h8}) rank by rank, the bit
 * used by {@link SquareSet}. Italian draughts numbers its 32 dark squares 1..32 (rule ID-2); that
 * numbering is the game's notation and maps onto these squares.
 *
 * <pre>{@code
 * Square e4 = Square.parse("e4").get();          // Right(e4)
 * SyntaxError bad = Square.parse("i9").getLeft(); // code "square.syntax", column 0
 * Option<Square> e5 = e4.offset(0, 1);           // Some(e5)
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public enum Square {
  // the constants in index order: a1, b1, ..., h1, a2, ..., h8
  /** The square a1. */
  A1,
  /** The square b1. */
  B1,
  /** The square c1. */
  C1,
  /** The square d1. */
  D1,
  /** The square e1. */
  E1,
  /** The square f1. */
  F1,
  /** The square g1. */
  G1,
  /** The square h1. */
  H1,
  /** The square a2. */
  A2,
  /** The square b2. */
  B2,
  /** The square c2. */
  C2,
  /** The square d2. */
  D2,
  /** The square e2. */
  E2,
  /** The square f2. */
  F2,
  /** The square g2. */
  G2,
  /** The square h2. */
  H2,
  /** The square a3. */
  A3,
  /** The square b3. */
  B3,
  /** The square c3. */
  C3,
  /** The square d3. */
  D3,
  /** The square e3. */
  E3,
  /** The square f3. */
  F3,
  /** The square g3. */
  G3,
  /** The square h3. */
  H3,
  /** The square a4. */
  A4,
  /** The square b4. */
  B4,
  /** The square c4. */
  C4,
  /** The square d4. */
  D4,
  /** The square e4. */
  E4,
  /** The square f4. */
  F4,
  /** The square g4. */
  G4,
  /** The square h4. */
  H4,
  /** The square a5. */
  A5,
  /** The square b5. */
  B5,
  /** The square c5. */
  C5,
  /** The square d5. */
  D5,
  /** The square e5. */
  E5,
  /** The square f5. */
  F5,
  /** The square g5. */
  G5,
  /** The square h5. */
  H5,
  /** The square a6. */
  A6,
  /** The square b6. */
  B6,
  /** The square c6. */
  C6,
  /** The square d6. */
  D6,
  /** The square e6. */
  E6,
  /** The square f6. */
  F6,
  /** The square g6. */
  G6,
  /** The square h6. */
  H6,
  /** The square a7. */
  A7,
  /** The square b7. */
  B7,
  /** The square c7. */
  C7,
  /** The square d7. */
  D7,
  /** The square e7. */
  E7,
  /** The square f7. */
  F7,
  /** The square g7. */
  G7,
  /** The square h7. */
  H7,
  /** The square a8. */
  A8,
  /** The square b8. */
  B8,
  /** The square c8. */
  C8,
  /** The square d8. */
  D8,
  /** The square e8. */
  E8,
  /** The square f8. */
  F8,
  /** The square g8. */
  G8,
  /** The square h8. */
  H8;

  private static final Square[] BY_INDEX = values();

  /**
   * The square with the given index.
   *
   * @param index 0 ({@code a1}) to 63 ({@code h8})
   * @return the square, or none when the index is off the board
   */
  public static Option<Square> ofIndex(int index) {
    return index >= 0 && index < 64 ? Option.some(BY_INDEX[index]) : Option.none();
  }

  /**
   * The square with the given index, for callers that have checked it; engines use this.
   *
   * @param index 0 to 63
   * @return the square
   * @throws IllegalArgumentException when the index is off the board
   */
  public static Square at(int index) {
    if (index < 0 || index >= 64) {
      throw new IllegalArgumentException("square index " + index + " is off the board (0..63)");
    }
    return BY_INDEX[index];
  }

  /**
   * The square on the given file and rank.
   *
   * @param file 0 (file a) to 7 (file h)
   * @param rank 0 (rank 1) to 7 (rank 8)
   * @return the square, or none when either coordinate is off the board
   */
  public static Option<Square> of(int file, int rank) {
    return file >= 0 && file < 8 && rank >= 0 && rank < 8
        ? Option.some(BY_INDEX[rank * 8 + file])
        : Option.none();
  }

  /**
   * Reads a square in chess coordinates, such as {@code e4}; upper-case files are accepted.
   *
   * @param text the text, exactly two characters
   * @return the square, or a {@link SyntaxError} with code {@code square.syntax} saying what was
   *     expected and what was found
   */
  public static Either<SyntaxError, Square> parse(String text) {
    Objects.requireNonNull(text, "text");
    if (text.length() != 2) {
      return Either.left(SyntaxError.of("square.syntax", text, text.isEmpty() ? 0 : Math.min(2, text.length()),
          "a square from a1 to h8", text.isEmpty() ? "nothing" : text));
    }
    char f = Character.toLowerCase(text.charAt(0));
    char r = text.charAt(1);
    if (f < 'a' || f > 'h') {
      return Either.left(SyntaxError.of("square.syntax", text, 0, "a file from a to h", String.valueOf(text.charAt(0))));
    }
    if (r < '1' || r > '8') {
      return Either.left(SyntaxError.of("square.syntax", text, 1, "a rank from 1 to 8", String.valueOf(r)));
    }
    return Either.right(BY_INDEX[(r - '1') * 8 + (f - 'a')]);
  }

  /**
   * The index of this square, 0 ({@code a1}) to 63 ({@code h8}).
   *
   * @return the index
   */
  public int index() {
    return ordinal();
  }

  /**
   * The file of this square.
   *
   * @return 0 (file a) to 7 (file h)
   */
  public int file() {
    return ordinal() & 7;
  }

  /**
   * The rank of this square.
   *
   * @return 0 (rank 1) to 7 (rank 8)
   */
  public int rank() {
    return ordinal() >>> 3;
  }

  /**
   * Whether this square is dark on a chess board, where {@code a1} is dark and {@code h1} light.
   *
   * @return {@code true} when file and rank have the same parity
   */
  public boolean isDark() {
    return ((file() + rank()) & 1) == 0;
  }

  /**
   * The square reached by moving {@code files} to the right and {@code ranks} up, from White's view.
   *
   * @param files file offset, negative to the left
   * @param ranks rank offset, negative downwards
   * @return the square, or none when it is off the board
   */
  public Option<Square> offset(int files, int ranks) {
    return of(file() + files, rank() + ranks);
  }

  /**
   * The king distance (Chebyshev distance) to another square: the number of king steps between them.
   *
   * @param other the other square
   * @return 0 for the same square, 1 for neighbours, up to 7
   */
  public int distance(Square other) {
    Objects.requireNonNull(other, "other");
    return Math.max(Math.abs(file() - other.file()), Math.abs(rank() - other.rank()));
  }

  /**
   * The square's name in chess coordinates.
   *
   * @return for example {@code "e4"}
   */
  public String text() {
    return "" + (char) ('a' + file()) + (char) ('1' + rank());
  }

  /**
   * The square's name in chess coordinates, as {@link #text()}.
   *
   * @return for example {@code "e4"}
   */
  @Override
  public String toString() {
    return text();
  }
}
