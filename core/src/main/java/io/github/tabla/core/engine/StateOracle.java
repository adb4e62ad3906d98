package io.github.tabla.core.engine;

import org.apiguardian.api.API;

/**
 * What a game knows exactly about some states (an endgame table, a solution table, a solver): their
 * value under perfect play, from the side to move's view, on the scale of the evaluator's terminal
 * values.
 *
 * <pre>{@code
 * StateOracle table = (states, at) -> known(states, at) ? value(states, at) : StateOracle.UNKNOWN;
 * }</pre>
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
@FunctionalInterface
public interface StateOracle {

  /** The answer for a state the oracle does not know. */
  int UNKNOWN = Integer.MIN_VALUE;

  /** The oracle that knows nothing. */
  StateOracle NONE = (states, at) -> UNKNOWN;

  /**
   * The exact value of a state that goes on, or {@link #UNKNOWN}.
   *
   * @param states the array holding the state
   * @param at the offset of the state
   * @return the value, or {@link #UNKNOWN}
   */
  int solve(long[] states, int at);

  /**
   * Whether the oracle knows most of the states a search asks it about (a solver that answers
   * everywhere) rather than a few (an endgame table of a few pieces). The engine asks an oracle that
   * knows most states before it lists a state's moves, and one that knows few after (listing them also
   * says whether the state is over): in the draughts search, asking the endgame tables first cost 5 % of
   * its speed.
   *
   * @return {@code false} by default
   */
  default boolean knowsMostStates() {
    return false;
  }

  /**
   * The exact value of the state a move leads to, from that state's side to move, or {@link #UNKNOWN}:
   * asked for each move of a searched state before the move is made, when {@link #solvesMoves()}, so that
   * a game whose oracle can read a move's result without making it (a solution table indexed by the
   * pieces) saves the search of every move it knows.
   *
   * @param states the array holding the state
   * @param at the offset of a state that goes on
   * @param move one of the state's moves
   * @return the value of the state after the move, or {@link #UNKNOWN}
   */
  default int solveMove(long[] states, int at, long move) {
    return UNKNOWN;
  }

  /**
   * Whether the engine should ask {@link #solveMove} for every move before making it.
   *
   * @return {@code false} by default
   */
  default boolean solvesMoves() {
    return false;
  }
}
