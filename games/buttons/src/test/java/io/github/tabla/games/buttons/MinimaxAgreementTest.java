package io.github.tabla.games.buttons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Move;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Cancellation;
import io.github.tabla.core.robot.SearchResult;
import io.github.tabla.core.robot.Searcher;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The Robot's exact values near the end of a round agree with a plain full-width minimax over the
 * typed API (no pruning, no table, no bounds), and with core's generic searcher.
 */
class MinimaxAgreementTest {

  /** The final button difference under perfect play, from the side to move's view: every line to the end. */
  static int minimax(ButtonsPosition p) {
    if (p.isOver()) {
      return p.score().difference(p.sideToMove());
    }
    int best = Integer.MIN_VALUE;
    for (Move m : p.legalMoves()) {
      best = Math.max(best, -minimax(p.playUnchecked(m)));
    }
    return best;
  }

  /**
   * Positions with a few plies left, reached by random play that mostly leaves the buttons alone so
   * that some are still on the board.
   */
  static Seq<ButtonsPosition> nearTheEnd(ButtonsGame game, int pliesLeft, int count, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    Array<ButtonsPosition> found = Array.empty();
    while (found.size() < count) {
      ButtonsPosition p = game.start();
      while (!p.isOver() && p.pliesLeft() > pliesLeft) {
        Seq<Move> moves = p.legalMoves();
        ButtonsPosition now = p;
        Seq<Move> quiet = moves.filter(m -> !m.isCapture() && !m.destination().exists(now.buttons()::contains));
        Seq<Move> from = quiet.nonEmpty() && random.nextInt(100) < 88 ? quiet : moves;
        p = p.playUnchecked(from.get(random.nextInt(from.size())));
      }
      if (!p.isOver()) {
        found = found.append(p);
      }
    }
    return found;
  }

  @Test
  void exactValuesWithThreePliesLeftAgreeWithFullWidthMinimax() {
    for (ButtonsGame game : Array.of(ButtonsGame.standard(), ButtonsGame.extraRook())) {
      for (ButtonsPosition p : nearTheEnd(game, 3, 12, 11L)) {
        int truth = 100 * minimax(p);
        SearchResult r = ButtonsRobot.analyse(p, Budget.UNLIMITED, new Cancellation());
        assertTrue(r.exact(), p::toString);
        assertEquals(truth, r.score(), p::toString);
        // the chosen move is worth the value
        assertEquals(truth, -100 * minimax(p.playUnchecked(r.move())), p::toString);
      }
    }
  }

  @Test
  void exactValuesWithFourPliesLeftAgreeWithFullWidthMinimax() {
    for (ButtonsGame game : Array.of(ButtonsGame.standard(), ButtonsGame.extraRook())) {
      for (ButtonsPosition p : nearTheEnd(game, 4, 2, 5L)) {
        SearchResult r = ButtonsRobot.analyse(p, Budget.UNLIMITED, new Cancellation());
        assertTrue(r.exact(), p::toString);
        assertEquals(100 * minimax(p), r.score(), p::toString);
      }
    }
  }

  @Test
  void exactValuesFurtherFromTheEndAgreeWithCoresGenericSearcher() {
    Searcher<ButtonsPosition> generic = Searcher.of(new ButtonsEvaluator())
        .withOrdering(ButtonsEvaluator.collectingFirst()).withTableEntries(1 << 16);
    for (ButtonsGame game : Array.of(ButtonsGame.standard(), ButtonsGame.extraRook())) {
      for (ButtonsPosition p : nearTheEnd(game, 7, 3, 23L)) {
        SearchResult kernel = ButtonsRobot.analyse(p, Budget.UNLIMITED, new Cancellation());
        SearchResult core = generic.search(p, Budget.UNLIMITED);
        assertTrue(kernel.exact() && core.exact(), p::toString);
        assertEquals(core.score(), kernel.score(), p::toString);
      }
    }
  }
}
