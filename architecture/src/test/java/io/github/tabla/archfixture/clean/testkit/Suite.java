package io.github.tabla.archfixture.clean.testkit;

import io.github.tabla.archfixture.clean.core.Board;
import io.github.tabla.archfixture.clean.notation.Notation;
import org.junit.jupiter.api.Assertions;

/** The testkit uses core, notation and the test libraries. */
public final class Suite {
  /** Checks a round trip. */
  public static void roundTrip(long bits) {
    Assertions.assertEquals(Board.occupied(bits).size(), Notation.write(bits).split(" ").length);
  }
}
