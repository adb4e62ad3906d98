package io.github.tabla.games.draughts.internal;

import io.github.tabla.core.robot.Cancellation;
import io.github.tabla.core.robot.TableMemory;

/**
 * The Italian draughts search on the kernel's bitboards: iterative deepening over a principal-variation
 * alpha-beta search, a transposition table of fixed size, a quiescence search that plays out pending
 * captures (a capture is compulsory, ID-8, so a position where one is pending is never judged
 * statically), move ordering by the table's move, killer moves and a history of cut-offs, endgame
 * tables at the leaves, and limits on nodes, depth, time and a {@link Cancellation}.
 *
 * <h2>Values</h2>
 * Values are seen from the side to move, in hundredths of a man. A finished game is worth
 * {@code ±(}{@link #WIN}{@code  - plies)} counted from the root, so quicker wins are worth more. The
 * endgame tables answer win, draw or loss with the distance to the end (under ID-12); a win is used as
 * exact only when the no-progress draw (ID-13.3) cannot come first, that is when the position's counter
 * plus the distance is at most 80 plies: the tables' quickest wins never go more than 64 plies without
 * progress (see {@link EndgameTables#longestRunWithoutProgress()}). A position repeated on the search
 * path is a draw (ID-13.2 counts three occurrences; the second is enough inside a search, since the
 * side that repeated once can repeat again), and so is a position whose no-progress counter reached 80
 * plies when the rule is on.
 *
 * <h2>Limits</h2>
 * The node limit is checked at every node, so a node or depth limit gives the same result on every
 * machine; the clock and the cancellation are polled every 1024 nodes. A new iteration does not start
 * once half of the time is used. When stopped, the search keeps the best move of the last complete
 * iteration, or a better root move the unfinished one has already proved.
 *
 * <p>An engine owns its buffers and is not thread-safe: one per search, or one per thread reused. Its
 * results are deterministic for the same position, limits and table size.
 *
 * <pre>{@code
 * Engine engine = new Engine(Evaluation.TUNED, tables, true, 1 << 20);
 * engine.limit(Long.MAX_VALUE, 12, 0L, new Cancellation());
 * engine.think(white, black, kings, true, 0);
 * long best = engine.rootMove(engine.bestIndex());
 * }</pre>
 */
public final class Engine {
  /** The value of a won game at the root. */
  public static final int WIN = 1_000_000;
  /** Values from here up are wins (down from the negative, losses). */
  public static final int WIN_THRESHOLD = WIN - 10_000;
  /** The deepest ply the search goes, extensions and quiescence included. */
  public static final int MAX_PLY = 120;
  /** The no-progress limit of ID-13.3, in plies. */
  public static final int NO_PROGRESS_LIMIT = DraughtsKernel.NO_PROGRESS_LIMIT;

  private static final int INFINITY = WIN + 1;
  private static final int POLL_MASK = 1023;
  private static final int ASPIRATION = 35;

  // table entry layout: value (32 bits) | move + 1 (8) | depth + 1 (8) | bound (2)
  private static final int EXACT = 3;
  private static final int LOWER = 2;
  private static final int UPPER = 1;

  private final Evaluation evaluation;
  private final EndgameTables tables;
  private final int tablePieces;
  private final boolean noProgressDraw;

  private final long[] ttKeys;
  private final long[] ttData;
  private final int ttMask;

  private final MoveGenerator generator = new MoveGenerator();
  private final MoveList[] lists = new MoveList[MAX_PLY + 2];
  private final int[][] scores = new int[MAX_PLY + 2][];
  private final int[][] orders = new int[MAX_PLY + 2][];
  private final long[] killerA = new long[MAX_PLY + 2];
  private final long[] killerB = new long[MAX_PLY + 2];
  private final int[] history = new int[2 * 32 * 32];
  private final long[] keys = new long[MAX_PLY + 2];
  private final int[][] pvPath = new int[MAX_PLY + 2][MAX_PLY + 2];
  private final long[][] pvMove = new long[MAX_PLY + 2][MAX_PLY + 2];
  private final int[] pvLength = new int[MAX_PLY + 2];

