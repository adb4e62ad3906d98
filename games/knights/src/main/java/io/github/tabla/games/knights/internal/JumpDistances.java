package io.github.tabla.games.knights.internal;

/**
 * Knight-jump distances from one square over the squares that are not blocked: the breadth-first search
 * the gentle Robots use to find their nearest target.
 */
public final class JumpDistances {
  private JumpDistances() {}

  /** The distance of a square that cannot be reached. */
  public static final int UNREACHABLE = 127;

  /**
   * Fills the distances from a square.
   *
   * @param from the start square (never treated as blocked)
   * @param blocked squares a knight may not land on
   * @param out 64 entries, filled with the fewest jumps to each square or {@link #UNREACHABLE}
   */
  public static void fill(int from, long blocked, int[] out) {
    for (int s = 0; s < 64; s++) {
      out[s] = UNREACHABLE;
    }
    int[] queue = new int[64];
    int head = 0;
    int tail = 0;
    out[from] = 0;
    queue[tail++] = from;
    while (head < tail) {
      int s = queue[head++];
      for (long b = Board.jumps(s) & ~blocked; b != 0L; b &= b - 1) {
        int n = Long.numberOfTrailingZeros(b);
        if (out[n] == UNREACHABLE) {
          out[n] = out[s] + 1;
          queue[tail++] = n;
        }
      }
    }
  }
}
