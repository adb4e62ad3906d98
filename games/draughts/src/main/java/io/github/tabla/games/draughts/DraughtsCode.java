package io.github.tabla.games.draughts;

import org.apiguardian.api.API;
import static io.github.tabla.core.Code.Argument.COUNT;
import static io.github.tabla.core.Code.Argument.PIECE;
import static io.github.tabla.core.Code.Argument.RULE;
import static io.github.tabla.core.Code.Argument.SIDE;
import static io.github.tabla.core.Code.Argument.SQUARE;
import static io.github.tabla.core.Code.Argument.SQUARES;
import static io.github.tabla.core.Code.Argument.TEXT;

import io.github.tabla.core.Code;
import io.github.tabla.core.Termination;
import io.github.tabla.games.draughts.capture.Criterion;
import io.vavr.collection.Array;
import io.vavr.collection.HashSet;
import io.vavr.collection.Set;
import io.vavr.control.Option;

/**
 * The codes of the rejected moves, setup problems and round ends of Italian draughts, each with the
 * rule it enforces, the kinds of its text's arguments and a text in every language; the game's
 * {@code messageCodes()} is made from them. A square is named the draughts way (ID-2) when the text is
 * put into words. The setup problems every game shares are the core's ({@code SetupCode}: two pieces on a
 * square, ID-1; an unknown or bad field, ID-13.3 for the no-progress counter; move counts that do not fit
 * the side to move, ID-3).
 */
