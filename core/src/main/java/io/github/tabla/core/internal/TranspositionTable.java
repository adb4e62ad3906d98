package io.github.tabla.core.internal;

/**
 * The searcher's memory of positions it has already searched: a fixed-size hash table of primitive
 * {@code long} pairs, so its memory is exactly {@code 16 * capacity()} bytes however long the search
 * runs.
 *
 * <p>Each entry keeps the position's full 64-bit Zobrist key and one packed word: the value (as seen
 * from the position, wins and losses counted from the position itself), the index of the best move in
 * the position's deterministic {@code legalMoves()} order, the remaining depth the value was searched
 * to, the bound type, and whether the value is <em>proved</em> (no heuristic leaf influenced it), in
 * which case it is valid at any depth.
 *
 * <p>Entries live in buckets of two slots. The first slot keeps the most valuable entry: one stored
 * in the current pass of the search ({@link #nextPass}) before one of an earlier pass, then the deepest,
 * a proved one before an estimate of the same depth; the second slot always takes the newest entry that
 * did not earn the first, so shallow, recent knowledge is not lost to old deep entries and vice versa,
 * and the entries of passes long over give way. The pass is kept in the word's top five bits.
 *
 * <p>Not thread-safe: one table belongs to one running search.
 */
public final class TranspositionTable {
  /** The stored value is an upper bound: the search failed low. */
  public static final int UPPER = 1;
  /** The stored value is a lower bound: the search failed high. */
  public static final int LOWER = 2;
  /** The stored value is the value within the searched window. */
  public static final int EXACT = 3;
  /** The move index of an entry that knows no best move. */
  public static final int NO_MOVE = -1;
  /** The deepest depth an entry records; deeper searches are recorded as this depth. */
  public static final int MAX_DEPTH = 254;

  private static final int MOVE_SHIFT = 32;
  private static final long MOVE_MASK = 0xFFFFL;
  private static final int DEPTH_SHIFT = 48;
  private static final long DEPTH_MASK = 0xFFL;
  private static final int BOUND_SHIFT = 56;
  private static final long BOUND_MASK = 0x3L;
  private static final long PROVED_BIT = 1L << 58;

  /** Where an entry's pass is kept: the top five bits. */
  private static final int PASS_SHIFT = 59;
  /** Priority of an entry of the current pass over any of an earlier one. */
  private static final int CURRENT_PASS = 1 << 10;
  /** The pass of the search now running, 0..31 ({@link #nextPass}). */
  private long pass;
  private final long[] keys;
  private final long[] data;
  private final int bucketMask;

  /**
   * A table of a number of entries, or fewer when the memory does not hold them
   * ({@link io.github.tabla.core.robot.TableMemory}).
   *
   * @param entries the capacity wanted; rounded down to a power of two, at least 2
   * @throws IllegalArgumentException when {@code entries} is below 2
   */
  public TranspositionTable(int entries) {
    if (entries < 2) {
      throw new IllegalArgumentException("a transposition table needs at least 2 entries, got " + entries);
    }
    long[][] table = io.github.tabla.core.robot.TableMemory.allocate(entries, 16,
        n -> new long[][] {new long[Math.max(2, n)], new long[Math.max(2, n)]});
    keys = table[0];
    data = table[1];
    bucketMask = keys.length - 2;
  }

  /**
   * The number of entries the table can hold.
   *
   * @return a power of two, at least 2
   */
  public int capacity() {
    return keys.length;
  }

  /**
   * The memory of the two entry arrays, in bytes.
   *
   * @return {@code 16 * capacity()}
   */
  public long bytes() {
    return 16L * keys.length;
  }

  /**
   * The number of occupied entries; it walks the whole table, so it is meant for tests and statistics.
   *
   * @return at most {@link #capacity()}
   */
  public int occupied() {
    int n = 0;
    for (long d : data) {
      if (d != 0L) {
        n++;
      }
    }
    return n;
  }

  /** Forgets every entry. */
  public void clear() {
    for (int i = 0; i < data.length; i++) {
      data[i] = 0L;
      keys[i] = 0L;
    }
  }

  /**
   * Marks the start of a new pass of the search (an iteration of the iterative deepening, a null-window
   * proof): entries of earlier passes give way first to the entries it stores.
   */
  public void nextPass() {
    pass = (pass + 1) & 31;
  }

  private int bucket(long key) {
    // the low bits of a Zobrist key are as random as the high ones; folding guards weaker keys
    return (int) (key ^ (key >>> 32)) & bucketMask;
  }

