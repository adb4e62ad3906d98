package io.github.tabla.games.draughts.internal;

/**
 * The rules of a move on the bitboards, written once and used by every part that makes a move: the
 * typed positions, perft, the endgame tables and the search. A move is the generator's code: the
 * origin and destination bits in the high half (their exclusive or: zero for a capture that ends where
 * it began), the captured pieces in the low half.
 *
 * <ul>
 *   <li>the mover's piece leaves its origin for its destination (ID-5, ID-9);
 *   <li>the captured pieces leave the board at once, at the end of the move (ID-9);
 *   <li>a king that moves stays a king, a captured king is gone, and a man that ends its move on the far
 *       row is crowned (ID-6, ID-11: a capture that reaches the far row ends there);
 *   <li>a capture, or a man's move, is progress (ID-13.3); a king's quiet move is not;
 *   <li>the Zobrist key follows the pieces that moved, changed or left.
 * </ul>
 *
 * <pre>{@code
 * long m = list.move(i);
 * int w = MoveRules.white(white, m, whiteToMove);
 * int b = MoveRules.black(black, m, whiteToMove);
 * int k = MoveRules.kings(kings, m, w, b);
 * }</pre>
 */
public final class MoveRules {
  private MoveRules() {}

  /**
   * The origin and destination bits of a move (zero for a capture that ends on its origin).
   *
   * @param move the move
   * @return the bits
   */
  public static int moved(long move) {
    return (int) (move >>> 32);
  }

  /**
   * The pieces a move captures.
   *
   * @param move the move
   * @return the bits
   */
  public static int captured(long move) {
    return (int) move;
  }

  /**
   * White's pieces after a move.
   *
   * @param white White's pieces before
   * @param move the move
   * @param whiteToMove whether White made it
   * @return the pieces after
   */
  public static int white(int white, long move, boolean whiteToMove) {
    return whiteToMove ? white ^ moved(move) : white & ~captured(move);
  }

  /**
   * Black's pieces after a move.
   *
   * @param black Black's pieces before
   * @param move the move
   * @param whiteToMove whether White made it
   * @return the pieces after
   */
  public static int black(int black, long move, boolean whiteToMove) {
    return whiteToMove ? black & ~captured(move) : black ^ moved(move);
  }

  /**
   * The kings after a move: captured kings gone, a moved king moved, a man on its far row crowned.
   *
   * @param kings the kings before
   * @param move the move
   * @param white White's pieces after ({@link #white})
   * @param black Black's pieces after ({@link #black})
   * @return the kings after
   */
  public static int kings(int kings, long move, int white, int black) {
    int moved = moved(move);
    int k = kings & ~captured(move);
    if ((k & moved) != 0) {
      k ^= moved;
    }
    return k | (white & Geometry.WHITE_CROWN_ROW) | (black & Geometry.BLACK_CROWN_ROW);
  }

  /**
   * Whether a move is progress for the no-progress rule (ID-13.3): a capture, or a man's move.
   *
   * @param kings the kings before the move
   * @param move the move
   * @return {@code true} for progress
   */
  public static boolean progress(int kings, long move) {
    return captured(move) != 0 || (kings & moved(move)) == 0;
  }

  /**
   * The Zobrist key after a move, the side to move and the pieces (not the no-progress counter, which
   * the positions key themselves).
   *
   * @param key the key before
   * @param kings the kings before
   * @param whiteToMove whether White makes the move
   * @param move the move
   * @param from the move's origin square
   * @return the key after
   */
  public static long key(long key, int kings, boolean whiteToMove, long move, int from) {
    int moved = moved(move);
    int fromBit = 1 << from;
    int to = moved == 0 ? from : Integer.numberOfTrailingZeros(moved ^ fromBit);
    boolean wasKing = (kings & fromBit) != 0;
    int crown = whiteToMove ? Geometry.WHITE_CROWN_ROW : Geometry.BLACK_CROWN_ROW;
    boolean king = wasKing || ((1 << to) & crown) != 0;
    int man = whiteToMove ? Zobrist.WHITE_MAN : Zobrist.BLACK_MAN;
    int kingKind = whiteToMove ? Zobrist.WHITE_KING : Zobrist.BLACK_KING;
    long h = key ^ Zobrist.blackToMove() ^ Zobrist.piece(wasKing ? kingKind : man, from)
        ^ Zobrist.piece(king ? kingKind : man, to);
    int opponentMan = whiteToMove ? Zobrist.BLACK_MAN : Zobrist.WHITE_MAN;
    int opponentKing = whiteToMove ? Zobrist.BLACK_KING : Zobrist.WHITE_KING;
    for (int c = captured(move); c != 0; c &= c - 1) {
      int sq = Integer.numberOfTrailingZeros(c);
      h ^= Zobrist.piece((kings & (1 << sq)) != 0 ? opponentKing : opponentMan, sq);
    }
    return h;
  }
}
