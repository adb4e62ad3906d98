package io.github.tabla.games.diamonds;

import org.apiguardian.api.API;
import static io.github.tabla.core.Code.Argument.COUNT;
import static io.github.tabla.core.Code.Argument.PIECE;
import static io.github.tabla.core.Code.Argument.RULE;
import static io.github.tabla.core.Code.Argument.SIDE;
import static io.github.tabla.core.Code.Argument.SQUARE;
import static io.github.tabla.core.Code.Argument.SQUARES;

import io.github.tabla.core.Code;
import io.github.tabla.core.Termination;
import io.vavr.collection.HashSet;
import io.vavr.collection.Set;

/**
 * The codes of the rejected moves, setup problems and round ends of Kings and Diamonds, each with the
 * rule it enforces, the kinds of its text's arguments and a text in every language;
 * {@link DiamondsGame#messageCodes()} is made from them. The setup problems every game shares are the
 * core's ({@code SetupCode}: two pieces on a square, an unknown or bad field, counters that do not fit the
 * side to move, KD-5).
 */
@API(status = API.Status.STABLE, since = "0.1")
public enum DiamondsCode implements Code {
  /** "…-… is not a king step: a king moves exactly one square, in any direction (KD-2)." */
  NOT_A_KING_STEP("diamonds.not-a-king-step", "KD-2", SQUARE, SQUARE),
  /** "Your king cannot go to …: it would stand next to the other king on …, and the kings nev…" (KD-3). */
  KINGS_TOUCH("diamonds.kings-touch", "KD-3", SQUARE, SQUARE),
  /** "The diamond on … is next to the other king on …, so you cannot take it now: the kings w…" (KD-4). */
  DIAMOND_GUARDED("diamonds.diamond-guarded", "KD-4", SQUARE, SQUARE),
  /** "The … on … does not belong in this game: only the two kings play (KD-1)." */
  SETUP_NOT_A_KING("diamonds.setup.not-a-king", "KD-1", SQUARE, PIECE),
  /** "… has … kings, but each side has exactly one (KD-1)." */
  SETUP_KING_COUNT("diamonds.setup.king-count", "KD-1", SIDE, COUNT),
  /** "Both kings stand on …; they must be at least one square apart (KD-3)." */
  SETUP_KINGS_SAME_SQUARE("diamonds.setup.kings-same-square", "KD-3", SQUARE),
  /** "The kings on … and … stand next to each other, but the kings never touch (KD-3)." */
  SETUP_KINGS_ADJACENT("diamonds.setup.kings-adjacent", "KD-3", SQUARE, SQUARE),
  /** "A diamond cannot lie under a king, since stepping onto a diamond collects it: … (KD-4)." */
  SETUP_DIAMOND_UNDER_KING("diamonds.setup.diamond-under-king", "KD-4", SQUARES),
  /** "Diamonds lie only on c3..f6, not on … (KD-1)." */
  SETUP_DIAMOND_OUTSIDE("diamonds.setup.diamond-outside", "KD-1", SQUARES),
  /** "… has made … moves, but a side makes at most … moves in a round (KD-6)." (KD-6.2). */
  SETUP_MOVES_BEYOND_LIMIT("diamonds.setup.moves-beyond-limit", "KD-6.2", SIDE, COUNT, COUNT),
  /** "White has … diamonds and Black … diamonds, and … diamonds lie on the board: more than…" (KD-1). */
  SETUP_TOO_MANY_DIAMONDS("diamonds.setup.too-many-diamonds", "KD-1", COUNT, COUNT, COUNT, COUNT),
  /** "… has … diamonds after only … moves, but collecting a diamond takes a move (KD-4)." */
  SETUP_POINTS_BEYOND_MOVES("diamonds.setup.points-beyond-moves", "KD-4", SIDE, COUNT, COUNT),
  /** "All the diamonds have been collected (…)." (KD-6.1). */
  ALL_COLLECTED("diamonds.end.all-collected", "KD-6.1", RULE),
  /** "Both sides have made their 40 moves; the diamonds left belong to nobody (…)." (KD-6.2). */
  MOVE_LIMIT("diamonds.end.move-limit", "KD-6.2", RULE),
  /** "Neither king can move; the diamonds left belong to nobody (…)." (KD-6.3). */
  NO_MOVES("diamonds.end.no-moves", "KD-6.3", RULE);


  private final Definition definition;

  DiamondsCode(String key, String rule, Argument... arguments) {
    definition = Definition.of(key, rule, arguments);
  }

  @Override
  public Definition definition() {
    return definition;
  }

  /** Every code's key, with the keys of the other texts the game shows. */
  static Set<String> messageCodes() {
    return Code.keys(values()).addAll(HashSet.of("game.diamonds.name", "unit.diamonds", "level.gentle",
        "level.easy", "level.medium", "level.strong", "level.perfect"));
  }

  /** The termination of a round-end code. */
  Termination termination() {
    return Termination.of(this);
  }
}
