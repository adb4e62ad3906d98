package io.github.tabla.games.draughts.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.tabla.games.draughts.DraughtsRules;
import io.github.tabla.games.draughts.variants.RulesGenerators;
import org.junit.jupiter.api.Test;

/**
 * The 10×10 board's steps that {@link RulesGenerator#countTen} and {@link RulesPerft}'s summing of Frisian
 * draughts' last two plies write as constants are the board's own: a diagonal step rotates by 6, 5, 59 and 58
 * bits (up-left, up-right, down-left, down-right), a file's step shifts by 11, and the masks of the squares
 * with a square of their colour two columns to the left and to the right are the layout's.
 */
class TenByTenStepsTest {
  @Test
  void theConstantsAreTheBoardsSteps() {
    RulesGenerator generator = RulesGenerators.of(DraughtsRules.FRISIAN);
    assertEquals(6, generator.rotation(Layout.UP_LEFT));
    assertEquals(5, generator.rotation(Layout.UP_RIGHT));
    assertEquals(59, generator.rotation(Layout.DOWN_LEFT));
    assertEquals(58, generator.rotation(Layout.DOWN_RIGHT));
    Layout ten = Layout.of(10);
    assertEquals(11, ten.fileShift);
    assertEquals(ten.hasLeft, RulesGenerator.TEN_LEFT);
    assertEquals(ten.hasRight, RulesGenerator.TEN_RIGHT);
    // each constant moves a square where the layout's step does, on every square of the board
    for (int k = 0; k < ten.squares; k++) {
      long bit = 1L << ten.bit(k);
      assertEquals(ten.step(Layout.UP_LEFT, bit) & ten.valid, Long.rotateRight(bit, 6) & ten.valid,
          "up-left of " + k);
      assertEquals(ten.step(Layout.UP_RIGHT, bit) & ten.valid, Long.rotateRight(bit, 5) & ten.valid,
          "up-right of " + k);
      assertEquals(ten.step(Layout.DOWN_LEFT, bit) & ten.valid, Long.rotateRight(bit, 59) & ten.valid,
          "down-left of " + k);
      assertEquals(ten.step(Layout.DOWN_RIGHT, bit) & ten.valid, Long.rotateRight(bit, 58) & ten.valid,
          "down-right of " + k);
      assertEquals(ten.step(Layout.UP, bit), (bit & ten.valid) >>> 11, "up of " + k);
      assertEquals(ten.step(Layout.DOWN, bit), (bit << 11) & ten.valid, "down of " + k);
    }
  }
}
