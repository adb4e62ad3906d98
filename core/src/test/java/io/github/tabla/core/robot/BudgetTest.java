package io.github.tabla.core.robot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.control.Option;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** Budgets never overflow: huge limits saturate to no limit, out-of-range ones are refused. */
class BudgetTest {

  @Test
  void theLargestTimeBudgetIsNoLimitInsteadOfAnOverflow() {
    Budget huge = Budget.ofMillis(Long.MAX_VALUE);
    assertEquals(Long.MAX_VALUE, huge.timeNanos());
    assertEquals(Long.MAX_VALUE, huge.timeMillis());
    assertEquals(Long.MAX_VALUE, huge.deadlineNanos(System.nanoTime()));
    assertEquals(Long.MAX_VALUE, huge.deadlineNanos(Long.MAX_VALUE - 1));
  }

  @Test
  void aDurationBeyondEveryClockSaturates() {
    Budget beyond = new Budget(Option.some(Duration.ofSeconds(Long.MAX_VALUE)), 10, 10);
    assertEquals(Long.MAX_VALUE, beyond.timeNanos());
    assertEquals(Long.MAX_VALUE, beyond.timeMillis());
    assertEquals(Long.MAX_VALUE, beyond.deadlineNanos(0L));
  }

  @Test
  void aDeadlineThatWouldLeaveTheClocksRangeSaturates() {
    Budget second = Budget.ofMillis(1_000);
    assertEquals(1_000_000_000L, second.timeNanos());
    assertEquals(1_000L, second.timeMillis());
    assertEquals(5_000_000_000L, second.deadlineNanos(4_000_000_000L));
    assertEquals(Long.MAX_VALUE, second.deadlineNanos(Long.MAX_VALUE - 10));
    assertEquals(Long.MIN_VALUE + 1_000_000_000L, second.deadlineNanos(Long.MIN_VALUE));
  }

  @Test
  void noTimeLimitIsTheLargestLimit() {
    assertEquals(Long.MAX_VALUE, Budget.ofNodes(5).timeNanos());
    assertEquals(Long.MAX_VALUE, Budget.UNLIMITED.timeMillis());
    assertEquals(Long.MAX_VALUE, Budget.ofDepth(3).deadlineNanos(123L));
  }

  @Test
  void limitsBelowOneAreRefusedWithTheValue() {
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Budget.ofMillis(0)).getMessage().contains("0"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Budget.ofMillis(-5)).getMessage().contains("-5"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Budget.ofNodes(0)).getMessage().contains("0"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Budget.ofDepth(0)).getMessage().contains("0"));
    assertThrows(IllegalArgumentException.class, () -> Budget.ofNodes(5).andMillis(Long.MIN_VALUE));
  }
}
