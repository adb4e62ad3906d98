package io.github.tabla.core;

import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.Objects;

/**
 * The arguments of a code's text, checked against the kinds the code declares ({@link Code#arguments()})
 * and with its {@link Code.Argument#RULE} arguments filled in: what every typed factory of rejections,
 * setup problems, terminations and messages does before it builds one.
 */
final class CodeArguments {
  private CodeArguments() {}

  /**
   * The arguments of a message of a code.
   *
   * @param code the code
   * @param rule the rule of the message, or empty; fills each {@link Code.Argument#RULE} argument
   * @param given the arguments the caller passed, every one but the rules, in order
   * @return the arguments, rules filled in
   * @throws IllegalArgumentException naming the code, when the arguments are too few or too many, one is
   *     not of its kind, or the text names a rule and there is none
   */
  static Seq<Object> of(Code code, String rule, Object[] given) {
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(rule, "rule");
    Objects.requireNonNull(given, "arguments");
    Seq<Code.Argument> kinds = Objects.requireNonNull(code.arguments(), "the code's arguments()");
    Seq<Code.Argument> passed = kinds.filter(k -> k != Code.Argument.RULE);
    if (given.length != passed.size()) {
      throw new IllegalArgumentException(name(code) + " takes " + passed.size() + " argument"
          + (passed.size() == 1 ? "" : "s") + described(passed) + ", not " + given.length + ": "
          + Array.of(given).map(CodeArguments::shown).mkString("[", ", ", "]"));
    }
    if (kinds.size() > passed.size() && rule.isEmpty()) {
      throw new IllegalArgumentException(name(code) + " names its rule in its text, and there is none: "
          + "give the game's rule");
    }
    Object[] all = new Object[kinds.size()];
    int next = 0;
    for (int i = 0; i < all.length; i++) {
      Code.Argument kind = kinds.get(i);
      if (kind == Code.Argument.RULE) {
        all[i] = rule;
        continue;
      }
      Object value = given[next++];
      if (!kind.accepts(value)) {
        throw new IllegalArgumentException(name(code) + ": argument {" + i + "} must be " + kind.description()
            + ", not " + shown(value));
      }
      all[i] = value;
    }
    return Array.of(all);
  }

  private static String described(Seq<Code.Argument> kinds) {
    return kinds.isEmpty() ? "" : kinds.map(Code.Argument::description).mkString(" (", ", ", ")");
  }

  /** The code as a reader of a stack trace finds it: {@code DiamondsCode.KINGS_TOUCH (diamonds.kings-touch)}. */
  private static String name(Code code) {
    String key = Messages.shownInput(String.valueOf(code.key()));
    return code instanceof Enum<?> e ? e.getDeclaringClass().getSimpleName() + "." + e.name() + " (" + key + ")"
        : key;
  }

  // an argument may hold a person's input: shown escaped and cut
  private static String shown(Object value) {
    return value == null ? "null"
        : value.getClass().getSimpleName() + " " + Messages.shownInput(String.valueOf(value));
  }
}
