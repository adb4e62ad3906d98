package io.github.tabla.games.draughts.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.engine.StateEvaluator;
import io.github.tabla.core.engine.StateOracle;
import io.github.tabla.core.robot.Cancellation;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The bitbases in the search: beyond the distance tables' pieces a drawn position is exactly a draw, a
 * won or lost one is no proved result but an evaluation {@link DraughtsStates#BITBASE_WIN} higher or
 * lower; within the tables' pieces the tables answer as before.
 */
class BitbaseOracleTest {

  @Test
  void beyondTheTablesTheBitbasesGiveDrawsExactlyAndWinsAsAnAdvantage() {
    EndgameTables three = EndgameTables.generate(3, new Cancellation());
    WinDrawLoss four = WinDrawLoss.of(EndgameTables.generate(4, new Cancellation()));
    StateOracle oracle = DraughtsStates.tables(three, four, true);
    StateOracle tablesOnly = DraughtsStates.tables(three, true);
    StateEvaluator plain = DraughtsStates.evaluator(Evaluation.TUNED);
    StateEvaluator knowing = DraughtsStates.withBitbases(plain, four);
    SplittableRandom random = new SplittableRandom(9L);
    long[] state = new long[DraughtsKernel.WORDS];
    int[] seen = new int[3];
    for (int i = 0; i < 5_000; i++) {
      int pieces = 3 + random.nextInt(2);
      int[] p = EndgameTablesTest.randomPosition(random, pieces);
      boolean wtm = p[3] == 1;
      if (MoveGenerator.jumpers(p[0], p[1], p[2], wtm) != 0) {
        continue;
      }
      DraughtsKernel.write(state, 0, p[0], p[1], p[2], wtm, 0, 0, 0);
      int answer = oracle.solve(state, 0);
      int value = knowing.evaluate(state, 0);
      int base = plain.evaluate(state, 0);
      int r = four.probe(p[0], p[1], p[2], wtm);
      int bonus = r == WinDrawLoss.WIN ? DraughtsStates.BITBASE_WIN : r == WinDrawLoss.LOSS ? -DraughtsStates.BITBASE_WIN : 0;
      if (pieces == 3) {
        // the distance tables answer (the search asks them first); the evaluation knows the result too
        assertEquals(tablesOnly.solve(state, 0), answer);
        assertEquals(base + bonus, value);
        continue;
      }
      seen[r]++;
      if (r == WinDrawLoss.DRAW) {
        assertEquals(0, answer);
        assertEquals(base, value);
      } else {
        assertEquals(StateOracle.UNKNOWN, answer, "a win of the bitbases is no proved result");
        assertEquals(base + bonus, value);
      }
    }
    assertTrue(seen[WinDrawLoss.WIN] > 100 && seen[WinDrawLoss.DRAW] > 100 && seen[WinDrawLoss.LOSS] > 100,
        seen[0] + " draws, " + seen[1] + " wins, " + seen[2] + " losses");
  }

  @Test
  void aSearchCountsOnlyItsOwnSidesBitbaseWinsAndTakesADrawAsExactOnlyWhenNotAhead() {
    EndgameTables three = EndgameTables.generate(3, new Cancellation());
    WinDrawLoss four = WinDrawLoss.of(EndgameTables.generate(4, new Cancellation()));
    StateEvaluator plain = DraughtsStates.evaluator(Evaluation.TUNED);
    SplittableRandom random = new SplittableRandom(10L);
    long[] state = new long[DraughtsKernel.WORDS];
    int[] seen = new int[4];
    for (int i = 0; i < 5_000; i++) {
      int[] p = EndgameTablesTest.randomPosition(random, 4);
      boolean wtm = p[3] == 1;
      if (MoveGenerator.jumpers(p[0], p[1], p[2], wtm) != 0) {
        continue;
      }
      DraughtsKernel.write(state, 0, p[0], p[1], p[2], wtm, 0, 0, 0);
      int r = four.probe(p[0], p[1], p[2], wtm);
      int base = plain.evaluate(state, 0);
      for (boolean forWhite : new boolean[] {true, false}) {
        StateEvaluator knowing = DraughtsStates.withBitbases(plain, four, forWhite);
        StateOracle oracle = DraughtsStates.tables(three, four, true, plain, forWhite);
        boolean mine = wtm == forWhite;
        if (r == WinDrawLoss.DRAW) {
          boolean ahead = (mine ? base : -base) > 0;
          assertEquals(ahead ? StateOracle.UNKNOWN : 0, oracle.solve(state, 0), "a draw is exact unless ahead");
          assertEquals(base, knowing.evaluate(state, 0));
          seen[ahead ? 0 : 1]++;
        } else {
          boolean myWin = (r == WinDrawLoss.WIN) == mine;
          int bonus = !myWin ? 0 : r == WinDrawLoss.WIN ? DraughtsStates.BITBASE_WIN : -DraughtsStates.BITBASE_WIN;
          assertEquals(base + bonus, knowing.evaluate(state, 0), "only the searching side's wins count");
          assertEquals(StateOracle.UNKNOWN, oracle.solve(state, 0));
          seen[myWin ? 2 : 3]++;
        }
      }
    }
    for (int count : seen) {
      assertTrue(count > 50, () -> java.util.Arrays.toString(seen));
    }
  }
}
