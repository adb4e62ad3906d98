package io.github.tabla.games.diamonds;

import org.apiguardian.api.API;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.robot.Evaluator;
import io.github.tabla.core.robot.MoveOrdering;
import io.github.tabla.core.robot.Unit;
import io.github.tabla.core.robot.ValueScale;
import io.github.tabla.games.diamonds.internal.Evaluation;

/**
 * The gentler Robot levels' judgement of a position for core's {@code Searcher}, in hundredths of a
 * diamond from the side to move's view: the diamonds collected so far plus an estimate of the rest of
 * the round built on the advice of the original rules text. Go for the near diamonds; count a diamond
 * as yours when your king reaches it first and the other king does not stand next to it (a king guards
 * the diamonds around it, KD-4), so keeping the other king away from the diamonds behind you pays; and
 * do not be the side that must step when the kings face each other with one square between (the
 * opposition).
 *
 * <p>Finished rounds are worth their exact diamond difference, the scale {@link PerfectPlay} answers on.
 *
 * <pre>{@code
 * Searcher<DiamondsPosition> searcher = Searcher.of(new DiamondsEvaluator())
 *     .withOrdering(DiamondsEvaluator.collectingFirst());
 * }</pre>
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class DiamondsEvaluator implements Evaluator<DiamondsPosition> {
  /** The value of one diamond. */
  public static final int DIAMOND = Evaluation.DIAMOND;
  /** Diamonds, the unit of this game's values (texts in the game's bundle). */
  public static final Unit DIAMONDS = Unit.of("diamonds");
  private static final ValueScale SCALE = ValueScale.points(DIAMONDS, DIAMOND);

  /** The evaluator. */
  public DiamondsEvaluator() {}

  /**
   * The diamonds collected so far and the estimate of the rest, for the side to move.
   *
   * @param position a position that is not over
   * @return hundredths of a diamond
   */
  @Override
  public int evaluate(DiamondsPosition position) {
    return DIAMOND * position.pointsAhead() + Evaluation.estimate(position.moverSquare(), position.waitingSquare(),
        position.fieldSet(), position.pliesLeft());
  }

  /**
   * The final diamond difference.
   *
   * @param position the finished position
   * @param outcome its outcome
   * @return the difference for the side to move, in hundredths of a diamond
   */
  @Override
  public int terminal(DiamondsPosition position, Outcome outcome) {
    return DIAMOND * outcome.score().difference(position.sideToMove());
  }

  /**
   * Scores read as diamonds: a proved score is the final diamond difference (KD-7).
   *
   * @return hundredths of a diamond, in diamonds
   */
  @Override
  public ValueScale scale() {
    return SCALE;
  }

  /**
   * A move ordering that tries the steps onto diamonds first.
   *
   * @return the ordering
   */
  public static MoveOrdering<DiamondsPosition> collectingFirst() {
    return (position, move) -> move.destination().exists(position.diamonds()::contains) ? 1 : 0;
  }
}
