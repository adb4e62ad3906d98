package io.github.tabla.games.draughts.internal;

/**
 * Perft for any variant: the number of move sequences of a length from a position, counted with the
 * last ply's moves counted rather than made ({@link RulesGenerator#count}), and, two plies from the
 * horizon, the men's steps that no capture can answer summed a direction at a time without making them
 * (see {@code lastTwoPlies}). Not thread-safe.
 *
 * <pre>{@code
 * RulesPerft perft = new RulesPerft(RulesGenerators.of(DraughtsRules.INTERNATIONAL));
 * perft.bulk(white, black, 0L, true, 6);   // 3,425,462 (depth 6 of the start)
 * }</pre>
 */
public final class RulesPerft {
  private final RulesGenerator generator;
  private final Layout layout;
  private final boolean flying;
  private final boolean manBackward;
  private final boolean menTakeKings;
  /** Whether the last two plies may be summed: captures along the diagonals only. */
  private final boolean diagonal;
  private final int[] rotation = new int[4];
  /** Whether the generator sorts the men's captures from the bitboards ({@link RulesGenerator#singleJumps}). */
  private final boolean sorted;
  private RulesMoves[] lists = new RulesMoves[0];

  /**
   * A perft over a generator.
   *
   * @param generator the generator, with the move identity to count by
   */
  public RulesPerft(RulesGenerator generator) {
    this.generator = generator;
    this.layout = generator.layout;
    this.flying = generator.flying();
    this.manBackward = generator.manBackward();
    this.menTakeKings = generator.menTakeKings();
    this.diagonal = !generator.orthogonal();
    this.sorted = generator.sortsMenCaptures();
    for (int d = 0; d < 4; d++) {
      rotation[d] = generator.rotation(d);
    }
  }

  /**
   * The count of a position.
   *
   * @param white White's pieces
   * @param black Black's pieces
   * @param kings both sides' kings
   * @param whiteToMove whose turn it is
   * @param depth plies, 0 or more
   * @return the number of move sequences of that length
   */
  public long bulk(long white, long black, long kings, boolean whiteToMove, int depth) {
    if (depth <= 0) {
      return 1L;
    }
    if (lists.length <= depth) {
      RulesMoves[] bigger = new RulesMoves[depth + 1];
      for (int i = 0; i < bigger.length; i++) {
        bigger[i] = i < lists.length ? lists[i] : new RulesMoves();
      }
      lists = bigger;
    }
    return bulkFrom(white, black, kings, whiteToMove, depth);
  }

  private long bulkFrom(long white, long black, long kings, boolean whiteToMove, int depth) {
    RulesMoves list = lists[depth];
    if (depth == 1) {
      return generator.count(white, black, kings, whiteToMove, list);
    }
    if (sorted) {
      // unless a king can capture, the men's captures sorted straight from the bitboards (none: the steps)
      long own = whiteToMove ? white : black;
      long k = own & kings;
      long e = layout.valid & ~(white | black);
      long opp = whiteToMove ? black : white;
      if (k == 0 || !generator.kingsCapture(k, opp, e)) {
        int single = generator.singleJumps(opp, e, kings, own & ~kings, whiteToMove);
        if (single == 0) {
          return steps(white, black, kings, whiteToMove, depth);
        }
        if (single > 0) {
          return singles(white, black, kings, whiteToMove, depth);
        }
      }
    }
    long jumpers = generator.jumpers(white, black, kings, whiteToMove);
    if (jumpers == 0) {
      return steps(white, black, kings, whiteToMove, depth);
    }
    int n = generator.captures(white, black, kings, whiteToMove, jumpers, list);
    long leaves = 0L;
    for (int i = 0; i < n; i++) {
      long fromBit = 1L << list.from(i);
      long toBit = 1L << list.to(i);
      long taken = list.captured(i);
      long k = kings & ~taken;
      if ((k & fromBit) != 0) {
        k = (k & ~fromBit) | toBit;
      } else if (list.crowned(i)) {
        k |= toBit;
      }
      if (whiteToMove) {
        leaves += below((white & ~fromBit) | toBit, black & ~taken, k, false, depth - 1);
      } else {
        leaves += below(white & ~taken, (black & ~fromBit) | toBit, k, true, depth - 1);
      }
    }
    return leaves;
  }

  /**
   * The count below a position whose captures each take one piece with a man ({@link
   * RulesGenerator#singleJumps} found them): each made straight from its landing, unlisted.
   */
  private long singles(long white, long black, long kings, boolean whiteToMove, int depth) {
    long crown = whiteToMove ? layout.topRow : layout.bottomRow;
    long[] landings = generator.singleLandings;
    long a = landings[0];
    long b = landings[1];
    long c = landings[2];
    long d = landings[3];
    long leaves = singles(white, black, kings, whiteToMove, depth, a, generator.manRotation(whiteToMove, 0), crown)
        + singles(white, black, kings, whiteToMove, depth, b, generator.manRotation(whiteToMove, 1), crown);
    if ((c | d) != 0) {
      leaves += singles(white, black, kings, whiteToMove, depth, c, generator.manRotation(whiteToMove, 2), crown)
          + singles(white, black, kings, whiteToMove, depth, d, generator.manRotation(whiteToMove, 3), crown);
    }
    return leaves;
  }

