package io.github.tabla.games.draughts.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The evaluation: its fast sum is the weighted sum of its features, and it is symmetric between the sides. */
class EvaluationTest {

  private static int[] randomPosition(SplittableRandom random) {
    return randomPosition(random, 6);
  }

  /** A random position: each square holds a piece with chance 4 in {@code spread} (6: about 21 pieces). */
  private static int[] randomPosition(SplittableRandom random, int spread) {
    int white = 0;
    int black = 0;
    int kings = 0;
    for (int sq = 0; sq < 32; sq++) {
      int r = random.nextInt(spread);
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
  void theEndingsWeightsCountMoreAsTheBoardEmpties() {
    assertEquals(0, Evaluation.phase(24));
    assertEquals(0, Evaluation.phase(Evaluation.ENDING_FROM));
    assertEquals(1, Evaluation.phase(Evaluation.ENDING_FROM - 1));
    assertEquals(Evaluation.PHASES, Evaluation.phase(Evaluation.ENDING_FROM - Evaluation.PHASES));
    assertEquals(Evaluation.PHASES, Evaluation.phase(2));
    SplittableRandom random = new SplittableRandom(7L);
    int[] features = new int[Evaluation.FEATURES];
    int[] seen = new int[Evaluation.PHASES + 1];
    for (int t = 0; t < 2_000; t++) {
      int[] middle = new int[Evaluation.FEATURES];
      int[] ending = new int[Evaluation.FEATURES];
      for (int i = 0; i < middle.length; i++) {
        middle[i] = random.nextInt(-50, 51);
        ending[i] = random.nextInt(-50, 51);
      }
      int[] p = randomPosition(random, 6 + random.nextInt(30));
      boolean wtm = random.nextBoolean();
      int k = Evaluation.phase(Integer.bitCount(p[0] | p[1]));
      seen[k]++;
      Evaluation.features(p[0], p[1], p[2], wtm, features);
      int sum = 0;
      for (int i = 0; i < middle.length; i++) {
        int w = Math.round((middle[i] * (Evaluation.PHASES - k) + ending[i] * k) / (float) Evaluation.PHASES);
        sum += w * features[i];
      }
      assertEquals(sum, new Evaluation(middle, ending).evaluate(p[0], p[1], p[2], wtm), "phase " + k);
    }
    for (int k = 0; k <= Evaluation.PHASES; k++) {
      assertTrue(seen[k] > 0, "no position of phase " + k);
    }
  }

  @Test
  void bothSidesAreJudgedAlikeInTheEnding() {
    SplittableRandom random = new SplittableRandom(8L);
    for (int t = 0; t < 500; t++) {
      int[] p = randomPosition(random, 8 + random.nextInt(24));
      boolean wtm = random.nextBoolean();
      int v = Evaluation.TUNED.evaluate(p[0], p[1], p[2], wtm);
      int turned = Evaluation.TUNED.evaluate(turn(p[1]), turn(p[0]), turn(p[2]), !wtm);
      assertEquals(v, turned);
    }
  }

  @Test
  void anEvaluationNeedsOneWeightPerFeature() {
    assertThrows(IllegalArgumentException.class, () -> new Evaluation(new int[3]));
    int[] full = new int[Evaluation.FEATURES];
    assertThrows(IllegalArgumentException.class, () -> new Evaluation(full, new int[3]));
    assertThrows(IllegalArgumentException.class, () -> new Evaluation(new int[3], full));
  }
}
