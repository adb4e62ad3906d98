package io.github.tabla.notation;

import org.apiguardian.api.API;
import io.github.tabla.core.MessageBundles;
import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.Localizable;
import io.github.tabla.core.Messages;
import io.github.tabla.core.Move;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Role;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareSet;
import io.github.tabla.core.SyntaxError;
import io.github.tabla.notation.move.MoveProblem;
import io.github.tabla.notation.move.MoveWriter;
import io.github.tabla.notation.position.PositionProblem;
import io.github.tabla.notation.record.RecordProblem;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.collection.Traversable;
import io.vavr.control.Option;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.Objects;
import java.util.Properties;
import java.util.ResourceBundle;

/**
 * The texts of notation's own codes (syntax errors, unresolved moves, invalid positions, records) in
 * English, Romanian, Hebrew and Italian, falling back to the game's and the core's messages for
 * everything else (the game's move rejections and setup problems).
 *
 * <p>Arguments are put into words too: a {@link Move} in the game's notation, a list of moves as a
 * comma-separated list, a {@link Localizable} (a move rejection inside "not allowed") as its own text.
 *
 * <pre>{@code
 * NotationMessages ro = NotationMessages.of(game, Messages.ROMANIAN);
 * notation.readMove(position, "22-18").peekLeft(p -> ui.show(ro.text(p)));
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class NotationMessages {
  /** The base name of notation's bundle. */
  public static final String BUNDLE = "io.github.tabla.notation.messages";

  private static final String END_OF_TEXT = "end of text";
  /** The syntax errors of a text over a limit: their expected text is the limit, their found the count. */
  private static final io.vavr.collection.Set<String> LIMITS = io.vavr.collection.HashSet.of(
      "notation.move.syntax.too-long", "notation.position.syntax.too-long", "notation.fen.syntax.too-many",
      "notation.record.syntax.too-many-moves", "notation.record.syntax.too-many-records",
      "notation.record.syntax.too-many-tags");
  /** The syntax errors of a square's number: their expected text ends with the highest number. */
  private static final io.vavr.collection.Set<String> NUMBERS = io.vavr.collection.HashSet.of(
      "notation.move.syntax.number", "notation.fen.syntax.number");

  private final Locale locale;
  private final ResourceBundle own;
  private final Messages fallback;
  private final Option<MoveWriter> writer;

  private NotationMessages(Locale locale, Messages fallback, Option<MoveWriter> writer) {
    this.locale = locale;
    this.own = MessageBundles.load(BUNDLE, locale, NotationMessages.class::getResourceAsStream);
    this.fallback = fallback;
    this.writer = writer;
  }

  /**
   * Notation's messages over the core's, without a game: moves are written in their plain form.
   *
   * @param locale the language; an unsupported one gives English
   * @return the messages
   */
  public static NotationMessages of(Locale locale) {
    Objects.requireNonNull(locale, "locale");
    Locale l = Messages.supported(locale);
    return new NotationMessages(l, Messages.core(l), Option.none());
  }

  /**
   * Notation's messages over a game's and the core's; moves are written in the game's notation.
   *
   * @param game the game
   * @param locale the language; an unsupported one gives English
   * @return the messages
   */
  public static NotationMessages of(GameDefinition<?> game, Locale locale) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(locale, "locale");
    Locale l = Messages.supported(locale);
    return new NotationMessages(l, Messages.of(game, l), Option.some(new MoveWriter(game.notation())));
  }

  /**
   * The language of these messages.
   *
   * @return one of {@link Messages#SUPPORTED}
   */
  public Locale locale() {
    return locale;
  }

  /**
   * The pattern of a code: notation's bundle first, then the game's and the core's.
   *
   * @param code the code
   * @return the pattern, or none when no bundle has it
   */
  public Option<String> pattern(String code) {
    Objects.requireNonNull(code, "code");
    try {
      return Option.some(own.getString(code));
    } catch (MissingResourceException e) {
      return fallback.pattern(code);
    }
  }

  /**
   * The text of a message.
   *
   * @param message the code and arguments
   * @return the text with its arguments put into words
   */
  public String text(Localizable message) {
    Objects.requireNonNull(message, "message");
    if (message instanceof MoveProblem.Unreadable u) {
      return text(u.error());
    }
    if (message instanceof PositionProblem.Unreadable u) {
      return text(u.error());
    }
    if (message instanceof RecordProblem.Unreadable u) {
      return text(u.error());
    }
    Seq<Object> arguments = message.arguments();
    if (message instanceof SyntaxError e && LIMITS.contains(e.code())) {
      // a text over a limit: the limit and the count, as numbers (with their plural forms)
      return text(e.code(), Array.of(arguments.get(0), arguments.get(1), number(e.expected()), number(e.found())));
    }
    if (message instanceof SyntaxError e && e.code().startsWith("notation.") && arguments.size() == 4) {
      // notation's patterns leave {3} unquoted, so the end of the text reads as words, not as a quote; the
      // quotes are the language's own (notation.quotes: the opening and the closing mark)
      String quotes = pattern("notation.quotes").filter(q -> q.length() == 2).getOrElse("\"\"");
      arguments = arguments.update(3, e.found().equals(END_OF_TEXT)
          ? text("notation.end-of-text", Array.empty())
          : quotes.charAt(0) + Messages.shownInput(e.found()) + quotes.charAt(1));
      if (NUMBERS.contains(e.code())) {
        // "a square number from 1 to 50": the patterns say the range in their own words, from its end
        arguments = arguments.update(2, number(e.expected().substring(e.expected().lastIndexOf(' ') + 1)));
      }
    }
    return text(message.code(), arguments);
  }

  /**
   * The text of a code with arguments.
   *
   * @param code the code
   * @param arguments the arguments, referred to as {@code {0}}, {@code {1}}, ...
   * @return the text; the code and its arguments when no bundle knows the code
   */
  public String text(String code, Seq<Object> arguments) {
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(arguments, "arguments");
    Object[] args = arguments.map(this::argument).toJavaArray();
    return pattern(code)
        .map(p -> Messages.format(locale, p, Array.of(args)))
        .getOrElse(() -> arguments.isEmpty() ? code : code + " " + Array.of(args).mkString("[", ", ", "]"));
  }

  private static Object number(String digits) {
    try {
      return Long.parseLong(digits);
    } catch (NumberFormatException e) {
      return digits;
    }
  }

  private Object argument(Object a) {
    if (a instanceof Localizable l) {
      return text(l);
    }
    if (a instanceof Move m) {
      return writer.map(w -> w.write(m)).getOrElse(m::toString);
    }
    if (a instanceof Piece p) {
      return fallback.text("piece." + p.side().name().toLowerCase(Locale.ROOT) + "."
          + p.role().name().toLowerCase(Locale.ROOT), Array.empty());
    }
    if (a instanceof Side s) {
      return fallback.text("side." + s.name().toLowerCase(Locale.ROOT), Array.empty());
    }
    if (a instanceof Role r) {
      return fallback.text("role." + r.name().toLowerCase(Locale.ROOT), Array.empty());
    }
    if (a instanceof Square sq) {
      // the game's own names: 1..32 in draughts (ID-2), e4 in the chess-board games
      return fallback.name(sq);
    }
    if (a instanceof SquareSet set) {
      return Array.ofAll(set).map(fallback::name).mkString(", ");
    }
    if (a instanceof Number) {
      return a;
    }
    if (a instanceof CharSequence text) {
      // a text argument may hold a person's input: its control characters escaped, a huge one cut
      return Messages.shownArgument(text.toString());
    }
    if (a instanceof Traversable<?> t) {
      // sentences (setup problems) follow one another; moves are listed
      return t.map(this::argument).mkString(t.forAll(e -> e instanceof Localizable) ? " " : ", ");
    }
    return String.valueOf(a);
  }

  /**
   * Every code of notation's bundle, read from the English base file, sorted.
   *
   * @return the codes
   */
  public static Seq<String> codes() {
    return Array.ofAll(Collections.list(read("").keys())).map(String::valueOf).sorted();
  }

  /**
   * The texts notation is missing: every pair of a supported language and a code of {@link #codes()}
   * that the language's own file does not have (a file that answers from its parent would show a
   * Romanian child English). Tests expect this to be empty.
   *
   * <pre>{@code
   * NotationMessages.missingTexts();   // [] , or e.g. ["he: notation.move.ambiguous"]
   * }</pre>
   *
   * @return the missing pairs as {@code "language: code"}
   */
  public static Seq<String> missingTexts() {
    Seq<String> codes = codes();
    return Messages.SUPPORTED.flatMap(l -> {
      Properties file = read(l == Messages.ENGLISH ? "" : "_" + l.getLanguage());
      return codes.filter(c -> file.getProperty(c) == null).map(c -> l.getLanguage() + ": " + c);
    });
  }

  private static Properties read(String suffix) {
    Properties p = new Properties();
    String name = "/" + BUNDLE.replace('.', '/') + suffix + ".properties";
    try (InputStream in = NotationMessages.class.getResourceAsStream(name)) {
      if (in != null) {
        p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
      }
    } catch (IOException e) {
      // an unreadable file has no texts: every code is reported missing
      return new Properties();
    }
    return p;
  }
}
