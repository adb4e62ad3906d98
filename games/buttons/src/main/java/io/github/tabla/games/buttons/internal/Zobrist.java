package io.github.tabla.games.buttons.internal;

import io.github.tabla.core.kernel.ZobristKeys;

/**
 * The Zobrist keys of the buttons game, drawn once from a fixed seed.
 *
 * <p>The search key of a position (what the Robot's transposition table is keyed on) folds in the
 * pieces, the buttons, the side to move and the plies left in the round. The plies left stand for
 * both move counters, because in a valid position the side to move and the plies left fix them
 * (White has made as many moves as Black when White is to move, one more when Black is). A typed
 * position's {@code hash()} adds the points each side has collected, which the search does not need:
 * it values what is still to be won.
 */
public final class Zobrist {
  private Zobrist() {}

  private static final long[] PIECE;
  private static final long[] BUTTON;
  private static final long[] PLIES_LEFT;
  private static final long[] POINTS;
  private static final long BLACK_TO_MOVE;

  static {
    ZobristKeys keys = ZobristKeys.seeded(0x5eed_b077_0a5L);
    PIECE = keys.draw(2 * 2 * 64);
    BUTTON = keys.draw(64);
    PLIES_LEFT = keys.draw(Rules.PLIES + 1);
    POINTS = keys.draw(2 * (Rules.BUTTONS + 1));
    BLACK_TO_MOVE = keys.draw();
  }

  /**
   * The key of a piece on a square.
   *
   * @param side {@link Rules#WHITE} or {@link Rules#BLACK}
   * @param role {@link Rules#QUEEN} or {@link Rules#ROOK}
   * @param square 0..63
   * @return the key
   */
  public static long piece(int side, int role, int square) {
    return PIECE[(side * 2 + role) * 64 + square];
  }

  /**
   * The key of a button on a square.
   *
   * @param square 0..63
   * @return the key
   */
  public static long button(int square) {
    return BUTTON[square];
  }

  /**
   * The key of the plies left in the round.
   *
   * @param plies 0..30
   * @return the key
   */
  public static long pliesLeft(int plies) {
    return PLIES_LEFT[plies];
  }

  /**
   * The key of Black to move (White to move adds nothing).
   *
   * @return the key
   */
  public static long blackToMove() {
    return BLACK_TO_MOVE;
  }

  /**
   * The key of a side's points.
   *
   * @param side {@link Rules#WHITE} or {@link Rules#BLACK}
   * @param points 0..8
   * @return the key
   */
  public static long points(int side, int points) {
    return POINTS[side * (Rules.BUTTONS + 1) + points];
  }

  /**
   * Every key of a bitboard of pieces of one side and role, folded.
   *
   * @param side the side
   * @param role the role
   * @param squares the bitboard
   * @return the folded keys
   */
  public static long pieces(int side, int role, long squares) {
    long key = 0L;
    for (long b = squares; b != 0L; b &= b - 1) {
      key ^= piece(side, role, Long.numberOfTrailingZeros(b));
    }
    return key;
  }

  /**
   * Every key of a bitboard of buttons, folded.
   *
   * @param squares the buttons
   * @return the folded keys
   */
  public static long buttons(long squares) {
    long key = 0L;
    for (long b = squares; b != 0L; b &= b - 1) {
      key ^= button(Long.numberOfTrailingZeros(b));
    }
    return key;
  }

  /**
   * The search key of a position computed from scratch.
   *
   * @param whiteQueens White's queens
   * @param whiteRooks White's rooks
   * @param blackQueens Black's queens
   * @param blackRooks Black's rooks
   * @param buttons the buttons on the board
   * @param sideToMove {@link Rules#WHITE} or {@link Rules#BLACK}
   * @param pliesLeft 0..30
   * @return the key
   */
  public static long searchKey(long whiteQueens, long whiteRooks, long blackQueens, long blackRooks, long buttons,
      int sideToMove, int pliesLeft) {
    return pieces(Rules.WHITE, Rules.QUEEN, whiteQueens) ^ pieces(Rules.WHITE, Rules.ROOK, whiteRooks)
        ^ pieces(Rules.BLACK, Rules.QUEEN, blackQueens) ^ pieces(Rules.BLACK, Rules.ROOK, blackRooks)
        ^ buttons(buttons) ^ (sideToMove == Rules.BLACK ? BLACK_TO_MOVE : 0L) ^ pliesLeft(pliesLeft);
  }
}
