package io.github.tabla.games.draughts.internal;

import io.github.tabla.core.robot.Cancellation;
import java.util.function.DoubleConsumer;
import org.jspecify.annotations.Nullable;

/**
 * Endgame tables of Italian draughts: the exact value of every position with few pieces, under ID-12
 * alone (a side with no piece or no legal move on its turn has lost; no draw rule), found by retrograde
 * analysis with the kernel's own {@link MoveGenerator}, so the tables obey exactly the rules the game
 * plays: compulsory captures and their four priorities (ID-8, ID-10), men that never capture kings
 * (ID-5), promotion that ends a capture (ID-11).
 *
 * <h2>Values</h2>
 * A probe answers one byte, {@link #DRAW} or {@code 1 + plies}: the number of plies to the end of the
 * game under perfect play, the winner playing for the quickest win and the loser for the slowest loss
 * (distance to win, DTW). An odd number of plies is a win for the side to move, an even number a loss
 * (0 plies: it has already lost). A position from which neither side can force ID-12 is a draw: the
 * defender can go on for ever, and the draw rules of ID-13 then end the game as a draw.
 *
 * <h2>Layout</h2>
 * One table per material signature (white men, white kings, black men, black kings), both sides to
 * move in one table. A position's index is the colex rank of its white men (on squares 5..32, where a
 * white man can stand, ID-11b), of its black men (on 1..28), of its white kings among the squares the
 * men leave free, of its black kings among the squares still free, and the side to move: the index
 * space has no gaps but the arrangements where a white and a black man share a square, which are not
 * positions (they stay {@link #DRAW} and are not counted).
 *
 * <h2>Algorithm</h2>
 * Signatures are solved from the fewest pieces up and, among signatures of as many pieces, from the
 * fewest men up: a capture leads to fewer pieces and a promotion (ID-6) to fewer men, both already
 * solved. Within a signature every position is generated forward once, counting its moves that stay in
 * the signature and looking up the others; then a queue ordered by distance resolves positions in
 * increasing distance: a position with a lost successor is won one ply later, a position whose
 * successors are all won is lost one ply after the slowest of them. Predecessors within the signature
 * come from unmoves: a king stepped back in any direction, a man stepped back, from a position where the
 * mover had no capture (ID-8). What is left is drawn.
 *
 * <p>An instance is immutable once made and safe to share between threads.
 *
 * <pre>{@code
 * EndgameTables tables = EndgameTables.generate(4, new Cancellation());
 * int v = tables.probe(white, black, kings, true);   // DRAW, or 1 + plies (odd: the side to move wins)
 * }</pre>
 */
public final class EndgameTables {
  private static final byte[] NO_BYTES = new byte[0];
  private static final long[] NO_LONGS = new long[0];
  /** The answer for a position the tables do not hold (too many pieces). */
  public static final int NOT_FOUND = -1;
  /** The answer for a drawn position. */
  public static final int DRAW = 0;
  /** The most pieces the tables can be made for. */
  public static final int MAX_PIECES = 6;
  /** The longest distance, in plies, one byte holds. */
  public static final int MAX_DISTANCE = 254;

  private static final int[][] BINOMIAL = new int[33][8];

  static {
    for (int n = 0; n <= 32; n++) {
      BINOMIAL[n][0] = 1;
      for (int k = 1; k < 8; k++) {
        BINOMIAL[n][k] = n == 0 ? 0 : BINOMIAL[n - 1][k - 1] + BINOMIAL[n - 1][k];
      }
    }
  }

  private final int maxPieces;
  private final byte[][] tables;
  private final long positions;
  private final long wins;
  private final long draws;
  private final long bytes;
  private final int longest;
  private final long nanos;

  private EndgameTables(int maxPieces, byte[][] tables, long[] counts, int longest, long nanos) {
    this.maxPieces = maxPieces;
    this.tables = tables;
    this.positions = counts[0];
    this.wins = counts[1];
    this.draws = counts[2];
    this.bytes = counts[3];
    this.longest = longest;
    this.nanos = nanos;
  }

  /**
   * Makes the tables of every position with at most a number of pieces.
   *
   * @param maxPieces 2 to {@link #MAX_PIECES}
   * @param cancellation stops the work between two signatures; the tables then hold fewer pieces
   * @return the tables
   * @throws IllegalArgumentException when {@code maxPieces} is out of range
   * @throws IllegalStateException when a distance does not fit a byte (never for up to 5 pieces)
   */
  public static EndgameTables generate(int maxPieces, Cancellation cancellation) {
    return generate(maxPieces, cancellation, done -> { });
  }

