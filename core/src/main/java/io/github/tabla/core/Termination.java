package io.github.tabla.core;

import org.apiguardian.api.API;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * Why a round or game ended: a stable code and the rule that ended it.
 *
 * <p>Each game declares its own terminations (for Kings and Diamonds: all diamonds taken, the move
 * limit, no moves; KD-6); the two that belong to every game — a draw agreed by the players and a
 * resignation — are here.
 *
 * @param code the stable code, for example {@code "diamonds.end.all-collected"}
 * @param ruleId the rule that ended the round, for example {@code "KD-6"}
 */
@API(status = API.Status.STABLE, since = "0.1")
public record Termination(String code, String ruleId) implements Localizable {
  /**
   * Checks that no part is missing.
   *
   * @param code the stable code, for example {@code "diamonds.end.all-collected"}
   * @param ruleId the rule that ended the round, for example {@code "KD-6"}
   * @throws NullPointerException when a part is null
   */
  public Termination {
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(ruleId, "ruleId");
  }

  /** The players agreed a draw (M-5, ID-13.1). */
  public static final Termination AGREEMENT = new Termination("termination.agreement", "M-5");
  /** A player resigned the round (M-8). */
  public static final Termination RESIGNATION = new Termination("termination.resignation", "M-8");

  /**
   * A termination.
   *
   * @param code the stable code
   * @param ruleId the rule id
   * @return the termination
   */
  public static Termination of(String code, String ruleId) {
    return new Termination(code, ruleId);
  }

  /**
   * The termination of a game's typed code, which names its rule. A termination's text takes no argument
   * but its rule ({@link Code.Argument#RULE}).
   *
   * @param code the code, whose arguments are its rule at most
   * @return the termination
   * @throws IllegalArgumentException naming the code, when its text takes other arguments, or names a
   *     rule and the code has none
   */
  public static Termination of(Code code) {
    Objects.requireNonNull(code, "code");
    CodeArguments.of(code, code.ruleText(), new Object[0]);
    return new Termination(code.key(), code.ruleText());
  }

  /**
   * The rule that ended the round, typed.
   *
   * @return the rule, or none
   */
  public Option<RuleId> rule() {
    return RuleId.parse(ruleId);
  }

  /**
   * A termination's text takes the rule id as its only argument.
   *
   * @return {@code [ruleId]}
   */
  @Override
  public Seq<Object> arguments() {
    return Array.of(ruleId);
  }
}
