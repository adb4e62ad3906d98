package io.github.tabla.games.draughts.internal;

import java.util.Arrays;

/**
 * A reusable buffer of the moves {@link WideGenerator} lists: for each move its origin and destination
 * (the bits of their squares, see {@link WideGenerator}), whether a man is crowned by it, the pieces it
 * captures as two words of bits (bits 0 to 63, then 64 to 127), the capture's king mask and whether a king
 * makes it, and the squares of its route (where a capturing piece lands and turns, and its destination; a
 * step's route is its destination). Not thread-safe: one per thread, reused.
 */
public final class WideMoves {
  int[] from;
  int[] to;
  boolean[] crowned;
  long[] capturedLow;
  long[] capturedHigh;
  int[] kingMasks;
  boolean[] byKing;
  int[] pathAt;
  int[] pathLength;
  int[] pool;
  int size;
  int poolSize;

  /** An empty buffer. */
  public WideMoves() {
    int c = 64;
    from = new int[c];
    to = new int[c];
    crowned = new boolean[c];
    capturedLow = new long[c];
    capturedHigh = new long[c];
    kingMasks = new int[c];
    byKing = new boolean[c];
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
   * @return its square's bit
   */
  public int from(int i) {
    return from[i];
  }

  /**
   * A move's destination.
   *
   * @param i the move's index
   * @return its square's bit
   */
  public int to(int i) {
    return to[i];
  }

  /**
   * Whether a move crowns a man.
   *
   * @param i the move's index
   * @return whether it does
   */
  public boolean crowned(int i) {
    return crowned[i];
  }

  /**
   * The pieces a move captures, in the first word (bits 0 to 63).
   *
   * @param i the move's index
   * @return bit {@code b} for the square of bit {@code b}
   */
  public long capturedLow(int i) {
    return capturedLow[i];
  }

  /**
   * The pieces a move captures, in the second word (bits 64 to 127).
   *
   * @param i the move's index
   * @return bit {@code b - 64} for the square of bit {@code b}
   */
  public long capturedHigh(int i) {
    return capturedHigh[i];
  }

  /**
   * The number of pieces a move captures.
   *
   * @param i the move's index
   * @return 0 for a step
   */
  public int jumps(int i) {
    return Long.bitCount(capturedLow[i]) + Long.bitCount(capturedHigh[i]);
  }

  /**
   * A capture's king mask: bit {@code 31 - j} set when jump {@code j} (from 0) takes a king.
   *
   * @param i the move's index
   * @return the mask, 0 for a step
   */
  public int kingMask(int i) {
    return kingMasks[i];
  }

  /**
   * Whether a king makes a capture.
   *
   * @param i the move's index
   * @return whether it does (false for a step)
   */
  public boolean byKing(int i) {
    return byKing[i];
  }

  /**
   * A move's route: the squares where the piece lands, its destination last.
   *
   * @param i the move's index
   * @return a new array
   */
  public int[] route(int i) {
    return Arrays.copyOfRange(pool, pathAt[i], pathAt[i] + pathLength[i]);
  }

  /** Empties the buffer. */
  public void clear() {
    size = 0;
    poolSize = 0;
  }

  boolean contains(int f, int t, long low, long high, boolean crowns) {
    for (int i = 0; i < size; i++) {
      if (to[i] == t && from[i] == f && capturedLow[i] == low && capturedHigh[i] == high && crowned[i] == crowns) {
        return true;
      }
    }
    return false;
  }

  void add(int f, int t, boolean crowns, long low, long high, int kingMask, boolean king, int[] route,
      int routeLength) {
    if (size == from.length || poolSize + routeLength > pool.length) {
      grow(routeLength);
    }
    from[size] = f;
    to[size] = t;
    crowned[size] = crowns;
    capturedLow[size] = low;
    capturedHigh[size] = high;
    kingMasks[size] = kingMask;
    byKing[size] = king;
    pathAt[size] = poolSize;
    pathLength[size] = routeLength;
    System.arraycopy(route, 0, pool, poolSize, routeLength);
    poolSize += routeLength;
    size++;
  }

  /** Keeps the moves whose {@code keep} entry is set, in order. */
  void retain(boolean[] keep) {
    int n = 0;
    for (int i = 0; i < size; i++) {
      if (keep[i]) {
        from[n] = from[i];
        to[n] = to[i];
        crowned[n] = crowned[i];
        capturedLow[n] = capturedLow[i];
        capturedHigh[n] = capturedHigh[i];
        kingMasks[n] = kingMasks[i];
        byKing[n] = byKing[i];
        pathAt[n] = pathAt[i];
        pathLength[n] = pathLength[i];
        n++;
      }
    }
    size = n;
  }

  private void grow(int routeLength) {
    if (size == from.length) {
      int c = 2 * from.length;
      from = Arrays.copyOf(from, c);
      to = Arrays.copyOf(to, c);
      crowned = Arrays.copyOf(crowned, c);
      capturedLow = Arrays.copyOf(capturedLow, c);
      capturedHigh = Arrays.copyOf(capturedHigh, c);
      kingMasks = Arrays.copyOf(kingMasks, c);
      byKing = Arrays.copyOf(byKing, c);
      pathAt = Arrays.copyOf(pathAt, c);
      pathLength = Arrays.copyOf(pathLength, c);
    }
    if (poolSize + routeLength > pool.length) {
      pool = Arrays.copyOf(pool, Math.max(2 * pool.length, poolSize + routeLength));
    }
  }
}
