package io.github.tabla.games.knights.internal;

import io.github.tabla.core.kernel.ZobristKeys;

/**
 * The Zobrist keys of positions: one random number per racing knight and square, one per static piece
 * square (a static piece's side and role follow from its square, KN-2), one for Black to move, and one per
 * value of each side's turn counter (KN-10). The numbers come from a fixed seed, so keys are the same on
 * every run and machine; the arrays are filled once and never written again.
 */
public final class Zobrist {
  private Zobrist() {}

  /** Turn counts with a key of their own; larger counts (only without a safety limit) are mixed. */
  private static final int TURN_KEYS = 256;

  private static final long[] KNIGHT;
  private static final long[] STATIC;
  private static final long[] TURNS;
  private static final long BLACK_TO_MOVE;

  static {
    ZobristKeys keys = ZobristKeys.seeded(0x4B_4E_16_475L);
    KNIGHT = keys.draw(2 * 64);
    STATIC = keys.draw(64);
    TURNS = keys.draw(2 * TURN_KEYS);
    BLACK_TO_MOVE = keys.draw();
  }

  /**
   * The key of a racing knight on a square.
   *
   * @param white {@code true} for White's knight
   * @param square 0..63
   * @return the key
   */
  public static long knight(boolean white, int square) {
    return KNIGHT[(white ? 0 : 64) + square];
  }

  /**
   * The key of the static piece on a square.
   *
   * @param square 0..63
   * @return the key
   */
  public static long staticPiece(int square) {
    return STATIC[square];
  }

  /**
   * The key of all static pieces of a bitboard.
   *
   * @param bits the squares of static pieces
   * @return the XOR of their keys
   */
  public static long statics(long bits) {
    long h = 0L;
    for (long b = bits; b != 0L; b &= b - 1) {
      h ^= STATIC[Long.numberOfTrailingZeros(b)];
    }
    return h;
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
   * The key of one side's turn count.
   *
   * @param white {@code true} for White's count
   * @param turns the count, at least 0
   * @return the key
   */
  public static long turns(boolean white, int turns) {
    if (turns < TURN_KEYS) {
      return TURNS[(white ? 0 : TURN_KEYS) + turns];
    }
    long z = (turns + (white ? 0L : 0x5DEECE66DL)) * 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /**
   * The key of a whole position, computed from scratch.
   *
   * @param whiteKnight the square of White's racing knight
   * @param blackKnight the square of Black's racing knight
   * @param statics the squares of all static pieces of both sides
   * @param whiteTurns White's turns
   * @param blackTurns Black's turns
   * @param whiteToMove whether White is to move
   * @return the key
   */
  public static long of(int whiteKnight, int blackKnight, long statics, int whiteTurns, int blackTurns,
      boolean whiteToMove) {
    long h = knight(true, whiteKnight) ^ knight(false, blackKnight) ^ statics(statics)
        ^ turns(true, whiteTurns) ^ turns(false, blackTurns);
    return whiteToMove ? h : h ^ BLACK_TO_MOVE;
  }
}
