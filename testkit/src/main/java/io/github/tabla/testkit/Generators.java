package io.github.tabla.testkit;

import org.apiguardian.api.API;
import io.github.tabla.core.GamePosition;
import io.vavr.collection.Array;
import java.util.Arrays;
import java.util.Objects;
import java.util.SplittableRandom;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * QuickTheories generators for writing your own properties over a game: move choices, playouts,
 * reachable positions, possibly invalid setups and candidate moves. Every value comes from the
 * generator's seeded randomness and shrinks with QuickTheories: a playout towards fewer moves and
 * towards the first legal move at each ply.
 *
 * <pre>{@code
 * qt().withFixedSeed(42L).withExamples(200)
 *     .forAll(Generators.positions(game.start(), 80, 30))
 *     .checkAssert(p -> Properties.legalMovesEmptyIffOutcome(p));
 *
 * qt().withFixedSeed(42L)
 *     .forAll(Generators.setups(game.start(), 80, 3))
 *     .checkAssert(s -> Properties.setupValidated(game, s, MessageTexts.of(game)));
 * }</pre>
 *
 * <p>The testkit's module reads QuickTheories without passing it on ({@code requires quicktheories});
 * a module that uses these generators on the module path adds {@code requires quicktheories} itself.
 */
@SuppressWarnings("exports")
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class Generators {
  /** The largest move choice; choices are taken modulo the number of legal moves. */
  static final int MAX_CHOICE = 1 << 16;

  private Generators() {
  }

  /**
   * Lists of move choices, one per ply: the raw material of playouts. The length shrinks towards 0
   * and each choice towards 0 (the first legal move).
   *
   * @param maxLength the longest list
   * @param longGamePercent from 0 to 100: how often the length is drawn from the upper half
   *     ({@code maxLength / 2} to {@code maxLength}) rather than from {@code 0..maxLength}: a bias
   *     towards long games and endgames
   * @return the generator
   */
  public static Gen<int[]> choices(int maxLength, int longGamePercent) {
    int max = Math.max(0, maxLength);
    int bias = Math.max(0, Math.min(100, longGamePercent));
    Gen<Integer> any = Generate.range(0, max);
    Gen<Integer> lengths = bias == 0 ? any
        : Generate.frequency(Pair.of(100 - bias, any), Pair.of(bias, Generate.range(max / 2, max, max / 2)));
    return Generate.intArrays(lengths, Generate.range(0, MAX_CHOICE)).describedAs(Arrays::toString);
  }

  /**
   * Playouts from a start position (use each variant's own start position).
   *
   * @param <P> the game's position type
   * @param start the start position
   * @param maxLength the most moves
   * @param longGamePercent the bias towards long games, see {@link #choices(int, int)}
   * @return the generator
   */
  public static <P extends GamePosition<P>> Gen<Playout<P>> playouts(P start, int maxLength, int longGamePercent) {
    Objects.requireNonNull(start, "start");
    return choices(maxLength, longGamePercent).map(c -> Playout.of(start, c)).describedAs(Playout::toString);
  }

  /**
   * Positions reachable from a start position: the last positions of playouts.
   *
   * @param <P> the game's position type
   * @param start the start position
   * @param maxLength the most moves from the start
   * @param longGamePercent the bias towards long games, see {@link #choices(int, int)}
   * @return the generator
   */
  public static <P extends GamePosition<P>> Gen<P> positions(P start, int maxLength, int longGamePercent) {
    Objects.requireNonNull(start, "start");
    return playouts(start, maxLength, longGamePercent).map(Playout::last);
  }

  /**
   * Possibly invalid setups: the setup of a reachable position changed by one to
   * {@code maxChanges} {@link SetupMutation}s.
   *
   * @param <P> the game's position type
   * @param start the start position
   * @param maxLength the most moves from the start
   * @param maxChanges the most mutations per setup, at least 1
   * @return the generator
   */
  public static <P extends GamePosition<P>> Gen<MutatedSetup> setups(P start, int maxLength, int maxChanges) {
    Objects.requireNonNull(start, "start");
    return positions(start, maxLength, 0).zip(Generate.longRange(Long.MIN_VALUE, Long.MAX_VALUE),
        (p, seed) -> SetupMutation.mutate(p.toSetup(), new SplittableRandom(seed), maxChanges))
        .describedAs(MutatedSetup::toString);
  }

  /**
   * Candidate moves for a position, mostly illegal (see {@link Candidates}); shrinks towards the
   * first candidate, a near-miss drag.
   *
   * @param <P> the game's position type
   * @param position the position
   * @param seed the seed of the candidates' randomness
   * @param budget the number of near-miss drags, see {@link Candidates#of}
   * @return the generator
   */
  public static <P extends GamePosition<P>> Gen<Candidate> candidates(P position, long seed, int budget) {
    Objects.requireNonNull(position, "position");
    Array<Candidate> all = Candidates.of(position, seed, budget);
    return Generate.range(0, all.size() - 1).map(all::get).describedAs(Candidate::toString);
  }
}
