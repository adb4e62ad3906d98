package io.github.tabla.testkit.hexapawn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.FieldValues;
import io.github.tabla.core.Localizable;
import io.github.tabla.core.Messages;
import io.github.tabla.core.Move;
import io.github.tabla.core.RuleId;
import io.github.tabla.core.Setup;
import io.github.tabla.core.SetupCode;
import io.github.tabla.core.SetupProblem;
import io.github.tabla.core.Side;
import io.github.tabla.core.SquareSet;
import io.github.tabla.core.engine.KernelResult;
import io.github.tabla.core.engine.KernelSearch;
import io.github.tabla.core.engine.StateOracle;
import io.github.tabla.core.kernel.Kernel;
import io.github.tabla.core.kernel.KernelBinding;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Cancellation;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.Robot;
import io.github.tabla.core.robot.SearchResult;
import io.github.tabla.core.robot.Values;
import io.github.tabla.testkit.Properties;
import io.vavr.collection.Array;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The fifth game gets a working Robot from a kernel and an evaluator alone: its perfect level is proved
 * perfect from every reachable position against a brute-force solution, and it wins every round as Black,
 * whatever White plays. Conformance property 12 catches a kernel that breaks its contract.
 */
class HexapawnTest {
  private static final Hexapawn GAME = new Hexapawn();
  private static final Level PERFECT = GAME.levels().last();

  /** The result for the side to move under perfect play, by plain negamax over the typed positions. */
  private static int solve(HexapawnPosition p, Map<HexapawnPosition, Integer> memo) {
    Integer known = memo.get(p);
    if (known != null) {
      return known;
    }
    int best;
    if (p.isOver()) {
      best = p.outcome().get().resultFor(p.sideToMove());
    } else {
      best = -1;
      for (Move m : p.legalMoves()) {
        best = Math.max(best, -solve(p.playUnchecked(m), memo));
      }
    }
    memo.put(p, best);
    return best;
  }

  private static void reachable(HexapawnPosition p, Map<HexapawnPosition, Integer> all) {
    if (all.containsKey(p)) {
      return;
    }
    all.put(p, 0);
    for (Move m : p.legalMoves()) {
      reachable(p.playUnchecked(m), all);
    }
  }

  @Test
  void hx1_theStartHasSixPawnsAndWhiteMovesFirst() {
    HexapawnPosition start = GAME.start();
    assertEquals(Side.WHITE, start.sideToMove());
    assertEquals(3, start.legalMoves().size());
    // after a1-a2 and c1-c2 Black has a capture and two steps; after b1-b2 two captures and two steps
    assertEquals(10L, start.perft(2));
  }

  @Test
  void hx1_aMoveCounterIsAWholeNumberFrom0To15() {
    Setup setup = GAME.start().toSetup().withField(Hexapawn.WHITE_MOVES, "16");
    assertEquals(Array.of(SetupProblem.of(SetupCode.BAD_FIELD, RuleId.of("HX-1"), SquareSet.empty(),
        Hexapawn.WHITE_MOVES, "16", Localizable.of(FieldValues.WHOLE_NUMBER, 0, 15))), GAME.fromSetup(setup).getError());
  }

  @Test
  void everyCodesTextTakesTheArgumentsTheCodeDeclares() {
    assertEquals(Array.empty(), Messages.argumentMismatches(GAME, Array.of(HexapawnCode.values())));
  }

  @Test
  void hx3_blackWinsUnderPerfectPlayAndTheRobotProvesIt() {
    SearchResult r = GAME.robot(PERFECT, 1L).choose(GAME.start(), Budget.UNLIMITED);
    assertTrue(r.value().isProved(), r.toString());
    assertTrue(r.score() <= -Values.WIN_THRESHOLD, "White loses: " + r);
    assertEquals(-1, solve(GAME.start(), new HashMap<>()));
  }

  @Test
  void thePerfectLevelIsPerfectFromEveryReachablePosition() {
    Map<HexapawnPosition, Integer> all = new HashMap<>();
    reachable(GAME.start(), all);
    Map<HexapawnPosition, Integer> memo = new HashMap<>();
    Robot<HexapawnPosition> robot = GAME.robot(PERFECT, 7L);
    int checked = 0;
    for (HexapawnPosition p : all.keySet()) {
      if (p.isOver()) {
        continue;
      }
      int value = solve(p, memo);
      SearchResult r = robot.choose(p, Budget.UNLIMITED);
      assertTrue(r.value().isProved(), () -> "not proved: " + p);
      assertEquals(value, Integer.signum(r.score()), () -> "value of " + p + ": " + r);
      // the chosen move keeps the value: it leads to a position worth the opposite for the other side
      assertEquals(value, -solve(p.playUnchecked(r.move()), memo), () -> "move " + r.move() + " in " + p);
      checked++;
    }
    assertTrue(checked > 20, "positions checked: " + checked);
  }

