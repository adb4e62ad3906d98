package io.github.tabla.games.draughts.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.robot.Cancellation;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The endgame tables against a plain full-width search to the end: from a sample of positions, every
 * position they can reach is generated forward, and their values are found by minimax over that graph
 * one ply of horizon at a time, with no index, no unmove and no queue. Both must agree on win, loss and
 * distance everywhere, and what the minimax leaves undecided at the longest distance must be drawn.
 */
class EndgameTablesTest {
  private static EndgameTables tables;

  @BeforeAll
  static void generate() {
    tables = EndgameTables.generate(3, new Cancellation());
  }

  /** A random position with a number of pieces, both sides having at least one; men never on their far row. */
  static int[] randomPosition(SplittableRandom random, int pieces) {
    while (true) {
      int white = 0;
      int black = 0;
      int kings = 0;
      int occupied = 0;
      for (int p = 0; p < pieces; p++) {
        int sq;
        do {
          sq = random.nextInt(32);
        } while ((occupied & (1 << sq)) != 0);
        int bit = 1 << sq;
        occupied |= bit;
        boolean whitePiece = p == 0 || p != 1 && random.nextBoolean();
        boolean king = random.nextInt(3) == 0
            || whitePiece && (bit & Geometry.WHITE_CROWN_ROW) != 0
            || !whitePiece && (bit & Geometry.BLACK_CROWN_ROW) != 0;
        if (whitePiece) {
          white |= bit;
        } else {
          black |= bit;
        }
        if (king) {
          kings |= bit;
        }
      }
      return new int[] {white, black, kings, random.nextBoolean() ? 1 : 0};
    }
  }

  private static long key(int white, int black, int kings, boolean whiteToMove) {
    return Zobrist.arrangement(white, black, kings, whiteToMove);
  }

  private static final class Graph {
    final List<int[]> positions = new ArrayList<>();
    final List<int[]> children = new ArrayList<>();
    final Map<Long, Integer> index = new HashMap<>();

    int add(int white, int black, int kings, boolean whiteToMove) {
      long k = key(white, black, kings, whiteToMove);
      Integer i = index.get(k);
      if (i != null) {
        return i;
      }
      int n = positions.size();
      positions.add(new int[] {white, black, kings, whiteToMove ? 1 : 0});
      children.add(null);
      index.put(k, n);
      return n;
    }
  }

  /** Every position reachable from the starts, with the indices of its children. */
  private static Graph closure(List<int[]> starts) {
    Graph g = new Graph();
    ArrayDeque<Integer> todo = new ArrayDeque<>();
    for (int[] s : starts) {
      todo.add(g.add(s[0], s[1], s[2], s[3] == 1));
    }
    MoveGenerator generator = new MoveGenerator();
    MoveList list = new MoveList();
    while (!todo.isEmpty()) {
      int i = todo.poll();
      if (g.children.get(i) != null) {
        continue;
      }
      int[] p = g.positions.get(i);
      boolean wtm = p[3] == 1;
      int n = (wtm ? p[0] : p[1]) == 0 ? 0 : generator.generate(p[0], p[1], p[2], wtm, list);
      int[] kids = new int[n];
      for (int j = 0; j < n; j++) {
        long m = list.move(j);
        int moved = (int) (m >>> 32);
        int captured = (int) m;
        int k = p[2] & ~captured;
        if ((k & moved) != 0) {
          k ^= moved;
        }
        int w = wtm ? p[0] ^ moved : p[0] & ~captured;
        int b = wtm ? p[1] & ~captured : p[1] ^ moved;
        k |= (w & Geometry.WHITE_CROWN_ROW) | (b & Geometry.BLACK_CROWN_ROW);
        kids[j] = g.add(w, b, k, !wtm);
        if (g.children.get(kids[j]) == null) {
          todo.add(kids[j]);
        }
      }
      g.children.set(i, kids);
    }
    return g;
  }