  private boolean reductions = true;

  // limits
  private long maxNodes = Long.MAX_VALUE;
  private int maxDepth = MAX_PLY;
  private long budgetNanos;
  private long startNanos;
  private Cancellation cancellation = new Cancellation();
  private long nodes;
  private boolean stopped;

  // the root
  private final MoveList rootList = new MoveList();
  private int[] rootOrder = new int[64];
  private int[] rootValues = new int[64];
  private int rootCount;
  private int rootWhite;
  private int rootBlack;
  private int rootKings;
  private boolean rootWhiteToMove;
  private int rootCounter;

  // results
  private int bestIndex;
  private int bestValue;
  private int depthDone;
  private boolean exact;
  private final int[] bestLinePath = new int[MAX_PLY + 2];
  private final long[] bestLineMove = new long[MAX_PLY + 2];
  private int bestLineLength;

  /**
   * An engine.
   *
   * @param evaluation the judgement of quiet positions
   * @param tables endgame tables, or {@code null} for none
   * @param noProgressDraw whether 80 plies without progress draw (ID-13.3)
   * @param tableEntries the transposition table's entries, rounded down to a power of two, at least 2
   *     (16 bytes each)
   */
  public Engine(Evaluation evaluation, EndgameTables tables, boolean noProgressDraw, int tableEntries) {
    this.evaluation = evaluation;
    this.tables = tables;
    this.tablePieces = tables == null ? 0 : tables.maxPieces();
    this.noProgressDraw = noProgressDraw;
    // as large as asked, or as fits the memory (TableMemory): a smaller table, never an OutOfMemoryError
    long[][] table = TableMemory.allocate(Math.max(2, tableEntries), 16,
        k -> new long[][] {new long[Math.max(2, k)], new long[Math.max(2, k)]});
    this.ttKeys = table[0];
    this.ttData = table[1];
    this.ttMask = ttKeys.length - 1;
    for (int i = 0; i < lists.length; i++) {
      lists[i] = new MoveList(32);
      scores[i] = new int[32];
      orders[i] = new int[32];
    }
  }

  /**
   * Sets the limits of the next search.
   *
   * @param nodes the most nodes, at least 1
   * @param depth the deepest iteration, in plies
   * @param nanos the time, 0 for no limit
   * @param stop a flag another thread may set
   */
  public void limit(long nodes, int depth, long nanos, Cancellation stop) {
    this.maxNodes = nodes;
    this.maxDepth = Math.max(1, Math.min(depth, MAX_PLY - 20));
    this.budgetNanos = nanos;
    this.cancellation = stop;
  }

  /**
   * Turns late move reductions on or off (on by default): quiet moves late in the order are searched a
   * ply shallower first, and again at full depth only when they look better than the best so far.
   *
   * @param on whether to reduce
   */
  public void reductions(boolean on) {
    this.reductions = on;
  }

  // ------------------------------------------------------------------ results

  /**
   * The number of root moves of the last search.
   *
   * @return the count
   */
  public int rootCount() {
    return rootCount;
  }

  /**
   * A root move in the generator's order.
   *
   * @param i 0 to {@link #rootCount()} - 1
   * @return the packed move
   */
  public long rootMove(int i) {
    return rootList.move(i);
  }

  /**
   * A root move's packed path.
   *
   * @param i 0 to {@link #rootCount()} - 1
   * @return the path
   */
  public int rootPath(int i) {
    return rootList.path(i);
  }

  /**
   * The value of a root move found by {@link #scoreRootMoves}.
   *
   * @param i 0 to {@link #rootCount()} - 1
   * @return its value from the mover's view
   */
  public int rootValue(int i) {
    return rootValues[i];
  }

