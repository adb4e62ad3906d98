package io.github.tabla.games.draughts.robot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Move;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.Side;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Cancellation;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.LevelSettings;
import io.github.tabla.core.robot.SearchResult;
import io.github.tabla.core.robot.Values;
import io.github.tabla.games.draughts.DraughtsPosition;
import io.github.tabla.games.draughts.ItalianDraughts;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The Italian draughts Robot: legal moves at every level, budgets, cancellation, seeds, endgames. */
class DraughtsRobotTest {
  private static final ItalianDraughts GAME = TestPositions.GAME;

  private static DraughtsPosition afterRandomPlies(long seed, int plies) {
    SplittableRandom random = new SplittableRandom(seed);
    DraughtsPosition p = GAME.start();
    for (int i = 0; i < plies && !p.isOver(); i++) {
      Seq<Move> moves = p.legalMoves();
      p = p.playUnchecked(moves.get(random.nextInt(moves.size())));
    }
    return p;
  }

  @Test
  void m7_everyLevelPlaysOnlyLegalMovesInSeededGames() {
    Seq<Level> levels = GAME.levels();
    int games = 0;
    for (int i = 0; i < levels.size(); i++) {
      for (int j = 0; j < levels.size(); j += 2) {
        DraughtsRobot white = GAME.robot(levels.get(i), 100L + i);
        DraughtsRobot black = GAME.robot(levels.get(j), 200L + j);
        DraughtsPosition p = afterRandomPlies(31L * i + j, 4);
        Map<Long, Integer> seen = new HashMap<>();
        for (int ply = 0; ply < 160 && !p.isOver(); ply++) {
          DraughtsRobot robot = p.sideToMove() == Side.WHITE ? white : black;
          Move m = robot.choose(p, Budget.ofNodes(1_500)).move();
          assertTrue(p.legalMoves().contains(m), robot + " played " + m + " in " + p);
          p = p.playUnchecked(m);
          if (seen.merge(p.arrangementKey(), 1, Integer::sum) >= 3) {
            break;
          }
        }
        games++;
      }
    }
    assertEquals(15, games);
  }

  @Test
  void m7_theSameSeedAndPositionGiveTheSameMove() {
    for (Level level : GAME.levels()) {
      for (int g = 0; g < 6; g++) {
        DraughtsPosition p = afterRandomPlies(g, 6 + 5 * g);
        if (p.isOver()) {
          continue;
        }
        SearchResult a = GAME.robot(level, 9L).choose(p, Budget.ofNodes(20_000));
        SearchResult b = GAME.robot(level, 9L).choose(p, Budget.ofNodes(20_000));
        assertEquals(a.move(), b.move(), level + " in " + p);
        assertEquals(a.score(), b.score());
        assertEquals(a.nodes(), b.nodes());
      }
    }
  }

  @Test
  void m7_theGentleLevelChoosesDifferentlyWithDifferentSeeds() {
    DraughtsPosition p = GAME.start();
    Set<Move> chosen = new HashSet<>();
    for (long seed = 0; seed < 30; seed++) {
      chosen.add(GAME.robot(DraughtsRobot.GENTLE, seed).choose(p, Budget.ofDepth(2)).move());
    }
    assertTrue(chosen.size() >= 3, "the gentle level played only " + chosen);
  }

  @Test
  void m7_nodeAndDepthBudgetsAreObeyed() {
    DraughtsPosition p = afterRandomPlies(5L, 8);
    for (Level level : GAME.levels()) {
      DraughtsRobot robot = GAME.robot(level, 1L);
      SearchResult byNodes = robot.choose(p, Budget.ofNodes(3_000));
      assertTrue(byNodes.nodes() <= 3_000, level + " visited " + byNodes.nodes());
      SearchResult byDepth = robot.choose(p, Budget.ofDepth(3));
      assertTrue(byDepth.depth() <= 3, level + " searched " + byDepth.depth());
      SearchResult one = robot.choose(p, Budget.ofNodes(1));
      assertTrue(p.legalMoves().contains(one.move()));
      assertTrue(one.nodes() <= 1);
    }
    SearchResult deep = GAME.robot(GAME.strongestLevel(), 1L).choose(p, Budget.ofDepth(7));
    assertEquals(7, deep.depth());
  }

