package io.github.tabla.core;

import org.apiguardian.api.API;
import io.vavr.control.Option;

/**
 * How a round (or a game of draughts) ended: the winner or a draw, why, the final score, and how many
 * turns each side took.
 *
 * <pre>{@code
 * position.outcome().forEach(o ->
 *     System.out.println(o.winner().map(Side::name).getOrElse("draw") + " by " + o.termination().code()));
 * }</pre>
 *
 * @param winner the winning side, or none for a draw
 * @param termination why it ended
 * @param score the final points per side (diamonds, buttons, targets captured, pieces left)
 * @param turns the turns each side took, passes included; in Knights in the Enemy Camp the winner's
 *     count is its race length (KN-10)
 */
@API(status = API.Status.STABLE, since = "0.1")
public record Outcome(Option<Side> winner, Termination termination, Score score, Score turns) {

  /**
   * A win.
   *
   * @param winner the winning side
   * @param termination why it ended
   * @param score the final score
   * @param turns turns taken per side
   * @return the outcome
   */
  public static Outcome win(Side winner, Termination termination, Score score, Score turns) {
    return new Outcome(Option.some(winner), termination, score, turns);
  }

  /**
   * A draw.
   *
   * @param termination why it ended
   * @param score the final score
   * @param turns turns taken per side
   * @return the outcome
   */
  public static Outcome draw(Termination termination, Score score, Score turns) {
    return new Outcome(Option.none(), termination, score, turns);
  }

  /**
   * The outcome decided by the score: the side with more points wins, equal points draw (KD-7, QB-9).
   *
   * @param termination why it ended
   * @param score the final score
   * @param turns turns taken per side
   * @return a win for the leader, or a draw
   */
  public static Outcome byScore(Termination termination, Score score, Score turns) {
    return new Outcome(score.leader(), termination, score, turns);
  }

  /**
   * Whether nobody won.
   *
   * @return {@code true} for a draw
   */
  public boolean isDraw() {
    return winner.isEmpty();
  }

  /**
   * The value of this outcome for a side: {@code +1} won, {@code 0} drawn, {@code -1} lost.
   *
   * @param side the side
   * @return the result from that side's view
   */
  public int resultFor(Side side) {
    return winner.map(w -> w == side ? 1 : -1).getOrElse(0);
  }
}