  /**
   * Makes the tables of every position with at most a number of pieces, saying how far it is.
   *
   * @param maxPieces 2 to {@link #MAX_PIECES}
   * @param cancellation stops the work between two signatures; the tables then hold fewer pieces
   * @param progress told the share of the work done (0 to 1) after each material signature, each weighed
   *     by the positions it roughly holds
   * @return the tables
   * @throws IllegalArgumentException when {@code maxPieces} is out of range
   * @throws IllegalStateException when a distance does not fit a byte (never for up to 5 pieces)
   */
  public static EndgameTables generate(int maxPieces, Cancellation cancellation, DoubleConsumer progress) {
    if (maxPieces < 2 || maxPieces > MAX_PIECES) {
      throw new IllegalArgumentException("endgame tables hold 2 to " + MAX_PIECES + " pieces, not " + maxPieces);
    }
    long start = System.nanoTime();
    byte[][] tables = new byte[8 * 8 * 8 * 8][];
    long[] counts = new long[4];
    int longest = 0;
    int done = 1;
    Builder builder = new Builder(tables);
    double work = 0;
    for (int n = 2; n <= maxPieces; n++) {
      work += signatures(n) * weight(n);
    }
    double worked = 0;
    for (int n = 2; n <= maxPieces && !cancellation.isCancelled(); n++) {
      for (int men = 0; men <= n; men++) {
        for (int wm = 0; wm <= men; wm++) {
          int bm = men - wm;
          for (int wk = 0; wk <= n - men; wk++) {
            int bk = n - men - wk;
            if (wm + wk == 0 || bm + bk == 0) {
              continue;
            }
            longest = Math.max(longest, builder.solve(wm, wk, bm, bk, counts));
            worked += weight(n);
            progress.accept(worked / work);
          }
        }
      }
      done = n;
    }
    return new EndgameTables(done, tables, counts, longest, System.nanoTime() - start);
  }

  // the material signatures of n pieces with at least one piece a side
  private static int signatures(int n) {
    int count = 0;
    for (int men = 0; men <= n; men++) {
      for (int wm = 0; wm <= men; wm++) {
        for (int wk = 0; wk <= n - men; wk++) {
          count += wm + wk == 0 || men - wm + n - men - wk == 0 ? 0 : 1;
        }
      }
    }
    return count;
  }

  // the positions a signature of n pieces roughly holds: 32 squares a piece
  private static double weight(int n) {
    return Math.pow(32, n);
  }

  /**
   * The most pieces a position may have to be in the tables.
   *
   * @return the number of pieces
   */
  public int maxPieces() {
    return maxPieces;
  }

  /**
   * The number of positions solved (both sides to move counted).
   *
   * @return the positions
   */
  public long positions() {
    return positions;
  }

  /**
   * The number of positions won by the side to move.
   *
   * @return the wins
   */
  public long wins() {
    return wins;
  }

  /**
   * The number of drawn positions.
   *
   * @return the draws
   */
  public long draws() {
    return draws;
  }

  /**
   * The number of positions lost by the side to move (0 plies included: no piece or no move).
   *
   * @return the losses
   */
  public long losses() {
    return positions - wins - draws;
  }

  /**
   * The memory the tables take: one byte per index.
   *
   * @return bytes
   */
  public long bytes() {
    return bytes;
  }

  /**
   * The longest win in the tables, in plies.
   *
   * @return the largest distance
   */
  public int longestWin() {
    return longest;
  }

  /**
   * How long making the tables took.
   *
   * @return nanoseconds of wall-clock time
   */
  public long generationNanos() {
    return nanos;
  }

  /**
   * Whether a probe answer is a win for the side to move.
   *
   * @param value a probe answer
   * @return {@code true} for an odd distance
   */
  public static boolean isWin(int value) {
    return value > 0 && ((value - 1) & 1) == 1;
  }

  /**
   * Whether a probe answer is a loss for the side to move.
   *
   * @param value a probe answer
   * @return {@code true} for an even distance
   */
  public static boolean isLoss(int value) {
    return value > 0 && ((value - 1) & 1) == 0;
  }

