package io.github.tabla.core.engine;

import io.github.tabla.core.robot.Values;
import org.apiguardian.api.API;

/**
 * What the rules prove about a state before any search: the least and the most value it can end with
 * under any play, from the side to move's view, on the scale of the evaluator's terminal values (in
 * Kings and Diamonds, the diamonds ahead less or plus the diamonds still on the board), and the most
 * plies the round can still last (Queens, Rooks and Buttons: the plies left before the move limit,
 * QB-7). The engine cuts a line off, proved, when its window lies outside the values, and searches no
 * deeper than the round lasts: a search that reaches every end is proved, and its entries in the table
 * serve every deeper search.
 *
 * <pre>{@code
 * StateBounds stillToWin = new StateBounds() {
 *   public int lower(long[] s, int at) { return 100 * (ahead(s, at) - left(s, at)); }
 *   public int upper(long[] s, int at) { return 100 * (ahead(s, at) + left(s, at)); }
 * };
 * }</pre>
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public interface StateBounds {

  /** Bounds that prove nothing. */
  StateBounds NONE = new StateBounds() {};

  /**
   * The least value the state can end with.
   *
   * @param states the array holding the state
   * @param at the offset of a state that goes on
   * @return a lower bound, {@code -Values.WIN} by default
   */
  default int lower(long[] states, int at) {
    return -Values.WIN;
  }

  /**
   * The most value the state can end with.
   *
   * @param states the array holding the state
   * @param at the offset of a state that goes on
   * @return an upper bound, {@code Values.WIN} by default
   */
  default int upper(long[] states, int at) {
    return Values.WIN;
  }

  /**
   * The most plies the round can last from the state.
   *
   * @param states the array holding the state
   * @param at the offset of a state that goes on
   * @return at least 1; {@code Integer.MAX_VALUE} by default, for a round with no known end
   */
  default int pliesLeft(long[] states, int at) {
    return Integer.MAX_VALUE;
  }
}
