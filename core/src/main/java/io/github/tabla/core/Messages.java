package io.github.tabla.core;

import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * Turns codes into text in one of the supported languages: English, Romanian, Hebrew and Italian.
 *
 * <p>A game's own bundle is asked first, then the core bundle. A code that no bundle knows comes
 * back as the code itself followed by its arguments, never as an exception (a test makes sure every
 * code has a text in every language).
 *
 * <pre>{@code
 * Messages ro = Messages.of(game, Messages.ROMANIAN);
 * String why = ro.text(rejection);   // "Regii nu se pot atinge (KD-3)."
 * }</pre>
 */
public final class Messages {
  /** English, the language of the base bundles. */
  public static final Locale ENGLISH = Locale.ENGLISH;
  /** Romanian. */
  public static final Locale ROMANIAN = Locale.forLanguageTag("ro");
  /** Hebrew. */
  public static final Locale HEBREW = Locale.forLanguageTag("he");
  /** Italian. */
  public static final Locale ITALIAN = Locale.ITALIAN;
  /** The supported languages, English first. */
  public static final Seq<Locale> SUPPORTED = Array.of(ENGLISH, ROMANIAN, HEBREW, ITALIAN);

  /** The base name of the core bundle, in this module's resources. */
  public static final String CORE_BUNDLE = "io.github.tabla.core.messages";

  private final Locale locale;
  private final Seq<ResourceBundle> bundles;

  private Messages(Locale locale, Seq<ResourceBundle> bundles) {
    this.locale = locale;
    this.bundles = bundles;
  }

  /**
   * The core messages only (generic move rejections, syntax errors, match results).
   *
   * @param locale the language; an unsupported one gives English
   * @return the messages
   */
  public static Messages core(Locale locale) {
    Locale l = supported(locale);
    return new Messages(l, Array.of(coreBundle(l)));
  }

  /**
   * A game's messages, falling back to the core messages.
   *
   * @param game the game
   * @param locale the language; an unsupported one gives English
   * @return the messages
   */
  public static Messages of(GameDefinition<?> game, Locale locale) {
    Locale l = supported(locale);
    return new Messages(l, Array.of(game.messages(l), coreBundle(l)));
  }

  /**
   * The supported locale with the same language, or English.
   *
   * @param locale any locale
   * @return one of {@link #SUPPORTED}
   */
  public static Locale supported(Locale locale) {
    return SUPPORTED.find(s -> s.getLanguage().equals(locale.getLanguage())
            || ("iw".equals(locale.getLanguage()) && s == HEBREW))
        .getOrElse(ENGLISH);
  }

  /**
   * The core bundle for a supported locale.
   *
   * @param locale the language
   * @return the bundle
   */
  public static ResourceBundle coreBundle(Locale locale) {
    return ResourceBundle.getBundle(CORE_BUNDLE, supported(locale));
  }

  /**
   * The language of these messages.
   *
   * @return the locale
   */
  public Locale locale() {
    return locale;
  }

  /**
   * The pattern for a code, from the first bundle that has it.
   *
   * @param code the code
   * @return the pattern, or none when no bundle has it
   */
  public Option<String> pattern(String code) {
    for (ResourceBundle b : bundles) {
      try {
        return Option.some(b.getString(code));
      } catch (MissingResourceException e) {
        // ask the next bundle
      }
    }
    return Option.none();
  }

  /**
   * The text of a message.
   *
   * @param message the code and arguments
   * @return the text with its arguments filled in
   */
  public String text(Localizable message) {
    return text(message.code(), message.arguments());
  }

  private Object argument(Object a) {
    if (a instanceof Localizable l) {
      return text(l);
    }
    if (a instanceof Piece p) {
      return text("piece." + p.side().name().toLowerCase(Locale.ROOT) + "." + p.role().name().toLowerCase(Locale.ROOT),
          Array.empty());
    }
    if (a instanceof Side s) {
      return text("side." + s.name().toLowerCase(Locale.ROOT), Array.empty());
    }
    return String.valueOf(a);
  }

  /**
   * The text of a code with arguments. Arguments that are {@link Localizable}, {@link Piece} or
   * {@link Side} are themselves put into words; others are written with {@code String.valueOf}.
   *
   * @param code the code
   * @param arguments the arguments, referred to as {@code {0}}, {@code {1}}, ...
   * @return the text; the code and arguments themselves when no bundle knows the code
   */
  public String text(String code, Seq<Object> arguments) {
    Object[] args = arguments.map(this::argument).toJavaArray();
    return pattern(code)
        .map(p -> new MessageFormat(p, locale).format(args))
        .getOrElse(() -> arguments.isEmpty() ? code : code + " " + arguments.mkString("[", ", ", "]"));
  }
}
