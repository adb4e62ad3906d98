package io.github.tabla.games.diamonds;

import io.github.tabla.core.Termination;
import io.vavr.collection.HashSet;
import io.vavr.collection.Set;

/** The stable message codes of Kings and Diamonds, each with a text in every bundle. */
final class Codes {
  private Codes() {}

  static final String NOT_A_KING_STEP = "diamonds.not-a-king-step";
  static final String KINGS_TOUCH = "diamonds.kings-touch";
  static final String DIAMOND_GUARDED = "diamonds.diamond-guarded";

  static final Termination ALL_COLLECTED = Termination.of("diamonds.end.all-collected", "KD-6.1");
  static final Termination MOVE_LIMIT = Termination.of("diamonds.end.move-limit", "KD-6.2");
  static final Termination NO_MOVES = Termination.of("diamonds.end.no-moves", "KD-6.3");

  static final String SETUP_NOT_A_KING = "diamonds.setup.not-a-king";
  static final String SETUP_KING_COUNT = "diamonds.setup.king-count";
  static final String SETUP_SQUARE_TWICE = "diamonds.setup.square-twice";
  static final String SETUP_KINGS_SAME_SQUARE = "diamonds.setup.kings-same-square";
  static final String SETUP_KINGS_ADJACENT = "diamonds.setup.kings-adjacent";
  static final String SETUP_DIAMOND_UNDER_KING = "diamonds.setup.diamond-under-king";
  static final String SETUP_DIAMOND_OUTSIDE = "diamonds.setup.diamond-outside";
  static final String SETUP_FIELD = "diamonds.setup.field";
  static final String SETUP_UNKNOWN_FIELD = "diamonds.setup.unknown-field";
  static final String SETUP_MOVES_BEYOND_LIMIT = "diamonds.setup.moves-beyond-limit";
  static final String SETUP_TURN_ORDER = "diamonds.setup.turn-order";
  static final String SETUP_TOO_MANY_DIAMONDS = "diamonds.setup.too-many-diamonds";
  static final String SETUP_POINTS_BEYOND_MOVES = "diamonds.setup.points-beyond-moves";

  static final Set<String> ALL = HashSet.of(
      NOT_A_KING_STEP, KINGS_TOUCH, DIAMOND_GUARDED,
      ALL_COLLECTED.code(), MOVE_LIMIT.code(), NO_MOVES.code(),
      SETUP_NOT_A_KING, SETUP_KING_COUNT, SETUP_SQUARE_TWICE, SETUP_KINGS_SAME_SQUARE, SETUP_KINGS_ADJACENT,
      SETUP_DIAMOND_UNDER_KING, SETUP_DIAMOND_OUTSIDE, SETUP_FIELD, SETUP_UNKNOWN_FIELD, SETUP_MOVES_BEYOND_LIMIT,
      SETUP_TURN_ORDER, SETUP_TOO_MANY_DIAMONDS, SETUP_POINTS_BEYOND_MOVES,
      "game.diamonds.name",
      "unit.diamonds", "level.gentle", "level.easy", "level.medium", "level.strong", "level.perfect");
}