  /**
   * The plies to the end of a won or lost position.
   *
   * @param value a probe answer that is a win or a loss
   * @return the distance in plies
   */
  public static int distance(int value) {
    return value - 1;
  }

  /**
   * The value of a position.
   *
   * @param white White's pieces
   * @param black Black's pieces
   * @param kings the kings of both sides
   * @param whiteToMove whose turn it is
   * @return {@link #NOT_FOUND} when it has more pieces than the tables hold, {@link #DRAW}, or
   *     {@code 1 + plies} to the end (odd plies: the side to move wins; even: it loses)
   */
  public int probe(int white, int black, int kings, boolean whiteToMove) {
    int wn = Integer.bitCount(white);
    int bn = Integer.bitCount(black);
    if (wn + bn > maxPieces) {
      return NOT_FOUND;
    }
    if ((whiteToMove ? wn : bn) == 0) {
      return 1;
    }
    if ((whiteToMove ? bn : wn) == 0) {
      return NOT_FOUND;
    }
    int wk = Integer.bitCount(white & kings);
    int bk = Integer.bitCount(black & kings);
    byte[] t = tables[signature(wn - wk, wk, bn - bk, bk)];
    return t[index(white, black, kings, whiteToMove)] & 0xFF;
  }

  /**
   * Checks the tables against the no-progress draw (ID-13.3): the longest run of plies without a
   * capture and without a man moved that a winner playing only quickest wins may have to sit through,
   * whichever of its quickest wins it picks and whatever the loser plays. The run is counted in
   * positions that are not over, the first included; a game starting with the no-progress counter at
   * {@code c} is won by any quickest-win strategy before the draw when this is at most {@code 80 - c}.
   *
   * @return the longest run, in positions
   */
  public int longestRunWithoutProgress() {
    int longestRun = 0;
    MoveList[] lists = new MoveList[MAX_DISTANCE + 2];
    for (int i = 0; i < lists.length; i++) {
      lists[i] = new MoveList();
    }
    int[] decoded = new int[3];
    MoveGenerator generator = new MoveGenerator();
    for (int sig = 0; sig < tables.length; sig++) {
      byte[] t = tables[sig];
      if (t == null) {
        continue;
      }
      int wm = sig >>> 9;
      int wk = (sig >>> 6) & 7;
      int bm = (sig >>> 3) & 7;
      int bk = sig & 7;
      byte[] memo = new byte[t.length];
      for (int idx = 0; idx < t.length; idx++) {
        if (t[idx] == 0 || !decode(idx, wm, wk, bm, bk, decoded)) {
          continue;
        }
        longestRun = Math.max(longestRun, run(decoded[0], decoded[1], decoded[2], (idx & 1) == 0, t, memo, lists, generator));
      }
    }
    return longestRun;
  }

  /** The longest run from a won or lost position (memo holds run + 1 per index). */
  private int run(int white, int black, int kings, boolean whiteToMove, byte[] t, byte[] memo, MoveList[] lists,
      MoveGenerator generator) {
    int idx = index(white, black, kings, whiteToMove);
    if (memo[idx] != 0) {
      return (memo[idx] & 0xFF) - 1;
    }
    int v = t[idx] & 0xFF;
    int d = distance(v);
    int result = 0;
    if (d > 0) {
      MoveList list = lists[d];
      int n = generator.generate(white, black, kings, whiteToMove, list);
      for (int i = 0; i < n; i++) {
        long m = list.move(i);
        boolean progress = MoveRules.progress(kings, m);
        int w = MoveRules.white(white, m, whiteToMove);
        int b = MoveRules.black(black, m, whiteToMove);
        int k = MoveRules.kings(kings, m, w, b);
        int child = probe(w, b, k, !whiteToMove);
        if (isWin(v) && !(isLoss(child) && distance(child) == d - 1)) {
          continue;  // not one of the quickest wins
        }
        int r = progress ? 1 : 1 + run(w, b, k, !whiteToMove, t, memo, lists, generator);
        result = Math.max(result, r);
      }
    }
    memo[idx] = (byte) (result + 1);
    return result;
  }

