package io.github.tabla.core.robot;

import org.apiguardian.api.API;

/**
 * A flag another thread sets to stop a search. The search notices it within a few thousand nodes and
 * returns its best move so far.
 *
 * <pre>{@code
 * Cancellation stop = new Cancellation();
 * Future<SearchResult> f = pool.submit(() -> robot.choose(position, Budget.UNLIMITED, stop));
 * stop.cancel();   // f completes promptly with the best move found so far
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class Cancellation {
  private volatile boolean cancelled;

  /** A flag that is not set. */
  public Cancellation() {}


  /** Asks the search to stop; it is safe to call from any thread, more than once. */
  public void cancel() {
    cancelled = true;
  }

  /**
   * Whether the search was asked to stop.
   *
   * @return {@code true} after {@link #cancel()}
   */
  public boolean isCancelled() {
    return cancelled;
  }
}
