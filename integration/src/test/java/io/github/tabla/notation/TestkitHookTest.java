package io.github.tabla.notation;

import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.GamePosition;
import io.github.tabla.testgames.MiniDiamonds;
import io.github.tabla.testkit.MoveFormat;
import io.github.tabla.testkit.PositionFormat;
import io.github.tabla.testkit.Properties;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The testkit's property 5 (text round trips) fed with this module's notation: how a game's
 * conformance suite is wired, {@code Conformance.of(game).withMoveFormat(moves(game))
 * .withPositionFormat(positions(game))}.
 */
class TestkitHookTest {

  static <P extends GamePosition<P>> MoveFormat<P> moves(GameDefinition<P> game) {
    Notation<P> n = Notation.forGame(game);
    return MoveFormat.of((position, move) -> n.writeMove(move), n::readMove);
  }

  static <P extends GamePosition<P>> PositionFormat<P> positions(GameDefinition<P> game) {
    Notation<P> n = Notation.forGame(game);
    return PositionFormat.of(n::writePosition, n::readPosition);
  }

  static <P extends GamePosition<P>> void property5(GameDefinition<P> game, long seed, int plies) {
    MoveFormat<P> moves = moves(game);
    PositionFormat<P> positions = positions(game);
    SplittableRandom random = new SplittableRandom(seed);
    P p = game.start();
    for (int i = 0; i < plies; i++) {
      Properties.positionTextRoundTrips(p, positions);
      Properties.moveTextsRoundTrip(p, moves);
      p = p.isOver() ? game.start() : p.playUnchecked(p.legalMoves().get(random.nextInt(p.legalMoves().size())));
    }
  }

  @Test
  void property5_miniDiamonds() {
    property5(new MiniDiamonds(), 1L, 1_000);
  }
}
