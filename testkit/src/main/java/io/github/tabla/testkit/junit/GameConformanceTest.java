package io.github.tabla.testkit.junit;

import org.apiguardian.api.API;
import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.GamePosition;
import io.github.tabla.testkit.Conformance;
import io.github.tabla.testkit.ConformanceProperty;
import io.github.tabla.testkit.PerftFixture;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The conformance suite as JUnit tests (JUnit 6): extend this class in a game module's tests and every
 * property becomes a dynamic test named after it ({@code "1 legal-moves"}, ..., {@code "7 perft"}),
 * followed by one test per {@code .perft} fixture.
 *
 * <pre>{@code
 * class DiamondsConformanceTest extends GameConformanceTest<DiamondsPosition> {
 *   DiamondsConformanceTest() {
 *     super(new DiamondsGame());
 *   }
 * }
 *
 * class DraughtsConformanceTest extends GameConformanceTest<DraughtsPosition> {
 *   DraughtsConformanceTest() {
 *     super(Conformance.of(new ItalianDraughts())
 *         .withPerftFixtures(PerftFixtures.resource(DraughtsConformanceTest.class, "draughts.perft")
 *             .getOrElseThrow(message -> new IllegalArgumentException(message)))
 *         .withPlayouts(200));
 *   }
 * }
 * }</pre>
 *
 * <p>The default budget suits CI; {@code -Dtabla.deep=true} runs the deep one and
 * {@code -Dtabla.seed=N} replays the seed a failure reported.
 *
 * @param <P> the game's position type
 */
@API(status = API.Status.STABLE, since = "0.1")
public abstract class GameConformanceTest<P extends GamePosition<P>> {
  private final Conformance<P> suite;

  /**
   * The suite of a game with the default settings.
   *
   * @param game the game (one variant; write one test class per variant)
   */
  protected GameConformanceTest(GameDefinition<P> game) {
    this(Conformance.of(game));
  }

  /**
   * A configured suite.
   *
   * @param suite the suite, for example {@code Conformance.of(game).withPlayouts(200)}
   */
  protected GameConformanceTest(Conformance<P> suite) {
    this.suite = suite;
  }

  /**
   * The suite these tests run.
   *
   * @return the suite
   */
  protected Conformance<P> suite() {
    return suite;
  }

  /**
   * One test per property, then one per fixture.
   *
   * @return the dynamic tests
   */
  @TestFactory
  public Stream<DynamicNode> conformance() {
    List<DynamicNode> tests = new ArrayList<>();
    for (ConformanceProperty property : suite.properties()) {
      tests.add(DynamicTest.dynamicTest(property.title(), () -> suite.check(property)));
    }
    for (PerftFixture fixture : suite.perftFixtures()) {
      long checked = fixture.counts().count(c -> c.nodes() <= suite.fixtureNodeCap());
      String name = "perft " + fixture.id()
          + (checked < fixture.counts().size() ? " (" + checked + " of " + fixture.counts().size()
              + " depths; all with -Dtabla.deep=true)" : "");
      tests.add(DynamicTest.dynamicTest(name, () -> suite.checkPerftFixture(fixture)));
    }
    return tests.stream();
  }
}
