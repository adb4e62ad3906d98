package io.github.tabla.games.draughts.internal;

import io.github.tabla.core.kernel.ZobristKeys;
import java.util.function.Supplier;

/**
 * The kernel of a draughts variant on a board of more than 64 playing squares (12×12): the
 * {@link WideGenerator} of its rules, states of eight words and moves of one {@code long}.
 *
 * <p>A state is White's pieces, Black's pieces and the kings as two words each (the even rows, then the odd
 * ones, as {@link WideGenerator} lays them out), a word of counters laid out as
 * {@link VariantKernel}'s (the side to move, the plies without progress, of an ending against a lone king,
 * each side's moves) and the Zobrist key; under a limit on a king's moves in a row a ninth word holds each
 * side's run (the king's square in 7 bits, its moves in a row in 4). A move is its origin and destination
 * (seven bits each), whether it crowns, and the captured pieces as a set of indices among the opponent's
 * pieces in square order (a side has at most 30 pieces on 12×12). The draw rules are {@link VariantKernel}'s.
 */
public final class WideKernel implements VariantRules {
  /**
   * The most moves of a state the kernel writes, the most the engine orders: a king's steps end on empty
   * squares, each reached by at most one king a direction, so thirty flying kings on 12×12 have fewer than
   * 4 × 72; the captures of a position are fewer than that in every position tried, and a position with more
   * is refused with an exception rather than cut short.
   */
  public static final int MAX_MOVES = 1024;

  private static final int WHITE = 0;
  private static final int BLACK = 2;
  private static final int KINGS = 4;
  private static final int COUNTERS = 6;
  private static final int KEY = 7;
  private static final int RUNS = 8;
  private static final int WORDS = 8;
  private static final int RUN_COUNT_SHIFT = 7;
  private static final int BLACK_RUN_SHIFT = 16;
  private static final long RUN_BITS = 0x7FFL;
  private static final int BITS7 = 127;
  private static final int TO_SHIFT = 7;
  private static final int CROWNS = 14;
  private static final int TAKEN = 15;
  private static final int NO_PROGRESS_SHIFT = 1;
  private static final int ENDGAME_SHIFT = 12;
  private static final int WHITE_MOVES_SHIFT = 23;
  private static final int BLACK_MOVES_SHIFT = 43;
  private static final long COUNT11 = 0x7FFL;
  private static final long COUNT20 = 0xF_FFFFL;

  private final WideGenerator shared;
  private final ThreadLocal<Scratch> scratch;
  private final int size;
  private final int noProgressLimit;
  private final int[] endgamePlies;
  private final int[] kingsEndgamePlies;
  private final boolean endgameLimits;
  private final int shortestEndgame;
  private final int kingMoveLimit;
  private final int words;
  private final long[] pieceKeys;
  private final long blackToMoveKey;
  private final long[] counterKeys;
  private final long[] endgameKeys;
  private final long[] runKeys;

  private static final class Scratch {
    final WideGenerator generator;
    final WideMoves list = new WideMoves();

    Scratch(WideGenerator generator) {
      this.generator = generator;
    }
  }

