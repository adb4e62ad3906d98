package io.github.tabla.core.robot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.internal.TranspositionTable;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The searcher's bounded memory. */
class TranspositionTableTest {

  @Test
  void theSizeIsAPowerOfTwoAndNeverGrows() {
    assertEquals(1024, new TranspositionTable(1024).capacity());
    assertEquals(1024, new TranspositionTable(1500).capacity());
    assertEquals(2, new TranspositionTable(2).capacity());
    assertEquals(16L * 1024, new TranspositionTable(1024).bytes());
    assertThrows(IllegalArgumentException.class, () -> new TranspositionTable(1));

    TranspositionTable table = new TranspositionTable(256);
    SplittableRandom random = new SplittableRandom(3L);
    for (int i = 0; i < 100_000; i++) {
      table.store(random.nextLong(), random.nextInt(), random.nextInt(40), random.nextInt(30),
          1 + random.nextInt(3), random.nextBoolean());
    }
    assertEquals(256, table.capacity());
    assertEquals(256, table.occupied());
    table.clear();
    assertEquals(0, table.occupied());
  }

  @Test
  void anEntryKeepsEveryField() {
    TranspositionTable table = new TranspositionTable(64);
    table.store(42L, -Values.WIN + 3, 17, 9, TranspositionTable.LOWER, true);
    int slot = table.probe(42L);
    assertTrue(slot >= 0);
    assertEquals(-Values.WIN + 3, table.value(slot));
    assertEquals(17, table.moveIndex(slot));
    assertEquals(9, table.depth(slot));
    assertEquals(TranspositionTable.LOWER, table.bound(slot));
    assertTrue(table.proved(slot));
    assertEquals(-1, table.probe(43L));

    table.store(0L, 0, TranspositionTable.NO_MOVE, 1_000, TranspositionTable.EXACT, false);
    int zero = table.probe(0L);
    assertTrue(zero >= 0, "the key 0 is a key like any other");
    assertEquals(TranspositionTable.NO_MOVE, table.moveIndex(zero));
    assertEquals(TranspositionTable.MAX_DEPTH, table.depth(zero));
    assertFalse(table.proved(zero));
    assertThrows(IllegalArgumentException.class, () -> table.store(1L, 0, 0, 0, 0, false));
  }

  @Test
  void anUpdateKeepsTheOldMoveAndAProvedValue() {
    TranspositionTable table = new TranspositionTable(64);
    table.store(7L, 5, 3, 4, TranspositionTable.UPPER, false);
    table.store(7L, 6, TranspositionTable.NO_MOVE, 5, TranspositionTable.UPPER, false);
    int slot = table.probe(7L);
    assertEquals(6, table.value(slot));
    assertEquals(3, table.moveIndex(slot), "an entry without a move keeps the one it knew");

    table.store(7L, 2, 1, 2, TranspositionTable.EXACT, true);
    table.store(7L, 9, 0, 20, TranspositionTable.LOWER, false);
    slot = table.probe(7L);
    assertEquals(2, table.value(slot), "a proved exact value is worth more than any estimate");
    assertTrue(table.proved(slot));
  }

  @Test
  void aDeepEntrySurvivesShallowOnesInItsBucket() {
    TranspositionTable table = new TranspositionTable(2);  // one bucket: every key collides
    table.store(1L, 10, 0, 12, TranspositionTable.EXACT, false);
    for (long key = 2; key < 100; key++) {
      table.store(key, 0, 0, 1, TranspositionTable.EXACT, false);
      assertTrue(table.probe(key) >= 0, "the newest entry is kept");
      assertTrue(table.probe(1L) >= 0, "the deep entry is kept");
    }
    table.store(500L, 1, 0, 0, TranspositionTable.UPPER, true);
    assertTrue(table.probe(500L) >= 0);
    assertTrue(table.probe(1L) >= 0, "a proved entry outranks depth; the deep one moves to the second slot");
  }
}