  /** Decodes an index of a signature into white, black and kings; false when two men overlap. */
  static boolean decode(int idx, int wm, int wk, int bm, int bk, int[] out) {
    int men = wm + bm;
    int nBm = BINOMIAL[28][bm];
    int nWk = BINOMIAL[32 - men][wk];
    int nBk = BINOMIAL[32 - men - wk][bk];
    int t = idx >>> 1;
    int rBk = t % nBk;
    t /= nBk;
    int rWk = t % nWk;
    t /= nWk;
    int rBm = t % nBm;
    int rWm = t / nBm;
    int wmen = unrank(rWm, wm) << 4;
    int bmen = unrank(rBm, bm);
    if ((wmen & bmen) != 0) {
      return false;
    }
    int free = ~(wmen | bmen);
    int wkings = expand(unrank(rWk, wk), free);
    int bkings = expand(unrank(rBk, bk), free & ~wkings);
    out[0] = wmen | wkings;
    out[1] = bmen | bkings;
    out[2] = wkings | bkings;
    return true;
  }

  /** The table of a signature, or null when it has none (shared, not copied: the callers only read it). */
  byte @Nullable [] table(int signature) {
    return tables[signature];
  }

  /** The number of indices of a signature's table, both sides to move counted. */
  static int size(int wm, int wk, int bm, int bk) {
    int men = wm + bm;
    if (men > 28 || wm > 7 || bm > 7) {
      return 0;
    }
    return BINOMIAL[28][wm] * BINOMIAL[28][bm] * BINOMIAL[32 - men][wk] * BINOMIAL[32 - men - wk][bk] * 2;
  }

  static int signature(int wm, int wk, int bm, int bk) {
    return wm << 9 | wk << 6 | bm << 3 | bk;
  }

  /** The colex rank of a set: the sum of C(p_i, i) over its bits p_1 < p_2 < ... */
  static int rank(int set) {
    int r = 0;
    int i = 1;
    for (int b = set; b != 0; b &= b - 1) {
      r += BINOMIAL[Integer.numberOfTrailingZeros(b)][i++];
    }
    return r;
  }

  /** The set of {@code k} bits with colex rank {@code r}. */
  static int unrank(int r, int k) {
    int set = 0;
    int rest = r;
    for (int i = k; i >= 1; i--) {
      int p = i - 1;
      while (BINOMIAL[p + 1][i] <= rest) {
        p++;
      }
      set |= 1 << p;
      rest -= BINOMIAL[p][i];
    }
    return set;
  }

  /** Each bit of a set, a subset of a domain, renumbered by its place among the domain's bits. */
  static int compress(int set, int domain) {
    int c = 0;
    for (int b = set; b != 0; b &= b - 1) {
      int s = Integer.numberOfTrailingZeros(b);
      c |= 1 << Integer.bitCount(domain & ((1 << s) - 1));
    }
    return c;
  }

  /** The inverse of {@link #compress}: bit {@code j} becomes the domain's {@code j}-th bit. */
  static int expand(int compressed, int domain) {
    int set = 0;
    int d = domain;
    int j = 0;
    for (int b = compressed; b != 0; b &= b - 1) {
      int target = Integer.numberOfTrailingZeros(b);
      while (j < target) {
        d &= d - 1;
        j++;
      }
      set |= d & -d;
    }
    return set;
  }

  /** The index of a position in its signature's table. */
  static int index(int white, int black, int kings, boolean whiteToMove) {
    int wmen = white & ~kings;
    int bmen = black & ~kings;
    int wkings = white & kings;
    int bkings = black & kings;
    int men = wmen | bmen;
    int free = ~men;
    int nm = Integer.bitCount(men);
    int nwk = Integer.bitCount(wkings);
    int nBm = BINOMIAL[28][Integer.bitCount(bmen)];
    int nWk = BINOMIAL[32 - nm][nwk];
    int nBk = BINOMIAL[32 - nm - nwk][Integer.bitCount(bkings)];
    int r = rank(wmen >>> 4) * nBm + rank(bmen);
    r = r * nWk + rank(compress(wkings, free));
    r = r * nBk + rank(compress(bkings, free & ~wkings));
    return r << 1 | (whiteToMove ? 0 : 1);
  }

  /** Solves one signature after another, with buffers reused between them. */
  private static final class Builder {
    /** The remaining count of an index that is not a position (two men on one square). */
    private static final byte INVALID = -2;
    private final byte[][] tables;
    private final MoveGenerator generator = new MoveGenerator();
    private final MoveList list = new MoveList();
    private final int[][] buckets = new int[MAX_DISTANCE + 2][];
    private final int[] bucketSize = new int[MAX_DISTANCE + 2];

