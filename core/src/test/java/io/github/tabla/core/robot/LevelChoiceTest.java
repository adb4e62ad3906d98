package io.github.tabla.core.robot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** How a level chooses among move values: best without noise, blurred with it, reproducible by seed. */
class LevelChoiceTest {
  private static final Level LEVEL = new Level(1, "gentle");

  @Test
  void withoutNoiseOrBlundersTheFirstBestMoveIsChosen() {
    LevelSettings exact = new LevelSettings(LEVEL, 3, 0, 0.0);
    for (long seed = 0; seed < 50; seed++) {
      assertEquals(2, exact.choose(new int[] {10, -5, 40, 40, 7}, seed));
    }
  }

  @Test
  void noiseOnlyChoosesAmongMovesWithinItsReach() {
    LevelSettings blurred = new LevelSettings(LEVEL, 1, 30, 0.0);
    Set<Integer> chosen = new HashSet<>();
    for (long seed = 0; seed < 500; seed++) {
      chosen.add(blurred.choose(new int[] {100, 80, -100}, seed));
    }
    // 100 and 80 are within two blurs of each other; -100 never is
    assertEquals(Set.of(0, 1), chosen);
  }

  @Test
  void blundersReachEveryMoveAndTheSameSeedGivesTheSameChoice() {
    LevelSettings wild = new LevelSettings(LEVEL, 1, 0, 1.0);
    Set<Integer> chosen = new HashSet<>();
    for (long seed = 0; seed < 200; seed++) {
      int i = wild.choose(new int[] {5, 4, 3, 2}, seed);
      assertEquals(i, wild.choose(new int[] {5, 4, 3, 2}, seed));
      chosen.add(i);
    }
    assertEquals(Set.of(0, 1, 2, 3), chosen);
  }

  @Test
  void nothingToChooseFromIsRefused() {
    LevelSettings s = LevelSettings.gentle(LEVEL, 100);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> s.choose(new int[0], 1L));
    assertTrue(e.getMessage().contains("at least one move"), e.getMessage());
    assertThrows(NullPointerException.class, () -> s.choose(null, 1L));
  }
}