  /** The count below the captures of one direction, a landing each. */
  private long singles(long white, long black, long kings, boolean whiteToMove, int depth, long landings, int r,
      long crown) {
    long leaves = 0L;
    for (long t = landings; t != 0; t &= t - 1) {
      long to = t & -t;
      long mid = Long.rotateLeft(to, r);
      long move = Long.rotateLeft(mid, r) | to;
      long k = kings & ~mid;
      if ((to & crown) != 0) {
        k |= to;
      }
      leaves += whiteToMove ? below(white ^ move, black & ~mid, k, false, depth - 1)
          : below(white & ~mid, black ^ move, k, true, depth - 1);
    }
    return leaves;
  }

  /** The count below a child: its moves counted straight away when they are the last ply. */
  private long below(long white, long black, long kings, boolean whiteToMove, int depth) {
    return depth == 1 ? generator.count(white, black, kings, whiteToMove, lists[1])
        : bulkFrom(white, black, kings, whiteToMove, depth);
  }

  /** The count below a position without a capture: each step made straight from the bitboards, unlisted. */
  private long steps(long white, long black, long kings, boolean whiteToMove, int depth) {
    long empty = layout.valid & ~(white | black);
    long own = whiteToMove ? white : black;
    long crown = whiteToMove ? layout.topRow : layout.bottomRow;
    int d0 = whiteToMove ? Layout.UP_LEFT : Layout.DOWN_LEFT;
    long leaves = 0L;
    long men = own & ~kings;
    if (depth == 2 && diagonal) {
      long opp = whiteToMove ? black : white;
      long summed = (opp & kings) == 0 ? lastTwoPlies(white, black, kings, whiteToMove, own, opp, empty) : -1L;
      if (summed >= 0) {
        leaves = summed;
        men = 0L;
      }
    }
    for (int d = d0; d < d0 + 2; d++) {
      int forward = rotation[d];
      int back = rotation[d ^ 3];
      for (long t = Long.rotateRight(men, forward) & empty; t != 0; t &= t - 1) {
        long to = t & -t;
        long move = Long.rotateRight(to, back) | to;
        long k = (to & crown) != 0 ? kings | to : kings;
        leaves += whiteToMove ? below(white ^ move, black, k, false, depth - 1)
            : below(white, black ^ move, k, true, depth - 1);
      }
    }
    for (long ks = own & kings; ks != 0; ks &= ks - 1) {
      long from = ks & -ks;
      for (int d = 0; d < 4; d++) {
        int r = rotation[d];
        for (long to = Long.rotateRight(from, r) & empty; to != 0; to = flying ? Long.rotateRight(to, r) & empty : 0L) {
          long move = from | to;
          leaves += whiteToMove ? below(white ^ move, black, kings ^ move, false, depth - 1)
              : below(white, black ^ move, kings ^ move, true, depth - 1);
        }
      }
    }
    return leaves;
  }

  /**
   * The men's steps of a position two plies from the horizon, counted without making the children that
   * cannot be answered by a capture. The opponent has only men; when it could not capture were it to
   * move, a step from {@code f} to {@code t} changes two squares, so the opponent can capture after it only
   * by jumping the man on {@code t} or by landing on {@code f}; every other child's count is the
   * opponent's steps in this position, plus those onto {@code f}, less those onto {@code t}, summed for a
   * whole direction at once with a few population counts. The children where a capture may follow are
   * counted one by one.
   *
   * @return the count, or -1 when the opponent could capture in this position (each child is then counted)
   */
  private long lastTwoPlies(long white, long black, long kings, boolean whiteToMove, long own, long opp, long empty) {
    long valid = layout.valid;
    long men = own & ~kings;
    long targets = menTakeKings ? own : own & ~kings;
    int o0 = whiteToMove ? Layout.DOWN_LEFT : Layout.UP_LEFT;
    int c0 = manBackward ? 0 : o0;
    int c1 = manBackward ? 4 : o0 + 2;
    // squares where one of our pieces could be jumped, and squares a jump of the opponent could land on
    long jumped = 0L;
    long landing = 0L;
    for (int d = c0; d < c1; d++) {
      int r = rotation[d];
      jumped |= Long.rotateRight(opp, r) & Long.rotateRight(empty, rotation[d ^ 3]);
      landing |= Long.rotateRight(targets & Long.rotateRight(opp, r), r);
    }
    if ((jumped & targets) != 0) {
      return -1L;
    }
    landing &= valid;
    long reachA = Long.rotateRight(opp, rotation[o0]);
    long reachB = Long.rotateRight(opp, rotation[o0 + 1]);
    long answers = Long.bitCount(reachA & empty) + Long.bitCount(reachB & empty);
    long crown = whiteToMove ? layout.topRow : layout.bottomRow;
    int d0 = whiteToMove ? Layout.UP_LEFT : Layout.DOWN_LEFT;
    long leaves = 0L;
    for (int e = d0; e < d0 + 2; e++) {
      int forward = rotation[e];
      int back = rotation[e ^ 3];
      long to = Long.rotateRight(men, forward) & empty;
      // jumped on arrival, a jump onto the square left, or the opponent's man just beyond jumping back
      long risky = to & (jumped | Long.rotateRight(landing, forward) | Long.rotateRight(opp, back));
      long quiet = to & ~risky;
      long from = Long.rotateRight(quiet, back);
      leaves += Long.bitCount(quiet) * answers
          + Long.bitCount(from & reachA) + Long.bitCount(from & reachB)
          - Long.bitCount(quiet & reachA) - Long.bitCount(quiet & reachB);
      for (long t = risky; t != 0; t &= t - 1) {
        long bit = t & -t;
        long move = Long.rotateRight(bit, back) | bit;
        long k = (bit & crown) != 0 ? kings | bit : kings;
        leaves += whiteToMove ? below(white ^ move, black, k, false, 1) : below(white, black ^ move, k, true, 1);
      }
    }
    return leaves;
  }
}
