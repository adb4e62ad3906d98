package io.github.tabla.games.draughts;

import io.github.tabla.testkit.Conformance;
import io.github.tabla.testkit.PerftFixtures;
import io.github.tabla.testkit.PositionReader;
import io.github.tabla.testkit.junit.GameConformanceTest;
import io.vavr.control.Either;

/** The testkit's whole conformance suite for Italian draughts with the FID draws. */
class DraughtsConformanceTest extends GameConformanceTest<DraughtsPosition> {

  /** Reads the position texts of the fixtures with the test-only reader. */
  static PositionReader<DraughtsPosition> reader(ItalianDraughts game) {
    return text -> {
      try {
        return game.fromSetup(Fen.setup(text)).toEither();
      } catch (RuntimeException e) {
        return Either.left(e.getMessage());
      }
    };
  }

  static Conformance<DraughtsPosition> draughtsSuite(ItalianDraughts game) {
    return Conformance.of(game)
        .withPositionReader(reader(game))
        .withPerftFixtures(PerftFixtures.resource(DraughtsConformanceTest.class, "draughts.perft")
            .getOrElseThrow(message -> new IllegalArgumentException(message)));
  }

  DraughtsConformanceTest() {
    super(draughtsSuite(new ItalianDraughts()));
  }

}
