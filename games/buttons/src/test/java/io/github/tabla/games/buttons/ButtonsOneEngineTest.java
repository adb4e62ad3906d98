package io.github.tabla.games.buttons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Move;
import io.github.tabla.core.engine.KernelResult;
import io.github.tabla.core.engine.KernelSearch;
import io.github.tabla.core.kernel.Kernel;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Cancellation;
import io.github.tabla.core.robot.KernelSearcher;
import io.github.tabla.core.robot.SearchResult;
import io.github.tabla.games.buttons.internal.ButtonsKernel;
import io.github.tabla.games.buttons.internal.Evaluation;
import io.vavr.collection.Array;
import org.junit.jupiter.api.Test;

/**
 * The one engine with the game's hooks ({@code ButtonsStates}: evaluation, ordering, the proved bounds of
 * QB-4 and QB-7, the last move as an oracle, the table keyed without the buttons collected) solves rounds
 * exactly: its values equal the full-width minimax near the end of the round, and further from it the
 * search that tries to solve (the strongest Robot's) agrees with solves from far guesses; its move keeps
 * the value, its line is proved to the end, and the search that tries to solve within a budget does so
 * whenever its budget reaches the end.
 */
class ButtonsOneEngineTest {
  private static final KernelSearch ENGINE = KernelSearch.of(ButtonsKernel.INSTANCE, ButtonsStates.EVALUATOR)
      .withOrdering(ButtonsStates.ORDERING).withBounds(ButtonsStates.BOUNDS).withOracle(ButtonsStates.LAST_MOVE)
      .withTableKey(ButtonsStates.WITHOUT_POINTS).withTableEntries(1 << 16);

  private static long[] state(ButtonsPosition p) {
    long[] s = new long[ButtonsKernel.WORDS];
    ButtonsPosition.BINDING.write(p, s, 0);
    return s;
  }

  @Test
  void theSolveModeFindsTheMinimaxValueAMoveThatKeepsItAndAProvedLine() {
    for (ButtonsGame game : Array.of(ButtonsGame.standard(), ButtonsGame.extraRook())) {
      for (ButtonsPosition p : MinimaxAgreementTest.nearTheEnd(game, 4, 10, 23L)) {
        KernelResult r = ENGINE.solve(state(p), 0, 0, Budget.UNLIMITED, new Cancellation());
        int expected = MinimaxAgreementTest.minimax(p);
        assertTrue(r.exact(), p::toString);
        assertEquals(Evaluation.BUTTON * expected, r.score(), p::toString);
        Move best = ButtonsPosition.BINDING.move(p, r.move());
        assertEquals(expected, -MinimaxAgreementTest.minimax(p.playUnchecked(best)), () -> p + " " + best);
        // the line: every move keeps the value, to the end of the round
        ButtonsPosition q = p;
        for (int i = 0; i < r.lineLength(); i++) {
          Move m = ButtonsPosition.BINDING.move(q, r.lineMove(i));
          int before = MinimaxAgreementTest.minimax(q);
          q = q.playUnchecked(m);
          assertEquals(before, q.isOver() ? -q.score().difference(q.sideToMove()) : -MinimaxAgreementTest.minimax(q),
              () -> p + " line move " + m);
        }
        assertTrue(q.isOver(), () -> p + ": the proved line ends the round");
      }
    }
  }

  @Test
  void theSearchThatTriesToSolveAgreesWithSolvesFromFarGuessesFurtherFromTheEnd() {
    KernelSearcher<ButtonsPosition> searcher = KernelSearcher.of(ButtonsPosition.BINDING,
        ENGINE.withSolving(6, Evaluation.BUTTON));
    for (ButtonsGame game : Array.of(ButtonsGame.standard(), ButtonsGame.extraRook())) {
      for (ButtonsPosition p : MinimaxAgreementTest.nearTheEnd(game, 9, 6, 29L)) {
        SearchResult searched = searcher.search(p, Budget.UNLIMITED, new Cancellation());
        // MTD(f) climbing from far below and falling from far above reaches the same value
        KernelResult fromBelow = ENGINE.solve(state(p), 0, -8 * Evaluation.BUTTON, Budget.UNLIMITED,
            new Cancellation());
        KernelResult fromAbove = ENGINE.solve(state(p), 0, 8 * Evaluation.BUTTON, Budget.UNLIMITED,
            new Cancellation());
        assertTrue(searched.exact() && fromBelow.exact() && fromAbove.exact(), p::toString);
        assertEquals(fromBelow.score(), searched.score(), p::toString);
        assertEquals(fromAbove.score(), searched.score(), p::toString);
        // the search's move keeps the value: the position after it is worth the opposite to the other side
        ButtonsPosition after = p.playUnchecked(searched.move());
        int afterValue = after.isOver() ? Evaluation.BUTTON * after.score().difference(after.sideToMove())
            : ENGINE.solve(state(after), 0, 0, Budget.UNLIMITED, new Cancellation()).score();
        assertEquals(searched.score(), -afterValue, () -> p + " " + searched.move());
      }
    }
  }

  @Test
  void aSearchWhoseDepthStopsShortOfTheEndDoesNotClaimASolve() {
    ButtonsPosition p = MinimaxAgreementTest.nearTheEnd(ButtonsGame.standard(), 12, 1, 31L).head();
    SearchResult r = KernelSearcher.of(ButtonsPosition.BINDING, ENGINE.withSolving(6, Evaluation.BUTTON))
        .search(p, Budget.ofDepth(4), new Cancellation());
    assertEquals(4, r.depth());
    assertTrue(!r.exact(), r::toString);
  }

  @Test
  void aBudgetStopsTheAttemptToSolveAndTheSearchStillAnswersWithinIt() {
    ButtonsPosition start = ButtonsGame.standard().start();
    SearchResult r = KernelSearcher.of(ButtonsPosition.BINDING, ENGINE.withSolving(6, Evaluation.BUTTON))
        .search(start, Budget.ofNodes(30_000), new Cancellation());
    assertTrue(!r.exact(), r::toString);
    assertTrue(r.nodes() <= 30_000, r::toString);
    assertTrue(start.legalMoves().contains(r.move()), r::toString);
    assertTrue(r.depth() >= 1, r::toString);
  }

  @Test
  void aSearcherRefusesAnEngineOnAnotherKernel() {
    Kernel k = ButtonsKernel.INSTANCE;
    Kernel another = new Kernel() {
      @Override public int stateWords() { return k.stateWords(); }
      @Override public int maxMoves() { return k.maxMoves(); }
      @Override public int moves(long[] s, int at, long[] m, int o) { return k.moves(s, at, m, o); }
      @Override public void make(long[] s, int at, long m, long[] t, int ta) { k.make(s, at, m, t, ta); }
      @Override public long key(long[] s, int at) { return k.key(s, at); }
      @Override public long keyFromScratch(long[] s, int at) { return k.keyFromScratch(s, at); }
      @Override public boolean isOver(long[] s, int at) { return k.isOver(s, at); }
      @Override public int sideToMove(long[] s, int at) { return k.sideToMove(s, at); }
      @Override public int score(long[] s, int at, int side) { return k.score(s, at, side); }
    };
    KernelSearch onAnother = KernelSearch.of(another, ButtonsStates.EVALUATOR);
    IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
        () -> KernelSearcher.of(ButtonsPosition.BINDING, onAnother));
    assertTrue(e.getMessage().contains("binding's kernel"), e.getMessage());
  }
}
