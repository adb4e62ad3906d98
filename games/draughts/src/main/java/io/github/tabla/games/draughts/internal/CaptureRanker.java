package io.github.tabla.games.draughts.internal;

/**
 * How a capture priority with a criterion of the user's own ranks two complete captures, on primitives:
 * the generator's slow path when no key can be derived ({@link RulesGenerator}). Each capture is its
 * pieces taken, whether a king made it, and its king mask (bit {@code 31 - j} set when jump {@code j},
 * from 0, takes a king).
 */
@FunctionalInterface
public interface CaptureRanker {
  /**
   * Compares two captures as the priority does.
   *
   * @param jumpsA pieces the first capture takes
   * @param byKingA whether a king makes it
   * @param kingMaskA its king mask
   * @param jumpsB pieces the second capture takes
   * @param byKingB whether a king makes it
   * @param kingMaskB its king mask
   * @return below 0 when the first must be preferred, 0 when they rank equal, above 0 otherwise
   */
  int compare(int jumpsA, boolean byKingA, int kingMaskA, int jumpsB, boolean byKingB, int kingMaskB);
}
