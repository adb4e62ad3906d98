package io.github.tabla.games.diamonds.internal;

import io.github.tabla.core.robot.TableMemory;

/**
 * The exact value of any state with any number of plies left: an MTD(f) alpha-beta search over
 * primitive states that stops wherever the {@link SolutionTable} knows the answer.
 *
 * <p>A state is the mover's king, the other king, the diamonds left (a 16-bit field set) and the plies
 * left in the round; its value is what the mover will collect minus what the other side will, under
 * perfect play. The table answers for plies-left counts that are multiples of 4 from the state's own
 * threshold (at least 16) up, so from any state with 16 or more plies left the search reaches a known
 * state within four plies along almost every line; below 16 it searches to the end of the round, which
 * is short. Two bounds cut the rest: a side cannot collect more diamonds than there are, nor more than
 * its moves left allow after walking to the nearest one.
 *
 * <p>An instance owns a transposition table (bounds per exact state, so entries never go stale) and is
 * meant for one thread; values from several {@link #solve} calls on the same instance share it.
 *
 * <pre>{@code
 * ExactSearch search = new ExactSearch(SolutionTable.load(), 18);
 * int v = search.solve(Board.WHITE_START, Board.BLACK_START, Board.ALL_DIAMONDS, Board.PLIES);   // +1
 * }</pre>
 */
public final class ExactSearch {
  /** The largest value a state can have: all sixteen diamonds. */
  public static final int MAX_VALUE = Board.DIAMONDS;

  private static final int DATA_BITS = 24;

  private final SolutionTable table;
  /** The transposition table: per slot the state's key above {@link #DATA_BITS} bits of bounds and move. */
  private final long[] slots;
  private final int shift;
  private final int[] squares = new int[8];
  private final int[] scores = new int[8];
  private final int[] entries = new int[8];
  private long nodes;

  /**
   * A search with its own transposition table.
   *
   * @param table the solved table
   * @param logEntries the table has {@code 2^logEntries} entries of 8 bytes; 10 to 26
   * @throws IllegalArgumentException when {@code logEntries} is out of range
   */
  public ExactSearch(SolutionTable table, int logEntries) {
    if (logEntries < 10 || logEntries > 26) {
      throw new IllegalArgumentException("logEntries must be 10..26, got " + logEntries);
    }
    this.table = table;
    // as large as asked, or as fits the memory: a smaller table, never an OutOfMemoryError
    this.slots = TableMemory.allocate(1 << logEntries, 8, n -> new long[Math.max(1 << 10, n)]);
    this.shift = 64 - Integer.numberOfTrailingZeros(slots.length);
  }

  /**
   * The positions visited so far by this instance.
   *
   * @return the node count
   */
  public long nodes() {
    return nodes;
  }

  /**
   * The exact value of a state.
   *
   * @param mover the square of the king to move
   * @param other the square of the other king, not next to the mover's
   * @param set the diamonds left as a field set, none under a king
   * @param plies the plies left in the round, 0..80
   * @return what the mover will collect minus what the other side will, under perfect play
   */
  public int solve(int mover, int other, int set, int plies) {
    if (set == 0 || plies <= 0) {
      return 0;
    }
    int entry = table.entry(mover, other, set);
    if (table.knows(entry, plies)) {
      return SolutionTable.value(entry);
    }
    int lower = -MAX_VALUE;
    int upper = MAX_VALUE;
    int guess = SolutionTable.value(entry);
    while (lower < upper) {
      int beta = guess == lower ? guess + 1 : guess;
      int v = search(mover, other, set, plies, beta - 1, beta, entry);
      if (v < beta) {
        upper = v;
      } else {
        lower = v;
      }
      guess = v;
    }
    return guess;
  }

  /**
   * Whether a state's value is at least a bound, by one null-window search.
   *
   * @param mover the square of the king to move
   * @param other the square of the other king
   * @param set the diamonds left
   * @param plies the plies left
   * @param bound the bound
   * @return {@code true} when the value is at least {@code bound}
   */
  public boolean atLeast(int mover, int other, int set, int plies, int bound) {
    return search(mover, other, set, plies, bound - 1, bound, table.entry(mover, other, set)) >= bound;
  }

