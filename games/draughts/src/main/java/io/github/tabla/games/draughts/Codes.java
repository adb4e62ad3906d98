package io.github.tabla.games.draughts;

import io.github.tabla.games.draughts.capture.Criterion;
import io.vavr.collection.LinkedHashSet;
import io.vavr.collection.Set;

/**
 * The stable message codes of Italian draughts: why a move is refused, why a setup is not a position,
 * how a game ended. Each is a key of the module's message bundles (English, Romanian, Hebrew, Italian)
 * and names its rule in the rejection or problem that carries it.
 *
 * <pre>{@code
 * position.play(move).swap().map(MoveRejection::code);   // e.g. Some("draughts.capture.compulsory")
 * }</pre>
 */
public final class Codes {
  private Codes() {}

  /** ID-1: play is only on the dark squares. Argument: the square in chess coordinates. */
  public static final String LIGHT_SQUARE = "draughts.light-square";
  /** ID-5: a man moves and captures only forwards. Arguments: origin and destination numbers. */
  public static final String MAN_BACKWARDS = "draughts.man.backwards";
  /** ID-5, ID-7: a piece moves one square diagonally. Argument: the path as numbers. */
  public static final String NOT_DIAGONAL_STEP = "draughts.not-diagonal-step";
  /** ID-5: a man never captures a king. Argument: the king's square number. */
  public static final String MAN_CANNOT_CAPTURE_KING = "draughts.man-cannot-capture-king";
  /** ID-5, ID-7: a piece moves onto an empty square. Argument: the square number. */
  public static final String SQUARE_OCCUPIED = "draughts.square-occupied";
  /** ID-8: capture is compulsory. Argument: the captures to choose from. */
  public static final String CAPTURE_COMPULSORY = "draughts.capture.compulsory";
  /** ID-9: a capture goes on while the piece can jump again. Arguments: where it stopped, the captures. */
  public static final String CAPTURE_MUST_CONTINUE = "draughts.capture.must-continue";
  /** ID-8: a jump goes over an opponent's piece. Arguments: the jump's two square numbers. */
  public static final String CAPTURE_NOTHING_TO_JUMP = "draughts.capture.nothing-to-jump";
  /** ID-9: a piece cannot be jumped twice. Argument: its square number. */
  public static final String CAPTURE_TWICE = "draughts.capture.twice";
  /** ID-11: a man that reaches the far row during a capture stops there. Argument: the square number. */
  public static final String CAPTURE_PROMOTION_ENDS = "draughts.capture.promotion-ends";
  /** ID-10.1. Arguments: the captures to play, the pieces they take, the pieces the tried one takes. */
  public static final String PRIORITY_MOST_PIECES = Criterion.MOST_PIECES.code();
  /** ID-10.2. Argument: the captures to play. */
  public static final String PRIORITY_WITH_KING = Criterion.WITH_KING.code();
  /** ID-10.3. Arguments: the captures to play, the kings they take, the kings the tried one takes. */
  public static final String PRIORITY_MOST_KINGS = Criterion.MOST_KINGS.code();
  /** ID-10.4. Arguments: the captures to play, their king jumps, the tried one's king jumps. */
  public static final String PRIORITY_EARLIEST_KING = Criterion.EARLIEST_KING.code();

  /** ID-3: at most 12 pieces per side. Arguments: the side, the count. */
  public static final String SETUP_TOO_MANY_PIECES = "draughts.setup.too-many-pieces";
  /** ID-11b: no man on its own far row. Arguments: the side, the square numbers. */
  public static final String SETUP_MAN_ON_FAR_ROW = "draughts.setup.man-on-far-row";
  /** ID-1: one piece per square. Argument: the square numbers. */
  public static final String SETUP_TWO_PIECES = "draughts.setup.two-pieces";
  /** ID-1: pieces stand on dark squares. Argument: the squares in chess coordinates. */
  public static final String SETUP_LIGHT_SQUARE = "draughts.setup.light-square";
  /** ID-5, ID-7: only men and kings. Arguments: the piece, the square. */
  public static final String SETUP_ROLE = "draughts.setup.role";
  /** ID-1: draughts has no items on the board. Argument: the squares. */
  public static final String SETUP_ITEMS = "draughts.setup.items";
  /** A field with a value that is not a whole number in range. Arguments: name, value, lowest, highest. */
  public static final String SETUP_FIELD = "draughts.setup.field";
  /** A field draughts does not know. Argument: the name. */
  public static final String SETUP_UNKNOWN_FIELD = "draughts.setup.unknown-field";
  /** No piece at all (ID-12). */
  public static final String SETUP_NO_PIECES = "draughts.setup.no-pieces";
  /** The side not to move has no piece: the round ended when it lost its last one (ID-12). */
  public static final String SETUP_LOST_ALREADY = "draughts.setup.lost-already";
  /** Move counters that cannot go with the side to move (ID-3). */
  public static final String SETUP_TURN_ORDER = "draughts.setup.turn-order";

  /** ID-12: the side to move has no pieces. */
  public static final String END_NO_PIECES = "draughts.end.no-pieces";
  /** ID-12: the side to move has no legal move. */
  public static final String END_BLOCKED = "draughts.end.blocked";
  /** ID-13.3: 80 plies without a capture or a man moved. */
  public static final String END_NO_PROGRESS = "draughts.end.no-progress";
  /** ID-13.2: a position occurred for the third time. */
  public static final String END_REPETITION = "draughts.end.repetition";

  /** The level names of the Robot (M-7), {@code "level." + id}. */
  static final Set<String> LEVEL_CODES = LinkedHashSet.of("level.gentle", "level.easy", "level.medium",
      "level.strong", "level.strongest");

  /** Every code this game produces. */
  static final Set<String> ALL = LinkedHashSet.of(LIGHT_SQUARE, MAN_BACKWARDS, NOT_DIAGONAL_STEP,
      MAN_CANNOT_CAPTURE_KING, SQUARE_OCCUPIED, CAPTURE_COMPULSORY, CAPTURE_MUST_CONTINUE,
      CAPTURE_NOTHING_TO_JUMP, CAPTURE_TWICE, CAPTURE_PROMOTION_ENDS, PRIORITY_MOST_PIECES, PRIORITY_WITH_KING,
      PRIORITY_MOST_KINGS, PRIORITY_EARLIEST_KING, SETUP_TOO_MANY_PIECES, SETUP_MAN_ON_FAR_ROW, SETUP_TWO_PIECES,
      SETUP_LIGHT_SQUARE, SETUP_ROLE, SETUP_ITEMS, SETUP_FIELD, SETUP_UNKNOWN_FIELD, SETUP_NO_PIECES, SETUP_LOST_ALREADY,
      SETUP_TURN_ORDER, END_NO_PIECES, END_BLOCKED,
      END_NO_PROGRESS, END_REPETITION).addAll(LEVEL_CODES);
}