  /**
   * A kernel for the rules a generator plays.
   *
   * @param generators makes a generator for each thread that uses the kernel
   * @param noProgressPlies the plies without a capture or a man's move that draw, 0 for no such rule, at most
   *     2,000
   * @param endgamePlies at index {@code n}, the plies without a capture or a crowning that draw an ending of
   *     {@code n} pieces (one or more of them kings, not all) against a lone king, 0 for no limit
   * @param kingsEndgamePlies the same for {@code n} kings against a lone king
   * @param kingMoveLimit the most quiet moves in a row with one king while its side has men, 0 for no limit,
   *     at most 9
   * @throws IllegalArgumentException when a count is beyond what a state holds
   */
  public WideKernel(Supplier<WideGenerator> generators, int noProgressPlies, int[] endgamePlies,
      int[] kingsEndgamePlies, int kingMoveLimit) {
    if (kingMoveLimit < 0 || kingMoveLimit > 9) {
      throw new IllegalArgumentException("a limit of 0 to 9 moves in a row of a king, not " + kingMoveLimit);
    }
    if (noProgressPlies < 0 || noProgressPlies > 2000) {
      throw new IllegalArgumentException("a no-progress limit of 0 to 2,000 plies, not " + noProgressPlies);
    }
    this.shared = generators.get();
    this.scratch = ThreadLocal.withInitial(() -> new Scratch(generators.get()));
    this.size = shared.size;
    this.noProgressLimit = noProgressPlies;
    this.kingMoveLimit = kingMoveLimit;
    this.words = kingMoveLimit > 0 ? WORDS + 1 : WORDS;
    int pieces = shared.squares / 2 + 1;
    this.endgamePlies = new int[pieces];
    this.kingsEndgamePlies = new int[pieces];
    int most = 0;
    int shortest = Integer.MAX_VALUE;
    for (int kind = 0; kind < 2; kind++) {
      int[] given = kind == 0 ? endgamePlies : kingsEndgamePlies;
      int[] limits = kind == 0 ? this.endgamePlies : this.kingsEndgamePlies;
      for (int n = 0; n < given.length && n < limits.length; n++) {
        if (given[n] < 0 || given[n] > 2000) {
          throw new IllegalArgumentException("an endgame limit of 0 to 2,000 plies, not " + given[n]);
        }
        limits[n] = given[n];
        most = Math.max(most, given[n]);
        if (given[n] > 0) {
          shortest = Math.min(shortest, given[n]);
        }
      }
    }
    this.endgameLimits = most > 0;
    this.shortestEndgame = shortest;
    ZobristKeys keys = ZobristKeys.seeded(0x7AB1A_D4A7L + size);
    this.pieceKeys = keys.draw(4 * 128);
    this.blackToMoveKey = keys.draw();
    this.counterKeys = noProgressPlies > 0 ? keys.drawAfterZero(noProgressPlies + 1) : new long[1];
    this.endgameKeys = most > 0 ? keys.drawAfterZero(most + 1) : new long[1];
    this.runKeys = kingMoveLimit > 0 ? keys.draw(2 * 16 * 128) : new long[0];
  }

  // ---------------------------------------------------------------- states

  @Override
  public int setWords() {
    return 2;
  }

  @Override
  public int bitOf(int row, int column) {
    return shared.bit(row, column);
  }

  @Override
  public void write(long[] states, int at, long[] sets, boolean whiteToMove, int noProgress, int endgame,
      int whiteMoves, int blackMoves, int whiteRun, int blackRun) {
    System.arraycopy(sets, 0, states, at, 6);
    if (kingMoveLimit > 0) {
      states[at + RUNS] = (whiteRun & RUN_BITS) | (blackRun & RUN_BITS) << BLACK_RUN_SHIFT;
    }
    states[at + COUNTERS] = (whiteToMove ? 0L : 1L) | (noProgress & COUNT11) << NO_PROGRESS_SHIFT
        | (endgame & COUNT11) << ENDGAME_SHIFT
        | (Math.min(whiteMoves, COUNT20) & COUNT20) << WHITE_MOVES_SHIFT
        | (Math.min(blackMoves, COUNT20) & COUNT20) << BLACK_MOVES_SHIFT;
    states[at + KEY] = keyFromScratch(states, at);
  }

  @Override
  public long set(long[] states, int at, int set, int word) {
    return states[at + 2 * set + word];
  }

  @Override
  public boolean whiteMoves(long[] states, int at) {
    return (states[at + COUNTERS] & 1L) == 0L;
  }

  @Override
  public int pliesWithoutProgress(long[] states, int at) {
    return (int) (states[at + COUNTERS] >>> NO_PROGRESS_SHIFT & COUNT11);
  }

  @Override
  public int endgameCount(long[] states, int at) {
    return (int) (states[at + COUNTERS] >>> ENDGAME_SHIFT & COUNT11);
  }

  @Override
  public int moveCount(long[] states, int at, boolean white) {
    return (int) (states[at + COUNTERS] >>> (white ? WHITE_MOVES_SHIFT : BLACK_MOVES_SHIFT) & COUNT20);
  }

  @Override
  public int run(long[] states, int at, boolean white) {
    return kingMoveLimit == 0 ? 0 : (int) (states[at + RUNS] >>> (white ? 0 : BLACK_RUN_SHIFT) & RUN_BITS);
  }

  @Override
  public int runOf(int bit, int moves) {
    return moves == 0 ? 0 : (bit & BITS7) | (moves & 15) << RUN_COUNT_SHIFT;
  }

  @Override
  public int runBit(int run) {
    return run & BITS7;
  }

  @Override
  public int runLength(int run) {
    return run >>> RUN_COUNT_SHIFT & 15;
  }

