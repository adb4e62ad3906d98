package io.github.tabla.games.buttons.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The kernel against plain square-by-square reference code written for this test. */
class KernelTest {
  private static final int[][] ROOK = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
  private static final int[][] QUEEN = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

  /** Steps square by square until the edge or the first occupied square, which is included. */
  private static long slide(int square, long occupied, int[][] directions) {
    long reach = 0L;
    for (int[] d : directions) {
      int f = (square & 7) + d[0];
      int r = (square >>> 3) + d[1];
      while (f >= 0 && f < 8 && r >= 0 && r < 8) {
        reach |= 1L << (r * 8 + f);
        if ((occupied & (1L << (r * 8 + f))) != 0L) {
          break;
        }
        f += d[0];
        r += d[1];
      }
    }
    return reach;
  }

  @Test
  void slidingLinesAgreeWithSteppingSquareBySquare() {
    SplittableRandom random = new SplittableRandom(3L);
    for (int i = 0; i < 20_000; i++) {
      long occupied = random.nextLong() & random.nextLong();
      int square = random.nextInt(64);
      assertEquals(slide(square, occupied, ROOK), Slides.rook(square, occupied));
      assertEquals(slide(square, occupied, QUEEN), Slides.queen(square, occupied));
    }
  }

  @Test
  void theLinesOfASquareAreWhereASliderGoesOnAnEmptyBoard() {
    for (int square = 0; square < 64; square++) {
      assertEquals(slide(square, 0L, ROOK), Slides.lines(square, false));
      assertEquals(slide(square, 0L, QUEEN), Slides.lines(square, true));
    }
  }

  @Test
  void betweenIsTheOpenLineOfTwoSquares() {
    for (int a = 0; a < 64; a++) {
      for (int b = 0; b < 64; b++) {
        long between = Slides.between(a, b);
        if (Slides.queenLine(a, b)) {
          // with nothing in between, the queen's line from a reaches b
          assertTrue((Slides.queen(a, 1L << b) & (1L << b)) != 0L);
          int df = Integer.signum((b & 7) - (a & 7));
          int dr = Integer.signum((b >>> 3) - (a >>> 3));
          long stepped = 0L;
          for (int s = a + 8 * dr + df; s != b; s += 8 * dr + df) {
            stepped |= 1L << s;
          }
          assertEquals(stepped, between);
        } else {
          assertEquals(0L, between);
        }
      }
    }
  }

  /** A perft over the reference slides, written without the kernel's move list. */
  private static long referencePerft(long[] q, long[] r, long buttons, int side, int left, int depth) {
    if (depth == 0) {
      return 1L;
    }
    int other = 1 - side;
    if (buttons == 0L || (q[0] | r[0]) == 0L || (q[1] | r[1]) == 0L || left == 0) {
      return 0L;
    }
    long mine = q[side] | r[side];
    long occupied = mine | q[other] | r[other] | buttons;
    long total = 0L;
    for (int from = 0; from < 64; from++) {
      long fromBit = 1L << from;
      if ((mine & fromBit) == 0L) {
        continue;
      }
      boolean queen = (q[side] & fromBit) != 0L;
      long targets = slide(from, occupied, queen ? QUEEN : ROOK) & ~mine;
      for (int to = 0; to < 64; to++) {
        long toBit = 1L << to;
        if ((targets & toBit) == 0L) {
          continue;
        }
        long[] q2 = q.clone();
        long[] r2 = r.clone();
        if (queen) {
          q2[side] ^= fromBit | toBit;
        } else {
          r2[side] ^= fromBit | toBit;
        }
        q2[other] &= ~toBit;
        r2[other] &= ~toBit;
        total += referencePerft(q2, r2, buttons & ~toBit, other, left - 1, depth - 1);
      }
    }
    return total;
  }

  @Test
  void perftAgreesWithTheReferenceFromBothStarts() {
    long[][] starts = {
        {1L << 3, 1L << 1, 1L << 59, 1L << 62},
        {1L << 3, (1L << 1) | (1L << 6), 1L << 59, (1L << 62) | (1L << 57)}};
    for (long[] s : starts) {
      for (int depth = 1; depth <= 3; depth++) {
        long kernel = perft(s[0], s[1], s[2], s[3], depth);
        long reference = referencePerft(new long[] {s[0], s[2]}, new long[] {s[1], s[3]}, Rules.BUTTON_SQUARES,
            Rules.WHITE, 30, depth);
        assertEquals(reference, kernel, "depth " + depth);
      }
    }
  }

  private static long perft(long whiteQueens, long whiteRooks, long blackQueens, long blackRooks, int depth) {
    long[] state = new long[ButtonsKernel.WORDS];
    ButtonsKernel.write(state, 0, whiteQueens, whiteRooks, blackQueens, blackRooks, Rules.BUTTON_SQUARES, 0, 0, 0, 0,
        false);
    return ButtonsKernel.INSTANCE.perft(state, 0, depth);
  }

  @Test
  void theStartPerftNumbers() {
    long[] standard = {1L, 24L, 595L, 16_994L, 475_544L};
    for (int d = 0; d < standard.length; d++) {
      assertEquals(standard[d], perft(1L << 3, 1L << 1, 1L << 59, 1L << 62, d));
    }
    long[] extra = {1L, 32L, 958L, 33_110L, 1_114_720L};
    for (int d = 0; d < extra.length; d++) {
      assertEquals(extra[d], perft(1L << 3, (1L << 1) | (1L << 6), 1L << 59, (1L << 62) | (1L << 57), d));
    }
  }

  @Test
  void lastMoveValueIsTheBestOfOneMove() {
    // a rook that can capture the enemy's last piece takes every button left
    long buttons = (1L << 24) | (1L << 31);
    assertEquals(200, Evaluation.lastMove(0L, 1L, 0L, 1L << 8, buttons));
    // a rook that sees a button collects it
    assertEquals(100, Evaluation.lastMove(0L, 1L, 0L, 1L << 9, buttons));
    // a rook that sees neither gains nothing
    assertEquals(0, Evaluation.lastMove(0L, 1L << 1, 0L, 1L << 63, 1L << 26 | 1L << 31));
  }

  @Test
  void maxGainIsOneButtonAMoveUnlessEveryEnemyPieceCanBeTaken() {
    assertEquals(3, Evaluation.maxGain(3, 4, 8));
    assertEquals(8, Evaluation.maxGain(2, 2, 8));
    assertEquals(2, Evaluation.maxGain(5, 6, 2));
  }
}
