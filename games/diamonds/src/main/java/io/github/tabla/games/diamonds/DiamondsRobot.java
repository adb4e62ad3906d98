package io.github.tabla.games.diamonds;

import org.apiguardian.api.API;
import io.github.tabla.core.Move;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Cancellation;
import io.github.tabla.core.robot.KernelSearcher;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.LevelSettings;
import io.github.tabla.core.robot.Robot;
import io.github.tabla.core.robot.SearchResult;
import io.github.tabla.core.robot.SearchRobot;
import io.github.tabla.games.diamonds.internal.Evaluation;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * The Kings and Diamonds Robot (M-7), built on core's one engine ({@link KernelSearcher} on the kernel,
 * with the hooks of {@code DiamondsStates}) and {@link SearchRobot}, at five levels.
 *
 * <ul>
 *   <li>{@code gentle}: looks one move ahead with {@link DiamondsEvaluator} (near diamonds, keeping
 *       the other king away, the opposition), blurs its judgement by up to 0.3 of a diamond, so that it
 *       varies between moves that look alike, and plays a random step one time in eight: it takes the
 *       diamond in front of it, but it does not plan, and a child can beat it.
 *   <li>{@code easy}: three plies, blur of up to 0.2 of a diamond, a random step one time in sixteen.
 *   <li>{@code medium}: five plies, blur of up to 0.1 of a diamond, a random step one time in forty.
 *   <li>{@code strong}: searches ten plies with the evaluator and plays its best, without chance.
 *   <li>{@code perfect}: plays a move of {@link PerfectPlay#bestMoves}, the game-theoretic best: it
 *       never ends the round with less than the position's value, and its result says that value
 *       exactly ({@link SearchResult#exact()}, in hundredths of a diamond). Core's engine solves the
 *       position by MTD(f) with the solved table of {@link PerfectPlay} as its oracle and plays the first
 *       move proved to keep the value; one move takes well under a second from any position (a few
 *       milliseconds on average, docs/benchmarks.md).
 * </ul>
 *
 * <p>Each level beats the ones below it in matches (the figures are in docs/benchmarks.md).
 *
 * <p>The gentler levels' chance comes from a generator seeded with the Robot's seed and the position,
 * so the same seed and position give the same move. Hints ({@link #hint}) are perfect at every level.
 *
 * <pre>{@code
 * Robot<DiamondsPosition> robot = DiamondsGame.instance().robot(new Level(5, "perfect"), 1L);
 * SearchResult r = robot.choose(position, Budget.UNLIMITED);
 * r.value();    // 100 * the final diamond difference under perfect play
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class DiamondsRobot implements Robot<DiamondsPosition> {
  /** The levels, gentlest first. */
  public static final Seq<Level> LEVELS = Level.ladder(true);
  /** How each level plays; see the class comment. */
  public static final Seq<LevelSettings> SETTINGS = Array.of(
      new LevelSettings(LEVELS.get(0), 1, 30, 1.0 / 8),
      new LevelSettings(LEVELS.get(1), 3, 20, 1.0 / 16),
      new LevelSettings(LEVELS.get(2), 5, 10, 1.0 / 40),
      new LevelSettings(LEVELS.get(3), 10, 0, 0.0),
      LevelSettings.strongest(LEVELS.get(4)));

  private static final KernelSearcher<DiamondsPosition> HEURISTIC = KernelSearcher.of(DiamondsPosition.BINDING,
      DiamondsStates.EVALUATOR).withOrdering(DiamondsStates.COLLECTING_FIRST).withTableEntries(1 << 16);

  private final LevelSettings settings;
  private final long seed;
  private final boolean perfect;

  private DiamondsRobot(LevelSettings settings, long seed, boolean perfect) {
    this.settings = settings;
    this.seed = seed;
    this.perfect = perfect;
  }

  /**
   * A searcher that solves the position (one ply with the evaluator, then MTD(f) to the exact value with
   * the solved table as its oracle) and plays the first move proved to keep the value.
   */
  private static KernelSearcher<DiamondsPosition> perfectSearcher() {
    // without its table (the memory does not hold it) the perfect level searches as the strong one does,
    // and its values are estimates, not proved: that is how it says so
    return PerfectPlay.TABLE.get().isRight()
        ? KernelSearcher.of(DiamondsPosition.BINDING, PerfectPlay.engine().withSolving(1, Evaluation.DIAMOND))
        : HEURISTIC;
  }

  /**
   * The Robot of a level.
   *
   * @param level one of {@link #LEVELS}
   * @param seed the seed of the gentler levels' randomness
   * @return the Robot
   * @throws IllegalArgumentException when the level is not one of {@link #LEVELS}
   */
  public static DiamondsRobot of(Level level, long seed) {
    Objects.requireNonNull(level, "level");
    Option<LevelSettings> settings = SETTINGS.find(s -> s.level().equals(level));
    if (settings.isEmpty()) {
      throw new IllegalArgumentException("Kings and Diamonds has no level " + level + "; its levels are " + LEVELS);
    }
    return new DiamondsRobot(settings.get(), seed, settings.get().level().equals(LEVELS.last()));
  }

  /**
   * The Robot of a level given by its id.
   *
   * @param id {@code "gentle"}, {@code "easy"}, {@code "medium"}, {@code "strong"} or {@code "perfect"}
   * @param seed the seed of the gentler levels' randomness
   * @return the Robot, or none for an unknown id
   */
  public static Option<DiamondsRobot> of(String id, long seed) {
    Objects.requireNonNull(id, "id");
    return LEVELS.find(l -> l.id().equals(id)).map(l -> of(l, seed));
  }

  @Override
  public Level level() {
    return settings.level();
  }

  /**
   * Chooses a move at this Robot's level. The perfect level solves every move and needs no budget to be
   * exact; a time budget shorter than its solve (under a second, usually a few milliseconds) makes it
   * return an inexact choice.
   *
   * @param position a position with at least one legal move
   * @param budget how much to think
   * @param cancellation a flag another thread may set to stop the search early
   * @return the chosen move and what the search learnt
   * @throws IllegalArgumentException when the round is over
   */
  @Override
  public SearchResult choose(DiamondsPosition position, Budget budget, Cancellation cancellation) {
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(budget, "budget");
    Objects.requireNonNull(cancellation, "cancellation");
    return SearchRobot.of(perfect ? perfectSearcher() : HEURISTIC, settings, seed).choose(position, budget,
        cancellation);
  }

  /**
   * A perfect move, whatever this Robot's level.
   *
   * @param position a position with at least one legal move
   * @param budget how much to think
   * @return a move of {@link PerfectPlay#bestMoves}, unless the budget stops the search first
   * @throws IllegalArgumentException when the round is over
   */
  @Override
  public Move hint(DiamondsPosition position, Budget budget) {
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(budget, "budget");
    return perfectSearcher().search(position, budget).move();
  }

  @Override
  public String toString() {
    return "DiamondsRobot[" + settings + ", seed " + seed + "]";
  }
}
