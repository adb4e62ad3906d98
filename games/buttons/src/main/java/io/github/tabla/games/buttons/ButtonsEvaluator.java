package io.github.tabla.games.buttons;

import org.apiguardian.api.API;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.Side;
import io.github.tabla.core.robot.Evaluator;
import io.github.tabla.core.robot.Unit;
import io.github.tabla.core.robot.ValueScale;
import io.github.tabla.core.robot.MoveOrdering;
import io.github.tabla.games.buttons.internal.Evaluation;

/**
 * The buttons game's judgement for core's generic {@code Searcher}, on the same scale as
 * {@link ButtonsRobot}: hundredths of a button, from the side to move's view, the final difference of
 * the round's buttons. Finished rounds are worth their exact button difference; others the buttons
 * collected so far plus the estimate of what is to come (material, the button to take now, pieces
 * that can be captured, centralisation; QB-11).
 *
 * <p>{@link ButtonsRobot} uses the game's own faster search; this evaluator lets core's tools (and
 * anyone comparing searchers) search buttons positions too, and they agree on exact values.
 *
 * <pre>{@code
 * Searcher<ButtonsPosition> searcher = Searcher.of(new ButtonsEvaluator())
 *     .withOrdering(ButtonsEvaluator.collectingFirst());
 * SearchResult r = searcher.search(position, Budget.UNLIMITED);   // solves positions near the end
 * }</pre>
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class ButtonsEvaluator implements Evaluator<ButtonsPosition> {
  /** The value of one button. */
  public static final int BUTTON = Evaluation.BUTTON;
  /** Buttons, the unit of this game's values (texts in the game's bundle). */
  public static final Unit BUTTONS = Unit.of("buttons");
  /** Scores read as buttons: a proved score is the final button difference (QB-9). */
  static final ValueScale SCALE = ValueScale.points(BUTTONS, BUTTON);

  /** The evaluator. */
  public ButtonsEvaluator() {}

  /**
   * The buttons collected so far and the estimate of the rest of the round, for the side to move.
   *
   * @param position a position that is not over
   * @return the estimate in hundredths of a button
   */
  @Override
  public int evaluate(ButtonsPosition position) {
    Side side = position.sideToMove();
    boolean white = side == Side.WHITE;
    return BUTTON * position.collected().difference(side) + Evaluation.evaluate(position.bits(white ? 0 : 2),
        position.bits(white ? 1 : 3), position.bits(white ? 2 : 0), position.bits(white ? 3 : 1), position.bits(4),
        position.pliesLeft());
  }

  /**
   * The final button difference.
   *
   * @param position the finished position
   * @param outcome its outcome
   * @return the difference for the side to move, in hundredths of a button
   */
  @Override
  public int terminal(ButtonsPosition position, Outcome outcome) {
    return BUTTON * outcome.score().difference(position.sideToMove());
  }

  /**
   * A move ordering that tries captures of the last enemy piece first, then collections, then other
   * captures.
   *
   * @return the ordering
   */
  public static MoveOrdering<ButtonsPosition> collectingFirst() {
    return (position, move) -> {
      if (move.isPass()) {
        return 0;
      }
      boolean collects = move.destination().exists(position.buttons()::contains);
      if (move.isCapture() && position.pieces(position.sideToMove().opposite()).size() == 1) {
        return 3;
      }
      return collects ? 2 : move.isCapture() ? 1 : 0;
    };
  }

  /**
   * Scores read as buttons: a proved score is the final button difference (QB-9).
   *
   * @return hundredths of a button, in buttons
   */
  @Override
  public ValueScale scale() {
    return SCALE;
  }
}
