package io.github.tabla.core.robot;

import org.apiguardian.api.API;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Move;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.Square;
import io.github.tabla.core.internal.SearchRun;
import io.github.tabla.core.internal.TranspositionTable;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The generic game-tree searcher behind every game's Robot: iterative deepening over a negamax
 * alpha-beta search with principal-variation windows, a transposition table of bounded size, and the
 * game's {@link Evaluator}, {@link ExactSolver} and {@link MoveOrdering}. It works on any game through
 * the position SPI ({@link GamePosition#legalMoves()}, {@link GamePosition#playUnchecked(Move)},
 * {@link GamePosition#outcome()}, {@link GamePosition#hash()}).
 *
 * <pre>{@code
 * Searcher<P> searcher = Searcher.of(evaluator)
 *     .withOrdering(MoveOrdering.capturesFirst())
 *     .withSolver(endgameTable)          // optional
 *     .withTableEntries(1 << 20);        // 16 MiB of transposition table
 * SearchResult r = searcher.search(position, Budget.ofMillis(500));
 * if (r.exact()) { ... r.value() is the value under perfect play, r.score() its score ... }
 * }</pre>
 *
 * <h2>Values</h2>
 * Values are seen from the side to move (see {@link Values}). Finished positions are worth
 * {@link Evaluator#terminal}; positions the {@link ExactSolver} knows are worth its answer; both are
 * exact leaves. Positions at the search horizon are worth {@link Evaluator#evaluate}, clamped strictly
 * inside {@code ±Values.WIN_THRESHOLD}. Win and loss values (magnitude at least
 * {@link Values#WIN_THRESHOLD}) are shortened by their distance from the root, so {@code WIN - 3} is a
 * win in three plies and the search prefers quicker wins and slower losses. Terminal and solver values
 * are clamped to {@code ±Values.WIN}.
 *
 * <h2>Exactness</h2>
 * Every value the search computes carries a flag saying whether it is <em>proved</em>: whether no
 * horizon estimate influenced it. When an iteration of the iterative deepening ends with a proved root
 * value, deeper iterations cannot change anything, so the search stops and reports
 * {@link SearchResult#exact()}. Proved entries of the transposition table are reused at any depth.
 * For a game whose rounds are bounded in length, {@link Budget#UNLIMITED} therefore solves the
 * position.
 *
 * <h2>Move order</h2>
 * At each node the move remembered by the transposition table comes first (at the root: the best move
 * of the previous iteration), then the moves in decreasing {@link MoveOrdering#priority}, then, among
 * equal priorities, the two latest killer moves of the ply and the moves with the best history of
 * cut-offs, then the game's own {@code legalMoves()} order. The table stores a best move as its index
 * in that deterministic order.
 *
 * <h2>Budgets and stopping</h2>
 * The node limit is checked at every node, so a node or depth budget gives the same result on every
 * machine; the clock and the {@link Cancellation} are polled on the first node and every 1024 nodes
 * after it. A new iteration is not started once half of a time budget is used, since it would most
 * likely not finish. When the search is stopped it returns the best move of the last completed
 * iteration, <em>unless</em> the unfinished iteration has already searched that move to the new depth
 * and then found another move better at the new depth, in which case it returns that better move and
 * its value (never exact). When not even the first iteration finished (for example with
 * {@code Budget.ofNodes(1)}), it returns the first move of its move order at the root (the game's
 * {@link MoveOrdering} decides first), the evaluator's estimate of the position and depth 0. The move
 * returned is always one of the position's legal moves.
 *
 * <h2>Principal variation</h2>
 * The expected line starts with the chosen move and follows the best moves the transposition table
 * still remembers, up to the depth searched (to the end of the round for an exact result); a table too
 * small to keep the whole line gives a shorter one.
 *
 * <h2>Threads</h2>
 * A {@code Searcher} is an immutable configuration and is safe to share between threads: every call
 * of {@link #search} or {@link #scoreMoves} allocates its own transposition table
 * ({@code 16 * tableEntries()} bytes) and search state, so calls are independent of each other and of
 * the order they come in. That independence is what makes the Robot reproducible: a position searched
 * with the same depth or node budget gives the same move whatever was searched before.
 *
 * @param <P> the game's position type
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class Searcher<P extends GamePosition<P>> implements Search<P> {
  /** The default number of transposition table entries: 2<sup>18</sup>, that is 4 MiB. */
  public static final int DEFAULT_TABLE_ENTRIES = 1 << 18;
  /** The deepest iteration the searcher starts, in plies, whatever the budget allows. */
  public static final int MAX_DEPTH = 200;


  private final Evaluator<P> evaluator;
  private final Option<ExactSolver<P>> solver;
  private final MoveOrdering<P> ordering;
  private final int tableEntries;

  private Searcher(Evaluator<P> evaluator, Option<ExactSolver<P>> solver, MoveOrdering<P> ordering,
      int tableEntries) {
    this.evaluator = evaluator;
    this.solver = solver;
    this.ordering = ordering;
    this.tableEntries = tableEntries;
  }

  /**
   * A searcher with a game's evaluator, no exact solver, the {@link MoveOrdering#capturesFirst()}
   * ordering and a table of {@link #DEFAULT_TABLE_ENTRIES} entries.
   *
   * <pre>{@code
   * Searcher<P> s = Searcher.of(position -> material(position));
   * }</pre>
   *
   * @param <P> the game's position type
   * @param evaluator the game's evaluator
   * @return the searcher
   */
  public static <P extends GamePosition<P>> Searcher<P> of(Evaluator<P> evaluator) {
    Objects.requireNonNull(evaluator, "evaluator");
    return new Searcher<>(evaluator, Option.none(), MoveOrdering.capturesFirst(), DEFAULT_TABLE_ENTRIES);
  }

  /**
   * This searcher with an exact solver, consulted at every node that is not finished.
   *
   * @param exactSolver the solver
   * @return a new searcher; this one is unchanged
   */
  public Searcher<P> withSolver(ExactSolver<P> exactSolver) {
    return new Searcher<>(evaluator, Option.some(exactSolver), ordering, tableEntries);
  }

  /**
   * This searcher without an exact solver.
   *
   * @return a new searcher; this one is unchanged
   */
  public Searcher<P> withoutSolver() {
    return new Searcher<>(evaluator, Option.none(), ordering, tableEntries);
  }

  /**
   * This searcher with another move ordering.
   *
   * @param moveOrdering the ordering
   * @return a new searcher; this one is unchanged
   */
  public Searcher<P> withOrdering(MoveOrdering<P> moveOrdering) {
    return new Searcher<>(evaluator, solver, moveOrdering, tableEntries);
  }

  /**
   * This searcher with another evaluator.
   *
   * @param positionEvaluator the evaluator
   * @return a new searcher; this one is unchanged
   */
  public Searcher<P> withEvaluator(Evaluator<P> positionEvaluator) {
    return new Searcher<>(positionEvaluator, solver, ordering, tableEntries);
  }

  /**
   * This searcher with a transposition table of another size. Each entry takes 16 bytes; every search
   * call allocates its own table of this size.
   *
   * <pre>{@code
   * searcher.withTableEntries(1 << 16);   // 1 MiB per search
   * }</pre>
   *
   * @param entries the number of entries, rounded down to a power of two, at least 2
   * @return a new searcher; this one is unchanged
   * @throws IllegalArgumentException when {@code entries} is below 2
   */
  public Searcher<P> withTableEntries(int entries) {
    if (entries < 2) {
      throw new IllegalArgumentException("a transposition table needs at least 2 entries, got " + entries);
    }
    return new Searcher<>(evaluator, solver, ordering, Integer.highestOneBit(entries));
  }

  /**
   * The evaluator.
   *
   * @return the game's evaluator
   */
  public Evaluator<P> evaluator() {
    return evaluator;
  }

  /**
   * The exact solver.
   *
   * @return the solver, or none
   */
  public Option<ExactSolver<P>> solver() {
    return solver;
  }

  /**
   * The move ordering.
   *
   * @return the ordering hook
   */
  public MoveOrdering<P> ordering() {
    return ordering;
  }

  /**
   * The evaluator's scale.
   *
   * @return how the values read
   */
  @Override
  public ValueScale scale() {
    return evaluator.scale();
  }

  /**
   * The number of transposition table entries each search allocates.
   *
   * @return a power of two, at least 2
   */
  public int tableEntries() {
    return tableEntries;
  }

  /**
   * Searches a position that nobody will cancel.
   *
   * @param position a position with at least one legal move
   * @param budget how much to search
   * @return the best move found, its value and whether that value is proved
   * @throws IllegalArgumentException when the position is over
   */
  @Override
  public SearchResult search(P position, Budget budget) {
    return search(position, budget, new Cancellation());
  }

  /**
   * Searches a position by iterative deepening until the value is proved, the budget is spent or the
   * search is cancelled.
   *
   * <pre>{@code
   * Cancellation stop = new Cancellation();
   * SearchResult r = searcher.search(position, Budget.ofDepth(8).andMillis(2_000), stop);
   * P next = position.playUnchecked(r.move());
   * }</pre>
   *
   * @param position a position with at least one legal move
   * @param budget how much to search
   * @param cancellation a flag another thread may set to stop the search
   * @return the best move found, its value, whether that value is proved, the depth of the last
   *     completed iteration and the principal variation
   * @throws IllegalArgumentException when the position is over
   */
  @Override
  public SearchResult search(P position, Budget budget, Cancellation cancellation) {
    Seq<Move> moves = legalMovesOf(position);
    Run run = new Run(budget, cancellation);
    run.rootPosition = position;
    run.rootMoves = moves;
    run.deepen(Math.min(budget.maxDepth(), MAX_DEPTH));
    int doneDepth = run.doneDepth;
    int index = run.chosenIndex;
    int value = run.chosenValue;
    boolean exact = run.chosenExact;
    if (index < 0) {
      index = run.order(position, moves, TranspositionTable.NO_MOVE, 0)[0];
      value = SearchRun.clampEstimate(evaluator.evaluate(position));
      exact = false;
    }
    Move best = moves.get(index);
    Seq<Move> line = run.principalVariation(position, best, exact ? MAX_DEPTH : Math.max(doneDepth, 1));
    return new SearchResult(best, evaluator.scale().value(value, exact), value, doneDepth, run.nodes, line, run.millis());
  }

  /**
   * The value of every legal move of a position, each searched with a full window to the given depth
   * (deepening one ply at a time and sharing one transposition table). The gentle levels choose among
   * these with some noise; a depth of 1 is the evaluator's view of each move's result.
   *
   * <p>When the budget runs out or the search is cancelled, the scores of the last depth completed for
   * every move are returned; when not even depth 1 was complete, each move is scored by the evaluator
   * on the position it leads to (a few evaluator calls beyond a node budget).
   *
   * <pre>{@code
   * MoveScores s = searcher.scoreMoves(position, 2, Budget.ofNodes(50_000), new Cancellation());
   * }</pre>
   *
   * @param position a position with at least one legal move
   * @param depth the depth in plies, counted from the position, at least 1
   * @param budget how much to search in all
   * @param cancellation a flag another thread may set to stop the search
   * @return the moves with their values, in {@code legalMoves()} order
   * @throws IllegalArgumentException when the position is over or the depth is below 1
   */
  @Override
  public MoveScores scoreMoves(P position, int depth, Budget budget, Cancellation cancellation) {
    if (depth < 1) {
      throw new IllegalArgumentException("the scoring depth must be at least 1, got " + depth);
    }
    Seq<Move> moves = legalMovesOf(position);
    int n = moves.size();
    ArrayList<P> children = new ArrayList<>(n);
    for (Move m : moves) {
      children.add(position.playUnchecked(m));
    }
    Run run = new Run(budget, cancellation);
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
          v[i] = -run.search(children.get(i), d - 1, 1, -Values.INFINITY, Values.INFINITY);
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
        P child = children.get(i);
        Option<Outcome> over = child.outcome();
        proved[i] = over.isDefined();
        values[i] = over.isDefined() ? -SearchRun.atPly(evaluator.terminal(child, over.get()), 1)
            : -SearchRun.clampEstimate(evaluator.evaluate(child));
      }
    }
    ScoredMove[] scored = new ScoredMove[n];
    for (int i = 0; i < n; i++) {
      scored[i] = new ScoredMove(moves.get(i), values[i], proved[i]);
    }
    return new MoveScores(Array.of(scored), doneDepth, run.nodes, run.millis());
  }

  private static <P extends GamePosition<P>> Seq<Move> legalMovesOf(P position) {
    Seq<Move> moves = position.legalMoves();
    if (moves.isEmpty()) {
      throw new IllegalArgumentException("the position is over, there is no move to search: " + position);
    }
    return moves;
  }





  /** The state of one search call: its table, counters, heuristics and the root's bookkeeping. */
  private final class Run extends SearchRun {
    private final TranspositionTable table = new TranspositionTable(tableEntries);
    private final @Nullable ExactSolver<P> exactSolver = solver.getOrNull();


    private @Nullable P rootPosition;
    private @Nullable Seq<Move> rootMoves;

    @Override
    protected int rootIteration(int depth) {
      return root(Objects.requireNonNull(rootPosition), Objects.requireNonNull(rootMoves), depth);
    }

    Run(Budget budget, Cancellation cancellation) {
      // Long.MAX_VALUE without a time limit: a clock that never runs out
      super(budget.maxNodes(), budget.timeNanos(), cancellation);
    }

    /** One iteration at the root, with a full window so that the root value is exact. */
    int root(P position, Seq<Move> moves, int depth) {
      table.nextPass();
      if (!countNode()) {
        return 0;
      }
      int[] order = order(position, moves, rootPreferred, 0);
      int best = -Values.INFINITY;
      int bestIndex = order[0];
      int alpha = -Values.INFINITY;
      boolean allExact = true;
      for (int k = 0; k < order.length; k++) {
        int i = order[k];
        P child = position.playUnchecked(moves.get(i));
        int v;
        if (k == 0) {
          v = -search(child, depth - 1, 1, -Values.INFINITY, Values.INFINITY);
        } else {
          v = -search(child, depth - 1, 1, -alpha - 1, -alpha);
          if (!stopped && v > alpha) {
            v = -search(child, depth - 1, 1, -Values.INFINITY, -alpha);
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
      table.store(position.hash(), SearchRun.toTable(best, 0), bestIndex, depth, TranspositionTable.EXACT, allExact);
      rootBest = bestIndex;
      exact = allExact;
      return best;
    }

    /**
     * The negamax value of a position {@code ply} plies below the root, fail-soft: a value at or below
     * {@code alpha} is an upper bound, at or above {@code beta} a lower bound. Sets {@link #exact}.
     */
    int search(P position, int depth, int ply, int alpha, int beta) {
      if (!countNode()) {
        return 0;
      }
      Seq<Move> moves = null;
      boolean over;
      if (depth <= 0) {
        over = !position.hasLegalMoves();
      } else {
        moves = position.legalMoves();
        over = moves.isEmpty();
      }
      if (over) {
        Option<Outcome> outcome = position.outcome();
        if (outcome.isEmpty()) {
          throw new IllegalStateException("a position without legal moves has no outcome: " + position);
        }
        exact = true;
        return SearchRun.atPly(evaluator.terminal(position, outcome.get()), ply);
      }
      // No position that goes on can be won or lost sooner than the next ply: a proved bound that
      // lets the search prove decisive values without seeing every line to its end.
      int reach = Values.WIN - (ply + 1);
      if (reach <= alpha) {
        exact = true;
        return reach;
      }
      if (-reach >= beta) {
        exact = true;
        return -reach;
      }
      // what the solver knows, before the table: asked at once, its answers are never stored
      if (exactSolver != null) {
        Option<Integer> solved = exactSolver.solve(position);
        if (solved.isDefined()) {
          exact = true;
          return SearchRun.atPly(solved.get(), ply);
        }
      }
      long key = position.hash();
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
      if (moves == null) {
        exact = false;
        return SearchRun.clampEstimate(evaluator.evaluate(position));
      }
      int n = moves.size();
      if (tableMove >= n) {
        tableMove = TranspositionTable.NO_MOVE;  // a key collision: the index belongs to another position
      }
      int[] order = order(position, moves, tableMove, ply);
      int best = -Values.INFINITY;
      int bestIndex = order[0];
      int a = alpha;
      boolean allExact = true;
      for (int k = 0; k < n; k++) {
        int i = order[k];
        Move move = moves.get(i);
        P child = position.playUnchecked(move);
        int v;
        if (k == 0) {
          v = -search(child, depth - 1, ply + 1, -beta, -a);
        } else {
          v = -search(child, depth - 1, ply + 1, -a - 1, -a);
          if (!stopped && v > a && v < beta) {
            v = -search(child, depth - 1, ply + 1, -beta, -a);
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
          // the lower bound rests on this one child alone, so it is proved when the child's value is
          boolean proved = exact;
          table.store(key, SearchRun.toTable(v, ply), i, depth, TranspositionTable.LOWER, proved);
          rememberCutoff(position.sideToMove().ordinal(), move, depth, ply);
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

    private void rememberCutoff(int side, Move move, int depth, int ply) {
      if (!move.isCapture() && !move.isPass()) {
        rememberCutoff(side, historyKey(move), depth, ply);
      }
    }

    /**
     * A quiet move's origin and destination: exact on the 8 x 8 board, folded onto its 4096 keys on a
     * larger one (the history only orders moves).
     */
    private int historyKey(Move move) {
      Array<Square> path = move.path();
      return (path.head().index() & 63) * 64 + (path.last().index() & 63);
    }

    /**
     * The indices of the moves in search order: the table's move, then by the game's priority, then
     * killers and history, then the game's order (the sort is stable).
     */
    int[] order(P position, Seq<Move> moves, int tableMove, int ply) {
      int n = moves.size();
      int[] order = new int[n];
      if (n == 1) {
        return order;
      }
      long[] keys = new long[n];
      int side = position.sideToMove().ordinal();
      int k = 2 * Math.min(ply, MAX_DEPTH);
      for (int i = 0; i < n; i++) {
        order[i] = i;
        if (i == tableMove) {
          keys[i] = Long.MAX_VALUE;
          continue;
        }
        Move move = moves.get(i);
        long tier;
        if (move.isPass() || move.isCapture()) {
          tier = 0L;
        } else {
          int h = historyKey(move);
          if (h == killers[k]) {
            tier = 0x7000_0000L;
          } else if (h == killers[k + 1]) {
            tier = 0x6000_0000L;
          } else {
            tier = Math.min(history[side * HISTORY_KEYS + h], 0x5FFF_FFFF);
          }
        }
        keys[i] = ((long) ordering.priority(position, move) << 32) + tier;
      }
      for (int i = 1; i < n; i++) {
        int idx = order[i];
        long key = keys[i];
        int j = i - 1;
        while (j >= 0 && keys[j] < key) {
          keys[j + 1] = keys[j];
          order[j + 1] = order[j];
          j--;
        }
        keys[j + 1] = key;
        order[j + 1] = idx;
      }
      return order;
    }

    /** The expected line: the chosen move, then the table's best moves as far as they go. */
    Seq<Move> principalVariation(P position, Move first, int maxLength) {
      ArrayList<Move> line = new ArrayList<>();
      line.add(first);
      P p = position.playUnchecked(first);
      while (line.size() < maxLength) {
        int slot = table.probe(p.hash());
        if (slot < 0 || table.moveIndex(slot) < 0) {
          break;
        }
        Seq<Move> moves = p.legalMoves();
        int i = table.moveIndex(slot);
        if (i >= moves.size()) {
          break;
        }
        Move m = moves.get(i);
        line.add(m);
        p = p.playUnchecked(m);
      }
      return Array.ofAll(line);
    }
  }
}
