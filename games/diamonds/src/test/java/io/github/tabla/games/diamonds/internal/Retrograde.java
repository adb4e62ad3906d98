package io.github.tabla.games.diamonds.internal;

import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;

/**
 * The full retrograde solve of Kings and Diamonds: the exact value {@code V(r, s)} of every state for
 * {@code r = 0, 1, 2, ...} plies left, layer by layer, until the layers repeat with period 4.
 *
 * <p>A state is the mover's king, the other king and the diamonds left (a 16-bit field set); the
 * value is what the mover will collect minus what the other side will, under perfect play, with
 * {@code r} plies left in the round. {@code V(0, s) = 0}, {@code V(r, s) = 0} when no diamond is left,
 * and otherwise {@code V(r, s)} is the best, over the mover's legal steps, of the diamond the step
 * collects (0 or 1) minus the child's value {@code V(r - 1, s')} with the kings' roles swapped. A king
 * that cannot step passes (KD-9); the state is final when neither can.
 *
 * <p>States are stored by canonical king pair (see {@link Symmetry}) and diamond set, 462 &times; 65,536
 * bytes a layer. Since {@code V(r + 1)} depends on {@code V(r)} alone, once a layer equals the one four
 * plies before it for every valid state, every later layer repeats too, and the solve stops.
 */
final class Retrograde {
  private Retrograde() {}

  /** The largest number of layers the solve computes before giving up on finding the period. */
  static final int MAX_LAYERS = 120;

  /** What the solve found. */
  static final class Result {
    /** The value of each state for plies-left counts that are multiples of 4, once periodic. */
    final byte[] periodic;
    /** From how many plies left (a multiple of 4, at least the floor) each periodic value is exact. */
    final byte[] exactFrom;
    /** The first layer equal, in every valid state, to the layer four plies before it. */
    final int repeatLayer;
    /** The last plies-left count at which some state's value still differs from four plies before. */
    final int lastChange;
    /** The number of valid states. */
    final long states;

    Result(byte[] periodic, byte[] exactFrom, int repeatLayer, int lastChange, long states) {
      this.periodic = periodic;
      this.exactFrom = exactFrom;
      this.repeatLayer = repeatLayer;
      this.lastChange = lastChange;
      this.states = states;
    }
  }

  /**
   * Solves the game.
   *
   * @param floor the smallest plies-left count the table answers for, a multiple of 4
   * @param progress told the number of each layer when it is done
   * @return the periodic values and from when each is exact
   */
  static Result solve(int floor, IntConsumer progress) {
    int size = Symmetry.PAIRS * 65536;
    byte[][] ring = new byte[5][size];
    byte[] lastChange = new byte[size];
    int repeat = -1;
    for (int r = 1; r <= MAX_LAYERS; r++) {
      byte[] previous = ring[(r - 1) % 5];
      byte[] current = ring[r % 5];
      IntStream.range(0, Symmetry.PAIRS).parallel().forEach(pair -> layerRow(pair, previous, current));
      if (r >= 5) {
        byte[] back = ring[(r - 4) % 5];
        AtomicLong changed = new AtomicLong();
        final int layer = r;
        IntStream.range(0, Symmetry.PAIRS).parallel().forEach(pair -> {
          long n = 0;
          int base = pair * 65536;
          for (int set = 0; set < 65536; set++) {
            if (current[base + set] != back[base + set] && SolutionTable.valid(pair, set)) {
              lastChange[base + set] = (byte) layer;
              n++;
            }
          }
          changed.addAndGet(n);
        });
        if (changed.get() == 0) {
          repeat = r;
          progress.accept(r);
          break;
        }
      }
      progress.accept(r);
    }
    if (repeat < 0) {
      throw new IllegalStateException("the layers did not repeat within " + MAX_LAYERS + " plies");
    }
    // from repeat - 4 on every layer repeats; the multiple of 4 in [repeat - 4, repeat - 1] holds residue 0
    int periodicLayer = (repeat - 4 + 3) / 4 * 4;
    byte[] periodic = ring[periodicLayer % 5].clone();
    byte[] exactFrom = new byte[size];
    int last = 0;
    long states = 0;
    for (int pair = 0; pair < Symmetry.PAIRS; pair++) {
      for (int set = 0; set < 65536; set++) {
        int i = pair * 65536 + set;
        if (!SolutionTable.valid(pair, set)) {
          continue;
        }
        states++;
        int t = lastChange[i];
        last = Math.max(last, t);
        // V(r) = V(r + 4) for every r >= t - 3: the first multiple of 4 from there, at least the floor
        int from = Math.max(floor, (Math.max(t - 3, 1) + 3) / 4 * 4);
        exactFrom[i] = (byte) from;
      }
    }
    return new Result(periodic, exactFrom, repeat, last, states);
  }

  /** Computes one canonical pair's row of layer {@code r} from layer {@code r - 1}. */
  private static void layerRow(int pair, byte[] previous, byte[] current) {
    int mover = Symmetry.canonicalMover(pair);
    int other = Symmetry.canonicalOther(pair);
    int base = pair * 65536;
    for (int set = 0; set < 65536; set++) {
      current[base + set] = Byte.MIN_VALUE;
    }
    long steps = Board.legalSteps(mover, other);
    if (steps == 0L) {
      if (Board.legalSteps(other, mover) == 0L) {
        for (int set = 0; set < 65536; set++) {
          current[base + set] = 0;
        }
        return;
      }
      // a pass (KD-9): the same kings and diamonds, the other side to move
      int child = Symmetry.pairIndex(other, mover) * 65536;
      int g = Symmetry.pairSymmetry(other, mover);
      for (int set = 1; set < 65536; set++) {
        current[base + set] = (byte) -previous[child + Symmetry.transform(g, set)];
      }
      current[base] = 0;
      return;
    }
    for (long s = steps; s != 0L; s &= s - 1) {
      int to = Long.numberOfTrailingZeros(s);
      int child = Symmetry.pairIndex(other, to) * 65536;
      int g = Symmetry.pairSymmetry(other, to);
      int bit = Board.fieldBit(to);
      if (bit < 0) {
        for (int set = 1; set < 65536; set++) {
          int v = -previous[child + Symmetry.transform(g, set)];
          if (v > current[base + set]) {
            current[base + set] = (byte) v;
          }
        }
      } else {
        int mask = 1 << bit;
        for (int set = 1; set < 65536; set++) {
          int v = (set & mask) != 0
              ? 1 - previous[child + Symmetry.transform(g, set & ~mask)]
              : -previous[child + Symmetry.transform(g, set)];
          if (v > current[base + set]) {
            current[base + set] = (byte) v;
          }
        }
      }
    }
    current[base] = 0;
  }
}
