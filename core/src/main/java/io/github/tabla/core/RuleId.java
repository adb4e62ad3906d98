package io.github.tabla.core;

import org.apiguardian.api.API;
import io.vavr.control.Option;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * The id of a numbered rule in {@code docs/rules/}: a game's letters, a dash and the rule's number, with
 * sub-rules after dots and a letter for a decision added between two rules ({@code KD-3}, {@code ID-13.3},
 * {@code ID-11a}, {@code M-8}).
 *
 * <pre>{@code
 * RuleId.of("KN-5").text();          // "KN-5"
 * RuleId.parse("kn 5");              // none
 * }</pre>
 *
 * @param text the id as the rules write it
 */
@API(status = API.Status.STABLE, since = "0.1")
public record RuleId(String text) implements Comparable<RuleId> {
  private static final Pattern FORM = Pattern.compile("[A-Z]{1,4}-[0-9]{1,3}(\\.[0-9]{1,3})*[a-z]?");

  /**
   * Checks the form.
   *
   * @param text the id as the rules write it
   * @throws IllegalArgumentException when it is not a rule id
   */
  public RuleId {
    Objects.requireNonNull(text, "text");
    if (text.length() > 24 || !FORM.matcher(text).matches()) {
      throw new IllegalArgumentException("not a rule id (letters, a dash and a number, such as KD-3): "
          + Messages.shownInput(text));
    }
  }

  /**
   * A rule id.
   *
   * @param text the id, for example {@code "ID-10"}
   * @return the id
   * @throws IllegalArgumentException when the text is not a rule id
   */
  public static RuleId of(String text) {
    return new RuleId(text);
  }

  /**
   * A rule id, if the text is one.
   *
   * @param text any text
   * @return the id, or none (for the empty text of a message that names no rule, too)
   */
  public static Option<RuleId> parse(String text) {
    Objects.requireNonNull(text, "text");
    return text.length() <= 24 && FORM.matcher(text).matches() ? Option.some(new RuleId(text)) : Option.none();
  }

  /**
   * The game's letters.
   *
   * @return for example {@code "KD"}
   */
  public String game() {
    return text.substring(0, text.indexOf('-'));
  }

  /**
   * Orders ids by their text.
   *
   * @param other another id
   * @return the comparison of the texts
   */
  @Override
  public int compareTo(RuleId other) {
    return text.compareTo(other.text);
  }

  /**
   * The id as the rules write it.
   *
   * @return {@link #text()}
   */
  @Override
  public String toString() {
    return text;
  }
}
