/**
 * Conformance suites for Tabla games: every contract of the game SPI checked over seeded random
 * playouts, with failures shrunk to the shortest move sequence from the start.
 *
 * <p>Run the whole suite from any test framework:
 *
 * <pre>{@code
 * Conformance<DiamondsPosition> suite = Conformance.of(new DiamondsGame());
 * suite.checkAll();                                    // throws ConformanceFailure on the first broken contract
 * suite.check(ConformanceProperty.PERFT);              // or one property at a time
 * }</pre>
 *
 * <p>or call a single check on a position you have at hand:
 *
 * <pre>{@code
 * Properties.legalMovesEmptyIffOutcome(position);      // throws a descriptive AssertionError when broken
 * }</pre>
 *
 * <p>The hooks {@link io.github.tabla.testkit.PositionFormat} and
 * {@link io.github.tabla.testkit.MoveFormat} let a notation add its text round-trips to the suite;
 * {@link io.github.tabla.testkit.PerftFixtures} reads and runs {@code .perft} files.
 */
@NullMarked
package io.github.tabla.testkit;

import org.jspecify.annotations.NullMarked;
