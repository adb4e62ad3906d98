package io.github.tabla.core.internal;

import io.github.tabla.core.robot.Cancellation;
import io.github.tabla.core.robot.Values;

/**
 * What the typed searcher and the engine on kernels share of one search call: the node count and the
 * budget (nodes checked at every node; the clock and the cancellation polled on the first node and every
 * 1024 after it), whether the last value returned is proved, and the rules of values (wins shortened by
 * their distance from the root, estimates kept inside the win threshold, table values made relative to
 * their own position).
 */
public abstract class SearchRun {
  private static final int POLL_MASK = 1023;
  private static final int MAX_EVAL = Values.WIN_THRESHOLD - 1;

  private final long maxNodes;
  private final Cancellation cancellation;
  private final long startNanos = System.nanoTime();
  private final long budgetNanos;

  /** The nodes visited so far. */
  public long nodes;
  /** Whether the budget, the clock or the cancellation stopped the search. */
  public boolean stopped;
  /** Whether the value the last search call returned is proved. */
  public boolean exact;
  /** The best root move of the previous iteration, searched first; -1 for none. */
  public int rootPreferred = TranspositionTable.NO_MOVE;
  /** The best root move of the iteration that just finished. */
  public int rootBest = TranspositionTable.NO_MOVE;
  /** The best root move of the current iteration so far, and its value; -1 for none. */
  public int partialIndex = -1;
  /** The value of {@link #partialIndex}. */
  public int partialValue;
  /** What {@link #deepen} chose: the root move's index, -1 when not even the first iteration finished. */
  public int chosenIndex = -1;
  /** The chosen move's value. */
  public int chosenValue;
  /** Whether the chosen move's value is proved. */
  public boolean chosenExact;
  /** The depth of the last completed iteration. */
  public int doneDepth;

  /**
   * A run with a budget.
   *
   * @param maxNodes the most nodes to visit
   * @param budgetNanos the time limit in nanoseconds, {@code Long.MAX_VALUE} for none
   * @param cancellation the flag another thread may set
   */
  protected SearchRun(long maxNodes, long budgetNanos, Cancellation cancellation) {
    this.maxNodes = maxNodes;
    this.budgetNanos = budgetNanos;
    this.cancellation = cancellation;
  }

  /**
   * The time the run has taken.
   *
   * @return wall-clock milliseconds
   */
  public final long millis() {
    return (System.nanoTime() - startNanos) / 1_000_000L;
  }

  /**
   * Whether half of the time budget is used: no new iteration starts then.
   *
   * @return {@code true} once half the time has passed
   */
  public final boolean halfTimeUsed() {
    return System.nanoTime() - startNanos >= budgetNanos / 2;
  }

  /**
   * Counts a node.
   *
   * @return {@code false} (and {@link #stopped}) when the budget, the clock or the cancellation says stop
   */
  public final boolean countNode() {
    if (stopped) {
      return false;
    }
    if (nodes >= maxNodes) {
      stopped = true;
      return false;
    }
    nodes++;
    // the first node polls too, so a search cancelled before it began stops at once
    if ((nodes & POLL_MASK) == 1
        && (cancellation.isCancelled() || System.nanoTime() - startNanos >= budgetNanos)) {
      stopped = true;
    }
    return !stopped;
  }

  /**
   * One iteration at the root to a depth, with a full window: its value, with {@link #rootBest},
   * {@link #exact} and, as it goes, {@link #partialIndex} set.
   *
   * @param depth the depth in plies
   * @return the root's value
   */
  protected abstract int rootIteration(int depth);

  /**
   * Iterative deepening from depth 1 until the root's value is proved, {@code maxDepth} is done, half the
   * time is used or the budget stops it; then the choice: the last completed iteration's best move, or
   * the stopped iteration's better move once it searched the old best to the new depth (not exact). Sets
   * {@link #chosenIndex} (-1 when no iteration finished), {@link #chosenValue}, {@link #chosenExact} and
   * {@link #doneDepth}.
   *
   * @param maxDepth the deepest iteration
   */
  public final void deepen(int maxDepth) {
    int doneIndex = -1;
    int doneValue = 0;
    boolean doneExact = false;
    for (int depth = 1; depth <= maxDepth; depth++) {
      partialIndex = -1;
      int value = rootIteration(depth);
      if (stopped) {
        break;
      }
      doneDepth = depth;
      doneIndex = rootBest;
      doneValue = value;
      doneExact = exact;
      rootPreferred = doneIndex;
      if (doneExact || halfTimeUsed()) {
        break;
      }
    }
    if (partialIndex >= 0 && partialIndex != doneIndex) {
      chosenIndex = partialIndex;
      chosenValue = partialValue;
      chosenExact = false;
    } else {
      chosenIndex = doneIndex;
      chosenValue = doneValue;
      chosenExact = doneExact;
    }
  }

  /**
   * An estimate kept strictly inside the win threshold.
   *
   * @param value the evaluator's estimate
   * @return the clamped estimate
   */
  public static int clampEstimate(int value) {
    return Math.max(-MAX_EVAL, Math.min(MAX_EVAL, value));
  }

  /**
   * An exact value {@code ply} plies from the root: clamped to {@code ±Values.WIN}, wins and losses lose a
   * point a ply.
   *
   * @param value the value
   * @param ply the distance from the root
   * @return the value seen from the root
   */
  public static int atPly(int value, int ply) {
    int v = Math.max(-Values.WIN, Math.min(Values.WIN, value));
    return v >= Values.WIN_THRESHOLD ? v - ply : v <= -Values.WIN_THRESHOLD ? v + ply : v;
  }

  /**
   * A root-relative value made relative to its own position, for the table.
   *
   * @param value the value
   * @param ply the position's distance from the root
   * @return the value to store
   */
  public static int toTable(int value, int ply) {
    return value >= Values.WIN_THRESHOLD ? value + ply : value <= -Values.WIN_THRESHOLD ? value - ply : value;
  }

  /**
   * A table value made root-relative again.
   *
   * @param value the stored value
   * @param ply the position's distance from the root
   * @return the value seen from the root
   */
  public static int fromTable(int value, int ply) {
    return value >= Values.WIN_THRESHOLD ? value - ply : value <= -Values.WIN_THRESHOLD ? value + ply : value;
  }
}
