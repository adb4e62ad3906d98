package io.github.tabla.core.engine;

import io.github.tabla.core.internal.SearchRun;
import io.github.tabla.core.internal.TranspositionTable;
import io.github.tabla.core.kernel.Kernel;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Cancellation;
import io.github.tabla.core.robot.Values;
import java.util.Arrays;
import java.util.Objects;
import org.apiguardian.api.API;

/**
 * The search engine on a game's kernel: iterative deepening over a negamax alpha-beta search with
 * principal-variation windows, a transposition table of bounded size, killers and history, and the hooks
 * a game fills: its {@link StateEvaluator}, {@link StateOrdering} and {@link StateOracle}. It is the
 * algorithm of {@link io.github.tabla.core.robot.Searcher} (the same values, exactness, move order,
 * budgets and line), on primitives: a game whose kernel lists its moves in the typed order and whose
 * hooks judge as its typed ones do gets the same moves, values and node counts, several times faster.
 *
 * <pre>{@code
 * KernelSearch search = KernelSearch.of(kernel, evaluator).withOrdering(ordering).withTableEntries(1 << 16);
 * KernelResult r = search.search(state, 0, Budget.ofNodes(100_000), new Cancellation());
 * }</pre>
 *
 * <h2>Values and exactness</h2>
 * Values are seen from the side to move. Finished states are worth {@link StateEvaluator#terminal};
 * states the oracle knows are worth its answer; both are exact leaves, clamped to {@code ±Values.WIN}.
 * States at the horizon are worth {@link StateEvaluator#evaluate}, clamped strictly inside
 * {@code ±Values.WIN_THRESHOLD}. Wins and losses are shortened by their distance from the root. A value
 * is proved when no estimate influenced it; an iteration with a proved root value ends the search.
 *
 * <h2>Move order</h2>
 * The table's move first (at the root, the previous iteration's best), then by
 * {@link StateOrdering#priority}, then the two killers of the ply and the best history, then the
 * kernel's own order (the sort is stable). The table stores a move as its index in the kernel's order.
 *
 * <h2>Budgets</h2>
 * The node limit is checked at every node, so node and depth budgets give the same result on every
 * machine; the clock and the cancellation are polled on the first node and every 1024 after it; no
 * iteration starts once half of a time budget is used. A stopped search returns the last completed
 * iteration's move, or the unfinished iteration's better move once it has searched the old best to the
 * new depth.
 *
 * <h2>Threads</h2>
 * A {@code KernelSearch} is an immutable configuration: every call allocates its own table
 * ({@code 16 * tableEntries()} bytes) and stacks, so calls are independent and may run at once.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.2.0")
public final class KernelSearch {
  /** The default number of transposition table entries: 2<sup>18</sup>, that is 4 MiB. */
  public static final int DEFAULT_TABLE_ENTRIES = 1 << 18;
  /** The deepest iteration the engine starts, in plies. */
  public static final int MAX_DEPTH = 200;

  private static final int PLIES = MAX_DEPTH + 2;

  private final Kernel kernel;
  private final StateEvaluator evaluator;
  private final StateOrdering ordering;
  private final StateOracle oracle;
  private final StateBounds bounds;
  private final StateNoise noise;
  private final int tableEntries;

  private KernelSearch(Kernel kernel, StateEvaluator evaluator, StateOrdering ordering, StateOracle oracle,
      StateBounds bounds, StateNoise noise, int tableEntries) {
    this.kernel = kernel;
    this.evaluator = evaluator;
    this.ordering = ordering;
    this.oracle = oracle;
    this.bounds = bounds;
    this.noise = noise;
    this.tableEntries = tableEntries;
  }

  /**
   * An engine on a kernel with an evaluator, no ordering of the game's, no oracle and a table of
   * {@link #DEFAULT_TABLE_ENTRIES} entries.
   *
   * @param kernel the game's kernel
   * @param evaluator the game's evaluator
   * @return the engine
   */
  public static KernelSearch of(Kernel kernel, StateEvaluator evaluator) {
    Objects.requireNonNull(kernel, "kernel");
    Objects.requireNonNull(evaluator, "evaluator");
    return new KernelSearch(kernel, evaluator, StateOrdering.NONE, StateOracle.NONE, StateBounds.NONE,
        StateNoise.NONE, DEFAULT_TABLE_ENTRIES);
  }

  /**
   * This engine with a game's move ordering.
   *
   * @param moveOrdering the ordering
   * @return a new engine; this one is unchanged
   */
  public KernelSearch withOrdering(StateOrdering moveOrdering) {
    Objects.requireNonNull(moveOrdering, "moveOrdering");
    return new KernelSearch(kernel, evaluator, moveOrdering, oracle, bounds, noise, tableEntries);
  }

  /**
   * This engine with an oracle, asked at every node that goes on.
   *
   * @param exactOracle the oracle
   * @return a new engine; this one is unchanged
   */
  public KernelSearch withOracle(StateOracle exactOracle) {
    Objects.requireNonNull(exactOracle, "exactOracle");
    return new KernelSearch(kernel, evaluator, ordering, exactOracle, bounds, noise, tableEntries);
  }

  /**
   * This engine with the bounds the rules prove, checked at every node that goes on.
   *
   * @param provedBounds the bounds
   * @return a new engine; this one is unchanged
   */
  public KernelSearch withBounds(StateBounds provedBounds) {
    Objects.requireNonNull(provedBounds, "provedBounds");
    return new KernelSearch(kernel, evaluator, ordering, oracle, provedBounds, noise, tableEntries);
  }

  /**
   * This engine with a quiescence search: past the horizon, noisy states are played on and threatened
   * ones searched a ply more before the evaluator judges them.
   *
   * @param stateNoise which states are noisy
   * @return a new engine; this one is unchanged
   */
  public KernelSearch withNoise(StateNoise stateNoise) {
    Objects.requireNonNull(stateNoise, "stateNoise");
    return new KernelSearch(kernel, evaluator, ordering, oracle, bounds, stateNoise, tableEntries);
  }

  /**
   * This engine with a table of another size; each entry takes 16 bytes.
   *
   * @param entries the number of entries, rounded down to a power of two, at least 2
   * @return a new engine; this one is unchanged
   * @throws IllegalArgumentException when {@code entries} is below 2
   */
  public KernelSearch withTableEntries(int entries) {
    if (entries < 2) {
      throw new IllegalArgumentException("a transposition table needs at least 2 entries, got " + entries);
    }
    return new KernelSearch(kernel, evaluator, ordering, oracle, bounds, noise, Integer.highestOneBit(entries));
  }

  /**
   * The kernel.
   *
   * @return the game's kernel
   */
  public Kernel kernel() {
    return kernel;
  }

  /**
   * The evaluator.
   *
   * @return the game's evaluator
   */
  public StateEvaluator evaluator() {
    return evaluator;
  }

  /**
   * The number of table entries each search allocates.
   *
   * @return a power of two, at least 2
   */
  public int tableEntries() {
    return tableEntries;
  }

  /**
   * Searches a state by iterative deepening until its value is proved, the budget is spent or the search
   * is cancelled.
   *
   * @param states the array holding the state (it is not changed)
   * @param at the offset of the state
   * @param budget how much to search
   * @param cancellation a flag another thread may set to stop the search
   * @return the best move, its value and what the search learnt
   * @throws IllegalArgumentException when the state is over or does not fit in the array
   */
  public KernelResult search(long[] states, int at, Budget budget, Cancellation cancellation) {
    Run run = start(states, at, budget, cancellation);
    int n = run.rootMoves();
    run.rootCount = n;
    run.deepen(Math.min(budget.maxDepth(), MAX_DEPTH));
    int doneDepth = run.doneDepth;
    int index = run.chosenIndex;
    int value = run.chosenValue;
    boolean exact = run.chosenExact;
    if (index < 0) {
      run.order(0, n, TranspositionTable.NO_MOVE, 0);
      index = run.orders[0];
      value = SearchRun.clampEstimate(evaluator.evaluate(run.states, 0));
      exact = false;
    }
    long best = run.moves[index];
    long[] line = run.principalVariation(best, exact ? MAX_DEPTH : Math.max(doneDepth, 1));
    return new KernelResult(best, value, exact, doneDepth, run.nodes, line, run.millis());
  }

  /**
   * The exact value of a state and a best move, by MTD(f): null-window searches to the end of the round
   * (to {@link #MAX_DEPTH} plies), each proving a bound, that close in on the value from a first guess.
   * Every value is proved when the round cannot last longer than that; a budget or a cancellation that
   * stops it first gives the best move and bounds known so far, not exact.
   *
   * @param states the array holding the state (it is not changed)
   * @param at the offset of the state
   * @param guess the first guess of the value (the evaluator's, or a previous solve's)
   * @param budget how much to search
   * @param cancellation a flag another thread may set to stop the search
   * @return the best move and the value; {@link KernelResult#exact()} when it is proved
   * @throws IllegalArgumentException when the state is over or does not fit in the array
   */
  public KernelResult solve(long[] states, int at, int guess, Budget budget, Cancellation cancellation) {
    Run run = start(states, at, budget, cancellation);
    int n = run.rootMoves();
    int lowerBound = -Values.INFINITY;
    int upperBound = Values.INFINITY;
    int g = Math.max(-Values.WIN, Math.min(Values.WIN, guess));
    boolean proved = true;
    while (lowerBound < upperBound) {
      int beta = Math.max(g, lowerBound + 1);
      int v = run.search(MAX_DEPTH, 0, beta - 1, beta);
      if (run.stopped) {
        break;
      }
      proved &= run.exact;
      g = v;
      if (v < beta) {
        upperBound = v;
      } else {
        lowerBound = v;
      }
    }
    boolean exact = !run.stopped && proved && lowerBound == upperBound;
    int slot = run.table.probe(kernel.key(run.states, 0));
    int index = slot >= 0 ? run.table.moveIndex(slot) : TranspositionTable.NO_MOVE;
    if (index < 0 || index >= n) {
      run.order(0, n, TranspositionTable.NO_MOVE, 0);
      index = run.orders[0];
    }
    long best = run.moves[index];
    long[] line = run.principalVariation(best, MAX_DEPTH);
    int value = exact ? lowerBound : g;
    return new KernelResult(best, value, exact, exact ? MAX_DEPTH : 0, run.nodes, line, run.millis());
  }

  /**
   * The value of every move of a state, each searched with a full window to a depth (deepening one ply
   * at a time, one table for all), in the kernel's order: what the gentle levels choose among. When the
   * budget runs out, the values of the last depth completed for every move; when not even depth 1 was,
   * each move's evaluation (a few evaluator calls beyond a node budget).
   *
   * @param states the array holding the state (it is not changed)
   * @param at the offset of the state
   * @param depth the depth in plies, at least 1
   * @param budget how much to search in all
   * @param cancellation a flag another thread may set to stop the search
   * @return the moves with their values
   * @throws IllegalArgumentException when the state is over, does not fit in the array, or the depth is
   *     below 1
   */
  public KernelScores scoreMoves(long[] states, int at, int depth, Budget budget, Cancellation cancellation) {
    if (depth < 1) {
      throw new IllegalArgumentException("the scoring depth must be at least 1, got " + depth);
    }
    Run run = start(states, at, budget, cancellation);
    int n = run.rootMoves();
    int words = kernel.stateWords();
    long[] children = new long[n * words];
    for (int i = 0; i < n; i++) {
      kernel.make(run.states, 0, run.moves[i], children, i * words);
    }
    int maxDepth = Math.min(Math.min(depth, budget.maxDepth()), MAX_DEPTH);
    int[] values = null;
    boolean[] proved = null;
    int doneDepth = 0;
    for (int d = 1; d <= maxDepth && !run.stopped; d++) {
      int[] v = new int[n];
      boolean[] e = new boolean[n];
      boolean all = true;
      if (run.countNode()) {
        for (int i = 0; i < n; i++) {
          System.arraycopy(children, i * words, run.states, words, words);
          v[i] = -run.search(d - 1, 1, -Values.INFINITY, Values.INFINITY);
          e[i] = run.exact;
          all &= run.exact;
          if (run.stopped) {
            break;
          }
        }
      }
      if (run.stopped) {
        break;
      }
      values = v;
      proved = e;
      doneDepth = d;
      if (all) {
        break;
      }
    }
    if (values == null) {
      values = new int[n];
      proved = new boolean[n];
      for (int i = 0; i < n; i++) {
        int c = i * words;
        boolean over = kernel.isOver(children, c);
        proved[i] = over;
        values[i] = over ? -SearchRun.atPly(evaluator.terminal(kernel, children, c), 1)
            : -SearchRun.clampEstimate(evaluator.evaluate(children, c));
      }
    }
    return new KernelScores(Arrays.copyOf(run.moves, n), values, proved, doneDepth, run.nodes, run.millis());
  }

  private Run start(long[] states, int at, Budget budget, Cancellation cancellation) {
    Objects.requireNonNull(states, "states");
    Objects.requireNonNull(budget, "budget");
    Objects.requireNonNull(cancellation, "cancellation");
    int words = kernel.stateWords();
    if (at < 0 || at > states.length - words) {
      throw new IllegalArgumentException("a state of " + words + " words at " + at + " does not fit in "
          + states.length + " words");
    }
    Run run = new Run(budget, cancellation);
    System.arraycopy(states, at, run.states, 0, words);
    if (kernel.isOver(run.states, 0)) {
      throw new IllegalArgumentException("the state is over, there is no move to search");
    }
    return run;
  }





  @Override
  public String toString() {
    return "KernelSearch[" + kernel + ", " + tableEntries + " table entries]";
  }

  /** The state of one search call: the stacks of states, moves and orders, the table and the counters. */
  private final class Run extends SearchRun {
    private final TranspositionTable table = new TranspositionTable(tableEntries);
    private final int words = kernel.stateWords();
    private final int width = kernel.maxMoves();
    /** The state of ply p at p * words. */
    final long[] states = new long[words * (PLIES + 1)];
    /** The moves of ply p at p * width, in the kernel's order. */
    final long[] moves = new long[width * (PLIES + 1)];
    /** The search order of ply p at p * width: indices into that ply's moves. */
    final int[] orders = new int[width * (PLIES + 1)];
    private final long[] sortKeys = new long[width];
    /** The history keys of the two killers of each ply, -1 for none. */
    private final int[] killers = new int[2 * (PLIES + 1)];
    private final int[] history = new int[2 * 4096];

    Run(Budget budget, Cancellation cancellation) {
      // Long.MAX_VALUE without a time limit: a clock that never runs out
      super(budget.maxNodes(), budget.timeNanos(), cancellation);
      Arrays.fill(killers, -1);
    }

    @Override
    protected int rootIteration(int depth) {
      return root(rootCount, depth);
    }

    int rootCount;

    int rootMoves() {
      return kernel.moves(states, 0, moves, 0);
    }

    /** One iteration at the root, with a full window so that the root value is exact. */
    int root(int n, int depth) {
      if (!countNode()) {
        return 0;
      }
      order(0, n, rootPreferred, 0);
      int best = -Values.INFINITY;
      int bestIndex = orders[0];
      int alpha = -Values.INFINITY;
      boolean allExact = true;
      for (int k = 0; k < n; k++) {
        int i = orders[k];
        kernel.make(states, 0, moves[i], states, words);
        int v;
        if (k == 0) {
          v = -search(depth - 1, 1, -Values.INFINITY, Values.INFINITY);
        } else {
          v = -search(depth - 1, 1, -alpha - 1, -alpha);
          if (!stopped && v > alpha) {
            v = -search(depth - 1, 1, -Values.INFINITY, -alpha);
          }
        }
        if (stopped) {
          return 0;
        }
        allExact &= exact;
        if (v > best) {
          best = v;
          bestIndex = i;
          partialIndex = i;
          partialValue = v;
        }
        alpha = Math.max(alpha, v);
      }
      table.store(kernel.key(states, 0), SearchRun.toTable(best, 0), bestIndex, depth, TranspositionTable.EXACT, allExact);
      rootBest = bestIndex;
      exact = allExact;
      return best;
    }

    /** The negamax value of the state of ply {@code ply}, fail-soft; sets {@link #exact}. */
    int search(int depth, int ply, int alpha, int beta) {
      if (!countNode()) {
        return 0;
      }
      int at = ply * words;
      int first = ply * width;
      int n = 0;
      boolean over;
      if (depth <= 0) {
        over = kernel.isOver(states, at);
      } else {
        n = kernel.moves(states, at, moves, first);
        over = n == 0;
      }
      if (over) {
        exact = true;
        return SearchRun.atPly(evaluator.terminal(kernel, states, at), ply);
      }
      int reach = Values.WIN - (ply + 1);
      if (reach <= alpha) {
        exact = true;
        return reach;
      }
      if (-reach >= beta) {
        exact = true;
        return -reach;
      }
      // what the rules prove of the state: a window outside its bounds needs no search
      int upper = bounds.upper(states, at);
      if (upper <= alpha) {
        exact = true;
        return upper;
      }
      int lower = bounds.lower(states, at);
      if (lower >= beta) {
        exact = true;
        return lower;
      }
      long key = kernel.key(states, at);
      int slot = table.probe(key);
      int tableMove = TranspositionTable.NO_MOVE;
      if (slot >= 0) {
        tableMove = table.moveIndex(slot);
        boolean proved = table.proved(slot);
        if (proved || table.depth(slot) >= depth) {
          int v = SearchRun.fromTable(table.value(slot), ply);
          int bound = table.bound(slot);
          if (bound == TranspositionTable.EXACT || bound == TranspositionTable.LOWER && v >= beta
              || bound == TranspositionTable.UPPER && v <= alpha) {
            exact = proved;
            return v;
          }
        }
      }
      int solved = oracle.solve(states, at);
      if (solved != StateOracle.UNKNOWN) {
        int v = SearchRun.atPly(solved, ply);
        table.store(key, SearchRun.toTable(v, ply), tableMove, TranspositionTable.MAX_DEPTH, TranspositionTable.EXACT,
            true);
        exact = true;
        return v;
      }
      if (depth <= 0) {
        return quiet(ply, alpha, beta, 0);
      }
      if (tableMove >= n) {
        tableMove = TranspositionTable.NO_MOVE;  // a key collision: the index belongs to another state
      }
      order(ply, n, tableMove, ply);
      int best = -Values.INFINITY;
      int bestIndex = orders[first];
      int a = alpha;
      boolean allExact = true;
      int child = at + words;
      for (int k = 0; k < n; k++) {
        int i = orders[first + k];
        long move = moves[first + i];
        kernel.make(states, at, move, states, child);
        int v;
        if (k == 0) {
          v = -search(depth - 1, ply + 1, -beta, -a);
        } else {
          v = -search(depth - 1, ply + 1, -a - 1, -a);
          if (!stopped && v > a && v < beta) {
            v = -search(depth - 1, ply + 1, -beta, -a);
          }
        }
        if (stopped) {
          return 0;
        }
        if (v > best) {
          best = v;
          bestIndex = i;
        }
        if (v >= beta) {
          boolean proved = exact;
          table.store(key, SearchRun.toTable(v, ply), i, depth, TranspositionTable.LOWER, proved);
          rememberCutoff(at, move, depth, ply);
          exact = proved;
          return v;
        }
        allExact &= exact;
        if (v > a) {
          a = v;
        }
      }
      boolean raised = best > alpha;
      table.store(key, SearchRun.toTable(best, ply), raised || tableMove < 0 ? bestIndex : tableMove, depth,
          raised ? TranspositionTable.EXACT : TranspositionTable.UPPER, allExact);
      exact = allExact;
      return best;
    }

    /** The quiescence value of the state of ply {@code ply}, a child past the horizon; sets {@link #exact}. */
    private int quiesce(int ply, int alpha, int beta, int threats) {
      if (!countNode()) {
        return 0;
      }
      int at = ply * words;
      if (kernel.isOver(states, at)) {
        exact = true;
        return SearchRun.atPly(evaluator.terminal(kernel, states, at), ply);
      }
      int solved = oracle.solve(states, at);
      if (solved != StateOracle.UNKNOWN) {
        exact = true;
        return SearchRun.atPly(solved, ply);
      }
      return quiet(ply, alpha, beta, threats);
    }

    /**
     * A state past the horizon that goes on: judged when it is quiet (or has looked past enough threats,
     * or the stack is full), otherwise searched on, every move, without standing pat.
     */
    private int quiet(int ply, int alpha, int beta, int threats) {
      int at = ply * words;
      int level = ply >= PLIES - 1 ? StateNoise.QUIET : noise.noise(states, at);
      if (level == StateNoise.QUIET || level == StateNoise.THREATENED && threats >= StateNoise.MAX_THREAT_PLIES) {
        exact = false;
        return SearchRun.clampEstimate(evaluator.evaluate(states, at));
      }
      int first = ply * width;
      int n = kernel.moves(states, at, moves, first);
      int next = level == StateNoise.THREATENED ? threats + 1 : threats;
      order(ply, n, TranspositionTable.NO_MOVE, ply);
      int best = -Values.INFINITY;
      int a = alpha;
      boolean allExact = true;
      for (int k = 0; k < n; k++) {
        kernel.make(states, at, moves[first + orders[first + k]], states, at + words);
        int v = -quiesce(ply + 1, -beta, -a, next);
        if (stopped) {
          return 0;
        }
        if (v >= beta) {
          // the bound rests on this child alone
          return v;
        }
        allExact &= exact;
        if (v > best) {
          best = v;
        }
        if (v > a) {
          a = v;
        }
      }
      exact = allExact;
      return best;
    }

    private void rememberCutoff(int at, long move, int depth, int ply) {
      int h = ordering.historyKey(states, at, move);
      if (h < 0 || !ordering.remembered(states, at, move)) {
        return;
      }
      int k = 2 * ply;
      if (killers[k] != h) {
        killers[k + 1] = killers[k];
        killers[k] = h;
      }
      int index = kernel.sideToMove(states, at) * 4096 + h;
      history[index] += depth * depth;
      if (history[index] > 1 << 28) {
        for (int i = 0; i < history.length; i++) {
          history[i] >>= 1;
        }
      }
    }

    /**
     * Writes the search order of the {@code n} moves of a ply into {@link #orders}: the table's move, then
     * the game's priority, then killers and history, then the kernel's order (a stable sort).
     */
    void order(int plyOfMoves, int n, int tableMove, int ply) {
      int first = plyOfMoves * width;
      int at = plyOfMoves * words;
      if (n == 1) {
        orders[first] = 0;
        return;
      }
      int side = kernel.sideToMove(states, at);
      int k = 2 * Math.min(ply, MAX_DEPTH);
      for (int i = 0; i < n; i++) {
        orders[first + i] = i;
        if (i == tableMove) {
          sortKeys[i] = Long.MAX_VALUE;
          continue;
        }
        long move = moves[first + i];
        int h = ordering.historyKey(states, at, move);
        long tier;
        if (h < 0) {
          tier = 0L;
        } else if (h == killers[k] && ordering.remembered(states, at, move)) {
          tier = 0x7000_0000L;
        } else if (h == killers[k + 1] && ordering.remembered(states, at, move)) {
          tier = 0x6000_0000L;
        } else {
          tier = Math.min(history[side * 4096 + h], 0x5FFF_FFFF);
        }
        sortKeys[i] = ((long) ordering.priority(states, at, move) << 32) + tier;
      }
      for (int i = 1; i < n; i++) {
        int idx = orders[first + i];
        long sortKey = sortKeys[i];
        int j = i - 1;
        while (j >= 0 && sortKeys[j] < sortKey) {
          sortKeys[j + 1] = sortKeys[j];
          orders[first + j + 1] = orders[first + j];
          j--;
        }
        sortKeys[j + 1] = sortKey;
        orders[first + j + 1] = idx;
      }
    }

    /** The expected line: the chosen move, then the table's best moves as far as they go. */
    long[] principalVariation(long firstMove, int maxLength) {
      long[] line = new long[Math.min(maxLength, PLIES)];
      line[0] = firstMove;
      int length = 1;
      kernel.make(states, 0, firstMove, states, words);
      int ply = 1;
      while (length < line.length && ply < PLIES) {
        int at = ply * words;
        int slot = table.probe(kernel.key(states, at));
        if (slot < 0 || table.moveIndex(slot) < 0) {
          break;
        }
        int n = kernel.moves(states, at, moves, ply * width);
        int i = table.moveIndex(slot);
        if (i >= n) {
          break;
        }
        long m = moves[ply * width + i];
        line[length++] = m;
        kernel.make(states, at, m, states, at + words);
        ply++;
      }
      return Arrays.copyOf(line, length);
    }
  }
}
