package io.github.tabla.games.draughts.robot;

import org.apiguardian.api.API;
import java.util.Objects;

/**
 * What the endgame tables know of a position: won, drawn or lost for the side to move under ID-12 (no
 * draw rule), and in how many plies the game ends when both sides play perfectly, the winner for the
 * quickest win and the loser for the slowest loss.
 *
 * <pre>{@code
 * Endgames.standard().probe(position).map(EndgameValue::result);   // e.g. Some(WIN)
 * }</pre>
 *
 * @param result the result for the side to move
 * @param plies the plies to the end of the game; 0 for a draw (the game has no end under perfect play)
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public record EndgameValue(Result result, int plies) {

  /** A game-theoretic result for the side to move. */
  public enum Result {
    /** The side to move wins. */
    WIN,
    /** Neither side can force a win. */
    DRAW,
    /** The side to move loses. */
    LOSS
  }

  /**
   * Checks the value.
   *
   * @param result the result
   * @param plies the distance, at least 0; odd for a win, even for a loss, 0 for a draw
   * @throws IllegalArgumentException when the distance does not fit the result
   */
  public EndgameValue {
    Objects.requireNonNull(result, "result");
    boolean fits = switch (result) {
      case WIN -> plies > 0 && plies % 2 == 1;
      case LOSS -> plies >= 0 && plies % 2 == 0;
      case DRAW -> plies == 0;
    };
    if (!fits) {
      throw new IllegalArgumentException("a " + result + " cannot end in " + plies + " plies");
    }
  }
}
