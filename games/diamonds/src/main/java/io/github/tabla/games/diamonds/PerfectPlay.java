package io.github.tabla.games.diamonds;

import io.github.tabla.core.Move;
import io.github.tabla.core.engine.StateOracle;
import io.github.tabla.core.robot.ExactSolver;
import io.github.tabla.core.robot.SharedTable;
import io.github.tabla.games.diamonds.internal.Board;
import io.github.tabla.games.diamonds.internal.DiamondsKernel;
import io.github.tabla.games.diamonds.internal.ExactSearch;
import io.github.tabla.games.diamonds.internal.SolutionTable;
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
 * with this module (about 3.4 MB, 30 MB in memory once loaded on first use) and searches the few plies
 * to the positions it knows (see {@code docs/benchmarks.md}).
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
public final class PerfectPlay implements ExactSolver<DiamondsPosition> {
  /** The value of the start position for White: one diamond ahead at the end of the round (KD-10). */
  public static final int START_VALUE = 1;

  private static final int LOG_TABLE_ENTRIES = 16;
  private static final int LOG_SESSION_ENTRIES = 18;

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
    return gain(position, newSearch());
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
    ExactSearch search = newSearch();
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

  private static ExactSearch newSearch() {
    return new ExactSearch(table(), LOG_TABLE_ENTRIES);
  }

  private static SolutionTable table() {
    return TABLE.get().getOrElseThrow(e -> new IllegalStateException(
        "the solved table of Kings and Diamonds cannot be loaded (" + e + "); the next call tries again", e));
  }

  /**
   * The solver of one search by the Robot: the positions a search asks about are siblings and cousins
   * with much of their lines in common, so one transposition table shared between them makes the
   * search two to three times faster in the slowest positions. Confined to the search that made it.
   */
  static final class Session implements ExactSolver<DiamondsPosition> {
    private final ExactSearch search = new ExactSearch(table(), LOG_SESSION_ENTRIES);

    @Override
    public Option<Integer> solve(DiamondsPosition position) {
      return Option.some(DiamondsEvaluator.DIAMOND * (position.pointsAhead() + gain(position, search)));
    }
  }

  /** A session of the kernel search: the same answers as {@link Session}, on kernel states. */
  static final class StateSession implements StateOracle {
    private final ExactSearch search = new ExactSearch(table(), LOG_SESSION_ENTRIES);

    @Override
    public int solve(long[] states, int at) {
      int side = DiamondsKernel.INSTANCE.sideToMove(states, at);
      int ahead = DiamondsKernel.points(states, at, side) - DiamondsKernel.points(states, at, 1 - side);
      int gain = DiamondsKernel.INSTANCE.isOver(states, at) ? 0
          : search.solve(DiamondsKernel.king(states, at, side), DiamondsKernel.king(states, at, 1 - side),
              Board.toFieldSet(DiamondsKernel.diamonds(states, at)), DiamondsStates.pliesLeft(states, at));
      return DiamondsEvaluator.DIAMOND * (ahead + gain);
    }

    /** It solves every state: the search asks it before listing any move. */
    @Override
    public boolean knowsMostStates() {
      return true;
    }
  }

  private static int gain(DiamondsPosition position, ExactSearch search) {
    if (!position.hasLegalMoves()) {
      return 0;
    }
    return search.solve(position.moverSquare(), position.waitingSquare(), position.fieldSet(), position.pliesLeft());
  }

  @Override
  public String toString() {
    return "PerfectPlay";
  }
}
