package io.github.tabla.core.robot;

import org.apiguardian.api.API;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.Objects;

/**
 * A strength level of a game's Robot. Levels are numbered from 1, the gentlest (a child can beat it),
 * upwards; each game lists its own in {@link io.github.tabla.core.GameDefinition#levels()} and says how
 * each plays.
 *
 * <p>Every Tabla game uses one ladder of five levels with the same names, so that a person (and a
 * command line) meets the same words in every game: {@link #GENTLE}, {@link #EASY}, {@link #MEDIUM},
 * {@link #STRONG}, and at the top either {@link #PERFECT}, where the game's Robot is proved to play
 * perfectly from every position it accepts, or {@link #STRONGEST}, the strongest the game's Robot can
 * play, where it is not. The core bundles name these levels in every language.
 *
 * <pre>{@code
 * Level.ladder(false);            // gentle, easy, medium, strong, strongest
 * Level.ladder(true).last();      // perfect
 * Messages.core(Messages.ITALIAN).text(Level.GENTLE.nameCode(), Array.empty());   // "Gentile"
 * }</pre>
 *
 * @param number 1 for the gentlest, higher is stronger
 * @param id a stable id such as {@code "gentle"} or {@code "perfect"}, usable on a command line
 */
@API(status = API.Status.STABLE, since = "0.1")
public record Level(int number, String id) {
  /** Level 1: a child can beat it. */
  public static final Level GENTLE = new Level(1, "gentle");
  /** Level 2: plays sensible moves, with mistakes. */
  public static final Level EASY = new Level(2, "easy");
  /** Level 3: a fair opponent for a practised child. */
  public static final Level MEDIUM = new Level(3, "medium");
  /** Level 4: strong, but below the game's best. */
  public static final Level STRONG = new Level(4, "strong");
  /** Level 5 of a game whose Robot is not proved perfect: the strongest it can play. */
  public static final Level STRONGEST = new Level(5, "strongest");
  /** Level 5 of a game whose Robot is proved to play perfectly from every position it accepts. */
  public static final Level PERFECT = new Level(5, "perfect");

  /**
   * The five levels every Tabla game offers, gentlest first.
   *
   * @param perfect whether the top level is proved to play perfectly (then it is {@link #PERFECT},
   *     else {@link #STRONGEST})
   * @return gentle, easy, medium, strong, and strongest or perfect
   */
  public static Seq<Level> ladder(boolean perfect) {
    return Array.of(GENTLE, EASY, MEDIUM, STRONG, perfect ? PERFECT : STRONGEST);
  }

  /**
   * Checks the level.
   *
   * @param number the number, at least 1
   * @param id the id, not blank
   * @throws IllegalArgumentException when the number is below 1 or the id is blank
   */
  public Level {
    Objects.requireNonNull(id, "id");
    if (number < 1) {
      throw new IllegalArgumentException("level numbers start at 1, got " + number);
    }
    if (id.chars().allMatch(Character::isWhitespace)) {
      throw new IllegalArgumentException("a level needs an id");
    }
  }

  /**
   * The message code of this level's name: {@code "level." + id}.
   *
   * @return the code
   */
  public String nameCode() {
    return "level." + id;
  }
}
