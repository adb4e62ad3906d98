package io.github.tabla.notation.move;

import org.apiguardian.api.API;
import io.github.tabla.core.Role;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.core.SyntaxError;
import io.vavr.collection.Array;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * A move as it was written, read without looking at any position: the first of the two layers of
 * move text. {@link MoveResolver} is the second: it finds the legal move a text names.
 *
 * <p>Four shapes, one record each:
 *
 * <ul>
 *   <li>{@link DraughtsPath}: Italian draughts (ID-4), {@code 22-19}, {@code 29x22x15x6} and the short
 *       capture {@code 29x6};
 *   <li>{@link LongAlgebraic}: the chess-board games, {@code Ke1-e2}, {@code Ne8xc7}, {@code e1-e2};
 *   <li>{@link ShortAlgebraic}: {@code Ke2}, {@code Nxc7}, {@code Qd4}, with an optional origin file or
 *       rank ({@code Rbd1}, {@code R1d4});
 *   <li>{@link Pass}: the forced pass {@code --} (KD-9, KN-8, QB-8).
 * </ul>
 *
 * <pre>{@code
 * MoveText t = MoveText.parse("29x22x15x6", SquareNaming.DRAUGHTS).get();
 * t.squares();   // [b1, d3, e5, f7]: 29, 22, 15, 6
 * t.text();      // "29x22x15x6"
 * MoveText.parse("Ke9", SquareNaming.CHESS).getLeft().column();   // 2
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public sealed interface MoveText
    permits MoveText.DraughtsPath, MoveText.LongAlgebraic, MoveText.ShortAlgebraic, MoveText.Pass {

  /**
   * Reads a move text in a game's square naming. Whitespace around the text is allowed.
   *
   * @param text the text
   * @param naming how the game names its squares: draughts numbers or chess coordinates
   * @return the move text, or a {@link SyntaxError} saying where reading failed, what was expected
   *     there and what was found
   */
  static Either<SyntaxError, MoveText> parse(String text, SquareNaming naming) {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(naming, "naming");
    return MoveSyntax.parse(text, naming, PieceLetters.ENGLISH);
  }

  /**
   * Reads a move text in a game's square naming, with the piece letters of a person's language read
   * beside the English ones ({@code Td1-d4} is a rook's move in Romanian). Squares may be written in
   * capitals ({@code KE1-E2}).
   *
   * @param text the text
   * @param naming how the game names its squares
   * @param letters the piece letters to read
   * @return the move text, or the syntax error
   */
  static Either<SyntaxError, MoveText> parse(String text, SquareNaming naming, PieceLetters letters) {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(naming, "naming");
    Objects.requireNonNull(letters, "letters");
    return MoveSyntax.parse(text, naming, letters);
  }

  /**
   * Reads a move text in whichever naming it is written: a text starting with a digit is a draughts
   * path, anything else chess coordinates.
   *
   * @param text the text
   * @return the move text, or the syntax error
   */
  static Either<SyntaxError, MoveText> parse(String text) {
    Objects.requireNonNull(text, "text");
    return MoveSyntax.parse(text);
  }

  /**
   * The canonical text of this value; reading it back gives an equal value.
   *
   * @return for example {@code "Ne8xc7"}
   */
  String text();

  /**
   * The squares the text names, in order: every square of a path, only the destination of a short
   * algebraic move, none for a pass.
   *
   * @return the squares
   */
  Array<Square> squares();

  /**
   * Whether the text says the move captures ({@code x}).
   *
   * @return {@code true} for a capture
   */
  boolean capture();

  /**
   * The piece letter the text starts with, when it has one.
   *
   * @return the letter as written and the pieces it may name, or none
   */
  Option<PieceLetter> piece();

  /**
   * The role of the moving piece a person means, when the text names one: the first meaning of its
   * piece letter.
   *
   * @return the role, or none
   */
  default Option<Role> role() {
    return piece().map(PieceLetter::role);
  }

  /**
   * The origin square, when the text names it.
   *
   * @return the origin, or none for a short algebraic move and a pass
   */
  default Option<Square> from() {
    return this instanceof ShortAlgebraic ? Option.none() : squares().headOption();
  }

  /**
   * The destination square, when the text names it.
   *
   * @return the destination, or none for a pass
   */
  default Option<Square> to() {
    return squares().lastOption();
  }

  /**
   * A draughts move in a numbering of the playing squares (ID-2, ID-4 in Italian draughts): the origin
   * and landing squares joined by {@code -} for a step, by {@code x} for a capture. A capture may name
   * only its ends ({@code 29x6}) or any of its landing squares in order; {@link MoveResolver} accepts it
   * when exactly one legal capture fits.
   *
   * @param squares the origin and the named landing squares, at least two
   * @param capture whether the squares are joined by {@code x}
   * @param naming the numbering the squares are written in
   */
  record DraughtsPath(Array<Square> squares, boolean capture, SquareNaming naming) implements MoveText {
    /**
     * Checks the path.
     *
     * @param squares the squares
     * @param capture the separator
     * @param naming the numbering
     * @throws IllegalArgumentException when fewer than two squares are given, one has no number in the
     *     naming, or the naming is not a numbering
     */
    public DraughtsPath {
      Objects.requireNonNull(squares, "squares");
      Objects.requireNonNull(naming, "naming");
      if (!naming.numbered()) {
        throw new IllegalArgumentException("a draughts path is written in numbers, not in " + naming);
      }
      if (squares.size() < 2 || !squares.forAll(naming::names)) {
        throw new IllegalArgumentException("a draughts path needs two or more playing squares, got " + squares);
      }
    }

    /**
     * A path in the Italian numbering ({@link SquareNaming#DRAUGHTS}, ID-2).
     *
     * @param squares the origin and the named landing squares, at least two
     * @param capture whether the squares are joined by {@code x}
     * @throws IllegalArgumentException when fewer than two squares are given or one is not a playing
     *     square of Italian draughts
     */
    public DraughtsPath(Array<Square> squares, boolean capture) {
      this(squares, capture, SquareNaming.DRAUGHTS);
    }

    /**
     * The squares as numbers.
     *
     * @return for example {@code [29, 22, 15, 6]}
     */
    public Array<Integer> numbers() {
      return squares.map(s -> Integer.parseInt(naming.name(s).get()));
    }

    /**
     * The numbers joined by {@code -} or {@code x}.
     *
     * @return for example {@code "29x22x15x6"}
     */
    @Override
    public String text() {
      return squares.map(s -> naming.name(s).get()).mkString(capture ? "x" : "-");
    }

    /**
     * Draughts texts name no piece.
     *
     * @return none
     */
    @Override
    public Option<PieceLetter> piece() {
      return Option.none();
    }
  }

  /**
   * A long algebraic move of a chess-board game: the optional piece letter, the origin and the
   * destination joined by {@code -}, or by {@code x} when a piece is captured. Collecting a diamond
   * or a button is a plain move ({@code Ke4-e5}).
   *
   * @param piece the piece letter, or none when the letter was left out
   * @param squares the origin and destination (and any further landing squares), at least two
   * @param capture whether the squares are joined by {@code x}
   */
  record LongAlgebraic(Option<PieceLetter> piece, Array<Square> squares, boolean capture) implements MoveText {
    /**
     * Checks the path.
     *
     * @param piece the piece letter
     * @param squares the squares
     * @param capture the separator
     * @throws IllegalArgumentException when fewer than two squares are given
     */
    public LongAlgebraic {
      Objects.requireNonNull(piece, "piece");
      Objects.requireNonNull(squares, "squares");
      if (squares.size() < 2) {
        throw new IllegalArgumentException("a long algebraic move needs two or more squares, got " + squares);
      }
    }

    /**
     * The canonical text.
     *
     * @return for example {@code "Ne8xc7"} or {@code "e1-e2"}
     */
    @Override
    public String text() {
      return piece.map(PieceLetter::letter).getOrElse("") + squares.mkString(capture ? "x" : "-");
    }
  }

  /**
   * A short algebraic move: the optional piece letter, an optional origin file or rank that tells two
   * pieces apart, {@code x} for a capture, and the destination. (A text that names the whole origin,
   * such as {@code Rb1d1}, is read as the {@link LongAlgebraic} {@code Rb1-d1}.)
   *
   * @param piece the piece letter, or none
   * @param fromFile the origin's file (0 for {@code a}, up to 15 for {@code p}), when given
   * @param fromRank the origin's rank (0 for rank 1, up to 15 for rank 16), when given
   * @param destination where the piece goes
   * @param capture whether the text says {@code x}
   */
  record ShortAlgebraic(Option<PieceLetter> piece, Option<Integer> fromFile, Option<Integer> fromRank,
      Square destination, boolean capture) implements MoveText {

    /**
     * Checks the origin hints.
     *
     * @param piece the piece letter
     * @param fromFile the origin file hint
     * @param fromRank the origin rank hint
     * @param destination the destination
     * @param capture the capture mark
     * @throws IllegalArgumentException when a hint is off the board, or both are given (a text naming
     *     the whole origin is a {@link LongAlgebraic} move)
     */
    public ShortAlgebraic {
      Objects.requireNonNull(piece, "piece");
      Objects.requireNonNull(fromFile, "fromFile");
      Objects.requireNonNull(fromRank, "fromRank");
      Objects.requireNonNull(destination, "destination");
      if (fromFile.exists(f -> f < 0 || f > 15) || fromRank.exists(r -> r < 0 || r > 15)) {
        throw new IllegalArgumentException("origin hints must be 0..15, got " + fromFile + " " + fromRank);
      }
      if (fromFile.isDefined() && fromRank.isDefined()) {
        throw new IllegalArgumentException("a move naming its whole origin is a long algebraic move");
      }
    }

    /**
     * Whether a square fits the origin hints.
     *
     * @param square a possible origin
     * @return {@code true} when the square is on the given file and rank (if any were given)
     */
    public boolean fitsOrigin(Square square) {
      return fromFile.forAll(f -> square.file() == f) && fromRank.forAll(r -> square.rank() == r);
    }

    /**
     * The canonical text.
     *
     * @return for example {@code "Nxc7"} or {@code "Rbd1"}
     */
    @Override
    public String text() {
      return piece.map(PieceLetter::letter).getOrElse("")
          + fromFile.map(f -> String.valueOf((char) ('a' + f))).getOrElse("")
          + fromRank.map(r -> String.valueOf(r + 1)).getOrElse("")
          + (capture ? "x" : "") + destination.text();
    }

    /**
     * Only the destination.
     *
     * @return a one-square array
     */
    @Override
    public Array<Square> squares() {
      return Array.of(destination);
    }
  }

  /**
   * The forced pass, {@code --}.
   */
  record Pass() implements MoveText {
    /**
     * The pass text.
     *
     * @return {@code "--"}
     */
    @Override
    public String text() {
      return "--";
    }

    /**
     * A pass names no square.
     *
     * @return the empty array
     */
    @Override
    public Array<Square> squares() {
      return Array.empty();
    }

    /**
     * A pass captures nothing.
     *
     * @return {@code false}
     */
    @Override
    public boolean capture() {
      return false;
    }

    /**
     * A pass moves no piece.
     *
     * @return none
     */
    @Override
    public Option<PieceLetter> piece() {
      return Option.none();
    }
  }
}
