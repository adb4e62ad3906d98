package io.github.tabla.untyped;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.AnyGame;
import io.github.tabla.core.AnyPosition;
import io.github.tabla.core.AnyRobot;
import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Games;
import io.github.tabla.core.Messages;
import io.github.tabla.core.Move;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareSet;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.SearchResult;
import io.github.tabla.games.diamonds.DiamondsGame;
import io.github.tabla.games.diamonds.DiamondsPosition;
import io.github.tabla.games.knights.KnightsPosition;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The untyped facade ({@link AnyGame}, {@link AnyPosition}, {@link AnyRobot}): every game found by id plays
 * through it exactly as through its typed API, with no type parameter, and a Robot refuses a position of
 * another game with a clear error.
 */
class AnyGameTest {
  static Seq<AnyGame> games() {
    return Games.all();
  }

  @Test
  void everyGameIsFoundUntypedAndTypedUnderTheSameId() {
    assertEquals(Games.ids(), Games.all().map(AnyGame::id));
    for (AnyGame game : Games.all()) {
      assertEquals(Games.definition(game.id()).get(), game.definition());
      assertEquals(game, Games.byId(game.id()).get());
      assertEquals(game.definition().family(), game.family());
      assertEquals(game.definition().variant(), game.variant());
    }
    assertTrue(Games.byId("chess").isEmpty());
    assertTrue(Games.definition("chess").isEmpty());
  }

  @ParameterizedTest
  @MethodSource("games")
  void anUntypedRoundAgreesWithTheTypedOneAtEveryPosition(AnyGame game) {
    agree(game.definition(), new SplittableRandom(game.id().hashCode()));
  }

  private static <P extends GamePosition<P>> void agree(GameDefinition<P> game, SplittableRandom random) {
    P typed = game.start();
    AnyPosition any = AnyGame.of(game).start();
    for (int ply = 0; ply < 400 && !typed.isOver(); ply++) {
      assertEquals(AnyPosition.of(typed), any);
      assertEquals(typed.legalMoves(), any.legalMoves());
      assertEquals(typed.allDestinations(), any.allDestinations());
      assertEquals(typed.score(), any.score());
      assertEquals(typed.turns(), any.turns());
      assertEquals(typed.hash(), any.hash());
      assertEquals(typed.toSetup(), any.toSetup());
      assertEquals(typed.sideToMove(), any.sideToMove());
      assertEquals(typed.notes(), any.notes());
      assertEquals(typed.marks(), any.marks());
      assertEquals(game, any.game().definition());
      Move move = typed.legalMoves().get(random.nextInt(typed.legalMoves().size()));
      if (!move.isPass()) {
        Square from = move.origin().get();
        assertEquals(typed.destinationsFrom(from), any.destinationsFrom(from));
        Square to = move.destination().get();
        assertEquals(typed.moveFor(from, to), any.moveFor(from, to));
        assertEquals(typed.play(from, to).map(AnyPosition::of), any.play(from, to));
        assertEquals(typed.moveFor(move.path()), any.moveFor(move.path()));
      }
      P next = typed.playUnchecked(move);
      assertEquals(AnyPosition.of(next), any.play(move).get());
      any = any.playUnchecked(move);
      typed = next;
    }
    assertEquals(typed.outcome(), any.outcome());
    assertEquals(typed.isOver(), any.isOver());
    assertEquals(typed.hasLegalMoves(), any.hasLegalMoves());
  }

  @Test
  void theReadmeExampleDoesWhatItSays() {
    AnyGame game = Games.byId("diamonds").get();
    AnyPosition start = game.start();
    AnyPosition next = start.play(Square.E1, Square.E2).get();
    assertEquals(SquareSet.of(Square.D7, Square.E7, Square.F7, Square.D8, Square.F8), next.destinationsFrom(Square.E8));
    Either<MoveRejection, AnyPosition> refused = next.play(Square.A1, Square.A2);
    MoveRejection why = refused.getLeft();
    assertEquals("move.no-piece", why.code());
    assertEquals("Non c'è nessun pezzo su a1.", Messages.of(game, Messages.ITALIAN).text(why));
    AnyRobot robot = game.robot(game.strongestLevel(), 1L);
    Move answer = robot.choose(next, Budget.ofMillis(100)).move();
    assertTrue(next.legalMoves().contains(answer));
  }

  @Test
  void aRefusedMoveIsTheTypedRejection() {
    DiamondsPosition typed = DiamondsGame.instance().start();
    AnyPosition any = AnyPosition.of(typed);
    assertEquals(typed.play(Square.E1, Square.E3).getLeft(), any.play(Square.E1, Square.E3).getLeft());
    assertEquals(typed.explain(Array.of(Square.E1, Square.E3)), any.explain(Array.of(Square.E1, Square.E3)));
    Move foreign = Games.byId("knights").get().start().legalMoves().head();
    assertEquals(typed.play(foreign).getLeft(), any.play(foreign).getLeft());
  }

  @Test
  void aRobotPlaysItsOwnGameAndRefusesAnother() {
    AnyGame knights = Games.byId("knights").get();
    AnyRobot robot = knights.robot(knights.levels().head(), 7L);
    assertEquals(knights, robot.game());
    assertEquals(knights.levels().head(), robot.level());
    SearchResult r = robot.choose(knights.start(), Budget.ofNodes(1000));
    assertTrue(knights.start().legalMoves().contains(r.move()));
    assertTrue(knights.start().legalMoves().contains(robot.hint(knights.start(), Budget.ofNodes(1000))));
    AnyPosition diamonds = Games.byId("diamonds").get().start();
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> robot.choose(diamonds, Budget.ofNodes(1000)));
    assertEquals("a Robot of knights cannot play a position of diamonds", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> robot.hint(diamonds, Budget.ofNodes(1000)));
    // a variant is another game
    AnyPosition extraRook = Games.byId("buttons:extra-rook").get().start();
    AnyRobot buttons = Games.byId("buttons").get().robot(knights.levels().head(), 1L);
    assertThrows(IllegalArgumentException.class, () -> buttons.choose(extraRook, Budget.ofNodes(1000)));
  }

  @Test
  void theTypedPositionIsAtHandForItsOwnTypeOnly() {
    DiamondsPosition typed = DiamondsGame.instance().start();
    AnyPosition any = AnyPosition.of(typed);
    assertEquals(typed, any.typed());
    assertEquals(typed, any.as(DiamondsPosition.class).get());
    assertTrue(any.as(KnightsPosition.class).isEmpty());
    assertEquals(any, AnyPosition.of(DiamondsGame.instance().start()));
    assertEquals(any.hashCode(), AnyPosition.of(DiamondsGame.instance().start()).hashCode());
    assertNotEquals(any, any.playUnchecked(any.legalMoves().head()));
    assertEquals(typed.toString(), any.toString());
    assertEquals("diamonds", AnyGame.of(DiamondsGame.instance()).toString());
    assertFalse(any.isOver());
    assertEquals(typed.perft(2), any.perft(2));
  }
}
