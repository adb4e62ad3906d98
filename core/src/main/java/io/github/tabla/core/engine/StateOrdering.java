package io.github.tabla.core.engine;

import org.apiguardian.api.API;

/**
 * How a game helps the engine order moves: a priority of its own (captures first, say), each move's key
 * in the history of cut-offs, and which moves are quiet enough to be remembered as killers and in that
 * history.
 *
 * <pre>{@code
 * StateOrdering capturesFirst = new StateOrdering() {
 *   public int priority(long[] states, int at, long move) { return Long.bitCount(move & 0xFFFF_FFFFL); }
 * };
 * }</pre>
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public interface StateOrdering {

  /** The ordering of a game that adds nothing: every move quiet, keyed by its low 12 bits. */
  StateOrdering NONE = new StateOrdering() {};

  /**
   * A move's priority: higher first, before killers and history.
   *
   * @param states the array holding the state
   * @param at the offset of the state
   * @param move one of the state's moves
   * @return the priority, 0 by default
   */
  default int priority(long[] states, int at, long move) {
    return 0;
  }

  /**
   * The priorities of all the moves of a state at once, what the engine asks at every node it orders:
   * a game whose priorities share work (the squares the other side attacks, say) computes it once here.
   * The default asks {@link #priority} of each move.
   *
   * @param states the array holding the state
   * @param at the offset of the state
   * @param moves the buffer holding the state's moves
   * @param offset where the first move is
   * @param n the number of moves
   * @param priorities where the priority of the move at {@code offset + i} goes, at {@code i}
   */
  default void priorities(long[] states, int at, long[] moves, int offset, int n, int[] priorities) {
    for (int i = 0; i < n; i++) {
      priorities[i] = priority(states, at, moves[offset + i]);
    }
  }

  /**
   * A move's key in the history of cut-offs and among the killers of a ply (the origin and destination of
   * a piece move, say: moves with one key are one move to them), or -1 for a move without one (a pass),
   * which they neither rank nor remember.
   *
   * @param states the array holding the state
   * @param at the offset of the state
   * @param move one of the state's moves
   * @return 0..4095, or -1; by default the move's low 12 bits
   */
  default int historyKey(long[] states, int at, long move) {
    return (int) (move & 4095);
  }

  /**
   * Whether a move that cuts off is remembered as a killer of its ply and in the history: a quiet move,
   * not a capture (which the priority ranks already).
   *
   * @param states the array holding the state
   * @param at the offset of the state
   * @param move one of the state's moves, with a history key
   * @return {@code true} by default
   */
  default boolean remembered(long[] states, int at, long move) {
    return true;
  }
}
