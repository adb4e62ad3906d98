package io.github.tabla.games.knights;

import io.github.tabla.games.knights.internal.Rules;

/**
 * A complete solve of small endgames, for tests: with White's targets a subset of a few squares and Black's
 * of a few others, every state (both knights, both sets of targets left, side to move) is solved by
 * repeated sweeps: a state is won when some move reaches a state lost for the opponent, lost when every move
 * reaches a state won for the opponent; what is neither after the last sweep is a draw (the round ends
 * drawn, or nobody can force a finish). Turn counters do not matter to the result without a safety limit.
 */
final class EndgameSolver {
  private static final byte UNKNOWN = 0;
  private static final byte WON = 1;
  private static final byte LOST = 2;
  private static final byte DRAWN = 3;

  private final int[] whiteTargets;
  private final int[] blackTargets;
  private final int a;
  private final int b;
  private final byte[] value;

  /**
   * Solves.
   *
   * @param whiteTargets squares of black static pieces (White's targets)
   * @param blackTargets squares of white static pieces (Black's targets)
   */
  EndgameSolver(int[] whiteTargets, int[] blackTargets) {
    this.whiteTargets = whiteTargets;
    this.blackTargets = blackTargets;
    this.a = whiteTargets.length;
    this.b = blackTargets.length;
    this.value = new byte[64 * 64 << a << b << 1];
    solve();
  }

  private int index(int wk, int bk, int wm, int bm, boolean whiteToMove) {
    return ((((wk * 64 + bk) << a | wm) << b | bm) << 1) | (whiteToMove ? 0 : 1);
  }

  static long bits(int[] squares, int mask) {
    long r = 0L;
    for (int i = 0; i < squares.length; i++) {
      if ((mask >> i & 1) != 0) {
        r |= 1L << squares[i];
      }
    }
    return r;
  }

  static int mask(int[] squares, long bits) {
    int m = 0;
    for (int i = 0; i < squares.length; i++) {
      if ((bits >> squares[i] & 1L) != 0L) {
        m |= 1 << i;
      }
    }
    return m;
  }

  private boolean valid(int wk, int bk, long whitePieces, long blackPieces) {
    long all = whitePieces | blackPieces;
    return wk != bk && (all >> wk & 1L) == 0L && (all >> bk & 1L) == 0L;
  }

  private void solve() {
    for (int wk = 0; wk < 64; wk++) {
      for (int bk = 0; bk < 64; bk++) {
        for (int wm = 0; wm < 1 << a; wm++) {
          for (int bm = 0; bm < 1 << b; bm++) {
            long wp = bits(blackTargets, bm);
            long bp = bits(whiteTargets, wm);
            if (!valid(wk, bk, wp, bp)) {
              continue;
            }
            for (int s = 0; s < 2; s++) {
              boolean w = s == 0;
              int st = Rules.status(wk, bk, wp, bp, 0, 0, w, 0);
              if (st != Rules.ONGOING) {
                boolean whiteWon = st == Rules.WHITE_WINS;
                boolean blackWon = st == Rules.BLACK_WINS;
                value[index(wk, bk, wm, bm, w)] = whiteWon ? (w ? WON : LOST) : blackWon ? (w ? LOST : WON) : DRAWN;
              }
            }
          }
        }
      }
    }
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int wk = 0; wk < 64; wk++) {
        for (int bk = 0; bk < 64; bk++) {
          for (int wm = 0; wm < 1 << a; wm++) {
            for (int bm = 0; bm < 1 << b; bm++) {
              long wp = bits(blackTargets, bm);
              long bp = bits(whiteTargets, wm);
              if (!valid(wk, bk, wp, bp)) {
                continue;
              }
              for (int s = 0; s < 2; s++) {
                boolean w = s == 0;
                int i = index(wk, bk, wm, bm, w);
                if (value[i] != UNKNOWN) {
                  continue;
                }
                long jumps = w ? Rules.jumps(wk, wp, bk) : Rules.jumps(bk, bp, wk);
                boolean anyWin = false;
                boolean allLost = true;
                if (jumps == 0L) {
                  byte next = value[index(wk, bk, wm, bm, !w)];
                  anyWin = next == LOST;
                  allLost = next == WON;
                }
                for (long j = jumps; j != 0L; j &= j - 1) {
                  int to = Long.numberOfTrailingZeros(j);
                  byte next = w ? value[index(to, bk, mask(whiteTargets, bp & ~(1L << to)), bm, false)]
                      : value[index(wk, to, wm, mask(blackTargets, wp & ~(1L << to)), true)];
                  anyWin |= next == LOST;
                  allLost &= next == WON;
                }
                if (anyWin || allLost) {
                  value[i] = anyWin ? WON : LOST;
                  changed = true;
                }
              }
            }
          }
        }
      }
    }
  }

  /**
   * The exact result of a position for its side to move.
   *
   * @param p a position whose targets lie within this solver's squares
   * @return 1 won, 0 drawn, -1 lost
   */
  int value(KnightsPosition p) {
    if (p.isOver()) {
      return p.outcome().get().resultFor(p.sideToMove());
    }
    byte v = value[index(p.knightIndex(true), p.knightIndex(false), mask(whiteTargets, p.piecesBits(false)),
        mask(blackTargets, p.piecesBits(true)), p.isWhiteToMove())];
    return v == WON ? 1 : v == LOST ? -1 : 0;
  }
}
