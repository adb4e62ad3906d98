package io.github.tabla.games.draughts.variants;

import io.github.tabla.games.draughts.DraughtsRules;
import io.github.tabla.games.draughts.capture.Capture;
import io.vavr.collection.Array;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;

/**
 * A second move generator for every {@link DraughtsRules}, written as plainly as the rule pages read and
 * sharing no code with the library's: a board of rows and columns, every capture followed square by
 * square (every square a flying king may stop on is tried), the priority applied by the comparator. Slow,
 * and meant to be: tests compare the library's generator with it.
 *
 * <p>Squares are (row, column) with row 0 at the top (Black's side), seen from White; {@code board[r][c]}
 * is 0 for empty, 1 a White man, 2 a White king, -1 a Black man, -2 a Black king. Under
 * {@link DraughtsRules.CaptureLines#ORTHOGONAL} every square plays and pieces go along files and ranks only.
 */
final class PlainRules {
  private final DraughtsRules rules;
  private final int n;
  private final boolean linesOnly;

  PlainRules(DraughtsRules rules) {
    this.rules = rules;
    this.n = rules.size();
    this.linesOnly = rules.captureLines() == DraughtsRules.CaptureLines.ORTHOGONAL;
  }

  /**
   * The legal moves as "from>to x captured-squares crowned" strings, one per distinct identity, sorted;
   * squares are {@code r*n+c}.
   */
  TreeSet<String> moves(int[][] board, boolean whiteToMove) {
    int me = whiteToMove ? 1 : -1;
    List<Found> captures = new ArrayList<>();
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < n; c++) {
        if (board[r][c] * me > 0) {
          boolean king = Math.abs(board[r][c]) == 2;
          int[][] b = copy(board);
          b[r][c] = 0; // the start square counts as empty
          search(b, me, r * n + c, r, c, king, king, false, new ArrayList<>(), new ArrayList<>(), captures, null);
        }
      }
    }
    TreeSet<String> out = new TreeSet<>();
    if (!captures.isEmpty()) {
      Capture best = null;
      for (Found f : captures) {
        if (best == null || rules.capturePriority().compare(f.describe(), best) < 0) {
          best = f.describe();
        }
      }
      for (Found f : captures) {
        if (rules.capturePriority().compare(f.describe(), best) == 0) {
          out.add(f.from + ">" + f.to + " x" + new TreeSet<>(f.taken) + (f.crowned ? " K" : ""));
        }
      }
      return out;
    }
    int forward = whiteToMove ? -1 : 1;
    int[][] steps = linesOnly ? new int[][] {{-1, 0}, {1, 0}, {0, -1}, {0, 1}}
        : new int[][] {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}};
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < n; c++) {
        int p = board[r][c] * me;
        if (p <= 0) {
          continue;
        }
        for (int[] step : steps) {
          int dr = step[0];
          int dc = step[1];
          {
            // a man steps forward (and sideways along the ranks), never back
            if (p == 1 && dr != forward && !(linesOnly && dr == 0)) {
              continue;
            }
            for (int k = 1; on(r + k * dr, c + k * dc) && board[r + k * dr][c + k * dc] == 0; k++) {
              int tr = r + k * dr;
              boolean crowned = p == 1 && tr == (whiteToMove ? 0 : n - 1);
              out.add((r * n + c) + ">" + (tr * n + c + k * dc) + " x[]" + (crowned ? " K" : ""));
              if (p == 1 || rules.kingRange() == DraughtsRules.KingRange.SHORT) {
                break;
              }
            }
          }
        }
      }
    }
    return out;
  }

  /** A complete capture. */
  private record Found(int from, int to, List<Integer> taken, List<Integer> kingJumps, boolean byKing,
      boolean crowned) {
    Capture describe() {
      return new Capture(taken.size(), byKing, Array.ofAll(kingJumps));
    }
  }

  private boolean on(int r, int c) {
    return r >= 0 && r < n && c >= 0 && c < n;
  }

  /**
   * The jumps the piece on (r, c) can make now: {dr, dc, takenRow, takenCol, landRow, landCol}; not back
   * along {@code came} (the last jump's direction) when the rules forbid turning back.
   */
  private List<int[]> jumps(int[][] b, int me, int r, int c, boolean king, List<Integer> taken, int @Nullable [] came) {
    List<int[]> out = new ArrayList<>();
    int forward = me == 1 ? -1 : 1;
    boolean flying = king && rules.kingRange() == DraughtsRules.KingRange.FLYING;
    boolean orthogonal = rules.captureLines() == DraughtsRules.CaptureLines.DIAGONAL_AND_ORTHOGONAL;
    // the diagonals, then the files and ranks: a step along those is two squares, to the same colour; on
    // the full board of lines only, one square
    int[][] lines = linesOnly ? new int[][] {{0, -1}, {0, 1}, {-1, 0}, {1, 0}}
        : java.util.Arrays.copyOf(new int[][] {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}, {0, -2}, {0, 2}, {-2, 0}, {2, 0}},
            orthogonal ? 8 : 4);
    boolean noTurningBack = !rules.captureTurnsBack() && rules.removal() == DraughtsRules.Removal.AT_ONCE;
    for (int[] line : lines) {
      int dr = line[0];
      int dc = line[1];
      if (!king && dr != forward && rules.manCaptures() == DraughtsRules.ManCaptures.FORWARD
          && !(linesOnly && dr == 0)) {
        continue;
      }
      if (noTurningBack && came != null && Integer.signum(dr) == -Integer.signum(came[0])
          && Integer.signum(dc) == -Integer.signum(came[1])) {
        continue;
      }
      int tr = r + dr;
      int tc = c + dc;
      while (flying && on(tr, tc) && b[tr][tc] == 0) {
        tr += dr;
        tc += dc;
      }
      if (!on(tr, tc) || b[tr][tc] * me >= 0 || taken.contains(tr * n + tc)) {
        continue;
      }
      if (!king && !rules.menCaptureKings() && Math.abs(b[tr][tc]) == 2) {
        continue;
      }
      for (int lr = tr + dr, lc = tc + dc; on(lr, lc) && b[lr][lc] == 0; lr += dr, lc += dc) {
        out.add(new int[] {dr, dc, tr, tc, lr, lc});
        if (!flying || rules.kingLanding() == DraughtsRules.KingLanding.JUST_BEHIND) {
          break;
        }
      }
    }
    return out;
  }

  private void search(int[][] b, int me, int from, int r, int c, boolean king, boolean byKing, boolean crowned,
      List<Integer> taken, List<Integer> kingJumps, List<Found> out, int @Nullable [] came) {
    List<int[]> jumps = jumps(b, me, r, c, king, taken, came);
    // a flying king must stop where it can go on capturing, if there is such a square
    List<int[]> allowed = new ArrayList<>();
    List<int[]> goOn = new ArrayList<>();
    for (int[] j : jumps) {
      allowed.add(j);
    }
    if (!taken.isEmpty() || !jumps.isEmpty()) {
      for (int[] j : jumps) {
        int t = j[2] * n + j[3];
        int saved = b[j[2]][j[3]];
        List<Integer> taken2 = new ArrayList<>(taken);
        taken2.add(t);
        if (rules.removal() == DraughtsRules.Removal.AT_ONCE) {
          b[j[2]][j[3]] = 0;
        }
        boolean more = !jumpsAfter(b, me, j[4], j[5], king, taken2, j).isEmpty();
        b[j[2]][j[3]] = saved;
        if (more) {
          goOn.add(j);
        }
      }
    }
    if (jumps.isEmpty()) {
      if (!taken.isEmpty()) {
        boolean crown = !king && r == (me == 1 ? 0 : n - 1);
        out.add(new Found(from, r * n + c, taken, kingJumps, byKing, crowned || crown));
      }
      return;
    }
    for (int[] j : allowed) {
      // among the landing squares of one jump, those where it cannot go on are allowed only if none can
      boolean sameJumpGoesOn = false;
      for (int[] g : goOn) {
        if (g[2] == j[2] && g[3] == j[3] && g[0] == j[0] && g[1] == j[1]) {
          sameJumpGoesOn = true;
        }
      }
      boolean thisGoesOn = goOn.contains(j);
      if (sameJumpGoesOn && !thisGoesOn) {
        continue;
      }
      int t = j[2] * n + j[3];
      int saved = b[j[2]][j[3]];
      List<Integer> taken2 = new ArrayList<>(taken);
      taken2.add(t);
      List<Integer> kings2 = new ArrayList<>(kingJumps);
      if (Math.abs(saved) == 2) {
        kings2.add(taken2.size());
      }
      if (rules.removal() == DraughtsRules.Removal.AT_ONCE) {
        b[j[2]][j[3]] = 0;
      }
      int lr = j[4];
      int lc = j[5];
      boolean farRow = !king && lr == (me == 1 ? 0 : n - 1);
      if (farRow && rules.farRowInCapture() == DraughtsRules.FarRowInCapture.STOPS) {
        out.add(new Found(from, lr * n + lc, taken2, kings2, byKing, true));
      } else if (farRow && rules.farRowInCapture() == DraughtsRules.FarRowInCapture.CROWNED_GOES_ON_AS_KING) {
        search(b, me, from, lr, lc, true, byKing, true, taken2, kings2, out, j);
      } else {
        search(b, me, from, lr, lc, king, byKing, crowned, taken2, kings2, out, j);
      }
      b[j[2]][j[3]] = saved;
    }
  }

  private List<int[]> jumpsAfter(int[][] b, int me, int r, int c, boolean king, List<Integer> taken, int[] came) {
    boolean farRow = !king && r == (me == 1 ? 0 : n - 1);
    if (farRow && rules.farRowInCapture() == DraughtsRules.FarRowInCapture.STOPS) {
      return List.of();
    }
    boolean asKing = king || farRow && rules.farRowInCapture() == DraughtsRules.FarRowInCapture.CROWNED_GOES_ON_AS_KING;
    return jumps(b, me, r, c, asKing, taken, came);
  }

  private static int[][] copy(int[][] b) {
    int[][] c = new int[b.length][];
    for (int i = 0; i < b.length; i++) {
      c[i] = b[i].clone();
    }
    return c;
  }
}