  /**
   * Fail-soft negamax: a result at most alpha is an upper bound, at least beta a lower bound. The
   * caller passes the state's table entry, which it has looked up to order its moves.
   */
  private int search(int mover, int other, int set, int plies, int alpha, int beta, int entry) {
    nodes++;
    if (set == 0 || plies == 0) {
      return 0;
    }
    if (plies <= 3) {
      // the last plies are most of the nodes: solved directly, without the table or the bounds
      return last(mover, other, Board.toBoard(set), plies);
    }
    if (table.knows(entry, plies)) {
      return SolutionTable.value(entry);
    }
    int count = Integer.bitCount(set);
    int high = Math.min(count, Math.max(0, (plies + 1) / 2 - Board.nearestDiamond(mover, set) + 1));
    int low = -Math.min(count, Math.max(0, plies / 2 - Board.nearestDiamond(other, set) + 1));
    if (high <= alpha || low == high) {
      return high;
    }
    if (low >= beta) {
      return low;
    }
    long key = set | (long) mover << 16 | (long) other << 22 | (long) plies << 28;
    int slot = (int) (key * 0x9E37_79B9_7F4A_7C15L >>> shift);
    long stored = slots[slot];
    int hint = -1;
    if (stored >>> DATA_BITS == key) {
      low = Math.max(low, (int) (stored & 63) - 32);
      high = Math.min(high, (int) (stored >>> 6 & 63) - 32);
      hint = (int) (stored >>> 12 & 127) - 1;
      if (low >= beta || low == high) {
        return low;
      }
      if (high <= alpha) {
        return high;
      }
    }
    int a = Math.max(alpha, low);
    int b = Math.min(beta, high);
    long steps = Board.legalSteps(mover, other);
    int best;
    int bestMove = -1;
    if (steps == 0L) {
      // KD-9: a king without a step passes; the round is over when neither can step (KD-6.3)
      best = Board.legalSteps(other, mover) == 0L ? 0
          : -search(other, mover, set, plies - 1, -b, -a, table.entry(other, mover, set));
    } else {
      best = Integer.MIN_VALUE;
      int n = order(other, set, steps, hint);
      long order = 0L;
      long childEntries = 0L;
      for (int i = n - 1; i >= 0; i--) {
        order = order << 8 | (squares[i] + 1);
        childEntries = childEntries << 8 | (entries[i] & 0xFF);
      }
      for (; order != 0L; order >>>= 8, childEntries >>>= 8) {
        int to = (int) (order & 0xFF) - 1;
        int childEntry = (byte) childEntries;
        int bit = Board.fieldBit(to);
        int gain = bit >= 0 && (set >>> bit & 1) != 0 ? 1 : 0;
        int v;
        if (table.knows(childEntry, plies - 1)) {
          v = gain - SolutionTable.value(childEntry);
        } else {
          int floor = Math.max(a, best);
          v = gain - search(other, to, gain == 0 ? set : set & ~(1 << bit), plies - 1, gain - b, gain - floor,
              childEntry);
        }
        if (v > best) {
          best = v;
          bestMove = to;
          if (best >= b) {
            break;
          }
        }
      }
    }
    int storedLow = low;
    int storedHigh = high;
    if (best >= b) {
      storedLow = Math.max(storedLow, best);
    } else if (best <= a) {
      storedHigh = Math.min(storedHigh, best);
    } else {
      storedLow = best;
      storedHigh = best;
    }
    slots[slot] = key << DATA_BITS | (storedLow + 32) | (storedHigh + 32) << 6 | (long) (bestMove + 1) << 12;
    return best;
  }

  /**
   * The exact value with at most three plies left, by plain minimax: what the mover collects minus what
   * the other side collects in that many plies.
   */
  private static int last(int mover, int other, long diamonds, int plies) {
    if (diamonds == 0L || plies == 0) {
      return 0;
    }
    long steps = Board.legalSteps(mover, other);
    if (plies == 1) {
      return (steps & diamonds) != 0L ? 1 : 0;
    }
    if (steps == 0L) {
      return Board.legalSteps(other, mover) == 0L ? 0 : -last(other, mover, diamonds, plies - 1);
    }
    // the mover collects at most one diamond a move: stop at the most it can get
    int most = Math.min(Long.bitCount(diamonds), (plies + 1) / 2);
    int best = Integer.MIN_VALUE;
    for (long s = steps; s != 0L && best < most; s &= s - 1) {
      int to = Long.numberOfTrailingZeros(s);
      long bit = 1L << to;
      int v = (diamonds & bit) != 0L ? 1 - last(other, to, diamonds & ~bit, plies - 1)
          : -last(other, to, diamonds, plies - 1);
      best = Math.max(best, v);
    }
    return best;
  }

  /**
   * Puts the steps in search order into the scratch arrays (square first, with each child's table
   * entry): the remembered best step, then by how good the table says each step's result is.
   *
   * @return the number of steps
   */
  private int order(int other, int set, long steps, int hint) {
    int n = 0;
    for (long s = steps; s != 0L; s &= s - 1) {
      int to = Long.numberOfTrailingZeros(s);
      int bit = Board.fieldBit(to);
      int gain = bit >= 0 && (set >>> bit & 1) != 0 ? 1 : 0;
      int childEntry = table.entry(other, to, gain == 0 ? set : set & ~(1 << bit));
      int score = to == hint ? 1 << 20 : (gain - SolutionTable.value(childEntry)) * 4 + gain;
      int i = n++;
      while (i > 0 && scores[i - 1] < score) {
        squares[i] = squares[i - 1];
        scores[i] = scores[i - 1];
        entries[i] = entries[i - 1];
        i--;
      }
      squares[i] = to;
      scores[i] = score;
      entries[i] = childEntry;
    }
    return n;
  }
}
