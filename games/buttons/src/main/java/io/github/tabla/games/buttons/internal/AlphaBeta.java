package io.github.tabla.games.buttons.internal;

import io.github.tabla.core.robot.Cancellation;
import io.github.tabla.core.robot.TableMemory;

/**
 * The Robot's search for Queens, Rooks and Buttons: iterative deepening over a negamax alpha-beta
 * search with principal-variation windows, on primitive bitboards with no allocation per node.
 *
 * <p>A round lasts at most 30 plies, so the search reaches the end of the round whenever its depth
 * reaches the plies left; values are then <em>proved</em>. Every value carries a flag saying whether
 * a heuristic estimate influenced it (as core's searcher does): a proved value is the game-theoretic
 * value of what is still to be won, and an iteration whose root value is proved ends the search.
 *
 * <p>What makes it fast:
 * <ul>
 *   <li>a transposition table keyed on pieces, buttons, side to move and plies left
 *       ({@link Zobrist}), two entries per bucket, proved entries valid at any depth;
 *   <li>proved bounds at every node: the side to move can win at most one button per move left, or
 *       all of them when it has the moves to capture every enemy piece ({@link Evaluation#maxGain}),
 *       which cuts most lines near the end of the round;
 *   <li>the round's last move valued without a search ({@link Evaluation#lastMove});
 *   <li>moves ordered by the table's move, captures of the last enemy piece, safe collections,
 *       collections, captures, two killer moves per ply and a history of cut-offs.
 * </ul>
 *
 * <p>One instance serves one search at a time and is not thread-safe; make one per call. Its results
 * depend only on the position and on the node and depth limits, never on the clock (unless a time
 * limit stops it), so the Robot is reproducible.
 */
public final class AlphaBeta {
  /** Larger than any value. */
  public static final int INFINITY = 1_000_000;
  /** The deepest ply below the root. */
  private static final int MAX_PLY = Rules.PLIES + 2;
  private static final int POLL_MASK = 1023;
  /** The deepest iteration before the strongest search tries to solve the round. */
  public static final int GUESS_DEPTH = 6;

  private static final int UPPER = 1;
  private static final int LOWER = 2;
  private static final int EXACT = 3;

  private final long[] tableKeys;
  private final long[] tableData;
  private final int bucketMask;

  private final long[] moves = new long[(MAX_PLY + 1) * Rules.MAX_MOVES];
  private final int[] order = new int[(MAX_PLY + 1) * Rules.MAX_MOVES];
  private final int[] sortKeys = new int[(MAX_PLY + 1) * Rules.MAX_MOVES];
  private final int[] killers = new int[2 * (MAX_PLY + 1)];
  private final int[] history = new int[2 * 4096];

  private long maxNodes = Long.MAX_VALUE;
  private long deadline;
  private boolean timed;
  private long started;
  private Cancellation cancellation = new Cancellation();

  private long nodes;
  private boolean stopped;
  /** Whether the value the last {@link #search} call returned is proved. */
  private boolean exact;

  private long rootMyQueens;
  private long rootMyRooks;
  private long rootOpQueens;
  private long rootOpRooks;
  private long rootButtons;
  private int rootSide;
  private int rootLeft;
  private long rootKey;
  private int rootCount;
  private final long[] rootMoves = new long[Rules.MAX_MOVES];
  private final int[] rootValues = new int[Rules.MAX_MOVES];
  private final boolean[] rootExact = new boolean[Rules.MAX_MOVES];

  private int preferred;
  private int solvedLower;
  private int solvedUpper;
  private int bestMove;
  private int bestValue;
  private boolean bestExact;
  private int completedDepth;
  private final int[] line = new int[MAX_PLY + 1];
  private int lineLength;

  /**
   * A search with a transposition table of {@code 2^tableBits} entries (16 bytes each), or fewer when the
   * memory does not hold them.
   *
   * @param tableBits 1..28
   * @throws IllegalArgumentException when {@code tableBits} is out of range
   */
  public AlphaBeta(int tableBits) {
    if (tableBits < 1 || tableBits > 28) {
      throw new IllegalArgumentException("table bits must be 1..28, got " + tableBits);
    }
    // as large as asked, or as fits the memory (TableMemory): a smaller table, never an OutOfMemoryError
    long[][] table = TableMemory.allocate(1 << tableBits, 16,
        n -> new long[][] {new long[Math.max(2, n)], new long[Math.max(2, n)]});
    tableKeys = table[0];
    tableData = table[1];
    bucketMask = tableKeys.length - 2;
  }

