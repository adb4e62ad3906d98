package io.github.tabla.testkit;

import io.vavr.control.Option;
import java.util.Arrays;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.function.Predicate;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * Runs a check over a {@link Generator}'s values and shrinks the first failing one: the testkit's own
 * property runner, seeded and deterministic. A check fails when it throws an {@link AssertionError} or
 * a {@link RuntimeException}, or (for {@link #falsify}) answers {@code false}.
 *
 * <pre>{@code
 * ForAll.of(Generators.positions(game.start(), 80, 30))
 *     .withSeed(42L)
 *     .withExamples(200)
 *     .check(Properties::legalMovesEmptyIffOutcome);
 * }</pre>
 *
 * <p>Example {@code i} draws from the {@code i}-th {@link SplittableRandom#split() split} of a source
 * seeded with the seed, so a seed replays a run exactly. Shrinking is greedy: the first smaller variant
 * that still fails replaces the counterexample, until no variant fails or the shrink steps run out.
 * Instances are immutable.
 *
 * @param <T> the values' type
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class ForAll<T> {
  /** The seed when none is given. */
  public static final long DEFAULT_SEED = 42L;
  /** The number of examples when none is given. */
  public static final int DEFAULT_EXAMPLES = 100;
  /** The most checks spent on shrinking when no other number is given. */
  public static final int DEFAULT_SHRINK_STEPS = 1000;

  private final Generator<T> generator;
  private final long seed;
  private final int examples;
  private final int shrinkSteps;

  private ForAll(Generator<T> generator, long seed, int examples, int shrinkSteps) {
    this.generator = generator;
    this.seed = seed;
    this.examples = examples;
    this.shrinkSteps = shrinkSteps;
  }

  /**
   * A run over a generator's values, with the default seed, examples and shrink steps.
   *
   * @param <T> the values' type
   * @param generator the generator
   * @return the run
   * @throws NullPointerException when {@code generator} is null
   */
  public static <T> ForAll<T> of(Generator<T> generator) {
    Objects.requireNonNull(generator, "generator");
    return new ForAll<>(generator, DEFAULT_SEED, DEFAULT_EXAMPLES, DEFAULT_SHRINK_STEPS);
  }

  /**
   * The same run from another seed.
   *
   * @param seed the seed
   * @return the run
   */
  public ForAll<T> withSeed(long seed) {
    return new ForAll<>(generator, seed, examples, shrinkSteps);
  }

  /**
   * The same run over another number of examples.
   *
   * @param examples the number of values checked, at least 1
   * @return the run
   * @throws IllegalArgumentException when {@code examples} is below 1
   */
  public ForAll<T> withExamples(int examples) {
    if (examples < 1) {
      throw new IllegalArgumentException("examples must be at least 1, not " + examples);
    }
    return new ForAll<>(generator, seed, examples, shrinkSteps);
  }

  /**
   * The same run with another shrink budget.
   *
   * @param steps the most checks spent on shrinking a counterexample, 0 for none
   * @return the run
   * @throws IllegalArgumentException when {@code steps} is negative
   */
  public ForAll<T> withShrinkSteps(int steps) {
    if (steps < 0) {
      throw new IllegalArgumentException("shrink steps must not be negative, not " + steps);
    }
    return new ForAll<>(generator, seed, examples, steps);
  }

  /**
   * The seed.
   *
   * @return the seed
   */
  public long seed() {
    return seed;
  }

  /**
   * Checks every example; the check fails by throwing.
   *
   * @param check the check, for example a method of {@link Properties}
   * @throws PropertyFailure for the smallest failing value found, with the check's error as its cause
   * @throws NullPointerException when {@code check} is null
   */
  public void check(Consumer<? super T> check) {
    Objects.requireNonNull(check, "check");
    Option<Counterexample<T>> found = falsify(value -> {
      check.accept(value);
      return true;
    });
    if (found.isDefined()) {
      throw new PropertyFailure(found.get());
    }
  }

  /**
   * Looks for a value the property does not hold for, and shrinks it.
   *
   * @param property the property; it fails by answering {@code false} or by throwing
   * @return the smallest failing value found, or none when every example passes
   * @throws NullPointerException when {@code property} is null
   */
  public Option<Counterexample<T>> falsify(Predicate<? super T> property) {
    Objects.requireNonNull(property, "property");
    SplittableRandom source = new SplittableRandom(seed);
    for (int example = 1; example <= examples; example++) {
      Shrinkable<T> candidate = generator.generate(source.split());
      Option<Failure> failure = run(property, candidate.value());
      if (failure.isDefined()) {
        return Option.some(shrink(property, candidate, failure.get(), example));
      }
    }
    return Option.none();
  }

  private Counterexample<T> shrink(Predicate<? super T> property, Shrinkable<T> original, Failure first,
      int example) {
    Shrinkable<T> smallest = original;
    Failure failure = first;
    int steps = 0;
    boolean smaller = true;
    while (smaller && steps < shrinkSteps) {
      smaller = false;
      for (Shrinkable<T> variant : smallest.shrinks()) {
        if (steps >= shrinkSteps) {
          break;
        }
        steps++;
        Option<Failure> f = run(property, variant.value());
        if (f.isDefined()) {
          smallest = variant;
          failure = f.get();
          smaller = true;
          break;
        }
      }
    }
    return new Counterexample<>(original.value(), smallest.value(), seed, example, steps,
        Option.of(failure.cause));
  }

  /** A failing check, with the error it threw, if any. */
  private record Failure(@Nullable Throwable cause) {}

  private static <T> Option<Failure> run(Predicate<? super T> property, T value) {
    try {
      return property.test(value) ? Option.none() : Option.some(new Failure(null));
    } catch (AssertionError | RuntimeException e) {
      return Option.some(new Failure(e));
    }
  }

  /** A value as a person reads it: arrays by their elements. */
  static String show(@Nullable Object value) {
    if (value instanceof int[] a) {
      return Arrays.toString(a);
    }
    if (value instanceof long[] a) {
      return Arrays.toString(a);
    }
    if (value instanceof Object[] a) {
      return Arrays.deepToString(a);
    }
    return String.valueOf(value);
  }

  /**
   * A value a property does not hold for.
   *
   * @param <T> the value's type
   * @param original the first failing value generated
   * @param smallest the smallest failing value shrinking found
   * @param seed the run's seed: {@link ForAll#withSeed} replays the run
   * @param example which example failed, from 1
   * @param shrinkSteps how many checks shrinking spent
   * @param cause what the check threw on the smallest value, if it threw
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  public record Counterexample<T>(T original, T smallest, long seed, int example, int shrinkSteps,
      Option<Throwable> cause) {
    /**
     * Checks the components.
     *
     * @param original the first failing value generated
     * @param smallest the smallest failing value shrinking found
     * @param seed the run's seed
     * @param example which example failed, from 1
     * @param shrinkSteps how many checks shrinking spent
     * @param cause what the check threw on the smallest value, if it threw
     * @throws NullPointerException when a component is null
     */
    public Counterexample {
      Objects.requireNonNull(original, "original");
      Objects.requireNonNull(smallest, "smallest");
      Objects.requireNonNull(cause, "cause");
    }

    @Override
    public String toString() {
      return "Counterexample[smallest=" + show(smallest) + ", original=" + show(original) + ", seed=" + seed
          + ", example=" + example + ", shrinkSteps=" + shrinkSteps + "]";
    }
  }
}
