package io.github.tabla.games.diamonds.internal;

import io.github.tabla.core.kernel.ZobristKeys;

/**
 * The Zobrist keys of Kings and Diamonds positions: one random 64-bit key per king square and side,
 * per diamond square, per move count and per point count of each side, and one for Black to move. A
 * position's key is the XOR of the keys of its parts, so a move updates it with a few XORs.
 *
 * <p>The keys come from {@link ZobristKeys} with a fixed seed and are never written after the
 * class is initialised.
 *
 * <pre>{@code
 * long key = Zobrist.king(0, 4) ^ Zobrist.king(1, 60) ^ Zobrist.diamonds(Board.FIELD);   // plus counters
 * }</pre>
 */
public final class Zobrist {
  private Zobrist() {}

  private static final long[] KINGS;
  private static final long[] DIAMONDS;
  private static final long[] MOVES;
  private static final long[] POINTS;
  private static final long BLACK_TO_MOVE;

  static {
    ZobristKeys keys = ZobristKeys.seeded(0x4B44_1E5E_ED00_D1A3L);
    KINGS = keys.draw(2 * 64);
    DIAMONDS = keys.draw(64);
    MOVES = keys.draw(2 * (Board.MOVES_PER_SIDE + 1));
    POINTS = keys.draw(2 * (Board.DIAMONDS + 1));
    BLACK_TO_MOVE = keys.draw();
  }

  /**
   * The key of a king.
   *
   * @param side 0 for White, 1 for Black
   * @param square its square index
   * @return the key
   */
  public static long king(int side, int square) {
    return KINGS[side * 64 + square];
  }

  /**
   * The key of one diamond.
   *
   * @param square its square index
   * @return the key
   */
  public static long diamond(int square) {
    return DIAMONDS[square];
  }

  /**
   * The combined key of a set of diamonds.
   *
   * @param diamonds the diamonds as a 64-bit board
   * @return the XOR of their keys
   */
  public static long diamonds(long diamonds) {
    long key = 0L;
    for (long d = diamonds; d != 0L; d &= d - 1) {
      key ^= DIAMONDS[Long.numberOfTrailingZeros(d)];
    }
    return key;
  }

  /**
   * The key of a side's move count.
   *
   * @param side 0 for White, 1 for Black
   * @param moves 0..40
   * @return the key
   */
  public static long moves(int side, int moves) {
    return MOVES[side * (Board.MOVES_PER_SIDE + 1) + moves];
  }

  /**
   * The key of a side's points.
   *
   * @param side 0 for White, 1 for Black
   * @param points 0..16
   * @return the key
   */
  public static long points(int side, int points) {
    return POINTS[side * (Board.DIAMONDS + 1) + points];
  }

  /**
   * The key XORed in when Black is to move.
   *
   * @return the key
   */
  public static long blackToMove() {
    return BLACK_TO_MOVE;
  }

  /**
   * The key of a whole position, computed from scratch.
   *
   * @param whiteKing White's king square
   * @param blackKing Black's king square
   * @param diamonds the diamonds as a 64-bit board
   * @param whiteMoves White's moves, 0..40
   * @param blackMoves Black's moves, 0..40
   * @param whitePoints White's points, 0..16
   * @param blackPoints Black's points, 0..16
   * @param blackToMove whether Black is to move
   * @return the key
   */
  public static long of(int whiteKing, int blackKing, long diamonds, int whiteMoves, int blackMoves,
      int whitePoints, int blackPoints, boolean blackToMove) {
    long key = king(0, whiteKing) ^ king(1, blackKing) ^ diamonds(diamonds) ^ moves(0, whiteMoves)
        ^ moves(1, blackMoves) ^ points(0, whitePoints) ^ points(1, blackPoints);
    return blackToMove ? key ^ BLACK_TO_MOVE : key;
  }
}
