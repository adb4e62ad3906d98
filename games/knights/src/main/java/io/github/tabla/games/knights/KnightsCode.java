package io.github.tabla.games.knights;

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
import io.vavr.collection.HashSet;
import io.vavr.collection.Set;

/**
 * The codes of Knights in the Enemy Camp's rejected moves, setup problems and round ends, each with the
 * rule it enforces, the kinds of its text's arguments and a text in every language.
 * {@link KnightsGame#messageCodes()} is made from them. The setup problems every game shares are the core's
 * ({@code SetupCode}: two pieces on a square, KN-1; an unknown field; a bad field, KN-2 and KN-10; turn
 * counts that do not fit the side to move, KN-7).
 *
 * <pre>{@code
 * MoveRejection why = position.explain(Array.of(Square.E8, Square.E7));
 * why.code().equals(KnightsCode.NOT_A_JUMP.key());     // true
 * why.rule();                                          // Some(KN-3)
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public enum KnightsCode implements Code {
  /** The path is not a knight's jump (KN-3). */
  NOT_A_JUMP("knights.not-a-jump", "KN-3", SQUARE, SQUARE),
  /** A knight never lands on its own side's pieces (KN-5). */
  OWN_PIECE("knights.own-piece", "KN-5", SQUARE, PIECE),
  /** A knight never lands on the other racing knight (KN-5). */
  OTHER_KNIGHT("knights.other-knight", "KN-5", SQUARE),

  /** A knight captured its last target first (KN-9). */
  RACE_FINISHED("knights.end.race-finished", "KN-9", RULE),
  /** Black's final equalising move completed its race too (KN-9). */
  BOTH_FINISHED("knights.end.both-finished", "KN-9", RULE),
  /** Neither knight can jump (KN-8). */
  NO_JUMPS("knights.end.no-jumps", "KN-8", RULE),
  /** Both sides reached the safety limit (KN-12). */
  SAFETY_LIMIT("knights.end.safety-limit", "KN-12", RULE),

  /** A setup with items: this game has none (KN-1). */
  SETUP_ITEMS("knights.setup.items", "KN-1", SQUARES),
  /** A side without its racing knight (KN-2). */
  SETUP_KNIGHT_MISSING("knights.setup.knight-missing", "KN-2", SIDE, TEXT),
  /** A side with more than one knight that could be its racing knight (KN-2). */
  SETUP_KNIGHT_AMBIGUOUS("knights.setup.knight-ambiguous", "KN-2", SIDE, SQUARES, TEXT),
  /** A racing-knight field naming a square without the side's knight (KN-2). */
  SETUP_KNIGHT_NOT_THERE("knights.setup.knight-not-there", "KN-2", SIDE, SQUARE),
  /** A racing knight on its own side's piece (KN-5). */
  SETUP_KNIGHT_ON_OWN_PIECE("knights.setup.knight-on-own-piece", "KN-5", SIDE, SQUARE),
  /** A racing knight on a target it has not captured (KN-4). */
  SETUP_KNIGHT_ON_TARGET("knights.setup.knight-on-target", "KN-4", SIDE, SQUARE),
  /** Both racing knights on one square (KN-5). */
  SETUP_KNIGHTS_SHARE("knights.setup.knights-share-square", "KN-5", SQUARE),
  /** A static piece away from its home square (KN-2). */
  SETUP_OUT_OF_PLACE("knights.setup.static-out-of-place", "KN-2", SQUARE, PIECE),
  /** More pieces of a side than the game has (KN-6). */
  SETUP_TOO_MANY("knights.setup.too-many-pieces", "KN-6", SIDE, COUNT, COUNT),
  /** More captures than turns (KN-10). */
  SETUP_CAPTURES_EXCEED_TURNS("knights.setup.captures-exceed-turns", "KN-10", SIDE, COUNT, COUNT),
  /** A race finished with the wrong side to move (KN-9). */
  SETUP_FINISHED_OUT_OF_TURN("knights.setup.finished-out-of-turn", "KN-9"),
  /** Turns beyond the game's safety limit (KN-12). */
  SETUP_BEYOND_LIMIT("knights.setup.beyond-limit", "KN-12", COUNT, COUNT, COUNT);

  /** What a board says of the targets left (KN-6). */
  static final String NOTE_TARGETS = "knights.note.targets";
  /** What a board says of the race so far (KN-10). */
  static final String NOTE_RACE = "knights.note.race";
  /** What a board's mark on the racing knights means (KN-2). */
  static final String MARK_RACING = "knights.mark.racing";

  private final Definition definition;

  KnightsCode(String key, String rule, Argument... arguments) {
    definition = Definition.of(key, rule, arguments);
  }

  @Override
  public Definition definition() {
    return definition;
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
