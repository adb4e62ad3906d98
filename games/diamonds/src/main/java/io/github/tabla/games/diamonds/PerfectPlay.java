package io.github.tabla.games.diamonds;

import org.apiguardian.api.API;
import io.github.tabla.core.Move;
import io.github.tabla.core.engine.KernelSearch;
import io.github.tabla.core.robot.ExactSolver;
import io.github.tabla.core.robot.SharedTable;
import io.github.tabla.games.diamonds.internal.DiamondsKernel;
import io.github.tabla.games.diamonds.internal.SolutionTable;
import io.github.tabla.games.diamonds.internal.SolvedStates;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * Kings and Diamonds solved: the exact value of every position under perfect play by both sides, and
 * the moves that keep it (KD-10). The {@code perfect} level of the Robot plays by it.
 *
 * <p>The value of a position is the difference of the diamonds the two sides will have at the end of
 * the round, from the side to move's view, when both play perfectly to the end, the move limit of 40
 * moves each included. From the start it is {@value #START_VALUE}: White, moving first, collects one
 * diamond more than Black, and one diamond stays on the board when the move limit ends the round.
 *
 * <p>Every answer is exact and takes well under a second: it reads a table of the solved game shipped
 * with this module (about 3.4 MB, 30 MB in memory once loaded on first use), and core's one engine
 * solves the few plies to the positions it knows ({@code KernelSearch.solve} with the table as its
 * oracle; see {@code docs/benchmarks.md}).
 *
 * <pre>{@code
 * PerfectPlay perfect = new PerfectPlay();
 * DiamondsPosition start = DiamondsGame.instance().start();
 * perfect.finalDifference(start);             // 1: White ends one diamond ahead
 * perfect.bestMoves(start);                   // the moves that keep that value
 * perfect.moveValues(start);                  // every move with the difference it leads to
 * }</pre>
 *
 * <p>Instances are stateless and safe to share between threads; each call searches on its own. When
 * the memory cannot hold the table, every method throws {@link IllegalStateException} and the next call
 * tries to load it again; the Robot's {@code perfect} level then plays as its {@code strong} one does,
 * with estimated values instead of exact ones.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class PerfectPlay implements ExactSolver<DiamondsPosition> {
  /** The value of the start position for White: one diamond ahead at the end of the round (KD-10). */
  public static final int START_VALUE = 1;

  // decoded on first use and kept; a failed decoding (the memory ran out) is not kept: it is tried again
  static final SharedTable<SolutionTable> TABLE = SharedTable.of("diamonds solution table", SolutionTable::load);

  /** The solver; the solved table is loaded on first use. */
  public PerfectPlay() {}

  /**
   * A move with the final diamond difference it leads to under perfect play.
   *
   * @param move a legal move
   * @param finalDifference the mover's diamonds minus the other side's at the end of the round, when
   *     both play perfectly after this move
   */
  public record MoveValue(Move move, int finalDifference) {
    /**
     * Checks that no part is missing.
     *
     * @param move a legal move
     * @param finalDifference the mover's diamonds minus the other side's at the end of the round, when both
     *     play perfectly after this move
     * @throws NullPointerException when the move is null
     */
    public MoveValue {
      Objects.requireNonNull(move, "move");
    }
  }

  /**
   * The diamonds the side to move will still collect minus those the other side will, under perfect
   * play from here.
   *
   * @param position any position
   * @return the gain, 0 for a finished round
   */
  public int gain(DiamondsPosition position) {
    return gain(position, solved());
  }

  /**
   * The final diamond difference under perfect play: the points so far plus the {@link #gain}, from the
   * side to move's view.
   *
   * @param position any position
   * @return the side to move's diamonds minus the other side's at the end of the round
   */
  public int finalDifference(DiamondsPosition position) {
    return position.pointsAhead() + gain(position);
  }

  /**
   * Every legal move with the final difference it leads to, in the position's move order.
   *
   * @param position a position
   * @return the moves and their values; empty for a finished round
   */
  public Seq<MoveValue> moveValues(DiamondsPosition position) {
    SolvedStates search = solved();
    return position.legalMoves().map(m -> {
      DiamondsPosition child = position.playUnchecked(m);
      return new MoveValue(m, -(child.pointsAhead() + gain(child, search)));
    });
  }

  /**
   * The moves that keep the position's value: every move a perfect player may choose.
   *
   * @param position a position
   * @return the best moves in the position's move order; empty for a finished round
   */
  public Seq<Move> bestMoves(DiamondsPosition position) {
    Seq<MoveValue> values = moveValues(position);
    if (values.isEmpty()) {
      return Array.empty();
    }
    int best = values.map(MoveValue::finalDifference).max().get();
    return values.filter(v -> v.finalDifference() == best).map(MoveValue::move);
  }

  /**
   * The exact value for core's {@code Searcher}: the final difference in hundredths of a diamond, the
   * scale of {@link DiamondsEvaluator}.
   *
   * @param position a position that is not over
   * @return always an answer
   */
  @Override
  public Option<Integer> solve(DiamondsPosition position) {
    return Option.some(DiamondsEvaluator.DIAMOND * finalDifference(position));
  }

  private static SolvedStates solved() {
    return new SolvedStates(table());
  }

  /**
   * The engine that solves every state the Robot's perfect level meets: the solved table as its oracle
   * (see {@code SolvedStates}), its iterations judged by the game's evaluator.
   *
   * @return the engine
   * @throws IllegalStateException when the solved table cannot be loaded
   */
  static KernelSearch engine() {
    return new SolvedStates(table(), DiamondsStates.EVALUATOR).engine();
  }

  private static SolutionTable table() {
    return TABLE.get().getOrElseThrow(e -> new IllegalStateException(
        "the solved table of Kings and Diamonds cannot be loaded (" + e + "); the next call tries again", e));
  }

  /** The exact values for core's typed {@code Searcher}, as {@link #solve}: what the tests compare. */
  static final class Session implements ExactSolver<DiamondsPosition> {
    private final SolvedStates solved = solved();

    @Override
    public Option<Integer> solve(DiamondsPosition position) {
      return Option.some(DiamondsEvaluator.DIAMOND * (position.pointsAhead() + gain(position, solved)));
    }
  }

  private static int gain(DiamondsPosition position, SolvedStates solved) {
    if (!position.hasLegalMoves()) {
      return 0;
    }
    long[] states = new long[DiamondsKernel.WORDS];
    DiamondsPosition.BINDING.write(position, states, 0);
    return solved.gain(states, 0);
  }

  @Override
  public String toString() {
    return "PerfectPlay";
  }
}
