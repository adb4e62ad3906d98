package io.github.tabla.core.robot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Tables are sized to fit the memory, and made smaller rather than failing. */
class TableMemoryTest {

  @Test
  void limitsAreReadInBytesKibibytesMebibytesAndGibibytes() {
    assertEquals(OptionalLong.of(64L << 20), TableMemory.parse("64m"));
    assertEquals(OptionalLong.of(1L << 30), TableMemory.parse(" 1G "));
    assertEquals(OptionalLong.of(512L << 10), TableMemory.parse("512k"));
    assertEquals(OptionalLong.of(4096L), TableMemory.parse("4096"));
    assertEquals(OptionalLong.empty(), TableMemory.parse("lots"));
    assertEquals(OptionalLong.empty(), TableMemory.parse("0"));
    assertEquals(OptionalLong.empty(), TableMemory.parse("-3m"));
    assertEquals(OptionalLong.empty(), TableMemory.parse("9223372036854775807g"));
  }

  @Test
  void theDefaultLimitIsAQuarterOfTheHeapAtMost256MiB() {
    long limit = TableMemory.limitBytes();
    assertTrue(limit <= Math.max(Runtime.getRuntime().maxMemory() / 4, TableMemory.LEAST_ENTRIES * 16L), "" + limit);
    assertTrue(limit <= (long) TableMemory.DEFAULT_CAP_MIB << 20, "" + limit);
  }

  @Test
  void entriesArePowersOfTwoThatFitAndNeverMoreThanWanted() {
    int n = TableMemory.entries(1 << 30, 16);
    assertEquals(Integer.highestOneBit(n), n);
    assertTrue((long) n * 16 <= TableMemory.limitBytes(), "" + n);
    assertTrue(n >= TableMemory.LEAST_ENTRIES);
    assertEquals(256, TableMemory.entries(300, 8));
    assertEquals(1, TableMemory.entries(1, 8));
    assertThrows(IllegalArgumentException.class, () -> TableMemory.entries(0, 8));
    assertThrows(IllegalArgumentException.class, () -> TableMemory.entries(8, 0));
  }

  @Test
  void anAllocationThatFailsIsTriedAgainAtHalfTheSize() {
    AtomicInteger tries = new AtomicInteger();
    int wanted = 1 << 14;
    int start = TableMemory.entries(wanted, 8);
    long[] table = TableMemory.allocate(wanted, 8, n -> {
      if (tries.incrementAndGet() <= 2) {
        throw new OutOfMemoryError("Java heap space");
      }
      return new long[n];
    });
    assertEquals(3, tries.get());
    assertEquals(start / 4, table.length);
  }

  @Test
  void whenNotEvenTheLeastTableFitsTheErrorIsPassedOn() {
    assertThrows(OutOfMemoryError.class, () -> TableMemory.allocate(1 << 12, 8, n -> {
      throw new OutOfMemoryError("Java heap space");
    }));
  }
}
