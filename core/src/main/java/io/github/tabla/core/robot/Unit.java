package io.github.tabla.core.robot;

import org.apiguardian.api.API;
import io.github.tabla.core.Localizable;
import java.util.Objects;

/**
 * What a {@link Value}'s amount counts: diamonds, buttons, men, moves, points. The id is stable (JSON
 * carries it); the words, with their plural forms, are the message {@code "unit." + id} of the game's
 * bundle or the core's, a plural pattern of the count such as
 * {@code {0,plural,one{# diamond} other{# diamonds}}}.
 *
 * <pre>{@code
 * Unit diamonds = Unit.of("diamonds");
 * messages.text(diamonds.amount(3));   // "3 diamonds"; in Romanian "3 diamante", 20: "20 de diamante"
 * }</pre>
 *
 * @param id a stable id of lower-case letters and hyphens, such as {@code "diamonds"}
 */
@API(status = API.Status.STABLE, since = "0.1")
public record Unit(String id) {
  /** Points of a game scored by points, when the game names them no better (core's bundle). */
  public static final Unit POINTS = new Unit("points");
  /** Draughts men, the material of a draughts position (core's bundle). */
  public static final Unit MEN = new Unit("men");
  /** Moves: a race's margin in moves, for example (core's bundle). */
  public static final Unit MOVES = new Unit("moves");

  /**
   * Checks the id.
   *
   * @param id the id
   * @throws IllegalArgumentException when the id is not lower-case letters and hyphens
   */
  public Unit {
    Objects.requireNonNull(id, "id");
    if (!id.matches("[a-z][a-z-]*")) {
      throw new IllegalArgumentException("a unit id is lower-case letters and hyphens, got \"" + id + "\"");
    }
  }

  /**
   * A unit.
   *
   * @param id the stable id
   * @return the unit
   */
  public static Unit of(String id) {
    return new Unit(id);
  }

  /**
   * The message code of this unit's words.
   *
   * @return {@code "unit." + id}
   */
  public String code() {
    return "unit." + id;
  }

  /**
   * An amount of this unit, to be put into words with its plural form.
   *
   * @param amount an integer or a {@link java.math.BigDecimal} with the decimals to show
   * @return the message: this unit's code with the amount as its argument
   */
  public Localizable amount(Number amount) {
    Objects.requireNonNull(amount, "amount");
    return Localizable.of(code(), amount);
  }
}
