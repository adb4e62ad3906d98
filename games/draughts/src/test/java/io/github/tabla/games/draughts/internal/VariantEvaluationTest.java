package io.github.tabla.games.draughts.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.tabla.games.draughts.DraughtsRules;
import io.github.tabla.games.draughts.internal.VariantEvaluation.Weights;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The variants' evaluation: each feature counted as its weight says, both colours alike, and the weights
 * each variant's Robot plays with.
 */
class VariantEvaluationTest {
  private static final List<Weights> WEIGHTS = List.of(Weights.PLAIN, new Weights(150, 3, 12, 8, -4),
      new Weights(300, 2, 12, 16, -10));

  @Test
  void bothColoursAreJudgedAlike() {
    // a position and its colours swapped with the board turned round are worth the same to the side to move
    // the full board of the variants along files and ranks too, every square a playing square
    for (Layout l : List.of(Layout.of(8), Layout.of(10), Layout.full())) {
      SplittableRandom random = new SplittableRandom(l.squares);
      for (Weights w : WEIGHTS) {
        VariantEvaluation e = new VariantEvaluation(l, w);
        for (int i = 0; i < 500; i++) {
          long white = 0L;
          long black = 0L;
          long kings = 0L;
          for (int k = 0; k < l.squares; k++) {
            int r = random.nextInt(6);
            long bit = 1L << l.bit(k);
            if (r == 0) {
              white |= bit;
            } else if (r == 1) {
              black |= bit;
            }
            if (r < 2 && random.nextInt(4) == 0) {
              kings |= bit;
            }
          }
          boolean whiteToMove = random.nextBoolean();
          assertEquals(value(e, white, black, kings, whiteToMove),
              value(e, turned(l, black), turned(l, white), turned(l, kings), !whiteToMove), "position " + i);
        }
      }
    }
  }

  @Test
  void theStartIsLevel() {
    for (DraughtsRules rules : List.of(DraughtsRules.ENGLISH, DraughtsRules.RUSSIAN, DraughtsRules.INTERNATIONAL,
        DraughtsRules.TURKISH)) {
      Layout l = Layout.of(rules);
      int first = rules.firstMenRow();
      long white = l.rows(rules.size() - first - rules.menRows(), rules.menRows());
      long black = l.rows(first, rules.menRows());
      VariantEvaluation e = new VariantEvaluation(l, Weights.forRules(rules));
      assertEquals(0, value(e, white, black, 0L, true), rules.id());
    }
  }

  @Test
  void eachFeatureCountsItsWeight() {
    Layout l = Layout.of(8);
    // White's man on row 3 from the top, column 3 (the centre), Black's man on its back row's corner square
    long centreMan = 1L << l.bit(l.square(3, 2));
    long backRowMan = 1L << l.bit(l.square(0, 7));
    assertEquals(0, value(new VariantEvaluation(l, new Weights(250, 0, 0, 0, 0)), centreMan, backRowMan, 0L, true));
    // advance: White's man has come 4 rows from its back row, Black's none
    assertEquals(4 * 7, value(new VariantEvaluation(l, new Weights(250, 7, 0, 0, 0)), centreMan, backRowMan, 0L,
        true));
    // back row: only Black's man is on it
    assertEquals(-11, value(new VariantEvaluation(l, new Weights(250, 0, 11, 0, 0)), centreMan, backRowMan, 0L,
        true));
    // centre: only White's man is in it
    assertEquals(13, value(new VariantEvaluation(l, new Weights(250, 0, 0, 13, 0)), centreMan, backRowMan, 0L,
        true));
    // edge: Black's man is on the side file
    assertEquals(5, value(new VariantEvaluation(l, new Weights(250, 0, 0, 0, -5)), centreMan, backRowMan, 0L,
        true));
    // a king instead of White's man: its worth, no advance; from Black's side the value turns round
    assertEquals(-150, value(new VariantEvaluation(l, new Weights(250, 9, 0, 0, 0)), centreMan, backRowMan,
        centreMan, false));
  }

  @Test
  void theVariantsPlayWithTheirOwnWeights() {
    assertSame(Weights.SHORT_KINGS, Weights.forRules(DraughtsRules.ENGLISH));
    assertSame(Weights.FLYING_8, Weights.forRules(DraughtsRules.RUSSIAN));
    assertSame(Weights.BRAZILIAN_AND_THAI, Weights.forRules(DraughtsRules.BRAZILIAN));
    assertSame(Weights.BRAZILIAN_AND_THAI, Weights.forRules(DraughtsRules.THAI));
    assertSame(Weights.FLYING_10, Weights.forRules(DraughtsRules.INTERNATIONAL));
    assertSame(Weights.LINES, Weights.forRules(DraughtsRules.FRISIAN));
    assertSame(Weights.FILES_AND_RANKS, Weights.forRules(DraughtsRules.TURKISH));
    assertSame(Weights.FLYING_8, Weights.forRules(DraughtsRules.CANADIAN));
    // in pool checkers no weights tried did better than the plain ones
    assertSame(Weights.PLAIN, Weights.forRules(DraughtsRules.POOL));
    assertNotEquals(Weights.PLAIN, Weights.forRules(DraughtsRules.SPANISH));
    // a variant of a user's own gets its family's weights
    DraughtsRules own = DraughtsRules.ITALIAN.toBuilder().id("italian-back").name("Italian, men capture backwards")
        .manCaptures(DraughtsRules.ManCaptures.FORWARD_AND_BACKWARD).build();
    assertSame(Weights.SHORT_KINGS, Weights.forRules(own));
  }

  @Test
  void weightsOutOfRangeAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> new Weights(99, 0, 0, 0, 0));
    assertThrows(IllegalArgumentException.class, () -> new Weights(1001, 0, 0, 0, 0));
    assertThrows(IllegalArgumentException.class, () -> new Weights(300, 0, 0, 1001, 0));
    assertThrows(NullPointerException.class, () -> new VariantEvaluation(Layout.of(8), null));
  }

  private static int value(VariantEvaluation e, long white, long black, long kings, boolean whiteToMove) {
    long[] states = new long[VariantKernel.WORDS];
    new VariantKernel(() -> null, e.layout(), 0).write(states, 0, white, black, kings, whiteToMove, 0, 0, 0);
    return e.evaluate(states, 0);
  }

  /** The board turned half round: square k becomes square {@code squares - 1 - k}. */
  private static long turned(Layout l, long bits) {
    long out = 0L;
    for (long b = bits; b != 0; b &= b - 1) {
      int k = l.squareOf(Long.numberOfTrailingZeros(b));
      out |= 1L << l.bit(l.squares - 1 - k);
    }
    return out;
  }
}
