package io.github.tabla.games.knights;

import org.apiguardian.api.API;
import io.github.tabla.core.Move;
import io.github.tabla.core.Role;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Cancellation;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.Robot;
import io.github.tabla.core.robot.SearchResult;
import io.github.tabla.core.robot.Value;
import io.github.tabla.core.robot.Values;
import io.github.tabla.core.robot.KernelSearcher;
import io.github.tabla.games.knights.internal.JumpDistances;
import io.github.tabla.games.knights.internal.RaceSolver;
import io.github.tabla.games.knights.internal.TourSolver;
import io.vavr.collection.Array;
import java.util.HashSet;
import java.util.Objects;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * The Robot of Knights in the Enemy Camp. The game is a race of two capture tours that meet only when one
 * knight stands in the other's way, so the Robot is built on the exact tour planner ({@link RacePlanner}):
 *
 * <ul>
 *   <li>{@code gentle} (level 1) makes the mistakes the rules warn about (KN-13): it jumps towards its
 *       nearest target, puts off the corner pieces (which then cost long trips), and one move in three
 *       jumps anywhere. A child wins against it.
 *   <li>{@code easy} (level 2) always goes for its nearest target, without a plan.
 *   <li>{@code medium} (level 3) follows a shortest tour of its own but never watches the other knight,
 *       and one move in four it goes for its nearest target instead.
 *   <li>{@code strong} (level 4) searches the race as {@code strongest} does, but only
 *       {@value #STRONG_DEPTH} plies deep: it races well and blocks what it sees coming, but can be
 *       outplayed in a race decided further ahead.
 *   <li>{@code strongest} (level 5) searches the race with core's one engine on the kernel
 *       ({@link KernelSearcher}: iterative deepening alpha-beta, {@value #PERFECT_DEPTH} plies at most,
 *       within the budget's node and time limits, or {@value #UNBOUNDED_NODES} positions when the budget
 *       sets neither; that reaches 11 to 12 plies in the opening and the end of the round in the last
 *       captures). Every position at the horizon is judged by the exact
 *       shortest tours of both knights, planned afresh from that position (see {@code RaceEvaluator}):
 *       the side that finishes in fewer of its own turns wins (KN-9), then the larger margin. Jumps on
 *       its own shortest tour are searched first and kept among equally good ones (the race length
 *       decides matches, KN-11). So it races its shortest tour,
 *       re-plans after every move, steps into the other knight's way exactly when that wins or saves the
 *       race, and keeps out of reach of such blocks itself.
 * </ul>
 *
 * <p>From {@value #SOLVED_PIECES} static pieces left down, when the budget allows that many positions (a
 * position solved counts as a {@value #SOLVED_PER_NODE}th of a position searched: it costs about that
 * much less time) and the game has no safety limit, the {@code strongest} level does not search: it solves every position that
 * can follow by retrograde analysis ({@code RaceSolver}, see the package documentation) and plays to the
 * best proved value, a win in the fewest plies, a draw, or a loss in the most. Its value then says so
 * ({@link Value.Win}, {@link Value.Draw}, {@link Value.Loss}).
 *
 * <p>It is not called perfect: with more pieces left, a knight that can guard for ever the squares from
 * which a target can be taken blocks the race for good (KN-12), and the tour judgement cannot see that;
 * its value there is an estimate. From the start, two {@code strongest} Robots draw, each knight finishing
 * in 19 turns, which is the value of the game under best play (see the package documentation for the
 * proof). Compared with a complete solve of small endgames (four sets of targets with up to three targets
 * a side, 338 472 positions), its move keeps the exact game value (win, draw or loss) in every position.
 *
 * <p>A choice depends only on the level, the seed, the position and the depth or node budget: the gentle
 * levels draw from a {@link SplittableRandom} seeded with {@code seed ^ position.hash()}, and the
 * {@code strongest} level uses no randomness at all. The gentle levels answer at once whatever the budget; the
 * {@code strongest} level searches within the budget's depth, node and time limits and its own (so a
 * depth or node budget, or none, gives the same move on every machine), and stops early when cancelled.
 * {@link #hint} always searches at the {@code strongest} level. A Robot is immutable and safe to share
 * between threads.
 *
 * <pre>{@code
 * Robot<KnightsPosition> robot = game.robot(Level.STRONGEST, 0L);
 * Move m = robot.choose(position, Budget.ofMillis(100)).move();
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class KnightsRobot implements Robot<KnightsPosition> {
  /** The deepest search of the {@code strong} level, in plies. */
  static final int STRONG_DEPTH = 3;
  /** The deepest search of the {@code strongest} level, in plies. */
  static final int PERFECT_DEPTH = 20;
  /**
   * The most positions the {@code strongest} level visits for one move when its budget sets neither a node
   * nor a time limit (about 14 ms of CPU at most); a budget that sets one is followed as it is.
   */
  static final long UNBOUNDED_NODES = 40_000L;
  private static final int TABLE_ENTRIES = 1 << 14;
  /**
   * The most static pieces left (both sides) for which the {@code strongest} level solves the position
   * exactly by retrograde analysis ({@code RaceSolver}: about 50 ms of CPU) instead of searching it.
   */
  static final int SOLVED_PIECES = 7;
  /**
   * Positions solved for one position of a node budget: a position solved costs about 50 ns, one searched
   * about 300 ns (250,000 searched in up to 75 ms), so {@code tabla play}'s budget of 250,000 solves the
   * endgames of seven pieces (1,048,576 positions, about 50 ms) as it searches the others.
   */
  static final int SOLVED_PER_NODE = 5;
  /** What a position solved costs at most, in nanoseconds, for a time budget: 50 ns measured, doubled. */
  private static final long SOLVED_NANOS = 100L;
  /** The longest line a solved position's result shows (a drawn one stops where a position repeats). */
  private static final int SOLVED_LINE = 40;
  private static final long CORNERS = 1L | 1L << 7 | 1L << 56 | 1L << 63;
  private static final int CORNER_PENALTY = 3;

  private final Level level;
  private final long seed;

  KnightsRobot(Level level, long seed) {
    this.level = level;
    this.seed = seed;
  }

  /**
   * The level this Robot plays at.
   *
   * @return the level
   */
  @Override
  public Level level() {
    return level;
  }

  /**
   * Chooses a move at this Robot's level.
   *
   * @param position a position with at least one legal move
   * @param budget how much the {@code strongest} level may search; the gentle levels answer at once
   * @param cancellation a flag that stops the {@code strongest} level's search early
   * @return the chosen move; for the {@code strongest} level the search's result (value, exactness,
   *     principal variation), for the gentle levels the move alone with an unknown value
   * @throws IllegalArgumentException when the position is over
   */
  @Override
  public SearchResult choose(KnightsPosition position, Budget budget, Cancellation cancellation) {
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(budget, "budget");
    Objects.requireNonNull(cancellation, "cancellation");
    long started = System.nanoTime();
    if (!position.hasLegalMoves()) {
      throw new IllegalArgumentException("the round is over, there is no move to choose: " + position);
    }
    long jumps = position.jumpBits();
    if (jumps == 0L) {
      return result(Move.Pass.of(position.sideToMove()), 1, started);
    }
    SplittableRandom random = new SplittableRandom(seed ^ position.hash());
    int to;
    switch (level.number()) {
      case 1 -> to = random.nextInt(3) == 0 ? randomJump(jumps, random) : nearestTarget(position, jumps, random,
          true);
      case 2 -> to = nearestTarget(position, jumps, random, false);
      case 3 -> to = random.nextInt(4) == 0 ? nearestTarget(position, jumps, random, false)
          : ownTour(position, jumps, random);
      case 4 -> {
        return searched(position, budget.andDepth(Math.min(STRONG_DEPTH, budget.maxDepth())), cancellation);
      }
      default -> {
        return strongest(position, budget, cancellation);
      }
    }
    return result(move(position, to), Long.bitCount(jumps), started);
  }

  /**
   * The {@code strongest} level's move, whatever this Robot's level.
   *
   * @param position a position with at least one legal move
   * @param budget how much to search
   * @return the suggested move
   * @throws IllegalArgumentException when the position is over
   */
  @Override
  public Move hint(KnightsPosition position, Budget budget) {
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(budget, "budget");
    if (!position.hasLegalMoves()) {
      throw new IllegalArgumentException("the round is over, there is no move to suggest: " + position);
    }
    return strongest(position, budget, new Cancellation()).move();
  }

  /**
   * The move of a position the retrograde solver knows: the one to the best value (a win in the fewest
   * plies, a draw, a loss in the most; the first in the move order among equals), with the proved value
   * and the line both sides' best moves make, as far as {@value #SOLVED_LINE} plies.
   */
  private static SearchResult solvedResult(KnightsPosition position, RaceSolver solver) {
    long started = System.nanoTime();
    Move move = bestSolved(position, solver);
    int v = solvedValue(position, solver);
    Array<Move> line = Array.of(move);
    KnightsPosition p = position.playUnchecked(move);
    // a drawn line may never end: it stops where the knights and pieces repeat
    Set<Arrangement> seen = new HashSet<>();
    seen.add(Arrangement.of(position));
    while (!p.isOver() && line.size() < SOLVED_LINE && seen.add(Arrangement.of(p))) {
      Move next = bestSolved(p, solver);
      line = line.append(next);
      p = p.playUnchecked(next);
    }
    Value value = RaceSolver.isWin(v) ? new Value.Win(RaceSolver.plies(v))
        : RaceSolver.isLoss(v) ? new Value.Loss(RaceSolver.plies(v)) : new Value.Draw();
    int score = RaceSolver.isWin(v) ? Values.WIN - RaceSolver.plies(v)
        : RaceSolver.isLoss(v) ? -(Values.WIN - RaceSolver.plies(v)) : 0;
    return new SearchResult(move, value, score, Math.max(1, RaceSolver.plies(v)), solver.positions(), line,
        (System.nanoTime() - started) / 1_000_000L);
  }

  /** A position without its turn counters, which the result does not depend on. */
  private record Arrangement(int whiteKnight, int blackKnight, long whitePieces, long blackPieces,
      boolean whiteToMove) {
    static Arrangement of(KnightsPosition p) {
      return new Arrangement(p.knightIndex(true), p.knightIndex(false), p.piecesBits(true), p.piecesBits(false),
          p.isWhiteToMove());
    }
  }

  private static Move bestSolved(KnightsPosition position, RaceSolver solver) {
    Move best = position.legalMoves().head();
    int bestRank = Integer.MIN_VALUE;
    for (Move m : position.legalMoves()) {
      KnightsPosition child = position.playUnchecked(m);
      int rank = RaceSolver.rank(RaceSolver.before(solvedValue(child, solver)));
      if (rank > bestRank) {
        bestRank = rank;
        best = m;
      }
    }
    return best;
  }

  private static int solvedValue(KnightsPosition p, RaceSolver solver) {
    return solver.value(p.knightIndex(true), p.knightIndex(false), p.piecesBits(true), p.piecesBits(false),
        p.isWhiteToMove());
  }

  private static SearchResult result(Move move, long nodes, long started) {
    return new SearchResult(move, new Value.Unknown(), 0, 1, nodes, Array.of(move),
        (System.nanoTime() - started) / 1_000_000L);
  }

  private static Move move(KnightsPosition position, int to) {
    boolean white = position.isWhiteToMove();
    Side side = position.sideToMove();
    Square from = Square.at(position.knightIndex(white));
    boolean capture = (position.piecesBits(!white) & (1L << to)) != 0L;
    return capture ? Move.PieceMove.capture(side, Role.KNIGHT, from, Square.at(to))
        : Move.PieceMove.step(side, Role.KNIGHT, from, Square.at(to));
  }

  private static int randomJump(long jumps, SplittableRandom random) {
    int pick = random.nextInt(Long.bitCount(jumps));
    long b = jumps;
    for (int i = 0; i < pick; i++) {
      b &= b - 1;
    }
    return Long.numberOfTrailingZeros(b);
  }

  /** A random one of the squares of a bitboard with the smallest score. */
  private static int pickLowest(long squares, int[] score, SplittableRandom random) {
    int min = Integer.MAX_VALUE;
    long ties = 0L;
    for (long b = squares; b != 0L; b &= b - 1) {
      int s = Long.numberOfTrailingZeros(b);
      if (score[s] < min) {
        min = score[s];
        ties = 1L << s;
      } else if (score[s] == min) {
        ties |= 1L << s;
      }
    }
    return randomJump(ties, random);
  }

  /**
   * The greedy mistake of KN-13: a jump on a shortest way to the nearest target, with no thought for the
   * targets after it; optionally putting off the corner pieces as well.
   */
  private static int nearestTarget(KnightsPosition position, long jumps, SplittableRandom random,
      boolean avoidCorners) {
    boolean white = position.isWhiteToMove();
    long own = position.piecesBits(white);
    long targets = position.piecesBits(!white);
    int[] fromKnight = new int[64];
    JumpDistances.fill(position.knightIndex(white), own, fromKnight);
    int[] score = new int[64];
    for (int s = 0; s < 64; s++) {
      boolean corner = avoidCorners && (CORNERS & (1L << s)) != 0L && Long.bitCount(targets) > 1;
      score[s] = fromKnight[s] + (corner ? CORNER_PENALTY : 0);
    }
    int target = pickLowest(targets, score, random);
    int[] toTarget = new int[64];
    JumpDistances.fill(target, own, toTarget);
    return pickLowest(jumps, toTarget, random);
  }

  /** A jump on one of this knight's shortest tours, ignoring the other knight. */
  private static int ownTour(KnightsPosition position, long jumps, SplittableRandom random) {
    boolean white = position.isWhiteToMove();
    long targets = position.piecesBits(!white);
    TourSolver solver = new TourSolver(targets, position.piecesBits(white));
    int[] score = new int[64];
    for (long b = jumps; b != 0L; b &= b - 1) {
      int s = Long.numberOfTrailingZeros(b);
      score[s] = solver.turns(s, targets);
    }
    return pickLowest(jumps, score, random);
  }

  private static SearchResult strongest(KnightsPosition position, Budget budget, Cancellation cancellation) {
    long whitePieces = position.piecesBits(true);
    long blackPieces = position.piecesBits(false);
    // few pieces left, no safety limit (turns then matter), and a budget that allows every position solved
    if (position.game().limit() == 0 && Long.bitCount(whitePieces) + Long.bitCount(blackPieces) <= SOLVED_PIECES) {
      long positions = RaceSolver.positions(whitePieces, blackPieces);
      if (positions / SOLVED_PER_NODE <= budget.maxNodes() && positions <= budget.timeNanos() / SOLVED_NANOS) {
        return solvedResult(position, RaceSolver.of(whitePieces, blackPieces));
      }
    }
    return searched(position, budget, cancellation);
  }

  private static SearchResult searched(KnightsPosition position, Budget budget, Cancellation cancellation) {
    RaceEvaluator race = new RaceEvaluator(position);
    KernelSearcher<KnightsPosition> searcher = KernelSearcher.of(position.game().kernel().get(), race)
        .withOrdering(race).withTableEntries(TABLE_ENTRIES);
    boolean unbounded = budget.maxNodes() == Long.MAX_VALUE && budget.time().isEmpty();
    Budget own = new Budget(budget.time(), unbounded ? UNBOUNDED_NODES : budget.maxNodes(),
        Math.min(PERFECT_DEPTH, budget.maxDepth()));
    return searcher.search(position, own, cancellation);
  }
}
