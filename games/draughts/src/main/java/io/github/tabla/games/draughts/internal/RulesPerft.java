package io.github.tabla.games.draughts.internal;

/**
 * Perft for any variant: the number of move sequences of a length from a position, counted with the
 * last ply's moves counted rather than made ({@link RulesGenerator#count}). Not thread-safe.
 *
 * <pre>{@code
 * RulesPerft perft = new RulesPerft(RulesGenerators.of(DraughtsRules.INTERNATIONAL));
 * perft.bulk(white, black, 0L, true, 6);   // 3,425,462 (depth 6 of the start)
 * }</pre>
 */
public final class RulesPerft {
  private final RulesGenerator generator;
  private RulesMoves[] lists = new RulesMoves[0];

  /**
   * A perft over a generator.
   *
   * @param generator the generator, with the move identity to count by
   */
  public RulesPerft(RulesGenerator generator) {
    this.generator = generator;
  }

  /**
   * The count of a position.
   *
   * @param white White's pieces
   * @param black Black's pieces
   * @param kings both sides' kings
   * @param whiteToMove whose turn it is
   * @param depth plies, 0 or more
   * @return the number of move sequences of that length
   */
  public long bulk(long white, long black, long kings, boolean whiteToMove, int depth) {
    if (depth <= 0) {
      return 1L;
    }
    if (lists.length <= depth) {
      RulesMoves[] bigger = new RulesMoves[depth + 1];
      for (int i = 0; i < bigger.length; i++) {
        bigger[i] = i < lists.length ? lists[i] : new RulesMoves();
      }
      lists = bigger;
    }
    return bulkFrom(white, black, kings, whiteToMove, depth);
  }

  private long bulkFrom(long white, long black, long kings, boolean whiteToMove, int depth) {
    RulesMoves list = lists[depth];
    if (depth == 1) {
      return generator.count(white, black, kings, whiteToMove, list);
    }
    int n = generator.generate(white, black, kings, whiteToMove, list);
    long leaves = 0L;
    for (int i = 0; i < n; i++) {
      long fromBit = 1L << list.from(i);
      long toBit = 1L << list.to(i);
      long taken = list.captured(i);
      long k = kings & ~taken;
      if ((k & fromBit) != 0) {
        k = (k & ~fromBit) | toBit;
      } else if (list.crowned(i)) {
        k |= toBit;
      }
      if (whiteToMove) {
        leaves += bulkFrom((white & ~fromBit) | toBit, black & ~taken, k, false, depth - 1);
      } else {
        leaves += bulkFrom(white & ~taken, (black & ~fromBit) | toBit, k, true, depth - 1);
      }
    }
    return leaves;
  }
}
