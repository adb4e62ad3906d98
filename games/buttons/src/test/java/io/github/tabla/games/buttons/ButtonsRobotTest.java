package io.github.tabla.games.buttons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Move;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Cancellation;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.SearchResult;
import io.github.tabla.games.buttons.internal.Greedy;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import org.junit.jupiter.api.Test;

/** The Robot's levels: legal, reproducible, budgeted, exact where it says so. */
class ButtonsRobotTest {
  private static final ButtonsGame GAME = ButtonsGame.standard();
  private static final ButtonsGame EXTRA = ButtonsGame.extraRook();

  @Test
  void fiveLevelsFromGentleToStrongest() {
    assertEquals(Array.of("gentle", "easy", "medium", "strong", "strongest"), GAME.levels().map(Level::id));
    assertEquals("strongest", GAME.strongestLevel().id());
    assertThrows(IllegalArgumentException.class, () -> GAME.robot(new Level(9, "grandmaster"), 1L));
  }

  @Test
  void everyLevelPlaysWholeRoundsOfLegalMovesReproducibly() {
    for (ButtonsGame game : Array.of(GAME, EXTRA)) {
      for (Level level : game.levels()) {
        Seq<Move> first = playRound(game, level, 42L);
        assertEquals(first, playRound(game, level, 42L), game.id() + " " + level.id());
        assertTrue(first.size() <= 30);
      }
    }
  }

  private static Seq<Move> playRound(ButtonsGame game, Level level, long seed) {
    ButtonsRobot robot = game.robot(level, seed);
    ButtonsPosition p = game.start();
    Array<Move> moves = Array.empty();
    while (!p.isOver()) {
      SearchResult r = robot.choose(p, Budget.ofDepth(4).andNodes(20_000));
      assertTrue(p.legalMoves().contains(r.move()), r.move() + " in " + p);
      moves = moves.append(r.move());
      p = p.play(r.move()).get();
    }
    return moves;
  }

  @Test
  void theStrongestLevelSolvesPositionsNearTheEndAndSaysSo() {
    // White to move with 4 plies left: Qd1-h5 collects safely, Qd1-d4 loses the queen (QB-11)
    ButtonsPosition p = Fen.position("3r4/8/8/o6o/3o4/8/8/3Q4 w 13 13 0 0");
    SearchResult r = GAME.robot(GAME.strongestLevel(), 1L).choose(p, Budget.UNLIMITED);
    assertTrue(r.exact());
    assertEquals(100 * MinimaxAgreementTest.minimax(p), r.score());
    assertEquals(Array.of(Square.D1, Square.H5), r.move().path());
    assertFalse(r.principalVariation().isEmpty());
    assertEquals(r.move(), r.principalVariation().head());
    // the line leads to the end of the round
    ButtonsPosition q = p;
    for (Move m : r.principalVariation()) {
      q = q.play(m).get();
    }
    assertTrue(q.isOver());
    assertEquals(r.score(), 100 * q.score().difference(Side.WHITE));
  }

  @Test
  void aShallowSearchIsNotExact() {
    // two moves in: the shipped values hold this position but not the ones after its replies
    ButtonsPosition p = GAME.start().playUnchecked(GAME.start().legalMoves().head());
    p = p.playUnchecked(p.legalMoves().head());
    SearchResult r = GAME.robot(GAME.strongestLevel(), 1L).choose(p, Budget.ofDepth(3));
    assertFalse(r.exact());
    assertEquals(3, r.depth());
    assertTrue(p.legalMoves().contains(r.move()));
  }

  @Test
  void budgetsAndCancellationStopTheSearchWithALegalMove() {
    ButtonsRobot robot = EXTRA.robot(EXTRA.strongestLevel(), 1L);
    SearchResult tiny = robot.choose(EXTRA.start(), Budget.ofNodes(1));
    assertTrue(EXTRA.start().legalMoves().contains(tiny.move()));
    assertFalse(tiny.exact());
    Cancellation stop = new Cancellation();
    stop.cancel();
    SearchResult cancelled = robot.choose(EXTRA.start(), Budget.UNLIMITED, stop);
    assertTrue(EXTRA.start().legalMoves().contains(cancelled.move()));
    assertFalse(cancelled.exact());
    SearchResult nodes = robot.choose(EXTRA.start(), Budget.ofNodes(50_000));
    assertTrue(nodes.nodes() <= 50_000);
    assertEquals(nodes, withoutMillis(robot.choose(EXTRA.start(), Budget.ofNodes(50_000)), nodes.millis()));
  }

