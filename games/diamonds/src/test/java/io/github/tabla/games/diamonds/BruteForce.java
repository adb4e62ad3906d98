package io.github.tabla.games.diamonds;

import io.github.tabla.core.Square;
import io.vavr.control.Option;
import java.util.Arrays;

/**
 * An independent brute-force solver for tests: plain memoised minimax over every line to the end of the
 * round, written from the rules text with {@link Square#offset} and {@link Square#distance} only (no
 * kernel table, no pruning, no shipped data). One instance serves the positions whose diamonds are a
 * subset of a fixed set of up to six, which keeps its memory small.
 */
final class BruteForce {
  private static final byte UNKNOWN = Byte.MIN_VALUE;

  private final Square[] field;
  private final byte[] memo;

  /**
   * A solver for the subsets of some diamonds.
   *
   * @param diamonds the squares, at most six
   */
  BruteForce(Square... diamonds) {
    if (diamonds.length > 6) {
      throw new IllegalArgumentException("at most six diamonds");
    }
    this.field = diamonds.clone();
    this.memo = new byte[64 * 64 * (1 << field.length) * 81];
    Arrays.fill(memo, UNKNOWN);
  }

  /** The index of a subset of the diamonds given as bits of {@link #field}. */
  private int subsetOf(long board) {
    int subset = 0;
    for (int i = 0; i < field.length; i++) {
      if ((board >>> field[i].index() & 1L) != 0L) {
        subset |= 1 << i;
      }
    }
    return subset;
  }

  /**
   * What the mover will collect minus what the other side will, under perfect play.
   *
   * @param mover the mover's king
   * @param other the other king
   * @param diamonds the diamonds left, a subset of this solver's
   * @param plies the plies left
   * @return the gain
   */
  int gain(Square mover, Square other, long diamonds, int plies) {
    return solve(mover.index(), other.index(), subsetOf(diamonds), plies);
  }

  private boolean canStep(Square from, Square to, Square other) {
    return from.distance(to) == 1 && to.distance(other) >= 2;
  }

  private int solve(int mover, int other, int subset, int plies) {
    if (subset == 0 || plies == 0) {
      return 0;
    }
    int index = ((mover * 64 + other) * (1 << field.length) + subset) * 81 + plies;
    if (memo[index] != UNKNOWN) {
      return memo[index];
    }
    Square me = Square.at(mover);
    Square them = Square.at(other);
    int best = Integer.MIN_VALUE;
    for (int df = -1; df <= 1; df++) {
      for (int dr = -1; dr <= 1; dr++) {
        Option<Square> to = me.offset(df, dr);
        if (to.isEmpty() || !canStep(me, to.get(), them)) {
          continue;
        }
        int taken = -1;
        for (int i = 0; i < field.length; i++) {
          if (field[i] == to.get() && (subset >>> i & 1) != 0) {
            taken = i;
          }
        }
        int v = taken < 0 ? -solve(other, to.get().index(), subset, plies - 1)
            : 1 - solve(other, to.get().index(), subset & ~(1 << taken), plies - 1);
        best = Math.max(best, v);
      }
    }
    if (best == Integer.MIN_VALUE) {
      boolean otherCanStep = false;
      for (int df = -1; df <= 1; df++) {
        for (int dr = -1; dr <= 1; dr++) {
          Option<Square> to = them.offset(df, dr);
          otherCanStep |= to.isDefined() && canStep(them, to.get(), me);
        }
      }
      // KD-9: a pass counts as a move; KD-6.3: the round ends when neither king can step
      best = otherCanStep ? -solve(other, mover, subset, plies - 1) : 0;
    }
    memo[index] = (byte) best;
    return best;
  }
}
