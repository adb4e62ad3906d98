package io.github.tabla.archfixture.broken.core.engine;

/** A hook of the engine. */
public interface StateEvaluator {
  /** @return the value of a state */
  int evaluate(long[] states, int at);
}
