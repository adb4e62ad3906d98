package io.github.tabla.games.diamonds;

import io.github.tabla.core.Score;
import io.github.tabla.testkit.Conformance;
import io.github.tabla.testkit.PerftFixtures;
import io.github.tabla.testkit.junit.GameConformanceTest;

/** The testkit's conformance suite for Kings and Diamonds. */
class DiamondsConformanceTest extends GameConformanceTest<DiamondsPosition> {
  DiamondsConformanceTest() {
    super(Conformance.of(DiamondsGame.instance())
        .withMaxScore(Score.of(DiamondsGame.DIAMONDS, DiamondsGame.DIAMONDS))
        .withPositionReader(text -> DiamondsGame.instance().fromSetup(Text.setup(text)).toEither()
            .mapLeft(problems -> problems.mkString("; ")))
        .withPerftFixtures(PerftFixtures.resource(DiamondsConformanceTest.class, "diamonds.perft")
            .getOrElseThrow(message -> new IllegalArgumentException(message))));
  }
}
