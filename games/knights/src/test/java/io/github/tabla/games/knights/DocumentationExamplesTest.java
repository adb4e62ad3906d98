package io.github.tabla.games.knights;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.Games;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.robot.Robot;
import org.junit.jupiter.api.Test;

/** The examples of the Javadoc, as written there. */
class DocumentationExamplesTest {

  @Test
  void packageExample() {
    KnightsGame game = KnightsGame.standard();
    KnightsPosition p = game.start();
    p = p.play(Square.E8, Square.C7).get();
    assertEquals("e8xc7", game.start().moveFor(Square.E8, Square.C7).get().toString());
    assertInstanceOf(MoveRejection.NotYourPiece.class, p.play(Square.A2, Square.A3).getLeft());
    assertEquals(19, RacePlanner.minimumTurns(p, Side.BLACK).get());
    Robot<KnightsPosition> robot = game.robot(game.strongestLevel(), 1L);
    assertEquals("strongest", robot.level().id());
    assertEquals("r1bqNbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQnBNR w e8 e1 0 0", game.start().toString());
  }

  @Test
  void moduleExample() {
    GameDefinition<?> knights = Games.definition("knights").get();
    assertEquals("knights", knights.id());
  }

  @Test
  void positionExample() {
    KnightsPosition p = KnightsGame.standard().start();
    assertEquals("[e8-d6, e8-f6, e8xc7, e8xg7]",
        p.legalMoves().map(Object::toString).mkString("[", ", ", "]"));
    p = p.play(Square.E8, Square.C7).get();
    assertEquals(13, p.targets(Side.WHITE).size());
  }

  @Test
  void plannerExample() {
    KnightsPosition start = KnightsGame.standard().start();
    assertEquals(19, RacePlanner.minimumTurns(start, Side.WHITE).get());
    Tour tour = RacePlanner.shortestTour(start, Side.WHITE).get();
    assertEquals("e8xg7 g7-f5 f5xe7 e7xg8 g8-f6 f6xh7 h7xf8 f8xd7 d7-b6 b6xa8 a8xc7 c7-b5 b5xa7 a7xc8 c8-d6 d6xb7 "
        + "b7xd8 d8xf7 f7xh8", tour.toString());
    assertEquals(14, tour.captures().size());
    assertEquals(19, RacePlanner.lowerBound(start, Side.BLACK));
    assertEquals("e1xg2 g2-e1 e1xc2 c2xa1 a1-c2 c2-b4 b4xa2 a2xc1 c1xe2 e2xg1 g1-f3 f3xh2 h2xf1 f1xd2 d2-c4 c4xb2 "
        + "b2xd1 d1xf2 f2xh1", RacePlanner.shortestTour(start, Side.BLACK).get().toString());
  }

  @Test
  void gameExample() {
    KnightsGame unattended = KnightsGame.withSafetyLimit(200);
    assertEquals("knights:limit-200", unattended.id());
    assertEquals(400, unattended.maxPlies().get());
  }
}
