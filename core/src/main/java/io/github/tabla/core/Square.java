package io.github.tabla.core;

import org.apiguardian.api.API;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * A square of a board of up to 16 &times; 16 squares, named in chess coordinates: {@code a1} is bottom
 * left from White's side, files run from {@code a} to {@code p} and ranks from 1 to 16.
 *
 * <p>Squares are values with one instance each, so {@code ==} compares them. The static methods
 * ({@link #of(int, int)}, {@link #parse(String)}, {@link #offset(int, int)}, {@link #at(int)}) speak of
 * the 8 &times; 8 board, where most games are played; a game on another board asks its
 * {@link BoardShape} ({@code BoardShape.of(10, 10).parse("j10")}), which also gives the squares' indices
 * on that board.
 *
 * <p>The {@link #index() index} is unique among all squares: the 64 squares of the 8 &times; 8 board
 * have 0 ({@code a1}) to 63 ({@code h8}) rank by rank, the bit used by {@link SquareSet}; the squares
 * off it have 64 to 255. Italian draughts numbers its 32 dark squares 1..32 (rule ID-2); that numbering
 * is the game's {@link SquareNaming} and maps onto these squares.
 *
 * <pre>{@code
 * Square e4 = Square.parse("e4").get();          // Right(e4)
 * SyntaxError bad = Square.parse("i9").getLeft(); // code "square.syntax", column 0
 * Option<Square> e5 = e4.offset(0, 1);           // Some(e5)
 * Square j10 = BoardShape.of(10, 10).parse("j10").get();
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class Square implements Comparable<Square> {
  /** The most files or ranks a board has: 16 (files {@code a} to {@code p}). */
  static final int MAX = 16;

  // every square by index, and by file + 16 * rank; filled before the constants below
  private static final Square[] BY_INDEX = new Square[MAX * MAX];
  private static final Square[] BY_COORDINATES = new Square[MAX * MAX];

  static {
    int next = 64;
    for (int rank = 0; rank < MAX; rank++) {
      for (int file = 0; file < MAX; file++) {
        int index = file < 8 && rank < 8 ? rank * 8 + file : next++;
        Square s = new Square(file, rank, index);
        BY_INDEX[index] = s;
        BY_COORDINATES[rank * MAX + file] = s;
      }
    }
  }

  /** The square a1. */
  public static final Square A1 = BY_COORDINATES[0];

  /** The square b1. */
  public static final Square B1 = BY_COORDINATES[1];

  /** The square c1. */
  public static final Square C1 = BY_COORDINATES[2];

  /** The square d1. */
  public static final Square D1 = BY_COORDINATES[3];

  /** The square e1. */
  public static final Square E1 = BY_COORDINATES[4];

  /** The square f1. */
  public static final Square F1 = BY_COORDINATES[5];

  /** The square g1. */
  public static final Square G1 = BY_COORDINATES[6];

  /** The square h1. */
  public static final Square H1 = BY_COORDINATES[7];

  /** The square a2. */
  public static final Square A2 = BY_COORDINATES[16];

  /** The square b2. */
  public static final Square B2 = BY_COORDINATES[17];

  /** The square c2. */
  public static final Square C2 = BY_COORDINATES[18];

  /** The square d2. */
  public static final Square D2 = BY_COORDINATES[19];

  /** The square e2. */
  public static final Square E2 = BY_COORDINATES[20];

  /** The square f2. */
  public static final Square F2 = BY_COORDINATES[21];

  /** The square g2. */
  public static final Square G2 = BY_COORDINATES[22];

  /** The square h2. */
  public static final Square H2 = BY_COORDINATES[23];

  /** The square a3. */
  public static final Square A3 = BY_COORDINATES[32];

  /** The square b3. */
  public static final Square B3 = BY_COORDINATES[33];

  /** The square c3. */
  public static final Square C3 = BY_COORDINATES[34];

  /** The square d3. */
  public static final Square D3 = BY_COORDINATES[35];

  /** The square e3. */
  public static final Square E3 = BY_COORDINATES[36];

  /** The square f3. */
  public static final Square F3 = BY_COORDINATES[37];

  /** The square g3. */
  public static final Square G3 = BY_COORDINATES[38];

  /** The square h3. */
  public static final Square H3 = BY_COORDINATES[39];

  /** The square a4. */
  public static final Square A4 = BY_COORDINATES[48];

  /** The square b4. */
  public static final Square B4 = BY_COORDINATES[49];

  /** The square c4. */
  public static final Square C4 = BY_COORDINATES[50];

  /** The square d4. */
  public static final Square D4 = BY_COORDINATES[51];

  /** The square e4. */
  public static final Square E4 = BY_COORDINATES[52];

  /** The square f4. */
  public static final Square F4 = BY_COORDINATES[53];

  /** The square g4. */
  public static final Square G4 = BY_COORDINATES[54];

  /** The square h4. */
  public static final Square H4 = BY_COORDINATES[55];

  /** The square a5. */
  public static final Square A5 = BY_COORDINATES[64];

  /** The square b5. */
  public static final Square B5 = BY_COORDINATES[65];

  /** The square c5. */
  public static final Square C5 = BY_COORDINATES[66];

  /** The square d5. */
  public static final Square D5 = BY_COORDINATES[67];

  /** The square e5. */
  public static final Square E5 = BY_COORDINATES[68];

  /** The square f5. */
  public static final Square F5 = BY_COORDINATES[69];

  /** The square g5. */
  public static final Square G5 = BY_COORDINATES[70];

  /** The square h5. */
  public static final Square H5 = BY_COORDINATES[71];

  /** The square a6. */
  public static final Square A6 = BY_COORDINATES[80];

  /** The square b6. */
  public static final Square B6 = BY_COORDINATES[81];

  /** The square c6. */
  public static final Square C6 = BY_COORDINATES[82];

  /** The square d6. */
  public static final Square D6 = BY_COORDINATES[83];

  /** The square e6. */
  public static final Square E6 = BY_COORDINATES[84];

  /** The square f6. */
  public static final Square F6 = BY_COORDINATES[85];

  /** The square g6. */
  public static final Square G6 = BY_COORDINATES[86];

  /** The square h6. */
  public static final Square H6 = BY_COORDINATES[87];

  /** The square a7. */
  public static final Square A7 = BY_COORDINATES[96];

  /** The square b7. */
  public static final Square B7 = BY_COORDINATES[97];

  /** The square c7. */
  public static final Square C7 = BY_COORDINATES[98];

  /** The square d7. */
  public static final Square D7 = BY_COORDINATES[99];

  /** The square e7. */
  public static final Square E7 = BY_COORDINATES[100];

  /** The square f7. */
  public static final Square F7 = BY_COORDINATES[101];

  /** The square g7. */
  public static final Square G7 = BY_COORDINATES[102];

  /** The square h7. */
  public static final Square H7 = BY_COORDINATES[103];

  /** The square a8. */
  public static final Square A8 = BY_COORDINATES[112];

  /** The square b8. */
  public static final Square B8 = BY_COORDINATES[113];

  /** The square c8. */
  public static final Square C8 = BY_COORDINATES[114];

  /** The square d8. */
  public static final Square D8 = BY_COORDINATES[115];

  /** The square e8. */
  public static final Square E8 = BY_COORDINATES[116];

  /** The square f8. */
  public static final Square F8 = BY_COORDINATES[117];

  /** The square g8. */
  public static final Square G8 = BY_COORDINATES[118];

  /** The square h8. */
  public static final Square H8 = BY_COORDINATES[119];

  private final int file;
  private final int rank;
  private final int index;

  private Square(int file, int rank, int index) {
    this.file = file;
    this.rank = rank;
    this.index = index;
  }


  /**
   * The square of the 8 &times; 8 board with the given index.
   *
   * @param index 0 ({@code a1}) to 63 ({@code h8})
   * @return the square, or none when the index is off the 8 &times; 8 board
   */
  public static Option<Square> ofIndex(int index) {
    return index >= 0 && index < 64 ? Option.some(BY_INDEX[index]) : Option.none();
  }

  /**
   * The square of the 8 &times; 8 board with the given index, for callers that have checked it; engines
   * use this.
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
   * The square with the given {@link #index() index} among all squares, the inverse of {@link #index()}.
   *
   * @param index 0 to 255
   * @return the square, or none when no square has this index
   */
  public static Option<Square> withIndex(int index) {
    return index >= 0 && index < MAX * MAX ? Option.some(BY_INDEX[index]) : Option.none();
  }

  /**
   * The square on the given file and rank of the 8 &times; 8 board.
   *
   * @param file 0 (file a) to 7 (file h)
   * @param rank 0 (rank 1) to 7 (rank 8)
   * @return the square, or none when either coordinate is off the board
   */
  public static Option<Square> of(int file, int rank) {
    return file >= 0 && file < 8 && rank >= 0 && rank < 8
        ? Option.some(BY_COORDINATES[rank * MAX + file])
        : Option.none();
  }

  // any square, coordinates checked by the caller (BoardShape)
  static Square get(int file, int rank) {
    return BY_COORDINATES[rank * MAX + file];
  }

  /**
   * Reads a square of the 8 &times; 8 board in chess coordinates, such as {@code e4}; upper-case files
   * are accepted. {@link BoardShape#parse(String)} reads the squares of other boards.
   *
   * @param text the text, exactly two characters
   * @return the square, or a {@link SyntaxError} with code {@code square.syntax} saying what was
   *     expected and what was found
   */
  public static Either<SyntaxError, Square> parse(String text) {
    return BoardShape.EIGHT_BY_EIGHT.parse(text);
  }

  /**
   * The index of this square, unique among all squares: 0 ({@code a1}) to 63 ({@code h8}) rank by rank
   * on the 8 &times; 8 board (the bit {@link SquareSet#bits()} uses), 64 to 255 for the squares off it.
   * {@link BoardShape#index(Square)} gives the index on another board.
   *
   * @return the index
   */
  public int index() {
    return index;
  }

  /**
   * The file of this square.
   *
   * @return 0 (file a) to 15 (file p)
   */
  public int file() {
    return file;
  }

  /**
   * The rank of this square.
   *
   * @return 0 (rank 1) to 15 (rank 16)
   */
  public int rank() {
    return rank;
  }

  /**
   * Whether this square is dark on a chess board, where {@code a1} is dark and {@code h1} light.
   *
   * @return {@code true} when file and rank have the same parity
   */
  public boolean isDark() {
    return ((file + rank) & 1) == 0;
  }

  /**
   * The square of the 8 &times; 8 board reached by moving {@code files} to the right and {@code ranks} up,
   * from White's view; {@link BoardShape#offset(Square, int, int)} does the same on another board.
   *
   * @param files file offset, negative to the left
   * @param ranks rank offset, negative downwards
   * @return the square, or none when it is off the 8 &times; 8 board
   */
  public Option<Square> offset(int files, int ranks) {
    return of(file + files, rank + ranks);
  }

  /**
   * The king distance (Chebyshev distance) to another square: the number of king steps between them.
   *
   * @param other the other square
   * @return 0 for the same square, 1 for neighbours, up to 15
   */
  public int distance(Square other) {
    Objects.requireNonNull(other, "other");
    return Math.max(Math.abs(file - other.file), Math.abs(rank - other.rank));
  }

  /**
   * The square's name in chess coordinates.
   *
   * @return for example {@code "e4"} or {@code "j10"}
   */
  public String text() {
    return "" + (char) ('a' + file) + (rank + 1);
  }

  /**
   * Orders squares by {@link #index()}: on the 8 &times; 8 board {@code a1}, {@code b1}, ..., {@code h8}.
   *
   * @param other the other square
   * @return negative, zero or positive as this square comes before, is, or comes after the other
   */
  @Override
  public int compareTo(Square other) {
    return Integer.compare(index, other.index);
  }

  /**
   * A hash of the square: its index.
   *
   * @return {@link #index()}
   */
  @Override
  public int hashCode() {
    return index;
  }

  /**
   * Squares are equal when they are the same square (there is one instance of each).
   *
   * @param o the other object
   * @return whether {@code o} is this square
   */
  @Override
  public boolean equals(Object o) {
    return o == this;
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
