package io.github.tabla.cli;

import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.List;
import picocli.CommandLine;

/**
 * A mistake on the command line (an unknown option, a missing value, a value of the wrong kind) in
 * the chosen language: picocli finds it, this says it.
 */
final class ParameterErrors {
  private ParameterErrors() {}

  /** The message for a mistake picocli found. */
  static String message(CommandLine.ParameterException e, Texts texts) {
    String command = e.getCommandLine().getCommandSpec().qualifiedName();
    if (e instanceof CommandLine.UnmatchedArgumentException u) {
      List<String> unmatched = u.getUnmatched();
      String first = unmatched.isEmpty() ? "" : Shown.input(unmatched.get(0));
      Seq<String> suggestions = Array.ofAll(u.getSuggestions()).take(3);
      String message = first.startsWith("-") ? texts.get("error.unknown-option", first, command)
          : texts.get("error.unexpected-argument", first, command);
      return suggestions.isEmpty() ? message
          : message + " " + texts.get("error.did-you-mean", suggestions.mkString(", "));
    }
    if (e instanceof CommandLine.MissingParameterException m) {
      Seq<String> missing = Array.ofAll(m.getMissing()).map(ParameterErrors::name);
      String message = texts.get("error.missing-parameter", missing.mkString(", "), command);
      // "tabla perft knights 5": the one value without its option is most likely the missing option's
      List<String> unmatched = e.getCommandLine().getUnmatchedArguments();
      if (missing.size() == 1 && missing.head().startsWith("-") && unmatched.size() == 1
          && !unmatched.get(0).startsWith("-")) {
        return message + " " + texts.get("error.did-you-mean", missing.head() + " " + Shown.input(unmatched.get(0)));
      }
      return message;
    }
    if (e instanceof CommandLine.OverwrittenOptionException o) {
      return texts.get("error.option-twice", name(o.getOverwritten()));
    }
    if (e instanceof CommandLine.MaxValuesExceededException) {
      return texts.get("error.too-many-values", command);
    }
    if (e.getArgSpec() != null && e.getValue() != null) {
      CommandLine.Model.ArgSpec arg = e.getArgSpec();
      Class<?> type = arg.type();
      String expected = type == Long.class || type == long.class || type == Integer.class || type == int.class
          ? texts.get("error.expected.number") : texts.get("error.expected.value");
      return texts.get("error.bad-value", Shown.input(e.getValue()), name(arg), expected);
    }
    return Shown.input(String.valueOf(e.getMessage()));
  }

  private static String name(CommandLine.Model.ArgSpec arg) {
    if (arg instanceof CommandLine.Model.OptionSpec o) {
      return o.longestName();
    }
    return arg.paramLabel();
  }
}
