package io.github.tabla.games.draughts;

import io.github.tabla.core.Piece;
import io.github.tabla.core.Placement;
import io.github.tabla.core.Role;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.games.draughts.capture.Capture;
import io.github.tabla.games.draughts.capture.CapturePriority;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.collection.TreeSet;
import java.util.ArrayList;
import java.util.List;

/**
 * A deliberately naive, independent reading of ID-5..ID-11 on file and rank coordinates, to check the
 * bitboard kernel against: every capture path found by plain recursion over a board array, ranked by
 * {@link CapturePriority#ITALIAN}.
 */
final class ReferenceRules {
  private ReferenceRules() {}

  private record Found(String text, Capture capture) {}

  /** The legal moves of a setup in the notation of ID-4, sorted as text. */
  static TreeSet<String> legal(Setup setup) {
    Seq<Found> captures = captures(setup);
    if (!captures.isEmpty()) {
      return TreeSet.ofAll(CapturePriority.ITALIAN.mustPlay(captures, Found::capture).map(Found::text));
    }
    return TreeSet.ofAll(steps(setup));
  }

  /** Every complete capture, whatever its priority. */
  static TreeSet<String> allCaptures(Setup setup) {
    return TreeSet.ofAll(captures(setup).map(Found::text));
  }

  private static Piece[][] board(Setup setup) {
    Piece[][] b = new Piece[8][8];
    for (Placement p : setup.placements()) {
      b[p.square().file()][p.square().rank()] = p.piece();
    }
    return b;
  }

  private static int forward(Side side) {
    return side == Side.WHITE ? 1 : -1;
  }

  private static boolean on(int f, int r) {
    return f >= 0 && f < 8 && r >= 0 && r < 8;
  }

  private static String name(int f, int r) {
    return String.valueOf(SquareNaming.draughtsNumber(Square.of(f, r).get()).get());
  }

  private static List<String> steps(Setup setup) {
    Piece[][] b = board(setup);
    List<String> out = new ArrayList<>();
    for (int f = 0; f < 8; f++) {
      for (int r = 0; r < 8; r++) {
        Piece p = b[f][r];
        if (p == null || p.side() != setup.turn()) {
          continue;
        }
        for (int df = -1; df <= 1; df += 2) {
          for (int dr = -1; dr <= 1; dr += 2) {
            if (p.role() == Role.MAN && dr != forward(p.side())) {
              continue;
            }
            if (on(f + df, r + dr) && b[f + df][r + dr] == null) {
              out.add(name(f, r) + "-" + name(f + df, r + dr));
            }
          }
        }
      }
    }
    return out;
  }

  private static Seq<Found> captures(Setup setup) {
    Piece[][] b = board(setup);
    List<Found> out = new ArrayList<>();
    for (int f = 0; f < 8; f++) {
      for (int r = 0; r < 8; r++) {
        Piece p = b[f][r];
        if (p == null || p.side() != setup.turn()) {
          continue;
        }
        b[f][r] = null; // the start square counts as empty (ID-11a)
        jump(b, p, f, r, new boolean[8][8], name(f, r), new ArrayList<>(), out);
        b[f][r] = p;
      }
    }
    return Array.ofAll(out);
  }

  private static void jump(Piece[][] b, Piece mover, int f, int r, boolean[][] taken, String text,
      List<Integer> kingJumps, List<Found> out) {
    int jumps = text.split("x").length - 1;
    boolean crowned = mover.role() == Role.MAN && r == (mover.side() == Side.WHITE ? 7 : 0);
    boolean extended = false;
    if (!crowned) {
      for (int df = -1; df <= 1; df += 2) {
        for (int dr = -1; dr <= 1; dr += 2) {
          if (mover.role() == Role.MAN && dr != forward(mover.side())) {
            continue;
          }
          int mf = f + df;
          int mr = r + dr;
          int lf = f + 2 * df;
          int lr = r + 2 * dr;
          if (!on(lf, lr) || b[lf][lr] != null) {
            continue;
          }
          Piece victim = b[mf][mr];
          if (victim == null || victim.side() == mover.side() || taken[mf][mr]) {
            continue;
          }
          if (mover.role() == Role.MAN && victim.role() == Role.KING) {
            continue;
          }
          extended = true;
          taken[mf][mr] = true;
          List<Integer> kj = new ArrayList<>(kingJumps);
          if (victim.role() == Role.KING) {
            kj.add(jumps + 1);
          }
          jump(b, mover, lf, lr, taken, text + "x" + name(lf, lr), kj, out);
          taken[mf][mr] = false;
        }
      }
    }
    if (!extended && jumps > 0) {
      out.add(new Found(text, new Capture(jumps, mover.role() == Role.KING, Array.ofAll(kingJumps))));
    }
  }
}