  /**
   * Sets the limits of the next searches.
   *
   * @param nodes the most nodes to visit, at least 1
   * @param nanos the wall-clock limit in nanoseconds, or 0 for none; a limit beyond what the clock
   *     counts is in effect none
   * @param stop a flag another thread may set
   */
  public void limits(long nodes, long nanos, Cancellation stop) {
    maxNodes = nodes;
    // a limit of a century or more is none: its deadline would wrap past the clock and stop the search at once
    timed = nanos > 0 && nanos < Long.MAX_VALUE / 4;
    started = System.nanoTime();
    deadline = timed ? started + nanos : Long.MAX_VALUE;
    cancellation = stop;
  }

  /**
   * Sets the position to search.
   *
   * @param whiteQueens White's queens
   * @param whiteRooks White's rooks
   * @param blackQueens Black's queens
   * @param blackRooks Black's rooks
   * @param buttons the buttons
   * @param sideToMove {@link Rules#WHITE} or {@link Rules#BLACK}
   * @param pliesLeft the plies left in the round
   * @return the number of legal moves (0 when the round is over or the side must pass)
   */
  public int root(long whiteQueens, long whiteRooks, long blackQueens, long blackRooks, long buttons, int sideToMove,
      int pliesLeft) {
    boolean white = sideToMove == Rules.WHITE;
    rootMyQueens = white ? whiteQueens : blackQueens;
    rootMyRooks = white ? whiteRooks : blackRooks;
    rootOpQueens = white ? blackQueens : whiteQueens;
    rootOpRooks = white ? blackRooks : whiteRooks;
    rootButtons = buttons;
    rootSide = sideToMove;
    rootLeft = pliesLeft;
    rootKey = Zobrist.searchKey(whiteQueens, whiteRooks, blackQueens, blackRooks, buttons, sideToMove, pliesLeft);
    rootCount = Rules.ending(whiteQueens, whiteRooks, blackQueens, blackRooks, buttons, pliesLeft) != Rules.GOES_ON
        ? 0 : Rules.generate(rootMyQueens, rootMyRooks, rootOpQueens, rootOpRooks, buttons, rootMoves, 0);
    bestMove = rootCount > 0 ? (int) rootMoves[0] : 0;
    bestValue = 0;
    bestExact = false;
    completedDepth = 0;
    lineLength = 0;
    solvedLower = -Evaluation.BUTTON * Rules.BUTTONS;
    solvedUpper = Evaluation.BUTTON * Rules.BUTTONS;
    return rootCount;
  }

  /**
   * The legal moves of the root, in the rules' order.
   *
   * @param i 0 .. the count {@link #root} returned - 1
   * @return the packed move
   */
  public int rootMove(int i) {
    return (int) rootMoves[i];
  }

  /**
   * The strongest search, in three phases when {@code maxDepth} reaches the end of the round:
   * iterative deepening with the evaluation up to {@link #GUESS_DEPTH} plies, for a first value and
   * move order; then an attempt to <em>solve</em> the root by null-window proofs to the end of the
   * round ({@link #prove}) with two thirds of what is left of the budget; and when that does not
   * finish, more iterations with the rest, which now find the attempt's proved entries in the table.
   * Proofs to the end are far cheaper than deep iterations with estimates, because whole-button values
   * and the proved bounds cut most lines. When the root is solved, the best move is the first root
   * move proved to reach the value (the iterations' best is tried first), the value is
   * {@link #exact()} and the line is proved move by move to the end of the round; otherwise the
   * deepest iteration's move and estimate stand. When {@code maxDepth} stops short of the end, this is
   * {@link #iterate}.
   *
   * @param maxDepth the deepest search allowed, at least 1
   */
  public void think(int maxDepth) {
    if (rootCount == 0) {
      return;
    }
    if (maxDepth < rootLeft) {
      iterate(maxDepth);
      return;
    }
    preferred = (int) rootMoves[0];
    int depth = 1;
    for (; depth <= Math.min(GUESS_DEPTH, rootLeft); depth++) {
      if (!deepen(depth) || bestExact) {
        break;
      }
    }
    if (!bestExact && !stopped && !limitReached()) {
      long nodeCap = maxNodes == Long.MAX_VALUE ? Long.MAX_VALUE : nodes + (maxNodes - nodes) / 3 * 2;
      long now = System.nanoTime();
      long timeCap = timed ? now + (deadline - now) / 3 * 2 : deadline;
      if (trySolve(nodeCap, timeCap)) {
        return;
      }
      for (depth = completedDepth + 1; depth <= rootLeft && !stopped; depth++) {
        if (!deepen(depth) || bestExact) {
          break;
        }
      }
    }
    if (completedDepth > 0 && !bestExact) {
      collectLine();
    } else if (bestExact && lineLength == 0) {
      collectExactLine();
    }
  }

