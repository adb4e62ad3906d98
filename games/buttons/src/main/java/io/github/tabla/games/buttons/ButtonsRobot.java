package io.github.tabla.games.buttons;

import org.apiguardian.api.API;
import io.github.tabla.core.Move;
import io.github.tabla.core.Side;
import io.github.tabla.core.engine.KernelSearch;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Cancellation;
import io.github.tabla.core.robot.KernelSearcher;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.LevelSettings;
import io.github.tabla.core.robot.Robot;
import io.github.tabla.core.robot.SearchRobot;
import io.github.tabla.core.robot.SearchResult;
import io.github.tabla.games.buttons.internal.ButtonsKernel;
import io.github.tabla.games.buttons.internal.Evaluation;
import io.github.tabla.games.buttons.internal.Greedy;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * The Robot of Queens, Rooks and Buttons (M-7), at five levels:
 *
 * <ul>
 *   <li>{@code gentle}: collects a button whenever it can, otherwise brings a piece to where it sees
 *       one; it looks at the safety of the piece it moves only one move in four, so it often leaves a
 *       piece where it can be captured, and one move in five is any legal move;
 *   <li>{@code easy}: the same, but it checks the safety of its piece (QB-11) four moves in five;
 *   <li>{@code medium}: searches 3 plies and blurs its judgement with seeded noise of about half a
 *       button, blundering one move in twenty;
 *   <li>{@code strong}: searches at full strength up to 8 plies;
 *   <li>{@code strongest}: searches as far as the budget allows and solves the round when it can (a
 *       round is at most 30 plies): one ply with the evaluation, then an
 *       attempt to prove the value to the end of the round with two thirds of the budget left, then
 *       deeper iterations with the rest. Solved, it plays perfectly.
 * </ul>
 *
 * <p>The search is core's one engine ({@code io.github.tabla.core.engine.KernelSearch}) on the game's kernel,
 * with the game's hooks: an evaluation of buttons, material, the safety of pieces (the piece that just
 * collected is often the one to take) and centralisation (QB-11); captures and collections ordered first, and
 * far from the end of the round each kind of move by the evaluation of where it leads or by what the moved
 * piece looks at; proved bounds on what can still be won (one button per move left, or all of them for a side
 * that can capture every enemy piece, QB-4, QB-7.3); the round's last move valued without a search; and a
 * table keyed without the buttons collected. The engine's solve mode proves the value to the end of the round
 * by null-window searches (MTD(f)). Core's generic {@code Searcher} with {@link ButtonsEvaluator} finds the
 * same values (a test checks it), but without the proved bounds and the proofs it cannot solve a round within
 * a move's budget. The exact values of both starts, of every position after their first move and of the
 * positions after two moves (in both variants) ship with the module
 * ({@code OpeningValues}), so the strongest level answers there at once. A position a few moves further takes
 * the strongest level from milliseconds to about two seconds to solve in the standard variant, and up to tens
 * of seconds in the extra-rook one, where quiet play keeps every button on the board (see
 * {@code ButtonsSolveFigures} in {@code docs/benchmarks.md}); so its top level is {@code strongest}, not
 * {@code perfect}: where the budget ends before the proof, its value is an estimate and says so.
 *
 * <p>Values are seen from the side to move, in hundredths of a button, and are the final difference
 * of the round's buttons (collected so far plus still to come) that the search expects: {@code 200}
 * means "I end the round two buttons ahead". {@link SearchResult#exact()} is {@code true} when the
 * value is the game-theoretic one, proved to the end of the round.
 *
 * <p>Choices are reproducible: the gentler levels draw from a {@link SplittableRandom} seeded with
 * {@code seed ^ position.hash()}, and a depth or node budget gives the same move on every machine.
 *
 * <pre>{@code
 * ButtonsRobot robot = ButtonsGame.standard().robot(ButtonsGame.standard().strongestLevel(), 1L);
 * SearchResult r = robot.choose(position, Budget.ofMillis(1000));
 * r.exact();    // true once the round is solved from here
 * r.value();    // e.g. 100: one button ahead at the end, with best play
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class ButtonsRobot implements Robot<ButtonsPosition> {
  /** The levels, gentlest first: gentle, easy, medium, strong, strongest. */
  public static final Seq<Level> LEVELS = Level.ladder(false);

  /** Transposition table entries of the strongest search: 2^21, 32 MiB per call. */
  private static final int STRONG_TABLE_BITS = 21;
  /** Transposition table entries of the shallower searches: 2^16, 1 MiB per call. */
  private static final int SMALL_TABLE_BITS = 16;
  /** The medium level: 3 plies, noise of half a button, a random move one time in twenty. */
  private static final LevelSettings MEDIUM = new LevelSettings(Level.MEDIUM, 3, 50, 0.05);
  private static final int STRONG_DEPTH = 8;
  /** The strongest level's iterations before it tries to solve the round. */
  private static final int SOLVE_AFTER = 1;

  private final ButtonsGame game;
  private final Level level;
  private final long seed;

  private ButtonsRobot(ButtonsGame game, Level level, long seed) {
    this.game = game;
    this.level = level;
    this.seed = seed;
  }

  /**
   * The Robot of a level.
   *
   * @param game the variant
   * @param level one of {@link #LEVELS}
   * @param seed the seed of the gentler levels' randomness
   * @return the Robot
   * @throws IllegalArgumentException when the level is not one of {@link #LEVELS}
   */
  public static ButtonsRobot of(ButtonsGame game, Level level, long seed) {
    if (!LEVELS.contains(level)) {
      throw new IllegalArgumentException("no such level of " + game.id() + ": " + level + "; the levels are "
          + LEVELS);
    }
    return new ButtonsRobot(game, level, seed);
  }

  @Override
  public Level level() {
    return level;
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
   * Chooses a move at this Robot's level.
   *
   * @param position a position of this Robot's variant with at least one legal move
   * @param budget how much to think (the gentle and easy levels hardly think at all)
   * @param cancellation a flag another thread may set to stop the search early
   * @return the move, the value from the side to move's view in hundredths of a button (the final
   *     difference of the round's buttons), whether it is exact, the depth reached, the nodes visited
   *     and the expected line
   * @throws IllegalArgumentException when the round is over
   */
  @Override
  public SearchResult choose(ButtonsPosition position, Budget budget, Cancellation cancellation) {
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(budget, "budget");
    Objects.requireNonNull(cancellation, "cancellation");
    requireMoves(position);
    switch (level.number()) {
      case 1:
        return greedy(position, 0.25, 0.2);
      case 2:
        return greedy(position, 0.8, 0.0);
      case 3:
        return SearchRobot.of(SHALLOW, MEDIUM, seed).choose(position, budget, cancellation);
      case 4:
        return search(position, budget.andDepth(Math.min(budget.maxDepth(), STRONG_DEPTH)), cancellation);
      default:
        return search(position, budget, cancellation);
    }
  }

  /**
   * The strongest level's move within the budget, whatever this Robot's level.
   *
   * @param position a position with at least one legal move
   * @param budget how much to think
   * @return the suggested move
   * @throws IllegalArgumentException when the round is over
   */
  @Override
  public Move hint(ButtonsPosition position, Budget budget) {
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(budget, "budget");
    requireMoves(position);
    return search(position, budget, new Cancellation()).move();
  }

  /**
   * Searches a position at full strength: iterative deepening until the value is proved or the
   * budget is spent. Used by the strongest level and by hints; the value's meaning is that of
   * {@link #choose}.
   *
   * @param position a position with at least one legal move
   * @param budget how much to search
   * @param cancellation a flag another thread may set
   * @return what the search found
   * @throws IllegalArgumentException when the round is over
   */
  public static SearchResult analyse(ButtonsPosition position, Budget budget, Cancellation cancellation) {
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(budget, "budget");
    Objects.requireNonNull(cancellation, "cancellation");
    requireMoves(position);
    return search(position, budget, cancellation);
  }

  private static void requireMoves(ButtonsPosition position) {
    if (position.isOver()) {
      throw new IllegalArgumentException("the round is over, there is no move to choose: " + position);
    }
  }

  /** The one engine with the game's hooks (see {@link ButtonsStates}). */
  static final KernelSearch ENGINE = KernelSearch.of(ButtonsKernel.INSTANCE, ButtonsStates.EVALUATOR)
      .withOrdering(ButtonsStates.ORDERING).withBounds(ButtonsStates.BOUNDS).withOracle(ButtonsStates.LAST_MOVE)
      .withTableKey(ButtonsStates.WITHOUT_POINTS);
  /**
   * The strongest search: one ply with the evaluation, then an attempt to solve the round, then deeper; the
   * shipped values of the first positions answer at once.
   */
  private static final KernelSearcher<ButtonsPosition> STRONGEST = KernelSearcher.of(ButtonsPosition.BINDING,
      ENGINE.withOracle(ButtonsStates.OPENINGS).withTableEntries(1 << STRONG_TABLE_BITS)
          .withSolving(SOLVE_AFTER, Evaluation.BUTTON));
  /** The medium level's scoring of every move. */
  private static final KernelSearcher<ButtonsPosition> SHALLOW = KernelSearcher.of(ButtonsPosition.BINDING,
      ENGINE.withTableEntries(1 << SMALL_TABLE_BITS));

  /** The points the side to move is ahead by already, in the search's unit. */
  private static int collectedLead(ButtonsPosition p) {
    return Evaluation.BUTTON * p.collected().difference(p.sideToMove());
  }

  private static SearchResult search(ButtonsPosition position, Budget budget, Cancellation cancellation) {
    return STRONGEST.search(position, budget, cancellation);
  }

  private SearchResult greedy(ButtonsPosition position, double care, double wander) {
    long start = System.nanoTime();
    Seq<Move> legal = position.legalMoves();
    if (legal.head().isPass()) {
      Move pass = legal.head();
      return result(pass, collectedLead(position), false, 0, 0L, Array.of(pass), millisSince(start));
    }
    int[] packed = new int[legal.size()];
    for (int i = 0; i < packed.length; i++) {
      packed[i] = position.toPacked(legal.get(i));
    }
    boolean white = position.sideToMove() == Side.WHITE;
    SplittableRandom random = new SplittableRandom(seed ^ position.hash());
    int chosen = Greedy.choose(position.bits(white ? 0 : 2), position.bits(white ? 1 : 3),
        position.bits(white ? 2 : 0), position.bits(white ? 3 : 1), position.bits(4), packed, packed.length, care,
        wander, random);
    Move move = legal.get(chosen);
    ButtonsPosition after = position.playUnchecked(move);
    boolean over = after.isOver();
    int value = over ? Evaluation.BUTTON * after.score().difference(position.sideToMove())
        : collectedLead(position) + gainOf(position, move) - childEstimate(after);
    return result(move, value, over, 1, 1L, Array.of(move), millisSince(start));
  }

  private static int gainOf(ButtonsPosition position, Move move) {
    return move.destination().exists(position.buttons()::contains) ? Evaluation.BUTTON : 0;
  }

  /** The evaluation of a child position from its side to move's view, of what is still to come. */
  private static int childEstimate(ButtonsPosition p) {
    if (p.isOver()) {
      return Evaluation.BUTTON * (p.score().difference(p.sideToMove()) - p.collected().difference(p.sideToMove()));
    }
    boolean white = p.sideToMove() == Side.WHITE;
    return Evaluation.evaluate(p.bits(white ? 0 : 2), p.bits(white ? 1 : 3), p.bits(white ? 2 : 0),
        p.bits(white ? 3 : 1), p.bits(4), p.pliesLeft());
  }

  private static SearchResult result(Move move, int score, boolean proved, int depth, long nodes, Seq<Move> line,
      long millis) {
    return new SearchResult(move, ButtonsEvaluator.SCALE.value(score, proved), score, depth, nodes, line, millis);
  }

  private static long millisSince(long start) {
    return (System.nanoTime() - start) / 1_000_000L;
  }

  @Override
  public String toString() {
    return "ButtonsRobot[" + game.id() + ", " + level.id() + ", seed " + seed + "]";
  }
}
