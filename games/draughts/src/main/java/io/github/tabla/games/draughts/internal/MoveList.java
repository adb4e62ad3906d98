package io.github.tabla.games.draughts.internal;

/**
 * A reusable buffer of packed moves, filled by {@link MoveGenerator}. Two parallel arrays hold, for
 * move {@code i}:
 *
 * <ul>
 *   <li>{@code moves[i]}: the high 32 bits are the origin bit XOR the destination bit (zero when a king
 *       ends a capture on its own start square, ID-11a), the low 32 bits the captured squares. This is
 *       all that making the move needs: see {@link MoveGenerator#isCapture(long)}.
 *   <li>{@code paths[i]}: bits 0..4 the origin index, then two bits per step or jump with its
 *       direction ({@link Geometry#UP_LEFT} ..), the first jump in bits 5..6. The number of jumps is the
 *       number of captured squares; a move that captures nothing is one step.
 * </ul>
 *
 * <p>The buffer grows when a position has more captures than it holds, which happens only in rare
 * positions with many kings; growing is the only allocation, and a reused buffer stops growing.
 */
public final class MoveList {
  long[] moves;
  int[] paths;
  int size;

  /** A buffer for 64 moves, which it outgrows only in rare positions. */
  public MoveList() {
    this(64);
  }

  /**
   * A buffer with room for some moves.
   *
   * @param capacity the initial room, at least 1
   */
  public MoveList(int capacity) {
    int c = Math.max(1, capacity);
    moves = new long[c];
    paths = new int[c];
  }

  /**
   * The number of moves in the buffer.
   *
   * @return the size
   */
  public int size() {
    return size;
  }

  /**
   * A packed move.
   *
   * @param i 0 to {@code size() - 1}
   * @return the move bits
   */
  public long move(int i) {
    return moves[i];
  }

  /**
   * A move's packed path.
   *
   * @param i 0 to {@code size() - 1}
   * @return origin and directions
   */
  public int path(int i) {
    return paths[i];
  }

  /** Empties the buffer. */
  public void clear() {
    size = 0;
  }

  /** Makes room for {@code n} moves. */
  void reserve(int n) {
    while (moves.length < n) {
      grow();
    }
  }

  void add(long move, int path) {
    if (size == moves.length) {
      grow();
    }
    moves[size] = move;
    paths[size] = path;
    size++;
  }

  private void grow() {
    int c = moves.length * 2;
    moves = java.util.Arrays.copyOf(moves, c);
    paths = java.util.Arrays.copyOf(paths, c);
  }
}
