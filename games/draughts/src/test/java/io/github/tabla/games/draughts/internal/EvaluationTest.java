package io.github.tabla.games.draughts.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The evaluation: its fast sum is the weighted sum of its features, and it is symmetric between the sides. */
class EvaluationTest {

  private static int[] randomPosition(SplittableRandom random) {
    int white = 0;
    int black = 0;
    int kings = 0;
    for (int sq = 0; sq < 32; sq++) {
      int r = random.nextInt(6);
      int bit = 1 << sq;
      if (r == 0 && (bit & Geometry.WHITE_CROWN_ROW) == 0) {
        white |= bit;
      } else if (r == 1 && (bit & Geometry.BLACK_CROWN_ROW) == 0) {
        black |= bit;
      } else if (r == 2) {
        white |= bit;
        kings |= bit;
      } else if (r == 3) {
        black |= bit;
        kings |= bit;
      }
    }
    return new int[] {white, black, kings};
  }

  /** The position turned round: White's pieces become Black's on the opposite squares, and back. */
  private static int turn(int bits) {
    return Integer.reverse(bits);
  }

  @Test
  void theValueIsTheWeightedSumOfTheFeatures() {
    SplittableRandom random = new SplittableRandom(5L);
    int[] features = new int[Evaluation.FEATURES];
    for (int t = 0; t < 200; t++) {
      int[] w = new int[Evaluation.FEATURES];
      for (int i = 0; i < w.length; i++) {
        w[i] = random.nextInt(-50, 51);
      }
      Evaluation e = new Evaluation(w);
      int[] p = randomPosition(random);
      boolean wtm = random.nextBoolean();
      Evaluation.features(p[0], p[1], p[2], wtm, features);
      int sum = 0;
      for (int i = 0; i < w.length; i++) {
        sum += w[i] * features[i];
      }
      assertEquals(sum, e.evaluate(p[0], p[1], p[2], wtm));
    }
  }

  @Test
  void bothSidesAreJudgedAlike() {
    SplittableRandom random = new SplittableRandom(6L);
    for (int t = 0; t < 200; t++) {
      int[] p = randomPosition(random);
      boolean wtm = random.nextBoolean();
      int v = Evaluation.TUNED.evaluate(p[0], p[1], p[2], wtm);
      int turned = Evaluation.TUNED.evaluate(turn(p[1]), turn(p[0]), turn(p[2]), !wtm);
      assertEquals(v, turned);
    }
  }

  @Test
  void anEvaluationNeedsOneWeightPerFeature() {
    assertThrows(IllegalArgumentException.class, () -> new Evaluation(new int[3]));
  }
}
