package io.github.tabla.core.engine;

import org.apiguardian.api.API;

/**
 * Which states a game does not want judged at the search's horizon: a state whose side to move must
 * capture (Italian draughts, ID-8) is played on, every move, until it is quiet; a quiet state where the
 * other side threatens to capture is searched one ply more, at most {@link #MAX_THREAT_PLIES} times
 * along a line. The engine's quiescence search asks this of every state past the horizon.
 *
 * <pre>{@code
 * StateNoise captures = (states, at) -> mustCapture(states, at) ? StateNoise.NOISY
 *     : threatened(states, at) ? StateNoise.THREATENED : StateNoise.QUIET;
 * }</pre>
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
@FunctionalInterface
public interface StateNoise {
  /** A state the evaluator may judge. */
  int QUIET = 0;
  /** A state whose moves must all be searched before it can be judged. */
  int NOISY = 1;
  /** A quiet state worth one more ply: the other side threatens something. */
  int THREATENED = 2;
  /** How many threatened states a line of the quiescence search looks past at most. */
  int MAX_THREAT_PLIES = 2;

  /** No quiescence: every state at the horizon is judged as it is. */
  StateNoise NONE = (states, at) -> QUIET;

  /**
   * How noisy a state that goes on is.
   *
   * @param states the array holding the state
   * @param at the offset of the state
   * @return {@link #QUIET}, {@link #NOISY} or {@link #THREATENED}
   */
  int noise(long[] states, int at);
}