    // the signature being solved
    private int wm;
    private int wk;
    private int bm;
    private int bk;
    private int nBm;
    private int nWk;
    private int nBk;
    // the tables of the signature being built; empty between signatures
    private byte[] value = NO_BYTES;
    private byte[] remaining = NO_BYTES;
    private byte[] slowestExternalWin = NO_BYTES;
    private long[] done = NO_LONGS;
    // the position decoded last
    private int dw;
    private int db;
    private int dk;

    Builder(byte[][] tables) {
      this.tables = tables;
      for (int i = 0; i < buckets.length; i++) {
        buckets[i] = new int[16];
      }
    }

    private int size() {
      return BINOMIAL[28][wm] * nBm * nWk * nBk * 2;
    }

    /** Decodes an index into dw, db, dk; false when the men overlap. */
    private boolean decode(int idx) {
      int t = idx >>> 1;
      int rBk = t % nBk;
      t /= nBk;
      int rWk = t % nWk;
      t /= nWk;
      int rBm = t % nBm;
      int rWm = t / nBm;
      int wmen = unrank(rWm, wm) << 4;
      int bmen = unrank(rBm, bm);
      if ((wmen & bmen) != 0) {
        return false;
      }
      int free = ~(wmen | bmen);
      int wkings = expand(unrank(rWk, wk), free);
      int bkings = expand(unrank(rBk, bk), free & ~wkings);
      dw = wmen | wkings;
      db = bmen | bkings;
      dk = wkings | bkings;
      return true;
    }

    private void push(int distance, int idx) {
      int[] b = buckets[distance];
      int n = bucketSize[distance];
      if (n == b.length) {
        int[] bigger = new int[n * 2];
        System.arraycopy(b, 0, bigger, 0, n);
        buckets[distance] = bigger;
        b = bigger;
      }
      b[n] = idx;
      bucketSize[distance] = n + 1;
    }

    /** Solves a signature into {@code tables}; adds to the counts; returns its longest win. */
    int solve(int wm, int wk, int bm, int bk, long[] counts) {
      this.wm = wm;
      this.wk = wk;
      this.bm = bm;
      this.bk = bk;
      int men = wm + bm;
      nBm = BINOMIAL[28][bm];
      nWk = BINOMIAL[32 - men][wk];
      nBk = BINOMIAL[32 - men - wk][bk];
      int size = size();
      value = new byte[size];
      remaining = new byte[size];
      slowestExternalWin = new byte[size];
      done = new long[(size + 63) >>> 6];
      java.util.Arrays.fill(bucketSize, 0);
      long valid = 0;
      for (int idx = 0; idx < size; idx++) {
        if (!decode(idx)) {
          remaining[idx] = INVALID;
          setDone(idx);
          continue;
        }
        valid++;
        initialise(idx, (idx & 1) == 0);
      }
      int longest = 0;
      for (int d = 0; d <= MAX_DISTANCE; d++) {
        int[] bucket = buckets[d];
        for (int j = 0; j < bucketSize[d]; j++) {
          bucket = buckets[d];
          int idx = bucket[j];
          if (isDone(idx)) {
            continue;
          }
          setDone(idx);
          value[idx] = (byte) (d + 1);
          if ((d & 1) == 1) {
            longest = Math.max(longest, d);
          }
          decode(idx);
          unmoves(idx, d);
        }
      }
      if (bucketSize[MAX_DISTANCE + 1] != 0) {
        throw new IllegalStateException("a distance beyond " + MAX_DISTANCE + " plies in signature " + wm + "/" + wk
            + "/" + bm + "/" + bk);
      }
      long w = 0;
      long dr = 0;
      for (int idx = 0; idx < size; idx++) {
        if (remaining[idx] == INVALID) {
          continue;
        }
        int v = value[idx] & 0xFF;
        if (v == 0) {
          dr++;
        } else if (isWin(v)) {
          w++;
        }
      }
      counts[0] += valid;
      counts[1] += w;
      counts[2] += dr;
      counts[3] += size;
      tables[signature(wm, wk, bm, bk)] = value;
      value = NO_BYTES;
      remaining = NO_BYTES;
      slowestExternalWin = NO_BYTES;
      done = NO_LONGS;
      return longest;
    }

    private boolean isDone(int idx) {
      return (done[idx >>> 6] & (1L << idx)) != 0;
    }

