package io.github.tabla.core.internal;

/**
 * The searcher's memory of positions it has already searched: a fixed-size hash table of primitive
 * {@code long} pairs, so its memory is {@code 16 * capacity()} bytes (and 64 for alignment) however long
 * the search runs.
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
 * <p>A bucket is four consecutive {@code long}s of one array: the first slot's key and word, then the
 * second's, so a probe and the store after it touch one cache line. The buckets start
 * {@value #BASE} words into the array: a table large enough to miss the caches is a humongous object
 * that starts on a region boundary, and with the array's 16-byte header every 32-byte bucket then lies
 * inside one 64-byte line (with separate key and word arrays, or buckets across lines, the draughts
 * search ran about 10 % slower).
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
  /** The first bucket's offset: see the class comment. */
  private static final int BASE = 6;
  /** The buckets, from {@link #BASE} on: key and word of the first slot, then of the second. */
  private final long[] words;
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
    long[] table = io.github.tabla.core.robot.TableMemory.allocate(entries, 16,
        n -> new long[BASE + 2 * Math.max(2, n) + 2]);
    words = table;
    bucketMask = capacity() / 2 - 1;
  }

  /**
   * The number of entries the table can hold.
   *
   * @return a power of two, at least 2
   */
  public int capacity() {
    return (words.length - BASE - 2) / 2;
  }

  /**
   * The memory of the entries, in bytes.
   *
   * @return {@code 16 * capacity()}, without the 64 bytes of alignment
   */
  public long bytes() {
    return 16L * capacity();
  }

  /**
   * The number of occupied entries; it walks the whole table, so it is meant for tests and statistics.
   *
   * @return at most {@link #capacity()}
   */
  public int occupied() {
    int n = 0;
    for (int slot = BASE + 1; slot < words.length; slot += 2) {
      if (words[slot] != 0L) {
        n++;
      }
    }
    return n;
  }

  /** Forgets every entry. */
  public void clear() {
    java.util.Arrays.fill(words, 0L);
  }

  /**
   * Marks the start of a new pass of the search (an iteration of the iterative deepening, a null-window
   * proof): entries of earlier passes give way first to the entries it stores.
   */
  public void nextPass() {
    pass = (pass + 1) & 31;
  }

  /** The offset of a key's bucket. */
  private int bucket(long key) {
    // the low bits of a Zobrist key are as random as the high ones; folding guards weaker keys
    return BASE + 4 * (((int) (key ^ (key >>> 32)) >>> 1) & bucketMask);
  }

  /** What {@link #touch} read, kept so that the read is not optimised away. */
  private long touched;

  /**
   * Starts reading the bucket of a key from memory, so that a {@link #probe} a little later finds it
   * in the cache: the search touches a state's bucket before it lists the state's moves, and the
   * processor fetches the bucket while it lists them.
   *
   * @param key the position's key
   */
  public void touch(long key) {
    touched ^= words[bucket(key)];
  }

  /**
   * Finds the entry of a position.
   *
   * @param key the position's Zobrist key
   * @return the slot of its entry (the offset of its word), or -1 when the table does not know it
   */
  public int probe(long key) {
    long[] w = words;
    int b = bucket(key);
    if (w[b] == key && w[b + 1] != 0L) {
      return b + 1;
    }
    if (w[b + 2] == key && w[b + 3] != 0L) {
      return b + 3;
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
    return (int) words[slot];
  }

  /**
   * The best move of a slot.
   *
   * @param slot the slot
   * @return the index in the position's {@code legalMoves()}, or {@link #NO_MOVE}
   */
  public int moveIndex(int slot) {
    return (int) ((words[slot] >>> MOVE_SHIFT) & MOVE_MASK) - 1;
  }

  /**
   * The remaining depth the slot's value was searched to.
   *
   * @param slot the slot
   * @return the depth, 0 to {@link #MAX_DEPTH}
   */
  public int depth(int slot) {
    return (int) ((words[slot] >>> DEPTH_SHIFT) & DEPTH_MASK);
  }

  /**
   * The bound type of a slot.
   *
   * @param slot the slot
   * @return {@link #UPPER}, {@link #LOWER} or {@link #EXACT}
   */
  public int bound(int slot) {
    return (int) ((words[slot] >>> BOUND_SHIFT) & BOUND_MASK);
  }

  /**
   * Whether the slot's value (as the bound it is) holds at any depth.
   *
   * @param slot the slot
   * @return {@code true} when no heuristic leaf influenced it
   */
  public boolean proved(int slot) {
    return (words[slot] & PROVED_BIT) != 0L;
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
      long old = words[same];
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
      words[same] = word;
      return;
    }
    long first = words[b + 1];
    if (first == 0L || priority(word) >= priority(first)) {
      words[b + 2] = words[b];
      words[b + 3] = first;
      words[b] = key;
      words[b + 1] = word;
    } else {
      words[b + 2] = key;
      words[b + 3] = word;
    }
  }

  private static long pack(int value, int moveIndex, int depth, int bound, boolean proved) {
    long move = moveIndex < 0 || moveIndex >= MOVE_MASK ? 0L : moveIndex + 1L;
    long d = depth < 0 ? 0L : Math.min(depth, MAX_DEPTH);
    return (value & 0xFFFF_FFFFL) | move << MOVE_SHIFT | d << DEPTH_SHIFT | (long) bound << BOUND_SHIFT
        | (proved ? PROVED_BIT : 0L);
  }
}
