package io.github.tabla.archfixture.broken.testkit;

import io.github.tabla.archfixture.broken.core.Board;
import io.github.tabla.archfixture.broken.notation.Notation;
import org.junit.jupiter.api.Assertions;

/** The testkit uses core, notation and the test libraries. */
public final class Suite {
  /** Checks a round trip. */
  public static void roundTrip(long bits) {
    Assertions.assertEquals(Board.occupied(bits).size(), Notation.write(bits).split(" ").length);
  }
}
