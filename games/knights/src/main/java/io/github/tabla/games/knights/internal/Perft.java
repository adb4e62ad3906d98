package io.github.tabla.games.knights.internal;

/**
 * Counts move paths on primitive state, with no allocation: the move generator's check. A forced pass
 * (KN-8) counts as a move.
 */
public final class Perft {
  private Perft() {}

  /**
   * The number of move paths of a given length.
   *
   * @param whiteKnight White's racing knight
   * @param blackKnight Black's racing knight
   * @param whitePieces White's static pieces
   * @param blackPieces Black's static pieces
   * @param whiteTurns White's turns
   * @param blackTurns Black's turns
   * @param whiteToMove whether White is to move
   * @param limit the safety limit in turns per side, 0 for none
   * @param depth the number of plies, at least 0
   * @return the number of leaves
   */
  public static long count(int whiteKnight, int blackKnight, long whitePieces, long blackPieces, int whiteTurns,
      int blackTurns, boolean whiteToMove, int limit, int depth) {
    if (depth == 0) {
      return 1L;
    }
    if (Rules.status(whiteKnight, blackKnight, whitePieces, blackPieces, whiteTurns, blackTurns, whiteToMove, limit)
        != Rules.ONGOING) {
      return 0L;
    }
    long jumps = whiteToMove ? Rules.jumps(whiteKnight, whitePieces, blackKnight)
        : Rules.jumps(blackKnight, blackPieces, whiteKnight);
    int wt = whiteToMove ? whiteTurns + 1 : whiteTurns;
    int bt = whiteToMove ? blackTurns : blackTurns + 1;
    if (jumps == 0L) {
      return count(whiteKnight, blackKnight, whitePieces, blackPieces, wt, bt, !whiteToMove, limit, depth - 1);
    }
    if (depth == 1) {
      return Long.bitCount(jumps);
    }
    long n = 0L;
    for (long b = jumps; b != 0L; b &= b - 1) {
      int to = Long.numberOfTrailingZeros(b);
      long bit = 1L << to;
      if (whiteToMove) {
        n += count(to, blackKnight, whitePieces, blackPieces & ~bit, wt, bt, false, limit, depth - 1);
      } else {
        n += count(whiteKnight, to, whitePieces & ~bit, blackPieces, wt, bt, true, limit, depth - 1);
      }
    }
    return n;
  }
}
