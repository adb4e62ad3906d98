package io.github.tabla.games.knights;

import io.github.tabla.core.Score;
import io.github.tabla.testkit.Conformance;
import io.github.tabla.testkit.MoveFormat;
import io.github.tabla.testkit.PerftFixtures;
import io.github.tabla.testkit.PositionFormat;
import io.github.tabla.testkit.junit.GameConformanceTest;

/** The testkit's whole suite and the perft fixtures of {@code knights.perft}, for the game without a limit. */
class KnightsConformanceTest extends GameConformanceTest<KnightsPosition> {

  /** The suite without fixtures; the position text is the one of the package documentation. */
  static Conformance<KnightsPosition> suite(KnightsGame game) {
    return Conformance.of(game)
        .withPositionFormat(PositionFormat.of(KnightsPosition::toString,
            text -> game.fromSetup(Text.setup(text)).toEither()))
        .withMoveFormat(MoveFormat.squares())
        .withMaxScore(Score.of(14, 14));
  }

  KnightsConformanceTest() {
    super(suite(KnightsGame.standard())
        .withPerftFixtures(PerftFixtures.resource(KnightsConformanceTest.class, "knights.perft")
            .getOrElseThrow(message -> new IllegalArgumentException(message))));
  }
}
