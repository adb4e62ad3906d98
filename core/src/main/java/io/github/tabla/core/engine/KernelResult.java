package io.github.tabla.core.engine;

import java.util.Arrays;
import org.apiguardian.api.API;

/**
 * What one search of {@link KernelSearch} found: the best move, its value from the side to move's view,
 * whether that value is proved, the depth of the last completed iteration, the nodes visited, the
 * expected line and the time it took.
 *
 * <pre>{@code
 * KernelResult r = search.search(state, 0, Budget.ofDepth(6), new Cancellation());
 * for (int i = 0; i < r.lineLength(); i++) { long m = r.lineMove(i); }
 * }</pre>
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class KernelResult {
  private final long move;
  private final int score;
  private final boolean exact;
  private final int depth;
  private final long nodes;
  private final long[] line;
  private final long millis;

  KernelResult(long move, int score, boolean exact, int depth, long nodes, long[] line, long millis) {
    this.move = move;
    this.score = score;
    this.exact = exact;
    this.depth = depth;
    this.nodes = nodes;
    this.line = line;
    this.millis = millis;
  }

  /**
   * The chosen move.
   *
   * @return one of the state's kernel moves
   */
  public long move() {
    return move;
  }

  /**
   * The value of the chosen move, from the side to move's view.
   *
   * @return the value on the scale of {@code Values}
   */
  public int score() {
    return score;
  }

  /**
   * Whether the value is proved: no horizon estimate influenced it.
   *
   * @return {@code true} for a value under perfect play
   */
  public boolean exact() {
    return exact;
  }

  /**
   * The depth of the last completed iteration.
   *
   * @return plies, 0 when not even the first one completed
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
   * The length of the expected line.
   *
   * @return at least 1: the chosen move
   */
  public int lineLength() {
    return line.length;
  }

  /**
   * A move of the expected line.
   *
   * @param i 0 for the chosen move
   * @return the move
   * @throws IndexOutOfBoundsException when {@code i} is not below {@link #lineLength()}
   */
  public long lineMove(int i) {
    return line[i];
  }

  /**
   * The time the search took.
   *
   * @return wall-clock milliseconds
   */
  public long millis() {
    return millis;
  }

  @Override
  public String toString() {
    return "KernelResult[move " + move + ", score " + score + (exact ? " proved" : "") + ", depth " + depth
        + ", nodes " + nodes + ", line " + Arrays.toString(line) + "]";
  }
}