  @Override
  public int kingMoveLimit() {
    return kingMoveLimit;
  }

  private static boolean has(long[] states, int at, int set, int bit) {
    return (states[at + set + (bit >> 6)] >>> (bit & 63) & 1L) != 0L;
  }

  @Override
  public int restingKingBit(long[] states, int at) {
    if (kingMoveLimit == 0) {
      return -1;
    }
    boolean white = whiteMoves(states, at);
    int run = run(states, at, white);
    int own = white ? WHITE : BLACK;
    long men = states[at + own] & ~states[at + KINGS] | states[at + own + 1] & ~states[at + KINGS + 1];
    int bit = runBit(run);
    return runLength(run) >= kingMoveLimit && men != 0L && has(states, at, own, bit) && has(states, at, KINGS, bit)
        ? bit : -1;
  }

  @Override
  public int endgameLimit(long[] sets) {
    return endgameLimit(sets[0], sets[1], sets[2], sets[3], sets[4], sets[5]);
  }

  private int endgameLimit(long wl, long wh, long bl, long bh, long kl, long kh) {
    if (!endgameLimits) {
      return 0;
    }
    int whites = Long.bitCount(wl) + Long.bitCount(wh);
    int blacks = Long.bitCount(bl) + Long.bitCount(bh);
    boolean whiteKing = (wl & kl | wh & kh) != 0L;
    boolean blackKing = (bl & kl | bh & kh) != 0L;
    if (blacks == 1 && blackKing && whiteKing) {
      int[] limits = (wl & ~kl | wh & ~kh) == 0L ? kingsEndgamePlies : endgamePlies;
      return whites < limits.length ? limits[whites] : 0;
    }
    if (whites == 1 && whiteKing && blackKing) {
      int[] limits = (bl & ~kl | bh & ~kh) == 0L ? kingsEndgamePlies : endgamePlies;
      return blacks < limits.length ? limits[blacks] : 0;
    }
    return 0;
  }

  private int endgameLimit(long[] states, int at) {
    long[] s = states;
    return endgameLimit(s[at], s[at + 1], s[at + 2], s[at + 3], s[at + 4], s[at + 5]);
  }

  @Override
  public boolean drawnByNoProgress(long[] states, int at) {
    return noProgressLimit > 0 && pliesWithoutProgress(states, at) >= noProgressLimit;
  }

  @Override
  public boolean drawnByEndgameLimit(long[] states, int at) {
    if (!endgameLimits) {
      return false;
    }
    int limit = endgameLimit(states, at);
    return limit > 0 && endgameCount(states, at) >= limit;
  }

  @Override
  public boolean drawn(long[] states, int at) {
    return drawnByNoProgress(states, at) || drawnByEndgameLimit(states, at);
  }

  // ---------------------------------------------------------------- moves

  @Override
  public int stateWords() {
    return words;
  }

  @Override
  public int maxMoves() {
    return MAX_MOVES;
  }

  private int generate(long[] states, int at, WideMoves list, boolean allCaptures) {
    WideGenerator g = scratch.get().generator;
    boolean white = whiteMoves(states, at);
    long[] s = states;
    return allCaptures
        ? g.allCaptures(s[at], s[at + 1], s[at + 2], s[at + 3], s[at + 4], s[at + 5], white, list)
        : g.generate(s[at], s[at + 1], s[at + 2], s[at + 3], s[at + 4], s[at + 5], white, list);
  }

  /**
   * Writes the moves in the generator's order.
   *
   * @throws IllegalStateException in a position with more than {@link #MAX_MOVES} moves
   */
  @Override
  public int moves(long[] states, int at, long[] moves, int offset) {
    if (drawn(states, at)) {
      return 0;
    }
    WideMoves list = scratch.get().list;
    int n = generate(states, at, list, false);
    if (n > MAX_MOVES) {
      throw new IllegalStateException(n + " moves, more than the kernel's " + MAX_MOVES);
    }
    int resting = restingKingBit(states, at);
    int opp = whiteMoves(states, at) ? BLACK : WHITE;
    long oppLow = states[at + opp];
    long oppHigh = states[at + opp + 1];
    int kept = 0;
    for (int i = 0; i < n; i++) {
      long low = list.capturedLow(i);
      long high = list.capturedHigh(i);
      if (resting >= 0 && list.from(i) == resting && (low | high) == 0L) {
        continue;
      }
      moves[offset + kept++] = encode(list.from(i), list.to(i), list.crowned(i), low, high, oppLow, oppHigh);
    }
    return kept;
  }

