package io.github.tabla.core.robot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Messages;
import io.github.tabla.core.Move;
import io.github.tabla.core.Score;
import io.github.tabla.core.Side;
import io.github.tabla.core.record.GameRecord;
import io.github.tabla.testgames.MiniDiamonds;
import io.github.tabla.testgames.MiniPosition;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The level-based Robot (M-7): legal, reproducible for its seed, gentle or perfect as asked. */
class SearchRobotTest {
  private static final MiniDiamonds GAME = MiniDiamondsRobots.game();
  private static final MiniDiamondsTruth TRUTH = new MiniDiamondsTruth(GAME);
  private static final Level GENTLE = GAME.levels().head();
  private static final Level STRONGEST = GAME.strongestLevel();

  /** A seeded sample of unfinished positions. */
  private static List<MiniPosition> sample(int count) {
    List<MiniPosition> unfinished = new ArrayList<>();
    for (MiniPosition p : TRUTH.reachable()) {
      if (!p.isOver()) {
        unfinished.add(p);
      }
    }
    Collections.shuffle(unfinished, new java.util.Random(11L));
    return unfinished.subList(0, count);
  }

  /** Plays a round between two Robots and gives its final score. */
  private static Score playRound(Robot<MiniPosition> white, Robot<MiniPosition> black, Budget budget) {
    MiniPosition p = GAME.start();
    while (!p.isOver()) {
      Robot<MiniPosition> mover = p.sideToMove() == Side.WHITE ? white : black;
      Move m = mover.choose(p, budget).move();
      MiniPosition before = p;
      p = p.play(m).getOrElseThrow(why -> new AssertionError(m + " in " + before + ": " + why));
    }
    return p.outcome().get().score();
  }

  @Test
  void m7_theSameSeedAndPositionGiveTheSameMoveAtEveryLevel() {
    List<MiniPosition> positions = sample(300);
    List<MiniPosition> reversed = new ArrayList<>(positions);
    Collections.reverse(reversed);
    for (Level level : GAME.levels()) {
      Robot<MiniPosition> first = GAME.robot(level, 42L);
      Robot<MiniPosition> second = GAME.robot(level, 42L);
      // the second Robot has seen other positions first: history must not matter
      for (MiniPosition p : reversed) {
        second.choose(p, Budget.UNLIMITED);
      }
      for (MiniPosition p : positions) {
        SearchResult a = first.choose(p, Budget.UNLIMITED);
        SearchResult b = second.choose(p, Budget.UNLIMITED);
        assertEquals(a.move(), b.move(), () -> level + " in " + p);
        assertEquals(a.value(), b.value());
        assertEquals(a.score(), b.score());
        assertEquals(a.move(), first.choose(p, Budget.UNLIMITED).move(), "asked twice");
      }
    }
  }

  @Test
  void aRoundGivesTheSameMoveAsItsPositionWhereTheRulesIgnoreHistory() {
    // Mini Diamonds has no repetition rule: the round's earlier positions change nothing
    GameRecord<MiniPosition> round = GameRecord.of(GAME.start());
    for (int ply = 0; ply < 6 && !round.isOver(); ply++) {
      GameRecord<MiniPosition> now = round;
      for (Level level : GAME.levels()) {
        Robot<MiniPosition> robot = GAME.robot(level, 5L);
        assertEquals(robot.choose(now.current(), Budget.ofDepth(4)).move(),
            robot.choose(now, Budget.ofDepth(4)).move(), () -> level + " at ply " + now.ply());
      }
      assertEquals(GAME.robot(STRONGEST, 5L).hint(round.current(), Budget.ofDepth(4)),
          GAME.robot(STRONGEST, 5L).hint(round, Budget.ofDepth(4)));
      round = round.play(round.current().legalMoves().head()).get();
    }
  }

