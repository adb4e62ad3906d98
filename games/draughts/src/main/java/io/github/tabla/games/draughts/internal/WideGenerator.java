package io.github.tabla.games.draughts.internal;

import io.github.tabla.games.draughts.DraughtsRules;
import io.github.tabla.games.draughts.capture.Criterion;
import java.util.Arrays;

/**
 * The legal moves of any {@link DraughtsRules} on a board of up to 128 squares, the 12×12 board's 72 among
 * them: the boards a {@link Layout}'s one {@code long} cannot hold. A set of squares is two words.
 *
 * <p><b>Bits.</b> When pieces move along the diagonals, the first word holds the even rows (from the top,
 * row 0 first) and the second the odd rows, each row {@code size / 2 + 1} bits: its squares from the left,
 * then a ghost bit that is never a square. Bit {@code b} of the first word is bit {@code b}, of the second
 * {@code 64 + b}. A diagonal step then goes from one word to the other by a shift of 0, 1, {@code size / 2}
 * or {@code size / 2 + 1} places, a step off the board lands on a ghost or outside the rows, and a jump (two
 * steps) stays in its word: the steps and the pieces that can jump come from a few shifts of whole words.
 * When every square plays (pieces move along files and ranks only), bit {@code row · size + column}.
 * {@link #bit(int, int)}, {@link #row} and {@link #column} convert; {@link #bit(int)} and {@link #squareOf}
 * convert from and to the canonical squares as {@link Layout} numbers them (rows from the top, the playing
 * squares of a row from the left).
 *
 * <p>The rules are {@link RulesGenerator}'s. The captures are followed square by square on a table of
 * neighbours, reading the sets: taken pieces stay on the board and block until the move ends (or leave at
 * once under {@link DraughtsRules.Removal#AT_ONCE}), no piece is taken twice, the mover's start square counts
 * as empty, a flying king may stop on any free square behind a taken piece but must stop on one from which
 * it can go on if there is one, and a further capture straight ahead is one route whichever square it
 * passed. Of the complete captures only those the capture priority ranks first are kept (by a
 * {@link PriorityKey} when every criterion is a built-in one, by a {@link CaptureRanker} otherwise); under
 * {@link DraughtsRules.MoveIdentity#DISTINCT} two routes with the same origin, destination, captured pieces
 * and crowning are one move.
 *
 * <p>An instance keeps the search's state in fields and is not thread-safe; one per thread, reused,
 * generates without allocating.
 */
public final class WideGenerator {
  /** The board's side. */
  public final int size;
  /** The number of squares. */
  public final int squares;
  /** The bits a square may have: 0 to {@code bits - 1}, not all of them squares. */
  public final int bits;
  /** Whether every square plays (pieces move along files and ranks only). */
  public final boolean full;
  /** {@code nb[d * bits + b]}: the bit one step from bit {@code b} in direction {@code d} (as {@link Layout}'s), or -1. */
  private final int[] nb;
  private final int[] rowOf;
  private final int[] columnOf;
  private final int[] squareOfBit;
  private final int[] bitOfSquare;
  private final boolean flying;
  private final boolean menTakeKings;
  private final boolean orthogonal;
  private final boolean justBehind;
  private final boolean crownedGoesOn;
  private final boolean goesOnAsMan;
  private final boolean atOnce;
  private final boolean turnsBack;
  private final boolean distinct;
  private final boolean freeChoice;
  private final boolean nativeKey;
  private final boolean backward;
  private final PriorityKey priorityKey;
  private final CaptureRanker ranker;
  private final int[] whiteManCaptures;
  private final int[] blackManCaptures;
  private final int[] kingCaptures;
  private final int[] whiteManSteps;
  private final int[] blackManSteps;
  private final int[] kingSteps;

  /**
   * Whether {@link #count} may count a position of men alone from whole sets: captures along the diagonals,
   * free choice or the most pieces alone, and a man on the far row going on as a man.
   */
  private final boolean countsFromSets;
  /** Whether the pieces that can capture and the steps are found from whole sets: captures along the diagonals. */
  private final boolean diagonalSets;
  /** The bits of a row in a word: its squares, then a ghost. */
  private final int w;
  /**
   * The squares of each word; the top and the bottom rows, where White's and Black's men are crowned (on
   * the diagonal boards in the first word and in the second).
   */
  private final long validLow;
  private final long validHigh;
  private final long crownLow;
  private final long crownHigh;

  // the state of the search in progress: the empty squares, the pieces a man and a king may take (those
  // taken leave these sets), all kings, each as two words
  private long emptyLow;
  private long emptyHigh;
  private long manTargetLow;
  private long manTargetHigh;
  private long targetLow;
  private long targetHigh;
  private long kingsLow;
  private long kingsHigh;
  private final int[] route;
  private final int[] taken;
  private int routeLength;
  private int takenCount;
  private int[] manCaptures = new int[0];
  private int crownRow;
  private int from;
  private boolean byKing;
  private long best;
  /** The landings {@link #firstJumps} found. */
  private long landLow;
  private long landHigh;
  /** The routes {@link #countRoutes} counted, and the most pieces one of them took. */
  private int counted;
  private int longest;
  /** Whether the men {@link #countRoutes} follows capture up the board, and down. */
  private boolean manUp;
  private boolean manDown;
  /** Listing every complete capture, whatever the priority ({@link #allCaptures}). */
  private boolean all;
  private WideMoves out = new WideMoves();
  /** The buffer {@link #countChildrenFromSets} counts its children with. */
  private final WideMoves spare = new WideMoves();
  private boolean[] keep = new boolean[64];

