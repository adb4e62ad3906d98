package io.github.tabla.core.robot;

import org.apiguardian.api.API;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * How a game's search scores read as typed {@link Value}s. A search works on plain {@code int} scores
 * on the {@link Values} scale, from the side to move's view: decisive ones (a magnitude of at least
 * {@link Values#WIN_THRESHOLD}) are wins and losses {@code WIN - plies} away, the others are points in
 * the evaluator's units. The scale says what those units are and whether a proved non-decisive score
 * is a final score difference (games scored by points) or a draw (games won or lost).
 *
 * <pre>{@code
 * ValueScale diamonds = ValueScale.points(Unit.of("diamonds"), 100);   // hundredths of a diamond
 * diamonds.value(100, true);       // Exact(1, diamonds): "+1 diamond for White, proved"
 * ValueScale draughts = ValueScale.results(Unit.MEN, 100);
 * draughts.value(40, false);       // Estimate(0.4, men)
 * draughts.value(Values.WIN - 13, true);   // Win(13)
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public interface ValueScale {

  /**
   * The typed value of a search score.
   *
   * @param score the score, from the side to move's view
   * @param proved whether the search proved it
   * @return the value
   */
  Value value(int score, boolean proved);

  /**
   * The scale of a game scored by points: a proved score is the final point difference.
   *
   * @param unit what the points are
   * @param perUnit how many score units make one point (100 for hundredths), at least 1
   * @return the scale
   * @throws IllegalArgumentException when {@code perUnit} is below 1
   */
  static ValueScale points(Unit unit, int perUnit) {
    Objects.requireNonNull(unit, "unit");
    check(perUnit);
    return (score, proved) -> decisive(score).orElse(() -> Option.of(proved
        ? new Value.Exact((int) Math.round((double) score / perUnit), unit)
        : hundredths(score, perUnit, unit))).get();
  }

  /**
   * The scale of a game won, drawn or lost: a proved score that is not a win or a loss is a draw.
   *
   * @param unit what the estimates count (men, for draughts)
   * @param perUnit how many score units make one unit, at least 1
   * @return the scale
   * @throws IllegalArgumentException when {@code perUnit} is below 1
   */
  static ValueScale results(Unit unit, int perUnit) {
    Objects.requireNonNull(unit, "unit");
    check(perUnit);
    return (score, proved) -> decisive(score).orElse(() -> Option.of(proved
        ? new Value.Draw()
        : hundredths(score, perUnit, unit))).get();
  }

  private static void check(int perUnit) {
    if (perUnit < 1) {
      throw new IllegalArgumentException("a unit is at least one score point, got " + perUnit);
    }
  }

  private static Option<Value> decisive(int score) {
    if (!Values.isDecisive(score)) {
      return Option.none();
    }
    int plies = Math.max(1, Values.WIN - Math.abs(score));
    return Option.some(score > 0 ? new Value.Win(plies) : new Value.Loss(plies));
  }

  private static Value hundredths(int score, int perUnit, Unit unit) {
    long inHundredths = Math.round(score * 100.0 / perUnit);
    return Value.Estimate.ofHundredths((int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, inHundredths)),
        unit);
  }
}
