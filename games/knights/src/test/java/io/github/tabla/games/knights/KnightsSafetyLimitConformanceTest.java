package io.github.tabla.games.knights;

import io.github.tabla.testkit.junit.GameConformanceTest;

/** The testkit's suite for the game with a safety limit (KN-12): playouts run into the limit and end drawn. */
class KnightsSafetyLimitConformanceTest extends GameConformanceTest<KnightsPosition> {
  KnightsSafetyLimitConformanceTest() {
    super(KnightsConformanceTest.suite(KnightsGame.withSafetyLimit(12)));
  }
}