  /** Counts without writing where no limit on a king's moves applies: {@link WideGenerator#count}. */
  @Override
  public int countMoves(long[] states, int at, long[] moves, int offset) {
    if (drawn(states, at)) {
      return 0;
    }
    if (kingMoveLimit > 0) {
      return moves(states, at, moves, offset);
    }
    Scratch scratch = this.scratch.get();
    long[] s = states;
    return scratch.generator.count(s[at], s[at + 1], s[at + 2], s[at + 3], s[at + 4], s[at + 5],
        whiteMoves(states, at), scratch.list);
  }

  private static long encode(int from, int to, boolean crowns, long low, long high, long oppLow, long oppHigh) {
    long packed = 0L;
    int i = 0;
    for (long o = oppLow; o != 0; o &= o - 1, i++) {
      if ((low & o & -o) != 0) {
        packed |= 1L << i;
      }
    }
    for (long o = oppHigh; o != 0; o &= o - 1, i++) {
      if ((high & o & -o) != 0) {
        packed |= 1L << i;
      }
    }
    return from | (long) to << TO_SHIFT | (crowns ? 1L << CROWNS : 0L) | packed << TAKEN;
  }

  /** The captured pieces of a move: two words, from the indices among the opponent's pieces. */
  private static void decode(long move, long oppLow, long oppHigh, long[] out) {
    long packed = move >>> TAKEN;
    long low = 0L;
    long high = 0L;
    for (long o = oppLow; o != 0 && packed != 0; o &= o - 1, packed >>>= 1) {
      if ((packed & 1L) != 0) {
        low |= o & -o;
      }
    }
    for (long o = oppHigh; o != 0 && packed != 0; o &= o - 1, packed >>>= 1) {
      if ((packed & 1L) != 0) {
        high |= o & -o;
      }
    }
    out[0] = low;
    out[1] = high;
  }

