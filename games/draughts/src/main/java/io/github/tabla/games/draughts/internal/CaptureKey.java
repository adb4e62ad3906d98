package io.github.tabla.games.draughts.internal;

/**
 * The Italian capture priorities (ID-10.1..4) folded into one {@code int}, so that the better of two
 * complete captures is the one with the larger key:
 *
 * <pre>
 * bits 24..27  pieces taken                 (ID-10.1, more is better)
 * bit  20      the capturing piece is a king  (ID-10.2)
 * bits 16..19  kings taken                  (ID-10.3)
 * bits  0..15  jump j takes a king: bit 16 - j (ID-10.4)
 * </pre>
 *
 * <p>Criterion 4 compares the jump numbers at which kings are taken lexicographically, earliest first.
 * With jump 1 on the highest bit, two masks with as many kings differ first at their highest differing
 * bit, which is the earliest jump where exactly one of them takes a king: that one meets the king first
 * and has the larger mask.
 */
public final class CaptureKey {
  private CaptureKey() {}

  /**
   * Packs a key.
   *
   * @param pieces pieces taken, 1..12
   * @param byKing whether a king captures
   * @param kingMask bit {@code 16 - j} set when jump {@code j} takes a king
   * @return the key
   */
  public static int of(int pieces, boolean byKing, int kingMask) {
    return pieces << 24 | (byKing ? 1 << 20 : 0) | Integer.bitCount(kingMask) << 16 | kingMask;
  }

  /**
   * Pieces taken.
   *
   * @param key a key
   * @return the number of captured pieces
   */
  public static int pieces(int key) {
    return key >>> 24;
  }

  /**
   * Whether a king captures.
   *
   * @param key a key
   * @return {@code true} for a king's capture
   */
  public static boolean byKing(int key) {
    return (key & 1 << 20) != 0;
  }

  /**
   * Kings taken.
   *
   * @param key a key
   * @return the number of captured kings
   */
  public static int kings(int key) {
    return (key >>> 16) & 15;
  }

  /**
   * Whether a jump takes a king.
   *
   * @param key a key
   * @param jump 1-based jump number, 1..16
   * @return {@code true} when that jump takes a king
   */
  public static boolean kingAtJump(int key, int jump) {
    return (key & (1 << (16 - jump))) != 0;
  }
}
