package io.github.tabla.core.robot;

import org.apiguardian.api.API;
import io.vavr.control.Option;
import java.time.Duration;

/**
 * How much a Robot may think: a time limit, a node limit and a depth limit, each optional.
 *
 * <p>Searches stop at the first limit reached and return the best move found so far. Only depth and
 * node budgets give reproducible choices; a time budget depends on the machine.
 *
 * <pre>{@code
 * Budget.ofMillis(500);          // half a second
 * Budget.ofDepth(6).andNodes(1_000_000);
 * }</pre>
 *
 * @param time the wall-clock limit, if any
 * @param maxNodes the most positions to visit, {@code Long.MAX_VALUE} for no limit
 * @param maxDepth the deepest iteration in plies, {@code Integer.MAX_VALUE} for no limit
 */
@API(status = API.Status.STABLE, since = "0.1")
public record Budget(Option<Duration> time, long maxNodes, int maxDepth) {
  /** No limit at all: the search runs until it has an exact value (or is cancelled). */
  public static final Budget UNLIMITED = new Budget(Option.none(), Long.MAX_VALUE, Integer.MAX_VALUE);

  /**
   * Checks the limits.
   *
   * @param time the time limit
   * @param maxNodes the node limit, at least 1
   * @param maxDepth the depth limit, at least 1
   * @throws IllegalArgumentException when a limit is not positive
   */
  public Budget {
    java.util.Objects.requireNonNull(time, "time");
    if (maxNodes < 1) {
      throw new IllegalArgumentException("a node budget must be at least 1, got " + maxNodes);
    }
    if (maxDepth < 1) {
      throw new IllegalArgumentException("a depth budget must be at least 1, got " + maxDepth);
    }
    if (time.exists(t -> t.isNegative() || t.isZero())) {
      throw new IllegalArgumentException("a time budget must be positive, got " + time.get());
    }
  }

  /**
   * The time limit in nanoseconds, for a search's clock.
   *
   * @return the limit, saturated at {@code Long.MAX_VALUE} for a limit too long to count in nanoseconds
   *     (292 years and more: in effect none); {@code Long.MAX_VALUE} too when there is no time limit
   */
  public long timeNanos() {
    return time.map(Budget::saturatedNanos).getOrElse(Long.MAX_VALUE);
  }

  /**
   * The time limit in milliseconds.
   *
   * @return the limit, {@code Long.MAX_VALUE} when there is none or it is too long to count in
   *     milliseconds
   */
  public long timeMillis() {
    return time.map(Budget::saturatedMillis).getOrElse(Long.MAX_VALUE);
  }

  /**
   * The moment a search that started at {@code startNanos} must stop, on the {@link System#nanoTime()}
   * clock, without overflow.
   *
   * @param startNanos when the search started
   * @return the deadline, {@code Long.MAX_VALUE} when there is no time limit or it lies beyond what the
   *     clock can count
   */
  public long deadlineNanos(long startNanos) {
    long span = timeNanos();
    // a century or more is no limit, and neither is a sum that leaves the clock's range
    if (span >= Long.MAX_VALUE / 4) {
      return Long.MAX_VALUE;
    }
    long deadline = startNanos + span;
    return deadline < startNanos ? Long.MAX_VALUE : deadline;
  }

  private static long saturatedMillis(Duration d) {
    try {
      return d.toMillis();
    } catch (ArithmeticException e) {
      return Long.MAX_VALUE;
    }
  }

  private static long saturatedNanos(Duration d) {
    try {
      return d.toNanos();
    } catch (ArithmeticException e) {
      return Long.MAX_VALUE;
    }
  }

  /**
   * A time budget.
   *
   * @param millis milliseconds, at least 1; a number too large for any clock is in effect no limit
   * @return the budget
   * @throws IllegalArgumentException when {@code millis} is below 1
   */
  public static Budget ofMillis(long millis) {
    return new Budget(Option.some(positiveMillis(millis)), Long.MAX_VALUE, Integer.MAX_VALUE);
  }

  private static Duration positiveMillis(long millis) {
    if (millis < 1) {
      throw new IllegalArgumentException("a time budget is at least 1 millisecond, got " + millis);
    }
    return Duration.ofMillis(millis);
  }

  /**
   * A node budget.
   *
   * @param nodes the most positions to visit
   * @return the budget
   */
  public static Budget ofNodes(long nodes) {
    return new Budget(Option.none(), nodes, Integer.MAX_VALUE);
  }

  /**
   * A depth budget.
   *
   * @param depth the deepest iteration, in plies
   * @return the budget
   */
  public static Budget ofDepth(int depth) {
    return new Budget(Option.none(), Long.MAX_VALUE, depth);
  }

  /**
   * This budget with a node limit as well.
   *
   * @param nodes the node limit
   * @return the new budget
   */
  public Budget andNodes(long nodes) {
    return new Budget(time, nodes, maxDepth);
  }

  /**
   * This budget with a depth limit as well.
   *
   * @param depth the depth limit
   * @return the new budget
   */
  public Budget andDepth(int depth) {
    return new Budget(time, maxNodes, depth);
  }

  /**
   * This budget with a time limit as well.
   *
   * @param millis the time limit in milliseconds
   * @return the new budget
   */
  public Budget andMillis(long millis) {
    return new Budget(Option.some(positiveMillis(millis)), maxNodes, maxDepth);
  }
}