  /**
   * The best root move's index.
   *
   * @return 0 to {@link #rootCount()} - 1
   */
  public int bestIndex() {
    return bestIndex;
  }

  /**
   * The value of the position.
   *
   * @return the value from the side to move's view
   */
  public int value() {
    return bestValue;
  }

  /**
   * The deepest complete iteration.
   *
   * @return plies, 0 when none completed
   */
  public int depth() {
    return depthDone;
  }

  /**
   * Whether the value is proved: a win or a loss the search saw to the end, or an endgame table's
   * answer.
   *
   * @return {@code true} when exact
   */
  public boolean exact() {
    return exact;
  }

  /**
   * The nodes visited by the last search.
   *
   * @return the count
   */
  public long nodes() {
    return nodes;
  }

  /**
   * The length of the expected line.
   *
   * @return the number of moves, at least 1 after a search
   */
  public int lineLength() {
    return bestLineLength;
  }

  /**
   * A packed path of the expected line.
   *
   * @param i 0 to {@link #lineLength()} - 1
   * @return the path of the {@code i}-th move
   */
  public int linePath(int i) {
    return bestLinePath[i];
  }

  /**
   * A packed move of the expected line.
   *
   * @param i 0 to {@link #lineLength()} - 1
   * @return the {@code i}-th move
   */
  public long lineMove(int i) {
    return bestLineMove[i];
  }

  // ------------------------------------------------------------------ searching

  private void start(int white, int black, int kings, boolean whiteToMove, int counter) {
    startNanos = System.nanoTime();
    nodes = 0;
    stopped = false;
    java.util.Arrays.fill(ttKeys, 0L);
    java.util.Arrays.fill(ttData, 0L);
    java.util.Arrays.fill(killerA, 0L);
    java.util.Arrays.fill(killerB, 0L);
    java.util.Arrays.fill(history, 0);
    rootWhite = white;
    rootBlack = black;
    rootKings = kings;
    rootWhiteToMove = whiteToMove;
    rootCounter = counter;
    rootCount = generator.generate(white, black, kings, whiteToMove, rootList);
    if (rootOrder.length < rootCount) {
      rootOrder = new int[rootCount];
      rootValues = new int[rootCount];
    }
    for (int i = 0; i < rootCount; i++) {
      rootOrder[i] = i;
      rootValues[i] = 0;
    }
    bestIndex = 0;
    bestValue = 0;
    depthDone = 0;
    exact = false;
    bestLineLength = rootCount > 0 ? 1 : 0;
    if (rootCount > 0) {
      bestLinePath[0] = rootList.path(0);
      bestLineMove[0] = rootList.move(0);
    }
  }

  /**
   * Searches a position by iterative deepening within the limits; the results are then in
   * {@link #bestIndex()}, {@link #value()}, {@link #depth()}, {@link #exact()} and the line.
   *
   * @param white White's pieces
   * @param black Black's pieces
   * @param kings the kings of both sides
   * @param whiteToMove whose turn it is
   * @param counter the no-progress counter, in plies
   * @return the number of root moves; 0 when the position is over (nothing was searched)
   */
  public int think(int white, int black, int kings, boolean whiteToMove, int counter) {
    start(white, black, kings, whiteToMove, counter);
    if (rootCount == 0) {
      return 0;
    }
    long rootKey = Zobrist.arrangement(white, black, kings, whiteToMove);
    keys[0] = rootKey;
    boolean rootInTables = tableValue(white, black, kings, whiteToMove, counter, 0) != Integer.MIN_VALUE;
    int previous = 0;
    for (int depth = 1; depth <= maxDepth; depth++) {
      int value;
      if (depth >= 4 && !isDecisive(previous)) {
        int alpha = previous - ASPIRATION;
        int beta = previous + ASPIRATION;
        value = root(depth, alpha, beta);
        if (!stopped && (value <= alpha || value >= beta)) {
          value = root(depth, -INFINITY, INFINITY);
        }
      } else {
        value = root(depth, -INFINITY, INFINITY);
      }
      if (stopped) {
        break;
      }
      previous = value;
      bestValue = value;
      bestIndex = rootOrder[0];
      depthDone = depth;
      copyLine();
      exact = rootInTables || isDecisive(value);
      if (rootInTables || isDecisive(value) && depth >= WIN - Math.abs(value)) {
        break;
      }
      if (budgetNanos > 0 && System.nanoTime() - startNanos >= budgetNanos / 2) {
        break;
      }
    }
    if (depthDone == 0) {
      // not even one iteration: the generator's first move and the judgement of the position
      bestIndex = rootOrder[0];
      bestValue = staticValue(white, black, kings, whiteToMove);
    }
    return rootCount;
  }

