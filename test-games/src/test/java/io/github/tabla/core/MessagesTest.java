package io.github.tabla.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.record.ReplayError;
import io.github.tabla.testgames.MiniDiamonds;
import io.vavr.collection.Array;
import io.vavr.collection.HashSet;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.collection.TreeSet;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.PropertyResourceBundle;
import java.util.ResourceBundle;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The core bundles: the same codes in English, Romanian, Hebrew and Italian, a text for every code the
 * core types produce, and the check games and the testkit use to find missing texts.
 */
class MessagesTest {
  private static final String FOLDER = "/io/github/tabla/core/";
  private static final Seq<String> TRANSLATIONS = Array.of("ro", "he", "it");
  // an apostrophe that MessageFormat would swallow: not doubled
  private static final Pattern LONE_APOSTROPHE = Pattern.compile("(?<!')'(?!')");

  /** The keys and texts of one bundle file exactly as written, without any parent. */
  private static Map<Object, Object> file(String name) {
    try (InputStream in = MessagesTest.class.getResourceAsStream(FOLDER + name)) {
      if (in == null) {
        throw new AssertionError("no file " + FOLDER + name);
      }
      Properties p = new Properties();
      p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
      return p;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Set<String> keys(String name) {
    return TreeSet.ofAll(Array.ofAll(file(name).keySet()).map(String::valueOf));
  }

  @Test
  void everyEnglishCodeHasATranslationAndNoTranslationHasAnUnknownCode() {
    Set<String> english = keys("messages.properties");
    assertFalse(english.isEmpty());
    for (String language : TRANSLATIONS) {
      Set<String> translated = keys("messages_" + language + ".properties");
      assertEquals(TreeSet.empty(), english.diff(translated), "codes with no text in " + language);
      assertEquals(TreeSet.empty(), translated.diff(english), "codes in " + language + " but not in English");
    }
  }

  @Test
  void theEnglishFileStaysEmptySoThatEnglishNeverFallsBackToTheDefaultLocale() {
    assertTrue(file("messages_en.properties").isEmpty());
  }

  @Test
  void noTextIsBlankAndNoApostropheIsLostByMessageFormat() {
    for (String name : TRANSLATIONS.map(l -> "messages_" + l + ".properties").prepend("messages.properties")) {
      file(name).forEach((k, v) -> {
        String text = String.valueOf(v);
        assertFalse(text.isBlank(), name + ": " + k + " is blank");
        assertFalse(LONE_APOSTROPHE.matcher(text).find(), name + ": " + k + " has a single ' (write '')");
      });
    }
  }

  @Test
  void coreCodesAreTheKeysOfTheEnglishBaseFile() {
    assertEquals(keys("messages.properties").toList(), Messages.coreCodes().toList());
    assertEquals(Array.empty(), Messages.missingCoreTexts());
  }

  /** One rejection of every kind the core makes (RuleBroken is the games' own). */
  private static Seq<MoveRejection> coreRejections() {
    Move e1e2 = Move.PieceMove.step(Side.WHITE, Role.KING, Square.E1, Square.E2);
    return Array.of(
        new MoveRejection.GameOver(Outcome.draw(Termination.AGREEMENT, Score.ZERO, Score.ZERO)),
        new MoveRejection.Malformed(Array.of(Square.E1), "KD-2"),
        new MoveRejection.Malformed(Array.empty(), "KD-9"),
        new MoveRejection.NoPiece(Square.E4),
        new MoveRejection.OffBoard(BoardShape.of(10, 10).parse("j10").get(), BoardShape.EIGHT_BY_EIGHT),
        new MoveRejection.NotYourPiece(Square.E8, Piece.of(Side.BLACK, Role.KING), "KD-2"),
        new MoveRejection.Ambiguous(Array.of(e1e2, e1e2)),
        new MoveRejection.Mismatch(e1e2, Move.PieceMove.step(Side.WHITE, Role.QUEEN, Square.E1, Square.E2)));
  }

  @Test
  void theSampleRejectionsCoverEveryCoreKindOfRejection() {
    Set<Class<?>> covered = HashSet.ofAll(coreRejections().map(Object::getClass));
    for (Class<?> kind : MoveRejection.class.getPermittedSubclasses()) {
      assertTrue(kind == MoveRejection.RuleBroken.class || covered.contains(kind),
          kind.getSimpleName() + " has no sample here: add one so its code is checked");
    }
  }

  /** Every code the core types can produce, found from the types themselves. */
  private static Seq<String> codesOfCoreTypes() {
    Seq<String> codes = coreRejections().map(MoveRejection::code)
        .append(Termination.AGREEMENT.code())
        .append(Termination.RESIGNATION.code())
        .append(Square.parse("z9").getLeft().code())
        .append(Square.parse("").getLeft().code())
        .append(new ReplayError("mini-diamonds", 1, "a1-a3", new MoveRejection.NoPiece(Square.A1)).code());
    for (Side side : Side.values()) {
      codes = codes.append("side." + side.name().toLowerCase(Locale.ROOT));
      for (Role role : Role.values()) {
        codes = codes.append("piece." + side.name().toLowerCase(Locale.ROOT) + "." + role.name().toLowerCase(Locale.ROOT));
      }
    }
    return codes.distinct();
  }

  @Test
  void everyCodeOfTheCoreTypesHasATextInAllFourLanguages() {
    Seq<String> codes = codesOfCoreTypes();
    assertTrue(codes.contains("move.pass-not-allowed") && codes.contains("piece.black.man"));
    assertEquals(Array.empty(), Messages.missingCoreTexts(codes));
    for (Locale language : Messages.SUPPORTED) {
      Messages messages = Messages.core(language);
      for (String code : codes) {
        assertTrue(messages.pattern(code).isDefined(), language + ": " + code);
      }
    }
  }

  @Test
  void aRejectionInEveryLanguageNamesItsSquare() {
    for (Locale language : Messages.SUPPORTED) {
      String text = Messages.core(language).text(new MoveRejection.NoPiece(Square.E4));
      assertTrue(text.contains("e4"), language + ": " + text);
      assertFalse(text.contains("move.no-piece"), language + ": " + text);
    }
  }

  @Test
  void piecesAndNestedMessagesArePutIntoWordsOfTheSameLanguage() {
    MoveRejection notYours = new MoveRejection.NotYourPiece(Square.E8, Piece.of(Side.BLACK, Role.KING), "KD-2");
    assertEquals("The black king on e8 is not a piece you can move.", Messages.core(Messages.ENGLISH).text(notYours));
    assertTrue(Messages.core(Messages.ROMANIAN).text(notYours).contains("rege negru"));
    assertTrue(Messages.core(Messages.HEBREW).text(notYours).contains("מלך שחור"));
    assertTrue(Messages.core(Messages.ITALIAN).text(notYours).contains("re nero"));

    ReplayError replay = new ReplayError("mini-diamonds", 3, "a1-a3", new MoveRejection.NoPiece(Square.A1));
    assertEquals("La mossa 3 («a1-a3») non può essere giocata: Non c'è nessun pezzo su a1.",
        Messages.core(Messages.ITALIAN).text(replay));
  }

  @Test
  void doubledApostrophesPrintAsOne() {
    assertEquals("Non c'è nessun pezzo su b2.",
        Messages.core(Messages.ITALIAN).text(new MoveRejection.NoPiece(Square.B2)));
    assertEquals("A move needs a piece's square and where it goes; \"e1\" is not a move.",
        Messages.core(Messages.ENGLISH).text(new MoveRejection.Malformed(Array.of(Square.E1), "KD-2")));
  }

  @Test
  void unsupportedLocalesFallBackToEnglish() {
    for (Locale other : Array.of(Locale.GERMAN, Locale.JAPANESE, Locale.forLanguageTag("fr-CA"), Locale.ROOT)) {
      Messages messages = Messages.core(other);
      assertSame(Messages.ENGLISH, messages.locale(), other.toString());
      assertEquals("There is no piece on e4.", messages.text(new MoveRejection.NoPiece(Square.E4)));
      assertEquals("j10 is not a square of this game's 8×8 board.", messages.text(
          new MoveRejection.OffBoard(BoardShape.of(10, 10).parse("j10").get(), BoardShape.EIGHT_BY_EIGHT)));
    }
  }

  @Test
  void regionalAndOldLanguageCodesFindTheirLanguage() {
    assertSame(Messages.ROMANIAN, Messages.supported(Locale.forLanguageTag("ro-MD")));
    assertSame(Messages.ITALIAN, Messages.supported(Locale.forLanguageTag("it-CH")));
    assertSame(Messages.HEBREW, Messages.supported(Locale.forLanguageTag("he-IL")));
    assertSame(Messages.HEBREW, Messages.supported(new Locale("iw")));
    assertEquals("אין כלי במשבצת \u2068e4\u2069.", Messages.core(new Locale("iw", "IL")).text(new MoveRejection.NoPiece(Square.E4)));
  }

  @Test
  void anUnknownCodeReadsAsItselfNeverAsAnException() {
    Messages messages = Messages.core(Messages.HEBREW);
    assertEquals("no.such.code", messages.text("no.such.code", Array.empty()));
    assertEquals("no.such.code [e4, 3]", messages.text("no.such.code", Array.of(Square.E4, 3)));
  }

  @Test
  void aCodeThatNoFileHasIsMissingInEveryLanguage() {
    assertEquals(Array.of("en: no.such.code", "ro: no.such.code", "he: no.such.code", "it: no.such.code"),
        Messages.missingCoreTexts(Array.of("move.no-piece", "no.such.code")));
  }

  @Test
  void theTestGameHasEveryTextInEveryLanguage() {
    assertEquals(Array.empty(), Messages.missingTexts(new MiniDiamonds()));
  }

  // --- missingTexts on a game whose bundles are broken on purpose ---

  /** A bundle as a file of one language would give: its own texts, and that language as its locale. */
  private static ResourceBundle bundle(Locale locale, String text) {
    try {
      return new PropertyResourceBundle(new StringReader(text)) {
        @Override
        public Locale getLocale() {
          return locale;
        }
      };
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static GameDefinition<?> game(Set<String> codes, Function<Locale, ResourceBundle> messages) {
    return (GameDefinition<?>) Proxy.newProxyInstance(MessagesTest.class.getClassLoader(),
        new Class<?>[] {GameDefinition.class}, (proxy, method, args) -> switch (method.getName()) {
          case "messages" -> messages.apply((Locale) args[0]);
          case "messageCodes" -> codes;
          case "id", "toString" -> "broken-messages";
          default -> throw new UnsupportedOperationException(method.getName());
        });
  }


  private static final ResourceBundle BASE = bundle(Locale.ROOT, "game.a=A\ngame.b=B {0}\n");
  private static final ResourceBundle EN = bundle(Locale.ENGLISH, "");
  private static final ResourceBundle IT = bundle(Locale.ITALIAN, "game.a=A\ngame.b=B {0}\n");

  @Test
  void aCodeFoundOnlyInTheEnglishParentIsMissing() {
    GameDefinition<?> game = game(HashSet.of("game.a", "game.b", "move.no-piece"), l -> switch (l.getLanguage()) {
      case "" -> BASE;
      case "en" -> EN;
      case "ro" -> bundle(Messages.ROMANIAN, "game.a=A\ngame.b=B {0}\n");
      case "he" -> bundle(Messages.HEBREW, "game.a=א\n");
      default -> IT;
    });
    // game.b is in English, the Hebrew bundle would answer it from its parent: still missing;
    // move.no-piece is no game text but the core has it in every language
    assertEquals(Array.of("he: game.b"), Messages.missingTexts(game));
  }

  @Test
  void aLanguageWhoseFileIsMissingMissesEveryCode() {
    // ResourceBundle gives another language's file (the default locale's) when a language has none
    GameDefinition<?> game = game(HashSet.of("game.a", "game.b"), l -> switch (l.getLanguage()) {
      case "" -> BASE;
      case "en" -> EN;
      case "ro" -> IT;
      case "he" -> BASE;
      default -> IT;
    });
    assertEquals(Array.of("ro: game.a", "ro: game.b", "he: game.a", "he: game.b"), Messages.missingTexts(game));
  }

  @Test
  void englishWithoutItsOwnEmptyFileIsMissing() {
    // with no English file a lookup for English would give the JVM's default language
    GameDefinition<?> game = game(HashSet.of("game.a"), l -> switch (l.getLanguage()) {
      case "" -> BASE;
      case "en" -> IT;
      default -> bundle(Messages.supported(l), "game.a=A\n");
    });
    assertEquals(Array.of("en: game.a"), Messages.missingTexts(game));
  }
}
