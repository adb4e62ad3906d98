package io.github.tabla.games.diamonds.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The shipped table, checked at every build against a fresh retrograde solve of a sample: for some
 * random diamond sets, every arrangement of the kings and every subset of the diamonds, every value the
 * table claims to know must be the solved value, and the exact search must find the solved value for
 * any number of plies left.
 */
class SolutionTableTest {
  private static final int LAYERS = 44;
  private static final SolutionTable TABLE = SolutionTable.load();

  @Test
  void theShippedTableAgreesWithAFreshSolveOfASample() {
    SolutionTable table = TABLE;
    SplittableRandom random = new SplittableRandom(42L);
    long checked = 0;
    for (int sample = 0; sample < 10; sample++) {
      int size = 2 + sample % 5;
      int field = 0;
      while (Integer.bitCount(field) < size) {
        field |= 1 << random.nextInt(16);
      }
      byte[][] layers = solve(field);
      int[] index = subsetIndex(field);
      for (int mover = 0; mover < 64; mover++) {
        for (int other = 0; other < 64; other++) {
          if (Board.distance(mover, other) <= 1) {
            continue;
          }
          for (int set = field; ; set = (set - 1) & field) {
            if (free(mover, set) && free(other, set)) {
              int entry = table.entry(mover, other, set);
              int state = (mover * 64 + other) * (1 << size) + index[set];
              for (int r = table.exactFrom(entry); r <= LAYERS; r += 4) {
                assertEquals(layers[r][state], SolutionTable.value(entry),
                    "mover " + mover + ", other " + other + ", set " + set + ", " + r + " plies left");
                checked++;
              }
            }
            if (set == 0) {
              break;
            }
          }
        }
      }
      SolvedStates search = new SolvedStates(table);
      for (int i = 0; i < 300; i++) {
        int mover = random.nextInt(64);
        int other = random.nextInt(64);
        int set = random.nextInt(65536) & field;
        if (Board.distance(mover, other) <= 1 || !free(mover, set) || !free(other, set)) {
          continue;
        }
        int plies = 1 + random.nextInt(80);
        // from 37 plies left on, the values repeat with period 4
        int layer = plies <= LAYERS ? plies : plies - 4 * ((plies - LAYERS + 3) / 4);
        assertEquals(layers[layer][(mover * 64 + other) * (1 << size) + index[set]],
            search.gain(mover, other, set, plies), "mover " + mover + ", other " + other + ", set " + set + ", "
                + plies + " plies left");
      }
    }
    assertTrue(checked > 1_000_000, "checked " + checked);
  }

  @Test
  void theTableKnowsEveryStateFrom40PliesLeftAndNothingBelowItsFloor() {
    SolutionTable table = TABLE;
    SplittableRandom random = new SplittableRandom(3L);
    for (int i = 0; i < 10_000; i++) {
      int mover = random.nextInt(64);
      int other = random.nextInt(64);
      int set = random.nextInt(65536);
      if (Board.distance(mover, other) <= 1 || !free(mover, set) || !free(other, set)) {
        continue;
      }
      int entry = table.entry(mover, other, set);
      assertTrue(table.knows(entry, 40));
      assertTrue(table.knows(entry, 80));
      assertTrue(!table.knows(entry, table.floor() - 4));
      assertTrue(!table.knows(entry, 41));
    }
  }

  @Test
  void theStartIsWorthOneDiamondToWhite() {
    SolutionTable table = TABLE;
    int entry = table.entry(Board.WHITE_START, Board.BLACK_START, Board.ALL_DIAMONDS);
    assertTrue(table.knows(entry, Board.PLIES));
    assertEquals(1, SolutionTable.value(entry));
  }

  private static boolean free(int square, int set) {
    int bit = Board.fieldBit(square);
    return bit < 0 || (set >>> bit & 1) == 0;
  }

  private static int[] subsetIndex(int field) {
    int[] index = new int[65536];
    Arrays.fill(index, -1);
    for (int set = field; ; set = (set - 1) & field) {
      int i = 0;
      int bit = 0;
      for (int f = field; f != 0; f &= f - 1, bit++) {
        if ((set & Integer.lowestOneBit(f)) != 0) {
          i |= 1 << bit;
        }
      }
      index[set] = i;
      if (set == 0) {
        return index;
      }
    }
  }

  /** Every layer 0..LAYERS of the retrograde solve restricted to the subsets of one diamond set. */
  private static byte[][] solve(int field) {
    int size = Integer.bitCount(field);
    int[] index = subsetIndex(field);
    int[] sets = new int[1 << size];
    for (int set = 0; set < 65536; set++) {
      if (index[set] >= 0) {
        sets[index[set]] = set;
      }
    }
    byte[][] layers = new byte[LAYERS + 1][64 * 64 * (1 << size)];
    for (int r = 1; r <= LAYERS; r++) {
      byte[] previous = layers[r - 1];
      byte[] current = layers[r];
      for (int mover = 0; mover < 64; mover++) {
        for (int other = 0; other < 64; other++) {
          if (Board.distance(mover, other) <= 1) {
            continue;
          }
          long steps = Board.legalSteps(mover, other);
          for (int i = 1; i < sets.length; i++) {
            int set = sets[i];
            int best = Integer.MIN_VALUE;
            for (long s = steps; s != 0L; s &= s - 1) {
              int to = Long.numberOfTrailingZeros(s);
              int bit = Board.fieldBit(to);
              boolean takes = bit >= 0 && (set >>> bit & 1) != 0;
              int child = (other * 64 + to) * sets.length + index[takes ? set & ~(1 << bit) : set];
              best = Math.max(best, (takes ? 1 : 0) - previous[child]);
            }
            current[(mover * 64 + other) * sets.length + i] = (byte) best;
          }
        }
      }
    }
    return layers;
  }
}
