package io.github.tabla.core.robot;

import org.apiguardian.api.API;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * How a {@link SearchRobot} plays at one {@link Level}: how deep it looks, how much noise blurs its
 * judgement of the moves, and how often it plays a random move. Each game declares its own table of
 * settings, gentlest first; {@link #ladder(Seq, int)} makes a sensible one.
 *
 * <p>A level with no noise and no blunders plays at full strength: it searches with the
 * {@link Searcher}'s iterative deepening as deep as both its {@code depth} and the budget allow. Any
 * other level scores every legal move at its depth with {@link Searcher#scoreMoves}, adds to each
 * score a random number from {@code -noise} to {@code noise}, and plays the highest; with probability
 * {@code blunderChance} it plays a move drawn uniformly from all legal moves instead. All the chance
 * comes from a seeded generator, so the same seed and position give the same move.
 *
 * <pre>{@code
 * Seq<LevelSettings> table = Array.of(
 *     new LevelSettings(new Level(1, "gentle"), 1, 300, 0.25),    // a child can beat it
 *     new LevelSettings(new Level(2, "medium"), 4, 50, 0.0),
 *     LevelSettings.strongest(new Level(3, "strongest")));
 * // or, with the evaluator's unit of one point being 100:
 * Seq<LevelSettings> same = LevelSettings.ladder(game.levels(), 100);
 * }</pre>
 *
 * @param level the level these settings are for
 * @param depth the deepest search, in plies, at least 1; {@link Integer#MAX_VALUE} for as deep as the
 *     budget allows
 * @param noise the largest random change added to a move's value, in the evaluator's units, at least 0
 * @param blunderChance the probability, from 0 to 1, of playing a uniformly random legal move
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public record LevelSettings(Level level, int depth, int noise, double blunderChance) {

  /**
   * Checks the settings.
   *
   * @param level the level
   * @param depth the depth, at least 1
   * @param noise the noise, at least 0
   * @param blunderChance the blunder probability, from 0 to 1
   * @throws IllegalArgumentException when a number is out of range
   */
  public LevelSettings {
    Objects.requireNonNull(level, "level");
    if (depth < 1) {
      throw new IllegalArgumentException("a level searches at least 1 ply, got " + depth);
    }
    if (noise < 0) {
      throw new IllegalArgumentException("noise cannot be negative, got " + noise);
    }
    if (!(blunderChance >= 0.0 && blunderChance <= 1.0)) {
      throw new IllegalArgumentException("a blunder chance is a probability from 0 to 1, got " + blunderChance);
    }
  }

  /**
   * The settings of a level that plays as well as it can: no depth limit of its own, no noise, no
   * blunders.
   *
   * @param level the level
   * @return the settings
   */
  public static LevelSettings strongest(Level level) {
    return new LevelSettings(level, Integer.MAX_VALUE, 0, 0.0);
  }

  /**
   * The settings of a level a child can beat: one ply deep, noise of three units, and a random move one
   * time in four.
   *
   * @param level the level
   * @param unit the evaluator's value of one point (one diamond, one button, one man); at least 0
   * @return the settings
   * @throws IllegalArgumentException when {@code unit} is negative
   */
  public static LevelSettings gentle(Level level, int unit) {
    return new LevelSettings(level, 1, 3 * unit, 0.25);
  }

  /**
   * A level table from the gentlest to the strongest: the first level is {@link #gentle}, the last is
   * {@link #strongest}, and the levels between look deeper (1, 3, 5, ... plies) with less noise and
   * fewer blunders as they go up.
   *
   * <pre>{@code
   * Seq<LevelSettings> table = LevelSettings.ladder(game.levels(), 100);
   * }</pre>
   *
   * @param levels the game's levels, gentlest first, at least one
   * @param unit the evaluator's value of one point; at least 0
   * @return one settings per level, in the same order
   * @throws IllegalArgumentException when there is no level or {@code unit} is negative
   */
  public static Seq<LevelSettings> ladder(Seq<Level> levels, int unit) {
    Objects.requireNonNull(levels, "levels");
    if (levels.isEmpty()) {
      throw new IllegalArgumentException("a level table needs at least one level");
    }
    if (unit < 0) {
      throw new IllegalArgumentException("the unit cannot be negative, got " + unit);
    }
    int n = levels.size();
    LevelSettings[] table = new LevelSettings[n];
    for (int i = 0; i < n; i++) {
      if (i == n - 1) {
        table[i] = strongest(levels.get(i));
      } else {
        double gentleness = (double) (n - 1 - i) / (n - 1);
        table[i] = new LevelSettings(levels.get(i), 1 + 2 * i, (int) Math.round(3.0 * unit * gentleness),
            0.25 * gentleness);
      }
    }
    return Array.of(table);
  }

  /**
   * Whether this level plays its best move every time (no noise, no blunders).
   *
   * @return {@code true} when the level searches with full strength up to its depth
   */
  public boolean isFullStrength() {
    return noise == 0 && blunderChance == 0.0;
  }

  /**
   * Which of some moves this level plays, from their values: with the level's blunder chance a move
   * at random, otherwise the best after each value is blurred by a draw of up to {@link #noise()} either
   * way (the first of equal ones). The draws come from {@code seed} in a fixed order, so the choice
   * depends on the seed and the values only: a Robot passes its own seed mixed with the position's key.
   *
   * <pre>{@code
   * int i = settings.choose(new int[] {120, 80, -40}, robotSeed ^ position.hash());
   * }</pre>
   *
   * @param values the moves' values from the mover's view, at least one
   * @param seed the seed of the draws
   * @return the index of the move chosen
   * @throws IllegalArgumentException when there is no value
   */
  public int choose(int[] values, long seed) {
    Objects.requireNonNull(values, "values");
    if (values.length == 0) {
      throw new IllegalArgumentException("a level chooses among at least one move");
    }
    SplittableRandom random = new SplittableRandom(seed);
    if (random.nextDouble() < blunderChance) {
      return random.nextInt(values.length);
    }
    int chosen = 0;
    long best = Long.MIN_VALUE;
    for (int i = 0; i < values.length; i++) {
      int blur = noise == 0 ? 0 : random.nextInt(-noise, noise + 1);
      long blurred = (long) values[i] + blur;
      if (blurred > best) {
        best = blurred;
        chosen = i;
      }
    }
    return chosen;
  }
}
