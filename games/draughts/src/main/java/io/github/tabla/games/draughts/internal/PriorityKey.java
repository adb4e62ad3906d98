package io.github.tabla.games.draughts.internal;

import io.github.tabla.games.draughts.capture.Criterion;

/**
 * The key of a complete capture under a priority of built-in criteria, as {@link RulesGenerator} orders its
 * captures: of two captures, the one the priority prefers has the larger key, and two it ranks equal have
 * equal keys. The criteria's fields lie from the highest bits down in the priority's order (the layout of
 * {@link RulesGenerator#MOST_PIECES} and the other kinds). Instances are immutable.
 */
final class PriorityKey {
  private final int piecesShift;
  private final int byKingShift;
  private final int kingsShift;
  private final int earliestShift;
  private final int valueShift;
  private final int manWorth;
  private final int kingWorth;

  /**
   * The key of some criteria.
   *
   * @param kinds the built-in criteria in order ({@link RulesGenerator#fits} them)
   * @param worth the worths of {@link RulesGenerator#MOST_VALUE} when {@code kinds} has it
   */
  PriorityKey(int[] kinds, Criterion.Worth worth) {
    int[] shift = RulesGenerator.shifts(kinds);
    this.piecesShift = shift[RulesGenerator.MOST_PIECES];
    this.byKingShift = shift[RulesGenerator.WITH_KING];
    this.kingsShift = shift[RulesGenerator.MOST_KINGS];
    this.earliestShift = shift[RulesGenerator.EARLIEST_KING];
    this.valueShift = shift[RulesGenerator.MOST_VALUE];
    this.manWorth = worth.man();
    this.kingWorth = worth.king();
  }

  /**
   * The key of a capture.
   *
   * @param jumps pieces taken
   * @param byKing whether a king captures
   * @param kingMask bit {@code 31 - j} set when jump {@code j} (from 0) takes a king
   * @return the key
   */
  long key(int jumps, boolean byKing, int kingMask) {
    long key = 0L;
    if (piecesShift >= 0) {
      key |= (long) jumps << piecesShift;
    }
    if (byKingShift >= 0 && byKing) {
      key |= 1L << byKingShift;
    }
    if (kingsShift >= 0) {
      key |= (long) Integer.bitCount(kingMask) << kingsShift;
    }
    if (earliestShift >= 0) {
      key |= (kingMask & 0xFFFFFFFFL) << earliestShift;
    }
    if (valueShift >= 0) {
      int kings = Integer.bitCount(kingMask);
      key |= (long) (manWorth * (jumps - kings) + kingWorth * kings) << valueShift;
    }
    return key;
  }
}
