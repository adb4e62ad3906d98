package io.github.tabla.core;

import io.vavr.collection.HashSet;
import io.vavr.collection.Set;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * A stable message code of a game's rejections, setup problems or terminations, with the rule it
 * enforces: what a game's public enum of codes implements, so that its codes are typed values and its
 * list of codes ({@link GameDefinition#messageCodes()}) comes from the enum.
 *
 * <pre>{@code
 * public enum KnightsCode implements Code {
 *   NOT_A_JUMP("knights.not-a-jump", "KN-3"), ...;
 * }
 * MoveRejection.RuleBroken.of(KnightsCode.NOT_A_JUMP, from, to);
 * Code.keys(KnightsCode.values());      // every key, for messageCodes()
 * }</pre>
 */
public interface Code {

  /**
   * The code's key in the message bundles.
   *
   * @return for example {@code "knights.not-a-jump"}
   */
  String key();

  /**
   * The rule the code enforces.
   *
   * @return the rule, or none for a code no numbered rule stands behind (an unknown setup field)
   */
  Option<RuleId> rule();

  /**
   * The rule id as the string records keep it: the rule's text, or empty for none.
   *
   * @return for example {@code "KN-3"}, or {@code ""}
   */
  default String ruleText() {
    return rule().map(RuleId::text).getOrElse("");
  }

  /**
   * The keys of some codes.
   *
   * @param codes the codes, for example an enum's {@code values()}
   * @return their keys
   */
  static Set<String> keys(Code... codes) {
    Objects.requireNonNull(codes, "codes");
    return HashSet.of(codes).map(Code::key);
  }
}
