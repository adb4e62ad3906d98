package io.github.tabla.core;

import org.apiguardian.api.API;
import io.vavr.collection.Array;
import io.vavr.collection.HashSet;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * A stable message code of a game's rejections, setup problems or terminations, with the rule it
 * enforces and the kinds of the arguments its text takes: what a game's public enum of codes implements,
 * so that its codes are typed values and its list of codes ({@link GameDefinition#messageCodes()}) comes
 * from the enum.
 *
 * <p>The typed factories ({@link MoveRejection.RuleBroken#of(Code, Object...)},
 * {@link SetupProblem#of(Code, Object...)}, {@link Termination#of(Code)}, {@link Localizable#of(Code,
 * Object...)}) refuse arguments of the wrong number or kind, and
 * {@link Messages#argumentMismatches(GameDefinition, Seq)} checks that each text takes the arguments its
 * code declares, in every language.
 *
 * <pre>{@code
 * public enum KnightsCode implements Code {
 *   NOT_A_JUMP("knights.not-a-jump", "KN-3", SQUARE, SQUARE), ...;
 *
 *   private final Definition definition;
 *
 *   KnightsCode(String key, String rule, Argument... arguments) {
 *     definition = Definition.of(key, rule, arguments);
 *   }
 *
 *   public Definition definition() {
 *     return definition;
 *   }
 * }
 * MoveRejection.RuleBroken.of(KnightsCode.NOT_A_JUMP, from, to);
 * MoveRejection.RuleBroken.of(KnightsCode.NOT_A_JUMP, from);    // IllegalArgumentException: takes 2
 * Code.keys(KnightsCode.values());      // every key, for messageCodes()
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public interface Code {

  /**
   * What the code is: its key, its rule and the kinds of its text's arguments, which {@link #key()},
   * {@link #rule()} and {@link #arguments()} read.
   *
   * @return the definition
   */
  Definition definition();

  /**
   * The code's key in the message bundles.
   *
   * @return for example {@code "knights.not-a-jump"}
   */
  default String key() {
    return definition().key();
  }

  /**
   * The rule the code enforces.
   *
   * @return the rule, or none for a code no numbered rule stands behind (an unknown setup field), or
   *     whose rule the game gives (the setup problems every game shares, {@link SetupCode})
   */
  default Option<RuleId> rule() {
    return definition().rule();
  }

  /**
   * The kinds of the arguments its text takes, in the order of {@code {0}}, {@code {1}}, ...
   *
   * @return for example {@code [SQUARE, SQUARE]} for a text about a move's two squares
   */
  default Seq<Argument> arguments() {
    return definition().arguments();
  }

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

  /**
   * What a code is: its key in the message bundles, the rule it enforces and the kinds of its text's
   * arguments.
   *
   * <pre>{@code
   * Code.Definition.of("knights.not-a-jump", "KN-3", Argument.SQUARE, Argument.SQUARE);
   * Code.Definition.withoutRule("setup.unknown-field", Argument.TEXT);
   * }</pre>
   *
   * @param key the key, for example {@code "knights.not-a-jump"}
   * @param rule the rule, or none
   * @param arguments the kinds of the text's arguments, in order
   */
  record Definition(String key, Option<RuleId> rule, Seq<Argument> arguments) {
    /**
     * Checks the parts.
     *
     * @param key the key, not blank
     * @param rule the rule, or none
     * @param arguments the kinds of the text's arguments
     * @throws IllegalArgumentException when the key is blank
     */
    public Definition {
      Objects.requireNonNull(key, "key");
      Objects.requireNonNull(rule, "rule");
      Objects.requireNonNull(arguments, "arguments");
      if (key.chars().allMatch(Character::isWhitespace)) {
        throw new IllegalArgumentException("a code needs a key");
      }
    }

    /**
     * The definition of a code with its rule.
     *
     * @param key the key
     * @param rule the rule's id, for example {@code "KN-3"}
     * @param arguments the kinds of the text's arguments, in order
     * @return the definition
     * @throws IllegalArgumentException when the key is blank or the rule is not a rule id
     */
    public static Definition of(String key, String rule, Argument... arguments) {
      Objects.requireNonNull(rule, "rule");
      Objects.requireNonNull(arguments, "arguments");
      return new Definition(key, Option.some(RuleId.of(rule)), Array.of(arguments));
    }

    /**
     * The definition of a code without a rule of its own: no numbered rule stands behind it, or a game
     * gives its rule (the setup problems every game shares, {@link SetupCode}).
     *
     * @param key the key
     * @param arguments the kinds of the text's arguments, in order
     * @return the definition
     * @throws IllegalArgumentException when the key is blank
     */
    public static Definition withoutRule(String key, Argument... arguments) {
      Objects.requireNonNull(arguments, "arguments");
      return new Definition(key, Option.none(), Array.of(arguments));
    }
  }

  /**
   * The kind of one argument of a code's text: what a caller must pass for it.
   *
   * <p>An argument of kind {@link #RULE} is never passed: the rejection, setup problem or termination
   * fills it in with its own rule, so that a text shared by several games names each game's rule
   * ({@link SetupCode#TURN_ORDER}: "... (KD-5)."), as a game's own text writes its rule in.
   */
  enum Argument {
    /** A square ({@link Square}), named the game's way: {@code e4}, or {@code 22} in draughts. */
    SQUARE("a square"),
    /** Some squares ({@link SquareSet}), named the game's way and listed. */
    SQUARES("squares"),
    /** A whole number ({@link Integer} or {@link Long}), which a text may choose plural forms by. */
    COUNT("a count"),
    /** A side ({@link Side}), in words. */
    SIDE("a side"),
    /** A piece ({@link Piece}), in words: "white king". */
    PIECE("a piece"),
    /** A kind of piece ({@link Role}), in words: "a king". */
    ROLE("a role"),
    /** A text shown as it is ({@link CharSequence}): a field's name, a value as given, moves as written. */
    TEXT("a text"),
    /** A message of its own ({@link Localizable}), put into words in the same language. */
    MESSAGE("a message"),
    /** The rule of the rejection, problem or termination, filled in by it and never passed. */
    RULE("the rule");

    private final String description;

    Argument(String description) {
      this.description = description;
    }

    /**
     * Whether a value is an argument of this kind.
     *
     * @param value any value, possibly null
     * @return {@code true} when the value is of this kind; {@code false} for null
     */
    public boolean accepts(Object value) {
      return switch (this) {
        case SQUARE -> value instanceof Square;
        case SQUARES -> value instanceof SquareSet;
        case COUNT -> value instanceof Integer || value instanceof Long;
        case SIDE -> value instanceof Side;
        case PIECE -> value instanceof Piece;
        case ROLE -> value instanceof Role;
        case TEXT -> value instanceof CharSequence;
        case MESSAGE -> value instanceof Localizable;
        case RULE -> value instanceof String s && RuleId.parse(s).isDefined();
      };
    }

    /**
     * The kind in words, for error messages.
     *
     * @return for example {@code "a square"}
     */
    public String description() {
      return description;
    }
  }
}