  /**
   * Makes a move, as {@link VariantKernel#make} does: the piece goes from its origin to its destination, the
   * captured pieces leave, a man that crowns becomes a king, and the counters and runs follow the same rules.
   */
  @Override
  public void make(long[] states, int at, long move, long[] target, int targetAt) {
    long counters = states[at + COUNTERS];
    boolean whiteToMove = (counters & 1L) == 0L;
    long key = states[at + KEY];
    int from = origin(move);
    int to = destination(move);
    long wl = states[at];
    long wh = states[at + 1];
    long bl = states[at + 2];
    long bh = states[at + 3];
    long kl = states[at + 4];
    long kh = states[at + 5];
    // the captured pieces, from their indices among the opponent's pieces
    long takenLow = 0L;
    long takenHigh = 0L;
    long packed = move >>> TAKEN;
    for (long o = whiteToMove ? bl : wl; o != 0 && packed != 0; o &= o - 1, packed >>>= 1) {
      if ((packed & 1L) != 0) {
        takenLow |= o & -o;
      }
    }
    for (long o = whiteToMove ? bh : wh; o != 0 && packed != 0; o &= o - 1, packed >>>= 1) {
      if ((packed & 1L) != 0) {
        takenHigh |= o & -o;
      }
    }
    long fromLow = from < 64 ? 1L << from : 0L;
    long fromHigh = from < 64 ? 0L : 1L << (from - 64);
    long toLow = to < 64 ? 1L << to : 0L;
    long toHigh = to < 64 ? 0L : 1L << (to - 64);
    boolean king = ((kl & fromLow) | (kh & fromHigh)) != 0L;
    int mover = whiteToMove ? 0 : 2;
    key ^= pieceKeys[(mover + (king ? 1 : 0)) << 7 | from];
    int landed = king || crowning(move) ? mover + 1 : mover;
    key ^= pieceKeys[landed << 7 | to];
    int other = 2 - mover;
    for (long t = takenLow; t != 0; t &= t - 1) {
      int b = Long.numberOfTrailingZeros(t);
      key ^= pieceKeys[(other + (int) (kl >>> b & 1L)) << 7 | b];
    }
    for (long t = takenHigh; t != 0; t &= t - 1) {
      int b = Long.numberOfTrailingZeros(t);
      key ^= pieceKeys[(other + (int) (kh >>> b & 1L)) << 7 | (64 + b)];
    }
    boolean crownsNow = landed == mover + 1;
    kl = (kl & ~takenLow & ~fromLow) | (crownsNow ? toLow : 0L);
    kh = (kh & ~takenHigh & ~fromHigh) | (crownsNow ? toHigh : 0L);
    if (whiteToMove) {
      wl = (wl & ~fromLow) | toLow;
      wh = (wh & ~fromHigh) | toHigh;
      bl &= ~takenLow;
      bh &= ~takenHigh;
    } else {
      bl = (bl & ~fromLow) | toLow;
      bh = (bh & ~fromHigh) | toHigh;
      wl &= ~takenLow;
      wh &= ~takenHigh;
    }
    boolean capture = (takenLow | takenHigh) != 0L;
    long next = (counters ^ 1L) & ~(COUNT11 << NO_PROGRESS_SHIFT);
    if (noProgressLimit > 0) {
      int noProgress = (int) (counters >>> NO_PROGRESS_SHIFT & COUNT11);
      int counter = capture || !king ? 0 : noProgress + 1;
      key ^= counterKey(noProgress) ^ counterKey(counter);
      next |= (counter & COUNT11) << NO_PROGRESS_SHIFT;
    }
    if (endgameLimits) {
      // the ending's count goes on while neither a capture nor a crowning changes the pieces
      int before = (int) (counters >>> ENDGAME_SHIFT & COUNT11);
      boolean crowned = !king && crownsNow;
      int limit = endgameLimit(wl, wh, bl, bh, kl, kh);
      int count = limit == 0 || capture || crowned ? 0 : Math.min(before + 1, (int) COUNT11);
      key ^= endgameKey(before) ^ endgameKey(count);
      next = next & ~(COUNT11 << ENDGAME_SHIFT) | (long) count << ENDGAME_SHIFT;
    }
    int shift = whiteToMove ? WHITE_MOVES_SHIFT : BLACK_MOVES_SHIFT;
    if ((counters >>> shift & COUNT20) != COUNT20) {
      next += 1L << shift;
    }
    if (kingMoveLimit > 0) {
      long runs = states[at + RUNS];
      int moverShift = whiteToMove ? 0 : BLACK_RUN_SHIFT;
      int otherShift = BLACK_RUN_SHIFT - moverShift;
      int mine = (int) (runs >>> moverShift & RUN_BITS);
      int theirs = (int) (runs >>> otherShift & RUN_BITS);
      int newMine = 0;
      if (king && !capture) {
        int before = runLength(mine) > 0 && runBit(mine) == from ? runLength(mine) : 0;
        newMine = runOf(to, Math.min(before + 1, kingMoveLimit));
      }
      int theirBit = runBit(theirs);
      long theirWord = theirBit < 64 ? takenLow >>> theirBit : takenHigh >>> (theirBit - 64);
      int newTheirs = runLength(theirs) > 0 && (theirWord & 1L) != 0L ? 0 : theirs;
      key ^= runKey(moverShift, mine) ^ runKey(moverShift, newMine) ^ runKey(otherShift, theirs)
          ^ runKey(otherShift, newTheirs);
      target[targetAt + RUNS] = (long) newMine << moverShift | (long) newTheirs << otherShift;
    }
    target[targetAt] = wl;
    target[targetAt + 1] = wh;
    target[targetAt + 2] = bl;
    target[targetAt + 3] = bh;
    target[targetAt + 4] = kl;
    target[targetAt + 5] = kh;
    target[targetAt + COUNTERS] = next;
    target[targetAt + KEY] = key ^ blackToMoveKey;
  }

  private long runKey(int shift, int run) {
    return run == 0 ? 0L : runKeys[(shift == 0 ? 0 : 16 * 128) + runLength(run) * 128 + runBit(run)];
  }

  private long endgameKey(int count) {
    return count < endgameKeys.length ? endgameKeys[count] : endgameKeys[endgameKeys.length - 1];
  }

  private long counterKey(int count) {
    return count < counterKeys.length ? counterKeys[count] : counterKeys[counterKeys.length - 1];
  }

  @Override
  public long key(long[] states, int at) {
    return states[at + KEY];
  }