  /**
   * Searches the root by iterative deepening until its value is proved, {@code maxDepth} is
   * reached, or a limit stops it. Stopped iterations are thrown away, except that a root move proved
   * better than the previous best at the new depth is kept.
   *
   * @param maxDepth the deepest iteration, at least 1
   */
  public void iterate(int maxDepth) {
    if (rootCount == 0) {
      return;
    }
    preferred = (int) rootMoves[0];
    int limit = Math.min(maxDepth, rootLeft);
    for (int depth = 1; depth <= limit; depth++) {
      if (!deepen(depth) || bestExact || timed && System.nanoTime() - started >= (deadline - started) / 2) {
        break;
      }
    }
    if (bestExact) {
      collectExactLine();
    } else if (completedDepth > 0) {
      collectLine();
    }
  }

  /** One iteration of the iterative deepening; false when a limit stopped it. */
  private boolean deepen(int depth) {
    int[] partial = rootIteration(depth, preferred);
    if (stopped) {
      if (partial[0] != 0 && partial[0] != bestMove && completedDepth > 0) {
        bestMove = partial[0];
        bestValue = partial[1];
        bestExact = false;
      }
      return false;
    }
    bestMove = partial[0];
    bestValue = partial[1];
    bestExact = exact;
    completedDepth = depth;
    preferred = bestMove;
    return true;
  }

  private boolean limitReached() {
    return nodes >= maxNodes || cancellation.isCancelled() || timed && System.nanoTime() - deadline >= 0;
  }

  /**
   * One attempt to solve the root within a node cap and a deadline, narrowing the proved bounds kept
   * from earlier attempts; on success the root's best move, value and line are the solved ones.
   */
  private boolean trySolve(long nodeCap, long deadlineCap) {
    long nodeLimit = maxNodes;
    long timeLimit = deadline;
    maxNodes = Math.min(nodeLimit, nodeCap);
    deadline = deadlineCap;
    int guess = Math.round(bestValue / (float) Evaluation.BUTTON) * Evaluation.BUTTON;
    narrow(Math.max(solvedLower, Math.min(solvedUpper, guess)));
    maxNodes = nodeLimit;
    deadline = timeLimit;
    if (stopped) {
      // the attempt's own caps stopped it; the search goes on unless a real limit is reached
      stopped = limitReached();
      return false;
    }
    int value = solvedLower;
    // the move that reaches the value: the iterations' best is tried first
    int n = rootCount;
    orderMoves(rootMyQueens, rootMyRooks, rootOpQueens, rootOpRooks, rootButtons, rootMoves, 0, n, bestMove,
        rootSide, 0);
    int[] candidates = new int[n];
    System.arraycopy(order, 0, candidates, 0, n);
    for (int k = 0; k < n; k++) {
      int m = candidates[k];
      int v = child(rootMyQueens, rootMyRooks, rootOpQueens, rootOpRooks, rootButtons, rootSide, rootLeft, rootKey,
          m, rootLeft, 0, value - 1, value, false);
      if (stopped) {
        return false;
      }
      if (v >= value) {
        bestMove = m;
        bestValue = value;
        bestExact = true;
        completedDepth = rootLeft;
        store(rootKey, value, m, rootLeft, EXACT, true);
        collectExactLine();
        return true;
      }
    }
    return false;
  }

  /** MTD(f): null-window proofs from a guess until the proved bounds meet or a limit stops them. */
  private void narrow(int guess) {
    int g = guess;
    while (solvedLower < solvedUpper) {
      int beta = g == solvedLower ? g + 1 : g;
      int v = prove(beta - 1, beta);
      if (stopped) {
        return;
      }
      if (v < beta) {
        solvedUpper = v;
      } else {
        solvedLower = v;
      }
      g = v;
    }
  }

  /** One iteration at the root; returns {best move, value}, or the best move of the new depth so far. */
  private int[] rootIteration(int depth, int preferred) {
    int[] result = {0, -INFINITY};
    if (!countNode()) {
      return new int[] {0, 0};
    }
    int n = rootCount;
    // the root sorts into ply 0's part of the buffers: the search below starts at ply 1
    orderMoves(rootMyQueens, rootMyRooks, rootOpQueens, rootOpRooks, rootButtons, rootMoves, 0, n, preferred,
        rootSide, 0);
    int alpha = -INFINITY;
    boolean allExact = true;
    for (int k = 0; k < n; k++) {
      int m = order[k];
      int v = child(rootMyQueens, rootMyRooks, rootOpQueens, rootOpRooks, rootButtons, rootSide, rootLeft, rootKey,
          m, depth, 0, k == 0 ? -INFINITY : alpha, INFINITY, k != 0);
      if (stopped) {
        return result[0] == 0 || k == 0 ? new int[] {0, 0} : result;
      }
      allExact &= exact;
      if (v > result[1]) {
        result[0] = m;
        result[1] = v;
      }
      alpha = Math.max(alpha, v);
    }
    store(rootKey, result[1], result[0], depth, EXACT, allExact);
    exact = allExact;
    return result;
  }

