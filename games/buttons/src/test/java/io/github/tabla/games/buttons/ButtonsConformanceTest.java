package io.github.tabla.games.buttons;

import io.github.tabla.core.Score;
import io.github.tabla.testkit.Conformance;
import io.github.tabla.testkit.PerftFixtures;
import io.github.tabla.testkit.junit.GameConformanceTest;

/** The testkit's conformance suite for the game of QB-1. */
class ButtonsConformanceTest extends GameConformanceTest<ButtonsPosition> {
  ButtonsConformanceTest() {
    super(Conformance.of(ButtonsGame.standard())
        .withMaxScore(Score.of(ButtonsGame.BUTTONS, ButtonsGame.BUTTONS))
        .withPositionReader(text -> ButtonsGame.standard().fromSetup(Fen.setup(text)).toEither()
            .mapLeft(problems -> problems.mkString("; ")))
        .withPerftFixtures(PerftFixtures.resource(ButtonsConformanceTest.class, "buttons.perft")
            .getOrElseThrow(message -> new IllegalArgumentException(message))));
  }
}
