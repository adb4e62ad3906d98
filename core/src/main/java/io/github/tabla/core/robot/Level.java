package io.github.tabla.core.robot;

/**
 * A strength level of a game's Robot. Levels are numbered from 1, the gentlest (a child can beat it),
 * upwards; each game lists its own in {@link io.github.tabla.core.GameDefinition#levels()} and says how
 * each plays with a {@link LevelSettings} table.
 *
 * <p>The core bundles name the usual ids in every language: {@code gentle}, {@code easy},
 * {@code medium}, {@code strong}, {@code strongest} and {@code perfect} (for a game the Robot solves);
 * a game that uses another id ships its name in its own bundle.
 *
 * <pre>{@code
 * Level gentle = new Level(1, "gentle");
 * Messages.core(Messages.ITALIAN).text(gentle.nameCode(), Array.empty());   // "Gentile"
 * }</pre>
 *
 * @param number 1 for the gentlest, higher is stronger
 * @param id a stable id such as {@code "gentle"} or {@code "perfect"}, usable on a command line
 */
public record Level(int number, String id) {
  /**
   * Checks the level.
   *
   * @param number the number, at least 1
   * @param id the id, not blank
   * @throws IllegalArgumentException when the number is below 1 or the id is blank
   */
  public Level {
    if (number < 1) {
      throw new IllegalArgumentException("level numbers start at 1, got " + number);
    }
    if (id.isBlank()) {
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