  /**
   * Searches the root to the end of the round inside a window: a result at or below {@code alpha} is
   * a proved upper bound of the root's value, at or above {@code beta} a proved lower bound, and in
   * between the value itself. Every leaf is a finished round (or the round's last move, valued
   * exactly), so nothing here is an estimate; only a limit can stop it ({@link #stopped()}).
   *
   * @param alpha the lower end of the window
   * @param beta the upper end, above {@code alpha}
   * @return the value or bound, in hundredths of a button
   */
  public int prove(int alpha, int beta) {
    exact = false;
    int v = search(rootMyQueens, rootMyRooks, rootOpQueens, rootOpRooks, rootButtons, rootSide, rootLeft, rootKey,
        rootLeft, 0, alpha, beta);
    return stopped ? 0 : v;
  }

  /**
   * Solves the root: its exact value by a sequence of null-window proofs ({@link #prove}) that close
   * in on it from a first guess (MTD(f)). Values of finished rounds are whole buttons, so a few proofs
   * suffice.
   *
   * @param guess the first guess, in hundredths of a button
   * @return {lower, upper}: equal when solved, the best proved bounds when a limit stopped it
   */
  public int[] solve(int guess) {
    solvedLower = -Evaluation.BUTTON * Rules.BUTTONS;
    solvedUpper = Evaluation.BUTTON * Rules.BUTTONS;
    narrow(guess);
    return new int[] {solvedLower, solvedUpper};
  }

  /**
   * Values every root move by a full-window search to {@code depth} plies (deepening one ply at a
   * time); what the gentler levels choose from. Stopped depths are thrown away.
   *
   * @param depth the depth, at least 1
   * @return the depth completed, 0 when even the first was stopped
   */
  public int scoreRootMoves(int depth) {
    int done = 0;
    int limit = Math.min(depth, Math.max(1, rootLeft));
    int[] values = new int[rootCount];
    boolean[] proved = new boolean[rootCount];
    for (int d = 1; d <= limit && !stopped; d++) {
      boolean all = true;
      for (int i = 0; i < rootCount; i++) {
        values[i] = child(rootMyQueens, rootMyRooks, rootOpQueens, rootOpRooks, rootButtons, rootSide, rootLeft,
            rootKey, (int) rootMoves[i], d, 0, -INFINITY, INFINITY, false);
        proved[i] = exact;
        all &= exact;
        if (stopped) {
          break;
        }
      }
      if (stopped) {
        break;
      }
      System.arraycopy(values, 0, rootValues, 0, rootCount);
      System.arraycopy(proved, 0, rootExact, 0, rootCount);
      done = d;
      if (all) {
        break;
      }
    }
    if (done == 0) {
      for (int i = 0; i < rootCount; i++) {
        rootValues[i] = 0;
        rootExact[i] = false;
      }
    }
    return done;
  }

  /**
   * The value {@link #scoreRootMoves} found for a root move.
   *
   * @param i the index of the move in {@link #rootMove} order
   * @return its value from the mover's view, in hundredths of a button
   */
  public int rootValue(int i) {
    return rootValues[i];
  }

  /**
   * Whether the value {@link #scoreRootMoves} found for a root move is proved.
   *
   * @param i the index of the move
   * @return {@code true} when exact
   */
  public boolean rootValueExact(int i) {
    return rootExact[i];
  }

  /**
   * The best move found.
   *
   * @return the packed move; the first legal move when no iteration completed
   */
  public int bestMove() {
    return bestMove;
  }

  /**
   * The value of the best move: what the side to move still gains over the opponent in the rest of
   * the round, in hundredths of a button.
   *
   * @return the value; 0 when no iteration completed
   */
  public int value() {
    return bestValue;
  }

  /**
   * Whether {@link #value()} is the game-theoretic value.
   *
   * @return {@code true} when proved
   */
  public boolean exact() {
    return bestExact;
  }

  /**
   * The deepest completed iteration.
   *
   * @return plies, 0 when none completed
   */
  public int depth() {
    return completedDepth;
  }

  /**
   * The nodes visited so far by this instance.
   *
   * @return the count
   */
  public long nodes() {
    return nodes;
  }

  /**
   * Whether a limit stopped the last search.
   *
   * @return {@code true} when stopped early
   */
  public boolean stopped() {
    return stopped;
  }

  /**
   * The length of the expected line.
   *
   * @return at least 1 after a completed iteration
   */
  public int lineLength() {
    return lineLength;
  }

