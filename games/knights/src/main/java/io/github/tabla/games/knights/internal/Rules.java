package io.github.tabla.games.knights.internal;

/**
 * The rules on primitive state, shared by the typed position and the perft kernel. A state is: the squares
 * of the two racing knights, the two sides' static pieces as bitboards, each side's turns (passes
 * included, KN-10), the side to move, and the game's safety limit in turns per side (0 for none, KN-12).
 *
 * <p>Black's final equalising move (KN-9) needs no state of its own: it is pending exactly when White has
 * no target left and Black is to move.
 */
public final class Rules {
  private Rules() {}

  /** The round goes on. */
  public static final int ONGOING = 0;
  /** White captured its last target and Black's final move did not complete Black's race (KN-9). */
  public static final int WHITE_WINS = 1;
  /** Black captured its last target first (KN-9). */
  public static final int BLACK_WINS = 2;
  /** Black completed its race with the final equalising move (KN-9). */
  public static final int DRAW_BOTH_FINISHED = 3;
  /** Neither knight can jump (KN-8). */
  public static final int DRAW_NO_JUMPS = 4;
  /** Both sides reached the safety limit (KN-12). */
  public static final int DRAW_SAFETY_LIMIT = 5;

  /**
   * The jumps of a racing knight: never onto its own side's static pieces nor onto the other racing
   * knight (KN-5).
   *
   * @param knight the knight's square
   * @param ownPieces the static pieces of the knight's own side
   * @param otherKnight the square of the other racing knight
   * @return the bitboard of the landing squares
   */
  public static long jumps(int knight, long ownPieces, int otherKnight) {
    return Board.jumps(knight) & ~ownPieces & ~(1L << otherKnight);
  }

  /**
   * How the round stands (KN-8, KN-9, KN-12).
   *
   * @param whiteKnight White's racing knight
   * @param blackKnight Black's racing knight
   * @param whitePieces White's static pieces, Black's targets
   * @param blackPieces Black's static pieces, White's targets
   * @param whiteTurns White's turns
   * @param blackTurns Black's turns
   * @param whiteToMove whether White is to move
   * @param limit the safety limit in turns per side, 0 for none
   * @return {@link #ONGOING} or the way the round ended
   */
  public static int status(int whiteKnight, int blackKnight, long whitePieces, long blackPieces, int whiteTurns,
      int blackTurns, boolean whiteToMove, int limit) {
    if (whitePieces == 0L) {
      return blackPieces == 0L ? DRAW_BOTH_FINISHED : BLACK_WINS;
    }
    if (blackPieces == 0L) {
      // Black's final equalising move is still to come when Black is to move
      return whiteToMove ? WHITE_WINS : ONGOING;
    }
    if (limit > 0 && whiteTurns >= limit && blackTurns >= limit) {
      return DRAW_SAFETY_LIMIT;
    }
    if (jumps(whiteKnight, whitePieces, blackKnight) == 0L && jumps(blackKnight, blackPieces, whiteKnight) == 0L) {
      return DRAW_NO_JUMPS;
    }
    return ONGOING;
  }
}
