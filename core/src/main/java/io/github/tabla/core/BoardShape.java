package io.github.tabla.core;

import io.vavr.collection.Array;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Objects;
import org.apiguardian.api.API;

/**
 * The rectangle of squares a game is played on: its files and ranks, from 1 &times; 1 to 16 &times; 16,
 * {@code a1} at the bottom left from White's side. A game declares it through its {@link SquareNaming}
 * ({@link NotationSpec#squares()}); notation, diagrams and boards draw and read squares by it.
 *
 * <p>The board numbers its own squares by {@link #index(Square)}, rank by rank from {@code a1}: on the
 * 8 &times; 8 board that is {@link Square#index()}, on 10 &times; 10 {@code a1} is 0, {@code j1} 9,
 * {@code a2} 10 and {@code j10} 99.
 *
 * <pre>{@code
 * BoardShape ten = BoardShape.of(10, 10);
 * ten.parse("j10");                    // Right(j10)
 * ten.parse("k1");                     // Left(square.syntax: expected a file from a to j, found "k")
 * ten.offset(Square.H8, 2, 2);         // Some(j10)
 * ten.contains(Square.H8);             // true
 * BoardShape.EIGHT_BY_EIGHT.contains(ten.parse("j10").get()); // false
 * }</pre>
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class BoardShape {
  /** The 8 &times; 8 board of chess and of the draughts of most countries. */
  public static final BoardShape EIGHT_BY_EIGHT = new BoardShape(8, 8);

  private final int files;
  private final int ranks;

  private BoardShape(int files, int ranks) {
    this.files = files;
    this.ranks = ranks;
  }

  /**
   * The board with the given numbers of files and ranks.
   *
   * @param files 1 to 16
   * @param ranks 1 to 16
   * @return the board
   * @throws IllegalArgumentException when either number is out of range
   */
  public static BoardShape of(int files, int ranks) {
    if (files < 1 || files > Square.MAX || ranks < 1 || ranks > Square.MAX) {
      throw new IllegalArgumentException("a board has 1 to " + Square.MAX + " files and ranks, not " + files
          + " × " + ranks);
    }
    return files == 8 && ranks == 8 ? EIGHT_BY_EIGHT : new BoardShape(files, ranks);
  }

  /**
   * The number of files (columns).
   *
   * @return 1 to 16
   */
  public int files() {
    return files;
  }

  /**
   * The number of ranks (rows).
   *
   * @return 1 to 16
   */
  public int ranks() {
    return ranks;
  }

  /**
   * The number of squares.
   *
   * @return files &times; ranks
   */
  public int size() {
    return files * ranks;
  }

  /**
   * Whether a square is on this board.
   *
   * @param square the square
   * @return {@code true} when its file and rank are within the board
   */
  public boolean contains(Square square) {
    Objects.requireNonNull(square, "square");
    return square.file() < files && square.rank() < ranks;
  }

  /**
   * The square on the given file and rank.
   *
   * @param file 0 (file a) to {@code files() - 1}
   * @param rank 0 (rank 1) to {@code ranks() - 1}
   * @return the square, or none when either coordinate is off the board
   */
  public Option<Square> square(int file, int rank) {
    return file >= 0 && file < files && rank >= 0 && rank < ranks
        ? Option.some(Square.get(file, rank))
        : Option.none();
  }

  /**
   * The square reached from another by moving {@code df} files to the right and {@code dr} ranks up.
   *
   * @param from a square of this board
   * @param df file offset, negative to the left
   * @param dr rank offset, negative downwards
   * @return the square, or none when it is off this board
   */
  public Option<Square> offset(Square from, int df, int dr) {
    Objects.requireNonNull(from, "from");
    return square(from.file() + df, from.rank() + dr);
  }

  /**
   * The index of a square on this board, rank by rank from {@code a1}.
   *
   * @param square a square of this board
   * @return 0 to {@code size() - 1}
   * @throws IllegalArgumentException when the square is off this board
   */
  public int index(Square square) {
    if (!contains(square)) {
      throw new IllegalArgumentException("square " + square + " is off the " + this + " board");
    }
    return square.rank() * files + square.file();
  }

  /**
   * The square with an index on this board, the inverse of {@link #index(Square)}.
   *
   * @param index 0 to {@code size() - 1}
   * @return the square, or none when the index is out of range
   */
  public Option<Square> square(int index) {
    return index >= 0 && index < size() ? Option.some(Square.get(index % files, index / files)) : Option.none();
  }

  /**
   * Every square of the board in index order: {@code a1}, {@code b1}, ..., the top right corner last.
   *
   * @return the squares
   */
  public Array<Square> squares() {
    return Array.range(0, size()).map(i -> Square.get(i % files, i / files));
  }

  /**
   * The last file's letter, for texts such as "a file from a to j".
   *
   * @return {@code 'h'} on 8 &times; 8
   */
  char lastFile() {
    return (char) ('a' + files - 1);
  }

  /**
   * Reads a square of this board in chess coordinates, such as {@code e4} or {@code j10}; upper-case files
   * are accepted.
   *
   * @param text the text: a file letter and a rank number without leading zeros
   * @return the square, or a {@link SyntaxError} with code {@code square.syntax} saying what was expected
   *     and what was found (column 0 for the file, 1 for the rank)
   */
  public Either<SyntaxError, Square> parse(String text) {
    Objects.requireNonNull(text, "text");
    String range = "a square from a1 to " + lastFile() + ranks;
    int longest = ranks >= 10 ? 3 : 2;
    if (text.length() < 2 || text.length() > longest) {
      return Either.left(SyntaxError.of("square.syntax", text, text.isEmpty() ? 0 : Math.min(longest, text.length()),
          range, text.isEmpty() ? "nothing" : text));
    }
    char f = Character.toLowerCase(text.charAt(0));
    if (f < 'a' || f > lastFile()) {
      return Either.left(SyntaxError.of("square.syntax", text, 0, "a file from a to " + lastFile(),
          String.valueOf(text.charAt(0))));
    }
    String digits = text.substring(1);
    int rank = 0;
    boolean number = digits.charAt(0) != '0';
    for (int i = 0; i < digits.length() && number; i++) {
      char c = digits.charAt(i);
      number = c >= '0' && c <= '9';
      rank = rank * 10 + (c - '0');
    }
    if (!number || rank > ranks) {
      return Either.left(SyntaxError.of("square.syntax", text, 1, "a rank from 1 to " + ranks, digits));
    }
    return Either.right(Square.get(f - 'a', rank - 1));
  }

  /**
   * Boards are equal when they have the same files and ranks.
   *
   * @param o the other object
   * @return whether {@code o} is a board of the same shape
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof BoardShape other && other.files == files && other.ranks == ranks;
  }

  /**
   * A hash of the shape.
   *
   * @return a hash of files and ranks
   */
  @Override
  public int hashCode() {
    return files * 31 + ranks;
  }

  /**
   * The shape, for example {@code "10×10"}.
   *
   * @return files × ranks
   */
  @Override
  public String toString() {
    return files + "×" + ranks;
  }
}
