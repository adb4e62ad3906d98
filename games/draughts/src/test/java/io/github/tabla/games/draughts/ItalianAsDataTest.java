package io.github.tabla.games.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.tabla.core.Move;
import io.github.tabla.core.Outcome;
import io.vavr.collection.HashSet;
import io.vavr.collection.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Italian draughts given as data ({@code DraughtsVariant.of(DraughtsRules.ITALIAN)}) is the Italian game:
 * the same legal moves, routes and crownings, the same ends, in every position of random games. The game's
 * own kernel keeps its 32-square bitboards for its Robot's tables and takes its captures from the same
 * rules-driven generator.
 */
class ItalianAsDataTest {
  private static final ItalianDraughts ITALIAN = new ItalianDraughts();
  private static final DraughtsVariant AS_DATA = DraughtsVariant.of(DraughtsRules.ITALIAN);

  @Test
  void theGameGivenAsDataPlaysAsTheItalianGameInRandomGames() {
    assertEquals(DraughtsRules.ITALIAN, ITALIAN.rules());
    SplittableRandom random = new SplittableRandom(22);
    int positions = 0;
    for (int game = 0; game < 60; game++) {
      DraughtsPosition p = ITALIAN.start();
      for (int ply = 0; ply < 300; ply++) {
        VariantPosition q = AS_DATA.fromSetup(p.toSetup()).get();
        positions++;
        assertEquals(moves(p.legalMoves()), moves(q.legalMoves()), p.toString());
        Outcome a = p.outcome().getOrNull();
        Outcome b = q.outcome().getOrNull();
        assertEquals(a == null, b == null, p.toString());
        if (a != null) {
          assertEquals(a.winner(), b.winner(), p.toString());
          break;
        }
        p = p.playUnchecked(p.legalMoves().get(random.nextInt(p.legalMoves().size())));
      }
    }
    assertEquals(true, positions > 3000, "positions compared: " + positions);
  }

  @Test
  void theStartCountsAgree() {
    for (int depth = 1; depth <= 6; depth++) {
      assertEquals(ITALIAN.start().perft(depth), AS_DATA.start().perft(depth), "depth " + depth);
    }
  }

  private static Set<String> moves(io.vavr.collection.Seq<Move> moves) {
    return HashSet.ofAll(moves.map(m -> m.path().mkString("-") + " x" + m.captured().mkString(",") + " "
        + ((Move.PieceMove) m).role() + ((Move.PieceMove) m).promotion()));
  }
}
