package io.github.tabla.core.robot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Move;
import io.github.tabla.testgames.MiniDiamonds;
import io.github.tabla.testgames.MiniPosition;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.ToIntFunction;
import org.junit.jupiter.api.Test;

/**
 * The searcher against the brute-force truth of MiniDiamonds (issue 2: "the searcher finds the
 * brute-force value on every position of the test game").
 */
class SearcherExactnessTest {
  private static final MiniDiamonds GAME = MiniDiamondsRobots.game();
  private static final MiniDiamondsTruth TRUTH = new MiniDiamondsTruth(GAME);

  private static List<MiniPosition> unfinished() {
    List<MiniPosition> all = new ArrayList<>();
    for (MiniPosition p : TRUTH.reachable()) {
      if (!p.isOver()) {
        all.add(p);
      }
    }
    return all;
  }

  /** Every unfinished position at ply 2 or later, plus a seeded sample of one in {@code every} before. */
  private static List<MiniPosition> sample(int every) {
    SplittableRandom random = new SplittableRandom(2024L);
    List<MiniPosition> some = new ArrayList<>();
    for (MiniPosition p : unfinished()) {
      if (MiniDiamondsTruth.ply(p) >= 2 || random.nextInt(every) == 0) {
        some.add(p);
      }
    }
    return some;
  }

  /** A seeded sample of about one unfinished position in {@code every}. */
  private static List<MiniPosition> oneIn(int every) {
    SplittableRandom random = new SplittableRandom(77L);
    List<MiniPosition> some = new ArrayList<>();
    for (MiniPosition p : unfinished()) {
      if (random.nextInt(every) == 0) {
        some.add(p);
      }
    }
    return some;
  }

  private static void assertSolves(Searcher<MiniPosition> searcher, List<MiniPosition> positions,
      ToIntFunction<MiniPosition> truth) {
    for (MiniPosition p : positions) {
      SearchResult r = searcher.search(p, Budget.UNLIMITED);
      assertTrue(r.exact(), () -> "not proved: " + p);
      assertEquals(truth.applyAsInt(p), r.score(), () -> "value of " + p);
      assertTrue(p.legalMoves().contains(r.move()), () -> "illegal " + r.move() + " in " + p);
    }
  }

  @Test
  void searcherFindsTheBruteForceValueOfEveryReachablePosition() {
    List<MiniPosition> all = unfinished();
    assertTrue(all.size() > 5_000, "the test game is big enough to mean something: " + all.size());
    Searcher<MiniPosition> searcher = MiniDiamondsRobots.searcher().withTableEntries(1 << 10);
    for (MiniPosition p : all) {
      SearchResult r = searcher.search(p, Budget.UNLIMITED);
      int truth = TRUTH.pointValue(p);
      assertTrue(r.exact(), () -> "not proved: " + p);
      assertEquals(truth, r.score(), () -> "value of " + p);
      // the move played achieves the value
      assertEquals(truth, -TRUTH.pointValue(p.playUnchecked(r.move())), () -> r.move() + " in " + p);
      // a proved iteration ends the search: no deeper than the plies left in the round
      int pliesLeft = 2 * MiniDiamonds.MOVE_LIMIT - MiniDiamondsTruth.ply(p);
      assertTrue(r.depth() >= 1 && r.depth() <= pliesLeft, () -> "depth " + r.depth() + " for " + p);
    }
  }

  @Test
  void searcherPrefersQuickerWinsAndSlowerLosses() {
    // with only wins counting, the exact value is WIN minus the plies to the end of the fastest win
    Searcher<MiniPosition> searcher = Searcher.of(MiniDiamondsRobots.WINS).withTableEntries(1 << 10);
    for (MiniPosition p : unfinished()) {
      SearchResult r = searcher.search(p, Budget.UNLIMITED);
      int truth = TRUTH.winValue(p);
      assertTrue(r.exact(), () -> "not proved: " + p);
      assertEquals(truth, r.score(), () -> "value of " + p);
      int after = -TRUTH.winValue(p.playUnchecked(r.move()));
      assertEquals(truth, after > 0 ? after - 1 : after < 0 ? after + 1 : 0, () -> r.move() + " in " + p);
    }
  }