    private void setDone(int idx) {
      done[idx >>> 6] |= 1L << idx;
    }

    /** Counts the moves that stay in the signature and looks the others up. */
    private void initialise(int idx, boolean whiteToMove) {
      int white = dw;
      int black = db;
      int kings = dk;
      int n = generator.generate(white, black, kings, whiteToMove, list);
      if (n == 0) {
        push(0, idx);
        return;
      }
      int inside = 0;
      int quickestWin = Integer.MAX_VALUE;
      int slowestWin = -1;
      boolean drawn = false;
      int kingCount = Integer.bitCount(kings);
      for (int i = 0; i < n; i++) {
        long m = list.move(i);
        int captured = MoveRules.captured(m);
        int w = MoveRules.white(white, m, whiteToMove);
        int b = MoveRules.black(black, m, whiteToMove);
        int k = MoveRules.kings(kings, m, w, b);
        if (captured == 0 && Integer.bitCount(k) == kingCount) {
          inside++;
          continue;
        }
        int v = lookUp(w, b, k, !whiteToMove);
        if (v == DRAW) {
          drawn = true;
        } else if (isLoss(v)) {
          quickestWin = Math.min(quickestWin, distance(v) + 1);
        } else {
          slowestWin = Math.max(slowestWin, distance(v));
        }
      }
      if (quickestWin != Integer.MAX_VALUE) {
        remaining[idx] = -1;
        push(quickestWin, idx);
      } else if (drawn) {
        remaining[idx] = -1;
      } else {
        slowestExternalWin[idx] = (byte) (slowestWin + 1);
        remaining[idx] = (byte) inside;
        if (inside == 0) {
          push(slowestWin + 1, idx);
        }
      }
    }

    /** The value of a position of another, already solved signature. */
    private int lookUp(int white, int black, int kings, boolean whiteToMove) {
      int mine = whiteToMove ? white : black;
      if (mine == 0) {
        return 1;
      }
      int wkc = Integer.bitCount(white & kings);
      int bkc = Integer.bitCount(black & kings);
      byte[] t = tables[signature(Integer.bitCount(white) - wkc, wkc, Integer.bitCount(black) - bkc, bkc)];
      return t[index(white, black, kings, whiteToMove)] & 0xFF;
    }

    /** Hands the value of a position, just resolved at {@code distance}, to its predecessors. */
    private void unmoves(int idx, int distance) {
      boolean moverWhite = (idx & 1) == 1;  // the side that moved into this position
      int white = dw;
      int black = db;
      int kings = dk;
      int occupied = white | black;
      int mover = moverWhite ? white : black;
      for (int b = mover; b != 0; b &= b - 1) {
        int t = Integer.numberOfTrailingZeros(b);
        int tBit = 1 << t;
        boolean king = (kings & tBit) != 0;
        int from;
        int to;
        if (king) {
          from = Geometry.UP_LEFT;
          to = Geometry.DOWN_RIGHT + 1;
        } else if (moverWhite) {
          // a white man came from below
          from = Geometry.DOWN_LEFT;
          to = Geometry.DOWN_RIGHT + 1;
        } else {
          from = Geometry.UP_LEFT;
          to = Geometry.UP_RIGHT + 1;
        }
        for (int d = from; d < to; d++) {
          int f = Geometry.neighbour(d, t);
          if (f < 0 || (occupied & (1 << f)) != 0) {
            continue;
          }
          int moved = tBit | 1 << f;
          int pw = moverWhite ? white ^ moved : white;
          int pb = moverWhite ? black : black ^ moved;
          int pk = king ? kings ^ moved : kings;
          if (MoveGenerator.jumpers(pw, pb, pk, moverWhite) != 0) {
            continue;  // the mover had to capture (ID-8): this step was not its move
          }
          int p = index(pw, pb, pk, moverWhite);
          if (isDone(p)) {
            continue;
          }
          if ((distance & 1) == 0) {
            // a lost successor: the predecessor wins one ply later, and no quicker win is left to find
            if (value[p] == 0) {
              value[p] = (byte) (distance + 2);
              push(distance + 1, p);
            }
          } else if (remaining[p] > 0) {
            remaining[p]--;
            if (remaining[p] == 0) {
              int slowest = Math.max(distance, (slowestExternalWin[p] & 0xFF) - 1);
              push(slowest + 1, p);
            }
          }
        }
      }
    }
  }
}