  /**
   * A move of the expected line.
   *
   * @param i 0 .. {@link #lineLength()} - 1
   * @return the packed move
   */
  public int lineMove(int i) {
    return line[i];
  }

  private boolean countNode() {
    if (stopped) {
      return false;
    }
    if (nodes >= maxNodes) {
      stopped = true;
      return false;
    }
    nodes++;
    if ((nodes & POLL_MASK) == 1 && (cancellation.isCancelled() || timed && System.nanoTime() - deadline >= 0)) {
      stopped = true;
    }
    return !stopped;
  }

  /**
   * Plays a move from a node and searches the child; returns the move's value from the mover's view.
   * With {@code scout}, a null window above {@code alpha} first, re-searched when it fails high.
   */
  private int child(long myQ, long myR, long opQ, long opR, long buttons, int side, int left, long key, int m,
      int depth, int ply, int alpha, int beta, boolean scout) {
    int from = Rules.from(m);
    int to = Rules.to(m);
    int role = Rules.role(m);
    long move = (1L << from) | (1L << to);
    long toBit = 1L << to;
    long newKey = key ^ Zobrist.piece(side, role, from) ^ Zobrist.piece(side, role, to) ^ Zobrist.blackToMove()
        ^ Zobrist.pliesLeft(left) ^ Zobrist.pliesLeft(left - 1);
    long q = myQ;
    long r = myR;
    if (role == Rules.QUEEN) {
      q ^= move;
    } else {
      r ^= move;
    }
    long oq = opQ;
    long or = opR;
    int captured = Rules.captured(m);
    if (captured == Rules.QUEEN) {
      oq ^= toBit;
      newKey ^= Zobrist.piece(1 - side, Rules.QUEEN, to);
    } else if (captured == Rules.ROOK) {
      or ^= toBit;
      newKey ^= Zobrist.piece(1 - side, Rules.ROOK, to);
    }
    long b = buttons;
    int gain = 0;
    if (Rules.collects(m)) {
      b ^= toBit;
      newKey ^= Zobrist.button(to);
      gain = Evaluation.BUTTON;
    }
    if (scout) {
      int v = gain - search(oq, or, q, r, b, 1 - side, left - 1, newKey, depth - 1, ply + 1, gain - alpha - 1,
          gain - alpha);
      if (stopped || v <= alpha || v >= beta) {
        return v;
      }
    }
    return gain - search(oq, or, q, r, b, 1 - side, left - 1, newKey, depth - 1, ply + 1, gain - beta, gain - alpha);
  }

  /**
   * The negamax value of a node, fail-soft: at or below {@code alpha} an upper bound, at or above
   * {@code beta} a lower bound. Sets {@link #exact}.
   */
  private int search(long myQ, long myR, long opQ, long opR, long buttons, int side, int left, long key, int depth,
      int ply, int alpha, int beta) {
    if (!countNode()) {
      exact = false;
      return 0;
    }
    long mine = myQ | myR;
    long theirs = opQ | opR;
    if (buttons == 0L) {
      exact = true;
      return 0;
    }
    int r = Long.bitCount(buttons);
    if (mine == 0L) {
      exact = true;
      return theirs == 0L ? 0 : -Evaluation.BUTTON * r;
    }
    if (theirs == 0L) {
      exact = true;
      return Evaluation.BUTTON * r;
    }
    if (left <= 0) {
      exact = true;
      return 0;
    }
    int myMax = Evaluation.BUTTON * Evaluation.maxGain(Rules.movesLeft(true, left), Long.bitCount(theirs), r);
    if (myMax <= alpha) {
      exact = true;
      return myMax;
    }
    int opMax = Evaluation.BUTTON * Evaluation.maxGain(Rules.movesLeft(false, left), Long.bitCount(mine), r);
    if (-opMax >= beta) {
      exact = true;
      return -opMax;
    }
    if (left == 1) {
      exact = true;
      return Evaluation.lastMove(myQ, myR, opQ, opR, buttons);
    }
    int need = Math.min(depth, left);
    int slot = probe(key);
    int tableMove = 0;
    if (slot >= 0) {
      long data = tableData[slot];
      tableMove = (int) (data >>> 32);
      boolean proved = (data & PROVED) != 0L;
      if (proved || depthOf(data) >= need) {
        int v = valueOf(data);
        int bound = boundOf(data);
        if (bound == EXACT || bound == LOWER && v >= beta || bound == UPPER && v <= alpha) {
          exact = proved;
          return v;
        }
      }
    }
    if (need <= 0) {
      exact = false;
      return Evaluation.evaluate(myQ, myR, opQ, opR, buttons, left);
    }
    int best = -INFINITY;
    int bestM = 0;
    int a = alpha;
    boolean allExact = true;
    boolean first = true;
    // the remembered move first, before generating the others: it often cuts off at once
    if (tableMove != 0 && isLegal(myQ, myR, opQ, opR, buttons, tableMove)) {
      int v = child(myQ, myR, opQ, opR, buttons, side, left, key, tableMove, need, ply, a, beta, false);
      if (stopped) {
        exact = false;
        return 0;
      }
      best = v;
      bestM = tableMove;
      if (v >= beta) {
        return cutoff(key, v, tableMove, need, side, ply);
      }
      allExact = exact;
      if (v > a) {
        a = v;
      }
      first = false;
    }
    int base = ply * Rules.MAX_MOVES;
    int n = Rules.generate(myQ, myR, opQ, opR, buttons, moves, base);
    if (n == 0) {
      // QB-8: a side with pieces but no move passes; if neither can move the round ends
      if (!Rules.hasMove(opQ, opR, myQ, myR, buttons)) {
        exact = true;
        return 0;
      }
      long passKey = key ^ Zobrist.blackToMove() ^ Zobrist.pliesLeft(left) ^ Zobrist.pliesLeft(left - 1);
      return -search(opQ, opR, myQ, myR, buttons, 1 - side, left - 1, passKey, depth - 1, ply + 1, -beta, -alpha);
    }
    scoreMoves(myQ, myR, opQ, opR, buttons, base, n, side, ply);
    for (int k = 0; k < n; k++) {
      int m = pick(base, k, n);
      if (m == tableMove) {
        continue;
      }
      int v = child(myQ, myR, opQ, opR, buttons, side, left, key, m, need, ply, a, beta, !first);
      first = false;
      if (stopped) {
        exact = false;
        return 0;
      }
      if (v > best) {
        best = v;
        bestM = m;
      }
      if (v >= beta) {
        return cutoff(key, v, m, need, side, ply);
      }
      allExact &= exact;
      if (v > a) {
        a = v;
      }
    }
    store(key, best, bestM, need, best > alpha ? EXACT : UPPER, allExact);
    exact = allExact;
    return best;
  }