  @Test
  void aTinyTranspositionTableStillGivesTheExactValue() {
    Searcher<MiniPosition> tiny = MiniDiamondsRobots.searcher().withTableEntries(2);
    assertEquals(2, tiny.tableEntries());
    assertSolves(tiny, sample(20), TRUTH::pointValue);
  }

  @Test
  void moveOrderingChangesTheSpeedNotTheValue() {
    Searcher<MiniPosition> unordered = MiniDiamondsRobots.searcher().withOrdering(MoveOrdering.none());
    Searcher<MiniPosition> reversed = MiniDiamondsRobots.searcher().withOrdering(
        (p, m) -> -p.legalMoves().indexOf(m));
    assertSolves(unordered, oneIn(4), TRUTH::pointValue);
    assertSolves(reversed, oneIn(8), TRUTH::pointValue);
  }

  @Test
  void exactSolverAnswersAreExactLeaves() {
    // a solver that knows every position with at most two diamonds left
    ExactSolver<MiniPosition> endgame =
        p -> p.diamonds().size() <= 2 ? Option.some(TRUTH.pointValue(p)) : Option.none();
    Searcher<MiniPosition> withSolver = MiniDiamondsRobots.searcher().withSolver(endgame);
    assertSolves(withSolver, sample(10), TRUTH::pointValue);
    MiniPosition start = GAME.start();
    long helped = withSolver.search(start, Budget.UNLIMITED).nodes();
    long alone = MiniDiamondsRobots.searcher().search(start, Budget.UNLIMITED).nodes();
    assertTrue(helped < alone, "the solver's answers end the search early: " + helped + " vs " + alone);

    // the solver is believed: if it says every position is worth 7, every move is worth -7
    SearchResult believed = MiniDiamondsRobots.searcher().withSolver(p -> Option.some(7)).search(start,
        Budget.UNLIMITED);
    assertTrue(believed.exact());
    assertEquals(-7, believed.score());
    assertEquals(1, believed.depth());
  }

  @Test
  void aDepthLimitedSearchIsAnEstimateUntilItSeesTheEnd() {
    MiniPosition start = GAME.start();
    SearchResult shallow = MiniDiamondsRobots.searcher().search(start, Budget.ofDepth(3));
    assertFalse(shallow.exact());
    assertEquals(3, shallow.depth());
    SearchResult full = MiniDiamondsRobots.searcher().search(start, Budget.ofDepth(10));
    assertTrue(full.exact());
    assertEquals(TRUTH.pointValue(start), full.score());
  }

  @Test
  void principalVariationIsALegalLineThatStartsWithTheMove() {
    Searcher<MiniPosition> searcher = MiniDiamondsRobots.searcher();
    for (MiniPosition p : oneIn(10)) {
      SearchResult r = searcher.search(p, Budget.UNLIMITED);
      assertEquals(r.move(), r.principalVariation().head());
      MiniPosition q = p;
      for (Move m : r.principalVariation()) {
        MiniPosition before = q;
        q = q.play(m).getOrElseThrow(why -> new AssertionError(m + " in " + before + ": " + why));
      }
    }
    // with a table big enough to keep it, the line of the start position runs to the end of the round
    SearchResult r = searcher.withTableEntries(1 << 16).search(GAME.start(), Budget.UNLIMITED);
    MiniPosition end = GAME.start();
    for (Move m : r.principalVariation()) {
      end = end.playUnchecked(m);
    }
    assertTrue(end.isOver(), () -> "the line " + r.principalVariation() + " ends the round");
    assertEquals(r.score(), end.score().difference(GAME.start().sideToMove()));
  }
}