  private void copyLine() {
    int n = Math.max(1, pvLength[0]);
    for (int i = 0; i < n; i++) {
      bestLinePath[i] = pvLength[0] > 0 ? pvPath[0][i] : rootList.path(rootOrder[0]);
      bestLineMove[i] = pvLength[0] > 0 ? pvMove[0][i] : rootList.move(rootOrder[0]);
    }
    bestLineLength = n;
  }

  /**
   * Scores every root move with a full window at one depth (deepening to it), for the gentle levels
   * that choose among the moves with noise; the values are then in {@link #rootValue(int)}. When the
   * limits stop the search, the values of the last complete depth stay (at depth 0: the judgement of
   * each move's result).
   *
   * @param white White's pieces
   * @param black Black's pieces
   * @param kings the kings of both sides
   * @param whiteToMove whose turn it is
   * @param counter the no-progress counter
   * @param depth the depth, at least 1
   * @return the number of root moves
   */
  public int scoreRootMoves(int white, int black, int kings, boolean whiteToMove, int counter, int depth) {
    start(white, black, kings, whiteToMove, counter);
    if (rootCount == 0) {
      return 0;
    }
    keys[0] = Zobrist.arrangement(white, black, kings, whiteToMove);
    int[] values = new int[rootCount];
    for (int i = 0; i < rootCount; i++) {
      values[i] = -childStatic(i);
    }
    System.arraycopy(values, 0, rootValues, 0, rootCount);
    int target = Math.min(depth, maxDepth);
    for (int d = 1; d <= target; d++) {
      for (int i = 0; i < rootCount && !stopped; i++) {
        values[i] = rootChild(i, d, -INFINITY, INFINITY);
      }
      if (stopped) {
        break;
      }
      System.arraycopy(values, 0, rootValues, 0, rootCount);
      depthDone = d;
    }
    int best = 0;
    for (int i = 1; i < rootCount; i++) {
      if (rootValues[i] > rootValues[best]) {
        best = i;
      }
    }
    bestIndex = best;
    bestValue = rootValues[best];
    bestLineLength = 1;
    bestLinePath[0] = rootList.path(best);
    bestLineMove[0] = rootList.move(best);
    return rootCount;
  }

  private int childStatic(int i) {
    long m = rootList.move(i);
    int captured = MoveRules.captured(m);
    int w = MoveRules.white(rootWhite, m, rootWhiteToMove);
    int b = MoveRules.black(rootBlack, m, rootWhiteToMove);
    int k = MoveRules.kings(rootKings, m, w, b);
    if (!MoveGenerator.hasMove(w, b, k, !rootWhiteToMove)) {
      return -(WIN - 1);
    }
    return staticValue(w, b, k, !rootWhiteToMove);
  }

  private int staticValue(int white, int black, int kings, boolean whiteToMove) {
    return evaluation.evaluate(white, black, kings, whiteToMove);
  }

