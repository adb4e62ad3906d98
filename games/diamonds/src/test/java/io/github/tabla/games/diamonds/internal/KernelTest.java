package io.github.tabla.games.diamonds.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.BoardShape;
import io.github.tabla.core.Square;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/** The kernel's geometry against square-by-square references written with {@link Square#offset}. */
class KernelTest {

  @Test
  void kd2_kd3_stepsAgreeWithAReferenceGeneratorForEveryPairOfKings() {
    for (Square own : BoardShape.EIGHT_BY_EIGHT.squares()) {
      for (Square other : BoardShape.EIGHT_BY_EIGHT.squares()) {
        if (own.distance(other) <= 1) {
          continue;
        }
        long expected = 0L;
        for (int df = -1; df <= 1; df++) {
          for (int dr = -1; dr <= 1; dr++) {
            Option<Square> to = own.offset(df, dr);
            if ((df != 0 || dr != 0) && to.isDefined() && to.get().distance(other) >= 2) {
              expected |= 1L << to.get().index();
            }
          }
        }
        assertEquals(expected, Board.legalSteps(own.index(), other.index()), own + " against " + other);
        assertTrue(expected != 0L, "KD-9: a king always has a step");
      }
    }
  }

  @Test
  void theFieldIsC3ToF6() {
    assertEquals(16, Long.bitCount(Board.FIELD));
    for (int bit = 0; bit < 16; bit++) {
      Square s = Square.at(Board.fieldSquare(bit));
      assertTrue(s.file() >= 2 && s.file() <= 5 && s.rank() >= 2 && s.rank() <= 5, s.toString());
      assertEquals(bit, Board.fieldBit(s.index()));
    }
    assertEquals(Board.FIELD, Board.toBoard(Board.ALL_DIAMONDS));
    for (int set = 0; set < 1 << 16; set++) {
      assertEquals(set, Board.toFieldSet(Board.toBoard(set)), "set " + set);
      assertEquals(set, Board.toFieldSet(Board.toBoard(set) | ~Board.FIELD), "set " + set + " with squares off the field");
    }
    for (int bit = 0; bit < 16; bit++) {
      assertEquals(1 << bit, Board.toFieldSet(1L << Board.fieldSquare(bit)), "bit " + bit);
    }
    assertEquals(Board.ALL_DIAMONDS, Board.toFieldSet(Board.FIELD));
  }

  @Test
  void nearestDiamondIsTheSmallestKingDistance() {
    for (int square = 0; square < 64; square += 3) {
      for (int set = 0; set < 65536; set += 97) {
        int expected = Board.FAR;
        for (int bit = 0; bit < 16; bit++) {
          if ((set >>> bit & 1) != 0) {
            expected = Math.min(expected, Board.distance(square, Board.fieldSquare(bit)));
          }
        }
        assertEquals(expected, Board.nearestDiamond(square, set));
      }
    }
  }

  @Test
  void everyPairOfKingsHasACanonicalPairInItsClass() {
    int[] seen = new int[Symmetry.PAIRS];
    for (int a = 0; a < 64; a++) {
      for (int b = 0; b < 64; b++) {
        if (Board.distance(a, b) <= 1) {
          continue;
        }
        int pair = Symmetry.pairIndex(a, b);
        int g = Symmetry.pairSymmetry(a, b);
        assertEquals(Symmetry.canonicalMover(pair), Symmetry.map(g, a));
        assertEquals(Symmetry.canonicalOther(pair), Symmetry.map(g, b));
        seen[pair]++;
        // a diamond set moves with the kings
        for (int bit = 0; bit < 16; bit++) {
          int image = Symmetry.transform(g, 1 << bit);
          assertEquals(Symmetry.map(g, Board.fieldSquare(bit)), Board.fieldSquare(Integer.numberOfTrailingZeros(image)));
        }
      }
    }
    for (int count : seen) {
      assertTrue(count >= 1 && count <= 8);
    }
  }

  @Test
  void perftCountsMovePaths() {
    long[] s = new long[DiamondsKernel.WORDS];
    DiamondsKernel.start(s, 0);
    assertEquals(5L, DiamondsKernel.INSTANCE.perft(s, 0, 1));
    assertEquals(25L, DiamondsKernel.INSTANCE.perft(s, 0, 2));
    // the move limit ends the round after the last ply: White has made its 40 moves, Black 39
    DiamondsKernel.write(s, 0, Board.WHITE_START, Board.BLACK_START, Board.FIELD, 40, 39, 0, 0, true);
    assertEquals(5L, DiamondsKernel.INSTANCE.perft(s, 0, 1));
    assertEquals(0L, DiamondsKernel.INSTANCE.perft(s, 0, 2));
  }

  @Test
  void kd4_aStepOntoADiamondCollectsItAndTheKeyFollows() {
    long[] s = new long[2 * DiamondsKernel.WORDS];
    // White's king on d2 steps to d3, a diamond
    DiamondsKernel.write(s, 0, 11, Board.BLACK_START, Board.FIELD, 3, 3, 0, 0, false);
    DiamondsKernel.INSTANCE.make(s, 0, 19, s, DiamondsKernel.WORDS);
    int next = DiamondsKernel.WORDS;
    assertEquals(19, DiamondsKernel.king(s, next, 0));
    assertEquals(1, DiamondsKernel.points(s, next, 0));
    assertEquals(15, Long.bitCount(DiamondsKernel.diamonds(s, next)));
    assertEquals(4, DiamondsKernel.movesMade(s, next, 0));
    assertTrue(DiamondsKernel.blackToMove(s, next));
    assertEquals(DiamondsKernel.INSTANCE.keyFromScratch(s, next), DiamondsKernel.INSTANCE.key(s, next));
    // the source state is left as it was
    assertEquals(11, DiamondsKernel.king(s, 0, 0));
    assertEquals(16, Long.bitCount(DiamondsKernel.diamonds(s, 0)));
  }
}
