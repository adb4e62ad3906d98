/**
 * The JUnit adapter (JUnit 6) of the conformance suite: extend
 * {@link io.github.tabla.testkit.junit.GameConformanceTest} and every property becomes a dynamic test.
 *
 * <pre>{@code
 * class DiamondsConformanceTest extends GameConformanceTest<DiamondsPosition> {
 *   DiamondsConformanceTest() {
 *     super(new DiamondsGame());
 *   }
 * }
 * }</pre>
 */
@NullMarked
package io.github.tabla.testkit.junit;

import org.jspecify.annotations.NullMarked;
