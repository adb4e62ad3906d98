package io.github.tabla.core.robot;

import io.github.tabla.core.GamePosition;
import io.github.tabla.core.record.GameRecord;
import java.util.Objects;

/** What the Robots and searches ask of a round. */
final class Rounds {
  private Rounds() {}

  /**
   * The current position of a round that goes on.
   *
   * @throws IllegalArgumentException when the round is over
   */
  static <P extends GamePosition<P>> P playable(GameRecord<P> round) {
    Objects.requireNonNull(round, "round");
    if (round.isOver()) {
      throw new IllegalArgumentException("the round is over (" + round.outcome().get().termination().code()
          + "), there is no move to choose");
    }
    return round.current();
  }
}
