package io.github.tabla.core.robot;

import org.apiguardian.api.API;
import io.github.tabla.core.Localizable;
import io.github.tabla.core.Side;
import io.vavr.control.Option;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Objects;

/**
 * What a Robot's search found a position to be worth, from the side to move's view: a proved final
 * score difference with its unit ({@link Exact}), a proved win or loss in so many plies ({@link Win},
 * {@link Loss}), a proved draw ({@link Draw}), an estimate with its unit ({@link Estimate}), or nothing
 * at all from a level that does not search ({@link Unknown}). Proved values are game-theoretic: no
 * move by either side changes them under best play.
 *
 * <p>{@link #describe(Side)} puts a value into words for a person, in every language:
 *
 * <pre>{@code
 * SearchResult r = robot.choose(position, Budget.ofNodes(1_000_000));
 * messages.text(r.value().describe(position.sideToMove()));
 * // "+1 diamond for White, proved"   "White wins in 7 moves"   "about +0.4 men for Black"
 * if (r.value() instanceof Value.Win win) {
 *   ui.showWinIn(win.moves());
 * }
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public sealed interface Value permits Value.Exact, Value.Win, Value.Loss, Value.Draw, Value.Estimate, Value.Unknown {

  /**
   * Whether this value is proved: {@link Exact}, {@link Win}, {@link Loss} or {@link Draw}.
   *
   * @return {@code true} for a proved value
   */
  boolean isProved();


  /**
   * The kind, as JSON and scripts name it.
   *
   * @return {@code "exact"}, {@code "win"}, {@code "loss"}, {@code "draw"}, {@code "estimate"} or
   *     {@code "unknown"}
   */
  String kind();

  /**
   * This value in words, naming the side it favours: "+1 diamond for White, proved", "White wins in 7
   * moves", "A draw, proved", "about +0.4 men for Black".
   *
   * @param sideToMove the side to move in the position judged (whose view this value takes)
   * @return the message, with a text in every language of the core bundle (units come from the game's
   *     bundle or the core's)
   */
  Localizable describe(Side sideToMove);

  /**
   * The side this value favours.
   *
   * @param sideToMove the side to move in the position judged
   * @return the side ahead or winning; none for a level value, a draw or no value
   */
  Option<Side> favours(Side sideToMove);

  /**
   * The final score difference with best play by both sides, proved to the end of the round: a game
   * scored by points (diamonds, buttons).
   *
   * @param amount the side to move's points minus the other side's at the end
   * @param unit what the points are
   */
  record Exact(int amount, Unit unit) implements Value {
    /**
     * Checks the unit.
     *
     * @param amount the difference
     * @param unit the unit
     */
    public Exact {
      Objects.requireNonNull(unit, "unit");
    }

    @Override
    public boolean isProved() {
      return true;
    }


    @Override
    public String kind() {
      return "exact";
    }

    @Override
    public Localizable describe(Side sideToMove) {
      if (amount == 0) {
        return Localizable.of("value.exact.level");
      }
      return Localizable.of("value.exact", unit.amount(Math.abs(amount)), amount > 0 ? sideToMove : sideToMove.opposite());
    }

    @Override
    public Option<Side> favours(Side sideToMove) {
      return amount == 0 ? Option.none()
          : Option.some(amount > 0 ? sideToMove : sideToMove.opposite());
    }
  }

  /**
   * A proved win for the side to move.
   *
   * @param plies the plies to the end of the round with best play by both sides, at least 1
   */
  record Win(int plies) implements Value {
    /**
     * Checks the distance.
     *
     * @param plies at least 1
     * @throws IllegalArgumentException when {@code plies} is below 1
     */
    public Win {
      if (plies < 1) {
        throw new IllegalArgumentException("a win is at least one ply away, got " + plies);
      }
    }

    /**
     * The winner's own moves to the win: the side to move plays the first ply.
     *
     * @return {@code (plies + 1) / 2}
     */
    public int moves() {
      return (plies + 1) / 2;
    }

    @Override
    public boolean isProved() {
      return true;
    }


    @Override
    public String kind() {
      return "win";
    }

    @Override
    public Localizable describe(Side sideToMove) {
      return Localizable.of("value.win", sideToMove, Unit.MOVES.amount(moves()));
    }

    @Override
    public Option<Side> favours(Side sideToMove) {
      return Option.some(sideToMove);
    }
  }

  /**
   * A proved loss for the side to move.
   *
   * @param plies the plies to the end of the round with best play by both sides, at least 1
   */
  record Loss(int plies) implements Value {
    /**
     * Checks the distance.
     *
     * @param plies at least 1
     * @throws IllegalArgumentException when {@code plies} is below 1
     */
    public Loss {
      if (plies < 1) {
        throw new IllegalArgumentException("a loss is at least one ply away, got " + plies);
      }
    }

    /**
     * The winner's own moves to the win: the winner plays the second ply.
     *
     * @return {@code plies / 2}, at least 1
     */
    public int moves() {
      return Math.max(1, plies / 2);
    }

    @Override
    public boolean isProved() {
      return true;
    }


    @Override
    public String kind() {
      return "loss";
    }

    @Override
    public Localizable describe(Side sideToMove) {
      return Localizable.of("value.win", sideToMove.opposite(), Unit.MOVES.amount(moves()));
    }

    @Override
    public Option<Side> favours(Side sideToMove) {
      return Option.some(sideToMove.opposite());
    }
  }

  /** A proved draw. */
  record Draw() implements Value {
    @Override
    public boolean isProved() {
      return true;
    }


    @Override
    public String kind() {
      return "draw";
    }

    @Override
    public Localizable describe(Side sideToMove) {
      return Localizable.of("value.draw");
    }

    @Override
    public Option<Side> favours(Side sideToMove) {
      return Option.none();
    }
  }

  /**
   * An estimate: what the search expects without having proved it.
   *
   * @param amount the side to move's expected lead, with the decimals worth showing (one)
   * @param unit what the lead is counted in
   */
  record Estimate(BigDecimal amount, Unit unit) implements Value {
    /**
     * Checks the parts.
     *
     * @param amount the lead
     * @param unit the unit
     */
    public Estimate {
      Objects.requireNonNull(amount, "amount");
      Objects.requireNonNull(unit, "unit");
    }

    /**
     * An estimate from a score in hundredths of the unit, rounded to one decimal.
     *
     * @param hundredths the lead in hundredths
     * @param unit the unit
     * @return the estimate
     */
    public static Estimate ofHundredths(int hundredths, Unit unit) {
      return new Estimate(BigDecimal.valueOf(hundredths, 2).setScale(1, RoundingMode.HALF_UP), unit);
    }

    @Override
    public boolean isProved() {
      return false;
    }


    @Override
    public String kind() {
      return "estimate";
    }

    @Override
    public Localizable describe(Side sideToMove) {
      if (amount.signum() == 0) {
        return Localizable.of("value.estimate.level");
      }
      return Localizable.of("value.estimate", unit.amount(amount.abs()),
          amount.signum() > 0 ? sideToMove : sideToMove.opposite());
    }

    @Override
    public Option<Side> favours(Side sideToMove) {
      return amount.signum() == 0 ? Option.none()
          : Option.some(amount.signum() > 0 ? sideToMove : sideToMove.opposite());
    }
  }

  /** No judgement: a level that chooses without searching says nothing of the position's worth. */
  record Unknown() implements Value {
    @Override
    public boolean isProved() {
      return false;
    }


    @Override
    public String kind() {
      return "unknown";
    }

    @Override
    public Localizable describe(Side sideToMove) {
      return Localizable.of("value.unknown");
    }

    @Override
    public Option<Side> favours(Side sideToMove) {
      return Option.none();
    }
  }
}
