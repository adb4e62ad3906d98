package io.github.tabla.games.diamonds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Move;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.SearchResult;
import io.vavr.collection.Array;
import io.vavr.collection.HashSet;
import io.vavr.collection.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The Robot's levels (M-7): reproducible, legal, perfect at the top, humane at the bottom. */
class DiamondsRobotTest {
  private static final DiamondsGame GAME = DiamondsGame.instance();
  private static final PerfectPlay PERFECT = new PerfectPlay();

  @Test
  void theLevelsRunFromGentleToPerfect() {
    assertEquals(Array.of("gentle", "easy", "medium", "strong", "perfect"), GAME.levels().map(Level::id));
    assertEquals(new Level(5, "perfect"), GAME.strongestLevel());
    for (Level level : GAME.levels()) {
      assertEquals(level, GAME.robot(level, 1L).level());
    }
    assertThrows(IllegalArgumentException.class, () -> GAME.robot(new Level(6, "impossible"), 1L));
    assertTrue(DiamondsRobot.of("nobody", 1L).isEmpty());
  }

  @Test
  void kd10_thePerfectLevelPlaysABestMoveAndSaysTheExactValue() {
    SplittableRandom random = new SplittableRandom(17L);
    DiamondsRobot robot = DiamondsRobot.of("perfect", 3L).get();
    for (int i = 0; i < 25; i++) {
      DiamondsPosition p = PerfectPlayTest.randomPosition(random,
          PerfectPlayTest.randomField(random, 1 + random.nextInt(16)));
      SearchResult r = robot.choose(p, Budget.UNLIMITED);
      assertTrue(r.exact(), p.toString());
      assertEquals(DiamondsEvaluator.DIAMOND * PERFECT.finalDifference(p), r.score(), p.toString());
      assertTrue(PERFECT.bestMoves(p).contains(r.move()), p + ": " + r.move());
    }
  }

  @Test
  void hintsArePerfectAtEveryLevel() {
    DiamondsPosition p = Text.position("8/8/4k3/3*4/4K3/2*5/8/8 w 3 3 0 0");
    Move hint = DiamondsRobot.of("gentle", 9L).get().hint(p, Budget.UNLIMITED);
    assertTrue(PERFECT.bestMoves(p).contains(hint), hint.toString());
  }

  @Test
  void theSameSeedAndPositionGiveTheSameMove() {
    DiamondsPosition p = GAME.start().play(Text.sq("e1"), Text.sq("e2")).get();
    for (Level level : GAME.levels()) {
      Move first = GAME.robot(level, 5L).choose(p, Budget.ofDepth(8)).move();
      for (int i = 0; i < 3; i++) {
        assertEquals(first, GAME.robot(level, 5L).choose(p, Budget.ofDepth(8)).move(), level.id());
      }
    }
  }

  @Test
  void theGentleLevelGoesForNearDiamondsButNotAlwaysTheSameWay() {
    // a diamond one step away and the other king far off: a person takes it, mostly
    DiamondsPosition p = Text.position("k7/8/8/8/8/2*2*2/3K4/8 w 5 5 0 0");
    int taken = 0;
    Set<Move> chosen = HashSet.empty();
    for (long seed = 0; seed < 60; seed++) {
      Move m = DiamondsRobot.of("gentle", seed).get().choose(p, Budget.UNLIMITED).move();
      chosen = chosen.add(m);
      if (m.destination().exists(p.diamonds()::contains)) {
        taken++;
      }
    }
    assertTrue(taken >= 30, "took the diamond " + taken + " times in 60");
    assertTrue(chosen.size() >= 2, "always " + chosen);
  }
}
