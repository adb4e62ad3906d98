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
import org.jspecify.annotations.Nullable;

/**
 * The search engine on a game's kernel: iterative deepening over a negamax alpha-beta search with
 * principal-variation windows, a transposition table of bounded size, killers and history, and the hooks
 * a game fills: its {@link StateEvaluator}, {@link StateOrdering}, {@link StateOracle}, {@link StateBounds},
 * {@link StateNoise} and {@link TableKey}, and for games whose rounds are short enough to be solved, a
 * solve mode ({@link #solve}, and {@link #withSolving}: a search that tries to solve the round). It is the
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
 * kernel's own order. The table stores a move as its index in the kernel's order. A noisy state of the
 * quiescence search plays its moves in the kernel's order.
 *
 * <h2>Options</h2>
 * A game may turn on {@link #withRepetitions repetitions} (a state repeated on the searched line is a
 * draw; as in every search that keeps a table, a value found where no repetition was possible may be
 * reused where one is), {@link #withAspiration an aspiration window} at the root, {@link
 * #withForcedMovesFree forced moves at no depth} and {@link #withLateMoveReductions late move
 * reductions}. With {@link #withNoise noise}, the horizon goes to the quiescence search at once, which
 * keeps no table.
 *
 * <h2>Budgets</h2>
 * The node limit is checked at every node, so node and depth budgets give the same result on every
 * machine; the clock and the cancellation are polled on the first node and every 1024 after it; no
 * iteration starts once half of a time budget is used. A stopped search returns the last completed
 * iteration's move, or the unfinished iteration's better move once it has searched the old best to the
 * new depth.
 *
 * <h2>Solving</h2>
 * {@link #solve} proves a state's exact value by MTD(f); a search {@link #withSolving} does so within a
 * move's budget when the budget's depth reaches the end of the round ({@link StateBounds#pliesLeft}):
 * iterative deepening with the evaluator to a few plies (a first value and move order), then an attempt
 * to solve the round with two thirds of what is left of the budget, then deeper iterations with the rest,
 * which find the attempt's proved entries in the table. A solved state's move is the first root move
 * proved to reach the value, and its line is proved move by move to the end of the round.
 * {@link #solveValue} proves the value alone, and a {@link #session()} runs value solves that share one
 * table (the values of a state's moves, whose lines meet). An oracle that can read a move's result
 * without making it ({@link StateOracle#solveMove}) spares the search of every move it knows.
 *
 * <h2>Threads</h2>
 * A {@code KernelSearch} is an immutable configuration: every call allocates its own table
 * ({@code 16 * tableEntries()} bytes) and stacks, so calls are independent and may run at once.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class KernelSearch {
  /** The default number of transposition table entries: 2<sup>18</sup>, that is 4 MiB. */
  public static final int DEFAULT_TABLE_ENTRIES = 1 << 18;
  /** The deepest iteration the engine starts, in plies. */
  public static final int MAX_DEPTH = 200;

  private static final int PLIES = MAX_DEPTH + 2;
  private static final int NO_SOLVING = -1;
  /** The bits of a sort key that hold a move's place in the kernel's order, making keys unique. */
  private static final int PLACE_BITS = 10;
  /** The most moves a state may have: {@code 2^PLACE_BITS}. */
  private static final int MAX_MOVES = 1 << PLACE_BITS;
  private static final long PLACES = MAX_MOVES - 1;
  /** The tier of the first killer in a sort key; the second's is one less, the history's below both. */
  private static final long FIRST_KILLER = (1L << (32 - PLACE_BITS)) - 1;
  private static final long SECOND_KILLER = FIRST_KILLER - 1;

  /** No history before the root. */
  private static final long[] NO_EARLIER_KEYS = new long[0];

  private final Kernel kernel;
  private final Settings settings;

  /** What a game set: its hooks and the engine's options. Never changed once an engine holds it. */
  private static final class Settings {
    StateEvaluator evaluator;
    StateOrdering ordering = StateOrdering.NONE;
    StateOracle oracle = StateOracle.NONE;
    StateBounds bounds = StateBounds.NONE;
    StateNoise noise = StateNoise.NONE;
    TableKey tableKey = TableKey.KERNEL;
    int tableEntries = DEFAULT_TABLE_ENTRIES;
    int solveAfter = NO_SOLVING;
    int grain = 1;
    StateRepetitions repetitions = StateRepetitions.NONE;
    int aspiration;
    int aspirationFrom;
    boolean forcedMovesFree;
    boolean reductions;

    Settings(StateEvaluator evaluator) {
      this.evaluator = evaluator;
    }

    Settings copy() {
      Settings c = new Settings(evaluator);
      c.ordering = ordering;
      c.oracle = oracle;
      c.bounds = bounds;
      c.noise = noise;
      c.tableKey = tableKey;
      c.tableEntries = tableEntries;
      c.solveAfter = solveAfter;
      c.grain = grain;
      c.repetitions = repetitions;
      c.aspiration = aspiration;
      c.aspirationFrom = aspirationFrom;
      c.forcedMovesFree = forcedMovesFree;
      c.reductions = reductions;
      return c;
    }
  }

  private KernelSearch(Kernel kernel, Settings settings) {
    this.kernel = kernel;
    this.settings = settings;
  }

  /**
   * An engine on a kernel with an evaluator, no ordering of the game's, no oracle and a table of
   * {@link #DEFAULT_TABLE_ENTRIES} entries.
   *
   * @param kernel the game's kernel
   * @param evaluator the game's evaluator
   * @return the engine
   * @throws IllegalArgumentException when the kernel's states may have more than 1,024 moves
   */
  public static KernelSearch of(Kernel kernel, StateEvaluator evaluator) {
    Objects.requireNonNull(kernel, "kernel");
    Objects.requireNonNull(evaluator, "evaluator");
    if (kernel.maxMoves() > MAX_MOVES) {
      throw new IllegalArgumentException("the engine orders at most " + MAX_MOVES + " moves a state; the kernel "
          + kernel + " may have " + kernel.maxMoves());
    }
    return new KernelSearch(kernel, new Settings(evaluator));
  }

  private KernelSearch with(java.util.function.Consumer<Settings> change) {
    Settings c = settings.copy();
    change.accept(c);
    return new KernelSearch(kernel, c);
  }

  /**
   * This engine with a game's move ordering.
   *
   * @param moveOrdering the ordering
   * @return a new engine; this one is unchanged
   */
  public KernelSearch withOrdering(StateOrdering moveOrdering) {
    Objects.requireNonNull(moveOrdering, "moveOrdering");
    return with(c -> c.ordering = moveOrdering);
  }

  /**
   * This engine with an oracle, asked at every node that goes on.
   *
   * @param exactOracle the oracle
   * @return a new engine; this one is unchanged
   */
  public KernelSearch withOracle(StateOracle exactOracle) {
    Objects.requireNonNull(exactOracle, "exactOracle");
    return with(c -> c.oracle = exactOracle);
  }

  /**
   * This engine with the bounds the rules prove, checked at every node that goes on.
   *
   * @param provedBounds the bounds
   * @return a new engine; this one is unchanged
   */
  public KernelSearch withBounds(StateBounds provedBounds) {
    Objects.requireNonNull(provedBounds, "provedBounds");
    return with(c -> c.bounds = provedBounds);
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
    return with(c -> c.noise = stateNoise);
  }

  /**
   * This engine with another key for its table: states that differ only in what their past settled
   * share an entry.
   *
   * @param key the table's key
   * @return a new engine; this one is unchanged
   */
  public KernelSearch withTableKey(TableKey key) {
    Objects.requireNonNull(key, "key");
    return with(c -> c.tableKey = key);
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
    return with(c -> c.tableEntries = Integer.highestOneBit(entries));
  }

  /**
   * This engine trying to solve the round in {@link #search} whenever the budget's depth reaches the end
   * of the round ({@link StateBounds#pliesLeft}): iterations with the evaluator to {@code guessDepth}
   * plies, then an attempt to solve (MTD(f) from the last iteration's value rounded to a multiple of
   * {@code grain}) with two thirds of what is left of the budget, then deeper iterations with the rest.
   *
   * @param guessDepth the deepest iteration before the attempt, at least 1
   * @param grain the step of the exact values (100 for whole buttons in hundredths), at least 1
   * @return a new engine; this one is unchanged
   * @throws IllegalArgumentException when {@code guessDepth} or {@code grain} is below 1
   */
  public KernelSearch withSolving(int guessDepth, int grain) {
    if (guessDepth < 1 || grain < 1) {
      throw new IllegalArgumentException("solving needs a guess depth and a grain of at least 1, got "
          + guessDepth + " and " + grain);
    }
    return with(c -> {
      c.solveAfter = guessDepth;
      c.grain = grain;
    });
  }

  /**
   * This engine with repetitions: a state that repeats one on its search path is a draw.
   *
   * @param stateRepetitions how far back a state may repeat
   * @return a new engine; this one is unchanged
   */
  public KernelSearch withRepetitions(StateRepetitions stateRepetitions) {
    Objects.requireNonNull(stateRepetitions, "stateRepetitions");
    return with(c -> c.repetitions = stateRepetitions);
  }

  /**
   * This engine searching the root of each iteration from a depth on in a window around the previous
   * iteration's value (when it is not a win or a loss), again with a full window when the value falls
   * outside it.
   *
   * @param window the half width of the window, at least 1
   * @param fromDepth the first iteration searched so, at least 2
   * @return a new engine; this one is unchanged
   * @throws IllegalArgumentException when {@code window} is below 1 or {@code fromDepth} below 2
   */
  public KernelSearch withAspiration(int window, int fromDepth) {
    if (window < 1 || fromDepth < 2) {
      throw new IllegalArgumentException("an aspiration window needs a half width of at least 1 and a first depth"
          + " of at least 2, got " + window + " and " + fromDepth);
    }
    return with(c -> {
      c.aspiration = window;
      c.aspirationFrom = fromDepth;
    });
  }

  /**
   * This engine spending no depth on a forced move (a state with a single move, often a compulsory
   * capture); the search stops deepening there only at its deepest ply.
   *
   * @return a new engine; this one is unchanged
   */
  public KernelSearch withForcedMovesFree() {
    return with(c -> c.forcedMovesFree = true);
  }

  /**
   * This engine searching late quiet moves a ply shallower first (from the fourth move of a state three
   * or more plies from the horizon, when the move has no priority of the game's, is not a killer and is
   * remembered by {@link StateOrdering#remembered}), and again at full depth only when they look better
   * than the best so far.
   *
   * @return a new engine; this one is unchanged
   */
  public KernelSearch withLateMoveReductions() {
    return with(c -> c.reductions = true);
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
    return settings.evaluator;
  }

  /**
   * The number of table entries each search allocates.
   *
   * @return a power of two, at least 2
   */
  public int tableEntries() {
    return settings.tableEntries;
  }

  /**
   * Searches a state by iterative deepening until its value is proved, the budget is spent or the search
   * is cancelled; an engine {@link #withSolving} tries to solve the round on the way.
   *
   * @param states the array holding the state (it is not changed)
   * @param at the offset of the state
   * @param budget how much to search
   * @param cancellation a flag another thread may set to stop the search
   * @return the best move, its value and what the search learnt
   * @throws IllegalArgumentException when the state is over or does not fit in the array
   */
  public KernelResult search(long[] states, int at, Budget budget, Cancellation cancellation) {
    return search(states, at, NO_EARLIER_KEYS, budget, cancellation);
  }

  /**
   * {@link #search(long[], int, Budget, Cancellation)} in a round that has a history: a state of the
   * search that repeats one of the round's earlier states (within its {@link StateRepetitions#reversiblePlies
   * reach}) is a draw, as one that repeats a state of the searched line is. So an engine that is ahead
   * steers away from positions the round has seen, and one that is behind steers into them.
   *
   * @param states the array holding the state (it is not changed)
   * @param at the offset of the state
   * @param earlierKeys the {@link #repetitionKey repetition keys} of the round's states before this one,
   *     oldest first, the one just before this state last; only the last
   *     {@link #reversiblePlies reversiblePlies} of them can matter (not changed)
   * @param budget how much to search
   * @param cancellation a flag another thread may set to stop the search
   * @return the best move, its value and what the search learnt
   * @throws IllegalArgumentException when the state is over or does not fit in the array
   */
  public KernelResult search(long[] states, int at, long[] earlierKeys, Budget budget, Cancellation cancellation) {
    Run run = start(states, at, budget, cancellation);
    run.earlier(earlierKeys);
    int n = run.rootMoves();
    run.rootCount = n;
    int maxDepth = Math.min(budget.maxDepth(), MAX_DEPTH);
    int left = run.bounds.pliesLeft(run.states, 0);
    if (settings.solveAfter != NO_SOLVING && maxDepth >= left) {
      if (run.deepenThenSolve(settings.solveAfter, Math.min(left, MAX_DEPTH))) {
        return run.solved();
      }
    } else {
      run.deepen(maxDepth);
    }
    int doneDepth = run.doneDepth;
    int index = run.chosenIndex;
    int value = run.chosenValue;
    boolean exact = run.chosenExact;
    if (index < 0) {
      run.order(0, n, TranspositionTable.NO_MOVE, 0);
      index = run.orders[0];
      value = SearchRun.clampEstimate(run.evaluator.evaluate(run.states, 0));
      exact = false;
    }
    long best = run.moves[index];
    long[] line = run.principalVariation(best, exact ? MAX_DEPTH : Math.max(doneDepth, 1));
    return new KernelResult(best, value, exact, doneDepth, run.nodes, line, run.millis());
  }

  /**
   * The exact value of a state and a best move, by MTD(f): null-window searches to the end of the round
   * (to {@link #MAX_DEPTH} plies), each proving a bound, that close in on the value from a first guess;
   * the move is the first proved to reach the value, the line proved move by move. Every value is proved
   * when the round cannot last longer than that; a budget or a cancellation that stops it first gives the
   * best move and bounds known so far, not exact.
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
    run.rootCount = run.rootMoves();
    if (run.attemptSolve(guess, TranspositionTable.NO_MOVE)) {
      return run.solved();
    }
    long best = run.moves[run.tableMoveOrFirst()];
    return new KernelResult(best, run.solveGuess, false, 0, run.nodes, run.principalVariation(best, MAX_DEPTH),
        run.millis());
  }

  /**
   * The exact value of a state by MTD(f), as {@link #solve} finds it, without proving which move keeps
   * it: the move is the table's best of the last proof, and the line that move alone. Cheaper than
   * {@link #solve} where only the value is wanted (the value of each move of a state, say).
   *
   * @param states the array holding the state (it is not changed)
   * @param at the offset of the state
   * @param guess the first guess of the value
   * @param budget how much to search
   * @param cancellation a flag another thread may set to stop the search
   * @return the value, {@link KernelResult#exact()} when it is proved, and a good move
   * @throws IllegalArgumentException when the state is over or does not fit in the array
   */
  public KernelResult solveValue(long[] states, int at, int guess, Budget budget, Cancellation cancellation) {
    return solveValue(start(states, at, budget, cancellation), guess);
  }

  /**
   * The key by which this engine's {@link #withRepetitions repetitions} compare a state with the round's
   * earlier ones: what {@link #search(long[], int, long[], Budget, Cancellation)} wants for each of them.
   *
   * @param states the array holding the state
   * @param at the offset of the state
   * @return the key; 0 for an engine without repetitions
   * @throws IllegalArgumentException when the state does not fit in the array
   */
  public long repetitionKey(long[] states, int at) {
    checkFits(states, at);
    return settings.repetitions.key(kernel, states, at);
  }

  /**
   * How many of the round's states before this one it may repeat: the plies since the last move that
   * cannot be undone, as this engine's {@link #withRepetitions repetitions} count them.
   *
   * @param states the array holding the state
   * @param at the offset of the state
   * @return at least 0; 0 for an engine without repetitions
   * @throws IllegalArgumentException when the state does not fit in the array
   */
  public int reversiblePlies(long[] states, int at) {
    checkFits(states, at);
    return Math.max(0, settings.repetitions.reversiblePlies(states, at));
  }

  private void checkFits(long[] states, int at) {
    Objects.requireNonNull(states, "states");
    int words = kernel.stateWords();
    if (at < 0 || at > states.length - words) {
      throw new IllegalArgumentException("a state of " + words + " words at " + at + " does not fit in "
          + states.length + " words");
    }
  }

  /**
   * A session of solves that share one table, so that each finds what the ones before it proved (the
   * values of the moves of one state, whose lines meet): for one thread, and for one game's states.
   *
   * @return a new session with an empty table of {@link #tableEntries()} entries
   */
  public Session session() {
    return new Session();
  }

  /**
   * Solves on this engine that share one table; see {@link #session()}. Not safe to share between threads.
   */
  public final class Session {
    private final Run run = new Run(Budget.UNLIMITED, new Cancellation(),
        new TranspositionTable(settings.tableEntries));

    private Session() {}

    /**
     * {@link KernelSearch#solveValue}, with this session's table.
     *
     * @param states the array holding the state (it is not changed)
     * @param at the offset of the state
     * @param guess the first guess of the value
     * @param budget how much to search
     * @param cancellation a flag another thread may set to stop the search
     * @return the value, {@link KernelResult#exact()} when it is proved, and a good move
     * @throws IllegalArgumentException when the state is over or does not fit in the array
     */
    public KernelResult solveValue(long[] states, int at, int guess, Budget budget, Cancellation cancellation) {
      Objects.requireNonNull(budget, "budget");
      Objects.requireNonNull(cancellation, "cancellation");
      run.restart(budget.maxNodes(), budget.timeNanos(), cancellation);
      return KernelSearch.this.solveValue(start(states, at, budget, cancellation, run), guess);
    }

    @Override
    public String toString() {
      return "KernelSearch.Session[" + KernelSearch.this + "]";
    }
  }

  private KernelResult solveValue(Run run, int guess) {
    run.rootCount = run.rootMoves();
    boolean proved = run.proveValue(guess);
    long best = run.moves[run.tableMoveOrFirst()];
    return new KernelResult(best, run.solveGuess, proved, proved ? Math.min(run.bounds.pliesLeft(run.states, 0),
        MAX_DEPTH) : 0, run.nodes, new long[] {best}, run.millis());
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
    return scoreMoves(states, at, NO_EARLIER_KEYS, depth, budget, cancellation);
  }

  /**
   * {@link #scoreMoves(long[], int, int, Budget, Cancellation)} in a round that has a history: a move
   * that leads back to a state the round has seen (within its reach) is worth a draw; see
   * {@link #search(long[], int, long[], Budget, Cancellation)}.
   *
   * @param states the array holding the state (it is not changed)
   * @param at the offset of the state
   * @param earlierKeys the repetition keys of the round's states before this one, oldest first (not changed)
   * @param depth the depth in plies, at least 1
   * @param budget how much to search in all
   * @param cancellation a flag another thread may set to stop the search
   * @return the moves with their values
   * @throws IllegalArgumentException when the state is over, does not fit in the array, or the depth is
   *     below 1
   */
  public KernelScores scoreMoves(long[] states, int at, long[] earlierKeys, int depth, Budget budget,
      Cancellation cancellation) {
    if (depth < 1) {
      throw new IllegalArgumentException("the scoring depth must be at least 1, got " + depth);
    }
    Run run = start(states, at, budget, cancellation);
    run.earlier(earlierKeys);
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
      run.table.nextPass();
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
    if (values == null || proved == null) {
      values = new int[n];
      proved = new boolean[n];
      for (int i = 0; i < n; i++) {
        int c = i * words;
        boolean over = kernel.isOver(children, c);
        proved[i] = over;
        values[i] = over ? -SearchRun.atPly(settings.evaluator.terminal(kernel, children, c), 1)
            : -SearchRun.clampEstimate(settings.evaluator.evaluate(children, c));
      }
    }
    return new KernelScores(Arrays.copyOf(run.moves, n), values, proved, doneDepth, run.nodes, run.millis());
  }

  private Run start(long[] states, int at, Budget budget, Cancellation cancellation) {
    return start(states, at, budget, cancellation, null);
  }

  /** A run for a search of a state: {@code reused} when given (restarted), otherwise a new one. */
  private Run start(long[] states, int at, Budget budget, Cancellation cancellation, @Nullable Run reused) {
    Objects.requireNonNull(states, "states");
    Objects.requireNonNull(budget, "budget");
    Objects.requireNonNull(cancellation, "cancellation");
    int words = kernel.stateWords();
    if (at < 0 || at > states.length - words) {
      throw new IllegalArgumentException("a state of " + words + " words at " + at + " does not fit in "
          + states.length + " words");
    }
    Run run = reused != null ? reused
        : new Run(budget, cancellation, new TranspositionTable(settings.tableEntries));
    System.arraycopy(states, at, run.states, 0, words);
    run.earlier(NO_EARLIER_KEYS);
    if (kernel.isOver(run.states, 0)) {
      throw new IllegalArgumentException("the state is over, there is no move to search");
    }
    run.markRoot();
    return run;
  }

  @Override
  public String toString() {
    return "KernelSearch[" + kernel + ", " + settings.tableEntries + " table entries]";
  }

  /** The state of one search call: the stacks of states, moves and orders, the table and the counters. */
  private final class Run extends SearchRun {
    final StateEvaluator evaluator = settings.evaluator;
    final StateOrdering ordering = settings.ordering;
    final StateOracle oracle = settings.oracle;
    final StateBounds bounds = settings.bounds;
    final StateNoise noise = settings.noise;
    final TableKey tableKey = settings.tableKey;
    final StateRepetitions repetitions = settings.repetitions;
    /** The repetition key of the state of each ply of the line being searched. */
    private final long[] pathKeys = new long[PLIES + 1];
    /** The repetition keys of the round's states before the root, oldest first. */
    private long[] earlierKeys = NO_EARLIER_KEYS;
    private final boolean repeats = repetitions != StateRepetitions.NONE;
    private final boolean forcedMovesFree = settings.forcedMovesFree;
    private final boolean reductions = settings.reductions;
    /** Whether states at the horizon go to the quiescence search at once. */
    private final boolean quiescence = noise != StateNoise.NONE;
    /** Whether the moves of a state to search are listed before the table is asked (see {@link #search}). */
    final boolean listFirst = bounds == StateBounds.NONE && !oracle.knowsMostStates();
    private final boolean movesOracle = oracle.solvesMoves();
    final TranspositionTable table;
    private final int words = kernel.stateWords();
    private final int width = kernel.maxMoves();
    /** The state of ply p at p * words. */
    final long[] states = new long[words * (PLIES + 1)];
    /** The moves of ply p at p * width, in the kernel's order. */
    final long[] moves = new long[width * (PLIES + 1)];
    /** The search order of ply p at p * width: indices into that ply's moves. */
    final int[] orders = new int[width * (PLIES + 1)];
    /** The sort keys of ply p's moves at p * width, in the order of {@link #orders}. */
    private final long[] sortKeys = new long[width * (PLIES + 1)];
    private final int[] priorities = new int[width];
    /** The value a stopped solve knew last: its last guess. */
    int solveGuess;
    int rootCount;

    Run(Budget budget, Cancellation cancellation, TranspositionTable table) {
      // Long.MAX_VALUE without a time limit: a clock that never runs out
      super(budget.maxNodes(), budget.timeNanos(), cancellation);
      this.table = table;
    }

    @Override
    protected int rootIteration(int depth) {
      int window = settings.aspiration;
      int previous = doneValue();
      if (window > 0 && depth >= settings.aspirationFrom && doneDepth > 0 && !Values.isDecisive(previous)) {
        int lo = previous - window;
        int hi = previous + window;
        int v = root(rootCount, depth, lo, hi);
        if (stopped || v > lo && v < hi) {
          return v;
        }
      }
      return root(rootCount, depth, -Values.INFINITY, Values.INFINITY);
    }

    int rootMoves() {
      return kernel.moves(states, 0, moves, 0);
    }

    /**
     * The index of the root's move in the table (the best of the last search), or of the first move in
     * the search order when the table has none or the search was stopped.
     */
    int tableMoveOrFirst() {
      int slot = stopped ? -1 : probe(0);
      int index = slot >= 0 ? table.moveIndex(slot) : TranspositionTable.NO_MOVE;
      if (index < 0 || index >= rootCount) {
        order(0, rootCount, TranspositionTable.NO_MOVE, 0);
        index = orders[0];
      }
      return index;
    }

    /** The table slot of the state of ply {@code ply}, or -1. */
    int probe(int ply) {
      return table.probe(tableKey.key(kernel, states, ply * words));
    }

    /**
     * Iterations with the evaluator to {@code guessDepth}, an attempt to solve the round with two thirds
     * of what is left, then iterations to {@code maxDepth} with the rest; the choice is made as
     * {@link #deepen(int)} makes it. Returns whether the attempt solved the root.
     */
    boolean deepenThenSolve(int guessDepth, int maxDepth) {
      boolean going = deepen(1, Math.min(guessDepth, maxDepth), false);
      if (going && !doneExact() && !budgetSpent()) {
        capToShare(2, 3);
        int grain = settings.grain;
        int guess = Math.round(doneValue() / (float) grain) * grain;
        boolean solved = attemptSolve(guess, rootPreferred);
        uncap();
        if (solved) {
          return true;
        }
        if (!stopped) {
          deepen(doneDepth + 1, maxDepth, false);
        }
      }
      choose();
      return false;
    }

    /**
     * MTD(f) at the root from a guess: null-window searches to the end of the round until the bounds meet.
     * Returns whether the value, then in {@link #solveGuess}, is proved.
     */
    boolean proveValue(int guess) {
      int lower = -Values.INFINITY;
      int upper = Values.INFINITY;
      int g = Math.max(-Values.WIN, Math.min(Values.WIN, guess));
      boolean proved = true;
      while (lower < upper) {
        solveGuess = g;
        table.nextPass();
        int beta = Math.max(g, lower + 1);
        int v = search(MAX_DEPTH, 0, beta - 1, beta);
        if (stopped) {
          return false;
        }
        proved &= exact;
        g = v;
        if (v < beta) {
          upper = v;
        } else {
          lower = v;
        }
      }
      solveGuess = g;
      return proved;
    }

    /**
     * MTD(f) at the root from a guess, then the first root move (the preferred one first) proved to reach
     * the value. Returns whether the root was solved; then the choice is that move and value.
     */
    boolean attemptSolve(int guess, int preferred) {
      if (!proveValue(guess)) {
        return false;
      }
      int value = solveGuess;
      int n = rootCount;
      int tried = preferred;
      if (tried < 0) {
        // the table's move, which the last proof searched first
        int slot = probe(0);
        tried = slot >= 0 && table.moveIndex(slot) < n ? table.moveIndex(slot) : TranspositionTable.NO_MOVE;
      }
      order(0, n, tried, 0);
      for (int k = 0; k < n; k++) {
        int i = orders[k];
        kernel.make(states, 0, moves[i], states, words);
        int v = -search(MAX_DEPTH - 1, 1, -value, -value + 1);
        if (stopped) {
          return false;
        }
        if (v >= value) {
          done(i, value, true, Math.min(bounds.pliesLeft(states, 0), MAX_DEPTH));
          storeAt(0, value, i, MAX_DEPTH, TranspositionTable.EXACT, true);
          choose();
          return true;
        }
      }
      return false;
    }

    /**
     * One iteration at the root in a window ({@code -INFINITY, INFINITY}: a full window, so that the root
     * value is exact); fail-soft, a value at or outside the window is a bound.
     */
    int root(int n, int depth, int lo, int hi) {
      table.nextPass();
      if (!countNode()) {
        return 0;
      }
      order(0, n, rootPreferred, 0);
      int best = -Values.INFINITY;
      int bestIndex = orders[0];
      int alpha = lo;
      boolean allExact = true;
      for (int k = 0; k < n; k++) {
        int i = orders[k];
        kernel.make(states, 0, moves[i], states, words);
        int v;
        if (k == 0) {
          v = -search(depth - 1, 1, -hi, -alpha);
        } else {
          v = -search(depth - 1, 1, -alpha - 1, -alpha);
          if (!stopped && v > alpha && v < hi) {
            v = -search(depth - 1, 1, -hi, -alpha);
          }
        }
        if (stopped) {
          return 0;
        }
        allExact &= exact;
        if (v > best) {
          best = v;
          bestIndex = i;
          if (v > lo) {
            partialIndex = i;
            partialValue = v;
          }
        }
        alpha = Math.max(alpha, v);
        if (alpha >= hi) {
          break;
        }
      }
      int bound = best <= lo ? TranspositionTable.UPPER : best >= hi ? TranspositionTable.LOWER
          : TranspositionTable.EXACT;
      storeAt(0, best, bestIndex, depth, bound, allExact);
      rootBest = bestIndex;
      exact = allExact;
      return best;
    }

    /** Stores what a search learnt of the state of ply {@code ply}, less what its past settled. */
    private void storeAt(int ply, int value, int moveIndex, int depth, int bound, boolean proved) {
      int at = ply * words;
      table.store(tableKey.key(kernel, states, at), SearchRun.toTable(value, ply) - tableKey.settled(states, at),
          moveIndex, depth, bound, proved);
    }

    /** The negamax value of the state of ply {@code ply}, fail-soft; sets {@link #exact}. */
    int search(int depth, int ply, int alpha, int beta) {
      if (depth <= 0 && quiescence) {
        // the horizon belongs to the quiescence search, which keeps no table
        return quiesce(ply, alpha, beta, 0);
      }
      if (!countNode()) {
        return 0;
      }
      int at = ply * words;
      int first = ply * width;
      if (repeats && repeated(ply, at)) {
        exact = false;
        return 0;
      }
      // a game whose bounds, or an oracle that knows most states, settle states before their moves has them
      // listed only when needed; for another, listing them at once also says whether the state is over
      int n = -1;
      boolean over;
      if (depth > 0 && listFirst) {
        // the bucket of the state's table entry is fetched while the moves are listed (2-3 % faster in
        // draughts)
        table.touch(tableKey.key(kernel, states, at));
        n = kernel.moves(states, at, moves, first);
        over = n == 0;
      } else {
        over = kernel.isOver(states, at);
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
      // what the oracle knows, before the table: asked at once, its answers are never stored
      int solved = oracle.solve(states, at);
      if (solved != StateOracle.UNKNOWN) {
        exact = true;
        return SearchRun.atPly(solved, ply);
      }
      // a search that reaches every end of the round needs no more depth
      int need = depth <= 0 ? depth : Math.min(depth, bounds.pliesLeft(states, at));
      long key = tableKey.key(kernel, states, at);
      int settled = tableKey.settled(states, at);
      int slot = table.probe(key);
      int tableMove = TranspositionTable.NO_MOVE;
      if (slot >= 0) {
        tableMove = table.moveIndex(slot);
        boolean proved = table.proved(slot);
        if (proved || table.depth(slot) >= need) {
          int v = SearchRun.fromTable(table.value(slot) + settled, ply);
          int bound = table.bound(slot);
          if (bound == TranspositionTable.EXACT || bound == TranspositionTable.LOWER && v >= beta
              || bound == TranspositionTable.UPPER && v <= alpha) {
            exact = proved;
            return v;
          }
        }
      }
      if (need <= 0) {
        return quiet(ply, alpha, beta, 0);
      }
      if (n < 0) {
        n = kernel.moves(states, at, moves, first);
      }
      if (tableMove >= n) {
        tableMove = TranspositionTable.NO_MOVE;  // a key collision: the index belongs to another state
      }
      int child = at + words;
      // a forced move costs no depth when the game asks so (up to the deepest plies)
      int childDepth = forcedMovesFree && n == 1 && ply < PLIES - 8 ? need : need - 1;
      // the table's move first, before the others are ordered: it often cuts off at once, and the history
      // its search leaves orders the others better (in the strongest buttons search, 7.7 M nodes against
      // 9.3 M with every move ordered first)
      boolean ordered = tableMove < 0;
      if (ordered) {
        score(ply, n, tableMove, ply);
      }
      int best = -Values.INFINITY;
      int bestIndex = -1;
      int a = alpha;
      boolean allExact = true;
      for (int k = 0; k < n; k++) {
        int i;
        if (ordered) {
          i = pick(ply, k, n);
        } else if (k == 0) {
          i = tableMove;
        } else {
          score(ply, n, tableMove, ply);
          pick(ply, 0, n);
          ordered = true;
          i = pick(ply, k, n);
        }
        if (bestIndex < 0) {
          bestIndex = i;
        }
        long move = moves[first + i];
        int known = movesOracle ? oracle.solveMove(states, at, move) : StateOracle.UNKNOWN;
        int v;
        if (known != StateOracle.UNKNOWN) {
          // a move whose result the oracle knows is not made nor searched
          v = -SearchRun.atPly(known, ply + 1);
          exact = true;
        } else if (k == 0) {
          kernel.make(states, at, move, states, child);
          v = -search(childDepth, ply + 1, -beta, -a);
        } else {
          kernel.make(states, at, move, states, child);
          // a late quiet move is searched a ply shallower first, and again only when it looks better
          boolean reduce = reductions && k >= 3 && need >= 3 && sortKeys[first + k] < SECOND_KILLER << PLACE_BITS
              && ordering.remembered(states, at, move);
          v = reduce ? -search(childDepth - 1, ply + 1, -a - 1, -a) : a + 1;
          if (!stopped && v > a) {
            v = -search(childDepth, ply + 1, -a - 1, -a);
          }
          if (!stopped && v > a && v < beta) {
            v = -search(childDepth, ply + 1, -beta, -a);
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
          table.store(key, SearchRun.toTable(v, ply) - settled, i, need, TranspositionTable.LOWER, proved);
          rememberCutoff(at, move, need, ply);
          exact = proved;
          return v;
        }
        allExact &= exact;
        if (v > a) {
          a = v;
        }
      }
      boolean raised = best > alpha;
      table.store(key, SearchRun.toTable(best, ply) - settled, raised || tableMove < 0 ? bestIndex : tableMove,
          need, raised ? TranspositionTable.EXACT : TranspositionTable.UPPER, allExact);
      exact = allExact;
      return best;
    }

    /** Records the root's repetition key, the first of the line. */
    void markRoot() {
      if (repeats) {
        pathKeys[0] = repetitions.key(kernel, states, 0);
      }
    }

    /** The round's states before the root, for this search. */
    void earlier(long[] keys) {
      earlierKeys = Objects.requireNonNull(keys, "earlierKeys");
    }

    /**
     * Whether the state of ply {@code ply} repeats one an even number of plies back on the line, or
     * before the root in the round, within its reach; records its key for the plies below.
     */
    private boolean repeated(int ply, int at) {
      long key = repetitions.key(kernel, states, at);
      pathKeys[ply] = key;
      int reach = repetitions.reversiblePlies(states, at);
      for (int i = ply - 2; i >= 0 && i >= ply - reach; i -= 2) {
        if (pathKeys[i] == key) {
          return true;
        }
      }
      // j plies before the root: the same side moves there when j and ply have the same parity
      int n = earlierKeys.length;
      for (int j = (ply & 1) == 0 ? 2 : 1; j <= reach - ply && j <= n; j += 2) {
        if (earlierKeys[n - j] == key) {
          return true;
        }
      }
      return false;
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
      int best = -Values.INFINITY;
      int a = alpha;
      boolean allExact = true;
      // in the kernel's order: the few moves of a noisy state are not worth ordering
      for (int k = 0; k < n; k++) {
        kernel.make(states, at, moves[first + k], states, at + words);
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
      if (h >= 0 && ordering.remembered(states, at, move)) {
        rememberCutoff(kernel.sideToMove(states, at), h, depth, ply);
      }
    }

    /**
     * Writes the search order of the {@code n} moves of a ply into {@link #orders}: the table's move, then
     * the game's priority, then killers and history, then the kernel's order (a stable sort).
     */
    void order(int plyOfMoves, int n, int tableMove, int ply) {
      score(plyOfMoves, n, tableMove, ply);
      for (int k = 0; k < n; k++) {
        pick(plyOfMoves, k, n);
      }
    }

    /**
     * Gives each of the {@code n} moves of a ply its sort key: the table's move first, then the game's
     * priority, then the killers and the history, then the kernel's order; {@link #pick} then takes them
     * in that order. Keys are unique: the low bits hold the move's place in the kernel's order.
     */
    void score(int plyOfMoves, int n, int tableMove, int ply) {
      int first = plyOfMoves * width;
      int at = plyOfMoves * words;
      if (n == 1) {
        orders[first] = 0;
        return;
      }
      int side = kernel.sideToMove(states, at);
      int k = 2 * Math.min(ply, MAX_DEPTH);
      ordering.priorities(states, at, moves, first, n, priorities);
      for (int i = 0; i < n; i++) {
        orders[first + i] = i;
        long place = PLACES - i;
        if (i == tableMove) {
          sortKeys[first + i] = Long.MAX_VALUE & ~PLACES | place;
          continue;
        }
        long move = moves[first + i];
        int h = ordering.historyKey(states, at, move);
        long tier;
        if (h < 0) {
          tier = 0L;
        } else if (h == killers[k] && ordering.remembered(states, at, move)) {
          tier = FIRST_KILLER;
        } else if (h == killers[k + 1] && ordering.remembered(states, at, move)) {
          tier = SECOND_KILLER;
        } else {
          tier = Math.min(history[side * HISTORY_KEYS + h], SECOND_KILLER - 1);
        }
        sortKeys[first + i] = ((long) priorities[i] << 32) + (tier << PLACE_BITS | place);
      }
    }

    /**
     * The {@code k}-th move of a ply in search order, once the {@code k} before it are taken: the highest
     * key among the rest, swapped into place {@code k}. Since keys are unique, this is the order of a full
     * sort, sorted no further than the search goes.
     */
    int pick(int plyOfMoves, int k, int n) {
      int first = plyOfMoves * width;
      if (n == 1) {
        return orders[first];
      }
      int from = first + k;
      int bestAt = from;
      long bestKey = sortKeys[from];
      for (int i = from + 1; i < first + n; i++) {
        long key = sortKeys[i];
        if (key > bestKey) {
          bestKey = key;
          bestAt = i;
        }
      }
      int index = orders[bestAt];
      orders[bestAt] = orders[from];
      sortKeys[bestAt] = sortKeys[from];
      orders[from] = index;
      sortKeys[from] = bestKey;
      return index;
    }

    /** The result of a solved root: its move and value, proved, and the proved line. */
    KernelResult solved() {
      long best = moves[chosenIndex];
      long[] line = provedLine(best, chosenValue);
      return new KernelResult(best, chosenValue, true, doneDepth, nodes, line, millis());
    }

    /**
     * The line of a solved root: at every state on it, a move proved to reach that state's value (the
     * table's move is tried first, then the others in search order), down to the end of the round or
     * until the budget stops it.
     */
    long[] provedLine(long firstMove, int value) {
      long[] line = new long[PLIES - 1];
      line[0] = firstMove;
      int length = 1;
      kernel.make(states, 0, firstMove, states, words);
      int target = -value;
      for (int ply = 1; ply < PLIES - 1; ply++) {
        int at = ply * words;
        int first = ply * width;
        int n = kernel.moves(states, at, moves, first);
        if (n == 0) {
          break;
        }
        int slot = probe(ply);
        int tableMove = slot >= 0 && table.moveIndex(slot) < n ? table.moveIndex(slot) : TranspositionTable.NO_MOVE;
        order(ply, n, tableMove, ply);
        int found = -1;
        for (int k = 0; k < n && found < 0 && !stopped; k++) {
          int i = orders[first + k];
          kernel.make(states, at, moves[first + i], states, at + words);
          int v = -search(MAX_DEPTH - ply - 1, ply + 1, -target, -target + 1);
          if (!stopped && v >= target) {
            found = i;
          }
        }
        if (found < 0) {
          break;
        }
        line[length++] = moves[first + found];
        kernel.make(states, at, moves[first + found], states, at + words);
        target = -target;
      }
      return Arrays.copyOf(line, length);
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
        int slot = probe(ply);
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
