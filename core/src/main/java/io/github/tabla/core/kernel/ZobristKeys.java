package io.github.tabla.core.kernel;

import org.apiguardian.api.API;
import java.util.SplittableRandom;

/**
 * The random numbers of a game's Zobrist keys, drawn in order from a fixed seed, so that every run on
 * every machine gives the same keys. A kernel draws its tables once, in a static initialiser, and never
 * writes them after; this source is meant for that one use and for one thread.
 *
 * <pre>{@code
 * ZobristKeys keys = ZobristKeys.seeded(0x4B44_1E5E_ED00_D1A3L);
 * long[] kings = keys.draw(2 * 64);          // one number a side and square
 * long[] counter = keys.drawAfterZero(128);  // counter 0 leaves a key unchanged
 * long blackToMove = keys.draw();
 * }</pre>
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class ZobristKeys {
  private final SplittableRandom random;

  private ZobristKeys(long seed) {
    this.random = new SplittableRandom(seed);
  }

  /**
   * A source of numbers from a seed.
   *
   * @param seed the seed: the game's own, so that its keys differ from other games'
   * @return the source
   */
  public static ZobristKeys seeded(long seed) {
    return new ZobristKeys(seed);
  }

  /**
   * The next number.
   *
   * @return a random {@code long}
   */
  public long draw() {
    return random.nextLong();
  }

  /**
   * A table of the next {@code length} numbers.
   *
   * @param length the table's length, at least 0
   * @return a new table
   * @throws IllegalArgumentException when {@code length} is negative
   */
  public long[] draw(int length) {
    long[] table = new long[checked(length)];
    for (int i = 0; i < length; i++) {
      table[i] = random.nextLong();
    }
    return table;
  }

  /**
   * A table whose first entry is 0 and whose others are the next {@code length - 1} numbers: the keys of
   * a counter whose value 0 leaves a position's key as its arrangement's.
   *
   * @param length the table's length, at least 1
   * @return a new table
   * @throws IllegalArgumentException when {@code length} is below 1
   */
  public long[] drawAfterZero(int length) {
    if (length < 1) {
      throw new IllegalArgumentException("a table with a zero entry has a length of at least 1, got " + length);
    }
    long[] table = new long[length];
    for (int i = 1; i < length; i++) {
      table[i] = random.nextLong();
    }
    return table;
  }

  private static int checked(int length) {
    if (length < 0) {
      throw new IllegalArgumentException("a table's length cannot be negative, got " + length);
    }
    return length;
  }

  @Override
  public String toString() {
    return "ZobristKeys";
  }
}