  /** The value of root move {@code i} searched to {@code depth} in a window, from the mover's view. */
  private int rootChild(int i, int depth, int alpha, int beta) {
    long m = rootList.move(i);
    int path = rootList.path(i);
    boolean wtm = rootWhiteToMove;
    int captured = MoveRules.captured(m);
    int w = MoveRules.white(rootWhite, m, wtm);
    int b = MoveRules.black(rootBlack, m, wtm);
    int k = MoveRules.kings(rootKings, m, w, b);
    boolean progress = MoveRules.progress(rootKings, m);
    long key = childKey(keys[0], rootKings, wtm, m, path);
    int v = -search(depth - 1, 1, -beta, -alpha, w, b, k, !wtm, progress ? 0 : rootCounter + 1, key);
    if (!stopped) {
      // the line: this move, then the child's
      pvPath[0][0] = path;
      pvMove[0][0] = m;
      int n = pvLength[1];
      for (int j = 0; j < n; j++) {
        pvPath[0][j + 1] = pvPath[1][j];
        pvMove[0][j + 1] = pvMove[1][j];
      }
      pvLength[0] = n + 1;
    }
    return v;
  }

  /** One iteration at the root: principal-variation search over the root moves in order. */
  private int root(int depth, int alpha, int beta) {
    if (!countNode()) {
      return 0;
    }
    int best = -INFINITY;
    int a = alpha;
    int raisedK = -1;
    int raisedValue = 0;
    int[] savedPath = new int[MAX_PLY + 2];
    long[] savedMove = new long[MAX_PLY + 2];
    int savedLength = 0;
    for (int kk = 0; kk < rootCount; kk++) {
      int i = rootOrder[kk];
      int v;
      if (kk == 0) {
        v = rootChild(i, depth, a, beta);
      } else {
        v = rootChild(i, depth, a, a + 1);
        if (!stopped && v > a && v < beta) {
          v = rootChild(i, depth, a, beta);
        }
      }
      if (stopped) {
        if (raisedK > 0 && depth > 1) {
          // a move the unfinished iteration proved better than the previous best: play it
          promote(raisedK);
          bestIndex = rootOrder[0];
          bestValue = raisedValue;
          restoreLine(savedPath, savedMove, savedLength);
        }
        return best;
      }
      best = Math.max(best, v);
      if (v > a) {
        a = v;
        raisedK = kk;
        raisedValue = v;
        savedLength = pvLength[0];
        System.arraycopy(pvPath[0], 0, savedPath, 0, savedLength);
        System.arraycopy(pvMove[0], 0, savedMove, 0, savedLength);
        if (a >= beta) {
          break;
        }
      }
    }
    if (raisedK >= 0) {
      promote(raisedK);
      pvLength[0] = savedLength;
      System.arraycopy(savedPath, 0, pvPath[0], 0, savedLength);
      System.arraycopy(savedMove, 0, pvMove[0], 0, savedLength);
    }
    return best;
  }

  private void restoreLine(int[] path, long[] move, int length) {
    if (length == 0) {
      return;
    }
    System.arraycopy(path, 0, bestLinePath, 0, length);
    System.arraycopy(move, 0, bestLineMove, 0, length);
    bestLineLength = length;
  }

  /** Moves the root move at order position {@code k} to the front, keeping the others' order. */
  private void promote(int k) {
    int i = rootOrder[k];
    System.arraycopy(rootOrder, 0, rootOrder, 1, k);
    rootOrder[0] = i;
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
    if ((nodes & POLL_MASK) == 1
        && (cancellation.isCancelled() || budgetNanos > 0 && System.nanoTime() - startNanos >= budgetNanos)) {
      stopped = true;
      return false;
    }
    return true;
  }

  private static boolean isDecisive(int value) {
    return Math.abs(value) >= WIN_THRESHOLD;
  }