  @Test
  void theEnginesValueSolvesASessionAndAnOracleOfMovesAgreeWithTheBruteForceEverywhere() {
    Map<HexapawnPosition, Integer> all = new HashMap<>();
    reachable(GAME.start(), all);
    Map<HexapawnPosition, Integer> memo = new HashMap<>();
    KernelBinding<HexapawnPosition> binding = GAME.kernel().get();
    Kernel kernel = binding.kernel();
    // the brute force's values by kernel key, on the engine's scale (a win is worth WIN less its distance)
    Map<Long, Integer> byKey = new HashMap<>();
    for (HexapawnPosition p : all.keySet()) {
      long[] s = new long[kernel.stateWords()];
      binding.write(p, s, 0);
      byKey.put(kernel.key(s, 0), solve(p, memo) * (Values.WIN - 100));
    }
    long[] scratch = new long[kernel.stateWords()];
    StateOracle movesOnly = new StateOracle() {
      @Override
      public int solve(long[] states, int at) {
        return UNKNOWN;
      }

      @Override
      public int solveMove(long[] states, int at, long move) {
        kernel.make(states, at, move, scratch, 0);
        return kernel.isOver(scratch, 0) ? UNKNOWN : byKey.get(kernel.key(scratch, 0));
      }

      @Override
      public boolean solvesMoves() {
        return true;
      }
    };
    KernelSearch engine = KernelSearch.of(kernel, Hexapawn.EVALUATOR).withTableEntries(1 << 10);
    KernelSearch.Session session = engine.session();
    long plainNodes = 0L;
    long oracleNodes = 0L;
    int checked = 0;
    for (HexapawnPosition p : all.keySet()) {
      if (p.isOver()) {
        continue;
      }
      long[] s = new long[kernel.stateWords()];
      binding.write(p, s, 0);
      int value = solve(p, memo);
      KernelResult plain = engine.solveValue(s, 0, 0, Budget.UNLIMITED, new Cancellation());
      KernelResult shared = session.solveValue(s, 0, 0, Budget.UNLIMITED, new Cancellation());
      KernelResult known = engine.withOracle(movesOnly).solveValue(s, 0, 0, Budget.UNLIMITED, new Cancellation());
      for (KernelResult r : List.of(plain, shared, known)) {
        assertTrue(r.exact(), () -> "not proved: " + p + " " + r);
        assertEquals(value, Integer.signum(r.score()), () -> "value of " + p + ": " + r);
      }
      plainNodes += plain.nodes();
      oracleNodes += known.nodes();
      checked++;
    }
    assertTrue(checked > 20, "positions checked: " + checked);
    // the moves the oracle knows are neither made nor searched
    assertTrue(oracleNodes < plainNodes, oracleNodes + " nodes with the oracle, " + plainNodes + " without");
  }

  @Test
  void theRobotAsBlackWinsWhateverWhitePlays() {
    Robot<HexapawnPosition> robot = GAME.robot(PERFECT, 3L);
    assertEquals(0, whiteWins(GAME.start(), robot));
  }

  /** The number of lines White wins when Black plays the Robot's moves and White every move. */
  private static int whiteWins(HexapawnPosition p, Robot<HexapawnPosition> black) {
    if (p.isOver()) {
      return p.outcome().get().winner().contains(Side.WHITE) ? 1 : 0;
    }
    if (p.sideToMove() == Side.BLACK) {
      return whiteWins(p.playUnchecked(black.choose(p, Budget.UNLIMITED).move()), black);
    }
    int wins = 0;
    for (Move m : p.legalMoves()) {
      wins += whiteWins(p.playUnchecked(m), black);
    }
    return wins;
  }

  @Test
  void theGentleLevelPlaysLegalMovesReproducibly() {
    Robot<HexapawnPosition> a = GAME.robot(GAME.levels().head(), 11L);
    Robot<HexapawnPosition> b = GAME.robot(GAME.levels().head(), 11L);
    HexapawnPosition p = GAME.start();
    while (!p.isOver()) {
      Move m = a.choose(p, Budget.UNLIMITED).move();
      assertEquals(m, b.choose(p, Budget.UNLIMITED).move());
      assertTrue(p.legalMoves().contains(m));
      p = p.playUnchecked(m);
    }
  }

  @Test
  void property12CatchesAKernelWhoseMakeForgetsTheKey() {
    KernelBinding<HexapawnPosition> good = GAME.kernel().get();
    Properties.kernelAgrees(GAME.start(), good, 3);
    Kernel broken = new Kernel() {
      private final Kernel k = good.kernel();

      @Override
      public int stateWords() {
        return k.stateWords();
      }

      @Override
      public int maxMoves() {
        return k.maxMoves();
      }

      @Override
      public int moves(long[] states, int at, long[] moves, int offset) {
        return k.moves(states, at, moves, offset);
      }

      @Override
      public void make(long[] states, int at, long move, long[] target, int targetAt) {
        k.make(states, at, move, target, targetAt);
        target[targetAt] = states[at];  // the key of the state before
      }

      @Override
      public long key(long[] states, int at) {
        return k.key(states, at);
      }

      @Override
      public long keyFromScratch(long[] states, int at) {
        return k.keyFromScratch(states, at);
      }

      @Override
      public boolean isOver(long[] states, int at) {
        return k.isOver(states, at);
      }

      @Override
      public int sideToMove(long[] states, int at) {
        return k.sideToMove(states, at);
      }

      @Override
      public int score(long[] states, int at, int side) {
        return k.score(states, at, side);
      }
    };
    KernelBinding<HexapawnPosition> mutant = new KernelBinding<>() {
      @Override
      public Kernel kernel() {
        return broken;
      }

      @Override
      public void write(HexapawnPosition position, long[] states, int at) {
        good.write(position, states, at);
      }

      @Override
      public Move move(HexapawnPosition position, long move) {
        return good.move(position, move);
      }
    };
    AssertionError e = assertThrows(AssertionError.class, () -> Properties.kernelAgrees(GAME.start(), mutant, 0));
    assertTrue(e.getMessage().contains("incremental key"), e.getMessage());
  }
}