  /**
   * A generator for some rules.
   *
   * @param rules the rules
   * @param distinct whether routes that take the same pieces to the same square are one move
   * @param kinds the built-in criteria in order, empty for free choice
   * @param builtIn whether {@code kinds} describes the whole priority; when not, {@code ranker} decides
   * @param ranker the priority's comparator on primitives
   * @param worth the worths of {@link RulesGenerator#MOST_VALUE} when {@code kinds} has it (any otherwise)
   */
  public WideGenerator(DraughtsRules rules, boolean distinct, int[] kinds, boolean builtIn, CaptureRanker ranker,
      Criterion.Worth worth) {
    boolean linesOnly = rules.captureLines() == DraughtsRules.CaptureLines.ORTHOGONAL;
    this.size = rules.size();
    this.full = linesOnly;
    this.squares = full ? size * size : size * size / 2;
    if (squares > 128) {
      throw new IllegalArgumentException("the wide generator plays on at most 128 squares, not " + squares);
    }
    this.w = size / 2 + 1;
    this.bits = full ? squares : 64 + (size / 2) * w;
    this.rowOf = new int[bits];
    this.columnOf = new int[bits];
    this.squareOfBit = new int[bits];
    this.bitOfSquare = new int[squares];
    Arrays.fill(rowOf, -1);
    Arrays.fill(columnOf, -1);
    Arrays.fill(squareOfBit, -1);
    long[] valid = new long[2];
    long top = 0L;
    long bottom = 0L;
    int k = 0;
    for (int r = 0; r < size; r++) {
      for (int c = 0; c < size; c++) {
        int b = bit(r, c);
        if (b < 0) {
          continue;
        }
        rowOf[b] = r;
        columnOf[b] = c;
        squareOfBit[b] = k;
        bitOfSquare[k++] = b;
        valid[b >> 6] |= 1L << b;
        top |= r == 0 ? 1L << b : 0L;
        bottom |= r == size - 1 ? 1L << b : 0L;
      }
    }
    this.validLow = valid[0];
    this.validHigh = valid[1];
    this.crownLow = top;
    this.crownHigh = bottom;
    this.nb = neighbours();
    this.flying = rules.kingRange() == DraughtsRules.KingRange.FLYING;
    this.menTakeKings = rules.menCaptureKings();
    this.orthogonal = rules.captureLines() != DraughtsRules.CaptureLines.DIAGONAL;
    this.justBehind = rules.kingLanding() == DraughtsRules.KingLanding.JUST_BEHIND;
    this.crownedGoesOn = rules.farRowInCapture() == DraughtsRules.FarRowInCapture.CROWNED_GOES_ON_AS_KING;
    this.goesOnAsMan = rules.farRowInCapture() == DraughtsRules.FarRowInCapture.GOES_ON_AS_MAN;
    this.atOnce = rules.removal() == DraughtsRules.Removal.AT_ONCE;
    this.turnsBack = rules.captureTurnsBack();
    this.distinct = distinct;
    this.nativeKey = builtIn && RulesGenerator.fits(kinds);
    this.freeChoice = builtIn && kinds.length == 0;
    this.priorityKey = new PriorityKey(nativeKey ? kinds : new int[0], worth);
    this.ranker = ranker;
    this.backward = rules.manCaptures() == DraughtsRules.ManCaptures.FORWARD_AND_BACKWARD;
    int[] whiteDiagonals = linesOnly ? new int[0] : backward
        ? new int[] {Layout.UP_LEFT, Layout.UP_RIGHT, Layout.DOWN_LEFT, Layout.DOWN_RIGHT}
        : new int[] {Layout.UP_LEFT, Layout.UP_RIGHT};
    int[] blackDiagonals = linesOnly ? new int[0] : backward
        ? new int[] {Layout.DOWN_LEFT, Layout.DOWN_RIGHT, Layout.UP_LEFT, Layout.UP_RIGHT}
        : new int[] {Layout.DOWN_LEFT, Layout.DOWN_RIGHT};
    int[] whiteLines = !orthogonal ? new int[0] : backward
        ? new int[] {Layout.LEFT, Layout.RIGHT, Layout.UP, Layout.DOWN} : new int[] {Layout.LEFT, Layout.RIGHT, Layout.UP};
    int[] blackLines = !orthogonal ? new int[0] : backward
        ? new int[] {Layout.LEFT, Layout.RIGHT, Layout.UP, Layout.DOWN} : new int[] {Layout.LEFT, Layout.RIGHT, Layout.DOWN};
    this.whiteManCaptures = concat(whiteDiagonals, whiteLines);
    this.blackManCaptures = concat(blackDiagonals, blackLines);
    this.kingCaptures = linesOnly ? new int[] {4, 5, 6, 7} : orthogonal ? new int[] {0, 1, 2, 3, 4, 5, 6, 7}
        : new int[] {0, 1, 2, 3};
    this.whiteManSteps = linesOnly ? new int[] {Layout.UP, Layout.LEFT, Layout.RIGHT}
        : new int[] {Layout.UP_LEFT, Layout.UP_RIGHT};
    this.blackManSteps = linesOnly ? new int[] {Layout.DOWN, Layout.LEFT, Layout.RIGHT}
        : new int[] {Layout.DOWN_LEFT, Layout.DOWN_RIGHT};
    this.kingSteps = linesOnly ? new int[] {4, 5, 6, 7} : new int[] {0, 1, 2, 3};
    boolean piecesOnly = freeChoice || nativeKey;
    for (int kind : nativeKey ? kinds : new int[0]) {
      piecesOnly &= kind == RulesGenerator.MOST_PIECES;
    }
    this.countsFromSets = !orthogonal && goesOnAsMan && piecesOnly;
    this.diagonalSets = !orthogonal;
    this.route = new int[squares + 1];
    this.taken = new int[squares + 1];
  }

