package io.github.tabla.games.draughts.robot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Move;
import io.github.tabla.core.Role;
import io.github.tabla.core.record.GameRecord;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.SearchResult;
import io.github.tabla.games.draughts.DraughtsPosition;
import io.vavr.control.Option;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The Robot sees the game's history (ID-13.2): ahead, it does not return to a position the game has
 * seen; behind, it returns to one when it can. Random king endings of six pieces (beyond the endgame
 * tables), each made into a game whose last four moves went round a cycle back to its position.
 */
class HistoryTest {
  private static final Budget BUDGET = Budget.ofNodes(100_000L);
  private static final int CASES = 40;

  @Test
  void aheadTheRobotDoesNotReturnToAPositionTheGameHasSeen() {
    DraughtsRobot robot = TestPositions.GAME.robot(DraughtsRobot.STRONGEST, 1L);
    SplittableRandom random = new SplittableRandom(2026L);
    int checked = 0;
    int blindReturns = 0;
    for (int tries = 0; checked < CASES && tries < 20_000; tries++) {
      DraughtsPosition start = TestPositions.randomKings(random, 6);
      if (material(start) < 2 || hasCapture(start)) {
        continue;
      }
      SearchResult alone = robot.choose(start, BUDGET);
      if (alone.score() < 100 || alone.value().isProved()) {
        continue;
      }
      Option<GameRecord<DraughtsPosition>> cycle = cycle(start, alone.move());
      if (cycle.isEmpty()) {
        continue;
      }
      GameRecord<DraughtsPosition> game = cycle.get();
      assertEquals(2, game.repetitions(), "the game went round a cycle: " + game.moves());
      // without the history the Robot often goes round again
      if (game.occurrences(start.playUnchecked(robot.choose(game.current(), BUDGET).move())) > 0) {
        blindReturns++;
      }
      SearchResult seeing = robot.choose(game, BUDGET);
      assertEquals(0, game.occurrences(start.playUnchecked(seeing.move())),
          start + " after " + game.moves() + ": " + seeing.move() + " returns to a position the game has seen");
      assertTrue(seeing.score() > 0, "still ahead: " + seeing);
      checked++;
    }
    assertTrue(checked >= 10, "only " + checked + " positions could be checked");
    assertTrue(blindReturns > 0, "without the history the Robot never returned: the test shows nothing");
  }

  @Test
  void behindTheRobotReturnsToAPositionTheGameHasSeen() {
    DraughtsRobot robot = TestPositions.GAME.robot(DraughtsRobot.STRONGEST, 1L);
    SplittableRandom random = new SplittableRandom(2027L);
    int checked = 0;
    for (int tries = 0; checked < CASES && tries < 20_000; tries++) {
      DraughtsPosition start = TestPositions.randomKings(random, 6);
      if (material(start) > -2 || hasCapture(start)) {
        continue;
      }
      SearchResult alone = robot.choose(start, BUDGET);
      if (alone.score() > -100 || alone.value().isProved()) {
        continue;
      }
      // the side behind steps out and back while the other side does the same: the fifth position repeats the first
      Option<GameRecord<DraughtsPosition>> cycle = Option.none();
      for (Move out : start.legalMoves()) {
        cycle = cycle(start, out);
        if (cycle.isDefined()) {
          break;
        }
      }
      if (cycle.isEmpty()) {
        continue;
      }
      GameRecord<DraughtsPosition> game = cycle.get();
      SearchResult seeing = robot.choose(game, BUDGET);
      assertTrue(game.occurrences(start.playUnchecked(seeing.move())) > 0,
          start + " after " + game.moves() + ": " + seeing.move() + " does not take the draw by repetition");
      assertEquals(0, seeing.score(), "a return is a draw: " + seeing);
      checked++;
    }
    assertTrue(checked >= 10, "only " + checked + " positions could be checked");
  }

  @Test
  void aFinishedGameIsRefusedWithItsEnding() {
    DraughtsRobot robot = TestPositions.GAME.robot(DraughtsRobot.STRONGEST, 1L);
    DraughtsPosition start = TestPositions.position("W:WK29,K31:BK4,K2");
    GameRecord<DraughtsPosition> once = start.legalMoves().toStream().map(m -> cycle(start, m))
        .find(Option::isDefined).get().get();
    GameRecord<DraughtsPosition> game = once;
    for (Move m : once.moves()) {
      game = game.play(m).get();
    }
    assertTrue(game.isOver(), "the start occurred a third time: " + game.moves());
    GameRecord<DraughtsPosition> over = game;
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> robot.choose(over, BUDGET));
    assertTrue(e.getMessage().contains("draughts.end.repetition"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> robot.hint(over, BUDGET));
    // the position alone goes on: without the game there is a move
    assertTrue(robot.choose(over.current(), BUDGET).move() != null);
  }

  /** The side to move's pieces minus the other side's. */
  private static int material(DraughtsPosition p) {
    int mine = 0;
    int theirs = 0;
    for (var placement : p.toSetup().placements()) {
      if (placement.piece().side() == p.sideToMove()) {
        mine++;
      } else {
        theirs++;
      }
    }
    return mine - theirs;
  }

  private static boolean hasCapture(DraughtsPosition p) {
    return p.legalMoves().exists(m -> m instanceof Move.PieceMove pm && !pm.captured().isEmpty());
  }

  /**
   * A game from {@code start}: {@code first}, a reply, {@code first} undone, the reply undone, all four
   * king steps without captures; none when there is no such game.
   */
  private static Option<GameRecord<DraughtsPosition>> cycle(DraughtsPosition start, Move first) {
    if (!(first instanceof Move.PieceMove out) || !out.captured().isEmpty() || out.role() != Role.KING) {
      return Option.none();
    }
    DraughtsPosition p1 = start.playUnchecked(first);
    for (Move reply : p1.legalMoves()) {
      if (!(reply instanceof Move.PieceMove r) || !r.captured().isEmpty() || r.role() != Role.KING) {
        continue;
      }
      DraughtsPosition p2 = p1.playUnchecked(reply);
      Option<Move> back = stepBack(p2, out);
      if (back.isEmpty()) {
        continue;
      }
      DraughtsPosition p3 = p2.playUnchecked(back.get());
      Option<Move> replyBack = stepBack(p3, r);
      if (replyBack.isEmpty()) {
        continue;
      }
      GameRecord<DraughtsPosition> game = GameRecord.of(start).play(first).get().play(reply).get()
          .play(back.get()).get().play(replyBack.get()).get();
      if (!game.isOver()) {
        return Option.some(game);
      }
    }
    return Option.none();
  }

  /** The legal move that takes a step back, if there is one. */
  private static Option<Move> stepBack(DraughtsPosition p, Move.PieceMove step) {
    return p.legalMoves().find(m -> m instanceof Move.PieceMove pm && pm.captured().isEmpty()
        && pm.path().head().equals(step.path().last()) && pm.path().last().equals(step.path().head()));
  }

}
