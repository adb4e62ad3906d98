package io.github.tabla.games.buttons;

import io.github.tabla.core.Score;
import io.github.tabla.testkit.Conformance;
import io.github.tabla.testkit.PerftFixtures;
import io.github.tabla.testkit.junit.GameConformanceTest;

/** The testkit's conformance suite for the "+ one more rook" variant of QB-2. */
class ExtraRookConformanceTest extends GameConformanceTest<ButtonsPosition> {
  ExtraRookConformanceTest() {
    super(Conformance.of(ButtonsGame.extraRook())
        .withMaxScore(Score.of(ButtonsGame.BUTTONS, ButtonsGame.BUTTONS))
        .withPositionReader(text -> ButtonsGame.extraRook().fromSetup(Fen.setup(text)).toEither()
            .mapLeft(problems -> problems.mkString("; ")))
        .withPerftFixtures(PerftFixtures.resource(ExtraRookConformanceTest.class, "extra-rook.perft")
            .getOrElseThrow(message -> new IllegalArgumentException(message))));
  }
}