  /**
   * Finds the entry of a position.
   *
   * @param key the position's Zobrist key
   * @return the slot of its entry, or -1 when the table does not know it
   */
  public int probe(long key) {
    int b = bucket(key);
    // the key first: a state the table does not know reads no entry word
    if (keys[b] == key && data[b] != 0L) {
      return b;
    }
    if (keys[b + 1] == key && data[b + 1] != 0L) {
      return b + 1;
    }
    return -1;
  }

  /**
   * The stored value of a slot found by {@link #probe(long)}.
   *
   * @param slot the slot
   * @return the value, from the position's own view
   */
  public int value(int slot) {
    return (int) data[slot];
  }

  /**
   * The best move of a slot.
   *
   * @param slot the slot
   * @return the index in the position's {@code legalMoves()}, or {@link #NO_MOVE}
   */
  public int moveIndex(int slot) {
    return (int) ((data[slot] >>> MOVE_SHIFT) & MOVE_MASK) - 1;
  }

  /**
   * The remaining depth the slot's value was searched to.
   *
   * @param slot the slot
   * @return the depth, 0 to {@link #MAX_DEPTH}
   */
  public int depth(int slot) {
    return (int) ((data[slot] >>> DEPTH_SHIFT) & DEPTH_MASK);
  }

  /**
   * The bound type of a slot.
   *
   * @param slot the slot
   * @return {@link #UPPER}, {@link #LOWER} or {@link #EXACT}
   */
  public int bound(int slot) {
    return (int) ((data[slot] >>> BOUND_SHIFT) & BOUND_MASK);
  }

  /**
   * Whether the slot's value (as the bound it is) holds at any depth.
   *
   * @param slot the slot
   * @return {@code true} when no heuristic leaf influenced it
   */
  public boolean proved(int slot) {
    return (data[slot] & PROVED_BIT) != 0L;
  }

  private int priority(long word) {
    int depth = (int) ((word >>> DEPTH_SHIFT) & DEPTH_MASK);
    int p = 2 * depth + ((word & PROVED_BIT) != 0L ? 1 : 0);
    return (word >>> PASS_SHIFT) == pass ? p + CURRENT_PASS : p;
  }

  /**
   * Records what a search learnt about a position.
   *
   * <p>An entry for the same key is updated in place, except that a proved exact value is never
   * replaced by an unproved one; a new entry without a move keeps the old entry's move. Otherwise the
   * new entry takes the first slot of its bucket when it is at least as valuable as the entry there
   * (which moves to the second slot), or else the second slot: see the class comment for what makes an
   * entry valuable.
   *
   * @param key the position's Zobrist key
   * @param value the value from the position's own view
   * @param moveIndex the best move's index in {@code legalMoves()}, or {@link #NO_MOVE}
   * @param depth the remaining depth searched; clamped to 0..{@link #MAX_DEPTH}
   * @param bound {@link #UPPER}, {@link #LOWER} or {@link #EXACT}
   * @param proved whether the value holds at any depth
   * @throws IllegalArgumentException when {@code bound} is not one of the three bound types
   */
  public void store(long key, int value, int moveIndex, int depth, int bound, boolean proved) {
    if (bound < UPPER || bound > EXACT) {
      throw new IllegalArgumentException("unknown bound type " + bound);
    }
    int b = bucket(key);
    int same = probe(key);
    int move = moveIndex;
    if (same >= 0) {
      long old = data[same];
      boolean oldProvedExact = (old & PROVED_BIT) != 0L && ((old >>> BOUND_SHIFT) & BOUND_MASK) == EXACT;
      if (oldProvedExact && !proved) {
        return;
      }
      if (move < 0) {
        move = moveIndex(same);
      }
    }
    long word = pack(value, move, depth, bound, proved) | pass << PASS_SHIFT;
    if (same >= 0) {
      data[same] = word;
      return;
    }
    if (data[b] == 0L || priority(word) >= priority(data[b])) {
      keys[b + 1] = keys[b];
      data[b + 1] = data[b];
      keys[b] = key;
      data[b] = word;
    } else {
      keys[b + 1] = key;
      data[b + 1] = word;
    }
  }

  private static long pack(int value, int moveIndex, int depth, int bound, boolean proved) {
    long move = moveIndex < 0 || moveIndex >= MOVE_MASK ? 0L : moveIndex + 1L;
    long d = depth < 0 ? 0L : Math.min(depth, MAX_DEPTH);
    return (value & 0xFFFF_FFFFL) | move << MOVE_SHIFT | d << DEPTH_SHIFT | (long) bound << BOUND_SHIFT
        | (proved ? PROVED_BIT : 0L);
  }
}