  @Test
  void m7_anUnlimitedSearchStopsWhenCancelled() throws Exception {
    DraughtsRobot robot = GAME.robot(GAME.strongestLevel(), 1L);
    DraughtsPosition p = afterRandomPlies(11L, 6);
    ExecutorService pool = Executors.newSingleThreadExecutor();
    try {
      Cancellation stop = new Cancellation();
      Future<SearchResult> f = pool.submit(() -> robot.analyse(p, Budget.UNLIMITED, stop));
      Thread.sleep(200);
      stop.cancel();
      // liveness, not speed: the search must come back with a legal move once asked to stop
      SearchResult r = f.get(60, TimeUnit.SECONDS);
      assertTrue(p.legalMoves().contains(r.move()));
      Cancellation already = new Cancellation();
      already.cancel();
      SearchResult at = robot.choose(p, Budget.UNLIMITED, already);
      assertTrue(p.legalMoves().contains(at.move()));
      assertEquals(0, at.depth());
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void analysisGivesTheBestMoveItsValueAndALegalLine() {
    DraughtsRobot robot = GAME.robot(DraughtsRobot.GENTLE, 1L);
    DraughtsPosition start = GAME.start();
    SearchResult r = robot.analyse(start, Budget.ofDepth(6));
    assertEquals(6, r.depth());
    assertFalse(r.exact());
    assertEquals(r.move(), r.principalVariation().head());
    assertTrue(Math.abs(r.score()) < Values.WIN_THRESHOLD);
    DraughtsPosition p = start;
    for (Move m : r.principalVariation()) {
      assertTrue(p.legalMoves().contains(m), m + " in " + p);
      p = p.playUnchecked(m);
    }
    assertTrue(r.principalVariation().size() >= 2);
    assertTrue(start.legalMoves().contains(robot.hint(start, Budget.ofDepth(4))));
  }

  @Test
  void theEndingsWeightsChangeTheJudgementOfEndingsOnly() {
    DraughtsRobot with = GAME.robot(DraughtsRobot.STRONG, 1L);
    DraughtsRobot without = with.withEndingWeights(false);
    DraughtsPosition start = GAME.start();
    assertEquals(without.analyse(start, Budget.ofDepth(2)).score(), with.analyse(start, Budget.ofDepth(2)).score());
    // seven pieces: the ending's weights alone count (EvaluationTest checks the sums)
    DraughtsPosition ending = TestPositions.position("W:WK2,K7,K16,29:B5,K23,12");
    assertNotEquals(without.analyse(ending, Budget.ofDepth(1)).score(), with.analyse(ending, Budget.ofDepth(1)).score());
  }

  @Test
  void id8_theSearchPlaysOutCapturesBeforeJudging() {
    // 22-18 would lose the man to 13x22; 22-19 is safe. One ply and the quiescence search see it.
    DraughtsPosition p = TestPositions.position("W:W22:B13,1");
    for (Level level : new Level[] {DraughtsRobot.STRONG, DraughtsRobot.STRONGEST}) {
      Move m = GAME.robot(level, 1L).choose(p, Budget.ofDepth(1)).move();
      assertEquals("22-19", TestPositions.text(m), level.id());
    }
  }

  @Test
  void theStrongestLevelKnowsTableWinsExactly() {
    DraughtsRobot robot = GAME.robot(GAME.strongestLevel(), 1L);
    SplittableRandom random = new SplittableRandom(77L);
    int checked = 0;
    while (checked < 10) {
      DraughtsPosition p = TestPositions.random(random, 3 + random.nextInt(2));
      EndgameValue v = robot.endgames().get().probe(p).get();
      if (v.result() == EndgameValue.Result.DRAW) {
        continue;
      }
      SearchResult r = robot.analyse(p, Budget.ofNodes(50_000));
      assertTrue(r.exact(), p + " " + v);
      int expected = v.result() == EndgameValue.Result.WIN ? Values.WIN - v.plies() : -(Values.WIN - v.plies());
      assertEquals(expected, r.score(), p + " " + v);
      checked++;
    }
  }

  /** Plays a won table position out: the strongest level against the slowest defence. */
  private static Outcome playOut(DraughtsPosition start, DraughtsRobot robot, Endgames tables) {
    DraughtsPosition p = start;
    Side robotSide = p.sideToMove();
    Map<Long, Integer> seen = new HashMap<>();
    while (true) {
      Option<Outcome> over = p.outcome();
      if (over.isDefined()) {
        return over.get();
      }
      Move m;
      if (p.sideToMove() == robotSide) {
        m = robot.choose(p, Budget.ofNodes(2_000)).move();
      } else {
        m = slowestDefence(p, tables);
      }
      DraughtsPosition next = p.playUnchecked(m);
      if (next.noProgressPlies() == 0) {
        seen.clear();
      }
      p = next;
      if (seen.merge(p.arrangementKey(), 1, Integer::sum) >= 3) {
        return Outcome.draw(ItalianDraughts.REPETITION, p.score(), p.turns());
      }
    }
  }

  /** The reply that loses as slowly as possible, by the tables. */
  private static Move slowestDefence(DraughtsPosition p, Endgames tables) {
    Move best = null;
    int bestScore = Integer.MIN_VALUE;
    for (Move m : p.legalMoves()) {
      DraughtsPosition q = p.playUnchecked(m);
      Option<EndgameValue> v = q.isOver() ? Option.some(new EndgameValue(EndgameValue.Result.LOSS, 0)) : tables.probe(q);
      // from the mover's view: the opponent's loss is best, then a draw, then the latest opponent win
      int score = switch (v.get().result()) {
        case LOSS -> 10_000 - v.get().plies();
        case DRAW -> 5_000;
        case WIN -> v.get().plies();
      };
      if (score > bestScore) {
        bestScore = score;
        best = m;
      }
    }
    return best;
  }

  @Test
  void theStrongestLevelWinsWonTablePositionsAgainstTheSlowestDefence() {
    DraughtsRobot robot = GAME.robot(GAME.strongestLevel(), 3L);
    Endgames tables = robot.endgames().get();
    SplittableRandom random = new SplittableRandom(2026L);
    int played = 0;
    int longest = 0;
    while (played < 12) {
      DraughtsPosition p = TestPositions.random(random, 3 + random.nextInt(2));
      EndgameValue v = tables.probe(p).get();
      if (v.result() != EndgameValue.Result.WIN || v.plies() < 15) {
        continue;
      }
      Side winner = p.sideToMove();
      Outcome outcome = playOut(p, robot, tables);
      assertEquals(Option.some(winner), outcome.winner(), p + " " + v + " ended " + outcome);
      longest = Math.max(longest, v.plies());
      played++;
    }
    assertTrue(longest >= 25, "the longest win played was " + longest + " plies");
  }

  @Test
  void theStrongestLevelNeverLosesADrawnTablePosition() {
    DraughtsRobot robot = GAME.robot(GAME.strongestLevel(), 4L);
    Endgames tables = robot.endgames().get();
    SplittableRandom random = new SplittableRandom(99L);
    int played = 0;
    while (played < 8) {
      DraughtsPosition p = TestPositions.random(random, 4);
      if (tables.probe(p).get().result() != EndgameValue.Result.DRAW) {
        continue;
      }
      Side robotSide = p.sideToMove();
      for (int ply = 0; ply < 40 && !p.isOver(); ply++) {
        Move m = p.sideToMove() == robotSide ? robot.choose(p, Budget.ofNodes(2_000)).move()
            : slowestDefence(p, tables);  // the opponent takes any win the tables offer
        p = p.playUnchecked(m);
        if (!p.isOver()) {
          EndgameValue v = tables.probe(p).get();
          boolean robotLoses = p.sideToMove() == robotSide ? v.result() == EndgameValue.Result.LOSS
              : v.result() == EndgameValue.Result.WIN;
          assertFalse(robotLoses, "the Robot went wrong: " + p);
        } else {
          assertNotEquals(Option.some(robotSide.opposite()), p.outcome().get().winner());
        }
      }
      played++;
    }
  }

  @Test
  void levelsRunFromGentleToStrongest() {
    assertEquals(DraughtsRobot.LEVELS.map(LevelSettings::level), GAME.levels());
    assertEquals(DraughtsRobot.STRONGEST, GAME.strongestLevel());
    assertTrue(GAME.robot(GAME.strongestLevel(), 1L).endgames().isDefined());
    assertTrue(GAME.robot(DraughtsRobot.GENTLE, 1L).endgames().isEmpty());
    assertThrows(IllegalArgumentException.class, () -> GAME.robot(new Level(9, "nine"), 1L));
    assertThrows(IllegalArgumentException.class,
        () -> GAME.robot(DraughtsRobot.GENTLE, 1L).choose(TestPositions.position("B:W22:"), Budget.ofDepth(2)));
  }
}
