package io.github.tabla.archfixture.broken.games.alpha;

import io.github.tabla.archfixture.broken.core.engine.StateEvaluator;

/** A game's evaluator: a hook, in its game. */
final class AlphaEvaluator implements StateEvaluator {
  @Override
  public int evaluate(long[] states, int at) {
    return (int) states[at];
  }
}