  /** Records a cut-off by a move: the table's lower bound, and the killers and history of quiet moves. */
  private int cutoff(long key, int v, int m, int need, int side, int ply) {
    boolean proved = exact;
    store(key, v, m, need, LOWER, proved);
    if (!Rules.collects(m) && Rules.captured(m) < 0) {
      int kk = 2 * ply;
      if (killers[kk] != m) {
        killers[kk + 1] = killers[kk];
        killers[kk] = m;
      }
      int h = side * 4096 + Rules.fromTo(m);
      history[h] += need * need;
      if (history[h] > 1 << 20) {
        for (int i = 0; i < history.length; i++) {
          history[i] >>= 1;
        }
      }
    }
    exact = proved;
    return v;
  }

  /** Whether a remembered move is this node's legal move with exactly these flags (keys can collide). */
  private static boolean isLegal(long myQ, long myR, long opQ, long opR, long buttons, int m) {
    int from = Rules.from(m);
    int to = Rules.to(m);
    long fromBit = 1L << from;
    long toBit = 1L << to;
    boolean queen = (myQ & fromBit) != 0L;
    if (!queen && (myR & fromBit) == 0L) {
      return false;
    }
    long mine = myQ | myR;
    long occupied = mine | opQ | opR | buttons;
    long targets = (queen ? Slides.queen(from, occupied) : Slides.rook(from, occupied)) & ~mine;
    if ((targets & toBit) == 0L) {
      return false;
    }
    int captured = (opQ & toBit) != 0L ? Rules.QUEEN : (opR & toBit) != 0L ? Rules.ROOK : -1;
    return m == Rules.encode(from, to, queen ? Rules.QUEEN : Rules.ROOK, captured, (buttons & toBit) != 0L);
  }

  /** Gives each move of {@code moves[base..base+n)} its ordering key in {@code sortKeys}. */
  private void scoreMoves(long myQ, long myR, long opQ, long opR, long buttons, int base, int n, int side,
      int ply) {
    long theirs = opQ | opR;
    long danger = Rules.reach(opQ, opR, myQ | myR | theirs | buttons);
    boolean lastEnemy = (theirs & (theirs - 1)) == 0L;
    for (int i = 0; i < n; i++) {
      sortKeys[base + i] = orderKey((int) moves[base + i], danger, lastEnemy, 0, side, ply);
    }
  }

