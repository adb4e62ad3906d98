package io.github.tabla.games.buttons.internal;

/**
 * Counts move paths on the kernel: the fast {@code perft} behind the typed position's. A forced pass
 * counts as a move (QB-8); a finished round has none.
 */
public final class Perft {
  private final int[] moves = new int[(Rules.PLIES + 2) * Rules.MAX_MOVES];

  /** A counter with its own move buffers; not thread-safe. */
  public Perft() {}

  /**
   * The number of move paths of a length from a position.
   *
   * @param whiteQueens White's queens
   * @param whiteRooks White's rooks
   * @param blackQueens Black's queens
   * @param blackRooks Black's rooks
   * @param buttons the buttons
   * @param sideToMove {@link Rules#WHITE} or {@link Rules#BLACK}
   * @param pliesLeft the plies left in the round
   * @param depth the length, at least 0
   * @return the number of paths; 1 at depth 0
   */
  public long count(long whiteQueens, long whiteRooks, long blackQueens, long blackRooks, long buttons,
      int sideToMove, int pliesLeft, int depth) {
    boolean white = sideToMove == Rules.WHITE;
    return countFrom(white ? whiteQueens : blackQueens, white ? whiteRooks : blackRooks,
        white ? blackQueens : whiteQueens, white ? blackRooks : whiteRooks, buttons, pliesLeft, depth, 0);
  }

  private long countFrom(long myQ, long myR, long opQ, long opR, long buttons, int left, int depth, int ply) {
    if (depth == 0) {
      return 1L;
    }
    if (buttons == 0L || (myQ | myR) == 0L || (opQ | opR) == 0L || left <= 0) {
      return 0L;
    }
    int base = ply * Rules.MAX_MOVES;
    int n = Rules.generate(myQ, myR, opQ, opR, buttons, moves, base);
    if (n == 0) {
      if (!Rules.hasMove(opQ, opR, myQ, myR, buttons)) {
        return 0L;
      }
      return countFrom(opQ, opR, myQ, myR, buttons, left - 1, depth - 1, ply + 1);
    }
    if (depth == 1) {
      return n;
    }
    long total = 0L;
    for (int i = 0; i < n; i++) {
      int m = moves[base + i];
      long bits = (1L << Rules.from(m)) | (1L << Rules.to(m));
      long toBit = 1L << Rules.to(m);
      long q = myQ;
      long r = myR;
      if (Rules.role(m) == Rules.QUEEN) {
        q ^= bits;
      } else {
        r ^= bits;
      }
      long oq = opQ & ~toBit;
      long or = opR & ~toBit;
      long b = buttons & ~toBit;
      total += countFrom(oq, or, q, r, b, left - 1, depth - 1, ply + 1);
    }
    return total;
  }
}
