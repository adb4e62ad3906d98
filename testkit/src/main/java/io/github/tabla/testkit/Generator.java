package io.github.tabla.testkit;

import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.apiguardian.api.API;

/**
 * Makes random values from a seeded source, each with the way to shrink it. The testkit's own
 * property-testing core: {@link Generators} gives the ones for games, {@link ForAll} runs a check over
 * them. The same seed always gives the same values.
 *
 * <pre>{@code
 * Generator<Playout<DiamondsPosition>> playouts = Generators.playouts(game.start(), 80, 30);
 * Playout<DiamondsPosition> one = playouts.generate(new SplittableRandom(42L)).value();
 * }</pre>
 *
 * <p>To use these generators from another property-testing library, call {@link #generate} with a
 * {@link SplittableRandom} seeded from that library's own source of randomness.
 *
 * @param <T> the values' type
 */
@FunctionalInterface
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public interface Generator<T> {
  /**
   * One value, drawn from the random source.
   *
   * @param random the source; the generator draws from it and from nothing else
   * @return the value and its smaller variants
   */
  Shrinkable<T> generate(SplittableRandom random);

  /**
   * The values changed by a function; they shrink as the original ones do.
   *
   * @param <R> the new values' type
   * @param f the function
   * @return the generator
   * @throws NullPointerException when {@code f} is null
   */
  default <R> Generator<R> map(Function<? super T, ? extends R> f) {
    Objects.requireNonNull(f, "f");
    return random -> generate(random).map(f);
  }

  /**
   * Values drawn from two generators and combined; this generator draws first, and its value shrinks
   * first.
   *
   * @param <U> the other generator's type
   * @param <R> the combined type
   * @param other the other generator
   * @param f how to combine the two values
   * @return the generator
   * @throws NullPointerException when an argument is null
   */
  default <U, R> Generator<R> zip(Generator<U> other, BiFunction<? super T, ? super U, ? extends R> f) {
    Objects.requireNonNull(other, "other");
    Objects.requireNonNull(f, "f");
    return random -> {
      Shrinkable<T> first = generate(random);
      return first.zip(other.generate(random), f);
    };
  }
}
