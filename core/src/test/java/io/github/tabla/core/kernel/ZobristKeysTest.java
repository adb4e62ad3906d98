package io.github.tabla.core.kernel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ZobristKeysTest {
  @Test
  void aSeedGivesTheSameKeysOnEveryRunInTheOrderTheyAreDrawn() {
    ZobristKeys a = ZobristKeys.seeded(42L);
    ZobristKeys b = ZobristKeys.seeded(42L);
    assertArrayEquals(a.draw(64), b.draw(64));
    assertEquals(a.draw(), b.draw());
    // the numbers are SplittableRandom's from the seed, so kernels' keys never change with this class
    SplittableRandom reference = new SplittableRandom(7L);
    ZobristKeys keys = ZobristKeys.seeded(7L);
    long[] table = keys.draw(3);
    long[] counter = keys.drawAfterZero(3);
    assertArrayEquals(new long[] {reference.nextLong(), reference.nextLong(), reference.nextLong()}, table);
    assertArrayEquals(new long[] {0L, reference.nextLong(), reference.nextLong()}, counter);
    assertEquals(reference.nextLong(), keys.draw());
  }

  @Test
  void differentSeedsGiveDifferentKeysAndNoKeyIsZeroButACountersFirst() {
    long[] one = ZobristKeys.seeded(1L).draw(256);
    long[] two = ZobristKeys.seeded(2L).draw(256);
    assertNotEquals(Arrays.toString(one), Arrays.toString(two));
    assertTrue(Arrays.stream(one).noneMatch(k -> k == 0L));
    assertEquals(0L, ZobristKeys.seeded(1L).drawAfterZero(1)[0]);
    assertEquals(0, ZobristKeys.seeded(1L).draw(0).length);
  }

  @Test
  void aTableOfANegativeLengthIsRefusedWithItsLength() {
    ZobristKeys keys = ZobristKeys.seeded(1L);
    assertTrue(assertThrows(IllegalArgumentException.class, () -> keys.draw(-1)).getMessage().contains("-1"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> keys.drawAfterZero(0)).getMessage()
        .contains("0"));
  }
}