  /**
   * The tables' value of a position {@code ply} plies from the root, or {@link Integer#MIN_VALUE} when
   * the tables do not know it or the no-progress draw could come before its end.
   */
  private int tableValue(int white, int black, int kings, boolean whiteToMove, int counter, int ply) {
    if (Integer.bitCount(white | black) > tablePieces) {
      return Integer.MIN_VALUE;
    }
    int v = tables.probe(white, black, kings, whiteToMove);
    if (v == EndgameTables.NOT_FOUND) {
      return Integer.MIN_VALUE;
    }
    if (v == EndgameTables.DRAW) {
      return 0;
    }
    int d = EndgameTables.distance(v);
    if (noProgressDraw && counter + d > NO_PROGRESS_LIMIT) {
      return Integer.MIN_VALUE;
    }
    return EndgameTables.isWin(v) ? WIN - ply - d : -(WIN - ply - d);
  }

  static long childKey(long key, int kings, boolean whiteToMove, long move, int path) {
    return MoveRules.key(key, kings, whiteToMove, move, MoveGenerator.origin(path));
  }

  /** The negamax value of a position {@code ply} plies below the root, fail-soft. */
  private int search(int depth, int ply, int alpha, int beta, int white, int black, int kings, boolean whiteToMove,
      int counter, long key) {
    pvLength[ply] = 0;
    if (depth <= 0 || ply >= MAX_PLY - 4) {
      return quiesce(ply, alpha, beta, white, black, kings, whiteToMove, counter, key, 0);
    }
    if (!countNode()) {
      return 0;
    }
    keys[ply] = key;
    for (int i = ply - 2; i >= 0 && i >= ply - counter; i -= 2) {
      if (keys[i] == key) {
        return 0;
      }
    }
    int known = tableValue(white, black, kings, whiteToMove, counter, ply);
    if (known != Integer.MIN_VALUE) {
      return known;
    }
    // no game can end sooner than this ply
    int a = Math.max(alpha, -(WIN - ply));
    int bt = Math.min(beta, WIN - ply - 1);
    if (a >= bt) {
      return a;
    }
    MoveList list = lists[ply];
    int n = generator.generate(white, black, kings, whiteToMove, list);
    if (n == 0) {
      return -(WIN - ply);
    }
    if (noProgressDraw && counter >= NO_PROGRESS_LIMIT) {
      return 0;
    }
    int slot = (int) key & ttMask;
    int ttMove = -1;
    if (ttKeys[slot] == key) {
      long data = ttData[slot];
      ttMove = (int) ((data >>> 32) & 0xFF) - 1;
      int ttDepth = (int) ((data >>> 40) & 0xFF) - 1;
      if (ttDepth >= depth) {
        int v = fromTable((int) data, ply);
        int bound = (int) ((data >>> 48) & 3);
        if (bound == EXACT || bound == LOWER && v >= bt || bound == UPPER && v <= a) {
          return v;
        }
      }
      if (ttMove >= n) {
        ttMove = -1;
      }
    }
    // a forced move (often a compulsory capture) costs no depth
    int nextDepth = n == 1 ? depth : depth - 1;
    order(list, n, ply, ttMove, kings, whiteToMove);
    int[] sc = scores[ply];
    int[] ord = orders[ply];
    int best = -INFINITY;
    int bestMove = 0;
    int origAlpha = a;
    for (int j = 0; j < n; j++) {
      int i = pick(ord, sc, j, n);
      long m = list.moves[i];
      int path = list.paths[i];
      int captured = MoveRules.captured(m);
      int w = MoveRules.white(white, m, whiteToMove);
      int b = MoveRules.black(black, m, whiteToMove);
      int k = MoveRules.kings(kings, m, w, b);
      boolean progress = MoveRules.progress(kings, m);
      int c = progress ? 0 : counter + 1;
      long childKey = childKey(key, kings, whiteToMove, m, path);
      int v;
      if (j == 0) {
        v = -search(nextDepth, ply + 1, -bt, -a, w, b, k, !whiteToMove, c, childKey);
      } else {
        // quiet moves late in the order, not the table's move, a promotion or a killer
        boolean reduce = reductions && j >= 3 && depth >= 3 && captured == 0 && sc[j] < (1 << 27) - 1;
        v = reduce ? -search(nextDepth - 1, ply + 1, -a - 1, -a, w, b, k, !whiteToMove, c, childKey) : a + 1;
        if (!stopped && v > a) {
          v = -search(nextDepth, ply + 1, -a - 1, -a, w, b, k, !whiteToMove, c, childKey);
        }
        if (!stopped && v > a && v < bt) {
          v = -search(nextDepth, ply + 1, -bt, -a, w, b, k, !whiteToMove, c, childKey);
        }
      }
      if (stopped) {
        return 0;
      }
      if (v > best) {
        best = v;
        bestMove = i;
        if (v > a) {
          a = v;
          updateLine(ply, path, m);
          if (a >= bt) {
            if (captured == 0) {
              rememberCutoff(ply, m, path, depth, whiteToMove);
            }
            break;
          }
        }
      }
    }
    int bound = best >= bt ? LOWER : best > origAlpha ? EXACT : UPPER;
    store(key, best, ply, bestMove, depth, bound);
    return best;
  }

