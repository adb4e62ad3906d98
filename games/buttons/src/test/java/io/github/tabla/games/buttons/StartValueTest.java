package io.github.tabla.games.buttons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.engine.KernelResult;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Cancellation;
import io.github.tabla.core.robot.SearchResult;
import java.util.Locale;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The value of each variant's start under perfect play (QB-1, QB-2): a draw, proved two ways with core's
 * one engine and the game's hooks ({@code ButtonsStates}): the solve from scratch (MTD(f) from 0, a table of
 * 2^24 entries) and the strongest Robot's way (one ply with the evaluation, then the solve, a table of 2^21
 * entries). Prints the nodes and time (wall clock) of each. Excluded from the normal build (about 30 s);
 * run it with
 *
 * <pre>
 * ./mvnw -B -o test -pl games/buttons -am -Dtest=StartValueTest -Dgroups=solve -Dbuttons.excludedGroups=none -Dsurefire.failIfNoSpecifiedTests=false
 * </pre>
 */
@Tag("solve")
class StartValueTest {
  private static void solve(ButtonsGame game) {
    ButtonsPosition start = game.start();
    long[] state = new long[ButtonsPosition.BINDING.kernel().stateWords()];
    ButtonsPosition.BINDING.write(start, state, 0);
    long t0 = System.nanoTime();
    KernelResult solved = ButtonsRobot.ENGINE.withTableEntries(1 << 24)
        .solve(state, 0, 0, Budget.UNLIMITED, new Cancellation());
    long t1 = System.nanoTime();
    SearchResult strongest = ButtonsRobot.analyse(start, Budget.UNLIMITED, new Cancellation());
    long t2 = System.nanoTime();
    System.out.printf(Locale.ROOT, "%s: solve from scratch %,d nodes %d ms; the strongest Robot's way %,d nodes"
        + " %d ms%n", game.id(), solved.nodes(), (t1 - t0) / 1_000_000, strongest.nodes(), (t2 - t1) / 1_000_000);
    assertTrue(solved.exact() && strongest.exact());
    assertEquals(0, solved.score());
    assertEquals(0, strongest.score());
  }

  @Test
  void theStandardStartIsADraw() {
    solve(ButtonsGame.standard());
  }

  @Test
  void theExtraRookStartIsADraw() {
    solve(ButtonsGame.extraRook());
  }
}
