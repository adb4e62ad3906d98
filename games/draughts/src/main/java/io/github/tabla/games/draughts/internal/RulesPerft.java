package io.github.tabla.games.draughts.internal;

/**
 * Perft for any variant: the number of move sequences of a length from a position, counted with the
 * last ply's moves counted rather than made ({@link RulesGenerator#count}); two plies from the horizon,
 * the men's steps summed a direction at a time without making them, the opponent's answers counted from
 * the two squares each step changes (see {@code lastTwoPlies}); three plies from the horizon, a step
 * after which the opponent cannot capture goes straight to that sum; and captures that each take one
 * piece with a man made straight from their landings, unlisted. On the full board of the variants that
 * move along files and ranks only ({@link Layout#full()}) every move but the last ply's is listed and made.
 * Not thread-safe.
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
  /** The squares with a square of their colour two columns to the left, and to the right; a file's step. */
  private final long hasLeft;
  private final long hasRight;
  private final int fileShift;
  /** Whether the generator sorts the men's captures from the bitboards ({@link RulesGenerator#singleJumps}). */
  private final boolean sorted;
  /** Whether the generator counts the men's captures from first jumps found here ({@link RulesGenerator#countJump}). */
  private final boolean fromFirstJumps;
  /**
   * Whether {@link #lastTwoPliesLines} may count a child by its first jumps: the priority of built-in
   * criteria, pieces leaving after the move, men capturing backwards too.
   */
  private final boolean linesSummed;
  private RulesMoves[] lists = new RulesMoves[0];
  /** Whether men may take kings and, of two captures of one piece, one that takes a king may be preferred. */
  private final boolean kingsDecide;
  /** Whether a man crowned in a capture goes on as a king. */
  private final boolean crownedGoesOn;
  /** Whether a man that reaches the far row in a capture goes on as a man. */
  private final boolean goesOnAsMan;
  /** Whether the captures of several children may be counted as one ({@link RulesGenerator#countsAddUp}). */
  private final boolean addUp;
  /** Whether the board is 10×10: the last two plies summed with its steps as constants. */
  private final boolean onTen;
  /** Whether the last ply is counted by {@link RulesGenerator#countOnTen}. */
  private final boolean menOnTen;

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
    this.fromFirstJumps = generator.countsFromFirstJumps();
    this.linesSummed = generator.countsLinesFromFirstJumps() && manBackward;
    this.kingsDecide = generator.kingsDecide() && generator.menTakeKings();
    this.crownedGoesOn = generator.crownedGoesOn();
    this.goesOnAsMan = generator.goesOnAsMan();
    this.addUp = generator.countsAddUp();
    for (int d = 0; d < 4; d++) {
      rotation[d] = generator.rotation(d);
    }
    this.hasLeft = layout.hasLeft;
    this.hasRight = layout.hasRight;
    this.fileShift = layout.fileShift;
    this.onTen = layout == Layout.of(10);
    this.menOnTen = generator.countsMenOnTen();
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
    return layout.full ? listed(white, black, kings, whiteToMove, depth)
        : bulkFrom(white, black, kings, whiteToMove, depth);
  }

  /** The count below a position of the full board: each move listed and made, the last ply counted. */
  private long listed(long white, long black, long kings, boolean whiteToMove, int depth) {
    RulesMoves list = lists[depth];
    if (depth == 1) {
      return generator.count(white, black, kings, whiteToMove, list);
    }
    int n = generator.generate(white, black, kings, whiteToMove, list);
    // the loop of bulkFrom's captures, kept apart: one loop for both, whatever its form, cost Russian and
    // Brazilian 3 to 4 % (docs/benchmarks.md)
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
        leaves += listed((white & ~fromBit) | toBit, black & ~taken, k, false, depth - 1);
      } else {
        leaves += listed(white & ~taken, (black & ~fromBit) | toBit, k, true, depth - 1);
      }
    }
    return leaves;
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
    if (depth != 1) {
      return bulkFrom(white, black, kings, whiteToMove, depth);
    }
    return menOnTen ? generator.countOnTen(white, black, kings, whiteToMove, lists[1])
        : generator.count(white, black, kings, whiteToMove, lists[1]);
  }

  /** The count below a position without a capture: each step made straight from the bitboards, unlisted. */
  private long steps(long white, long black, long kings, boolean whiteToMove, int depth) {
    long empty = layout.valid & ~(white | black);
    long own = whiteToMove ? white : black;
    long crown = whiteToMove ? layout.topRow : layout.bottomRow;
    int d0 = whiteToMove ? Layout.UP_LEFT : Layout.DOWN_LEFT;
    long leaves = 0L;
    long men = own & ~kings;
    long opp = whiteToMove ? black : white;
    if (depth == 2 && diagonal) {
      long summed = (opp & kings) == 0 ? lastTwoPlies(white, black, kings, whiteToMove, own, opp, empty) : -1L;
      if (summed >= 0) {
        leaves = summed;
        men = 0L;
      }
    } else if (depth == 2 && (opp & kings) == 0) {
      // captures along files and ranks too
      long summed = onTen ? lastTwoPliesLinesTen(white, black, kings, whiteToMove, own, opp, empty)
          : lastTwoPliesLines(white, black, kings, whiteToMove, own, opp, empty);
      if (summed >= 0) {
        leaves = summed;
        men = 0L;
      }
    }
    long quiet0 = 0L;
    long quiet1 = 0L;
    if (depth == 3 && diagonal && (opp & kings) == 0 && !menCanJump(whiteToMove, own, opp, kings, empty)) {
      quiet0 = quietAfter(d0, kings, whiteToMove, own, opp, empty, men);
      quiet1 = quietAfter(d0 + 1, kings, whiteToMove, own, opp, empty, men);
    }
    if (men != 0) {
      leaves += menSteps(white, black, kings, whiteToMove, depth, own, opp, empty, men, crown, d0, quiet0)
          + menSteps(white, black, kings, whiteToMove, depth, own, opp, empty, men, crown, d0 + 1, quiet1);
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
   * {@link #steps}' men's steps in direction {@code d}, each made: those to {@code quiet}, after which the
   * opponent (without kings) cannot capture, summed straight away by {@link #lastTwoPlies}.
   */
  private long menSteps(long white, long black, long kings, boolean whiteToMove, int depth, long own, long opp,
      long empty, long men, long crown, int d, long quiet) {
    int forward = rotation[d];
    int back = rotation[d ^ 3];
    long leaves = 0L;
    for (long t = Long.rotateRight(men, forward) & empty; t != 0; t &= t - 1) {
      long to = t & -t;
      long move = Long.rotateRight(to, back) | to;
      long k = (to & crown) != 0 ? kings | to : kings;
      if ((to & quiet) != 0) {
        // the opponent (without kings) cannot capture after it: its steps summed straight away
        long ours = own ^ move;
        long summed = (ours & kings) == 0
            ? lastTwoPlies(white ^ (whiteToMove ? move : 0L), black ^ (whiteToMove ? 0L : move), kings,
                !whiteToMove, opp, ours, empty ^ move)
            : -1L;
        leaves += summed >= 0 ? summed
            : whiteToMove ? steps(white ^ move, black, k, false, 2) : steps(white, black ^ move, k, true, 2);
      } else {
        leaves += whiteToMove ? below(white ^ move, black, k, false, depth - 1)
            : below(white, black ^ move, k, true, depth - 1);
      }
    }
    return leaves;
  }

  /**
   * Whether the opponent's men ({@code opp}) could jump one of ours were it the opponent's turn.
   */
  private boolean menCanJump(boolean whiteToMove, long own, long opp, long kings, long empty) {
    long targets = menTakeKings ? own : own & ~kings;
    int o0 = whiteToMove ? Layout.DOWN_LEFT : Layout.UP_LEFT;
    int r0 = rotation[o0];
    int r1 = rotation[o0 + 1];
    // the directions unrolled: the opponent's men's forward ones (o0, o0 + 1; each d's way back is d ^ 3),
    // and those two ways back when they capture backwards
    long jumped = (Long.rotateRight(opp, r0) & Long.rotateRight(empty, rotation[o0 ^ 3]))
        | (Long.rotateRight(opp, r1) & Long.rotateRight(empty, rotation[(o0 + 1) ^ 3]));
    if (manBackward) {
      jumped |= (Long.rotateRight(opp, rotation[o0 ^ 3]) & Long.rotateRight(empty, r0))
          | (Long.rotateRight(opp, rotation[(o0 + 1) ^ 3]) & Long.rotateRight(empty, r1));
    }
    return (jumped & targets) != 0;
  }

  /**
   * The destinations of the men's steps in direction {@code e} after which the opponent, without kings and
   * unable to capture before ({@link #menCanJump}), still cannot: no man of its can jump the man on
   * {@code t} or land on {@code f}. A crowning step is never among them.
   */
  private long quietAfter(int e, long kings, boolean whiteToMove, long own, long opp, long empty, long men) {
    long targets = menTakeKings ? own : own & ~kings;
    int o0 = whiteToMove ? Layout.DOWN_LEFT : Layout.UP_LEFT;
    long crown = whiteToMove ? layout.topRow : layout.bottomRow;
    int forward = rotation[e];
    long to = Long.rotateRight(men, forward) & empty & ~crown;
    // the directions unrolled: the opponent's men's forward ones, and the other two when they capture
    // backwards
    long any = jumpsAfter(o0, e, forward, opp, empty, targets) | jumpsAfter(o0 + 1, e, forward, opp, empty, targets);
    if (manBackward) {
      any |= jumpsAfter(o0 ^ 3, e, forward, opp, empty, targets)
          | jumpsAfter((o0 + 1) ^ 3, e, forward, opp, empty, targets);
    }
    return to & ~any;
  }

  /**
   * By {@code t}, the steps in direction {@code e} (of rotation {@code forward}) after which an opponent's
   * man jumps in direction {@code d}: over {@code t} (onto {@code f} when {@code d} is back along the step),
   * or onto {@code f} over a piece that stays.
   */
  private long jumpsAfter(int d, int e, int forward, long opp, long empty, long targets) {
    int r = rotation[d];
    long next = Long.rotateRight(opp, r);
    return d == (e ^ 3) ? next : (next & Long.rotateRight(empty, rotation[d ^ 3]))
        | Long.rotateRight(Long.rotateRight(targets & next, r), forward);
  }

  /**
   * The men's steps of a position two plies from the horizon, counted without making the children. The
   * opponent has only men and could not capture were it to move, so after a step from {@code f} to
   * {@code t} its captures start with a jump over the man on {@code t} or onto {@code f}. Those are found
   * for every step of a direction at once, each direction of the opponent's jumps looked at once for both
   * directions of our steps: for each way to jump, the set of the steps' destinations {@code t} (by their
   * origins {@code f} for a jump onto {@code f}) after which it is possible, and of those after which the
   * jump may go on. A child where no
   * jump can go on is worth its first jumps (each takes one piece), or when it has none the opponent's
   * steps in this position, plus those onto {@code f}, less those onto {@code t}; both are summed with a few
   * population counts. The children where a jump may go on have their captures counted from those first
   * jumps, found here ({@code capturesAfter}; made and counted when the generator cannot), and a man's
   * crowning steps are made and counted one by one.
   *
   * @return the count, or -1 when the opponent could capture in this position (each child is then counted)
   */
  private long lastTwoPlies(long white, long black, long kings, boolean whiteToMove, long own, long opp, long empty) {
    long men = own & ~kings;
    long targets = menTakeKings ? own : own & ~kings;
    int o0 = whiteToMove ? Layout.DOWN_LEFT : Layout.UP_LEFT;
    // the directions the opponent's men capture in
    int c0 = manBackward ? 0 : o0;
    int c1 = manBackward ? 4 : o0 + 2;
    // where an opponent's man could jump from in each direction: none of its men there, or it could capture
    long from0 = jumpsFrom(0, c0, c1, targets, empty);
    long from1 = jumpsFrom(1, c0, c1, targets, empty);
    long from2 = jumpsFrom(2, c0, c1, targets, empty);
    long from3 = jumpsFrom(3, c0, c1, targets, empty);
    if ((opp & (from0 | from1 | from2 | from3)) != 0 || (kingsDecide && (own & kings) != 0)) {
      return -1L;
    }
    long oppCrown = whiteToMove ? layout.bottomRow : layout.topRow;
    long crown = whiteToMove ? layout.topRow : layout.bottomRow;
    long reachA = Long.rotateRight(opp, rotation[o0]);
    long reachB = Long.rotateRight(opp, rotation[o0 + 1]);
    long answers = Long.bitCount(reachA & empty) + Long.bitCount(reachB & empty);
    // our men's two step directions, e0 and e1: each step's destination t, and its origin f
    int e0 = whiteToMove ? Layout.UP_LEFT : Layout.DOWN_LEFT;
    int e1 = e0 + 1;
    int forward0 = rotation[e0];
    int forward1 = rotation[e1];
    int back0 = rotation[e0 ^ 3];
    int back1 = rotation[e1 ^ 3];
    long plain0 = Long.rotateRight(men, forward0) & empty & ~crown;
    long plain1 = Long.rotateRight(men, forward1) & empty & ~crown;
    long origin0 = Long.rotateRight(plain0, back0);
    long origin1 = Long.rotateRight(plain1, back1);
    // by f: a jump onto f that goes on over t, when the opponent's men capture in that step's direction
    long again0 = e0 >= c0 && e0 < c1 ? landed(Long.rotateRight(empty, 2 * back0), oppCrown) : 0L;
    long again1 = e1 >= c0 && e1 < c1 ? landed(Long.rotateRight(empty, 2 * back1), oppCrown) : 0L;
    // the children's first jumps, by t (over t) and by f (onto f over a piece that stays): all, and
    // those that go on
    long any0 = 0L;
    long any1 = 0L;
    long anyF0 = 0L;
    long anyF1 = 0L;
    long goOn0 = 0L;
    long goOn1 = 0L;
    long goOnF0 = 0L;
    long goOnF1 = 0L;
    long leaves = 0L;
    // where a man that has jumped in direction d may go on from: any direction but back (d ^ 3)
    long g0 = from0 | from1 | from2;
    long g1 = from0 | from1 | from3;
    long g2 = from0 | from2 | from3;
    long g3 = from1 | from2 | from3;
    // the directions of the opponent's jumps, unrolled: back along our step e0 (b0), back along e1 (b1),
    // and when men capture backwards, along e0 and e1 themselves; for each, by t, the steps after which a
    // man jumps the man on t (beyond t, and with t + d empty: over), and by f, those after which one jumps
    // onto f over a piece that stays (ontoF)
    long gb0 = whiteToMove ? g3 : g1;
    long gb1 = whiteToMove ? g2 : g0;
    long beyondB0 = Long.rotateRight(opp, back0);
    long overB0 = beyondB0 & Long.rotateRight(empty, forward0);
    long ontoB0 = Long.rotateRight(targets & beyondB0, back0);
    long beyondB1 = Long.rotateRight(opp, back1);
    long overB1 = beyondB1 & Long.rotateRight(empty, forward1);
    long ontoB1 = Long.rotateRight(targets & beyondB1, back1);
    // d = b0: the man just beyond t jumps it back onto f after a step e0; over t or onto f after e1
    {
      long onF = landed(gb0, oppCrown);
      long onT = landed(Long.rotateRight(gb0, forward0), Long.rotateRight(oppCrown, forward0));
      long a0 = plain0 & beyondB0;
      goOn0 |= a0 & Long.rotateRight(onF, forward0);
      any0 |= a0;
      long a1 = plain1 & overB0;
      long f1 = origin1 & ontoB0;
      goOn1 |= a1 & onT;
      goOnF1 |= f1 & (onF | again1);
      any1 |= a1;
      anyF1 |= f1;
      leaves += Long.bitCount(a0) + Long.bitCount(a1) + Long.bitCount(f1);
    }
    // d = b1: the other way round
    {
      long onF = landed(gb1, oppCrown);
      long onT = landed(Long.rotateRight(gb1, forward1), Long.rotateRight(oppCrown, forward1));
      long a1 = plain1 & beyondB1;
      goOn1 |= a1 & Long.rotateRight(onF, forward1);
      any1 |= a1;
      long a0 = plain0 & overB1;
      long f0 = origin0 & ontoB1;
      goOn0 |= a0 & onT;
      goOnF0 |= f0 & (onF | again0);
      any0 |= a0;
      anyF0 |= f0;
      leaves += Long.bitCount(a0) + Long.bitCount(a1) + Long.bitCount(f0);
    }
    long overE0 = 0L;
    long ontoE0 = 0L;
    long overE1 = 0L;
    long ontoE1 = 0L;
    if (manBackward) {
      // d = e0 and d = e1: over t or onto f after either step
      long ge0 = whiteToMove ? g0 : g2;
      long ge1 = whiteToMove ? g1 : g3;
      long beyondE0 = Long.rotateRight(opp, forward0);
      overE0 = beyondE0 & Long.rotateRight(empty, back0);
      ontoE0 = Long.rotateRight(targets & beyondE0, forward0);
      long beyondE1 = Long.rotateRight(opp, forward1);
      overE1 = beyondE1 & Long.rotateRight(empty, back1);
      ontoE1 = Long.rotateRight(targets & beyondE1, forward1);
      long onF = landed(ge0, oppCrown);
      long onT = landed(Long.rotateRight(ge0, back0), Long.rotateRight(oppCrown, back0));
      long a0 = plain0 & overE0;
      long f0 = origin0 & ontoE0;
      long a1 = plain1 & overE0;
      long f1 = origin1 & ontoE0;
      goOn0 |= a0 & onT;
      goOnF0 |= f0 & (onF | again0);
      goOn1 |= a1 & onT;
      goOnF1 |= f1 & (onF | again1);
      onF = landed(ge1, oppCrown);
      onT = landed(Long.rotateRight(ge1, back1), Long.rotateRight(oppCrown, back1));
      long c0a = plain0 & overE1;
      long c0f = origin0 & ontoE1;
      long c1a = plain1 & overE1;
      long c1f = origin1 & ontoE1;
      goOn0 |= c0a & onT;
      goOnF0 |= c0f & (onF | again0);
      goOn1 |= c1a & onT;
      goOnF1 |= c1f & (onF | again1);
      any0 |= a0 | c0a;
      anyF0 |= f0 | c0f;
      any1 |= a1 | c1a;
      anyF1 |= f1 | c1f;
      leaves += Long.bitCount(a0) + Long.bitCount(f0) + Long.bitCount(a1) + Long.bitCount(f1)
          + Long.bitCount(c0a) + Long.bitCount(c0f) + Long.bitCount(c1a) + Long.bitCount(c1f);
    }
    // by t, the children with a first jump, and those where one may go on
    long all0 = any0 | Long.rotateRight(anyF0, forward0);
    long all1 = any1 | Long.rotateRight(anyF1, forward1);
    long on0 = goOn0 | Long.rotateRight(goOnF0, forward0);
    long on1 = goOn1 | Long.rotateRight(goOnF1, forward1);
    // a child without a jump: the opponent's steps here, those onto f added, those onto t taken away
    long quiet0 = plain0 & ~all0;
    long left0 = Long.rotateRight(quiet0, back0);
    long quiet1 = plain1 & ~all1;
    long left1 = Long.rotateRight(quiet1, back1);
    leaves += (Long.bitCount(quiet0) + Long.bitCount(quiet1)) * answers
        + Long.bitCount(left0 & reachA) + Long.bitCount(left0 & reachB)
        - Long.bitCount(quiet0 & reachA) - Long.bitCount(quiet0 & reachB)
        + Long.bitCount(left1 & reachA) + Long.bitCount(left1 & reachB)
        - Long.bitCount(quiet1 & reachA) - Long.bitCount(quiet1 & reachB);
    if (on0 != 0) {
      // the first jumps of the children where one may go on counted above, taken back: those are counted
      // whole below
      leaves -= Long.bitCount(on0 & beyondB0) + Long.bitCount(on0 & overB1)
          + Long.bitCount(on0 & Long.rotateRight(ontoB1, forward0))
          + Long.bitCount(on0 & overE0) + Long.bitCount(on0 & Long.rotateRight(ontoE0, forward0))
          + Long.bitCount(on0 & overE1) + Long.bitCount(on0 & Long.rotateRight(ontoE1, forward0));
    }
    if (on1 != 0) {
      leaves -= Long.bitCount(on1 & beyondB1) + Long.bitCount(on1 & overB0)
          + Long.bitCount(on1 & Long.rotateRight(ontoB0, forward1))
          + Long.bitCount(on1 & overE0) + Long.bitCount(on1 & Long.rotateRight(ontoE0, forward1))
          + Long.bitCount(on1 & overE1) + Long.bitCount(on1 & Long.rotateRight(ontoE1, forward1));
    }
    leaves += madeAfter(white, black, kings, whiteToMove, own, opp, empty, men, crown, e0, forward0, back0, on0,
        c0, c1);
    leaves += madeAfter(white, black, kings, whiteToMove, own, opp, empty, men, crown, e1, forward1, back1, on1,
        c0, c1);
    return leaves;
  }

  /**
   * {@link #lastTwoPlies}' children made or searched, of our steps in direction {@code e}: the crowning
   * steps made and counted, and those after which an opponent's jump may go on ({@code goOn}, by t) counted
   * from their first jumps ({@code capturesAfter}), or made and counted when the generator cannot.
   */
  private long madeAfter(long white, long black, long kings, boolean whiteToMove, long own, long opp, long empty,
      long men, long crown, int e, int forward, int back, long goOn, int c0, int c1) {
    long leaves = 0L;
    long to = Long.rotateRight(men, forward) & empty;
    long made = fromFirstJumps ? to & crown : goOn | (to & crown);
    leaves += made(white, black, kings, whiteToMove, made, crown, back);
    if (fromFirstJumps && goOn != 0) {
      leaves += capturesAfter(goOn, back, e, whiteToMove, own, opp, kings, empty, c0, c1);
    }
    return leaves;
  }

  /**
   * The last two plies' children made and counted: the men's steps to {@code steps} (of rotation
   * {@code back} from their origins), a man reaching {@code crown} crowned.
   */
  private long made(long white, long black, long kings, boolean whiteToMove, long steps, long crown, int back) {
    long leaves = 0L;
    for (long t = steps; t != 0; t &= t - 1) {
      long bit = t & -t;
      long move = Long.rotateRight(bit, back) | bit;
      long k = (bit & crown) != 0 ? kings | bit : kings;
      leaves += whiteToMove ? below(white ^ move, black, k, false, 1) : below(white, black ^ move, k, true, 1);
    }
    return leaves;
  }

  /**
   * {@link #lastTwoPlies} for men that capture along files and ranks too (their captures go backwards
   * too): after a man's step from {@code f} to {@code t}, the opponent (only men, unable to capture before)
   * can capture only by jumping the man on {@code t} or landing on {@code f}, in any of the eight
   * directions. A child where none of those jumps may go on is worth its first jumps, summed a direction at
   * a time: each takes one piece of ours, so a priority of built-in criteria ranks them equal unless it
   * prefers taking kings and we have some (the pieces leaving after the move, and men capturing backwards
   * too, as the summing needs); a child with none is worth the opponent's steps in this position, plus
   * those onto {@code f}, less those onto {@code t}. The others, and the crowning steps, are made and
   * counted.
   *
   * <p>Where a jump may go on is found from where the opponent's men could jump in this position: after a
   * jump over {@code t} the man lands where no new jump starts (one onto {@code f} or over {@code t} would
   * be the way back), and after one onto {@code f} it may also go on over {@code t}. Those sets hold every
   * way on and more (a piece of ours on {@code f}, an empty {@code t}), so a child counted by its first
   * jumps has no capture that goes on.
   *
   * @return the count, or -1 when the opponent could capture in this position
   */
  private long lastTwoPliesLines(long white, long black, long kings, boolean whiteToMove, long own, long opp,
      long empty) {
    long targets = menTakeKings ? own : own & ~kings;
    long hl = hasLeft;
    long hr = hasRight;
    int fs = fileShift;
    // by t after a step, a jump over t along a file or rank: leftwards, rightwards, upwards, downwards
    long overLeft = ((opp & hl) >>> 1) & ((empty & hr) << 1);
    long overRight = ((opp & hr) << 1) & ((empty & hl) >>> 1);
    long overUp = (opp >>> fs) & (empty << fs);
    long overDown = (opp << fs) & (empty >>> fs);
    long overLines = overLeft | overRight | overUp | overDown;
    // where an opponent's man could jump from in each direction: none of its men there, or it could capture
    long fromLeft = ((targets & ((empty & hr) << 1)) & hr) << 1;
    long fromRight = ((targets & ((empty & hl) >>> 1)) & hl) >>> 1;
    long fromUp = (targets & (empty << fs)) << fs;
    long fromDown = (targets & (empty >>> fs)) >>> fs;
    long from0 = jumpsFrom(0, 0, 4, targets, empty);
    long from1 = jumpsFrom(1, 0, 4, targets, empty);
    long from2 = jumpsFrom(2, 0, 4, targets, empty);
    long from3 = jumpsFrom(3, 0, 4, targets, empty);
    long diagonals = from0 | from1 | from2 | from3;
    long lines = fromLeft | fromRight | fromUp | fromDown;
    if ((opp & (diagonals | lines)) != 0) {
      return -1L;
    }
    int r0 = rotation[0];
    int r1 = rotation[1];
    int r2 = rotation[2];
    int r3 = rotation[3];
    // by f: a jump onto f over a piece that stays, in each direction
    long ontoLeft = (targets & ((opp & hl) >>> 1) & hl) >>> 1;
    long ontoRight = (targets & ((opp & hr) << 1) & hr) << 1;
    long ontoUp = (targets & (opp >>> fs)) >>> fs;
    long ontoDown = (targets & (opp << fs)) << fs;
    long onto0 = Long.rotateRight(targets & Long.rotateRight(opp, r0), r0);
    long onto1 = Long.rotateRight(targets & Long.rotateRight(opp, r1), r1);
    long onto2 = Long.rotateRight(targets & Long.rotateRight(opp, r2), r2);
    long onto3 = Long.rotateRight(targets & Long.rotateRight(opp, r3), r3);
    long ontoF = ontoLeft | ontoRight | ontoUp | ontoDown | onto0 | onto1 | onto2 | onto3;
    boolean sum = linesSummed && !(kingsDecide && (own & kings) != 0);
    long oppCrown = whiteToMove ? layout.bottomRow : layout.topRow;
    // where a man that has jumped in each direction may go on from (every way but back)
    long goLeft = 0L;
    long goRight = 0L;
    long goUp = 0L;
    long goDown = 0L;
    long go0 = 0L;
    long go1 = 0L;
    long go2 = 0L;
    long go3 = 0L;
    if (sum) {
      goLeft = landed(diagonals | fromLeft | fromUp | fromDown, oppCrown);
      goRight = landed(diagonals | fromRight | fromUp | fromDown, oppCrown);
      goUp = landed(diagonals | fromLeft | fromRight | fromUp, oppCrown);
      goDown = landed(diagonals | fromLeft | fromRight | fromDown, oppCrown);
      go0 = landed(lines | from0 | from1 | from2, oppCrown);
      go1 = landed(lines | from0 | from1 | from3, oppCrown);
      go2 = landed(lines | from0 | from2 | from3, oppCrown);
      go3 = landed(lines | from1 | from2 | from3, oppCrown);
    }
    long men = own & ~kings;
    long crown = whiteToMove ? layout.topRow : layout.bottomRow;
    int o0 = whiteToMove ? Layout.DOWN_LEFT : Layout.UP_LEFT;
    long reachA = Long.rotateRight(opp, rotation[o0]);
    long reachB = Long.rotateRight(opp, rotation[o0 + 1]);
    long answers = Long.bitCount(reachA & empty) + Long.bitCount(reachB & empty);
    int e0 = whiteToMove ? Layout.UP_LEFT : Layout.DOWN_LEFT;
    // a jump over t along a diagonal: onto f from just beyond t (when back along the step), elsewhere onto an
    // empty square; and where it lands, by t, when it may go on from there
    long beyond0 = Long.rotateRight(opp, r0);
    long beyond1 = Long.rotateRight(opp, r1);
    long beyond2 = Long.rotateRight(opp, r2);
    long beyond3 = Long.rotateRight(opp, r3);
    long clear0 = beyond0 & Long.rotateRight(empty, r3);
    long clear1 = beyond1 & Long.rotateRight(empty, r2);
    long clear2 = beyond2 & Long.rotateRight(empty, r1);
    long clear3 = beyond3 & Long.rotateRight(empty, r0);
    long on0 = Long.rotateRight(go0, r3);
    long on1 = Long.rotateRight(go1, r2);
    long on2 = Long.rotateRight(go2, r1);
    long on3 = Long.rotateRight(go3, r0);
    long leaves = 0L;
    for (int e = e0; e <= e0 + 1; e++) {
      int forward = rotation[e];
      int back = rotation[e ^ 3];
      long to = Long.rotateRight(men, forward) & empty;
      long plain = to & ~crown;
      int way = e ^ 3;
      long over0 = way == 0 ? beyond0 : clear0;
      long over1 = way == 1 ? beyond1 : clear1;
      long over2 = way == 2 ? beyond2 : clear2;
      long over3 = way == 3 ? beyond3 : clear3;
      long any = plain & (overLines | over0 | over1 | over2 | over3 | Long.rotateRight(ontoF, forward));
      long made = any;
      if (sum) {
        // by t, the children where a jump may go on: over t (onto f when back along the step), or onto f
        // (and on over t when the square beyond it is empty)
        long again = landed(Long.rotateRight(empty, 2 * back), oppCrown);
        long onF = (ontoLeft & goLeft) | (ontoRight & goRight) | (ontoUp & goUp) | (ontoDown & goDown)
            | (onto0 & go0) | (onto1 & go1) | (onto2 & go2) | (onto3 & go3) | (ontoF & again);
        long goOn = (overLeft & ((goLeft & hr) << 1)) | (overRight & ((goRight & hl) >>> 1))
            | (overUp & (goUp << fs)) | (overDown & (goDown >>> fs))
            | (over0 & on0) | (over1 & on1) | (over2 & on2) | (over3 & on3)
            | Long.rotateRight(onF, forward);
        made = plain & goOn;
        // every other child with a jump: its first jumps, each direction's counted apart
        long counted = any & ~made;
        long origins = Long.rotateRight(counted, back);
        leaves += Long.bitCount(counted & overLeft) + Long.bitCount(counted & overRight)
            + Long.bitCount(counted & overUp) + Long.bitCount(counted & overDown)
            + Long.bitCount(counted & over0) + Long.bitCount(counted & over1)
            + Long.bitCount(counted & over2) + Long.bitCount(counted & over3)
            + Long.bitCount(origins & ontoLeft) + Long.bitCount(origins & ontoRight)
            + Long.bitCount(origins & ontoUp) + Long.bitCount(origins & ontoDown)
            + Long.bitCount(origins & onto0) + Long.bitCount(origins & onto1)
            + Long.bitCount(origins & onto2) + Long.bitCount(origins & onto3);
      }
      long quiet = plain & ~any;
      long left = Long.rotateRight(quiet, back);
      leaves += Long.bitCount(quiet) * answers
          + Long.bitCount(left & reachA) + Long.bitCount(left & reachB)
          - Long.bitCount(quiet & reachA) - Long.bitCount(quiet & reachB);
      leaves += made(white, black, kings, whiteToMove, made | (to & crown), crown, back);
    }
    return leaves;
  }

  /**
   * {@link #lastTwoPliesLines} on the 10×10 board, written again with the board's steps as constants (see
   * {@link RulesGenerator}'s {@code menOnTen}): Frisian draughts' positions two plies from the horizon, its
   * perft about 3 % faster for it (docs/benchmarks.md). The general method serves the 8×8 board.
   */
  private long lastTwoPliesLinesTen(long white, long black, long kings, boolean whiteToMove, long own, long opp,
      long empty) {
    long targets = menTakeKings ? own : own & ~kings;
    long hl = RulesGenerator.TEN_LEFT;
    long hr = RulesGenerator.TEN_RIGHT;
    int fs = 11;
    // by t after a step, a jump over t along a file or rank: leftwards, rightwards, upwards, downwards
    long overLeft = ((opp & hl) >>> 1) & ((empty & hr) << 1);
    long overRight = ((opp & hr) << 1) & ((empty & hl) >>> 1);
    long overUp = (opp >>> fs) & (empty << fs);
    long overDown = (opp << fs) & (empty >>> fs);
    long overLines = overLeft | overRight | overUp | overDown;
    // where an opponent's man could jump from in each direction: none of its men there, or it could capture
    long fromLeft = ((targets & ((empty & hr) << 1)) & hr) << 1;
    long fromRight = ((targets & ((empty & hl) >>> 1)) & hl) >>> 1;
    long fromUp = (targets & (empty << fs)) << fs;
    long fromDown = (targets & (empty >>> fs)) >>> fs;
    long from0 = Long.rotateRight(targets & Long.rotateRight(empty, 58), 58);
    long from1 = Long.rotateRight(targets & Long.rotateRight(empty, 59), 59);
    long from2 = Long.rotateRight(targets & Long.rotateRight(empty, 5), 5);
    long from3 = Long.rotateRight(targets & Long.rotateRight(empty, 6), 6);
    long diagonals = from0 | from1 | from2 | from3;
    long lines = fromLeft | fromRight | fromUp | fromDown;
    if ((opp & (diagonals | lines)) != 0) {
      return -1L;
    }
    int r0 = 6;
    int r1 = 5;
    int r2 = 59;
    int r3 = 58;
    // by f: a jump onto f over a piece that stays, in each direction
    long ontoLeft = (targets & ((opp & hl) >>> 1) & hl) >>> 1;
    long ontoRight = (targets & ((opp & hr) << 1) & hr) << 1;
    long ontoUp = (targets & (opp >>> fs)) >>> fs;
    long ontoDown = (targets & (opp << fs)) << fs;
    long onto0 = Long.rotateRight(targets & Long.rotateRight(opp, r0), r0);
    long onto1 = Long.rotateRight(targets & Long.rotateRight(opp, r1), r1);
    long onto2 = Long.rotateRight(targets & Long.rotateRight(opp, r2), r2);
    long onto3 = Long.rotateRight(targets & Long.rotateRight(opp, r3), r3);
    long ontoF = ontoLeft | ontoRight | ontoUp | ontoDown | onto0 | onto1 | onto2 | onto3;
    boolean sum = linesSummed && !(kingsDecide && (own & kings) != 0);
    long oppCrown = whiteToMove ? layout.bottomRow : layout.topRow;
    // where a man that has jumped in each direction may go on from (every way but back)
    long goLeft = 0L;
    long goRight = 0L;
    long goUp = 0L;
    long goDown = 0L;
    long go0 = 0L;
    long go1 = 0L;
    long go2 = 0L;
    long go3 = 0L;
    if (sum) {
      goLeft = landed(diagonals | fromLeft | fromUp | fromDown, oppCrown);
      goRight = landed(diagonals | fromRight | fromUp | fromDown, oppCrown);
      goUp = landed(diagonals | fromLeft | fromRight | fromUp, oppCrown);
      goDown = landed(diagonals | fromLeft | fromRight | fromDown, oppCrown);
      go0 = landed(lines | from0 | from1 | from2, oppCrown);
      go1 = landed(lines | from0 | from1 | from3, oppCrown);
      go2 = landed(lines | from0 | from2 | from3, oppCrown);
      go3 = landed(lines | from1 | from2 | from3, oppCrown);
    }
    long men = own & ~kings;
    long crown = whiteToMove ? layout.topRow : layout.bottomRow;
    int o0 = whiteToMove ? Layout.DOWN_LEFT : Layout.UP_LEFT;
    long reachA = Long.rotateRight(opp, rotation[o0]);
    long reachB = Long.rotateRight(opp, rotation[o0 + 1]);
    long answers = Long.bitCount(reachA & empty) + Long.bitCount(reachB & empty);
    int e0 = whiteToMove ? Layout.UP_LEFT : Layout.DOWN_LEFT;
    // a jump over t along a diagonal: onto f from just beyond t (when back along the step), elsewhere onto an
    // empty square; and where it lands, by t, when it may go on from there
    long beyond0 = Long.rotateRight(opp, r0);
    long beyond1 = Long.rotateRight(opp, r1);
    long beyond2 = Long.rotateRight(opp, r2);
    long beyond3 = Long.rotateRight(opp, r3);
    long clear0 = beyond0 & Long.rotateRight(empty, r3);
    long clear1 = beyond1 & Long.rotateRight(empty, r2);
    long clear2 = beyond2 & Long.rotateRight(empty, r1);
    long clear3 = beyond3 & Long.rotateRight(empty, r0);
    long on0 = Long.rotateRight(go0, r3);
    long on1 = Long.rotateRight(go1, r2);
    long on2 = Long.rotateRight(go2, r1);
    long on3 = Long.rotateRight(go3, r0);
    long leaves = 0L;
    for (int e = e0; e <= e0 + 1; e++) {
      int forward = rotation[e];
      int back = rotation[e ^ 3];
      long to = Long.rotateRight(men, forward) & empty;
      long plain = to & ~crown;
      int way = e ^ 3;
      long over0 = way == 0 ? beyond0 : clear0;
      long over1 = way == 1 ? beyond1 : clear1;
      long over2 = way == 2 ? beyond2 : clear2;
      long over3 = way == 3 ? beyond3 : clear3;
      long any = plain & (overLines | over0 | over1 | over2 | over3 | Long.rotateRight(ontoF, forward));
      long made = any;
      if (sum) {
        // by t, the children where a jump may go on: over t (onto f when back along the step), or onto f
        // (and on over t when the square beyond it is empty)
        long again = landed(Long.rotateRight(empty, 2 * back), oppCrown);
        long onF = (ontoLeft & goLeft) | (ontoRight & goRight) | (ontoUp & goUp) | (ontoDown & goDown)
            | (onto0 & go0) | (onto1 & go1) | (onto2 & go2) | (onto3 & go3) | (ontoF & again);
        long goOn = (overLeft & ((goLeft & hr) << 1)) | (overRight & ((goRight & hl) >>> 1))
            | (overUp & (goUp << fs)) | (overDown & (goDown >>> fs))
            | (over0 & on0) | (over1 & on1) | (over2 & on2) | (over3 & on3)
            | Long.rotateRight(onF, forward);
        made = plain & goOn;
        // every other child with a jump: its first jumps, each direction's counted apart
        long counted = any & ~made;
        long origins = Long.rotateRight(counted, back);
        leaves += Long.bitCount(counted & overLeft) + Long.bitCount(counted & overRight)
            + Long.bitCount(counted & overUp) + Long.bitCount(counted & overDown)
            + Long.bitCount(counted & over0) + Long.bitCount(counted & over1)
            + Long.bitCount(counted & over2) + Long.bitCount(counted & over3)
            + Long.bitCount(origins & ontoLeft) + Long.bitCount(origins & ontoRight)
            + Long.bitCount(origins & ontoUp) + Long.bitCount(origins & ontoDown)
            + Long.bitCount(origins & onto0) + Long.bitCount(origins & onto1)
            + Long.bitCount(origins & onto2) + Long.bitCount(origins & onto3);
      }
      long quiet = plain & ~any;
      long left = Long.rotateRight(quiet, back);
      leaves += Long.bitCount(quiet) * answers
          + Long.bitCount(left & reachA) + Long.bitCount(left & reachB)
          - Long.bitCount(quiet & reachA) - Long.bitCount(quiet & reachB);
      leaves += made(white, black, kings, whiteToMove, made | (to & crown), crown, back);
    }
    return leaves;
  }

  /** Where a man could jump from in direction {@code d}, when it is one of the directions c0 to c1. */
  private long jumpsFrom(int d, int c0, int c1, long targets, long empty) {
    int back = rotation[d ^ 3];
    return d >= c0 && d < c1 ? Long.rotateRight(targets & Long.rotateRight(empty, back), back) : 0L;
  }

  /**
   * The opponent's captures after each of our men's steps in direction {@code e} to a square of
   * {@code steps} (from one of rotation {@code back} from it), when it could not capture before: each
   * starts with a jump over the man on {@code t} or onto {@code f}, found here, and the generator counts all
   * that follows from those (or, when it cannot, the child made). When the counts add up (every route a
   * move, no priority) one count serves every child; otherwise each child is counted apart, the side set
   * once.
   *
   * <p>The loop over the steps belongs to this method, and is written out for both cases, so that the
   * method stays over the JIT's size for inlining a hot method (325 bytes of bytecode): C2 then inlines
   * {@link #madeAfter} into {@link #lastTwoPlies} and calls this. With the loop in {@code madeAfter}, or a
   * smaller method here, {@code madeAfter} grows too big to inline and every variant's perft is 1 to 8 %
   * slower (docs/benchmarks.md, twenty-second part).
   */
  private long capturesAfter(long steps, int back, int e, boolean whiteToMove, long own, long opp, long kings,
      long empty, int c0, int c1) {
    RulesGenerator g = generator;
    long leaves = 0L;
    // a step moves a man: our kings, the search's side and what it may take of them, stay
    long ourKings = own & kings;
    if (addUp) {
      g.startCount(!whiteToMove, ourKings);
      // one count for every child
      for (long s = steps; s != 0; s &= s - 1) {
        long t = s & -s;
        long f = Long.rotateRight(t, back);
        long ours = own ^ (f | t);
        long free = empty ^ (f | t);
        long targets = menTakeKings ? ours : ours & ~kings;
        for (int d = c0; d < c1; d++) {
          int r = rotation[d];
          int b = rotation[d ^ 3];
          // over t, and onto f over a piece that stays, as below
          long jumper = Long.rotateRight(t, b) & opp;
          long land = Long.rotateRight(t, r) & free;
          if (jumper != 0 && land != 0) {
            g.countJump(jumper, t, land, ours, free);
          }
          if (d != (e ^ 3)) {
            long mid = Long.rotateRight(f, b) & targets;
            long from = Long.rotateRight(mid, b) & opp;
            if (mid != 0 && from != 0) {
              g.countJump(from, mid, f, ours, free);
            }
          }
        }
      }
      return g.endCount();
    }
    // the side set for the first child and after each child made; the count cleared for the others
    boolean unset = true;
    for (long s = steps; s != 0; s &= s - 1) {
      long t = s & -s;
      long f = Long.rotateRight(t, back);
      long ours = own ^ (f | t);
      long free = empty ^ (f | t);
      long targets = menTakeKings ? ours : ours & ~kings;
      if (unset) {
        g.startCount(!whiteToMove, ourKings);
        unset = false;
      } else {
        g.restartCount();
      }
      for (int d = c0; d < c1; d++) {
        int r = rotation[d];
        int b = rotation[d ^ 3];
        // over t from t - d onto t + d (onto f when d is back along the step)
        long jumper = Long.rotateRight(t, b) & opp;
        long land = Long.rotateRight(t, r) & free;
        if (jumper != 0 && land != 0) {
          g.countJump(jumper, t, land, ours, free);
        }
        if (d != (e ^ 3)) {
          // onto f over a piece that stays
          long mid = Long.rotateRight(f, b) & targets;
          long from = Long.rotateRight(mid, b) & opp;
          if (mid != 0 && from != 0) {
            g.countJump(from, mid, f, ours, free);
          }
        }
      }
      int n = g.endCount();
      if (n >= 0) {
        leaves += n;
      } else {
        // a count of one move per result that a man crowned mid-capture voided: the child made and counted
        long move = f | t;
        leaves += whiteToMove ? g.count(own ^ move, opp, kings, false, lists[1])
            : g.count(opp, own ^ move, kings, true, lists[1]);
        unset = true;
      }
    }
    return leaves;
  }

  /**
   * The destinations after which a man's jump goes on, given those where it could jump again from where it
   * lands and those where it lands on its far row.
   */
  private long landed(long again, long farRow) {
    if (goesOnAsMan) {
      return again;
    }
    return crownedGoesOn ? again | farRow : again & ~farRow;
  }
}