  /**
   * Minimax with a horizon growing one ply at a time: value[i] is 1 + plies to a forced end (odd: the
   * side to move wins), or 0 while undecided.
   */
  private static int[] minimax(Graph g, int horizon) {
    int n = g.positions.size();
    int[] value = new int[n];
    for (int i = 0; i < n; i++) {
      if (g.children.get(i).length == 0) {
        value[i] = 1;  // no piece or no move: lost now (ID-12)
      }
    }
    for (int h = 1; h <= horizon; h++) {
      int[] next = value.clone();
      for (int i = 0; i < n; i++) {
        int[] kids = g.children.get(i);
        if (kids.length == 0 || value[i] != 0) {
          continue;
        }
        int quickestWin = Integer.MAX_VALUE;
        int slowestLoss = -1;
        boolean allWon = true;
        for (int c : kids) {
          int v = value[c];
          if (v != 0 && (v - 1) % 2 == 0) {
            quickestWin = Math.min(quickestWin, v - 1 + 1);
          }
          if (v != 0 && (v - 1) % 2 == 1) {
            slowestLoss = Math.max(slowestLoss, v - 1 + 1);
          } else {
            allWon = false;
          }
        }
        if (quickestWin != Integer.MAX_VALUE) {
          next[i] = quickestWin + 1;
        } else if (allWon) {
          next[i] = slowestLoss + 1;
        }
      }
      value = next;
    }
    return value;
  }

  @Test
  void id12_tablesAgreeWithAFullWidthSearchToTheEnd() {
    SplittableRandom random = new SplittableRandom(12L);
    List<int[]> sample = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      sample.add(randomPosition(random, 2 + random.nextInt(2)));
    }
    Graph g = closure(sample);
    int[] value = minimax(g, tables.longestWin() + 2);
    int decided = 0;
    for (int i = 0; i < g.positions.size(); i++) {
      int[] p = g.positions.get(i);
      if (p[0] == 0 || p[1] == 0) {
        continue;
      }
      int expected = value[i];
      int actual = tables.probe(p[0], p[1], p[2], p[3] == 1);
      int at = i;
      assertEquals(expected, actual, () -> "position " + at + " W " + Integer.toHexString(p[0]) + " B "
          + Integer.toHexString(p[1]) + " K " + Integer.toHexString(p[2]) + " white to move " + p[3]);
      if (actual != 0) {
        decided++;
      }
    }
    assertTrue(g.positions.size() > 10_000, "the sample reaches " + g.positions.size() + " positions");
    assertTrue(decided > 1_000, "decided " + decided);
  }

  @Test
  void countsOfTheTablesUpToThreePieces() {
    // regression figures of the first generation, checked against the full-width search above
    assertEquals(3, tables.maxPieces());
    assertEquals(399_040L, tables.positions());
    assertEquals(tables.positions(), tables.wins() + tables.draws() + tables.losses());
    assertEquals(65, tables.longestWin());
  }

  @Test
  void id5_aLoneManAgainstALoneKingCannotCaptureIt() {
    // white man 22, black king 18 in front of it: the man may not take the king (ID-5), it must step
    int white = 1 << 21;
    int black = 1 << 17;
    int kings = black;
    int v = tables.probe(white, black, kings, true);
    assertTrue(v != EndgameTables.NOT_FOUND);
    // the king takes the man sooner or later: the man cannot escape alone
    assertTrue(EndgameTables.isLoss(v), "value " + v);
  }

  @Test
  void indexIsABijectionOnEverySignature() {
    int[] out = new int[3];
    int[][] signatures = {{1, 0, 1, 0}, {0, 2, 0, 1}, {1, 1, 1, 0}, {2, 0, 0, 1}, {0, 1, 2, 0}};
    for (int[] s : signatures) {
      int men = s[0] + s[2];
      int size = EndgameTablesTestAccess.size(s[0], s[1], s[2], s[3]);
      int valid = 0;
      for (int idx = 0; idx < size; idx++) {
        if (!EndgameTables.decode(idx, s[0], s[1], s[2], s[3], out)) {
          continue;
        }
        valid++;
        assertEquals(idx, EndgameTables.index(out[0], out[1], out[2], (idx & 1) == 0));
        assertEquals(s[0] + s[1], Integer.bitCount(out[0]));
        assertEquals(s[2] + s[3], Integer.bitCount(out[1]));
        assertEquals(0, out[0] & out[1]);
        assertEquals(0, out[0] & ~out[2] & Geometry.WHITE_CROWN_ROW);
        assertEquals(0, out[1] & ~out[2] & Geometry.BLACK_CROWN_ROW);
      }
      assertTrue(valid > 0 && men >= 0);
    }
  }

  @Test
  void tablesOfThreePiecesWinBeforeTheNoProgressDraw() {
    assertTrue(tables.longestRunWithoutProgress() <= DraughtsKernel.NO_PROGRESS_LIMIT);
  }
}
