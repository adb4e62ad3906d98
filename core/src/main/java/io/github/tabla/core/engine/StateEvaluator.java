package io.github.tabla.core.engine;

import io.github.tabla.core.kernel.Kernel;
import io.github.tabla.core.robot.Unit;
import io.github.tabla.core.robot.ValueScale;
import io.github.tabla.core.robot.Values;
import org.apiguardian.api.API;

/**
 * A game's judgement of kernel states, from the side to move's view, on the scale of {@link Values}: an
 * estimate at the search's horizon and the value of a finished state.
 *
 * <pre>{@code
 * StateEvaluator material = (states, at) -> kernel.score(states, at, side) - kernel.score(states, at, 1 - side);
 * }</pre>
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
@FunctionalInterface
public interface StateEvaluator {

  /**
   * An estimate of a state that goes on: positive when the side to move stands better. The engine keeps
   * it strictly inside {@code ±Values.WIN_THRESHOLD}.
   *
   * @param states the array holding the state
   * @param at the offset of the state
   * @return the estimate
   */
  int evaluate(long[] states, int at);

  /**
   * The value of a finished state: by default {@link Kernel#result} times {@link Values#WIN}.
   *
   * @param kernel the game's kernel
   * @param states the array holding the state
   * @param at the offset of the state
   * @return the value, between {@code -Values.WIN} and {@code Values.WIN}
   */
  default int terminal(Kernel kernel, long[] states, int at) {
    return kernel.result(states, at) * Values.WIN;
  }

  /**
   * How the values read as a typed value.
   *
   * @return by default one point a unit
   */
  default ValueScale scale() {
    return ValueScale.points(Unit.POINTS, 1);
  }
}
