package io.github.tabla.games.draughts.internal;

/** The size of a signature's index space, computed the same way the tables do, for tests. */
final class EndgameTablesTestAccess {
  private EndgameTablesTestAccess() {}

  static int size(int wm, int wk, int bm, int bk) {
    int men = wm + bm;
    return binomial(28, wm) * binomial(28, bm) * binomial(32 - men, wk) * binomial(32 - men - wk, bk) * 2;
  }

  private static int binomial(int n, int k) {
    long r = 1;
    for (int i = 0; i < k; i++) {
      r = r * (n - i) / (i + 1);
    }
    return (int) r;
  }
}
