package io.github.tabla.games.buttons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.engine.KernelResult;
import io.github.tabla.core.engine.KernelSearch;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Cancellation;
import io.github.tabla.games.buttons.internal.AlphaBeta;
import io.github.tabla.games.buttons.internal.ButtonsKernel;
import io.github.tabla.games.buttons.internal.Evaluation;
import io.github.tabla.games.buttons.internal.Rules;
import java.util.Locale;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Solves the start of each variant with core's one engine and the game's hooks ({@code ButtonsStates}),
 * and with the Robot's own search ({@code internal.AlphaBeta}), and prints the nodes and time (wall clock) of each,
 * both ways: the solve from scratch (MTD(f) from 0, a table of 2^24 entries) and the strongest level's way
 * (iterations to 6 plies, then the solve, a table of 2^21 entries). Excluded from the normal build; run it
 * with
 *
 * <pre>
 * ./mvnw -B -o test -pl games/buttons -am -Dgroups=solve -Dbuttons.excludedGroups=none -Dsurefire.failIfNoSpecifiedTests=false
 * </pre>
 */
@Tag("solve")
class EngineStartValueTest {
  private static final KernelSearch ENGINE = KernelSearch.of(ButtonsKernel.INSTANCE, ButtonsStates.EVALUATOR)
      .withOrdering(ButtonsStates.ORDERING).withBounds(ButtonsStates.BOUNDS).withOracle(ButtonsStates.LAST_MOVE)
      .withTableKey(ButtonsStates.WITHOUT_POINTS);

  private static void solve(String name, long whiteRooks, long blackRooks) {
    long[] state = new long[ButtonsKernel.WORDS];
    ButtonsKernel.write(state, 0, 1L << 3, whiteRooks, 1L << 59, blackRooks, Rules.BUTTON_SQUARES, 0, 0, 0, 0, false);
    long c0 = cpu();
    KernelResult solved = ENGINE.withTableEntries(1 << 24).solve(state, 0, 0, Budget.UNLIMITED, new Cancellation());
    long c1 = cpu();
    KernelResult strongest = ENGINE.withTableEntries(1 << 21).withSolving(6, Evaluation.BUTTON)
        .search(state, 0, Budget.UNLIMITED, new Cancellation());
    long c2 = cpu();
    AlphaBeta own = new AlphaBeta(24);
    own.limits(Long.MAX_VALUE, 0L, new Cancellation());
    own.root(1L << 3, whiteRooks, 1L << 59, blackRooks, Rules.BUTTON_SQUARES, Rules.WHITE, Rules.PLIES);
    int[] ownSolve = own.solve(0);
    long c3 = cpu();
    AlphaBeta ownStrongest = new AlphaBeta(21);
    ownStrongest.limits(Long.MAX_VALUE, 0L, new Cancellation());
    ownStrongest.root(1L << 3, whiteRooks, 1L << 59, blackRooks, Rules.BUTTON_SQUARES, Rules.WHITE, Rules.PLIES);
    ownStrongest.think(Integer.MAX_VALUE);
    long c4 = cpu();
    System.out.printf(Locale.ROOT, "%s: solve, one engine %,d nodes %d ms, own search %,d nodes %d ms;"
        + " strongest's way, one engine %,d nodes %d ms, own search %,d nodes %d ms%n", name, solved.nodes(),
        (c1 - c0) / 1_000_000, own.nodes(), (c3 - c2) / 1_000_000, strongest.nodes(), (c2 - c1) / 1_000_000,
        ownStrongest.nodes(), (c4 - c3) / 1_000_000);
    assertEquals(0, ownSolve[0]);
    assertEquals(0, ownSolve[1]);
    assertTrue(ownStrongest.exact());
    assertEquals(0, ownStrongest.value());
    assertTrue(solved.exact() && strongest.exact());
    assertEquals(0, solved.score());
    assertEquals(0, strongest.score());
  }

  /** Wall-clock nanoseconds: run it on a quiet machine (the test's module does not read java.management). */
  private static long cpu() {
    return System.nanoTime();
  }

  @Test
  void theStandardStartIsADraw() {
    solve("buttons", 1L << 1, 1L << 62);
  }

  @Test
  void theExtraRookStartIsADraw() {
    solve("buttons:extra-rook", (1L << 1) | (1L << 6), (1L << 62) | (1L << 57));
  }
}
