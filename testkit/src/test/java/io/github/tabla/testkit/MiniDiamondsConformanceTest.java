package io.github.tabla.testkit;

import io.github.tabla.core.Score;
import io.github.tabla.testgames.MiniDiamonds;
import io.github.tabla.testgames.MiniPosition;
import io.github.tabla.testkit.junit.GameConformanceTest;

/**
 * The whole suite, as a game module would run it, against the foundation's test-only game: every
 * property and the fixtures of {@code mini.perft} must pass.
 */
class MiniDiamondsConformanceTest extends GameConformanceTest<MiniPosition> {
  private static final MiniDiamonds GAME = new MiniDiamonds();

  MiniDiamondsConformanceTest() {
    super(Conformance.of(GAME)
        .withPositionFormat(MiniText.format(GAME))
        .withMoveFormat(MoveFormat.squares())
        .withMaxScore(Score.of(4, 4))
        .withPerftDepth(3)
        .withPerftFixtures(PerftFixtures.resource(MiniDiamondsConformanceTest.class, "mini.perft")
            .getOrElseThrow(message -> new IllegalArgumentException(message))));
  }
}
