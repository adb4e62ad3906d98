package io.github.tabla.core;

import org.apiguardian.api.API;

/**
 * A game's rule that ends it drawn when the same position occurs for the {@code occurrences}-th time
 * (Italian draughts: the third time, ID-13.2). Positions do not carry their history; a
 * {@code io.github.tabla.core.record.GameRecord} counts repetitions and applies this rule.
 *
 * @param occurrences how many occurrences of one position end the game, at least 2
 * @param termination the termination reported when it does
 */
@API(status = API.Status.STABLE, since = "0.1")
public record RepetitionRule(int occurrences, Termination termination) {
  /**
   * Checks the count.
   *
   * @param occurrences the count
   * @param termination the termination
   * @throws IllegalArgumentException when {@code occurrences} is below 2
   */
  public RepetitionRule {
    if (occurrences < 2) {
      throw new IllegalArgumentException("a repetition rule needs at least 2 occurrences, got " + occurrences);
    }
  }
}
