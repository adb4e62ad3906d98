package io.github.tabla.testkit;

import org.apiguardian.api.API;
import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.Localizable;
import io.github.tabla.core.Messages;
import io.vavr.collection.Array;
import io.vavr.collection.HashSet;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Which message codes of a game have a text in every supported language (English, Romanian, Hebrew,
 * Italian), for the checks that every rejection, setup problem and termination can be told to a
 * child in its own language.
 *
 * <p>A code counts as explained when the game declares it ({@link GameDefinition#messageCodes()}) or
 * the core bundle has it ({@link Messages#coreCodes()}), and each language's own bundle file has its
 * text: {@link Messages#missingTexts(GameDefinition)} and {@link Messages#missingCoreTexts()} do the
 * looking up, without the silent fallback to English of {@link java.util.ResourceBundle}.
 *
 * <pre>{@code
 * MessageTexts texts = MessageTexts.of(game);
 * texts.missing("diamonds.kings-touch");        // [] when all four languages have it, else ["he: ..."]
 * texts.requireTexts(rejection);                // throws AssertionError naming the missing languages
 * }</pre>
 *
 * <p>An instance remembers which codes it has already formatted (per shape of their arguments), so
 * keep one per game and run; it is safe to share between threads.
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class MessageTexts {
  private final GameDefinition<?> game;
  private final Set<String> gameCodes;
  private final Set<String> coreCodes;
  private final Set<String> missing;
  private final Seq<Messages> languages;
  // the codes (with their arguments' classes) already formatted in every language without trouble
  private final java.util.Set<String> formatted = ConcurrentHashMap.newKeySet();

  private MessageTexts(GameDefinition<?> game, Set<String> gameCodes, Set<String> coreCodes, Set<String> missing) {
    this.game = game;
    this.gameCodes = gameCodes;
    this.coreCodes = coreCodes;
    this.missing = missing;
    this.languages = Messages.SUPPORTED.map(l -> Messages.of(game, l));
  }

  /**
   * Looks up a game's texts once; the answers are kept.
   *
   * @param game the game
   * @return the texts
   */
  public static MessageTexts of(GameDefinition<?> game) {
    Objects.requireNonNull(game, "game");
    Set<String> gameCodes = HashSet.ofAll(game.messageCodes());
    Set<String> coreCodes = HashSet.ofAll(Messages.coreCodes());
    Set<String> missingGame = HashSet.ofAll(Messages.missingTexts(game));
    // a game code's text may come from the game's files or the core's; missingTexts looked in both
    Set<String> missingCore = HashSet.ofAll(Messages.missingCoreTexts())
        .filter(m -> !gameCodes.contains(m.substring(m.indexOf(": ") + 2)));
    return new MessageTexts(game, gameCodes, coreCodes, missingGame.union(missingCore));
  }

  /**
   * The game these texts belong to.
   *
   * @return the game
   */
  public GameDefinition<?> game() {
    return game;
  }

  /**
   * What is missing for a code: the languages without a text, or that no one declares the code.
   *
   * @param code a message code
   * @return entries such as {@code "he: mini.off-board"} or {@code "undeclared: mini.typo"}; empty when
   *     the code is declared and every language has its text
   */
  public Seq<String> missing(String code) {
    if (!gameCodes.contains(code) && !coreCodes.contains(code)) {
      return Array.of("undeclared: " + code);
    }
    return Messages.SUPPORTED
        .map(l -> l.getLanguage() + ": " + code)
        .filter(missing::contains);
  }

  /**
   * Checks that a message can be told in every supported language: its code is declared, every
   * language's own file has its text, and formatting it with its arguments throws nothing.
   *
   * @param message a rejection, setup problem, termination or other message
   * @throws AssertionError naming what is missing or what went wrong
   */
  public void requireTexts(Localizable message) {
    String code = message.code();
    if (code == null || code.isEmpty()) {
      throw new AssertionError("the message " + message + " has no code");
    }
    Seq<String> gaps = missing(code);
    if (!gaps.isEmpty()) {
      String kind = gaps.head().startsWith("undeclared") ? "is neither in the game's messageCodes() nor in the core "
          + "bundle" : "has no text in every language";
      throw new AssertionError("the code \"" + code + "\" of " + message + " " + kind + ": missing "
          + gaps.mkString(", "));
    }
    String shape = code + message.arguments().map(a -> a == null ? "null" : a.getClass().getName()).mkString("(", ",",
        ")");
    if (formatted.contains(shape)) {
      return;
    }
    for (Messages m : languages) {
      Locale l = m.locale();
      try {
        String text = m.text(message);
        if (text == null || text.isEmpty()) {
          throw new AssertionError("the " + l.getLanguage() + " text of " + message + " is empty");
        }
      } catch (RuntimeException e) {
        throw new AssertionError("formatting the " + l.getLanguage() + " text of " + message + " threw " + e, e);
      }
    }
    formatted.add(shape);
  }
}
