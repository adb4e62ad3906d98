package io.github.tabla.games.buttons.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.github.tabla.core.robot.Cancellation;
import java.util.Locale;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Solves the start position of each variant to the end of the round: the game-theoretic values
 * published in the package description. Excluded from the normal build (a few seconds to a minute of
 * CPU); run it with
 *
 * <pre>
 * ./mvnw -B -o test -pl games/buttons -Dgroups=solve -Dbuttons.excludedGroups=none
 * </pre>
 */
@Tag("solve")
class StartValueTest {
  /** 2^24 entries, 256 MiB. */
  private static final int TABLE_BITS = 24;

  private static int[] solve(String name, long whiteRooks, long blackRooks) {
    long t0 = System.nanoTime();
    AlphaBeta search = new AlphaBeta(TABLE_BITS);
    search.limits(Long.MAX_VALUE, 0L, new Cancellation());
    search.root(1L << 3, whiteRooks, 1L << 59, blackRooks, Rules.BUTTON_SQUARES, Rules.WHITE, Rules.PLIES);
    int[] bounds = search.solve(0);
    assertFalse(search.stopped());
    System.out.printf(Locale.ROOT, "%s: the start is worth %d to %d buttons for White (%s), %,d nodes, %.1f s%n",
        name, bounds[0] / 100, bounds[1] / 100, bounds[0] == bounds[1] ? "solved" : "bounds", search.nodes(),
        (System.nanoTime() - t0) / 1e9);
    return bounds;
  }

  @Test
  void theStandardStartIsADraw() {
    assertArrayEquals(new int[] {0, 0}, solve("buttons", 1L << 1, 1L << 62));
  }

  @Test
  void theExtraRookStartIsADraw() {
    assertArrayEquals(new int[] {0, 0}, solve("buttons:extra-rook", (1L << 1) | (1L << 6), (1L << 62) | (1L << 57)));
  }
}
