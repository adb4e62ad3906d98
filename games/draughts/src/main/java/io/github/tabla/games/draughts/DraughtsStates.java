package io.github.tabla.games.draughts;

import io.github.tabla.core.engine.StateNoise;
import io.github.tabla.games.draughts.internal.DraughtsKernel;
import io.github.tabla.games.draughts.internal.MoveGenerator;

/**
 * Italian draughts' hooks on the one engine's kernel states: what its quiescence search plays on.
 */
final class DraughtsStates {
  private DraughtsStates() {}

  /**
   * A side that must capture plays every capture before the state is judged (ID-8); a quiet state where
   * the other side threatens a capture is searched a ply more, as the draughts search does.
   */
  static final StateNoise CAPTURES = (states, at) -> {
    int white = DraughtsKernel.white(states, at);
    int black = DraughtsKernel.black(states, at);
    int kings = DraughtsKernel.kings(states, at);
    boolean whiteToMove = DraughtsKernel.whiteToMove(states, at);
    if (MoveGenerator.jumpers(white, black, kings, whiteToMove) != 0) {
      return StateNoise.NOISY;
    }
    return MoveGenerator.jumpers(white, black, kings, !whiteToMove) != 0 ? StateNoise.THREATENED : StateNoise.QUIET;
  };
}
