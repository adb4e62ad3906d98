package io.github.tabla.games.draughts.variants;

import java.util.HashMap;
import java.util.Map;

/** The published start counts of {@code start.perft} for tests in other packages. */
public final class StartPerftTestAccess {
  private StartPerftTestAccess() {}

  /**
   * The table of a variant's start counts in a convention.
   *
   * @param rules one of the variants of the file
   * @param distinct the count of moves rather than of routes
   * @return the table's id, such as {@code "english-distinct"}
   */
  public static String table(io.github.tabla.games.draughts.DraughtsRules rules, boolean distinct) {
    String name = StartPerftTest.VARIANTS.entrySet().stream().filter(e -> e.getValue().equals(rules))
        .map(Map.Entry::getKey).findFirst().orElseThrow(() -> new IllegalArgumentException(rules.id()));
    return distinct && !StartPerftTest.BOTH_CONVENTIONS.contains(name) ? name + "-distinct" : name;
  }

  /**
   * Every table's start position, as the file writes it (PDN FEN in the variant's names).
   *
   * @return the positions by table id
   * @throws java.io.IOException when the resource cannot be read
   */
  public static Map<String, String> positions() throws java.io.IOException {
    Map<String, String> out = new HashMap<>();
    for (StartPerftTest.Table t : StartPerftTest.tables()) {
      out.put(t.id(), t.fen());
    }
    return out;
  }

  /**
   * Every table's counts up to a number of leaves.
   *
   * @param most the most leaves of a count kept
   * @return the counts by table id, index the depth (index 0 holds 1)
   * @throws java.io.IOException when the resource cannot be read
   */
  public static Map<String, long[]> counts(long most) throws java.io.IOException {
    Map<String, long[]> out = new HashMap<>();
    for (StartPerftTest.Table t : StartPerftTest.tables()) {
      long[] c = t.counts().stream().filter(d -> d[1] <= most).mapToLong(d -> d[1]).toArray();
      long[] withZero = new long[c.length + 1];
      withZero[0] = 1;
      System.arraycopy(c, 0, withZero, 1, c.length);
      out.put(t.id(), withZero);
    }
    return out;
  }
}
