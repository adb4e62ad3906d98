package io.github.tabla.games.diamonds.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The whole shipped table against a fresh full solve (about 20 to 60 seconds and 250 MB of heap): not
 * part of the default build, run it with
 * {@code ./mvnw -B -pl games/diamonds verify -Ddiamonds.excludedGroups=none -Dgroups=solve}.
 */
@Tag("solve")
class FullSolveTest {

  @Test
  void theShippedTableIsTheSolvedGame() {
    Retrograde.Result result = Retrograde.solve(SolutionTable.DEFAULT_FLOOR, layer -> { });
    assertEquals(41, result.repeatLayer, "the layers repeat from 37 plies left");
    SolutionTable table = SolutionTable.load();
    assertEquals(result.states, 23_085_056L);
    for (int pair = 0; pair < Symmetry.PAIRS; pair++) {
      int mover = Symmetry.canonicalMover(pair);
      int other = Symmetry.canonicalOther(pair);
      for (int set = 0; set < 65536; set++) {
        if (SolutionTable.valid(pair, set)) {
          int entry = table.entry(mover, other, set);
          int i = pair * 65536 + set;
          if (SolutionTable.value(entry) != result.periodic[i] || table.exactFrom(entry) != result.exactFrom[i]) {
            assertEquals(result.periodic[i] + "/" + result.exactFrom[i],
                SolutionTable.value(entry) + "/" + table.exactFrom(entry), "pair " + pair + ", set " + set);
          }
        }
      }
    }
  }
}