@API(status = API.Status.STABLE, since = "0.1")
public enum DraughtsCode implements Code {
  /** "Draughts is played only on the dark squares; … is a light square." (ID-1). */
  LIGHT_SQUARE("draughts.light-square", "ID-1", SQUARE),
  /** "A man moves and captures only forwards: … to … goes backwards." (ID-5). */
  MAN_BACKWARDS("draughts.man.backwards", "ID-5", SQUARE, SQUARE),
  /** "A man can never capture a king, and there is a king on …." (ID-5). */
  MAN_CANNOT_CAPTURE_KING("draughts.man-cannot-capture-king", "ID-5", SQUARE),
  /** "Capturing is compulsory: play …." (ID-8). */
  CAPTURE_COMPULSORY("draughts.capture.compulsory", "ID-8", TEXT),
  /** "The capture must go on from …: play …." (ID-9). */
  CAPTURE_MUST_CONTINUE("draughts.capture.must-continue", "ID-9", SQUARE, TEXT),
  /** "There is no opponent's piece to jump between … and …." (ID-8). */
  CAPTURE_NOTHING_TO_JUMP("draughts.capture.nothing-to-jump", "ID-8", SQUARE, SQUARE),
  /** "The piece on … has already been jumped in this capture; a piece cannot be captured twice." (ID-9). */
  CAPTURE_TWICE("draughts.capture.twice", "ID-9", SQUARE),
  /** "A man that reaches the far row during a capture stops there, on …." (ID-11). */
  CAPTURE_PROMOTION_ENDS("draughts.capture.promotion-ends", "ID-11", SQUARE),
  /** "… has … pieces; a side has at most … pieces." (ID-3). */
  SETUP_TOO_MANY_PIECES("draughts.setup.too-many-pieces", "ID-3", SIDE, COUNT, COUNT),
  /** "A man cannot stand on the row where it would be crowned (…): …." (ID-11b). */
  SETUP_MAN_ON_FAR_ROW("draughts.setup.man-on-far-row", "ID-11b", SIDE, SQUARES),
  /** "Pieces stand only on the dark squares; … is light." (ID-1). */
  SETUP_LIGHT_SQUARE("draughts.setup.light-square", "ID-1", SQUARES),
  /** "A … (on …) is not a draughts piece: there are only men and kings." (ID-5). */
  SETUP_ROLE("draughts.setup.role", "ID-5", PIECE, SQUARE),
  /** "Italian draughts has nothing on the board but men and kings (…)." (ID-1). */
  SETUP_ITEMS("draughts.setup.items", "ID-1", SQUARES),
  /** "There is no piece on the board: a game needs pieces (ID-12)." */
  SETUP_NO_PIECES("draughts.setup.no-pieces", "ID-12"),
  /** "… has no piece left: the game ended when it lost its last one (ID-12)." */
  SETUP_LOST_ALREADY("draughts.setup.lost-already", "ID-12", SIDE),
  /** "The player to move has no pieces left and loses (…)." (ID-12). */
  END_NO_PIECES("draughts.end.no-pieces", "ID-12", RULE),
  /** "The player to move has no legal move, all pieces are blocked, and loses (…)." (ID-12). */
  END_BLOCKED("draughts.end.blocked", "ID-12", RULE),
  /** "A draw: 40 moves by each side without a capture or a man moved (…)." (ID-13.3). */
  END_NO_PROGRESS("draughts.end.no-progress", "ID-13.3", RULE),
  /** "A draw: the same position occurred for the third time (…)." (ID-13.2). */
  END_REPETITION("draughts.end.repetition", "ID-13.2", RULE),
  /**
   * A path that is not a diagonal step or jump: of a man (ID-5; a king's is {@link #KING_NOT_DIAGONAL_STEP}).
   */
  NOT_DIAGONAL_STEP("draughts.not-diagonal-step", "ID-5", TEXT),
  /** A king's path that is not a diagonal step or jump (ID-7). */
  KING_NOT_DIAGONAL_STEP("draughts.not-diagonal-step", "ID-7", TEXT),
  /** A man's step onto an occupied square (ID-5). */
  SQUARE_OCCUPIED("draughts.square-occupied", "ID-5", SQUARE),
  /** A king's step onto an occupied square (ID-7). */
  KING_SQUARE_OCCUPIED("draughts.square-occupied", "ID-7", SQUARE),
  /** A jump that lands on an occupied square (ID-8). */
  LANDING_OCCUPIED("draughts.square-occupied", "ID-8", SQUARE),
  /** A jump that lands on a piece it captured earlier in the same move, still on the board (ID-9). */
  LANDING_ON_CAPTURED("draughts.square-occupied", "ID-9", SQUARE),
  /** A capture that does not take the most pieces (ID-10.1): the moves to play, their pieces, its pieces. */
  PRIORITY_MOST_PIECES(Criterion.MOST_PIECES.code(), Criterion.MOST_PIECES.ruleId(), TEXT, COUNT, COUNT),
  /** A capture by a man where a king can capture as much (ID-10.2): the moves to play. */
  PRIORITY_WITH_KING(Criterion.WITH_KING.code(), Criterion.WITH_KING.ruleId(), TEXT),
  /** A capture that does not take the most kings (ID-10.3): the moves to play, their kings, its kings. */
  PRIORITY_MOST_KINGS(Criterion.MOST_KINGS.code(), Criterion.MOST_KINGS.ruleId(), TEXT, COUNT, COUNT),
  /**
   * A capture that meets the other side's kings later than another (ID-10.4): the moves to play, the jumps at
   * which they meet kings, the jumps at which it does ({@code "1, 3"}).
   */
  PRIORITY_EARLIEST_KING(Criterion.EARLIEST_KING.code(), Criterion.EARLIEST_KING.ruleId(), TEXT, TEXT, TEXT);

  private final Definition definition;

  DraughtsCode(String key, String rule, Argument... arguments) {
    definition = Definition.of(key, rule, arguments);
  }

  @Override
  public Definition definition() {
    return definition;
  }

  /** The code of a capture ruled out by one of Italian draughts' priorities (ID-10), or none for another's. */
  static Option<DraughtsCode> of(Criterion criterion) {
    return Array.of(PRIORITY_MOST_PIECES, PRIORITY_WITH_KING, PRIORITY_MOST_KINGS, PRIORITY_EARLIEST_KING)
        .find(c -> c.key().equals(criterion.code()) && c.ruleText().equals(criterion.ruleId()));
  }

  /** Every code's key, with the keys of the other texts the game shows (its levels, its name). */
  static Set<String> messageCodes() {
    return Code.keys(values()).addAll(HashSet.of("level.gentle", "level.easy", "level.medium", "level.strong",
        "level.strongest", "game." + ItalianDraughts.ID + ".name"));
  }

  /** The termination of a round-end code. */
  Termination termination() {
    return Termination.of(this);
  }
}
