package io.github.tabla.core.engine;

import org.apiguardian.api.API;

/**
 * The value of every move of a state, from {@link KernelSearch#scoreMoves}: in the kernel's order, each
 * with its value from the mover's view and whether it is proved.
 *
 * <pre>{@code
 * KernelScores s = search.scoreMoves(state, 0, 2, Budget.ofNodes(50_000), new Cancellation());
 * for (int i = 0; i < s.size(); i++) { long m = s.move(i); int v = s.value(i); }
 * }</pre>
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class KernelScores {
  private final long[] moves;
  private final int[] values;
  private final boolean[] proved;
  private final int depth;
  private final long nodes;
  private final long millis;

  KernelScores(long[] moves, int[] values, boolean[] proved, int depth, long nodes, long millis) {
    this.moves = moves;
    this.values = values;
    this.proved = proved;
    this.depth = depth;
    this.nodes = nodes;
    this.millis = millis;
  }

  /**
   * The number of moves.
   *
   * @return at least 1
   */
  public int size() {
    return moves.length;
  }

  /**
   * A move.
   *
   * @param i 0 to {@code size() - 1}
   * @return the kernel move
   */
  public long move(int i) {
    return moves[i];
  }

  /**
   * A move's value.
   *
   * @param i 0 to {@code size() - 1}
   * @return the value after it, from the mover's view
   */
  public int value(int i) {
    return values[i];
  }

  /**
   * Whether a move's value is proved.
   *
   * @param i 0 to {@code size() - 1}
   * @return {@code true} for a value under perfect play
   */
  public boolean exact(int i) {
    return proved[i];
  }

  /**
   * The depth every move was searched to.
   *
   * @return plies, 0 when only evaluated
   */
  public int depth() {
    return depth;
  }

  /**
   * The nodes visited.
   *
   * @return the count
   */
  public long nodes() {
    return nodes;
  }

  /**
   * The time the scoring took.
   *
   * @return wall-clock milliseconds
   */
  public long millis() {
    return millis;
  }

  @Override
  public String toString() {
    return "KernelScores[" + moves.length + " moves, depth " + depth + ", nodes " + nodes + "]";
  }
}
