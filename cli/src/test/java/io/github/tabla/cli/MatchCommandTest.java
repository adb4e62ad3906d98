package io.github.tabla.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.match.Match;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.Robot;
import io.github.tabla.notation.NotationMessages;
import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** {@code tabla match}: the Robot against itself prints every round's record and the match result. */
class MatchCommandTest {

  @ParameterizedTest(name = "{0}")
  @MethodSource("io.github.tabla.cli.Fixtures#gameIds")
  void m2_theRobotPlaysAWholeMatchAndPrintsTheRecordsAndTheResult(String id) {
    GameDefinition<?> game = Fixtures.game(id);
    Level gentle = game.levels().head();
    Level second = game.levels().get(Math.min(1, game.levels().size() - 1));
    String[] args = Fixtures.naming(game, "match", "--white", gentle.id(), "--black", String.valueOf(second.number()),
        "--seed", "7", "--nodes", "5000");
    Cli.Result r = Cli.run(args);
    assertEquals(0, r.status(), r::toString);
    String out = r.out();
    assertTrue(out.startsWith("[Event \"Tabla Robot match\"]"), r::toString);
    assertTrue(out.contains("[Round \"1\"]"), r::toString);
    assertTrue(out.contains("[White \"Robot 1 – "), r::toString);
    assertFalse(out.contains(") ("), "no double brackets: " + r);
    assertFalse(out.contains("[Termination \"" + game.family()), "the termination in words, not a message key: " + r);
    assertTrue(out.contains("[Game \"" + game.family() + "\"]"), r::toString);
    if (game.matchFormat().rounds() == 2) {
      assertTrue(out.contains("[Round \"2\"]"), r::toString);
      assertTrue(out.contains("[White \"Robot 2 – "), "colours swap for round 2 (M-2): " + r);
    }
    assertEquals(expectedOutcome(game, gentle, second, 7L, new Thinking(5000, Thinking.DEFAULT.millis())),
        r.lastLine(), r::toString);
    assertEquals(out, Cli.run(args).out(), "the same seed plays the same match");
  }

  private static <P extends GamePosition<P>> String expectedOutcome(GameDefinition<P> game, Level first,
      Level second, long seed, Thinking thinking) {
    SplittableRandom seeds = new SplittableRandom(seed);
    Robot<P> one = game.robot(first, seeds.nextLong());
    Robot<P> two = game.robot(second, seeds.nextLong());
    Texts t = Texts.of(Locale.ENGLISH);
    Match<P> m = Match.of(game, t.get("player.robot.level", 1, Catalog.levelName(game, first, Locale.ENGLISH)),
        t.get("player.robot.level", 2, Catalog.levelName(game, second, Locale.ENGLISH)));
    while (!m.isOver()) {
      Robot<P> mover = m.toMove().get().seat().number() == 1 ? one : two;
      m = m.play(mover.choose(m.current().current(), thinking.budget()).move()).get();
    }
    return NotationMessages.of(game, Locale.ENGLISH).text(m.outcome().get());
  }
}