  private void updateLine(int ply, int path, long move) {
    pvPath[ply][0] = path;
    pvMove[ply][0] = move;
    int n = pvLength[ply + 1];
    int[] cp = pvPath[ply + 1];
    long[] cm = pvMove[ply + 1];
    for (int j = 0; j < n; j++) {
      pvPath[ply][j + 1] = cp[j];
      pvMove[ply][j + 1] = cm[j];
    }
    pvLength[ply] = n + 1;
  }

  private void store(long key, int value, int ply, int move, int depth, int bound) {
    int slot = (int) key & ttMask;
    long old = ttData[slot];
    int oldDepth = (int) ((old >>> 40) & 0xFF) - 1;
    if (ttKeys[slot] == key || oldDepth <= depth || ((int) key & 1) == 0) {
      ttKeys[slot] = key;
      ttData[slot] = (toTable(value, ply) & 0xFFFFFFFFL) | (long) ((move + 1) & 0xFF) << 32
          | (long) (Math.min(depth, 250) + 1) << 40 | (long) bound << 48;
    }
  }

  private static int toTable(int value, int ply) {
    return value >= WIN_THRESHOLD ? value + ply : value <= -WIN_THRESHOLD ? value - ply : value;
  }

  private static int fromTable(int value, int ply) {
    return value >= WIN_THRESHOLD ? value - ply : value <= -WIN_THRESHOLD ? value + ply : value;
  }

  private void rememberCutoff(int ply, long move, int path, int depth, boolean whiteToMove) {
    if (killerA[ply] != move) {
      killerB[ply] = killerA[ply];
      killerA[ply] = move;
    }
    int h = historyIndex(move, path, whiteToMove);
    history[h] += depth * depth;
    if (history[h] > 1 << 20) {
      for (int i = 0; i < history.length; i++) {
        history[i] >>= 1;
      }
    }
  }

  private static int historyIndex(long move, int path, boolean whiteToMove) {
    int from = MoveGenerator.origin(path);
    int moved = (int) (move >>> 32);
    int to = moved == 0 ? from : Integer.numberOfTrailingZeros(moved ^ (1 << from));
    return (whiteToMove ? 0 : 1024) | from << 5 | to;
  }

  /** Scores the moves for ordering: the table's move, promotions, killers, then history. */
  private void order(MoveList list, int n, int ply, int ttMove, int kings, boolean whiteToMove) {
    int[] sc = scores[ply];
    if (sc.length < n) {
      sc = new int[Math.max(n, 2 * sc.length)];
      scores[ply] = sc;
      orders[ply] = new int[sc.length];
    }
    int[] ord = orders[ply];
    int crown = whiteToMove ? Geometry.WHITE_CROWN_ROW : Geometry.BLACK_CROWN_ROW;
    for (int i = 0; i < n; i++) {
      long m = list.moves[i];
      int s;
      if (i == ttMove) {
        s = 1 << 30;
      } else {
        int path = list.paths[i];
        int from = MoveGenerator.origin(path);
        int moved = (int) (m >>> 32);
        boolean man = (kings & (1 << from)) == 0;
        if (man && (moved & crown) != 0) {
          s = 1 << 28;
        } else if (m == killerA[ply]) {
          s = 1 << 27;
        } else if (m == killerB[ply]) {
          s = (1 << 27) - 1;
        } else {
          s = history[historyIndex(m, path, whiteToMove)];
        }
      }
      sc[i] = s;
      ord[i] = i;
    }
  }