  @Test
  void aRoundThatIsOverIsRefusedWithItsEnding() {
    GameRecord<MiniPosition> resigned = GameRecord.of(GAME.start()).resign(Side.WHITE).get();
    for (Level level : GAME.levels()) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> GAME.robot(level, 1L).choose(resigned, Budget.ofDepth(2)));
      assertTrue(e.getMessage().startsWith("the round is over (" + resigned.outcome().get().termination().code()),
          e.getMessage());
    }
    assertThrows(IllegalArgumentException.class, () -> GAME.robot(STRONGEST, 1L).hint(resigned, Budget.ofDepth(2)));
  }

  @Test
  void m7_differentSeedsVaryTheGentleLevelsMoves() {
    int varied = 0;
    int choices = 0;
    for (MiniPosition p : sample(200)) {
      if (p.legalMoves().size() < 2) {
        continue;
      }
      choices++;
      Set<Move> moves = new HashSet<>();
      for (long seed = 1; seed <= 8; seed++) {
        moves.add(GAME.robot(GENTLE, seed).choose(p, Budget.UNLIMITED).move());
      }
      if (moves.size() > 1) {
        varied++;
      }
    }
    assertTrue(varied > choices / 4, "gentle choices vary with the seed in " + varied + " of " + choices);
  }

  @Test
  void m7_theStrongestLevelDoesNotDependOnTheSeed() {
    for (MiniPosition p : sample(100)) {
      assertEquals(GAME.robot(STRONGEST, 1L).choose(p, Budget.UNLIMITED).move(),
          GAME.robot(STRONGEST, 2L).choose(p, Budget.UNLIMITED).move());
    }
  }

  @Test
  void m7_everyLevelPlaysLegalMovesWithinTightBudgets() {
    Cancellation cancelled = new Cancellation();
    cancelled.cancel();
    for (Level level : GAME.levels()) {
      Robot<MiniPosition> robot = GAME.robot(level, 3L);
      assertEquals(level, robot.level());
      for (MiniPosition p : sample(100)) {
        for (Budget b : new Budget[] {Budget.ofNodes(1), Budget.ofDepth(1), Budget.ofMillis(1)}) {
          SearchResult r = robot.choose(p, b);
          assertTrue(p.legalMoves().contains(r.move()), () -> level + " " + b + " " + r.move() + " in " + p);
        }
        assertTrue(p.legalMoves().contains(robot.choose(p, Budget.UNLIMITED, cancelled).move()));
        assertTrue(p.legalMoves().contains(robot.hint(p, Budget.ofNodes(1))));
      }
    }
  }

  @Test
  void m7_theStrongestLevelPlaysPerfectMoves() {
    Robot<MiniPosition> robot = GAME.robot(STRONGEST, 9L);
    for (MiniPosition p : sample(300)) {
      SearchResult r = robot.choose(p, Budget.UNLIMITED);
      assertTrue(r.exact());
      assertEquals(TRUTH.pointValue(p), r.score());
      assertEquals(TRUTH.pointValue(p), -TRUTH.pointValue(p.playUnchecked(r.move())), p::toString);
    }
  }

  @Test
  void m7_aHintIsAPerfectMoveWhateverTheLevel() {
    Robot<MiniPosition> gentle = GAME.robot(GENTLE, 9L);
    for (MiniPosition p : sample(200)) {
      Move hint = gentle.hint(p, Budget.UNLIMITED);
      assertEquals(TRUTH.pointValue(p), -TRUTH.pointValue(p.playUnchecked(hint)), p::toString);
    }
  }

  @Test
  void m7_theGentleLevelLosesToTheStrongestOverASeededSeriesOfMatches() {
    int exact = TRUTH.pointValue(GAME.start());  // the diamond difference from White's view
    int gentlePoints = 0;
    int strongestPoints = 0;
    for (long seed = 1; seed <= 20; seed++) {
      Robot<MiniPosition> gentle = GAME.robot(GENTLE, seed);
      Robot<MiniPosition> strongest = GAME.robot(STRONGEST, seed);
      // M-2: two rounds, colours swapped; M-3: points summed over both
      Score roundOne = playRound(gentle, strongest, Budget.UNLIMITED);
      Score roundTwo = playRound(strongest, gentle, Budget.UNLIMITED);
      assertTrue(roundOne.difference(Side.BLACK) >= -exact, "as Black the strongest gets at least the exact value");
      assertTrue(roundTwo.difference(Side.WHITE) >= exact, "as White the strongest gets at least the exact value");
      gentlePoints += roundOne.white() + roundTwo.black();
      strongestPoints += roundOne.black() + roundTwo.white();
    }
    assertTrue(strongestPoints > gentlePoints,
        "over 20 matches the strongest collects more diamonds: " + strongestPoints + " to " + gentlePoints);
  }

  @Test
  void m7_theGentleLevelIsBeatable() {
    // the gentle level as White against perfect play sometimes ends below the exact value: its
    // mistakes can be punished, so a child can win
    int exact = TRUTH.pointValue(GAME.start());
    Set<Integer> results = new HashSet<>();
    for (long seed = 1; seed <= 20; seed++) {
      results.add(playRound(GAME.robot(GENTLE, seed), GAME.robot(STRONGEST, seed), Budget.UNLIMITED)
          .difference(Side.WHITE));
    }
    assertTrue(results.stream().anyMatch(d -> d < exact), "the gentle White sometimes does worse than perfect");
  }

  @Test
  void aRobotRefusesAFinishedPosition() {
    MiniPosition p = GAME.start();
    while (!p.isOver()) {
      p = p.playUnchecked(p.legalMoves().head());
    }
    MiniPosition over = p;
    for (Level level : GAME.levels()) {
      Robot<MiniPosition> robot = GAME.robot(level, 1L);
      assertThrows(IllegalArgumentException.class, () -> robot.choose(over, Budget.UNLIMITED));
      assertThrows(IllegalArgumentException.class, () -> robot.hint(over, Budget.UNLIMITED));
    }
  }

  @Test
  void levelSettingsCheckTheirNumbers() {
    Level l = new Level(1, "gentle");
    assertThrows(IllegalArgumentException.class, () -> new LevelSettings(l, 0, 0, 0.0));
    assertThrows(IllegalArgumentException.class, () -> new LevelSettings(l, 1, -1, 0.0));
    assertThrows(IllegalArgumentException.class, () -> new LevelSettings(l, 1, 0, 1.5));
    assertThrows(IllegalArgumentException.class, () -> new LevelSettings(l, 1, 0, Double.NaN));
    assertThrows(IllegalArgumentException.class, () -> LevelSettings.gentle(l, -1));
    assertThrows(IllegalArgumentException.class, () -> LevelSettings.ladder(Array.empty(), 1));
    assertTrue(LevelSettings.strongest(l).isFullStrength());
    assertFalse(LevelSettings.gentle(l, 100).isFullStrength());
  }

  @Test
  void aLadderGoesFromGentleToStrongest() {
    Seq<Level> levels = Array.of(new Level(1, "gentle"), new Level(2, "easy"), new Level(3, "medium"),
        new Level(4, "strongest"));
    Seq<LevelSettings> ladder = LevelSettings.ladder(levels, 100);
    assertEquals(levels, ladder.map(LevelSettings::level));
    assertEquals(LevelSettings.gentle(levels.head(), 100), ladder.head());
    assertEquals(LevelSettings.strongest(levels.last()), ladder.last());
    for (int i = 1; i < ladder.size(); i++) {
      LevelSettings gentler = ladder.get(i - 1);
      LevelSettings stronger = ladder.get(i);
      assertTrue(stronger.depth() > gentler.depth());
      assertTrue(stronger.noise() < gentler.noise());
      assertTrue(stronger.blunderChance() < gentler.blunderChance());
    }
    Seq<LevelSettings> single = LevelSettings.ladder(Array.of(new Level(1, "perfect")), 1);
    assertTrue(single.single().isFullStrength());
  }

  @Test
  void aRobotIsMadeOnlyForALevelOfItsTable() {
    Seq<LevelSettings> table = MiniDiamondsRobots.levels(GAME);
    assertThrows(IllegalArgumentException.class,
        () -> SearchRobot.forLevel(MiniDiamondsRobots.searcher(), table, new Level(7, "grandmaster"), 1L));
    SearchRobot<MiniPosition> robot = SearchRobot.forLevel(MiniDiamondsRobots.searcher(), table, GENTLE, 5L);
    assertEquals(GENTLE, robot.level());
    assertEquals(5L, robot.seed());
    assertEquals(table.head(), robot.settings());
  }

  @Test
  void aGentleLevelThatAlwaysBlundersStillPlaysLegalMovesOfEveryKind() {
    LevelSettings wild = new LevelSettings(GENTLE, 1, 0, 1.0);
    Set<Move> seen = new HashSet<>();
    MiniPosition start = GAME.start();
    SplittableRandom seeds = new SplittableRandom(1L);
    for (int i = 0; i < 50; i++) {
      Move m = SearchRobot.of(MiniDiamondsRobots.searcher(), wild, seeds.nextLong()).choose(start, Budget.UNLIMITED)
          .move();
      assertTrue(start.legalMoves().contains(m));
      seen.add(m);
    }
    assertEquals(start.legalMoves().size(), seen.size(), "a random move can be any legal move");
  }

  @Test
  void m7_theUsualLevelsHaveANameInEveryLanguage() {
    for (Locale locale : Messages.SUPPORTED) {
      for (String id : new String[] {"gentle", "easy", "medium", "strong", "strongest", "perfect"}) {
        String code = new Level(1, id).nameCode();
        String name = Messages.core(locale).text(code, Array.empty());
        assertFalse(name.isBlank() || name.startsWith("level."), () -> code + " in " + locale);
      }
    }
    assertEquals("Gentile", Messages.core(Messages.ITALIAN).text("level.gentle", Array.empty()));
  }
}
