package io.github.tabla.core.robot;

import org.apiguardian.api.API;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.DoubleConsumer;
import java.util.function.Function;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * A table a game's Robot shares between all its searches (endgame tables, a solution table), made the
 * first time it is needed and then kept: the one piece of state Tabla holds for the life of a program,
 * and only to save work, since the table itself never changes.
 *
 * <p>Making it may fail (the memory runs out once): the failure is then a value, never kept, and the
 * next request tries again, unlike a failed static initialiser that fails every later call. It may be
 * made in the background, so that a search that starts before it is ready answers without it, within
 * its budget, instead of waiting.
 *
 * <pre>{@code
 * static final SharedTable<Endgames> STANDARD = SharedTable.of("endgame tables", () -> Endgames.generate(4));
 * STANDARD.ready();              // none until made
 * STANDARD.startInBackground();  // made on a daemon thread
 * STANDARD.progress();           // 0.0 to 1.0: how far the making is
 * STANDARD.get();                // waits: Right(tables), or Left(why it could not be made)
 * }</pre>
 *
 * @param <T> the table, immutable and safe to share between threads
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class SharedTable<T> {
  private final String name;
  private final Function<DoubleConsumer, T> maker;
  // null, then the making under way, then the table; back to null when the making failed
  private final AtomicReference<@Nullable CompletableFuture<T>> state = new AtomicReference<>();
  // how far the making under way is, as its maker says, 0 to 1
  private volatile double progress;

  private SharedTable(String name, Function<DoubleConsumer, T> maker) {
    this.name = name;
    this.maker = maker;
  }

  /**
   * A table made by a maker when first needed.
   *
   * @param <T> the table
   * @param name what the table is, for messages and the background thread's name
   * @param maker makes the table; it may throw, or run out of memory
   * @return the holder, with nothing made yet
   */
  public static <T> SharedTable<T> of(String name, Supplier<T> maker) {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(maker, "maker");
    return new SharedTable<>(name, progress -> maker.get());
  }

  /**
   * A table made by a maker that says how far it is, when first needed.
   *
   * @param <T> the table
   * @param name what the table is, for messages and the background thread's name
   * @param maker makes the table, telling the consumer it is given the share done so far (0 to 1) as it
   *     goes; it may throw, or run out of memory
   * @return the holder, with nothing made yet
   */
  public static <T> SharedTable<T> withProgress(String name, Function<DoubleConsumer, T> maker) {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(maker, "maker");
    return new SharedTable<>(name, maker);
  }

  /**
   * What this table is.
   *
   * @return its name
   */
  public String name() {
    return name;
  }

  /**
   * The table if it is made, without waiting or starting to make it.
   *
   * @return the table, or none while it is not made
   */
  public Option<T> ready() {
    CompletableFuture<T> f = state.get();
    return f != null && f.isDone() && !f.isCompletedExceptionally() ? Option.some(f.join()) : Option.none();
  }

  /**
   * How far the table is made: 1 when it is ready, the share its maker has said while it is being made,
   * 0 before it starts (and after a failed making).
   *
   * @return 0 to 1
   */
  public double progress() {
    return ready().isDefined() ? 1.0 : isBeingMade() ? progress : 0.0;
  }

  /**
   * Whether the table is being made now.
   *
   * @return {@code true} while a making is under way
   */
  public boolean isBeingMade() {
    CompletableFuture<T> f = state.get();
    return f != null && !f.isDone();
  }

  /**
   * The table, made now in this thread if nobody made it or is making it (or waited for, when another
   * thread is making it).
   *
   * @return the table, or why it could not be made (which is not kept: the next call tries again)
   */
  public Either<Throwable, T> get() {
    CompletableFuture<T> f = state.get();
    if (f == null) {
      CompletableFuture<T> mine = new CompletableFuture<>();
      if (state.compareAndSet(null, mine)) {
        make(mine);
        f = mine;
      } else {
        f = state.get();
      }
      if (f == null) {
        // another thread's making failed and was forgotten between the two looks: try again
        return get();
      }
    }
    try {
      return Either.right(f.join());
    } catch (CompletionException e) {
      return Either.left(e.getCause() == null ? e : e.getCause());
    }
  }

  /**
   * Starts making the table on a daemon thread, unless it is made or being made.
   *
   * @return {@code true} when this call started it
   */
  public boolean startInBackground() {
    CompletableFuture<T> mine = new CompletableFuture<>();
    if (!state.compareAndSet(null, mine)) {
      return false;
    }
    Thread t = new Thread(() -> make(mine), "tabla " + name);
    t.setDaemon(true);
    t.setPriority(Thread.MIN_PRIORITY);
    t.start();
    return true;
  }

  private void make(CompletableFuture<T> future) {
    progress = 0.0;
    try {
      T table = maker.apply(done -> progress = Math.max(0.0, Math.min(1.0, done)));
      future.complete(Objects.requireNonNull(table, "the maker made nothing"));
    } catch (RuntimeException | OutOfMemoryError | StackOverflowError e) {
      // forget the failure, so that the next request tries again, then tell those waiting
      state.compareAndSet(future, null);
      future.completeExceptionally(e);
    }
  }

  @Override
  public String toString() {
    return "SharedTable[" + name + (ready().isDefined() ? ", ready" : isBeingMade() ? ", being made" : "") + "]";
  }
}
