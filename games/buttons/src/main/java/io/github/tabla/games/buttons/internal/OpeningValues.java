package io.github.tabla.games.buttons.internal;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;

/**
 * The exact values of the first positions of both variants, shipped with the module: each start and
 * every position after its first and its second move, solved to the end of the round (QB-1, QB-2). Those
 * are the positions that cost most to solve (the start of the extra-rook variant takes 21 M nodes, a
 * position after two moves up to tens of seconds), so the Robot reads them instead.
 *
 * <p>The resource {@value #RESOURCE} has one line a position: its search key (the kernel's key without
 * the buttons collected, {@link ButtonsKernel#searchKey}) in hexadecimal and what the side to move will
 * still win more than the other side, in buttons, under perfect play. {@code OpeningValuesGenerator} (a
 * test tagged {@code generate}) writes it; {@code OpeningValuesTest} checks it.
 *
 * <pre>{@code
 * OpeningValues book = OpeningValues.shipped();
 * book.stillToWin(ButtonsKernel.searchKey(states, 0));   // 0 from either start: a draw
 * }</pre>
 *
 * <p>Immutable and safe to share between threads.
 */
public final class OpeningValues {
  /** The name of the resource, beside this class. */
  public static final String RESOURCE = "opening-values.txt";
  /** The plies from a start that the table covers: the start and the positions after one and two moves. */
  public static final int PLIES = 2;
  /** What {@link #stillToWin} answers for a position the table does not hold. */
  public static final int UNKNOWN = Integer.MIN_VALUE;

  private static final OpeningValues SHIPPED = load();

  private final long[] keys;
  private final int[] values;

  private OpeningValues(long[] keys, int[] values) {
    this.keys = keys;
    this.values = values;
  }

  /**
   * The table shipped with the module.
   *
   * @return the table
   */
  public static OpeningValues shipped() {
    return SHIPPED;
  }

  /**
   * A table from its lines, as the resource holds them.
   *
   * @param text lines of a hexadecimal key and a value in buttons, separated by a space
   * @return the table
   * @throws IllegalArgumentException when a line is not a key and a value, or a key appears twice
   */
  public static OpeningValues parse(String text) {
    Objects.requireNonNull(text, "text");
    String[] lines = text.trim().isEmpty() ? new String[0] : text.trim().split("\n");
    long[][] pairs = new long[lines.length][];
    for (int i = 0; i < lines.length; i++) {
      String[] parts = lines[i].trim().split(" ");
      if (parts.length != 2) {
        throw new IllegalArgumentException("line " + (i + 1) + " is not a key and a value: " + lines[i]);
      }
      try {
        long value = Integer.parseInt(parts[1]);
        if (Math.abs(value) > Rules.BUTTONS) {
          throw new IllegalArgumentException("line " + (i + 1) + ": no side can win " + value + " buttons");
        }
        pairs[i] = new long[] {Long.parseUnsignedLong(parts[0], 16), value};
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("line " + (i + 1) + " is not a key and a value: " + lines[i], e);
      }
    }
    Arrays.sort(pairs, (x, y) -> Long.compare(x[0], y[0]));
    long[] keys = new long[pairs.length];
    int[] values = new int[pairs.length];
    for (int i = 0; i < pairs.length; i++) {
      keys[i] = pairs[i][0];
      values[i] = (int) pairs[i][1];
      if (i > 0 && keys[i] == keys[i - 1]) {
        throw new IllegalArgumentException("the key " + Long.toHexString(keys[i]) + " appears twice");
      }
    }
    return new OpeningValues(keys, values);
  }

  private static OpeningValues load() {
    try (InputStream in = OpeningValues.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("the opening values " + RESOURCE + " are missing from tabla-buttons");
      }
      StringBuilder text = new StringBuilder();
      try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
          text.append(line).append('\n');
        }
      }
      return parse(text.toString());
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the opening values " + RESOURCE, e);
    }
  }

  /**
   * What the side to move of a position will still win more than the other side under perfect play.
   *
   * @param searchKey the position's {@link ButtonsKernel#searchKey}
   * @return the buttons, or {@link #UNKNOWN} for a position the table does not hold
   */
  public int stillToWin(long searchKey) {
    int i = Arrays.binarySearch(keys, searchKey);
    return i >= 0 ? values[i] : UNKNOWN;
  }

  /**
   * The positions the table holds.
   *
   * @return the count
   */
  public int size() {
    return keys.length;
  }

  /**
   * The table as the resource holds it.
   *
   * @return one line a position, by key
   */
  public String text() {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < keys.length; i++) {
      String hex = Long.toHexString(keys[i]);
      for (int pad = hex.length(); pad < 16; pad++) {
        out.append('0');
      }
      out.append(hex).append(' ').append(values[i]).append('\n');
    }
    return out.toString();
  }

  @Override
  public String toString() {
    return "OpeningValues[" + keys.length + " positions]";
  }
}
