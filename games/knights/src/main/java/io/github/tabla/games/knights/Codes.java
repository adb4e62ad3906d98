package io.github.tabla.games.knights;

import io.github.tabla.core.Termination;
import io.vavr.collection.HashSet;
import io.vavr.collection.Set;

/**
 * The stable message codes of Knights in the Enemy Camp, each with a text in every bundle.
 */
final class Codes {
  private Codes() {}

  static final String NOT_A_JUMP = "knights.not-a-jump";
  static final String OWN_PIECE = "knights.own-piece";
  static final String OTHER_KNIGHT = "knights.other-knight";

  static final Termination RACE_FINISHED = Termination.of("knights.end.race-finished", "KN-9");
  static final Termination BOTH_FINISHED = Termination.of("knights.end.both-finished", "KN-9");
  static final Termination NO_JUMPS = Termination.of("knights.end.no-jumps", "KN-8");
  static final Termination SAFETY_LIMIT = Termination.of("knights.end.safety-limit", "KN-12");

  static final String SETUP_ITEMS = "knights.setup.items";
  static final String SETUP_UNKNOWN_FIELD = "knights.setup.unknown-field";
  static final String SETUP_FIELD = "knights.setup.field";
  static final String SETUP_KNIGHT_MISSING = "knights.setup.knight-missing";
  static final String SETUP_KNIGHT_AMBIGUOUS = "knights.setup.knight-ambiguous";
  static final String SETUP_KNIGHT_NOT_THERE = "knights.setup.knight-not-there";
  static final String SETUP_KNIGHT_ON_OWN_PIECE = "knights.setup.knight-on-own-piece";
  static final String SETUP_KNIGHT_ON_TARGET = "knights.setup.knight-on-target";
  static final String SETUP_KNIGHTS_SHARE = "knights.setup.knights-share-square";
  static final String SETUP_SQUARE_TWICE = "knights.setup.square-twice";
  static final String SETUP_OUT_OF_PLACE = "knights.setup.static-out-of-place";
  static final String SETUP_TOO_MANY = "knights.setup.too-many-pieces";
  static final String SETUP_TURN_ORDER = "knights.setup.turn-order";
  static final String SETUP_CAPTURES_EXCEED_TURNS = "knights.setup.captures-exceed-turns";
  static final String SETUP_FINISHED_OUT_OF_TURN = "knights.setup.finished-out-of-turn";
  static final String SETUP_BEYOND_LIMIT = "knights.setup.beyond-limit";

  static final String GAME_NAME = "game.knights.name";
  /** What a board says of the targets left (KN-6). */
  static final String NOTE_TARGETS = "knights.note.targets";
  /** What a board says of the race so far (KN-10). */
  static final String NOTE_RACE = "knights.note.race";
  /** What a board's mark on the racing knights means (KN-2). */
  static final String MARK_RACING = "knights.mark.racing";

  static final Set<String> ALL = HashSet.of(
      NOT_A_JUMP, OWN_PIECE, OTHER_KNIGHT,
      RACE_FINISHED.code(), BOTH_FINISHED.code(), NO_JUMPS.code(), SAFETY_LIMIT.code(),
      SETUP_ITEMS, SETUP_UNKNOWN_FIELD, SETUP_FIELD, SETUP_KNIGHT_MISSING, SETUP_KNIGHT_AMBIGUOUS,
      SETUP_KNIGHT_NOT_THERE, SETUP_KNIGHT_ON_OWN_PIECE, SETUP_KNIGHT_ON_TARGET, SETUP_KNIGHTS_SHARE,
      SETUP_SQUARE_TWICE, SETUP_OUT_OF_PLACE, SETUP_TOO_MANY, SETUP_TURN_ORDER, SETUP_CAPTURES_EXCEED_TURNS,
      SETUP_FINISHED_OUT_OF_TURN, SETUP_BEYOND_LIMIT,
      GAME_NAME, NOTE_TARGETS, NOTE_RACE, MARK_RACING, "level.gentle", "level.easy", "level.medium", "level.strong", "level.strongest");
}