  private static int[] concat(int[] a, int[] b) {
    int[] c = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, c, a.length, b.length);
    return c;
  }

  /** The table of neighbours. */
  private int[] neighbours() {
    int[] table = new int[8 * bits];
    Arrays.fill(table, -1);
    for (int b = 0; b < bits; b++) {
      int r = rowOf[b];
      int c = columnOf[b];
      if (r < 0) {
        continue;
      }
      for (int d = 0; d < 8; d++) {
        int step = full ? 1 : 2;
        int r2 = d < 4 ? r + ((d & 2) == 0 ? -1 : 1) : r + (d == Layout.UP ? -step : d == Layout.DOWN ? step : 0);
        int c2 = d < 4 ? c + ((d & 1) == 0 ? -1 : 1) : c + (d == Layout.LEFT ? -step : d == Layout.RIGHT ? step : 0);
        if (full && d < 4) {
          continue;
        }
        table[d * bits + b] = bit(r2, c2);
      }
    }
    return table;
  }

  /**
   * The row of a square's bit.
   *
   * @param bit a square's bit
   * @return 0 (top) to {@code size - 1}
   * @throws IllegalArgumentException when the bit is not a square's
   */
  public int row(int bit) {
    checkBit(bit);
    return rowOf[bit];
  }

  /**
   * The column of a square's bit.
   *
   * @param bit a square's bit
   * @return 0 (left) to {@code size - 1}
   * @throws IllegalArgumentException when the bit is not a square's
   */
  public int column(int bit) {
    checkBit(bit);
    return columnOf[bit];
  }

  /**
   * The canonical square of a bit: the playing squares numbered from 0 row by row from the top, each row
   * from the left, as {@link Layout} numbers them.
   *
   * @param bit a square's bit
   * @return 0 to {@code squares - 1}
   * @throws IllegalArgumentException when the bit is not a square's
   */
  public int squareOf(int bit) {
    checkBit(bit);
    return squareOfBit[bit];
  }

  /**
   * The bit of a canonical square.
   *
   * @param square 0 to {@code squares - 1}
   * @return its bit
   * @throws IllegalArgumentException when there is no such square
   */
  public int bit(int square) {
    if (square < 0 || square >= squares) {
      throw new IllegalArgumentException("a square of 0 to " + (squares - 1) + ", not " + square);
    }
    return bitOfSquare[square];
  }

  private void checkBit(int bit) {
    if (bit < 0 || bit >= bits || rowOf[bit] < 0) {
      throw new IllegalArgumentException("not a square's bit on " + size + "×" + size + ": " + bit);
    }
  }

  /**
   * The bit of the square on a row and column.
   *
   * @param row 0 (top) to {@code size - 1}
   * @param column 0 (left) to {@code size - 1}
   * @return the bit, or -1 off the board or on a square that does not play
   */
  public int bit(int row, int column) {
    if (row < 0 || row >= size || column < 0 || column >= size) {
      return -1;
    }
    if (full) {
      return row * size + column;
    }
    return ((row + column) & 1) == 0 ? -1 : (row & 1) * 64 + (row >> 1) * w + (column >> 1);
  }

  /**
   * The legal moves of a position, written into {@code list} (cleared first).
   *
   * @param whiteLow White's pieces in the first word
   * @param whiteHigh White's pieces in the second word
   * @param blackLow Black's pieces in the first word
   * @param blackHigh Black's pieces in the second word
   * @param kingsLow both sides' kings in the first word
   * @param kingsHigh both sides' kings in the second word
   * @param whiteToMove whose turn it is
   * @param list the buffer
   * @return the number of moves
   */
  public int generate(long whiteLow, long whiteHigh, long blackLow, long blackHigh, long kingsLow, long kingsHigh,
      boolean whiteToMove, WideMoves list) {
    all = false;
    return list(whiteLow, whiteHigh, blackLow, blackHigh, kingsLow, kingsHigh, whiteToMove, list);
  }

  /**
   * Every complete capture of the side to move, whatever its priority: what a user might try, for explaining
   * why a capture is not allowed.
   *
   * @param whiteLow White's pieces in the first word
   * @param whiteHigh White's pieces in the second word
   * @param blackLow Black's pieces in the first word
   * @param blackHigh Black's pieces in the second word
   * @param kingsLow both sides' kings in the first word
   * @param kingsHigh both sides' kings in the second word
   * @param whiteToMove whose turn it is
   * @param list the buffer
   * @return the number of captures, 0 when none is possible
   */
  public int allCaptures(long whiteLow, long whiteHigh, long blackLow, long blackHigh, long kingsLow, long kingsHigh,
      boolean whiteToMove, WideMoves list) {
    all = true;
    try {
      return list(whiteLow, whiteHigh, blackLow, blackHigh, kingsLow, kingsHigh, whiteToMove, list);
    } finally {
      all = false;
    }
  }

  private int list(long whiteLow, long whiteHigh, long blackLow, long blackHigh, long kingsLowIn, long kingsHighIn,
      boolean whiteToMove, WideMoves list) {
    list.clear();
    out = list;
    long ownLow = whiteToMove ? whiteLow : blackLow;
    long ownHigh = whiteToMove ? whiteHigh : blackHigh;
    long oppLow = whiteToMove ? blackLow : whiteLow;
    long oppHigh = whiteToMove ? blackHigh : whiteHigh;
    crownRow = whiteToMove ? 0 : size - 1;
    manCaptures = whiteToMove ? whiteManCaptures : blackManCaptures;
    long eLow = validLow & ~(whiteLow | blackLow);
    long eHigh = validHigh & ~(whiteHigh | blackHigh);
    emptyLow = eLow;
    emptyHigh = eHigh;
    kingsLow = kingsLowIn;
    kingsHigh = kingsHighIn;
    targetLow = oppLow;
    targetHigh = oppHigh;
    manTargetLow = menTakeKings ? oppLow : oppLow & ~kingsLowIn;
    manTargetHigh = menTakeKings ? oppHigh : oppHigh & ~kingsHighIn;
    long menLow = ownLow & ~kingsLowIn;
    long menHigh = ownHigh & ~kingsHighIn;
    long fromLow = ownLow;
    long fromHigh = ownHigh;
    if (diagonalSets) {
      // the pieces that can make a first jump, from whole sets; none: the steps, from the sets too
      fromLow = 0L;
      fromHigh = 0L;
      for (int d : manCaptures) {
        int back = d ^ 3;
        long overLow = stepLow(back, eHigh) & manTargetLow;
        long overHigh = stepHigh(back, eLow) & manTargetHigh;
        fromLow |= stepLow(back, overHigh) & menLow;
        fromHigh |= stepHigh(back, overLow) & menHigh;
      }
      for (long k = ownLow & kingsLowIn; k != 0; k &= k - 1) {
        int b = Long.numberOfTrailingZeros(k);
        if (kingCaptures(b)) {
          fromLow |= 1L << b;
        }
      }
      for (long k = ownHigh & kingsHighIn; k != 0; k &= k - 1) {
        int b = Long.numberOfTrailingZeros(k);
        if (kingCaptures(64 + b)) {
          fromHigh |= 1L << b;
        }
      }
      if ((fromLow | fromHigh) == 0L) {
        if (!all) {
          stepsFromSets(menLow, menHigh, ownLow & kingsLowIn, ownHigh & kingsHighIn, eLow, eHigh,
              whiteToMove ? whiteManSteps : blackManSteps);
        }
        return list.size;
      }
    }
    best = Long.MIN_VALUE;
    searchFrom(fromLow, 0);
    searchFrom(fromHigh, 64);
    if (list.size > 0 || all) {
      if (!freeChoice && !nativeKey && !all) {
        byRanker(list);
      }
      return list.size;
    }
    int[] manSteps = whiteToMove ? whiteManSteps : blackManSteps;
    steps(ownLow, 0, manSteps);
    steps(ownHigh, 64, manSteps);
    return list.size;
  }

  /** Whether the king on bit {@code b} can take a piece. */
  private boolean kingCaptures(int b) {
    for (int d : kingCaptures) {
      int base = d * bits;
      int t = nb[base + b];
      while (flying && t >= 0 && isEmpty(t)) {
        t = nb[base + t];
      }
      if (t >= 0 && has(targetLow, targetHigh, t)) {
        int land = nb[base + t];
        if (land >= 0 && isEmpty(land)) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean has(long low, long high, int b) {
    return ((b < 64 ? low : high) >>> b & 1L) != 0L;
  }

  private boolean isEmpty(int b) {
    return ((b < 64 ? emptyLow : emptyHigh) >>> b & 1L) != 0L;
  }

  /** The steps of a position without a capture, from whole sets: the men's a direction at a time, then the kings'. */
  private void stepsFromSets(long menLow, long menHigh, long kingLow, long kingHigh, long eLow, long eHigh,
      int[] manSteps) {
    WideMoves list = out;
    for (int d : manSteps) {
      int back = (d ^ 3) * bits;
      for (int word = 0; word < 2; word++) {
        long to = word == 0 ? stepLow(d, menHigh) & eLow : stepHigh(d, menLow) & eHigh;
        for (; to != 0; to &= to - 1) {
          int t = word << 6 | Long.numberOfTrailingZeros(to);
          route[0] = t;
          list.add(nb[back + t], t, rowOf[t] == crownRow, 0L, 0L, 0, false, route, 1);
        }
      }
    }
    for (int word = 0; word < 2; word++) {
      for (long k = word == 0 ? kingLow : kingHigh; k != 0; k &= k - 1) {
        int b = word << 6 | Long.numberOfTrailingZeros(k);
        for (int d : kingSteps) {
          int base = d * bits;
          for (int t = nb[base + b]; t >= 0 && isEmpty(t); t = flying ? nb[base + t] : -1) {
            route[0] = t;
            list.add(b, t, false, 0L, 0L, 0, false, route, 1);
          }
        }
      }
    }
  }

  /**
   * The number of legal moves, as {@link #generate} would list them: on a diagonal board, under free choice
   * or the most pieces, a side of men alone is counted from whole sets of squares (steps and first jumps a
   * direction at a time) and, when a man can go on, by a search that follows its routes without listing
   * them; any other position is listed.
   *
   * @param whiteLow White's pieces in the first word
   * @param whiteHigh White's pieces in the second word
   * @param blackLow Black's pieces in the first word
   * @param blackHigh Black's pieces in the second word
   * @param kingsLow both sides' kings in the first word
   * @param kingsHigh both sides' kings in the second word
   * @param whiteToMove whose turn it is
   * @param list a buffer for the positions that are listed
   * @return the number of moves
   */
  public int count(long whiteLow, long whiteHigh, long blackLow, long blackHigh, long kingsLow, long kingsHigh,
      boolean whiteToMove, WideMoves list) {
    long ownLow = whiteToMove ? whiteLow : blackLow;
    long ownHigh = whiteToMove ? whiteHigh : blackHigh;
    if (!countsFromSets || (ownLow & kingsLow | ownHigh & kingsHigh) != 0L) {
      return generate(whiteLow, whiteHigh, blackLow, blackHigh, kingsLow, kingsHigh, whiteToMove, list);
    }
    long oppLow = whiteToMove ? blackLow : whiteLow;
    long oppHigh = whiteToMove ? blackHigh : whiteHigh;
    long eLow = validLow & ~(whiteLow | blackLow);
    long eHigh = validHigh & ~(whiteHigh | blackHigh);
    long tLow = menTakeKings ? oppLow : oppLow & ~kingsLow;
    long tHigh = menTakeKings ? oppHigh : oppHigh & ~kingsHigh;
    int s = w;
    boolean up = whiteToMove || backward;
    boolean down = !whiteToMove || backward;
    int landings = firstJumps(ownLow, ownHigh, tLow, tHigh, eLow, eHigh, up, down);
    if (landings == 0) {
      if (whiteToMove) {
        return Long.bitCount(ownHigh >>> 1 & eLow) + Long.bitCount(ownLow >>> s & eHigh)
            + Long.bitCount(ownHigh & eLow) + Long.bitCount(ownLow >>> (s - 1) & eHigh);
      }
      return Long.bitCount(ownHigh << (s - 1) & eLow) + Long.bitCount(ownLow & eHigh)
          + Long.bitCount(ownHigh << s & eLow) + Long.bitCount(ownLow << 1 & eHigh);
    }
    // the squares a jump starts from (those of a jump the other way from the empty squares): a man that
    // lands on one goes on (the way back is closed: its own square is not empty)
    long startLow = (up ? jumpLow(Layout.DOWN_LEFT, eLow, tHigh) | jumpLow(Layout.DOWN_RIGHT, eLow, tHigh) : 0L)
        | (down ? jumpLow(Layout.UP_LEFT, eLow, tHigh) | jumpLow(Layout.UP_RIGHT, eLow, tHigh) : 0L);
    long startHigh = (up ? jumpHigh(Layout.DOWN_LEFT, eHigh, tLow) | jumpHigh(Layout.DOWN_RIGHT, eHigh, tLow) : 0L)
        | (down ? jumpHigh(Layout.UP_LEFT, eHigh, tLow) | jumpHigh(Layout.UP_RIGHT, eHigh, tLow) : 0L);
    if ((landLow & startLow | landHigh & startHigh) != 0L) {
      int n = countManCaptures(ownLow & startLow, ownHigh & startHigh, tLow, tHigh, eLow, eHigh, up, down);
      return n >= 0 ? n : generate(whiteLow, whiteHigh, blackLow, blackHigh, kingsLow, kingsHigh, whiteToMove, list);
    }
    return landings;
  }

  /**
   * The number of captures of a side of men alone whose priority is free choice or the most pieces, by a
   * search that follows each route from each man that can jump ({@code fromLow}, {@code fromHigh}) without
   * listing it; -1 when routes long enough to take the same pieces
   * in another order (four jumps or more) must be told apart (one move per result).
   */
  private int countManCaptures(long fromLow, long fromHigh, long tLow, long tHigh, long eLow, long eHigh,
      boolean up, boolean down) {
    manUp = up;
    manDown = down;
    manTargetLow = tLow;
    manTargetHigh = tHigh;
    emptyLow = eLow;
    emptyHigh = eHigh;
    longest = 0;
    counted = 0;
    for (int word = 0; word < 2; word++) {
      for (long m = word == 0 ? fromLow : fromHigh; m != 0; m &= m - 1) {
        int b = word << 6 | Long.numberOfTrailingZeros(m);
        flip(b);
        countRoutes(word, b & 63, 0L, 0L, 0);
        flip(b);
      }
    }
    return distinct && longest >= 4 ? -1 : counted;
  }

  /**
   * Follows a man's routes from index {@code i} of word {@code x}, {@code jumps} made, the pieces taken in
   * two words. A jump stays in its word, by {@code ±(w ± 1)} places; the piece it takes is in the other word
   * ({@link #stepLow}, {@link #stepHigh}). An index off the board reads a ghost, a bit past the last row or,
   * below 0, one of the word's top bits: none of them a square.
   */
  private void countRoutes(int x, int i, long takenLow, long takenHigh, int jumps) {
    boolean found = false;
    int s = w;
    long other = x == 0 ? manTargetHigh & ~takenHigh : manTargetLow & ~takenLow;
    // a man lands on squares two rows and two columns from where it was, never on a taken piece's square:
    // removal at once frees none of them for it
    long same = x == 0 ? emptyLow : emptyHigh;
    // the taken piece's index in the other word: up-left, up-right, down-left, down-right
    int ul = x == 0 ? i - s : i - 1;
    int ur = x == 0 ? i - s + 1 : i;
    int dl = x == 0 ? i : i + s - 1;
    int dr = x == 0 ? i + 1 : i + s;
    if (manUp) {
      if ((other >>> ul & 1L) != 0L && (same >>> (i - s - 1) & 1L) != 0L) {
        found = true;
        jump(x, i - s - 1, ul, takenLow, takenHigh, jumps);
      }
      if ((other >>> ur & 1L) != 0L && (same >>> (i - s + 1) & 1L) != 0L) {
        found = true;
        jump(x, i - s + 1, ur, takenLow, takenHigh, jumps);
      }
    }
    if (manDown) {
      if ((other >>> dl & 1L) != 0L && (same >>> (i + s - 1) & 1L) != 0L) {
        found = true;
        jump(x, i + s - 1, dl, takenLow, takenHigh, jumps);
      }
      if ((other >>> dr & 1L) != 0L && (same >>> (i + s + 1) & 1L) != 0L) {
        found = true;
        jump(x, i + s + 1, dr, takenLow, takenHigh, jumps);
      }
    }
    if (!found && jumps > 0) {
      if (freeChoice || jumps == longest) {
        counted++;
      } else if (jumps > longest) {
        longest = jumps;
        counted = 1;
      }
    }
  }

  /** A jump of {@link #countRoutes} to index {@code land} of word {@code x}, over index {@code mid} of the other. */
  private void jump(int x, int land, int mid, long takenLow, long takenHigh, int jumps) {
    long bit = 1L << mid;
    countRoutes(x, land, x == 0 ? takenLow : takenLow | bit, x == 0 ? takenHigh | bit : takenHigh, jumps + 1);
  }

  /**
   * The number of moves of every child of a position, summed (perft's last two plies), where the side to
   * move has men alone and no capture: its steps are made from whole sets, each child counted by
   * {@link #count} without being listed.
   *
   * @param whiteLow White's pieces in the first word
   * @param whiteHigh White's pieces in the second word
   * @param blackLow Black's pieces in the first word
   * @param blackHigh Black's pieces in the second word
   * @param kingsLow both sides' kings in the first word
   * @param kingsHigh both sides' kings in the second word
   * @param whiteToMove whose turn it is
   * @return the number of sequences of two moves, or -1 when the side to move has a king or a capture, or
   *     the rules' pieces capture along files and ranks: then the children are to be made one by one
   */
  public long countChildrenFromSets(long whiteLow, long whiteHigh, long blackLow, long blackHigh, long kingsLow,
      long kingsHigh, boolean whiteToMove) {
    long ownLow = whiteToMove ? whiteLow : blackLow;
    long ownHigh = whiteToMove ? whiteHigh : blackHigh;
    if (!diagonalSets || (ownLow & kingsLow | ownHigh & kingsHigh) != 0L) {
      return -1L;
    }
    long oppLow = whiteToMove ? blackLow : whiteLow;
    long oppHigh = whiteToMove ? blackHigh : whiteHigh;
    long eLow = validLow & ~(whiteLow | blackLow);
    long eHigh = validHigh & ~(whiteHigh | blackHigh);
    if (firstJumps(ownLow, ownHigh, menTakeKings ? oppLow : oppLow & ~kingsLow,
        menTakeKings ? oppHigh : oppHigh & ~kingsHigh, eLow, eHigh, whiteToMove || backward,
        !whiteToMove || backward) != 0) {
      return -1L;
    }
    WideMoves buffer = spare;
    int s = w;
    long leaves = 0L;
    if (whiteToMove) {
      // up and left: from the second word by 1, from the first by s; up and right: by 0 and by s - 1
      for (int shift = 0; shift <= 1; shift++) {
        for (long to = (ownHigh >>> shift) & eLow; to != 0; to &= to - 1) {
          long t = to & -to;
          long k = (t & crownLow) != 0L ? kingsLow | t : kingsLow;
          leaves += count(whiteLow | t, whiteHigh ^ t << shift, blackLow, blackHigh, k, kingsHigh, false, buffer);
        }
      }
      for (int shift = s - 1; shift <= s; shift++) {
        for (long to = (ownLow >>> shift) & eHigh; to != 0; to &= to - 1) {
          long t = to & -to;
          leaves += count(whiteLow ^ t << shift, whiteHigh | t, blackLow, blackHigh, kingsLow, kingsHigh, false,
              buffer);
        }
      }
    } else {
      // down and left: from the second word by s - 1, from the first by 0; down and right: by s and by 1
      for (int shift = s - 1; shift <= s; shift++) {
        for (long to = (ownHigh << shift) & eLow; to != 0; to &= to - 1) {
          long t = to & -to;
          leaves += count(whiteLow, whiteHigh, blackLow | t, blackHigh ^ t >>> shift, kingsLow, kingsHigh, true,
              buffer);
        }
      }
      for (int shift = 0; shift <= 1; shift++) {
        for (long to = (ownLow << shift) & eHigh; to != 0; to &= to - 1) {
          long t = to & -to;
          long k = (t & crownHigh) != 0L ? kingsHigh | t : kingsHigh;
          leaves += count(whiteLow, whiteHigh, blackLow ^ t >>> shift, blackHigh | t, kingsLow, k, true, buffer);
        }
      }
    }
    return leaves;
  }

  /**
   * The number of first jumps of a side's men ({@code own}, taking {@code t}, landing on {@code e}) up the
   * board and down as asked, from whole sets a direction at a time (a jump stays in its word); their
   * landings are left in {@link #landLow} and {@link #landHigh}.
   */
  private int firstJumps(long ownLow, long ownHigh, long tLow, long tHigh, long eLow, long eHigh, boolean up,
      boolean down) {
    int s = w;
    long low = 0L;
    long high = 0L;
    int landings = 0;
    if (up) {
      // up and left: first word to second by s, second to first by 1
      long a = ((ownHigh >>> 1 & tLow) >>> s) & eHigh;
      long b = ((ownLow >>> s & tHigh) >>> 1) & eLow;
      // up and right: first to second by s - 1, second to first by 0
      long c = ((ownHigh & tLow) >>> (s - 1)) & eHigh;
      long e = (ownLow >>> (s - 1) & tHigh) & eLow;
      landings += Long.bitCount(a) + Long.bitCount(b) + Long.bitCount(c) + Long.bitCount(e);
      low |= b | e;
      high |= a | c;
    }
    if (down) {
      // down and left: first to second by 0, second to first by s - 1
      long a = ((ownHigh << (s - 1)) & tLow) & eHigh;
      long b = ((ownLow & tHigh) << (s - 1)) & eLow;
      // down and right: first to second by 1, second to first by s
      long c = ((ownHigh << s & tLow) << 1) & eHigh;
      long e = ((ownLow << 1 & tHigh) << s) & eLow;
      landings += Long.bitCount(a) + Long.bitCount(b) + Long.bitCount(c) + Long.bitCount(e);
      low |= b | e;
      high |= a | c;
    }
    landLow = low;
    landHigh = high;
    return landings;
  }

  /**
   * The first word of the squares one diagonal step in direction {@code d} (0 to 3) from the squares of a
   * set's second word (a step changes words); bits off the board may be set, ghosts and past the last row.
   */
  private long stepLow(int d, long high) {
    switch (d) {
      case Layout.UP_LEFT:
        return high >>> 1;
      case Layout.UP_RIGHT:
        return high;
      case Layout.DOWN_LEFT:
        return high << (w - 1);
      default:
        return high << w;
    }
  }

  /** The second word of the squares one diagonal step from the squares of a set's first word. */
  private long stepHigh(int d, long low) {
    switch (d) {
      case Layout.UP_LEFT:
        return low >>> w;
      case Layout.UP_RIGHT:
        return low >>> (w - 1);
      case Layout.DOWN_LEFT:
        return low;
      default:
        return low << 1;
    }
  }

  /** The first word of the landings of jumps in direction {@code d} from a set's first word over {@code overHigh}. */
  private long jumpLow(int d, long low, long overHigh) {
    return stepLow(d, stepHigh(d, low) & overHigh);
  }

  /** The second word of the landings of jumps in direction {@code d} from a set's second word over {@code overLow}. */
  private long jumpHigh(int d, long high, long overLow) {
    return stepHigh(d, stepLow(d, high) & overLow);
  }

  private void searchFrom(long own, int base) {
    for (long t = own; t != 0; t &= t - 1) {
      int b = base + Long.numberOfTrailingZeros(t);
      boolean king = has(kingsLow, kingsHigh, b);
      from = b;
      byKing = king;
      routeLength = 0;
      takenCount = 0;
      flip(b);
      if (!king) {
        man(b);
      } else if (flying) {
        kingFrom(b, 0, 0, false);
      } else {
        shortKing(b, 0, 0, false);
      }
      flip(b);
    }
  }

  /** Turns a bit of the empty squares. */
  private void flip(int b) {
    if (b < 64) {
      emptyLow ^= 1L << b;
    } else {
      emptyHigh ^= 1L << b;
    }
  }

  private void steps(long own, int base, int[] manSteps) {
    WideMoves list = out;
    for (long t = own; t != 0; t &= t - 1) {
      int b = base + Long.numberOfTrailingZeros(t);
      if (!has(kingsLow, kingsHigh, b)) {
        for (int d : manSteps) {
          int to = nb[d * bits + b];
          if (to >= 0 && isEmpty(to)) {
            route[0] = to;
            list.add(b, to, rowOf[to] == crownRow, 0L, 0L, 0, false, route, 1);
          }
        }
      } else {
        for (int d : kingSteps) {
          for (int to = nb[d * bits + b]; to >= 0 && isEmpty(to); to = flying ? nb[d * bits + to] : -1) {
            route[0] = to;
            list.add(b, to, false, 0L, 0L, 0, false, route, 1);
          }
        }
      }
    }
  }

  /** Whether a man may take the piece on bit {@code b}: an opponent's not yet taken, a man unless men take kings. */
  private boolean manTakes(int b) {
    return has(manTargetLow, manTargetHigh, b);
  }

  /** Whether a king may take the piece on bit {@code b}: an opponent's not yet taken. */
  private boolean kingTakes(int b) {
    return has(targetLow, targetHigh, b);
  }

  /** A man's capture from {@code sq}: its first jumps. */
  private void man(int sq) {
    for (int d : manCaptures) {
      int mid = nb[d * bits + sq];
      if (mid >= 0 && manTakes(mid)) {
        int land = nb[d * bits + mid];
        if (land >= 0 && isEmpty(land)) {
          manJump(mid, land, 0, 0);
        }
      }
    }
  }

  /** A man takes the piece on {@code mid} (jump {@code jumps}, from 0), lands on {@code land} and goes on if it can. */
  private void manJump(int mid, int land, int jumps, int kingMask) {
    int mask = withKing(kingMask, mid, jumps);
    int next = jumps + 1;
    take(mid);
    route[routeLength++] = land;
    boolean farRow = rowOf[land] == crownRow;
    if (!farRow || goesOnAsMan) {
      boolean found = false;
      for (int d : manCaptures) {
        int m = nb[d * bits + land];
        if (m >= 0 && manTakes(m)) {
          int to = nb[d * bits + m];
          if (to >= 0 && isEmpty(to)) {
            found = true;
            manJump(m, to, next, mask);
          }
        }
      }
      if (!found) {
        complete(land, farRow, next, mask);
      }
    } else if (crownedGoesOn) {
      if (flying) {
        kingFrom(land, next, mask, true);
      } else {
        shortKing(land, next, mask, true);
      }
    } else {
      complete(land, true, next, mask);
    }
    routeLength--;
    untake(mid);
  }

  /** A short king's capture from {@code sq}: a king from the start, or a man {@code crowned} in it. */
  private void shortKing(int sq, int jumps, int kingMask, boolean crowned) {
    boolean found = false;
    for (int d : kingCaptures) {
      int mid = nb[d * bits + sq];
      if (mid >= 0 && kingTakes(mid)) {
        int land = nb[d * bits + mid];
        if (land >= 0 && isEmpty(land)) {
          found = true;
          int mask = withKing(kingMask, mid, jumps);
          take(mid);
          route[routeLength++] = land;
          shortKing(land, jumps + 1, mask, crowned);
          routeLength--;
          untake(mid);
        }
      }
    }
    if (!found && jumps > 0) {
      complete(sq, crowned, jumps, kingMask);
    }
  }

  /** A flying king's capture from a square it stands on: its first jump, or the first as a king of a crowned man. */
  private void kingFrom(int sq, int jumps, int kingMask, boolean crowned) {
    boolean found = false;
    for (int d : kingCaptures) {
      found |= ray(sq, d, jumps, kingMask, crowned);
    }
    if (!found && jumps > 0) {
      complete(sq, crowned, jumps, kingMask);
    }
  }

  /** Looks along a ray for a piece a flying king can take, and takes it: whether it found one. */
  private boolean ray(int sq, int d, int jumps, int kingMask, boolean crowned) {
    int base = d * bits;
    int t = nb[base + sq];
    while (t >= 0 && isEmpty(t)) {
      t = nb[base + t];
    }
    if (t < 0 || !kingTakes(t)) {
      return false;
    }
    int land = nb[base + t];
    if (land < 0 || !isEmpty(land)) {
      return false;
    }
    kingJump(t, d, jumps, kingMask, crowned);
    return true;
  }

  /**
   * A flying king takes the piece on {@code x}, moving in direction {@code d}: from each landing it goes on
   * across, from the farthest straight on too; when it can go on from none, each landing ends a capture.
   */
  private void kingJump(int x, int d, int jumps, int kingMask, boolean crowned) {
    int mask = withKing(kingMask, x, jumps);
    int next = jumps + 1;
    take(x);
    int base = d * bits;
    int first = nb[base + x];
    int last = first;
    boolean found = false;
    int mark = routeLength;
    for (int s = first; ; ) {
      route[routeLength++] = s;
      if (orthogonal) {
        found |= turns(s, d, next, mask, crowned);
      } else {
        found |= ray(s, d ^ 1, next, mask, crowned);
        found |= ray(s, d ^ 2, next, mask, crowned);
        if (atOnce && turnsBack) {
          found |= ray(s, d ^ 3, next, mask, crowned);
        }
      }
      routeLength = mark;
      last = s;
      if (justBehind) {
        break;
      }
      int n = nb[base + s];
      if (n < 0 || !isEmpty(n)) {
        break;
      }
      s = n;
    }
    found |= ray(last, d, next, mask, crowned);
    if (!found) {
      for (int s = first; ; s = nb[base + s]) {
        route[routeLength++] = s;
        complete(s, crowned, next, mask);
        routeLength = mark;
        if (s == last) {
          break;
        }
      }
    }
    untake(x);
  }

  /** A flying king that captures along files and ranks too turns on {@code s}: every other line but the way back. */
  private boolean turns(int s, int d, int jumps, int kingMask, boolean crowned) {
    int back = d < 4 ? d ^ 3 : d ^ 1;
    boolean found = false;
    for (int e : kingCaptures) {
      if (e != d && (e != back || atOnce && turnsBack)) {
        found |= ray(s, e, jumps, kingMask, crowned);
      }
    }
    return found;
  }

  private int withKing(int kingMask, int square, int jumps) {
    return has(kingsLow, kingsHigh, square) ? kingMask | (1 << (31 - jumps)) : kingMask;
  }

  /** Takes the piece on a bit: no piece takes it again; under removal at once its square is free. */
  private void take(int square) {
    long bit = 1L << square;
    if (square < 64) {
      targetLow &= ~bit;
      manTargetLow &= ~bit;
      if (atOnce) {
        emptyLow |= bit;
      }
    } else {
      targetHigh &= ~bit;
      manTargetHigh &= ~bit;
      if (atOnce) {
        emptyHigh |= bit;
      }
    }
    taken[takenCount++] = square;
  }

  private void untake(int square) {
    long bit = 1L << square;
    boolean manTarget = menTakeKings || !has(kingsLow, kingsHigh, square);
    if (square < 64) {
      targetLow |= bit;
      manTargetLow |= manTarget ? bit : 0L;
      if (atOnce) {
        emptyLow &= ~bit;
      }
    } else {
      targetHigh |= bit;
      manTargetHigh |= manTarget ? bit : 0L;
      if (atOnce) {
        emptyHigh &= ~bit;
      }
    }
    takenCount--;
  }

  private void complete(int to, boolean crowned, int jumps, int kingMask) {
    WideMoves list = out;
    long key = nativeKey ? priorityKey.key(jumps, byKing, kingMask) : 0L;
    if (!freeChoice && nativeKey && !all) {
      if (key < best) {
        return;
      }
      if (key > best) {
        best = key;
        list.clear();
      }
    }
    long low = 0L;
    long high = 0L;
    for (int i = 0; i < takenCount; i++) {
      int sq = taken[i];
      if (sq < 64) {
        low |= 1L << sq;
      } else {
        high |= 1L << (sq - 64);
      }
    }
    boolean crowns = crowned && !byKing;
    if (distinct && list.contains(from, to, low, high, crowns)) {
      return;
    }
    list.add(from, to, crowns, low, high, kingMask, byKing, route, routeLength);
  }

  /** Keeps the captures a priority with a criterion of the user's own ranks first. */
  private void byRanker(WideMoves list) {
    int n = list.size;
    int first = 0;
    for (int i = 1; i < n; i++) {
      if (rank(list, i, first) < 0) {
        first = i;
      }
    }
    if (keep.length < n) {
      keep = new boolean[2 * n];
    }
    for (int i = 0; i < n; i++) {
      keep[i] = rank(list, i, first) == 0;
    }
    list.retain(keep);
  }

  private int rank(WideMoves list, int a, int b) {
    return ranker.compare(list.jumps(a), list.byKing(a), list.kingMask(a), list.jumps(b), list.byKing(b),
        list.kingMask(b));
  }
}
