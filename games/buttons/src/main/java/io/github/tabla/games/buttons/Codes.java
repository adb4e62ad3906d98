package io.github.tabla.games.buttons;

import io.github.tabla.core.Termination;
import io.vavr.collection.HashSet;
import io.vavr.collection.Set;

/**
 * The stable message codes of Queens, Rooks and Buttons, each with a text in every bundle.
 */
final class Codes {
  private Codes() {}

  static final String BUTTON_NEVER_MOVES = "buttons.button-never-moves";
  static final String NOT_A_ROOK_LINE = "buttons.not-a-rook-line";
  static final String NOT_A_QUEEN_LINE = "buttons.not-a-queen-line";
  static final String BLOCKED_BY_PIECE = "buttons.blocked-by-piece";
  static final String BLOCKED_BY_BUTTON = "buttons.blocked-by-button";
  static final String OWN_PIECE = "buttons.own-piece";

  static final Termination ALL_COLLECTED = Termination.of("buttons.end.all-collected", "QB-7");
  static final Termination MOVE_LIMIT = Termination.of("buttons.end.move-limit", "QB-7");
  static final Termination NO_PIECES = Termination.of("buttons.end.no-pieces", "QB-7");
  static final Termination NO_MOVES = Termination.of("buttons.end.no-moves", "QB-8");

  static final String SETUP_ROLE = "buttons.setup.role";
  static final String SETUP_TOO_MANY = "buttons.setup.too-many-pieces";
  static final String SETUP_SQUARE_TWICE = "buttons.setup.square-twice";
  static final String SETUP_NO_PIECES = "buttons.setup.no-pieces";
  static final String SETUP_BUTTON_UNDER_PIECE = "buttons.setup.button-under-piece";
  static final String SETUP_BUTTON_OFF_SQUARE = "buttons.setup.button-off-square";
  static final String SETUP_FIELD = "buttons.setup.field";
  static final String SETUP_UNKNOWN_FIELD = "buttons.setup.unknown-field";
  static final String SETUP_MOVES_BEYOND_LIMIT = "buttons.setup.moves-beyond-limit";
  static final String SETUP_TURN_ORDER = "buttons.setup.turn-order";
  static final String SETUP_TOO_MANY_BUTTONS = "buttons.setup.too-many-buttons";
  static final String SETUP_POINTS_BEYOND_MOVES = "buttons.setup.points-beyond-moves";

  static final Set<String> ALL = HashSet.of(
      BUTTON_NEVER_MOVES, NOT_A_ROOK_LINE, NOT_A_QUEEN_LINE, BLOCKED_BY_PIECE, BLOCKED_BY_BUTTON, OWN_PIECE,
      ALL_COLLECTED.code(), MOVE_LIMIT.code(), NO_PIECES.code(), NO_MOVES.code(),
      SETUP_ROLE, SETUP_TOO_MANY, SETUP_SQUARE_TWICE, SETUP_NO_PIECES, SETUP_BUTTON_UNDER_PIECE,
      SETUP_BUTTON_OFF_SQUARE, SETUP_FIELD, SETUP_UNKNOWN_FIELD, SETUP_MOVES_BEYOND_LIMIT, SETUP_TURN_ORDER,
      SETUP_TOO_MANY_BUTTONS, SETUP_POINTS_BEYOND_MOVES,
      "game.buttons.name", "game.buttons:extra-rook.name",
      "unit.buttons", "level.gentle", "level.easy", "level.medium", "level.strong", "level.strongest");
}