  /** Swaps the best-scored of the remaining moves into place {@code j}; returns its index in the list. */
  private static int pick(int[] ord, int[] sc, int j, int n) {
    int best = j;
    for (int i = j + 1; i < n; i++) {
      if (sc[i] > sc[best]) {
        best = i;
      }
    }
    if (best != j) {
      int o = ord[j];
      ord[j] = ord[best];
      ord[best] = o;
      int s = sc[j];
      sc[j] = sc[best];
      sc[best] = s;
    }
    return ord[j];
  }

  /**
   * The quiescence search: a side that must capture plays every capture (ID-8), a quiet position is
   * judged statically, and a quiet position where the opponent threatens a capture is searched one ply
   * more (at most twice along a line) so that the judgement does not miss a lost piece.
   */
  private int quiesce(int ply, int alpha, int beta, int white, int black, int kings, boolean whiteToMove,
      int counter, long key, int threatPlies) {
    pvLength[ply] = 0;
    if (!countNode()) {
      return 0;
    }
    int known = tableValue(white, black, kings, whiteToMove, counter, ply);
    if (known != Integer.MIN_VALUE) {
      return known;
    }
    int jumpers = MoveGenerator.jumpers(white, black, kings, whiteToMove);
    if (jumpers == 0) {
      if (!MoveGenerator.hasMove(white, black, kings, whiteToMove)) {
        return -(WIN - ply);
      }
      if (noProgressDraw && counter >= NO_PROGRESS_LIMIT) {
        return 0;
      }
      int stand = staticValue(white, black, kings, whiteToMove);
      if (threatPlies >= 2 || ply >= MAX_PLY - 2
          || MoveGenerator.jumpers(white, black, kings, !whiteToMove) == 0) {
        return stand;
      }
      // a threat: look at every reply, without standing pat, since the threat may not be answerable
      keys[ply] = key;
      return expand(ply, alpha, beta, white, black, kings, whiteToMove, counter, key, threatPlies + 1);
    }
    if (ply >= MAX_PLY - 2) {
      return staticValue(white, black, kings, whiteToMove);
    }
    keys[ply] = key;
    return expand(ply, alpha, beta, white, black, kings, whiteToMove, counter, key, threatPlies);
  }

  private int expand(int ply, int alpha, int beta, int white, int black, int kings, boolean whiteToMove, int counter,
      long key, int threatPlies) {
    MoveList list = lists[ply];
    int n = generator.generate(white, black, kings, whiteToMove, list);
    int best = -INFINITY;
    int a = alpha;
    for (int i = 0; i < n; i++) {
      long m = list.moves[i];
      int path = list.paths[i];
      int captured = MoveRules.captured(m);
      int w = MoveRules.white(white, m, whiteToMove);
      int b = MoveRules.black(black, m, whiteToMove);
      int k = MoveRules.kings(kings, m, w, b);
      boolean progress = MoveRules.progress(kings, m);
      int v = -quiesce(ply + 1, -beta, -a, w, b, k, !whiteToMove, progress ? 0 : counter + 1,
          childKey(key, kings, whiteToMove, m, path), threatPlies);
      if (stopped) {
        return 0;
      }
      if (v > best) {
        best = v;
        if (v > a) {
          a = v;
          updateLine(ply, path, m);
          if (a >= beta) {
            break;
          }
        }
      }
    }
    return best;
  }
}
