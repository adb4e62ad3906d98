package io.github.tabla.games.draughts.internal;

import java.util.Arrays;

/**
 * A reusable buffer of the moves {@link RulesGenerator} lists: for each move its origin and destination
 * bits ({@link Layout}), whether a man is crowned by it, the pieces it captures, the capture's priority key
 * and the squares of its route (the squares where a capturing piece lands and turns, and its
 * destination; a step's route is its destination). Not thread-safe: one per thread, reused.
 */
public final class RulesMoves {
  private static final int FROM_MASK = 63;
  private static final int TO_SHIFT = 6;
  private static final int CROWNED = 1 << 12;

  long[] captured;
  int[] info;
  long[] keys;
  int[] kingMasks;
  int[] pathAt;
  int[] pathLength;
  int[] pool;
  int size;
  int poolSize;

  /** An empty buffer. */
  public RulesMoves() {
    this(64);
  }

  /**
   * An empty buffer of a first capacity; it grows when needed.
   *
   * @param capacity the moves it holds before it grows
   */
  public RulesMoves(int capacity) {
    int c = Math.max(1, capacity);
    captured = new long[c];
    info = new int[c];
    keys = new long[c];
    kingMasks = new int[c];
    pathAt = new int[c];
    pathLength = new int[c];
    pool = new int[4 * c];
  }

  /**
   * The number of moves.
   *
   * @return the size
   */
  public int size() {
    return size;
  }

  /**
   * A move's origin.
   *
   * @param i the move's index
   * @return the origin's bit
   */
  public int from(int i) {
    return info[i] & FROM_MASK;
  }

  /**
   * A move's destination.
   *
   * @param i the move's index
   * @return the destination's bit
   */
  public int to(int i) {
    return (info[i] >>> TO_SHIFT) & FROM_MASK;
  }

  /**
   * Whether a move crowns the man that makes it.
   *
   * @param i the move's index
   * @return {@code true} when a man becomes a king
   */
  public boolean crowned(int i) {
    return (info[i] & CROWNED) != 0;
  }

  /**
   * The pieces a move captures.
   *
   * @param i the move's index
   * @return their bits, 0 for a step
   */
  public long captured(int i) {
    return captured[i];
  }

  /**
   * A capture's priority key: of two captures of a position, the one the rules prefer has the larger key.
   *
   * @param i the move's index
   * @return the key, 0 for a step
   */
  public long key(int i) {
    return captured[i] == 0 ? 0L : keys[i];
  }

  /**
   * The jumps of a capture that take a king: bit {@code 31 - j} for jump {@code j}, the first jump being 0.
   *
   * @param i the move's index
   * @return the mask
   */
  public int kingMask(int i) {
    return captured[i] == 0 ? 0 : kingMasks[i];
  }

  /**
   * The squares of a move's route after its origin.
   *
   * @param i the move's index
   * @return their bits, the destination last
   */
  public int[] route(int i) {
    if (captured[i] == 0) {
      return new int[] {to(i)};
    }
    return Arrays.copyOfRange(pool, pathAt[i], pathAt[i] + pathLength[i]);
  }

  /** Empties the buffer. */
  public void clear() {
    size = 0;
    poolSize = 0;
  }

  /**
   * Whether a move with this identity (origin, destination, captured pieces, crowning) is listed.
   *
   * @param from the origin's bit
   * @param to the destination's bit
   * @param taken the captured pieces
   * @param crowned whether a man is crowned
   * @return {@code true} when one is
   */
  boolean contains(int from, int to, long taken, boolean crowned) {
    int packed = pack(from, to, crowned);
    for (int i = 0; i < size; i++) {
      if (info[i] == packed && captured[i] == taken) {
        return true;
      }
    }
    return false;
  }

  void add(int from, int to, boolean crowned, long taken, long key, int kingMask, int[] route, int routeLength) {
    if (size == info.length) {
      grow();
    }
    if (poolSize + routeLength > pool.length) {
      pool = Arrays.copyOf(pool, Math.max(2 * pool.length, poolSize + routeLength));
    }
    captured[size] = taken;
    info[size] = pack(from, to, crowned);
    keys[size] = key;
    kingMasks[size] = kingMask;
    pathAt[size] = poolSize;
    pathLength[size] = routeLength;
    System.arraycopy(route, 0, pool, poolSize, routeLength);
    poolSize += routeLength;
    size++;
  }

  void addStep(int from, int to, boolean crowned) {
    addIdentity(from, to, crowned, 0L);
  }

  /** A move with its identity only: a step, or a capture whose route, key and king mask nobody reads. */
  void addIdentity(int from, int to, boolean crowned, long taken) {
    if (size == info.length) {
      grow();
    }
    captured[size] = taken;
    info[size] = pack(from, to, crowned);
    size++;
  }

  /**
   * Keeps only the moves whose flag is set, in their order.
   *
   * @param keep one flag a move
   */
  void retain(boolean[] keep) {
    int n = 0;
    for (int i = 0; i < size; i++) {
      if (keep[i]) {
        captured[n] = captured[i];
        info[n] = info[i];
        keys[n] = keys[i];
        kingMasks[n] = kingMasks[i];
        pathAt[n] = pathAt[i];
        pathLength[n] = pathLength[i];
        n++;
      }
    }
    size = n;
  }

  private static int pack(int from, int to, boolean crowned) {
    return from | to << TO_SHIFT | (crowned ? CROWNED : 0);
  }

  private void grow() {
    int c = info.length * 2;
    captured = Arrays.copyOf(captured, c);
    info = Arrays.copyOf(info, c);
    keys = Arrays.copyOf(keys, c);
    kingMasks = Arrays.copyOf(kingMasks, c);
    pathAt = Arrays.copyOf(pathAt, c);
    pathLength = Arrays.copyOf(pathLength, c);
  }
}
