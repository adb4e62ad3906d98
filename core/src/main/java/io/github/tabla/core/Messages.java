package io.github.tabla.core;

import org.apiguardian.api.API;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.text.MessageFormat;
import java.util.Collections;
import java.util.ListResourceBundle;
import java.util.Locale;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.Objects;
import java.util.PropertyResourceBundle;
import java.util.ResourceBundle;
import java.util.SortedMap;
import java.util.function.Function;

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
@API(status = API.Status.STABLE, since = "0.1")
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
  private final SquareNaming squares;

  private Messages(Locale locale, Seq<ResourceBundle> bundles, SquareNaming squares) {
    this.locale = locale;
    this.bundles = bundles;
    this.squares = squares;
  }

  /**
   * The core messages only (generic move rejections, syntax errors, match results).
   *
   * @param locale the language; an unsupported one gives English
   * @return the messages
   */
  public static Messages core(Locale locale) {
    Objects.requireNonNull(locale, "locale");
    Locale l = supported(locale);
    return new Messages(l, Array.of(coreBundle(l)), SquareNaming.CHESS);
  }

  /**
   * A game's messages, falling back to the core messages.
   *
   * @param game the game
   * @param locale the language; an unsupported one gives English
   * @return the messages
   */
  public static Messages of(GameDefinition<?> game, Locale locale) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(locale, "locale");
    Locale l = supported(locale);
    return new Messages(l, Array.of(game.messages(l), coreBundle(l)), game.notation().squares());
  }

  /**
   * A game's messages, falling back to the core messages: {@link #of(GameDefinition, Locale)} for a game
   * held untyped.
   *
   * @param game the game
   * @param locale the language; an unsupported one gives English
   * @return the messages
   */
  public static Messages of(AnyGame game, Locale locale) {
    Objects.requireNonNull(game, "game");
    return of(game.definition(), locale);
  }

  /**
   * The supported locale with the same language, or English.
   *
   * @param locale any locale
   * @return one of {@link #SUPPORTED}
   */
  public static Locale supported(Locale locale) {
    Objects.requireNonNull(locale, "locale");
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
    Objects.requireNonNull(locale, "locale");
    return MessageBundles.load(CORE_BUNDLE, supported(locale), Messages.class::getResourceAsStream);
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
    Objects.requireNonNull(code, "code");
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
    Objects.requireNonNull(message, "message");
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
    if (a instanceof Square sq) {
      return name(sq);
    }
    if (a instanceof SquareSet set) {
      return Array.ofAll(set).map(this::name).mkString(", ");
    }
    if (a instanceof Role r) {
      return text("role." + r.name().toLowerCase(Locale.ROOT), Array.empty());
    }
    if (a instanceof CharSequence text) {
      // a text argument may hold a person's input: its control characters escaped, a huge one cut
      return shownArgument(text.toString());
    }
    return a instanceof Number ? a : String.valueOf(a);
  }

  /**
   * The name of a square the way this game names it: chess coordinates, or the 1..32 numbers of
   * draughts (ID-2).
   *
   * @param square the square
   * @return for example {@code "e4"} or {@code "22"}; the coordinates for a square the naming has no
   *     name for
   */
  public String name(Square square) {
    Objects.requireNonNull(square, "square");
    return squares.name(square).getOrElse(square.text());
  }

  /** The most characters of a person's input a message shows. */
  public static final int SHOWN_INPUT = 80;
  /** The most characters of any text argument a message shows (a list of moves is rarely 200). */
  public static final int LONGEST_ARGUMENT = 400;

  /**
   * A person's input as a message may show it: control characters escaped ({@code \e} for ESC,
   * {@code \u0007} for BEL) so that they never reach a terminal raw, and a text longer than
   * {@value #SHOWN_INPUT} characters cut, with an ellipsis.
   *
   * <pre>{@code
   * Messages.shownInput("\u001b]0;X\u0007");   // "\e]0;X\u0007"
   * Messages.shownInput("x".repeat(10_000));    // 80 x's and "…"
   * }</pre>
   *
   * @param text the input
   * @return the text as shown
   */
  public static String shownInput(String text) {
    Objects.requireNonNull(text, "text");
    return shownInput(text, 0);
  }

  /**
   * A person's input as a message may show it, around a place in it: when it is longer than
   * {@value #SHOWN_INPUT} characters, the part around {@code column}, with an ellipsis on each side
   * that is cut; control characters escaped.
   *
   * @param text the input
   * @param column where the part shown is centred, 0 for the start
   * @return the text as shown
   */
  public static String shownInput(String text, int column) {
    Objects.requireNonNull(text, "text");
    return shown(text, column, SHOWN_INPUT);
  }

  /**
   * A text argument of a message as it is shown: control characters escaped, and a text longer than
   * {@value #LONGEST_ARGUMENT} characters cut with an ellipsis. Every text argument goes through this,
   * since any may hold a person's input.
   *
   * @param text the argument
   * @return the text as shown
   */
  public static String shownArgument(String text) {
    Objects.requireNonNull(text, "text");
    return shown(text, 0, LONGEST_ARGUMENT);
  }

  /**
   * A text with its control characters escaped ({@code \e} for ESC, {@code \n}, {@code \t},
   * {@code \r}, {@code \u0007} for the others of C0 and C1, and DEL), whatever its length: what a
   * terminal may be given of a text that is not trusted.
   *
   * @param text the text
   * @return the text escaped; the text itself when it has no control character
   */
  public static String escaped(String text) {
    Objects.requireNonNull(text, "text");
    StringBuilder out = null;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (isControl(c)) {
        if (out == null) {
          out = new StringBuilder(text.length() + 8).append(text, 0, i);
        }
        appendEscaped(out, c);
      } else if (out != null) {
        out.append(c);
      }
    }
    return out == null ? text : out.toString();
  }

  // C0 and C1 control characters and DEL; the bidi isolates and marks are not controls
  private static boolean isControl(char c) {
    return c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0);
  }

  private static void appendEscaped(StringBuilder out, char c) {
    out.append(switch (c) {
      case '\u001b' -> "\\e";
      case '\t' -> "\\t";
      case '\r' -> "\\r";
      case '\n' -> "\\n";
      default -> String.format("\\u%04x", (int) c);
    });
  }

  private static String shown(String text, int column, int longest) {
    int from = 0;
    int to = text.length();
    if (to > longest) {
      from = Math.max(0, Math.min(column - longest / 2, text.length() - longest));
      to = from + longest;
    }
    StringBuilder out = new StringBuilder(to - from + 8);
    if (from > 0) {
      out.append('\u2026');
    }
    for (int i = from; i < to; i++) {
      char c = text.charAt(i);
      if (isControl(c)) {
        appendEscaped(out, c);
      } else {
        out.append(c);
      }
    }
    if (to < text.length()) {
      out.append('\u2026');
    }
    return out.toString();
  }

  /**
   * Fills in a message pattern in a language: {@code {0}}-style arguments with {@link MessageFormat}'s
   * quoting ({@code ''} is an apostrophe), and ICU-style plural choices chosen by the language's
   * {@link PluralCategory}, with {@code #} standing for the number:
   *
   * <pre>{@code
   * Messages.format(Messages.ROMANIAN, "{0,plural,one{# diamant} few{# diamante} other{# de diamante}}",
   *     Array.of(20));                                            // "20 de diamante"
   * Messages.format(Messages.ENGLISH, "Searched {0} positions", Array.of(1000000));   // no grouping
   * }</pre>
   *
   * <p>Numbers are written without grouping and with the language's decimal sign. In a right-to-left
   * language (Hebrew) every argument is wrapped in the Unicode isolates FSI (U+2068) and PDI (U+2069),
   * so that a square name, a move or a number does not reorder the sentence around it when a screen
   * lays the text out. A malformed pattern never throws: it is shown as it is, followed by the arguments.
   *
   * @param locale the language
   * @param pattern the pattern
   * @param arguments the arguments: numbers stay numbers (for plural choices), everything else is written
   *     with {@code String.valueOf}
   * @return the text
   */
  public static String format(Locale locale, String pattern, Seq<?> arguments) {
    Objects.requireNonNull(locale, "locale");
    Objects.requireNonNull(pattern, "pattern");
    Objects.requireNonNull(arguments, "arguments");
    return PatternFormat.format(locale, pattern, arguments.toJavaArray());
  }

  /**
   * The text of a code with arguments. Arguments that are {@link Localizable}, {@link Piece},
   * {@link Role} or {@link Side} are themselves put into words; a {@link Square} (and each square of a
   * {@link SquareSet}) is named the game's way (chess coordinates, or the 1..32 numbers of draughts,
   * ID-2); numbers are written without grouping and may
   * choose plural forms ({@link #format}); others are written with {@code String.valueOf}.
   *
   * @param code the code
   * @param arguments the arguments, referred to as {@code {0}}, {@code {1}}, ...
   * @return the text; the code and arguments themselves when no bundle knows the code
   */
  public String text(String code, Seq<Object> arguments) {
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(arguments, "arguments");
    Object[] args = arguments.map(this::argument).toJavaArray();
    return pattern(code)
        .map(p -> PatternFormat.format(locale, p, args))
        .getOrElse(() -> arguments.isEmpty() ? code : code + " " + arguments.mkString("[", ", ", "]"));
  }

  /**
   * Every code of the core bundle, read from the English base file
   * ({@code io/github/tabla/core/messages.properties}), sorted.
   *
   * @return the keys of the base core bundle
   */
  public static Seq<String> coreCodes() {
    return Array.ofAll(Collections.list(coreBundleAsIs(Locale.ROOT).getKeys())).sorted();
  }

  /**
   * The core texts that are missing: every pair of a supported language and a code of
   * {@link #coreCodes()} whose text is not in that language's <em>own</em> core bundle file.
   * Equivalent to {@code missingCoreTexts(coreCodes())}.
   *
   * @return the missing pairs as {@code "language: code"}, for example {@code "ro: move.no-piece"};
   *     empty when every language has every text
   */
  public static Seq<String> missingCoreTexts() {
    return missingCoreTexts(coreCodes());
  }

  /**
   * The core texts missing for some codes: every pair of a supported language and a code whose text
   * is not in that language's own core bundle file.
   *
   * <p>A {@link ResourceBundle} quietly answers from its parent, so a code found only in the English
   * base file would read as English to a Romanian child. This check asks each language's file alone
   * (through {@link PropertyResourceBundle#handleGetObject(String)}) and also notices when the
   * bundle loaded for a language is another language's file because its own is missing.
   *
   * <pre>{@code
   * Messages.missingCoreTexts(Array.of("move.no-piece"));   // empty: all four files have it
   * }</pre>
   *
   * @param codes the codes to look up
   * @return the missing pairs as {@code "language: code"}, in {@link #SUPPORTED} order
   */
  public static Seq<String> missingCoreTexts(Seq<String> codes) {
    Objects.requireNonNull(codes, "codes");
    Seq<Seq<ResourceBundle>> files = SUPPORTED.map(l -> ownFiles(Messages::coreBundleAsIs, l));
    return missing(codes, files);
  }

  /**
   * The texts a game is missing: every pair of a supported language and a code of
   * {@link GameDefinition#messageCodes()} whose text is neither in the game's own bundle file for
   * that language nor in the core's own file for that language (the core bundle is where
   * {@link Messages#of} looks next).
   *
   * <p>The game's {@link GameDefinition#messages(Locale)} is asked for each supported language, and
   * for {@link Locale#ROOT} to reach the English base file; a bundle that turns out to be another
   * language's file (the language's own file is missing) counts as having no text at all. The
   * testkit's conformance suite and each game's tests call this and expect it to be empty.
   *
   * <pre>{@code
   * Seq<String> missing = Messages.missingTexts(game);   // e.g. ["he: diamonds.kings-touch"]
   * }</pre>
   *
   * @param game the game
   * @return the missing pairs as {@code "language: code"}, sorted by language in {@link #SUPPORTED}
   *     order, then by code; empty when every language has every text
   */
  public static Seq<String> missingTexts(GameDefinition<?> game) {
    Objects.requireNonNull(game, "game");
    Seq<Seq<ResourceBundle>> files = SUPPORTED.map(l -> ownFiles(game::messages, l)
        .appendAll(ownFiles(Messages::coreBundleAsIs, l)));
    return missing(Array.ofAll(game.messageCodes()).sorted(), files);
  }

  private static Seq<String> missing(Seq<String> codes, Seq<Seq<ResourceBundle>> filesByLanguage) {
    return SUPPORTED.zip(filesByLanguage).flatMap(lf -> codes
        .filter(code -> !lf._2.exists(file -> hasOwnText(file, code)))
        .map(code -> lf._1.getLanguage() + ": " + code));
  }

  /**
   * The texts of a game's codes that do not take the arguments their codes declare
   * ({@link Code#arguments()}), in every supported language: a text that uses an argument the code does
   * not declare, or leaves out one it declares, or chooses a plural form by an argument that is not a
   * {@link Code.Argument#COUNT}. A code without a text is left to {@link #missingTexts(GameDefinition)}.
   *
   * <pre>{@code
   * Messages.argumentMismatches(game, Array.of(DiamondsCode.values()));
   * // [] , or e.g. ["ro: diamonds.kings-touch: its text leaves out {1} (a square)"]
   * }</pre>
   *
   * @param game the game, whose bundles (then the core's) give the texts
   * @param codes the codes, for example the game's enum's {@code values()}
   * @return the mismatches as {@code "language: code: what"}, in {@link #SUPPORTED} order; empty when every
   *     text takes its code's arguments
   */
  public static Seq<String> argumentMismatches(GameDefinition<?> game, Seq<? extends Code> codes) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(codes, "codes");
    return argumentMismatches(l -> of(game, l), codes);
  }

  /**
   * The core's texts that do not take the arguments their codes declare, in every supported language: as
   * {@link #argumentMismatches(GameDefinition, Seq)}, for the codes of the core ({@link SetupCode},
   * {@link FieldValues}).
   *
   * @param codes the codes
   * @return the mismatches as {@code "language: code: what"}; empty when every text takes its code's
   *     arguments
   */
  public static Seq<String> coreArgumentMismatches(Seq<? extends Code> codes) {
    Objects.requireNonNull(codes, "codes");
    return argumentMismatches(Messages::core, codes);
  }

  private static Seq<String> argumentMismatches(Function<Locale, Messages> language, Seq<? extends Code> codes) {
    return SUPPORTED.flatMap(l -> {
      Messages messages = language.apply(l);
      return codes.flatMap(code -> messages.pattern(code.key())
          .map(pattern -> argumentMismatches(code, pattern).map(m -> l.getLanguage() + ": " + code.key() + ": " + m))
          .getOrElse(Array.empty()));
    });
  }

  private static Seq<String> argumentMismatches(Code code, String pattern) {
    SortedMap<Integer, Boolean> used;
    try {
      used = PatternFormat.placeholders(pattern);
    } catch (IllegalArgumentException e) {
      return Array.of("its text cannot be read (" + e.getMessage() + ")");
    }
    Seq<Code.Argument> kinds = code.arguments();
    Seq<String> found = Array.empty();
    for (Map.Entry<Integer, Boolean> u : used.entrySet()) {
      int index = u.getKey();
      if (index < 0 || index >= kinds.size()) {
        found = found.append("its text uses {" + index + "}, but the code takes " + kinds.size() + " argument"
            + (kinds.size() == 1 ? "" : "s"));
      } else if (u.getValue() && kinds.get(index) != Code.Argument.COUNT) {
        found = found.append("its text chooses a plural form by {" + index + "}, which is "
            + kinds.get(index).description());
      }
    }
    for (int i = 0; i < kinds.size(); i++) {
      if (!used.containsKey(i)) {
        found = found.append("its text leaves out {" + i + "} (" + kinds.get(i).description() + ")");
      }
    }
    return found;
  }

  // Unlike coreBundle, no mapping to a supported locale: ROOT must reach the base file.
  private static ResourceBundle coreBundleAsIs(Locale locale) {
    return MessageBundles.load(CORE_BUNDLE, locale, Messages.class::getResourceAsStream);
  }

  /**
   * The bundle files that belong to a language: for English the base file together with the
   * (normally empty) English file; for the others the language's own file. Nothing when the loader
   * fell back to another language's file. English needs its own file too: without it a lookup for
   * English falls back to the JVM's default language before the base file.
   */
  private static Seq<ResourceBundle> ownFiles(Function<Locale, ResourceBundle> loader, Locale language) {
    try {
      ResourceBundle own = loader.apply(language);
      if (isBase(own) || supported(own.getLocale()) != language) {
        return Array.empty();
      }
      if (language != ENGLISH) {
        return Array.of(own);
      }
      ResourceBundle base = loader.apply(Locale.ROOT);
      return isBase(base) || supported(base.getLocale()) == ENGLISH
          ? Array.of(base, own)
          : Array.of(own);
    } catch (MissingResourceException e) {
      // no file at all for this language: every code is missing
      return Array.empty();
    }
  }

  // a bundle made with new (not by getBundle) has no locale: it can only stand for the base file
  private static boolean isBase(ResourceBundle bundle) {
    return bundle.getLocale() == null || bundle.getLocale().getLanguage().isEmpty();
  }

  private static boolean hasOwnText(ResourceBundle file, String code) {
    if (file instanceof PropertyResourceBundle p) {
      return p.handleGetObject(code) != null;
    }
    if (file instanceof ListResourceBundle l) {
      return l.handleGetObject(code) != null;
    }
    // another kind of bundle cannot be asked without its parents: accept what it answers
    return file.containsKey(code);
  }
}
