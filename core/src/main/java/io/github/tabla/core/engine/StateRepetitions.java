package io.github.tabla.core.engine;

import io.github.tabla.core.kernel.Kernel;
import org.apiguardian.api.API;

/**
 * Which states of a search's line repeat one another, for games where a repetition ends the round in a
 * draw (Italian draughts, ID-13.2): a state that repeats one an even number of plies back on the line,
 * no further back than its {@link #reversiblePlies}, is worth a draw. The engine keeps the repetition key
 * of every state of the line it searches.
 *
 * <pre>{@code
 * StateRepetitions pieces = new StateRepetitions() {
 *   public int reversiblePlies(long[] states, int at) { return noProgressCounter(states, at); }
 *   public long key(Kernel kernel, long[] states, int at) { return kernel.key(states, at) ^ counterKey(states, at); }
 * };
 * }</pre>
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public interface StateRepetitions {
  /** No repetitions: no state is a draw for having occurred before. */
  StateRepetitions NONE = new StateRepetitions() {
    @Override
    public int reversiblePlies(long[] states, int at) {
      return 0;
    }

    @Override
    public long key(Kernel kernel, long[] states, int at) {
      return 0L;
    }

    @Override
    public String toString() {
      return "StateRepetitions.NONE";
    }
  };

  /**
   * How many plies back a state may repeat one: the plies since the last move that cannot be undone (a
   * capture, a man's move).
   *
   * @param states the array holding the state
   * @param at the offset of the state
   * @return at least 0
   */
  int reversiblePlies(long[] states, int at);

  /**
   * The key two states share exactly when they repeat each other: the same pieces and side to move,
   * whatever counters they carry.
   *
   * @param kernel the game's kernel
   * @param states the array holding the state
   * @param at the offset of the state
   * @return the key
   */
  long key(Kernel kernel, long[] states, int at);
}
