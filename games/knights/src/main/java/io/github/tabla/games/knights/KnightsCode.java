package io.github.tabla.games.knights;

import io.github.tabla.core.Code;
import io.github.tabla.core.RuleId;
import io.github.tabla.core.Termination;
import io.vavr.collection.HashSet;
import io.vavr.collection.Set;
import io.vavr.control.Option;

/**
 * The codes of Knights in the Enemy Camp's rejected moves, setup problems and round ends, each with the
 * rule it enforces and a text in every language. {@link KnightsGame#messageCodes()} is made from them.
 *
 * <pre>{@code
 * MoveRejection why = position.explain(Array.of(Square.E8, Square.E7));
 * why.code().equals(KnightsCode.NOT_A_JUMP.key());     // true
 * why.rule();                                          // Some(KN-3)
 * }</pre>
 */
public enum KnightsCode implements Code {
  /** The path is not a knight's jump (KN-3). */
  NOT_A_JUMP("knights.not-a-jump", "KN-3"),
  /** A knight never lands on its own side's pieces (KN-5). */
  OWN_PIECE("knights.own-piece", "KN-5"),
  /** A knight never lands on the other racing knight (KN-5). */
  OTHER_KNIGHT("knights.other-knight", "KN-5"),

  /** A knight captured its last target first (KN-9). */
  RACE_FINISHED("knights.end.race-finished", "KN-9"),
  /** Black's final equalising move completed its race too (KN-9). */
  BOTH_FINISHED("knights.end.both-finished", "KN-9"),
  /** Neither knight can jump (KN-8). */
  NO_JUMPS("knights.end.no-jumps", "KN-8"),
  /** Both sides reached the safety limit (KN-12). */
  SAFETY_LIMIT("knights.end.safety-limit", "KN-12"),

  /** A setup with items: this game has none (KN-1). */
  SETUP_ITEMS("knights.setup.items", "KN-1"),
  /** A turn-count field that is not a number of turns (KN-10). */
  SETUP_TURNS_FIELD("knights.setup.field", "KN-10"),
  /** A racing-knight field that is not a square or {@code -} (KN-2). */
  SETUP_KNIGHT_FIELD("knights.setup.field", "KN-2"),
  /** A side without its racing knight (KN-2). */
  SETUP_KNIGHT_MISSING("knights.setup.knight-missing", "KN-2"),
  /** A side with more than one knight that could be its racing knight (KN-2). */
  SETUP_KNIGHT_AMBIGUOUS("knights.setup.knight-ambiguous", "KN-2"),
  /** A racing-knight field naming a square without the side's knight (KN-2). */
  SETUP_KNIGHT_NOT_THERE("knights.setup.knight-not-there", "KN-2"),
  /** A racing knight on its own side's piece (KN-5). */
  SETUP_KNIGHT_ON_OWN_PIECE("knights.setup.knight-on-own-piece", "KN-5"),
  /** A racing knight on a target it has not captured (KN-4). */
  SETUP_KNIGHT_ON_TARGET("knights.setup.knight-on-target", "KN-4"),
  /** Both racing knights on one square (KN-5). */
  SETUP_KNIGHTS_SHARE("knights.setup.knights-share-square", "KN-5"),
  /** A static piece away from its home square (KN-2). */
  SETUP_OUT_OF_PLACE("knights.setup.static-out-of-place", "KN-2"),
  /** More pieces of a side than the game has (KN-6). */
  SETUP_TOO_MANY("knights.setup.too-many-pieces", "KN-6"),
  /** Turn counts that cannot go with the side to move (KN-7). */
  SETUP_TURN_ORDER("knights.setup.turn-order", "KN-7"),
  /** More captures than turns (KN-10). */
  SETUP_CAPTURES_EXCEED_TURNS("knights.setup.captures-exceed-turns", "KN-10"),
  /** A race finished with the wrong side to move (KN-9). */
  SETUP_FINISHED_OUT_OF_TURN("knights.setup.finished-out-of-turn", "KN-9"),
  /** Turns beyond the game's safety limit (KN-12). */
  SETUP_BEYOND_LIMIT("knights.setup.beyond-limit", "KN-12");

  /** What a board says of the targets left (KN-6). */
  static final String NOTE_TARGETS = "knights.note.targets";
  /** What a board says of the race so far (KN-10). */
  static final String NOTE_RACE = "knights.note.race";
  /** What a board's mark on the racing knights means (KN-2). */
  static final String MARK_RACING = "knights.mark.racing";

  private final String key;
  private final Option<RuleId> rule;

  KnightsCode(String key, String rule) {
    this.key = key;
    this.rule = rule == null ? Option.none() : Option.some(RuleId.of(rule));
  }

  @Override
  public String key() {
    return key;
  }

  @Override
  public Option<RuleId> rule() {
    return rule;
  }

  /** Every code's key, with the keys of the texts a board and a menu show. */
  static Set<String> messageCodes() {
    return Code.keys(values()).addAll(HashSet.of("game.knights.name", NOTE_TARGETS, NOTE_RACE, MARK_RACING,
        "level.gentle", "level.easy", "level.medium", "level.strong",
        "level.strongest"));
  }

  /** The termination of a round-end code. */
  Termination termination() {
    return Termination.of(this);
  }
}
