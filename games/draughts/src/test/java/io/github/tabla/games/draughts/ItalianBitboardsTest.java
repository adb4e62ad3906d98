package io.github.tabla.games.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.games.draughts.internal.DraughtsKernel;
import io.github.tabla.games.draughts.internal.Geometry;
import io.github.tabla.games.draughts.internal.MoveGenerator;
import io.github.tabla.games.draughts.internal.MoveList;
import io.github.tabla.games.draughts.internal.VariantSquares;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The Italian game's 32-square bitboards and the layout of the one rules-driven generator: the squares
 * turned from one to the other are the same squares by their numbers (ID-2), which the game's bulk perft
 * and its captures rely on; and the captures come back in the order the game's Robot has always searched
 * them in, each ending where its path says.
 */
class ItalianBitboardsTest {
  private static final VariantSquares SQUARES = new VariantSquares(DraughtsRules.ITALIAN);

  @Test
  void everySquareTurnedIntoTheLayoutIsTheSquareOfTheSameNumber() {
    for (int i = 0; i < Geometry.SQUARES; i++) {
      int bit = SQUARES.bit(String.valueOf(i + 1));
      assertEquals(1L << bit, Geometry.toLayout(1 << i), "square " + (i + 1));
      assertEquals(1 << i, Geometry.fromLayout(1L << bit), "square " + (i + 1));
      assertEquals(i, Geometry.fromLayoutBit(bit), "square " + (i + 1));
    }
  }

  @Test
  void setsGoToTheLayoutAndBackUnchanged() {
    SplittableRandom random = new SplittableRandom(22);
    for (int n = 0; n < 10_000; n++) {
      int squares = random.nextInt();
      long bits = Geometry.toLayout(squares);
      assertEquals(Integer.bitCount(squares), Long.bitCount(bits));
      assertEquals(squares, Geometry.fromLayout(bits));
    }
    // the layout's unused bits (one after each pair of rows) are no square
    assertEquals(0, Geometry.fromLayout(1L << 8 | 1L << 17 | 1L << 26));
  }

  @Test
  void capturesComeInTheOrderOfASearchFromEachOriginInTurnAndTheKernelListsThemSo() {
    SplittableRandom random = new SplittableRandom(2212L);
    MoveGenerator generator = new MoveGenerator();
    MoveList list = new MoveList();
    DraughtsKernel kernel = DraughtsKernel.of(false);
    long[] state = new long[DraughtsKernel.WORDS];
    long[] moves = new long[DraughtsKernel.MAX_MOVES];
    int manyCaptures = 0;
    for (int i = 0; i < 3000; i++) {
      DraughtsPosition p = Fen.GAME.fromSetup(KernelConsistencyTest.randomSetup(random)).get();
      int w = p.whiteBits();
      int b = p.blackBits();
      int k = p.kingBits();
      int jumpers = MoveGenerator.jumpers(w, b, k, p.whiteToMove());
      if (jumpers == 0) {
        continue;
      }
      int n = generator.captures(w, b, k, p.whiteToMove(), jumpers, list);
      for (int m = 1; m < n; m++) {
        String before = searchOrder(list.path(m - 1), list.move(m - 1));
        assertTrue(before.compareTo(searchOrder(list.path(m), list.move(m))) < 0, p::toString);
      }
      manyCaptures += n > 1 ? 1 : 0;
      DraughtsKernel.write(state, 0, w, b, k, p.whiteToMove(), 0, 0, 0);
      assertEquals(n, kernel.moves(state, 0, moves, 0), p::toString);
      for (int m = 0; m < n; m++) {
        assertEquals(DraughtsKernel.move(list.path(m), (int) list.move(m)), moves[m], p::toString);
        // where the path ends: the moved bits, but the origin (a king's capture may end where it began)
        int moved = (int) (list.move(m) >>> 32);
        int from = MoveGenerator.origin(list.path(m));
        int end = moved == 0 ? from : Integer.numberOfTrailingZeros(moved & ~(1 << from));
        assertEquals(end, DraughtsKernel.destination(moves[m]), p::toString);
      }
    }
    // the order is worth checking only if many positions have several captures
    assertTrue(manyCaptures > 300, "positions with several captures: " + manyCaptures);
  }

  @Test
  void bitboardsWithMorePiecesThanTheRulesAllowStillListEveryStep() {
    // sixteen White kings on every other row, the rows between them empty: more steps than twelve pieces have
    int kings = 0xF0F0_F0F0;
    int expected = 0;
    for (int s = 0; s < Geometry.SQUARES; s++) {
      for (int d = 0; (kings & 1 << s) != 0 && d < 4; d++) {
        int to = Geometry.neighbour(d, s);
        expected += to >= 0 && (kings & 1 << to) == 0 ? 1 : 0;
      }
    }
    assertEquals(49, expected);
    // a buffer of three grows as the steps come
    MoveList list = new MoveList(3);
    assertEquals(expected, new MoveGenerator().generate(kings, 0, kings, true, list));
    assertEquals(expected, list.size());
  }

  /** A capture's origin and its directions, first jump first, as text that sorts in that order. */
  private static String searchOrder(int path, long move) {
    StringBuilder s = new StringBuilder(String.format("%02d", MoveGenerator.origin(path)));
    for (int j = 0; j < Integer.bitCount((int) move); j++) {
      s.append(MoveGenerator.direction(path, j));
    }
    return s.toString();
  }
}
