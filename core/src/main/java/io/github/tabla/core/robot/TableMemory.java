package io.github.tabla.core.robot;

import org.apiguardian.api.API;
import java.util.Locale;
import java.util.Objects;
import java.util.function.IntFunction;

/**
 * How much memory a search's tables may take, and how they are made to fit it. Searches size their
 * transposition tables by what they would like, then take the most of that which fits both a memory
 * limit and the heap that is free at the moment (a quarter of it, so that other searches and the rest
 * of the program keep room); when an allocation still fails, the table is made half as large, down to
 * {@value #LEAST_ENTRIES} entries. A search on a phone's small heap, or one of several running at once,
 * so gets a smaller table, never an {@link OutOfMemoryError}.
 *
 * <p>The limit is the system property {@value #PROPERTY} ({@code 64m}, {@code 1g}, or bytes), else a
 * quarter of the JVM's maximum heap, at most {@value #DEFAULT_CAP_MIB} MiB.
 *
 * <pre>{@code
 * int entries = TableMemory.entries(1 << 22, 16);            // at most 4 Mi entries of 16 bytes
 * long[] keys = TableMemory.allocate(1 << 22, 16, long[]::new);
 * }</pre>
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class TableMemory {
  /** The system property with the memory limit of a search's tables: {@code 64m}, {@code 1g}, bytes. */
  public static final String PROPERTY = "tabla.robot.table-memory";
  /** The smallest table a search gets, whatever the memory: enough to search well for a moment. */
  public static final int LEAST_ENTRIES = 1 << 10;
  /** The most the default limit allows, in MiB. */
  public static final int DEFAULT_CAP_MIB = 256;

  private TableMemory() {}

  /**
   * The memory limit of one search's tables, in bytes.
   *
   * @return the limit from {@value #PROPERTY}, else a quarter of the maximum heap, at most
   *     {@value #DEFAULT_CAP_MIB} MiB; never below the least table
   */
  public static long limitBytes() {
    String configured = System.getProperty(PROPERTY);
    long fallback = Math.min(Runtime.getRuntime().maxMemory() / 4, (long) DEFAULT_CAP_MIB << 20);
    long limit = configured == null ? fallback : parse(configured).orElse(fallback);
    return Math.max(limit, (long) LEAST_ENTRIES * 16);
  }

  /** Bytes from {@code 64m}, {@code 1g}, {@code 512k} or a plain number; none when it cannot be read. */
  static java.util.OptionalLong parse(String text) {
    String t = text.trim().toLowerCase(Locale.ROOT);
    long unit = 1;
    if (t.endsWith("k") || t.endsWith("m") || t.endsWith("g")) {
      unit = t.endsWith("k") ? 1L << 10 : t.endsWith("m") ? 1L << 20 : 1L << 30;
      t = t.substring(0, t.length() - 1);
    }
    try {
      long n = Long.parseLong(t);
      return n > 0 && n <= Long.MAX_VALUE / unit ? java.util.OptionalLong.of(n * unit) : java.util.OptionalLong.empty();
    } catch (NumberFormatException e) {
      return java.util.OptionalLong.empty();
    }
  }

  /** The heap that is free now: the maximum, less what is in use. */
  static long freeHeap() {
    Runtime r = Runtime.getRuntime();
    return r.maxMemory() - (r.totalMemory() - r.freeMemory());
  }

  /**
   * The entries a table may have: a power of two, at most {@code wanted}, whose bytes fit the limit and
   * a quarter of the free heap; at least {@value #LEAST_ENTRIES} (or {@code wanted}, when smaller).
   *
   * @param wanted the entries the search would like, at least 1
   * @param bytesPerEntry the bytes one entry takes, at least 1
   * @return the entries
   * @throws IllegalArgumentException when an argument is below 1
   */
  public static int entries(int wanted, int bytesPerEntry) {
    if (wanted < 1 || bytesPerEntry < 1) {
      throw new IllegalArgumentException("a table has at least one entry of at least one byte, got " + wanted
          + " of " + bytesPerEntry);
    }
    long fits = Math.min(limitBytes(), freeHeap() / 4) / bytesPerEntry;
    long n = Math.min(wanted, Math.max(fits, Math.min(wanted, LEAST_ENTRIES)));
    return Integer.highestOneBit((int) Math.max(1L, Math.min(n, Integer.MAX_VALUE)));
  }

  /**
   * Makes a table of at most {@code wanted} entries that fits ({@link #entries}); when the allocation
   * fails even so, one half as large, and so on down to the least table.
   *
   * @param <T> the table
   * @param wanted the entries the search would like
   * @param bytesPerEntry the bytes of one entry
   * @param make makes a table of so many entries
   * @return the table
   * @throws OutOfMemoryError only when not even the least table can be made
   */
  public static <T> T allocate(int wanted, int bytesPerEntry, IntFunction<T> make) {
    Objects.requireNonNull(make, "make");
    int n = entries(wanted, bytesPerEntry);
    while (true) {
      try {
        return make.apply(n);
      } catch (OutOfMemoryError e) {
        if (n <= Math.min(wanted, LEAST_ENTRIES)) {
          throw e;
        }
        n >>>= 1;
      }
    }
  }
}