  @Override
  public long keyFromScratch(long[] states, int at) {
    long key = whiteMoves(states, at) ? 0L : blackToMoveKey;
    for (int side = 0; side < 2; side++) {
      for (int w = 0; w < 2; w++) {
        long kings = states[at + KINGS + w];
        for (long p = states[at + 2 * side + w]; p != 0; p &= p - 1) {
          int b = Long.numberOfTrailingZeros(p);
          key ^= pieceKeys[(2 * side + (int) (kings >>> b & 1L)) << 7 | (w << 6 | b)];
        }
      }
    }
    if (kingMoveLimit > 0) {
      key ^= runKey(0, run(states, at, true)) ^ runKey(BLACK_RUN_SHIFT, run(states, at, false));
    }
    return key ^ counterKey(pliesWithoutProgress(states, at))
        ^ (endgameLimits ? endgameKey(endgameCount(states, at)) : 0L);
  }

  @Override
  public boolean isOver(long[] states, int at) {
    return drawn(states, at) || !hasMove(states, at);
  }

  private boolean hasMove(long[] states, int at) {
    WideMoves list = scratch.get().list;
    int n = generate(states, at, list, false);
    int resting = restingKingBit(states, at);
    if (resting < 0) {
      return n > 0;
    }
    for (int i = 0; i < n; i++) {
      if (list.from(i) != resting || list.jumps(i) > 0) {
        return true;
      }
    }
    return false;
  }

  /** A side without a move has lost; the draw rules draw. */
  @Override
  public int result(long[] states, int at) {
    return hasMove(states, at) ? 0 : -1;
  }

  @Override
  public int sideToMove(long[] states, int at) {
    return whiteMoves(states, at) ? 0 : 1;
  }

  /** A side's pieces on the board. */
  @Override
  public int score(long[] states, int at, int side) {
    return Long.bitCount(states[at + 2 * side]) + Long.bitCount(states[at + 2 * side + 1]);
  }

  /** Perft with bulk counting while no draw rule and no limit on a king's moves can end a line inside the horizon. */
  @Override
  public long perft(long[] states, int at, int depth) {
    if (depth < 0) {
      throw new IllegalArgumentException("perft depth must be at least 0, got " + depth);
    }
    boolean noProgress = noProgressLimit > 0 && pliesWithoutProgress(states, at) + depth > noProgressLimit;
    int limit = endgameLimit(states, at);
    boolean endgame = endgameLimits && (depth - 1 > shortestEndgame || limit > 0 && endgameCount(states, at) + depth > limit);
    if (noProgress || endgame || kingMoveLimit > 0 || drawn(states, at)) {
      return VariantRules.super.perft(states, at, depth);
    }
    long[] s = states;
    return new WidePerft(scratch.get().generator).bulk(s[at], s[at + 1], s[at + 2], s[at + 3], s[at + 4], s[at + 5],
        whiteMoves(states, at), depth);
  }

  // ---------------------------------------------------------------- the typed positions' view

  @Override
  public Listed[] listed(long[] states, int at, boolean allCaptures) {
    WideMoves list = new WideMoves();
    int n = generate(states, at, list, allCaptures);
    int resting = allCaptures ? -1 : restingKingBit(states, at);
    Listed[] out = new Listed[n];
    int kept = 0;
    for (int i = 0; i < n; i++) {
      if (resting >= 0 && list.from(i) == resting && list.jumps(i) == 0) {
        continue;
      }
      out[kept++] = new Listed(list.from(i), list.route(i), new long[] {list.capturedLow(i), list.capturedHigh(i)},
          list.crowned(i));
    }
    return java.util.Arrays.copyOf(out, kept);
  }

  @Override
  public long code(long[] states, int at, int from, int to, boolean crowns, long[] taken) {
    int opp = whiteMoves(states, at) ? BLACK : WHITE;
    return encode(from, to, crowns, taken[0], taken[1], states[at + opp], states[at + opp + 1]);
  }

  @Override
  public int origin(long move) {
    return (int) (move & BITS7);
  }

  @Override
  public int destination(long move) {
    return (int) (move >>> TO_SHIFT & BITS7);
  }

  @Override
  public boolean crowning(long move) {
    return (move >>> CROWNS & 1L) != 0L;
  }

  @Override
  public long[] captured(long[] states, int at, long move) {
    int opp = whiteMoves(states, at) ? BLACK : WHITE;
    long[] taken = new long[2];
    decode(move, states[at + opp], states[at + opp + 1], taken);
    return taken;
  }

  @Override
  public String toString() {
    return "WideKernel[" + size + "×" + size + "]";
  }
}
