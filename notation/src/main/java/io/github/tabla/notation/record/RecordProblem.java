package io.github.tabla.notation.record;

import io.github.tabla.core.Localizable;
import io.github.tabla.core.SyntaxError;
import io.github.tabla.notation.position.PositionProblem;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;

/**
 * Why a record cannot even start to be replayed: its tags cannot be read, it is another game's, or its
 * start position is wrong. (A wrong move is no such problem: the replay stops there and keeps every
 * move before it, see {@link RecordReading#error()}.)
 */
public sealed interface RecordProblem extends Localizable
    permits RecordProblem.Unreadable, RecordProblem.WrongGame, RecordProblem.BadStart {

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
}