  /** Moves the best-keyed of the moves {@code k..n-1} to place {@code k} and returns it; stable. */
  private int pick(int base, int k, int n) {
    int bestAt = base + k;
    int bestKey = sortKeys[bestAt];
    for (int i = base + k + 1; i < base + n; i++) {
      if (sortKeys[i] > bestKey) {
        bestKey = sortKeys[i];
        bestAt = i;
      }
    }
    int m = (int) moves[bestAt];
    if (bestAt != base + k) {
      // shift rather than swap, so that equal keys keep the rules' order
      System.arraycopy(moves, base + k, moves, base + k + 1, bestAt - base - k);
      System.arraycopy(sortKeys, base + k, sortKeys, base + k + 1, bestAt - base - k);
      moves[base + k] = m;
      sortKeys[base + k] = bestKey;
    }
    return m;
  }

  private int orderKey(int m, long danger, boolean lastEnemy, int preferred, int side, int ply) {
    if (preferred != 0 && Rules.fromTo(m) == Rules.fromTo(preferred)) {
      return 1 << 30;
    }
    boolean safe = (danger & (1L << Rules.to(m))) == 0L;
    int captured = Rules.captured(m);
    if (captured >= 0 && lastEnemy) {
      return 1 << 29;
    }
    if (Rules.collects(m)) {
      return (1 << 27) + (safe ? 1 << 26 : 0);
    }
    if (captured >= 0) {
      return (1 << 24) + (captured == Rules.QUEEN ? 1 << 23 : 0) + (safe ? 1 << 22 : 0);
    }
    if (m == killers[2 * ply]) {
      return 1 << 21;
    }
    if (m == killers[2 * ply + 1]) {
      return 1 << 20;
    }
    return Math.min(history[side * 4096 + Rules.fromTo(m)], (1 << 20) - 1);
  }

  /**
   * Writes the moves {@code list[base..base+n)} of the root in search order into {@code order[0..n)}:
   * the preferred move, captures of the last enemy piece, safe collections, other collections,
   * captures (of a queen first), killers, then by history.
   */
  private void orderMoves(long myQ, long myR, long opQ, long opR, long buttons, long[] list, int base, int n,
      int preferred, int side, int ply) {
    long theirs = opQ | opR;
    long danger = Rules.reach(opQ, opR, myQ | myR | theirs | buttons);
    boolean lastEnemy = (theirs & (theirs - 1)) == 0L;
    int out = ply * Rules.MAX_MOVES;
    for (int i = 0; i < n; i++) {
      int m = (int) list[base + i];
      int key = orderKey(m, danger, lastEnemy, preferred, side, ply);
      // insertion sort, stable: equal keys keep the rules' order
      int j = i - 1;
      while (j >= 0 && sortKeys[out + j] < key) {
        sortKeys[out + j + 1] = sortKeys[out + j];
        order[out + j + 1] = order[out + j];
        j--;
      }
      sortKeys[out + j + 1] = key;
      order[out + j + 1] = m;
    }
  }

  /**
   * The line of a solved root: at each position on it, the first move proved to reach that
   * position's value, down to the end of the round.
   */
  private void collectExactLine() {
    lineLength = 0;
    long myQ = rootMyQueens;
    long myR = rootMyRooks;
    long opQ = rootOpQueens;
    long opR = rootOpRooks;
    long buttons = rootButtons;
    int side = rootSide;
    int left = rootLeft;
    long key = rootKey;
    int m = bestMove;
    int target = bestValue;
    long[] buffer = new long[Rules.MAX_MOVES];
    while (lineLength < rootLeft) {
      line[lineLength++] = m;
      int from = Rules.from(m);
      int to = Rules.to(m);
      int role = Rules.role(m);
      long bits = (1L << from) | (1L << to);
      key ^= Zobrist.piece(side, role, from) ^ Zobrist.piece(side, role, to) ^ Zobrist.blackToMove()
          ^ Zobrist.pliesLeft(left) ^ Zobrist.pliesLeft(left - 1);
      if (role == Rules.QUEEN) {
        myQ ^= bits;
      } else {
        myR ^= bits;
      }
      int captured = Rules.captured(m);
      if (captured == Rules.QUEEN) {
        opQ ^= 1L << to;
        key ^= Zobrist.piece(1 - side, Rules.QUEEN, to);
      } else if (captured == Rules.ROOK) {
        opR ^= 1L << to;
        key ^= Zobrist.piece(1 - side, Rules.ROOK, to);
      }
      if (Rules.collects(m)) {
        buttons ^= 1L << to;
        key ^= Zobrist.button(to);
        target -= Evaluation.BUTTON;
      }
      // what the move reached is what the opponent is held to, from its own view
      target = -target;
      long t = myQ;
      myQ = opQ;
      opQ = t;
      t = myR;
      myR = opR;
      opR = t;
      side = 1 - side;
      left--;
      boolean white = side == Rules.WHITE;
      if (Rules.ending(white ? myQ : opQ, white ? myR : opR, white ? opQ : myQ, white ? opR : myR, buttons, left)
          != Rules.GOES_ON) {
        return;
      }
      int n = Rules.generate(myQ, myR, opQ, opR, buttons, buffer, 0);
      m = 0;
      for (int i = 0; i < n && m == 0; i++) {
        int v = child(myQ, myR, opQ, opR, buttons, side, left, key, (int) buffer[i], left, lineLength, target - 1, target,
            false);
        if (stopped) {
          return;
        }
        if (v >= target) {
          m = (int) buffer[i];
        }
      }
      if (m == 0) {
        return;
      }
    }
  }

