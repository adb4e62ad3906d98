package io.github.tabla.cli;

import io.github.tabla.core.robot.Budget;

/**
 * How long the Robot may think for one move while a person waits. The node limit makes its choices
 * reproducible for a {@code --seed}; the time limit only keeps a slow machine from keeping a child
 * waiting (a search stopped by it may choose differently).
 *
 * @param nodes the most positions to search for one move
 * @param millis the most milliseconds for one move
 */
record Thinking(long nodes, long millis) {
  /** The default for {@code play}, {@code match} and hints. */
  static final Thinking DEFAULT = new Thinking(250_000L, 3_000L);

  /** The budget of one move. */
  Budget budget() {
    return Budget.ofNodes(nodes).andMillis(millis);
  }
}
