package io.github.tabla.testkit;

import io.vavr.collection.Stream;
import java.util.Objects;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;
import org.apiguardian.api.API;

/**
 * A generated value together with its smaller variants, best first: the tree a {@link ForAll} walks
 * down when it shrinks a counterexample. The variants are computed lazily, only when a check fails.
 *
 * <pre>{@code
 * Shrinkable<int[]> s = Generators.choices(40, 0).generate(new SplittableRandom(1L));
 * s.value();            // the generated choices
 * s.shrinks().head();   // the first smaller variant tried: no moves at all
 * }</pre>
 *
 * @param <T> the value's type
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class Shrinkable<T> {
  private final T value;
  private final Supplier<Stream<Shrinkable<T>>> shrinks;

  private Shrinkable(T value, Supplier<Stream<Shrinkable<T>>> shrinks) {
    this.value = value;
    this.shrinks = shrinks;
  }

  /**
   * A value and a function giving the smaller variants of any value, applied again to each variant.
   *
   * @param <T> the value's type
   * @param value the value
   * @param smaller the smaller variants of a value, best first; an empty stream when none is smaller
   * @return the shrinkable value
   * @throws NullPointerException when an argument is null
   */
  public static <T> Shrinkable<T> of(T value, Function<? super T, ? extends Iterable<? extends T>> smaller) {
    Objects.requireNonNull(value, "value");
    Objects.requireNonNull(smaller, "smaller");
    return new Shrinkable<>(value, () -> Stream.ofAll(smaller.apply(value)).map(v -> of(v, smaller)));
  }

  /**
   * A value with no smaller variant.
   *
   * @param <T> the value's type
   * @param value the value
   * @return the shrinkable value
   * @throws NullPointerException when {@code value} is null
   */
  public static <T> Shrinkable<T> unshrinkable(T value) {
    Objects.requireNonNull(value, "value");
    return new Shrinkable<>(value, Stream::empty);
  }

  /**
   * The value.
   *
   * @return the value
   */
  public T value() {
    return value;
  }

  /**
   * The smaller variants, best first, each with its own smaller variants. Lazy: computed as they are
   * walked.
   *
   * @return the variants
   */
  public Stream<Shrinkable<T>> shrinks() {
    return shrinks.get();
  }

  /**
   * The value changed by a function, shrinking as the original does: a playout shrinks through the
   * move choices it was made from.
   *
   * @param <R> the new value's type
   * @param f the function
   * @return the changed shrinkable value
   * @throws NullPointerException when {@code f} is null
   */
  public <R> Shrinkable<R> map(Function<? super T, ? extends R> f) {
    Objects.requireNonNull(f, "f");
    R mapped = Objects.requireNonNull(f.apply(value), "the mapped value");
    return new Shrinkable<>(mapped, () -> shrinks().map(s -> s.<R>map(f)));
  }

  /**
   * Two shrinkable values combined: shrinks this value first (keeping the other), then the other.
   *
   * @param <U> the other value's type
   * @param <R> the combined value's type
   * @param other the other value
   * @param f how to combine them
   * @return the combined shrinkable value
   * @throws NullPointerException when an argument is null
   */
  public <U, R> Shrinkable<R> zip(Shrinkable<U> other, BiFunction<? super T, ? super U, ? extends R> f) {
    Objects.requireNonNull(other, "other");
    Objects.requireNonNull(f, "f");
    R combined = Objects.requireNonNull(f.apply(value, other.value), "the combined value");
    Supplier<Stream<Shrinkable<R>>> smaller = () -> shrinks().map(s -> s.<U, R>zip(other, f))
        .appendAll(other.shrinks().map(o -> this.<U, R>zip(o, f)));
    return new Shrinkable<>(combined, smaller);
  }

  @Override
  public String toString() {
    return "Shrinkable[" + ForAll.show(value) + "]";
  }
}