  private void collectLine() {
    lineLength = 0;
    long myQ = rootMyQueens;
    long myR = rootMyRooks;
    long opQ = rootOpQueens;
    long opR = rootOpRooks;
    long buttons = rootButtons;
    int side = rootSide;
    int left = rootLeft;
    long key = rootKey;
    int m = bestMove;
    long[] buffer = new long[Rules.MAX_MOVES];
    int max = bestExact ? left : completedDepth;
    while (m != 0 && lineLength < max) {
      line[lineLength++] = m;
      int from = Rules.from(m);
      int to = Rules.to(m);
      int role = Rules.role(m);
      long bits = (1L << from) | (1L << to);
      key ^= Zobrist.piece(side, role, from) ^ Zobrist.piece(side, role, to) ^ Zobrist.blackToMove()
          ^ Zobrist.pliesLeft(left) ^ Zobrist.pliesLeft(left - 1);
      if (role == Rules.QUEEN) {
        myQ ^= bits;
      } else {
        myR ^= bits;
      }
      int captured = Rules.captured(m);
      if (captured == Rules.QUEEN) {
        opQ ^= 1L << to;
        key ^= Zobrist.piece(1 - side, Rules.QUEEN, to);
      } else if (captured == Rules.ROOK) {
        opR ^= 1L << to;
        key ^= Zobrist.piece(1 - side, Rules.ROOK, to);
      }
      if (Rules.collects(m)) {
        buttons ^= 1L << to;
        key ^= Zobrist.button(to);
      }
      long t = myQ;
      myQ = opQ;
      opQ = t;
      t = myR;
      myR = opR;
      opR = t;
      side = 1 - side;
      left--;
      boolean white = side == Rules.WHITE;
      if (Rules.ending(white ? myQ : opQ, white ? myR : opR, white ? opQ : myQ, white ? opR : myR, buttons, left)
          != Rules.GOES_ON) {
        break;
      }
      int slot = probe(key);
      if (slot < 0) {
        break;
      }
      int wanted = (int) (tableData[slot] >>> 32);
      int n = Rules.generate(myQ, myR, opQ, opR, buttons, buffer, 0);
      m = 0;
      for (int i = 0; i < n; i++) {
        if (wanted != 0 && buffer[i] == wanted) {
          m = wanted;
          break;
        }
      }
    }
  }

  // ---------------------------------------------------------------- transposition table

  private static final long PROVED = 1L << 26;

  private static int valueOf(long data) {
    return (int) (data & 0xFFFFL) - 32768;
  }

  private static int boundOf(long data) {
    return (int) ((data >>> 16) & 3L);
  }

  private static int depthOf(long data) {
    return (int) ((data >>> 18) & 0xFFL);
  }

  private int probe(long key) {
    int i = (int) key & bucketMask;
    if (tableKeys[i] == key && tableData[i] != 0L) {
      return i;
    }
    if (tableKeys[i + 1] == key && tableData[i + 1] != 0L) {
      return i + 1;
    }
    return -1;
  }

  private void store(long key, int value, int move, int depth, int bound, boolean proved) {
    long data = ((long) move << 32) | (proved ? PROVED : 0L) | ((long) Math.min(depth, 255) << 18)
        | ((long) bound << 16) | (long) (value + 32768);
    int i = (int) key & bucketMask;
    long old = tableData[i];
    boolean same = tableKeys[i] == key;
    // deeper entries are worth more; at equal depth a proved one more than an estimate
    int oldPriority = old == 0L ? -1 : 2 * depthOf(old) + ((old & PROVED) != 0L ? 1 : 0);
    int newPriority = 2 * depth + (proved ? 1 : 0);
    if (same || newPriority >= oldPriority) {
      if (!same && old != 0L) {
        // the deposed entry keeps its place as the bucket's recent one
        tableKeys[i + 1] = tableKeys[i];
        tableData[i + 1] = old;
      }
      tableKeys[i] = key;
      tableData[i] = data;
    } else {
      tableKeys[i + 1] = key;
      tableData[i + 1] = data;
    }
  }
}
