package io.github.tabla.notation.record;

import org.apiguardian.api.API;
import io.github.tabla.core.Localizable;
import io.github.tabla.core.SyntaxError;
import io.github.tabla.notation.position.PositionProblem;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.Objects;

/**
 * Why a record cannot even start to be replayed: its tags cannot be read, it is another game's, or its
 * start position is wrong. (A wrong move is no such problem: the replay stops there and keeps every
 * move before it, see {@link RecordReading#error()}.)
 */
@API(status = API.Status.STABLE, since = "0.1")
public sealed interface RecordProblem extends Localizable
    permits RecordProblem.Unreadable, RecordProblem.WrongGame, RecordProblem.BadStart, RecordProblem.TooManyMoves {

  /**
   * The tags could not be read.
   *
   * @param error where and why reading failed
   */
  record Unreadable(SyntaxError error) implements RecordProblem {
    /**
     * The syntax error's code.
     *
     * @return for example {@code "notation.record.syntax.tag-close"}
     */
    @Override
    public String code() {
      return error.code();
    }

    /**
     * The syntax error's arguments.
     *
     * @return {@code [input, column + 1, expected, found]}
     */
    @Override
    public Seq<Object> arguments() {
      return error.arguments();
    }
  }

  /**
   * The record's {@link Tags#GAME} and {@link Tags#VARIANT} tags name another game.
   *
   * @param expected the id of the game reading the record
   * @param found the id the tags name
   */
  record WrongGame(String expected, String found) implements RecordProblem {
    /**
     * Checks that no part is missing.
     *
     * @param expected the id of the game reading the record
     * @param found the id the tags name
     * @throws NullPointerException when a part is null
     */
    public WrongGame {
      Objects.requireNonNull(expected, "expected");
      Objects.requireNonNull(found, "found");
    }

    /**
     * The stable code.
     *
     * @return {@code "notation.record.wrong-game"}
     */
    @Override
    public String code() {
      return "notation.record.wrong-game";
    }

    /**
     * The message arguments.
     *
     * @return {@code [found, expected]}
     */
    @Override
    public Seq<Object> arguments() {
      return Array.of(found, expected);
    }
  }

  /**
   * The {@link Tags#FEN} tag is not a valid start position.
   *
   * @param problem why
   */
  record BadStart(PositionProblem problem) implements RecordProblem {
    /**
     * The stable code.
     *
     * @return {@code "notation.record.bad-start"}
     */
    @Override
    public String code() {
      return "notation.record.bad-start";
    }

    /**
     * The message arguments.
     *
     * @return the position problem
     */
    @Override
    public Seq<Object> arguments() {
      return Array.of(problem);
    }
  }

  /**
   * The record holds far more moves than a round of its game can last (more than twice
   * {@code GameDefinition.maxPlies()}): it is refused before any move is replayed. (A record a few moves
   * too long replays to the end of the round, and its reading says which move came after the end.)
   *
   * @param moves the moves the record holds
   * @param most the most a round lasts, in plies
   */
  record TooManyMoves(int moves, int most) implements RecordProblem {
    /**
     * The stable code.
     *
     * @return {@code "notation.record.too-many-moves"}
     */
    @Override
    public String code() {
      return "notation.record.too-many-moves";
    }

    /**
     * The message arguments.
     *
     * @return {@code [most, moves]}
     */
    @Override
    public Seq<Object> arguments() {
      return Array.of(most, moves);
    }
  }
}
