package io.github.tabla.games.draughts.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.github.tabla.games.draughts.DraughtsRules;
import io.github.tabla.games.draughts.internal.VariantEvaluation.Weights;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The evaluation of the wide kernel's states ({@link WideEvaluation}): on a board both kernels play it judges
 * as {@link VariantEvaluation} does, and on 12×12 the start is level and both colours are judged alike.
 */
class WideEvaluationTest {
  private static final List<Weights> WEIGHTS = List.of(Weights.PLAIN, new Weights(150, 3, 12, 8, -4),
      new Weights(300, 2, 12, 16, -10));

  @Test
  void onTenByTenItJudgesAsTheBitboardEvaluation() {
    Layout l = Layout.of(10);
    SplittableRandom random = new SplittableRandom(10);
    for (Weights w : WEIGHTS) {
      VariantEvaluation narrow = new VariantEvaluation(l, w);
      WideEvaluation wide = new WideEvaluation(DraughtsRules.INTERNATIONAL, w);
      WideGenerator g = new WideGenerator(DraughtsRules.INTERNATIONAL, true, new int[0], true,
          (a, b, c, d, e, f) -> 0, new io.github.tabla.games.draughts.capture.Criterion.Worth(1, 1));
      for (int i = 0; i < 500; i++) {
        long white = 0L;
        long black = 0L;
        long kings = 0L;
        long[] state = new long[8];
        for (int k = 0; k < l.squares; k++) {
          int r = random.nextInt(6);
          boolean king = r < 2 && random.nextInt(4) == 0;
          if (r == 0) {
            white |= 1L << l.bit(k);
            state[0 + (g.bit(k) >> 6)] |= 1L << g.bit(k);
          } else if (r == 1) {
            black |= 1L << l.bit(k);
            state[2 + (g.bit(k) >> 6)] |= 1L << g.bit(k);
          }
          if (king) {
            kings |= 1L << l.bit(k);
            state[4 + (g.bit(k) >> 6)] |= 1L << g.bit(k);
          }
        }
        boolean whiteToMove = random.nextBoolean();
        state[6] = whiteToMove ? 0L : 1L;
        long[] narrowState = {white, black, kings, whiteToMove ? 0L : 1L, 0L};
        assertEquals(narrow.evaluate(narrowState, 0), wide.evaluate(state, 0), "position " + i);
      }
    }
  }

  @Test
  void onTwelveByTwelveTheStartIsLevelAndBothColoursAlike() {
    WideGenerator g = new WideGenerator(DraughtsRules.CANADIAN, true, new int[0], true, (a, b, c, d, e, f) -> 0,
        new io.github.tabla.games.draughts.capture.Criterion.Worth(1, 1));
    for (Weights w : WEIGHTS) {
      WideEvaluation e = new WideEvaluation(DraughtsRules.CANADIAN, w);
      long[] start = WidePerft.start(DraughtsRules.CANADIAN);
      assertEquals(0, e.evaluate(new long[] {start[0], start[1], start[2], start[3], 0L, 0L, 0L, 0L}, 0));
      SplittableRandom random = new SplittableRandom(12);
      for (int i = 0; i < 300; i++) {
        long[] state = new long[8];
        long[] turned = new long[8];
        for (int k = 0; k < g.squares; k++) {
          int r = random.nextInt(6);
          if (r > 1) {
            continue;
          }
          // the square seen from the other side: the board turned round
          int t = g.bit(g.squares - 1 - k);
          int b = g.bit(k);
          state[(r == 0 ? 0 : 2) + (b >> 6)] |= 1L << b;
          turned[(r == 0 ? 2 : 0) + (t >> 6)] |= 1L << t;
          if (random.nextInt(4) == 0) {
            state[4 + (b >> 6)] |= 1L << b;
            turned[4 + (t >> 6)] |= 1L << t;
          }
        }
        boolean whiteToMove = random.nextBoolean();
        state[6] = whiteToMove ? 0L : 1L;
        turned[6] = whiteToMove ? 1L : 0L;
        assertEquals(e.evaluate(state, 0), e.evaluate(turned, 0), "position " + i);
      }
    }
    // a man further on is worth more
    WideEvaluation e = new WideEvaluation(DraughtsRules.CANADIAN, new Weights(300, 5, 0, 0, 0));
    // a White man on square 61 (row 10) or 38 (row 6), a Black man on 2
    long[] back = bits(g, 60, 1);
    long[] on = bits(g, 37, 1);
    assertNotEquals(e.evaluate(back, 0), e.evaluate(on, 0));
  }

  /** A state with a White man on one canonical square and a Black man on another. */
  private static long[] bits(WideGenerator g, int white, int black) {
    long[] state = new long[8];
    int w = g.bit(white);
    int b = g.bit(black);
    state[w >> 6] |= 1L << w;
    state[2 + (b >> 6)] |= 1L << b;
    return state;
  }
}
