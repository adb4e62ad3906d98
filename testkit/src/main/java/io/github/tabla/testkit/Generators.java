package io.github.tabla.testkit;

import io.github.tabla.core.GamePosition;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import java.util.Arrays;
import java.util.Objects;
import java.util.SplittableRandom;
import org.apiguardian.api.API;

/**
 * Generators for writing your own properties over a game: move choices, playouts, reachable positions,
 * possibly invalid setups and candidate moves. Every value comes from the seeded source it is given
 * and shrinks towards fewer and earlier moves: a playout towards fewer moves and towards the first
 * legal move at each ply. {@link ForAll} runs a check over them.
 *
 * <pre>{@code
 * ForAll.of(Generators.positions(game.start(), 80, 30))
 *     .withSeed(42L).withExamples(200)
 *     .check(Properties::legalMovesEmptyIffOutcome);
 *
 * MessageTexts texts = MessageTexts.of(game);
 * ForAll.of(Generators.setups(game.start(), 80, 3))
 *     .check(s -> Properties.setupValidated(game, s, texts));
 * }</pre>
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class Generators {
  /** The largest move choice; choices are taken modulo the number of legal moves. */
  static final int MAX_CHOICE = 1 << 16;

  private Generators() {
  }

  /**
   * Whole numbers from {@code min} to {@code max}, both included, equally likely; they shrink towards
   * {@code min}.
   *
   * @param min the smallest
   * @param max the largest
   * @return the generator
   * @throws IllegalArgumentException when {@code max < min}
   */
  public static Generator<Integer> ints(int min, int max) {
    if (max < min) {
      throw new IllegalArgumentException("no whole number from " + min + " to " + max);
    }
    return random -> Shrinkable.of((int) random.nextLong(min, (long) max + 1), v -> towards(min, v));
  }

  /** The numbers between {@code target} and {@code v} to try instead of {@code v}, nearest the target first. */
  private static List<Integer> towards(int target, int v) {
    if (v == target) {
      return List.empty();
    }
    int half = (int) (((long) target + v) / 2);
    int step = v > target ? v - 1 : v + 1;
    return List.of(target, half, step).distinct().filter(x -> x != v);
  }

  /**
   * Lists of move choices, one per ply: the raw material of playouts. A list shrinks towards fewer
   * choices (none, its first half, all but the last, all but one) and each choice towards 0 (the first
   * legal move), as {@link #ints} does.
   *
   * @param maxLength the longest list
   * @param longGamePercent from 0 to 100: how often the length is drawn from the upper half
   *     ({@code maxLength / 2} to {@code maxLength}) rather than from {@code 0..maxLength}: a bias
   *     towards long games and endgames
   * @return the generator
   */
  public static Generator<int[]> choices(int maxLength, int longGamePercent) {
    int max = Math.max(0, maxLength);
    int bias = Math.max(0, Math.min(100, longGamePercent));
    return random -> {
      int length = bias > random.nextInt(100) ? random.nextInt(max / 2, max + 1) : random.nextInt(0, max + 1);
      int[] choices = new int[length];
      for (int i = 0; i < length; i++) {
        choices[i] = random.nextInt(0, MAX_CHOICE + 1);
      }
      return Shrinkable.of(choices, Generators::smallerChoices);
    };
  }

  /** Fewer choices first, then lower ones. */
  private static List<int[]> smallerChoices(int[] c) {
    List<int[]> out = List.empty();
    int n = c.length;
    // built backwards: List.prepend
    for (int i = n - 1; i >= 0; i--) {
      for (int lower : towards(0, c[i]).reverse()) {
        int[] tried = c.clone();
        tried[i] = lower;
        out = out.prepend(tried);
      }
    }
    for (int i = n - 2; i >= 0; i--) {
      out = out.prepend(without(c, i));
    }
    if (n > 0) {
      out = out.prepend(Arrays.copyOf(c, n - 1));
    }
    if (n > 3) {
      out = out.prepend(Arrays.copyOf(c, n / 2));
    }
    if (n > 1) {
      out = out.prepend(new int[0]);
    }
    return out;
  }

  private static int[] without(int[] c, int i) {
    int[] out = new int[c.length - 1];
    System.arraycopy(c, 0, out, 0, i);
    System.arraycopy(c, i + 1, out, i, c.length - i - 1);
    return out;
  }

  /**
   * Playouts from a start position (use each variant's own start position).
   *
   * @param <P> the game's position type
   * @param start the start position
   * @param maxLength the most moves
   * @param longGamePercent the bias towards long games, see {@link #choices(int, int)}
   * @return the generator
   * @throws NullPointerException when {@code start} is null
   */
  public static <P extends GamePosition<P>> Generator<Playout<P>> playouts(P start, int maxLength,
      int longGamePercent) {
    Objects.requireNonNull(start, "start");
    return choices(maxLength, longGamePercent).map(c -> Playout.of(start, c));
  }

  /**
   * Positions reachable from a start position: the last positions of playouts.
   *
   * @param <P> the game's position type
   * @param start the start position
   * @param maxLength the most moves from the start
   * @param longGamePercent the bias towards long games, see {@link #choices(int, int)}
   * @return the generator
   * @throws NullPointerException when {@code start} is null
   */
  public static <P extends GamePosition<P>> Generator<P> positions(P start, int maxLength, int longGamePercent) {
    Objects.requireNonNull(start, "start");
    return playouts(start, maxLength, longGamePercent).map(Playout::last);
  }

  /**
   * Possibly invalid setups: the setup of a reachable position changed by one to
   * {@code maxChanges} {@link SetupMutation}s. A setup shrinks through the position it was made from.
   *
   * @param <P> the game's position type
   * @param start the start position
   * @param maxLength the most moves from the start
   * @param maxChanges the most mutations per setup, at least 1
   * @return the generator
   * @throws NullPointerException when {@code start} is null
   */
  public static <P extends GamePosition<P>> Generator<MutatedSetup> setups(P start, int maxLength, int maxChanges) {
    Objects.requireNonNull(start, "start");
    Generator<Long> seeds = random -> Shrinkable.unshrinkable(random.nextLong());
    return positions(start, maxLength, 0).zip(seeds,
        (p, seed) -> SetupMutation.mutate(p.toSetup(), new SplittableRandom(seed), maxChanges));
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
   * @throws NullPointerException when {@code position} is null
   */
  public static <P extends GamePosition<P>> Generator<Candidate> candidates(P position, long seed, int budget) {
    Objects.requireNonNull(position, "position");
    Array<Candidate> all = Candidates.of(position, seed, budget);
    return ints(0, all.size() - 1).map(all::get);
  }
}
