package io.github.tabla.core.engine;

import io.github.tabla.core.kernel.Kernel;
import org.apiguardian.api.API;

/**
 * Which states share an entry of the engine's transposition table, and the part of a state's value its
 * past has already settled. By default the table keys a state by {@link Kernel#key} and stores its whole
 * value. A game scored by points can do better: states that differ only in the points already won have
 * the same future, so it keys them alike and says how many points are settled; the table then stores
 * what is still to be won, and every such state reads its own value back (Queens, Rooks and Buttons keys
 * a state without the buttons collected, QB-4).
 *
 * <pre>{@code
 * TableKey withoutPoints = new TableKey() {
 *   public long key(Kernel kernel, long[] s, int at) { return kernel.key(s, at) ^ pointsKey(s, at); }
 *   public int settled(long[] s, int at) { return 100 * (points(s, at, mover) - points(s, at, other)); }
 * };
 * }</pre>
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public interface TableKey {

  /** The kernel's key, nothing settled: every state an entry of its own. */
  TableKey KERNEL = new TableKey() {};

  /**
   * The key of a state's entry: equal for states whose values differ by their {@link #settled} parts
   * only.
   *
   * @param kernel the game's kernel
   * @param states the array holding the state
   * @param at the offset of the state
   * @return the key; {@link Kernel#key} by default
   */
  default long key(Kernel kernel, long[] states, int at) {
    return kernel.key(states, at);
  }

  /**
   * The part of a state's value already settled by its past, from the side to move's view, on the scale
   * of the evaluator's values: what the table does not store.
   *
   * @param states the array holding the state
   * @param at the offset of the state
   * @return the settled part; 0 by default
   */
  default int settled(long[] states, int at) {
    return 0;
  }
}
