package io.github.tabla.games.draughts;

import io.github.tabla.testkit.Conformance;
import io.github.tabla.testkit.junit.GameConformanceTest;

/**
 * The testkit's whole conformance suite for {@code italian-draughts:no-draws}. The variant differs from
 * the FID game only in its draw policy, and its games run to the playout cap, so fewer playouts do.
 */
class DraughtsNoDrawsConformanceTest extends GameConformanceTest<DraughtsPosition> {
  DraughtsNoDrawsConformanceTest() {
    super(lighter(DraughtsConformanceTest.draughtsSuite(ItalianDraughts.withDrawPolicy(DrawPolicy.NONE))));
  }

  private static Conformance<DraughtsPosition> lighter(Conformance<DraughtsPosition> suite) {
    return suite.isDeep() ? suite : suite.withPlayouts(6);
  }
}
