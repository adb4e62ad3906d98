package io.github.tabla.games.draughts.internal;

import io.github.tabla.core.kernel.ZobristKeys;

/**
 * The Zobrist keys of draughts positions: one random number per piece kind and square, one for Black to
 * move, and one per value of the no-progress counter (ID-13.3). The numbers come from a fixed seed, so
 * keys are the same on every run and machine.
 */
public final class Zobrist {
  private Zobrist() {}

  /** Piece kinds, the first index of {@link #piece}: a white man. */
  public static final int WHITE_MAN = 0;
  /** A white king. */
  public static final int WHITE_KING = 1;
  /** A black man. */
  public static final int BLACK_MAN = 2;
  /** A black king. */
  public static final int BLACK_KING = 3;

  /** The largest counter value with a key of its own; larger ones are mixed from the number. */
  private static final int COUNTER_KEYS = 128;

  private static final long[] PIECE;
  private static final long[] COUNTER;
  private static final long BLACK_TO_MOVE;

  static {
    ZobristKeys keys = ZobristKeys.seeded(0x1D_DA_4A_17A1L);
    PIECE = keys.draw(4 * Geometry.SQUARES);
    // counter 0 adds nothing, so a position that has just made progress hashes like its arrangement
    COUNTER = keys.drawAfterZero(COUNTER_KEYS);
    BLACK_TO_MOVE = keys.draw();
  }

  /**
   * The key of one piece on one square.
   *
   * @param kind {@link #WHITE_MAN} .. {@link #BLACK_KING}
   * @param index the square's index 0..31
   * @return the key
   */
  public static long piece(int kind, int index) {
    return PIECE[kind << 5 | index];
  }

  /**
   * The key of Black to move.
   *
   * @return the key
   */
  public static long blackToMove() {
    return BLACK_TO_MOVE;
  }

  /**
   * The key of a value of the no-progress counter.
   *
   * @param plies the counter, at least 0
   * @return the key; 0 for 0
   */
  public static long counter(int plies) {
    if (plies < COUNTER_KEYS) {
      return COUNTER[plies];
    }
    long z = plies * 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /**
   * The key of an arrangement of pieces and the side to move, without counters.
   *
   * @param white White's pieces
   * @param black Black's pieces
   * @param kings the kings of both sides
   * @param whiteToMove whose turn it is
   * @return the key
   */
  public static long arrangement(int white, int black, int kings, boolean whiteToMove) {
    long h = whiteToMove ? 0L : BLACK_TO_MOVE;
    for (int b = white; b != 0; b &= b - 1) {
      int i = Integer.numberOfTrailingZeros(b);
      h ^= piece((kings & (1 << i)) != 0 ? WHITE_KING : WHITE_MAN, i);
    }
    for (int b = black; b != 0; b &= b - 1) {
      int i = Integer.numberOfTrailingZeros(b);
      h ^= piece((kings & (1 << i)) != 0 ? BLACK_KING : BLACK_MAN, i);
    }
    return h;
  }
}
