package io.github.tabla.games.knights;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.tabla.core.Move;
import io.vavr.collection.Seq;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The primitive perft kernel agrees with counting through the typed API, and with the fixed counts of the start. */
class KnightsPerftTest {
  private static final KnightsGame GAME = KnightsGame.standard();

  private static long slowPerft(KnightsPosition p, int depth) {
    if (depth == 0) {
      return 1L;
    }
    long n = 0L;
    for (Move m : p.legalMoves()) {
      n += slowPerft(p.playUnchecked(m), depth - 1);
    }
    return n;
  }

  @Test
  void theStartCounts() {
    long[] expected = {1L, 4L, 16L, 104L, 676L, 3518L, 18613L};
    for (int depth = 0; depth < expected.length; depth++) {
      assertEquals(expected[depth], GAME.start().perft(depth), "depth " + depth);
    }
  }

  @Test
  void theKernelAgreesWithTheTypedApiAlongRandomGames() {
    SplittableRandom random = new SplittableRandom(11);
    for (int game = 0; game < 10; game++) {
      KnightsPosition p = GAME.start();
      while (!p.isOver()) {
        assertEquals(slowPerft(p, 3), p.perft(3), p.toString());
        Seq<Move> moves = p.legalMoves();
        p = p.playUnchecked(moves.get(random.nextInt(moves.size())));
      }
    }
  }

  @Test
  void passesAndTheFinalMoveAreCounted() {
    KnightsPosition pass = Text.position("r1bq1bnr/pppppppp/8/8/8/6n1/PPPPPPPP/R1BQ1BNN w h1 g3 6 6");
    assertEquals(slowPerft(pass, 4), pass.perft(4));
    KnightsPosition finish = Text.position("8/7p/5N2/8/8/1n6/8/R7 w f6 b3 20 20");
    assertEquals(slowPerft(finish, 3), finish.perft(3));
    KnightsGame limited = KnightsGame.withSafetyLimit(3);
    assertEquals(slowPerft(limited.start(), 7), limited.start().perft(7));
  }
}
