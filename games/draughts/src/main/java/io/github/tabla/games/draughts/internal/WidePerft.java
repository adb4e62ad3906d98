package io.github.tabla.games.draughts.internal;

/**
 * Perft on a {@link WideGenerator}: the number of move sequences of a length from a position, the last
 * ply's moves counted rather than made. Not thread-safe.
 *
 * <pre>{@code
 * WidePerft perft = new WidePerft(RulesGenerators.wide(canadian, true));
 * perft.bulk(WidePerft.start(canadian), true, 4);   // 10,053
 * }</pre>
 */
public final class WidePerft {
  private final WideGenerator generator;
  private WideMoves[] lists = new WideMoves[0];

  /**
   * A perft over a generator.
   *
   * @param generator the generator, with the move identity to count by
   */
  public WidePerft(WideGenerator generator) {
    this.generator = generator;
  }

  /**
   * The start position of some rules: {@code {whiteLow, whiteHigh, blackLow, blackHigh}} in the
   * generator's bits, Black's men on the rows from its edge, White's on the same rows from the other.
   *
   * @param rules the rules
   * @return a new array of four words
   */
  public static long[] start(io.github.tabla.games.draughts.DraughtsRules rules) {
    WideGenerator g = new WideGenerator(rules, true, new int[0], true, (a, b, c, d, e, f) -> 0,
        new io.github.tabla.games.draughts.capture.Criterion.Worth(1, 1));
    long[] words = new long[4];
    int size = rules.size();
    for (int r = 0; r < size; r++) {
      for (int c = 0; c < size; c++) {
        int b = g.bit(r, c);
        if (b < 0) {
          continue;
        }
        int fromTop = r - rules.firstMenRow();
        int fromBottom = size - 1 - r - rules.firstMenRow();
        if (fromBottom >= 0 && fromBottom < rules.menRows()) {
          words[b >> 6] |= 1L << b;
        } else if (fromTop >= 0 && fromTop < rules.menRows()) {
          words[2 + (b >> 6)] |= 1L << b;
        }
      }
    }
    return words;
  }

  /**
   * The count of a position.
   *
   * @param pieces {@code {whiteLow, whiteHigh, blackLow, blackHigh}} as {@link #start} gives them (no kings)
   * @param whiteToMove whose turn it is
   * @param depth plies, 0 or more
   * @return the number of move sequences of that length
   */
  public long bulk(long[] pieces, boolean whiteToMove, int depth) {
    return bulk(pieces[0], pieces[1], pieces[2], pieces[3], 0L, 0L, whiteToMove, depth);
  }

  /**
   * The count of a position.
   *
   * @param whiteLow White's pieces in the first word
   * @param whiteHigh White's pieces in the second word
   * @param blackLow Black's pieces in the first word
   * @param blackHigh Black's pieces in the second word
   * @param kingsLow both sides' kings in the first word
   * @param kingsHigh both sides' kings in the second word
   * @param whiteToMove whose turn it is
   * @param depth plies, 0 or more
   * @return the number of move sequences of that length
   */
  public long bulk(long whiteLow, long whiteHigh, long blackLow, long blackHigh, long kingsLow, long kingsHigh,
      boolean whiteToMove, int depth) {
    if (depth <= 0) {
      return 1L;
    }
    if (lists.length <= depth) {
      WideMoves[] bigger = new WideMoves[depth + 1];
      for (int i = 0; i < bigger.length; i++) {
        bigger[i] = i < lists.length ? lists[i] : new WideMoves();
      }
      lists = bigger;
    }
    return below(whiteLow, whiteHigh, blackLow, blackHigh, kingsLow, kingsHigh, whiteToMove, depth);
  }

  private long below(long wl, long wh, long bl, long bh, long kl, long kh, boolean white, int depth) {
    WideMoves list = lists[depth];
    if (depth == 1) {
      return generator.count(wl, wh, bl, bh, kl, kh, white, list);
    }
    if (depth == 2) {
      long summed = generator.countChildrenFromSets(wl, wh, bl, bh, kl, kh, white);
      if (summed >= 0L) {
        return summed;
      }
    }
    int n = generator.generate(wl, wh, bl, bh, kl, kh, white, list);
    long leaves = 0L;
    for (int i = 0; i < n; i++) {
      int f = list.from[i];
      int t = list.to[i];
      long fromLow = f < 64 ? 1L << f : 0L;
      long fromHigh = f < 64 ? 0L : 1L << f;
      long toLow = t < 64 ? 1L << t : 0L;
      long toHigh = t < 64 ? 0L : 1L << t;
      long takenLow = list.capturedLow[i];
      long takenHigh = list.capturedHigh[i];
      long kingsLow = kl & ~takenLow;
      long kingsHigh = kh & ~takenHigh;
      if ((kingsLow & fromLow) != 0 || (kingsHigh & fromHigh) != 0) {
        kingsLow = (kingsLow & ~fromLow) | toLow;
        kingsHigh = (kingsHigh & ~fromHigh) | toHigh;
      } else if (list.crowned[i]) {
        kingsLow |= toLow;
        kingsHigh |= toHigh;
      }
      if (white) {
        leaves += below((wl & ~fromLow) | toLow, (wh & ~fromHigh) | toHigh, bl & ~takenLow, bh & ~takenHigh,
            kingsLow, kingsHigh, false, depth - 1);
      } else {
        leaves += below(wl & ~takenLow, wh & ~takenHigh, (bl & ~fromLow) | toLow, (bh & ~fromHigh) | toHigh,
            kingsLow, kingsHigh, true, depth - 1);
      }
    }
    return leaves;
  }
}
