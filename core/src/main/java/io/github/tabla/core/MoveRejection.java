package io.github.tabla.core;

import org.apiguardian.api.API;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * Why a move was refused: the reason a user interface shows a child when a drag is illegal.
 *
 * <p>Every rejection has a stable {@link #code()} (a key of the message bundles), the
 * {@link #ruleId()} it enforces (such as {@code KD-3} or {@code ID-10.1}), message
 * {@link #arguments()}, the {@link #squares()} to highlight and, where the rules force another
 * move, the moves that must be played {@link #instead()}. The kinds that every game shares are
 * records here; everything game-specific is a {@link RuleBroken}.
 *
 * <pre>{@code
 * Either<MoveRejection, P> after = position.play(Square.E4, Square.E5);
 * after.peekLeft(why -> ui.show(messages.text(why), why.squares()));
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public sealed interface MoveRejection extends Localizable
    permits MoveRejection.GameOver, MoveRejection.Malformed, MoveRejection.OffBoard, MoveRejection.NoPiece, MoveRejection.NotYourPiece,
        MoveRejection.Ambiguous, MoveRejection.Mismatch, MoveRejection.RuleBroken {

  /**
   * The rule this rejection enforces.
   *
   * @return a rule id such as {@code "ID-8"}, or empty when no numbered rule applies
   */
  String ruleId();

  /**
   * The rule this rejection enforces, typed.
   *
   * @return the rule, or none when no numbered rule applies
   */
  default Option<RuleId> rule() {
    return RuleId.parse(ruleId());
  }

  /**
   * Squares a user interface may highlight to explain the rejection.
   *
   * @return the squares, possibly empty
   */
  default SquareSet squares() {
    return SquareSet.empty();
  }

  /**
   * The legal moves the player must choose from instead, when a rule forces them (a compulsory
   * capture, a capture priority) or when the request was ambiguous.
   *
   * @return the moves, possibly empty
   */
  default Seq<Move> instead() {
    return Array.empty();
  }

  /**
   * The round or game is already over: no move can be played.
   *
   * @param outcome how it ended
   */
  record GameOver(Outcome outcome) implements MoveRejection {
    /**
     * The stable code.
     *
     * @return {@code "move.game-over"}
     */
    @Override
    public String code() {
      return "move.game-over";
    }

    /**
     * The rule that ended the game.
     *
     * @return the termination's rule id
     */
    @Override
    public String ruleId() {
      return outcome.termination().ruleId();
    }

    /**
     * The message arguments.
     *
     * @return the termination's rule id
     */
    @Override
    public Seq<Object> arguments() {
      return Array.of(outcome.termination().ruleId());
    }
  }

  /**
   * The request is not the shape of any move: too few squares, or a pass where none is possible.
   *
   * @param path the squares that were given
   * @param ruleId the rule that says what a move is
   */
  record Malformed(Seq<Square> path, String ruleId) implements MoveRejection {
    /**
     * Checks that no part is missing.
     *
     * @param path the squares that were given
     * @param ruleId the rule that says what a move is
     * @throws NullPointerException when a part is null
     */
    public Malformed {
      Objects.requireNonNull(path, "path");
      Objects.requireNonNull(ruleId, "ruleId");
    }

    /**
     * The stable code.
     *
     * @return {@code "move.pass-not-allowed"} for an empty path (a pass), {@code "move.malformed"}
     *     otherwise
     */
    @Override
    public String code() {
      return path.isEmpty() ? "move.pass-not-allowed" : "move.malformed";
    }

    /**
     * The message arguments.
     *
     * @return the path as text
     */
    @Override
    public Seq<Object> arguments() {
      return Array.of(path.mkString("-"));
    }
  }

  /**
   * A square of the request is not on the game's board: {@code i9} in a game of the 8 &times; 8 board.
   * {@link GamePosition#play(Move)} and {@link GamePosition#moveFor(Seq)} answer this before the game is
   * asked, so a game's {@link GamePosition#explain(Seq)} only sees squares of its board.
   *
   * @param square the first square of the request off the board
   * @param board the game's board
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  record OffBoard(Square square, BoardShape board) implements MoveRejection {
    /**
     * Checks that no part is missing.
     *
     * @param square the square off the board
     * @param board the game's board
     * @throws NullPointerException when a part is null
     */
    public OffBoard {
      Objects.requireNonNull(square, "square");
      Objects.requireNonNull(board, "board");
    }

    /**
     * The stable code.
     *
     * @return {@code "move.off-board"}
     */
    @Override
    public String code() {
      return "move.off-board";
    }

    /**
     * No numbered rule: a move stays on the board.
     *
     * @return the empty string
     */
    @Override
    public String ruleId() {
      return "";
    }

    /**
     * The message arguments.
     *
     * @return the square in coordinates and the board's shape, such as {@code "8×8"}
     */
    @Override
    public Seq<Object> arguments() {
      return Array.of(square.text(), board.toString());
    }
  }

  /**
   * There is no piece on the origin square.
   *
   * @param square the empty origin
   */
  record NoPiece(Square square) implements MoveRejection {
    /**
     * Checks that no part is missing.
     *
     * @param square the empty origin
     * @throws NullPointerException when the square is null
     */
    public NoPiece {
      Objects.requireNonNull(square, "square");
    }

    /**
     * The stable code.
     *
     * @return {@code "move.no-piece"}
     */
    @Override
    public String code() {
      return "move.no-piece";
    }

    /**
     * No numbered rule: a move starts where a piece stands.
     *
     * @return the empty string
     */
    @Override
    public String ruleId() {
      return "";
    }

    /**
     * The message arguments.
     *
     * @return the square
     */
    @Override
    public Seq<Object> arguments() {
      return Array.of(square);
    }

    /**
     * The empty origin.
     *
     * @return the origin square
     */
    @Override
    public SquareSet squares() {
      return SquareSet.of(square);
    }
  }

  /**
   * The piece on the origin may not be moved by the side to move: the opponent's, or a piece that
   * never moves (the static pieces of Knights in the Enemy Camp, KN-2).
   *
   * @param square the origin
   * @param piece the piece found there
   * @param ruleId the rule that forbids moving it
   */
  record NotYourPiece(Square square, Piece piece, String ruleId) implements MoveRejection {
    /**
     * Checks that no part is missing.
     *
     * @param square the origin
     * @param piece the piece found there
     * @param ruleId the rule that forbids moving it
     * @throws NullPointerException when a part is null
     */
    public NotYourPiece {
      Objects.requireNonNull(square, "square");
      Objects.requireNonNull(piece, "piece");
      Objects.requireNonNull(ruleId, "ruleId");
    }

    /**
     * The stable code.
     *
     * @return {@code "move.not-your-piece"}
     */
    @Override
    public String code() {
      return "move.not-your-piece";
    }

    /**
     * The message arguments.
     *
     * @return the square and the piece
     */
    @Override
    public Seq<Object> arguments() {
      return Array.of(square, piece);
    }

    /**
     * The origin.
     *
     * @return the origin square
     */
    @Override
    public SquareSet squares() {
      return SquareSet.of(square);
    }
  }

  /**
   * The request (for example origin and destination only) fits several legal moves.
   *
   * @param instead the legal moves that fit
   */
  record Ambiguous(Seq<Move> instead) implements MoveRejection {
    /**
     * Checks that no part is missing.
     *
     * @param instead the legal moves that fit
     * @throws NullPointerException when the moves are null
     */
    public Ambiguous {
      Objects.requireNonNull(instead, "instead");
    }

    /**
     * The stable code.
     *
     * @return {@code "move.ambiguous"}
     */
    @Override
    public String code() {
      return "move.ambiguous";
    }

    /**
     * No numbered rule.
     *
     * @return the empty string
     */
    @Override
    public String ruleId() {
      return "";
    }

    /**
     * The message arguments.
     *
     * @return the number of candidates
     */
    @Override
    public Seq<Object> arguments() {
      return Array.of(instead.size());
    }
  }

  /**
   * The move's path is legal, but the move value says something else about it (another role,
   * other captured squares): it was probably made for another position.
   *
   * @param given the move that was given
   * @param legal the legal move with the same path
   */
  record Mismatch(Move given, Move legal) implements MoveRejection {
    /**
     * Checks that no part is missing.
     *
     * @param given the move that was given
     * @param legal the legal move with the same path
     * @throws NullPointerException when a part is null
     */
    public Mismatch {
      Objects.requireNonNull(given, "given");
      Objects.requireNonNull(legal, "legal");
    }

    /**
     * The stable code.
     *
     * @return {@code "move.mismatch"}
     */
    @Override
    public String code() {
      return "move.mismatch";
    }

    /**
     * No numbered rule.
     *
     * @return the empty string
     */
    @Override
    public String ruleId() {
      return "";
    }

    /**
     * The message arguments.
     *
     * @return the given move
     */
    @Override
    public Seq<Object> arguments() {
      return Array.of(given);
    }
  }

  /**
   * A game rule forbids the move; the game names the rule and says why.
   *
   * @param code the stable code, for example {@code "diamonds.kings-touch"}
   * @param ruleId the rule, for example {@code "KD-3"}
   * @param arguments the message arguments
   * @param squares squares to highlight (for KD-3: the enemy king)
   * @param instead moves that must be played instead, when the rule forces some
   */
  record RuleBroken(String code, String ruleId, Seq<Object> arguments, SquareSet squares, Seq<Move> instead)
      implements MoveRejection {
    /**
     * Checks that no part is missing.
     *
     * @param code the stable code, for example {@code "diamonds.kings-touch"}
     * @param ruleId the rule, for example {@code "KD-3"}
     * @param arguments the message arguments
     * @param squares squares to highlight (for KD-3: the enemy king)
     * @param instead moves that must be played instead, when the rule forces some
     * @throws NullPointerException when a part is null
     */
    public RuleBroken {
      Objects.requireNonNull(code, "code");
      Objects.requireNonNull(ruleId, "ruleId");
      Objects.requireNonNull(arguments, "arguments");
      Objects.requireNonNull(squares, "squares");
      Objects.requireNonNull(instead, "instead");
    }


    /**
     * A broken rule with message arguments and nothing to highlight.
     *
     * @param code the stable code
     * @param ruleId the rule id
     * @param arguments the message arguments
     * @return the rejection
     */
    public static RuleBroken of(String code, String ruleId, Object... arguments) {
      return new RuleBroken(code, ruleId, Array.of(arguments), SquareSet.empty(), Array.empty());
    }

    /**
     * A rejection of a game's typed code, which names its rule.
     *
     * <pre>{@code
     * MoveRejection.RuleBroken.of(KnightsCode.NOT_A_JUMP, from, to).highlighting(SquareSet.of(from, to));
     * MoveRejection.RuleBroken.of(KnightsCode.NOT_A_JUMP, "e8-e6");   // IllegalArgumentException: 2 squares
     * }</pre>
     *
     * @param code the code
     * @param arguments the message arguments, of the kinds the code declares ({@link Code#arguments()})
     * @return the rejection
     * @throws IllegalArgumentException naming the code, when the arguments are not of its number and kinds
     */
    public static RuleBroken of(Code code, Object... arguments) {
      Objects.requireNonNull(code, "code");
      return new RuleBroken(code.key(), code.ruleText(), CodeArguments.of(code, code.ruleText(), arguments),
          SquareSet.empty(), Array.empty());
    }

    /**
     * This rejection with squares to highlight.
     *
     * @param highlight the squares
     * @return the new rejection
     */
    public RuleBroken highlighting(SquareSet highlight) {
      return new RuleBroken(code, ruleId, arguments, highlight, instead);
    }

    /**
     * This rejection with the moves to play instead.
     *
     * @param moves the forced moves
     * @return the new rejection
     */
    public RuleBroken requiring(Seq<Move> moves) {
      return new RuleBroken(code, ruleId, arguments, squares, moves);
    }
  }
}