  private static SearchResult withoutMillis(SearchResult r, long millis) {
    return new SearchResult(r.move(), r.value(), r.score(), r.depth(), r.nodes(), r.principalVariation(), millis);
  }

  @Test
  void aFinishedRoundHasNoMoveToChoose() {
    ButtonsPosition over = Fen.position("3q2r1/8/8/8/8/8/8/1R1Q4 w 4 4 4 4");
    assertTrue(over.isOver());
    assertThrows(IllegalArgumentException.class, () -> GAME.robot(GAME.levels().head(), 1L)
        .choose(over, Budget.ofDepth(1)));
    assertThrows(IllegalArgumentException.class, () -> ButtonsRobot.analyse(over, Budget.ofDepth(1),
        new Cancellation()));
  }

  @Test
  void hintsComeFromTheStrongestSearchWhateverTheLevel() {
    ButtonsPosition p = Fen.position("3r4/8/8/o6o/3o4/8/8/3Q4 w 13 13 0 0");
    Move hint = GAME.robot(GAME.levels().head(), 3L).hint(p, Budget.ofDepth(6));
    assertEquals(Array.of(Square.D1, Square.H5), hint.path());
  }

  @Test
  void theGentleLevelsCollectGreedilyAndSometimesLeaveAPieceEnPrise() {
    // Qd1-d4 is a greedy collection that loses the queen; Qd1-h5 is safe
    ButtonsPosition p = Fen.position("3r4/8/8/o6o/3o4/8/8/3Q4 w 0 0 0 0");
    int exposed = 0;
    int collected = 0;
    for (long seed = 0; seed < 60; seed++) {
      Move m = GAME.robot(GAME.levels().head(), seed).choose(p, Budget.ofDepth(1)).move();
      if (m.destination().exists(p.buttons()::contains)) {
        collected++;
      }
      if (m.destination().contains(Square.D4)) {
        exposed++;
      }
    }
    assertTrue(collected >= 40, "gentle collects when it can: " + collected);
    assertTrue(exposed >= 5, "and sometimes where it is then captured: " + exposed);
    int easyExposed = 0;
    for (long seed = 0; seed < 60; seed++) {
      Move m = GAME.robot(GAME.levels().get(1), seed).choose(p, Budget.ofDepth(1)).move();
      if (m.destination().contains(Square.D4)) {
        easyExposed++;
      }
    }
    assertTrue(easyExposed < exposed, "easy looks at safety more often: " + easyExposed + " < " + exposed);
  }

  @Test
  void theExposureTestSeesTheRookDownTheFile() {
    ButtonsPosition p = Fen.position("3r4/8/8/o6o/3o4/8/8/3Q4 w 0 0 0 0");
    Move d4 = p.legalMoves().find(m -> m.destination().contains(Square.D4)).get();
    Move h5 = p.legalMoves().find(m -> m.destination().contains(Square.H5)).get();
    assertTrue(Greedy.exposed(p.bits(0), p.bits(1), p.bits(2), p.bits(3), p.bits(4), p.toPacked(d4)));
    assertFalse(Greedy.exposed(p.bits(0), p.bits(1), p.bits(2), p.bits(3), p.bits(4), p.toPacked(h5)));
  }

  @Test
  void strongerLevelsBeatGentlerOnesOverAMatchOfSeeds() {
    int strongPoints = 0;
    int gentlePoints = 0;
    for (long seed = 0; seed < 4; seed++) {
      for (Side strongSide : Side.values()) {
        ButtonsPosition p = GAME.start();
        ButtonsRobot strong = GAME.robot(GAME.levels().get(3), seed);
        ButtonsRobot gentle = GAME.robot(GAME.levels().head(), seed);
        while (!p.isOver()) {
          ButtonsRobot mover = p.sideToMove() == strongSide ? strong : gentle;
          p = p.playUnchecked(mover.choose(p, Budget.ofDepth(4)).move());
        }
        strongPoints += p.score().of(strongSide);
        gentlePoints += p.score().of(strongSide.opposite());
      }
    }
    assertTrue(strongPoints > gentlePoints, strongPoints + " against " + gentlePoints);
  }
}
