package io.github.tabla.testkit.hexapawn;

import io.github.tabla.core.Score;
import io.github.tabla.testkit.Conformance;
import io.github.tabla.testkit.junit.GameConformanceTest;

/** The whole conformance suite against the fifth game, the kernel property (12) included. */
class HexapawnConformanceTest extends GameConformanceTest<HexapawnPosition> {
  HexapawnConformanceTest() {
    super(Conformance.of(new Hexapawn()).withMaxScore(Score.of(3, 3)).withPerftDepth(4));
  }
}
