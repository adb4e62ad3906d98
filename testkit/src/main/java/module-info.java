import org.jspecify.annotations.NullMarked;

/**
 * Tabla testkit: property-based conformance suites that any game written on the Tabla SPI can run.
 *
 * <p>A game module's tests need one class:
 *
 * <pre>{@code
 * class DiamondsConformanceTest extends GameConformanceTest<DiamondsPosition> {
 *   DiamondsConformanceTest() {
 *     super(new DiamondsGame());
 *   }
 * }
 * }</pre>
 *
 * <p>The checks themselves ({@link io.github.tabla.testkit.Properties}) are plain Java and can be
 * called from any test framework; {@link io.github.tabla.testkit.Conformance} runs them over seeded
 * random playouts generated and shrunk by its own {@link io.github.tabla.testkit.Generators}
 * and {@link io.github.tabla.testkit.ForAll}: the testkit needs nothing but core and JUnit's API.
 */
@NullMarked
module io.github.tabla.testkit {
  requires static org.jspecify;
  requires transitive io.github.tabla.core;
  requires transitive org.junit.jupiter.api;

  exports io.github.tabla.testkit;
  exports io.github.tabla.testkit.junit;
}
