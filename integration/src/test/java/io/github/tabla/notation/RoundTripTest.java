package io.github.tabla.notation;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.testgames.MiniDiamonds;
import org.junit.jupiter.api.Test;

/** Issue 4's round trips on core's test game; the real games have theirs in GameNotationTest. */
class RoundTripTest {
  @Test
  void everyLegalMoveAndPositionOfMiniDiamondsRoundTrips() {
    RoundTrips.Counts c = RoundTrips.check(new MiniDiamonds(), 0x7AB1AL, RoundTrips.deep() ? 100_000 : 5_000);
    assertTrue(c.moves() > 5_000, "moves checked: " + c.moves());
  }
}
