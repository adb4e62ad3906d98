package io.github.tabla.core.internal;

import io.github.tabla.core.robot.Cancellation;
import io.github.tabla.core.robot.Values;
import java.util.Arrays;

/**
 * What the typed searcher and the engine on kernels share of one search call: the node count and the
 * budget (nodes checked at every node; the clock and the cancellation polled on the first node and every
 * 1024 after it), whether the last value returned is proved, and the rules of values (wins shortened by
 * their distance from the root, estimates kept inside the win threshold, table values made relative to
 * their own position), and the memory of cut-offs that orders quiet moves (two killers a ply and a
 * history a side, both by a move's history key).
 */
public abstract class SearchRun {
  private static final int POLL_MASK = 1023;
  private static final int MAX_EVAL = Values.WIN_THRESHOLD - 1;
  /** The plies below the root that keep killers: the searches' deepest, 200, and their horizon's children. */
  private static final int KILLER_PLIES = 203;
  /** The history keys a side's moves may have, 0 to 4095: an origin and a destination on 64 squares. */
  public static final int HISTORY_KEYS = 4096;
  /** The history is halved when an entry passes this: recent cut-offs count more. */
  private static final int HISTORY_LIMIT = 1 << 20;

  private long maxNodes;
  private Cancellation cancellation;
  private long startNanos = System.nanoTime();
  private long budgetNanos;
  /** The node limit in force: the budget's, or a share of it while {@link #capToShare} holds. */
  private long nodeLimit;
  /** The time limit in force, from the start. */
  private long nanosLimit;

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
  /** The best root move of the last completed iteration, -1 for none. */
  private int doneIndex = -1;
  private int doneValue;
  private boolean doneExact;
  /** The history keys of the two killers of ply p, at 2p and 2p + 1; -1 for none. */
  protected final int[] killers = new int[2 * KILLER_PLIES];
  /** depth² for every cut-off by side s's quiet move of history key h, at s * HISTORY_KEYS + h. */
  protected final int[] history = new int[2 * HISTORY_KEYS];

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
    this.nodeLimit = maxNodes;
    this.nanosLimit = budgetNanos;
    Arrays.fill(killers, -1);
  }

  /**
   * Starts this run again, for another search with the same table: a new budget and clock, no nodes, no
   * choice. The killers and the history are kept.
   *
   * @param newMaxNodes the most nodes to visit
   * @param newBudgetNanos the time limit in nanoseconds, {@code Long.MAX_VALUE} for none
   * @param newCancellation the flag another thread may set
   */
  public final void restart(long newMaxNodes, long newBudgetNanos, Cancellation newCancellation) {
    maxNodes = newMaxNodes;
    budgetNanos = newBudgetNanos;
    cancellation = newCancellation;
    startNanos = System.nanoTime();
    nodeLimit = newMaxNodes;
    nanosLimit = newBudgetNanos;
    nodes = 0L;
    stopped = false;
    exact = false;
    rootPreferred = TranspositionTable.NO_MOVE;
    rootBest = TranspositionTable.NO_MOVE;
    partialIndex = -1;
    partialValue = 0;
    chosenIndex = -1;
    chosenValue = 0;
    chosenExact = false;
    doneDepth = 0;
    doneIndex = -1;
    doneValue = 0;
    doneExact = false;
  }

  /**
   * Remembers a quiet move that cut off: it becomes the first killer of its ply (the first becomes the
   * second), and its history grows by {@code depth²}; the whole history is halved when an entry passes
   * its limit.
   *
   * @param side the side that moved, 0 or 1
   * @param key the move's history key, 0 to {@link #HISTORY_KEYS} - 1
   * @param depth the depth of the search that cut off
   * @param ply the ply of the state the move was made from
   */
  protected final void rememberCutoff(int side, int key, int depth, int ply) {
    int k = 2 * ply;
    if (killers[k] != key) {
      killers[k + 1] = killers[k];
      killers[k] = key;
    }
    int index = side * HISTORY_KEYS + key;
    history[index] += depth * depth;
    if (history[index] > HISTORY_LIMIT) {
      for (int i = 0; i < history.length; i++) {
        history[i] >>= 1;
      }
    }
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
   * Limits the run to a share of what is left of its budget (nodes and time), until {@link #uncap}: an
   * attempt that may fail, leaving the rest for what comes after it.
   *
   * @param numerator the share's numerator
   * @param denominator the share's denominator, above the numerator
   */
  public final void capToShare(int numerator, int denominator) {
    if (maxNodes != Long.MAX_VALUE) {
      nodeLimit = nodes + (maxNodes - nodes) / denominator * numerator;
    }
    if (budgetNanos != Long.MAX_VALUE) {
      long elapsed = System.nanoTime() - startNanos;
      nanosLimit = elapsed + Math.max(0L, budgetNanos - elapsed) / denominator * numerator;
    }
  }

  /**
   * Lifts the cap of {@link #capToShare}: the run goes on with its whole budget, stopped only when that
   * is spent too.
   */
  public final void uncap() {
    nodeLimit = maxNodes;
    nanosLimit = budgetNanos;
    stopped = budgetSpent();
  }

  /**
   * Whether the whole budget is spent: the nodes, the time, or a cancellation.
   *
   * @return {@code true} when nothing more may be searched
   */
  public final boolean budgetSpent() {
    return nodes >= maxNodes || cancellation.isCancelled() || System.nanoTime() - startNanos >= budgetNanos;
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
    if (nodes >= nodeLimit) {
      stopped = true;
      return false;
    }
    nodes++;
    // the first node polls too, so a search cancelled before it began stops at once
    if ((nodes & POLL_MASK) == 1
        && (cancellation.isCancelled() || System.nanoTime() - startNanos >= nanosLimit)) {
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
   * time is used or the budget stops it; then the choice ({@link #choose}).
   *
   * @param maxDepth the deepest iteration
   */
  public final void deepen(int maxDepth) {
    deepen(1, maxDepth, true);
    choose();
  }

  /**
   * Iterations from one depth to another, each recorded as done when it completes, until the root's
   * value is proved, the budget stops one or, with the half-time rule, half the time is used.
   *
   * @param from the first depth
   * @param to the last depth
   * @param halfTimeRule whether no iteration starts once half the time is used
   * @return {@code false} when the budget stopped an iteration
   */
  public final boolean deepen(int from, int to, boolean halfTimeRule) {
    for (int depth = from; depth <= to; depth++) {
      partialIndex = -1;
      int value = rootIteration(depth);
      if (stopped) {
        return false;
      }
      done(rootBest, value, exact, depth);
      if (doneExact || halfTimeRule && halfTimeUsed()) {
        break;
      }
    }
    return true;
  }

  /**
   * Records a completed search of the root (an iteration, a solve): its best move, value and depth.
   *
   * @param index the best root move
   * @param value its value
   * @param proved whether the value is proved
   * @param depth the depth searched
   */
  public final void done(int index, int value, boolean proved, int depth) {
    // a completed search of the root supersedes the unfinished iteration's better move
    partialIndex = -1;
    doneDepth = depth;
    doneIndex = index;
    doneValue = value;
    doneExact = proved;
    rootPreferred = index;
  }

  /**
   * Whether the last completed search of the root proved its value.
   *
   * @return {@code true} when proved
   */
  public final boolean doneExact() {
    return doneExact;
  }

  /**
   * The value of the last completed search of the root.
   *
   * @return the value, 0 when none completed
   */
  public final int doneValue() {
    return doneValue;
  }

  /**
   * The choice after the iterations: the last completed iteration's best move, or the stopped
   * iteration's better move once it searched the old best to the new depth (not exact). Sets
   * {@link #chosenIndex} (-1 when no iteration finished), {@link #chosenValue} and {@link #chosenExact}.
   */
  public final void choose() {
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
