package io.github.tabla.cli;

import io.github.tabla.core.MessageBundles;
import io.github.tabla.core.Messages;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * The command line's own texts (prompts, labels, help lines, its error messages) in one of the four
 * languages. Game texts (move rejections, results) come from the game's and notation's bundles.
 */
final class Texts {
  /** The base name of the command line's bundle of MessageFormat patterns. */
  static final String BUNDLE = "io.github.tabla.cli.messages";
  /** The base name of the bundle picocli reads for the usage help (String.format patterns). */
  static final String HELP_BUNDLE = "io.github.tabla.cli.help";

  /** The language codes the {@code --lang} option accepts, in {@link Messages#SUPPORTED} order. */
  static final Seq<String> LANGUAGES = Messages.SUPPORTED.map(Locale::getLanguage);

  private final Locale locale;
  private final ResourceBundle bundle;

  private Texts(Locale locale) {
    this.locale = locale;
    this.bundle = MessageBundles.load(BUNDLE, locale, Texts.class::getResourceAsStream);
  }

  static Texts of(Locale locale) {
    return new Texts(Messages.supported(locale));
  }

  Locale locale() {
    return locale;
  }

  /** The text of a key, or the key itself when the bundle does not have it (a test makes sure it does). */
  String get(String key, Object... arguments) {
    String pattern;
    try {
      pattern = bundle.getString(key);
    } catch (MissingResourceException e) {
      return arguments.length == 0 ? key : key + " " + Array.of(arguments).mkString("[", ", ", "]");
    }
    return Messages.format(locale, pattern, Array.of(arguments));
  }

  /**
   * Whether an answer is yes, no, or neither: the words of this language ({@code answer.yes},
   * {@code answer.no}, comma-separated) and the English ones, without accents or case.
   *
   * @return some {@code true} for yes, some {@code false} for no, none for anything else
   */
  Option<Boolean> yesOrNo(String answer) {
    String a = PlaySession.plain(answer);
    if (words("answer.yes").append("yes").append("y").contains(a)) {
      return Option.some(true);
    }
    if (words("answer.no").append("no").append("n").contains(a)) {
      return Option.some(false);
    }
    return Option.none();
  }

  private Seq<String> words(String key) {
    return Array.of(get(key).split(",")).map(PlaySession::plain).filter(w -> !w.isEmpty());
  }

  /** Whether the bundle has a text for a key (optional texts such as a game's name). */
  boolean has(String key) {
    return bundle.containsKey(key);
  }

  /** The text of a key, or a fallback when the bundle has none. */
  String getOr(String key, String fallback) {
    return has(key) ? get(key) : fallback;
  }

  /** A supported language from its code ({@code en}, {@code ro}, {@code he}, {@code it}). */
  static Option<Locale> language(String code) {
    int i = LANGUAGES.indexOf(code.trim().toLowerCase(Locale.ROOT));
    return i < 0 ? Option.none() : Option.some(Messages.SUPPORTED.get(i));
  }
}
