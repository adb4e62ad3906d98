package io.github.tabla.games.draughts.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.robot.Cancellation;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The kernel search: its incremental keys, its limits, its determinism, its values of finished games. */
class EngineTest {

  @Test
  void incrementalKeysMatchTheKeysOfTheArrangement() {
    SplittableRandom random = new SplittableRandom(3L);
    MoveGenerator generator = new MoveGenerator();
    MoveList list = new MoveList();
    for (int g = 0; g < 50; g++) {
      int white = Geometry.WHITE_START;
      int black = Geometry.BLACK_START;
      int kings = 0;
      boolean wtm = true;
      for (int ply = 0; ply < 200; ply++) {
        int n = generator.generate(white, black, kings, wtm, list);
        if (n == 0) {
          break;
        }
        int i = random.nextInt(n);
        long m = list.move(i);
        long key = Zobrist.arrangement(white, black, kings, wtm);
        long child = Engine.childKey(key, kings, wtm, m, list.path(i));
        int moved = (int) (m >>> 32);
        int captured = (int) m;
        int k = kings & ~captured;
        if ((k & moved) != 0) {
          k ^= moved;
        }
        if (wtm) {
          white ^= moved;
          black &= ~captured;
        } else {
          black ^= moved;
          white &= ~captured;
        }
        kings = k | (white & Geometry.WHITE_CROWN_ROW) | (black & Geometry.BLACK_CROWN_ROW);
        wtm = !wtm;
        assertEquals(Zobrist.arrangement(white, black, kings, wtm), child);
      }
    }
  }

  @Test
  void nodeLimitsAreExactAndSearchesRepeatThemselves() {
    Engine a = new Engine(Evaluation.TUNED, null, true, 1 << 14);
    Engine b = new Engine(Evaluation.TUNED, null, true, 1 << 14);
    for (long limit : new long[] {1, 50, 1_000, 25_000}) {
      a.limit(limit, 60, 0L, new Cancellation());
      b.limit(limit, 60, 0L, new Cancellation());
      a.think(Geometry.WHITE_START, Geometry.BLACK_START, 0, true, 0);
      b.think(Geometry.WHITE_START, Geometry.BLACK_START, 0, true, 0);
      assertTrue(a.nodes() <= limit);
      assertEquals(a.nodes(), b.nodes());
      assertEquals(a.bestIndex(), b.bestIndex());
      assertEquals(a.value(), b.value());
      assertEquals(a.depth(), b.depth());
    }
    // the same engine reused gives the same answer as a fresh one
    a.limit(25_000, 60, 0L, new Cancellation());
    a.think(Geometry.WHITE_START, Geometry.BLACK_START, 0, true, 0);
    assertEquals(a.nodes(), b.nodes());
  }

  @Test
  void id12_aSideWithoutMovesHasLostAndTheSearchSeesItComing() {
    // White king 18 takes the last black man on 14: a win in one ply
    Engine e = new Engine(Evaluation.TUNED, null, true, 1 << 10);
    e.limit(Long.MAX_VALUE, 10, 0L, new Cancellation());
    e.think(1 << 17, 1 << 13, 1 << 17, true, 0);
    assertEquals(Engine.WIN - 1, e.value());
    assertTrue(e.exact());
    assertEquals(1, e.depth());
  }

  @Test
  void id13_theNoProgressDrawIsSeenWhenTheRuleIsOn() {
    // two white kings and one black king: a table win, but with the counter at 79 only one ply is left
    EndgameTables tables = EndgameTables.generate(3, new Cancellation());
    int white = 1 << 0 | 1 << 1;
    int black = 1 << 31;
    int kings = white | black;
    int v = tables.probe(white, black, kings, true);
    assertTrue(EndgameTables.isWin(v) && EndgameTables.distance(v) > 1, "value " + v);
    Engine fid = new Engine(Evaluation.TUNED, tables, true, 1 << 12);
    fid.limit(200_000, 8, 0L, new Cancellation());
    fid.think(white, black, kings, true, 79);
    assertEquals(0, fid.value());
    Engine none = new Engine(Evaluation.TUNED, tables, false, 1 << 12);
    none.limit(200_000, 8, 0L, new Cancellation());
    none.think(white, black, kings, true, 79);
    assertEquals(Engine.WIN - EndgameTables.distance(v), none.value());
    assertTrue(none.exact());
  }
}
