package io.github.tabla.notation.move;

import org.apiguardian.api.API;
import io.github.tabla.core.Move;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Role;
import io.github.tabla.core.Square;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * What a move text names in a position: the second layer of move text, made by
 * {@link MoveResolver#resolve}. Exactly one legal move ({@link Found}), none that fits
 * ({@link NoMatch}, with the closest legal moves), several ({@link Ambiguous}), or a move the game's
 * rules forbid ({@link Illegal}, with the game's own {@link MoveRejection}, such as "capture is
 * compulsory" (ID-8)).
 *
 * <pre>{@code
 * Resolution r = MoveResolver.resolve(position, MoveText.parse("29x6", SquareNaming.DRAUGHTS).get());
 * if (r instanceof Resolution.Ambiguous a) {
 *   ui.offer(a.candidates());   // two captures from 29 to 6 by different paths (ID-11a)
 * }
 * Either<MoveProblem, Move> m = r.toEither();
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public sealed interface Resolution
    permits Resolution.Found, Resolution.NoMatch, Resolution.WrongPiece, Resolution.Ambiguous, Resolution.Illegal {

  /**
   * The text that was resolved.
   *
   * @return the move text
   */
  MoveText text();

  /**
   * The move, when the text names exactly one legal move.
   *
   * @return the move, or none
   */
  default Option<Move> found() {
    return this instanceof Found f ? Option.some(f.move()) : Option.none();
  }

  /**
   * The move, or the problem.
   *
   * @return right with the move, left with why there is none
   */
  default Either<MoveProblem, Move> toEither() {
    return this instanceof Found f ? Either.right(f.move()) : Either.left((MoveProblem) this);
  }

  /**
   * The text names exactly one legal move.
   *
   * @param text the text
   * @param move the legal move
   */
  record Found(MoveText text, Move move) implements Resolution {}

  /**
   * No legal move fits the text, though some come close: the piece letter or the capture mark is
   * wrong, or a short move names a destination no piece of that kind reaches.
   *
   * @param text the text
   * @param closest the legal moves that share the most with the text (squares, piece, capture), in
   *     the game's order; empty when none shares anything
   */
  record NoMatch(MoveText text, Seq<Move> closest) implements Resolution, MoveProblem {
    /**
     * The stable code.
     *
     * @return {@code "notation.move.no-match"}, or {@code "notation.move.no-match.none"} when there is
     *     no close move to suggest
     */
    @Override
    public String code() {
      return closest.isEmpty() ? "notation.move.no-match.none" : "notation.move.no-match";
    }

    /**
     * The message arguments.
     *
     * @return the text and the closest moves
     */
    @Override
    public Seq<Object> arguments() {
      return Array.of(text.text(), closest);
    }
  }

  /**
   * The text's piece letter names another kind of piece than the one the move starts from: {@code Rd1-d4}
   * where a queen stands on d1. The move is not played, whatever the squares: a letter that does not
   * match the board means the person sees the board differently.
   *
   * @param text the text
   * @param square the origin square
   * @param piece the mover's piece that stands there
   * @param named the piece the letter names (its first meaning in the person's language)
   */
  record WrongPiece(MoveText text, Square square, Piece piece, Role named) implements Resolution, MoveProblem {
    /**
     * The stable code.
     *
     * @return {@code "notation.move.wrong-piece"}
     */
    @Override
    public String code() {
      return "notation.move.wrong-piece";
    }

    /**
     * The message arguments.
     *
     * @return the text, the role of the piece on the square, the square, and the role the letter names
     */
    @Override
    public Seq<Object> arguments() {
      return Array.of(text.text(), piece.role(), square, named);
    }
  }

  /**
   * Several legal moves fit the text: two captures with the same ends (ID-11a), or two pieces of the
   * same kind that reach the destination.
   *
   * @param text the text
   * @param candidates the legal moves that fit, in the game's order
   */
  record Ambiguous(MoveText text, Seq<Move> candidates) implements Resolution, MoveProblem {
    /**
     * The stable code.
     *
     * @return {@code "notation.move.ambiguous"}
     */
    @Override
    public String code() {
      return "notation.move.ambiguous";
    }

    /**
     * The message arguments.
     *
     * @return the text and the candidates
     */
    @Override
    public Seq<Object> arguments() {
      return Array.of(text.text(), candidates);
    }
  }

  /**
   * The text names a move the rules forbid; the game says which rule and why.
   *
   * @param text the text
   * @param rejection the game's reason, from {@link io.github.tabla.core.GamePosition#explain}
   */
  record Illegal(MoveText text, MoveRejection rejection) implements Resolution, MoveProblem {
    /**
     * The stable code.
     *
     * @return {@code "notation.move.illegal"}
     */
    @Override
    public String code() {
      return "notation.move.illegal";
    }

    /**
     * The message arguments.
     *
     * @return the text and the rejection (put into words by the messages)
     */
    @Override
    public Seq<Object> arguments() {
      return Array.of(text.text(), rejection);
    }
  }
}
