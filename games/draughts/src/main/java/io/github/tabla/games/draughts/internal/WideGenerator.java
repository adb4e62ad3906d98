package io.github.tabla.games.draughts.internal;

import io.github.tabla.games.draughts.DraughtsRules;
import io.github.tabla.games.draughts.capture.Criterion;
import java.util.Arrays;

/**
 * The legal moves of any {@link DraughtsRules} on a board of up to 128 squares, the 12×12 board's 72 among
 * them: the boards a {@link Layout}'s one {@code long} cannot hold. A set of squares is two words, squares
 * 0 to 63 and 64 to 127, of canonical squares numbered as {@link Layout} numbers them (rows from the top,
 * {@code size / 2} squares a row from the left, the top left corner not a playing square; on the full
 * board, {@code row · 8 + column}).
 *
 * <p>The rules are {@link RulesGenerator}'s. Along the diagonals, the pieces that can make a first jump and
 * the steps come from whole sets (a diagonal step is a shift of two words by {@code size / 2} or one more or
 * less, masked by the even or odd rows); the captures are followed square by square on a table of neighbours,
 * on a board of bytes filled for them: taken pieces stay on the board and block until the move ends (or leave at
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
  private static final byte EMPTY = 0;
  private static final byte OWN = 1;
  private static final byte MAN = 2;
  private static final byte KING = 3;
  /** An opponent's piece taken in the capture under way, still on the board until the move ends. */
  private static final byte TAKEN = 4;

  /** The board's side. */
  public final int size;
  /** The number of squares. */
  public final int squares;
  /** Whether every square plays (pieces move along files and ranks only). */
  public final boolean full;
  /** {@code nb[d * squares + k]}: the square one step from {@code k} in direction {@code d} (as {@link Layout}'s), or -1. */
  private final int[] nb;
  private final int[] rowOf;
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
  /** Squares a row, and the sets (two words each) of the even rows, the odd rows, and those less an edge. */
  private final int half;
  private final long[] evenRows = new long[2];
  private final long[] oddRows = new long[2];
  private final long[] evenNotRight = new long[2];
  private final long[] oddNotLeft = new long[2];
  private final long[] valid = new long[2];
  private final long[] topRow = new long[2];
  private final long[] bottomRow = new long[2];

  // the state of the search in progress
  private final byte[] cell;
  private final boolean[] oppKing;
  private final int[] route;
  private final int[] taken;
  private int routeLength;
  private int takenCount;
  private int[] manCaptures = new int[0];
  private int crownRow;
  private int from;
  private boolean byKing;
  private long best;
  /** Listing every complete capture, whatever the priority ({@link #allCaptures}). */
  private boolean all;
  private WideMoves out = new WideMoves();
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
    this.rowOf = new int[squares];
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
    boolean backward = rules.manCaptures() == DraughtsRules.ManCaptures.FORWARD_AND_BACKWARD;
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
    for (int k : nativeKey ? kinds : new int[0]) {
      piecesOnly &= k == RulesGenerator.MOST_PIECES;
    }
    this.countsFromSets = !orthogonal && goesOnAsMan && piecesOnly;
    this.diagonalSets = !orthogonal;
    this.half = size / 2;
    if (!full) {
      for (int k = 0; k < squares; k++) {
        int w = k >> 6;
        long bit = 1L << (k & 63);
        int r = row(k);
        int p = k % half;
        valid[w] |= bit;
        if ((r & 1) == 0) {
          evenRows[w] |= bit;
          if (p != half - 1) {
            evenNotRight[w] |= bit;
          }
        } else {
          oddRows[w] |= bit;
          if (p != 0) {
            oddNotLeft[w] |= bit;
          }
        }
        if (r == 0) {
          topRow[w] |= bit;
        }
        if (r == size - 1) {
          bottomRow[w] |= bit;
        }
      }
    }
    this.cell = new byte[squares];
    this.oppKing = new boolean[squares];
    this.route = new int[squares + 1];
    this.taken = new int[squares + 1];
  }

  private static int[] concat(int[] a, int[] b) {
    int[] c = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, c, a.length, b.length);
    return c;
  }

  /** The table of neighbours, and each square's row. */
  private int[] neighbours() {
    int[] table = new int[8 * squares];
    Arrays.fill(table, -1);
    for (int k = 0; k < squares; k++) {
      int r = row(k);
      int c = column(k);
      rowOf[k] = r;
      for (int d = 0; d < 8; d++) {
        int step = full ? 1 : 2;
        int r2 = d < 4 ? r + ((d & 2) == 0 ? -1 : 1) : r + (d == Layout.UP ? -step : d == Layout.DOWN ? step : 0);
        int c2 = d < 4 ? c + ((d & 1) == 0 ? -1 : 1) : c + (d == Layout.LEFT ? -step : d == Layout.RIGHT ? step : 0);
        if (full && d < 4) {
          continue;
        }
        table[d * squares + k] = square(r2, c2);
      }
    }
    return table;
  }

  /**
   * The row of a canonical square.
   *
   * @param square 0 to {@code squares - 1}
   * @return 0 (top) to {@code size - 1}
   */
  public int row(int square) {
    return full ? square / size : square / (size / 2);
  }

  /**
   * The column of a canonical square.
   *
   * @param square 0 to {@code squares - 1}
   * @return 0 (left) to {@code size - 1}
   */
  public int column(int square) {
    if (full) {
      return square % size;
    }
    int perRow = size / 2;
    int r = square / perRow;
    return 2 * (square % perRow) + ((r & 1) == 0 ? 1 : 0);
  }

  /**
   * The canonical square on a row and column.
   *
   * @param row 0 (top) to {@code size - 1}
   * @param column 0 (left) to {@code size - 1}
   * @return the square, or -1 off the board or on a square that does not play
   */
  public int square(int row, int column) {
    if (row < 0 || row >= size || column < 0 || column >= size) {
      return -1;
    }
    if (full) {
      return row * size + column;
    }
    return ((row + column) & 1) == 0 ? -1 : row * (size / 2) + (column >> 1);
  }

  /**
   * The legal moves of a position, written into {@code list} (cleared first).
   *
   * @param whiteLow White's pieces on squares 0 to 63
   * @param whiteHigh White's pieces on squares 64 to 127
   * @param blackLow Black's pieces on squares 0 to 63
   * @param blackHigh Black's pieces on squares 64 to 127
   * @param kingsLow both sides' kings on squares 0 to 63
   * @param kingsHigh both sides' kings on squares 64 to 127
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
   * @param whiteLow White's pieces on squares 0 to 63
   * @param whiteHigh White's pieces on squares 64 to 127
   * @param blackLow Black's pieces on squares 0 to 63
   * @param blackHigh Black's pieces on squares 64 to 127
   * @param kingsLow both sides' kings on squares 0 to 63
   * @param kingsHigh both sides' kings on squares 64 to 127
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

  private int list(long whiteLow, long whiteHigh, long blackLow, long blackHigh, long kingsLow, long kingsHigh,
      boolean whiteToMove, WideMoves list) {
    list.clear();
    out = list;
    long ownLow = whiteToMove ? whiteLow : blackLow;
    long ownHigh = whiteToMove ? whiteHigh : blackHigh;
    long oppLow = whiteToMove ? blackLow : whiteLow;
    long oppHigh = whiteToMove ? blackHigh : whiteHigh;
    crownRow = whiteToMove ? 0 : size - 1;
    manCaptures = whiteToMove ? whiteManCaptures : blackManCaptures;
    long fromLow = ownLow;
    long fromHigh = ownHigh;
    if (diagonalSets) {
      // the pieces that can make a first jump, from whole sets; none: the steps, from the sets too
      long emptyLow = valid[0] & ~(whiteLow | blackLow);
      long emptyHigh = valid[1] & ~(whiteHigh | blackHigh);
      long menLow = ownLow & ~kingsLow;
      long menHigh = ownHigh & ~kingsHigh;
      long targetLow = menTakeKings ? oppLow : oppLow & ~kingsLow;
      long targetHigh = menTakeKings ? oppHigh : oppHigh & ~kingsHigh;
      fromLow = 0L;
      fromHigh = 0L;
      for (int d : manCaptures) {
        int back = d ^ 3;
        long overLow = stepLow(back, emptyLow, emptyHigh) & targetLow;
        long overHigh = stepHigh(back, emptyLow, emptyHigh) & targetHigh;
        fromLow |= stepLow(back, overLow, overHigh) & menLow;
        fromHigh |= stepHigh(back, overLow, overHigh) & menHigh;
      }
      for (long k = ownLow & kingsLow; k != 0; k &= k - 1) {
        int sq = Long.numberOfTrailingZeros(k);
        if (kingCaptures(sq, oppLow, oppHigh, emptyLow, emptyHigh)) {
          fromLow |= 1L << sq;
        }
      }
      for (long k = ownHigh & kingsHigh; k != 0; k &= k - 1) {
        int sq = 64 + Long.numberOfTrailingZeros(k);
        if (kingCaptures(sq, oppLow, oppHigh, emptyLow, emptyHigh)) {
          fromHigh |= 1L << (sq - 64);
        }
      }
      if ((fromLow | fromHigh) == 0L) {
        if (!all) {
          stepsFromSets(menLow, menHigh, ownLow & kingsLow, ownHigh & kingsHigh, emptyLow, emptyHigh,
              whiteToMove ? whiteManSteps : blackManSteps);
        }
        return list.size;
      }
    }
    byte[] c = cell;
    Arrays.fill(c, EMPTY);
    Arrays.fill(oppKing, false);
    place(ownLow, 0, kingsLow, OWN);
    place(ownHigh, 64, kingsHigh, OWN);
    place(oppLow, 0, kingsLow, MAN);
    place(oppHigh, 64, kingsHigh, MAN);
    best = Long.MIN_VALUE;
    searchFrom(fromLow, 0, kingsLow);
    searchFrom(fromHigh, 64, kingsHigh);
    if (list.size > 0 || all) {
      if (!freeChoice && !nativeKey && !all) {
        byRanker(list);
      }
      return list.size;
    }
    int[] manSteps = whiteToMove ? whiteManSteps : blackManSteps;
    steps(ownLow, 0, kingsLow, manSteps);
    steps(ownHigh, 64, kingsHigh, manSteps);
    return list.size;
  }

  /** Whether the king on {@code sq} can take a piece, from whole sets. */
  private boolean kingCaptures(int sq, long oppLow, long oppHigh, long emptyLow, long emptyHigh) {
    for (int d : kingCaptures) {
      int base = d * squares;
      int t = nb[base + sq];
      while (flying && t >= 0 && bit(emptyLow, emptyHigh, t)) {
        t = nb[base + t];
      }
      if (t >= 0 && bit(oppLow, oppHigh, t)) {
        int land = nb[base + t];
        if (land >= 0 && bit(emptyLow, emptyHigh, land)) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean bit(long low, long high, int sq) {
    return ((sq < 64 ? low >>> sq : high >>> (sq - 64)) & 1L) != 0L;
  }

  /** The steps of a position without a capture, from whole sets: the men's a direction at a time, then the kings'. */
  private void stepsFromSets(long menLow, long menHigh, long kingLow, long kingHigh, long emptyLow, long emptyHigh,
      int[] manSteps) {
    WideMoves list = out;
    for (int d : manSteps) {
      int back = (d ^ 3) * squares;
      for (int w = 0; w < 2; w++) {
        long to = w == 0 ? stepLow(d, menLow, menHigh) & emptyLow : stepHigh(d, menLow, menHigh) & emptyHigh;
        for (; to != 0; to &= to - 1) {
          int t = w << 6 | Long.numberOfTrailingZeros(to);
          route[0] = t;
          list.add(nb[back + t], t, rowOf[t] == crownRow, 0L, 0L, 0L, 0, false, route, 1);
        }
      }
    }
    for (int w = 0; w < 2; w++) {
      for (long k = w == 0 ? kingLow : kingHigh; k != 0; k &= k - 1) {
        int sq = w << 6 | Long.numberOfTrailingZeros(k);
        for (int d : kingSteps) {
          int base = d * squares;
          for (int t = nb[base + sq]; t >= 0 && bit(emptyLow, emptyHigh, t); t = flying ? nb[base + t] : -1) {
            route[0] = t;
            list.add(sq, t, false, 0L, 0L, 0L, 0, false, route, 1);
          }
        }
      }
    }
  }

  /**
   * The number of legal moves, as {@link #generate} would list them: a position of men alone whose captures
   * each take one piece and cannot go on is counted from whole sets of squares (steps and first jumps a
   * direction at a time), any other one listed.
   *
   * @param whiteLow White's pieces on squares 0 to 63
   * @param whiteHigh White's pieces on squares 64 to 127
   * @param blackLow Black's pieces on squares 0 to 63
   * @param blackHigh Black's pieces on squares 64 to 127
   * @param kingsLow both sides' kings on squares 0 to 63
   * @param kingsHigh both sides' kings on squares 64 to 127
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
    long emptyLow = valid[0] & ~(whiteLow | blackLow);
    long emptyHigh = valid[1] & ~(whiteHigh | blackHigh);
    long targetLow = menTakeKings ? oppLow : oppLow & ~kingsLow;
    long targetHigh = menTakeKings ? oppHigh : oppHigh & ~kingsHigh;
    int[] dirs = whiteToMove ? whiteManCaptures : blackManCaptures;
    int landings = 0;
    long landLow = 0L;
    long landHigh = 0L;
    long fromLow = 0L;
    long fromHigh = 0L;
    for (int d : dirs) {
      // the landings of the first jumps in direction d, and the squares a jump in direction d starts from
      long midLow = stepLow(d, ownLow, ownHigh) & targetLow;
      long midHigh = stepHigh(d, ownLow, ownHigh) & targetHigh;
      long toLow = stepLow(d, midLow, midHigh) & emptyLow;
      long toHigh = stepHigh(d, midLow, midHigh) & emptyHigh;
      landings += Long.bitCount(toLow) + Long.bitCount(toHigh);
      landLow |= toLow;
      landHigh |= toHigh;
      int back = d ^ 3;
      long overLow = stepLow(back, emptyLow, emptyHigh) & targetLow;
      long overHigh = stepHigh(back, emptyLow, emptyHigh) & targetHigh;
      fromLow |= stepLow(back, overLow, overHigh);
      fromHigh |= stepHigh(back, overLow, overHigh);
    }
    if (landings == 0) {
      int steps = 0;
      for (int d : whiteToMove ? whiteManSteps : blackManSteps) {
        steps += Long.bitCount(stepLow(d, ownLow, ownHigh) & emptyLow)
            + Long.bitCount(stepHigh(d, ownLow, ownHigh) & emptyHigh);
      }
      return steps;
    }
    // a man that lands where a jump starts goes on (the way back is closed: its own square is not empty)
    if ((landLow & fromLow | landHigh & fromHigh) != 0L) {
      return generate(whiteLow, whiteHigh, blackLow, blackHigh, kingsLow, kingsHigh, whiteToMove, list);
    }
    return landings;
  }

  /** The low word of the squares one diagonal step from a set of two words, in direction {@code d} (0 to 3). */
  private long stepLow(int d, long low, long high) {
    int h = half;
    switch (d) {
      case Layout.UP_LEFT:
        return right(low & evenRows[0], high & evenRows[1], h) | right(low & oddNotLeft[0], high & oddNotLeft[1], h + 1);
      case Layout.UP_RIGHT:
        return right(low & evenNotRight[0], high & evenNotRight[1], h - 1) | right(low & oddRows[0], high & oddRows[1], h);
      case Layout.DOWN_LEFT:
        return (low & evenRows[0]) << h | (low & oddNotLeft[0]) << (h - 1);
      default:
        return (low & evenNotRight[0]) << (h + 1) | (low & oddRows[0]) << h;
    }
  }

  /** The high word of the same step (past the last square masked off). */
  private long stepHigh(int d, long low, long high) {
    int h = half;
    long out;
    switch (d) {
      case Layout.UP_LEFT:
        out = (high & evenRows[1]) >>> h | (high & oddNotLeft[1]) >>> (h + 1);
        break;
      case Layout.UP_RIGHT:
        out = (high & evenNotRight[1]) >>> (h - 1) | (high & oddRows[1]) >>> h;
        break;
      case Layout.DOWN_LEFT:
        out = left(low & evenRows[0], high & evenRows[1], h) | left(low & oddNotLeft[0], high & oddNotLeft[1], h - 1);
        break;
      default:
        out = left(low & evenNotRight[0], high & evenNotRight[1], h + 1) | left(low & oddRows[0], high & oddRows[1], h);
        break;
    }
    return out & valid[1];
  }

  /** The low word of a set of two words shifted towards square 0 by {@code s} (1 to 63). */
  private static long right(long low, long high, int s) {
    return low >>> s | high << (64 - s);
  }

  /** The high word of a set of two words shifted away from square 0 by {@code s} (1 to 63). */
  private static long left(long low, long high, int s) {
    return high << s | low >>> (64 - s);
  }

  private void place(long pieces, int base, long kings, byte what) {
    for (long t = pieces; t != 0; t &= t - 1) {
      int bit = Long.numberOfTrailingZeros(t);
      boolean king = (kings & (1L << bit)) != 0;
      cell[base + bit] = what == OWN ? OWN : king ? KING : MAN;
      if (what != OWN) {
        oppKing[base + bit] = king;
      }
    }
  }

  private void searchFrom(long own, int base, long kings) {
    for (long t = own; t != 0; t &= t - 1) {
      int bit = Long.numberOfTrailingZeros(t);
      int sq = base + bit;
      boolean king = (kings & (1L << bit)) != 0;
      from = sq;
      byKing = king;
      routeLength = 0;
      takenCount = 0;
      cell[sq] = EMPTY;
      if (!king) {
        man(sq);
      } else if (flying) {
        kingFrom(sq, 0, 0, false);
      } else {
        shortKing(sq, 0, 0, false);
      }
      cell[sq] = OWN;
    }
  }

  private void steps(long own, int base, long kings, int[] manSteps) {
    WideMoves list = out;
    for (long t = own; t != 0; t &= t - 1) {
      int bit = Long.numberOfTrailingZeros(t);
      int sq = base + bit;
      if ((kings & (1L << bit)) == 0) {
        for (int d : manSteps) {
          int to = nb[d * squares + sq];
          if (to >= 0 && cell[to] == EMPTY) {
            route[0] = to;
            list.add(sq, to, rowOf[to] == crownRow, 0L, 0L, 0L, 0, false, route, 1);
          }
        }
      } else {
        for (int d : kingSteps) {
          for (int to = nb[d * squares + sq]; to >= 0 && cell[to] == EMPTY; to = flying ? nb[d * squares + to] : -1) {
            route[0] = to;
            list.add(sq, to, false, 0L, 0L, 0L, 0, false, route, 1);
          }
        }
      }
    }
  }

  /** Whether a man may take what stands on a square. */
  private boolean manTakes(byte what) {
    return what == MAN || what == KING && menTakeKings;
  }

  /** A man's capture from {@code sq}: its first jumps. */
  private void man(int sq) {
    for (int d : manCaptures) {
      int mid = nb[d * squares + sq];
      if (mid >= 0 && manTakes(cell[mid])) {
        int land = nb[d * squares + mid];
        if (land >= 0 && cell[land] == EMPTY) {
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
        int m = nb[d * squares + land];
        if (m >= 0 && manTakes(cell[m])) {
          int to = nb[d * squares + m];
          if (to >= 0 && cell[to] == EMPTY) {
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
      int mid = nb[d * squares + sq];
      if (mid >= 0 && (cell[mid] == MAN || cell[mid] == KING)) {
        int land = nb[d * squares + mid];
        if (land >= 0 && cell[land] == EMPTY) {
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
    int base = d * squares;
    int t = nb[base + sq];
    while (t >= 0 && cell[t] == EMPTY) {
      t = nb[base + t];
    }
    if (t < 0 || (cell[t] != MAN && cell[t] != KING)) {
      return false;
    }
    int land = nb[base + t];
    if (land < 0 || cell[land] != EMPTY) {
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
    int base = d * squares;
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
      if (n < 0 || cell[n] != EMPTY) {
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
    return oppKing[square] ? kingMask | (1 << (31 - jumps)) : kingMask;
  }

  private void take(int square) {
    cell[square] = atOnce ? EMPTY : TAKEN;
    taken[takenCount++] = square;
  }

  private void untake(int square) {
    cell[square] = oppKing[square] ? KING : MAN;
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
    list.add(from, to, crowns, low, high, key, kingMask, byKing, route, routeLength);
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
