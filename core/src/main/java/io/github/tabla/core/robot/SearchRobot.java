package io.github.tabla.core.robot;

import org.apiguardian.api.API;
import io.github.tabla.core.record.GameRecord;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Move;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * A Robot built on the {@link Searcher}, playing at one level of a game's level table (M-7).
 *
 * <p>A full-strength level ({@link LevelSettings#isFullStrength()}) searches with iterative deepening
 * within the budget and its own depth. A gentler level scores every legal move at its depth, blurs the
 * scores with seeded noise and sometimes blunders (see {@link LevelSettings}); every move it plays is
 * legal. The randomness of a choice comes from a {@link SplittableRandom} seeded with
 * {@code seed ^ position.hash()}: the same seed and position give the same move, whatever was played
 * before and however often the Robot was asked (for a depth or node budget; a time budget depends on
 * the machine). {@link #hint} always searches at full strength.
 *
 * <p>A Robot is immutable and safe to share between threads; each call searches on its own.
 *
 * <pre>{@code
 * // in a game's GameDefinition
 * private static final Seq<LevelSettings> LEVELS = LevelSettings.ladder(Array.of(
 *     new Level(1, "gentle"), new Level(2, "medium"), new Level(3, "strongest")), 100);
 *
 * public Robot<P> robot(Level level, long seed) {
 *   return SearchRobot.forLevel(Searcher.of(new MyEvaluator()), LEVELS, level, seed);
 * }
 * }</pre>
 *
 * @param <P> the game's position type
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class SearchRobot<P extends GamePosition<P>> implements Robot<P> {
  private final Search<P> searcher;
  private final LevelSettings settings;
  private final long seed;

  private SearchRobot(Search<P> searcher, LevelSettings settings, long seed) {
    this.searcher = searcher;
    this.settings = settings;
    this.seed = seed;
  }

  /**
   * A Robot with the given settings.
   *
   * <pre>{@code
   * Robot<P> child = SearchRobot.of(searcher, LevelSettings.gentle(new Level(1, "gentle"), 100), 7L);
   * }</pre>
   *
   * @param <P> the game's position type
   * @param searcher the game's search ({@link Searcher} or {@link KernelSearcher}), with its strongest
   *     configuration
   * @param settings how to play
   * @param seed the seed of the level's randomness
   * @return the Robot
   */
  public static <P extends GamePosition<P>> SearchRobot<P> of(Search<P> searcher, LevelSettings settings,
      long seed) {
    Objects.requireNonNull(searcher, "searcher");
    Objects.requireNonNull(settings, "settings");
    return new SearchRobot<>(searcher, settings, seed);
  }

  /**
   * The Robot of one level of a level table.
   *
   * @param <P> the game's position type
   * @param searcher the game's searcher
   * @param table the game's level settings
   * @param level the level wanted, one of the table's levels
   * @param seed the seed of the level's randomness
   * @return the Robot
   * @throws IllegalArgumentException when the table has no settings for the level
   */
  public static <P extends GamePosition<P>> SearchRobot<P> forLevel(Search<P> searcher,
      Seq<LevelSettings> table, Level level, long seed) {
    Objects.requireNonNull(searcher, "searcher");
    Objects.requireNonNull(table, "table");
    Objects.requireNonNull(level, "level");
    Option<LevelSettings> found = table.find(s -> s.level().equals(level));
    if (found.isEmpty()) {
      throw new IllegalArgumentException("no settings for level " + level + " in " + table.map(LevelSettings::level));
    }
    return new SearchRobot<>(searcher, found.get(), seed);
  }

  @Override
  public Level level() {
    return settings.level();
  }

  /**
   * The settings this Robot plays with.
   *
   * @return the settings
   */
  public LevelSettings settings() {
    return settings;
  }

  /**
   * The seed of this Robot's randomness.
   *
   * @return the seed
   */
  public long seed() {
    return seed;
  }

  /**
   * Chooses a move at this Robot's level. For a full-strength level the result is the searcher's; for
   * a gentler level its value is the chosen move's score (what the position is worth after it, as far
   * as the level looked), exact when that score is proved, and its principal variation is the move
   * alone.
   *
   * @param position a position with at least one legal move
   * @param budget how much to think
   * @param cancellation a flag another thread may set to stop the search early
   * @return the chosen move and what the search learnt
   * @throws IllegalArgumentException when the position is over
   */
  @Override
  public SearchResult choose(P position, Budget budget, Cancellation cancellation) {
    Objects.requireNonNull(position, "position");
    return choose(GameRecord.of(position), budget, cancellation);
  }

  /**
   * Chooses a move in a round at this Robot's level, the round's history known to the search (see
   * {@link Search#search(GameRecord, Budget, Cancellation)}).
   *
   * @param round the round so far; it is not over
   * @param budget how much to think
   * @param cancellation a flag another thread may set to stop the search early
   * @return the chosen move and what the search learnt
   * @throws IllegalArgumentException when the round is over
   */
  @Override
  public SearchResult choose(GameRecord<P> round, Budget budget, Cancellation cancellation) {
    P position = Rounds.playable(round);
    Objects.requireNonNull(budget, "budget");
    Objects.requireNonNull(cancellation, "cancellation");
    int depth = Math.min(settings.depth(), budget.maxDepth());
    if (settings.isFullStrength()) {
      return searcher.search(round, budget.andDepth(depth), cancellation);
    }
    MoveScores scores = searcher.scoreMoves(round, depth, budget, cancellation);
    Seq<ScoredMove> moves = scores.scores();
    int[] values = new int[moves.size()];
    for (int i = 0; i < values.length; i++) {
      values[i] = moves.get(i).value();
    }
    int chosen = settings.choose(values, seed ^ position.hash());
    ScoredMove pick = moves.get(chosen);
    Seq<Move> line = Array.of(pick.move());
    return new SearchResult(pick.move(), searcher.scale().value(pick.value(), pick.exact()), pick.value(),
        scores.depth(), scores.nodes(), line, scores.millis());
  }

  /**
   * The move the game's searcher thinks best within the budget, whatever this Robot's level.
   *
   * @param position a position with at least one legal move
   * @param budget how much to think
   * @return the suggested move
   * @throws IllegalArgumentException when the position is over
   */
  @Override
  public Move hint(P position, Budget budget) {
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(budget, "budget");
    return searcher.search(position, budget).move();
  }

  /**
   * The full-strength search's move in a round, the round's history known to it.
   *
   * @param round the round so far; it is not over
   * @param budget how much to think
   * @return the suggested move
   * @throws IllegalArgumentException when the round is over
   */
  @Override
  public Move hint(GameRecord<P> round, Budget budget) {
    Objects.requireNonNull(budget, "budget");
    return searcher.search(round, budget, new Cancellation()).move();
  }

  @Override
  public String toString() {
    return "SearchRobot[" + settings + ", seed " + seed + "]";
  }
}
