package io.github.tabla.games.knights.internal;

/**
 * The exact shortest capture tour of one racing knight over a fixed board (KN-13): the fewest jumps that
 * land on every remaining target, when a set of squares stays blocked.
 *
 * <p>The method is Held-Karp dynamic programming over subsets of targets. Breadth-first searches from each
 * target give the jump distance {@code d(j, s)} from target {@code j} to every square {@code s} over the
 * unblocked squares; then {@code best[S][i]}, the fewest jumps that capture every target of the set
 * {@code S} starting on target {@code i}, is {@code min over j in S of d(i, j) + best[S - j][j]}. The
 * answer from a knight on square {@code s} is {@code min over j of d(s, j) + best[R - j][j]}.
 *
 * <p>This is exact, not an estimate: a walk that covers all targets, taken in the order it first lands on
 * them, is at least as long as the sum of the shortest distances between consecutive targets; and any order
 * of targets is achieved by joining shortest paths (a path that happens to land on another target captures
 * it early, which never hurts, because landing on a target is always allowed). Targets are never blocked:
 * they are the opponent's pieces, and a knight may always land on those (KN-4).
 *
 * <p>Cost: {@code k + 1} breadth-first searches and about {@code 2^k * k^2 / 4} additions for {@code k}
 * targets; for the 14 targets of the start that is about 0.75 million steps, a millisecond or two. A solver
 * answers for every subset of its targets, so one solver serves a whole line of play as long as the
 * blocked squares stay the same. Instances are immutable after construction and safe to share.
 */
public final class TourSolver {
  /** The value of a tour that cannot be completed: some target cannot be reached. */
  public static final int UNREACHABLE = 30_000;
  /** The most targets a solver takes. */
  public static final int MAX_TARGETS = 16;

  private final long targets;
  private final long blocked;
  private final int k;
  private final int[] targetSquare;
  private final byte[] indexOf = new byte[64];
  private final short[] distance;
  private final short[] best;

  /**
   * Solves every subset of a set of targets.
   *
   * @param targets the squares of the targets, at most {@link #MAX_TARGETS}
   * @param blocked the squares the knight may never land on (its own pieces; targets are ignored here)
   * @throws IllegalArgumentException when there are more than {@link #MAX_TARGETS} targets
   */
  public TourSolver(long targets, long blocked) {
    int count = Long.bitCount(targets);
    if (count > MAX_TARGETS) {
      throw new IllegalArgumentException("a tour solver takes at most " + MAX_TARGETS + " targets, got " + count);
    }
    this.targets = targets;
    this.blocked = blocked & ~targets;
    this.k = count;
    this.targetSquare = new int[count];
    for (int s = 0; s < 64; s++) {
      indexOf[s] = -1;
    }
    int i = 0;
    for (long b = targets; b != 0L; b &= b - 1) {
      int s = Long.numberOfTrailingZeros(b);
      targetSquare[i] = s;
      indexOf[s] = (byte) i;
      i++;
    }
    this.distance = new short[count * 64];
    int[] queue = new int[64];
    for (int j = 0; j < count; j++) {
      breadthFirst(targetSquare[j], j * 64, queue);
    }
    this.best = new short[(1 << count) * Math.max(count, 1)];
    fill();
  }

  private void breadthFirst(int from, int offset, int[] queue) {
    for (int s = 0; s < 64; s++) {
      distance[offset + s] = UNREACHABLE;
    }
    distance[offset + from] = 0;
    int head = 0;
    int tail = 0;
    queue[tail++] = from;
    while (head < tail) {
      int s = queue[head++];
      short next = (short) (distance[offset + s] + 1);
      for (long b = Board.jumps(s) & ~blocked; b != 0L; b &= b - 1) {
        int n = Long.numberOfTrailingZeros(b);
        if (distance[offset + n] == UNREACHABLE) {
          distance[offset + n] = next;
          queue[tail++] = n;
        }
      }
    }
  }

  private void fill() {
    int subsets = 1 << k;
    // best[0][i] = 0: nothing left to capture
    for (int set = 1; set < subsets; set++) {
      for (int i = 0; i < k; i++) {
        if ((set & (1 << i)) != 0) {
          continue;
        }
        int from = targetSquare[i];
        int min = UNREACHABLE;
        for (int rest = set; rest != 0; rest &= rest - 1) {
          int j = Integer.numberOfTrailingZeros(rest);
          int v = distance[j * 64 + from] + best[(set ^ (1 << j)) * k + j];
          if (v < min) {
            min = v;
          }
        }
        best[set * k + i] = (short) min;
      }
    }
  }

  /**
   * The targets this solver was made for.
   *
   * @return their squares
   */
  public long targets() {
    return targets;
  }

  /**
   * The squares this solver treats as blocked.
   *
   * @return the blocked squares
   */
  public long blocked() {
    return blocked;
  }

  /**
   * The fewest jumps from a square that capture every target of a set.
   *
   * @param square where the knight stands
   * @param remaining the targets still to capture, a subset of {@link #targets()} (other bits are ignored);
   *     a target on {@code square} itself counts as captured
   * @return the number of jumps, 0 when nothing remains, {@link #UNREACHABLE} when it cannot be done
   */
  public int turns(int square, long remaining) {
    int mask = 0;
    for (long b = remaining & targets & ~(1L << square); b != 0L; b &= b - 1) {
      mask |= 1 << indexOf[Long.numberOfTrailingZeros(b)];
    }
    if (mask == 0) {
      return 0;
    }
    int min = UNREACHABLE;
    for (int rest = mask; rest != 0; rest &= rest - 1) {
      int j = Integer.numberOfTrailingZeros(rest);
      int v = distance[j * 64 + square] + best[(mask ^ (1 << j)) * k + j];
      if (v < min) {
        min = v;
      }
    }
    return min;
  }

  /**
   * The jump distance between a target and a square over the unblocked squares.
   *
   * @param target the square of one of {@link #targets()}
   * @param square any square
   * @return the fewest jumps, or {@link #UNREACHABLE}
   * @throws IllegalArgumentException when {@code target} is not a target of this solver
   */
  public int distance(int target, int square) {
    int j = indexOf[target];
    if (j < 0) {
      throw new IllegalArgumentException("square " + target + " is not a target of this solver");
    }
    return distance[j * 64 + square];
  }
}
