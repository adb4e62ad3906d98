package io.github.tabla.games.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Messages;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.SetupProblem;
import io.vavr.collection.Array;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/** Every code has a text in English, Romanian, Hebrew and Italian, from this module's own bundles. */
class MessagesTest {

  private static Properties bundle(String suffix) throws IOException {
    Properties p = new Properties();
    try (InputStream in = ItalianDraughts.class.getResourceAsStream("messages" + suffix + ".properties")) {
      p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
    }
    return p;
  }

  @Test
  void everyCodeHasATextInEveryLanguage() throws IOException {
    Properties en = bundle("");
    for (String suffix : new String[] {"_ro", "_he", "_it"}) {
      Properties other = bundle(suffix);
      assertEquals(en.keySet(), other.keySet(), "keys of messages" + suffix);
      for (String key : other.stringPropertyNames()) {
        assertFalse(other.getProperty(key).isBlank(), key + suffix);
      }
    }
    assertTrue(bundle("_en").isEmpty());
    // the game's own codes are in its own bundle; those every game shares (the level names) in the core's
    for (String code : Fen.GAME.messageCodes()) {
      assertTrue(en.containsKey(code) || Messages.coreCodes().contains(code), code);
    }
    assertEquals(io.vavr.collection.Array.empty(), Messages.missingTexts(Fen.GAME));
    for (ItalianDraughts game : new ItalianDraughts[] {Fen.GAME, ItalianDraughts.withDrawPolicy(DrawPolicy.NONE)}) {
      for (Locale l : Messages.SUPPORTED) {
        Messages m = Messages.of(game, l);
        for (String code : game.messageCodes()) {
          assertTrue(m.pattern(code).isDefined(), code + " in " + l);
        }
      }
    }
  }

  @Test
  void everyShippedGameIsNamedInEveryLanguageAndAVariantOfOnesOwnIsNot() {
    Array<DraughtsRules> shipped = Array.of(DraughtsRules.ENGLISH, DraughtsRules.POOL, DraughtsRules.RUSSIAN,
        DraughtsRules.BRAZILIAN, DraughtsRules.CZECH, DraughtsRules.SPANISH, DraughtsRules.PORTUGUESE,
        DraughtsRules.ITALIAN, DraughtsRules.THAI, DraughtsRules.INTERNATIONAL, DraughtsRules.FRISIAN,
        DraughtsRules.CANADIAN, DraughtsRules.TURKISH);
    for (DraughtsRules rules : shipped) {
      DraughtsVariant game = DraughtsVariant.of(rules);
      String key = "game." + rules.id() + ".name";
      assertTrue(game.messageCodes().contains(key), key);
      assertEquals(rules.name(), Messages.of(game, Messages.ENGLISH).text(key, Array.empty()));
      for (Locale l : Messages.SUPPORTED) {
        assertTrue(Messages.of(game, l).pattern(key).isDefined(), key + " in " + l);
      }
    }
    assertEquals("Dame rusești", Messages.of(DraughtsVariant.of(DraughtsRules.RUSSIAN), Messages.ROMANIAN)
        .text("game.russian-draughts.name", Array.empty()));
    assertEquals("Dama italiana", Messages.of(Fen.GAME, Messages.ITALIAN)
        .text("game." + ItalianDraughts.ID + ".name", Array.empty()));
    DraughtsVariant mine = DraughtsVariant.of(DraughtsRules.ITALIAN.toBuilder().id("backward-italian")
        .name("Italian, men capturing backwards").manCaptures(DraughtsRules.ManCaptures.FORWARD_AND_BACKWARD)
        .build());
    assertFalse(mine.messageCodes().exists(code -> code.startsWith("game.")), "a variant of one's own");
  }

  @Test
  void everyMessageFormats() {
    Object[] args = {"22x13, 24x15", 2, 1, 4};
    for (Locale l : Messages.SUPPORTED) {
      Messages m = Messages.of(Fen.GAME, l);
      for (String code : Fen.GAME.messageCodes()) {
        String text = m.text(code, io.vavr.collection.Array.of(args));
        assertFalse(text.contains("{"), code + " in " + l + ": " + text);
      }
    }
  }

  @Test
  void aRejectionReadsInEveryLanguage() {
    DraughtsPosition p = Fen.position("W:WK11:BK6,14,22");
    MoveRejection r = p.moveFor(Fen.path("11x2")).getLeft();
    assertEquals("You must capture the most pieces (2 pieces, not 1 piece): play 11x18x27.",
        Messages.of(Fen.GAME, Messages.ENGLISH).text(r));
    assertEquals("Devi prendere il maggior numero di pezzi (2 pezzi, non 1 pezzo): gioca 11x18x27.",
        Messages.of(Fen.GAME, Messages.ITALIAN).text(r));
    assertEquals("Trebuie să capturezi cele mai multe piese (2 piese, nu 1 piesă): joacă 11x18x27.",
        Messages.of(Fen.GAME, Messages.ROMANIAN).text(r));
    assertEquals("חייבים ללכוד הכי הרבה כלים (שני כלים, לא כלי אחד): שחקו \u206811x18x27\u2069.",
        Messages.of(Fen.GAME, Messages.HEBREW).text(r));
    assertEquals("La pedina si muove e prende solo in avanti: da 22 a 26 si va all'indietro.",
        Messages.of(Fen.GAME, Messages.ITALIAN).text(Fen.position("W:W22:B4").moveFor(Fen.path("22-26")).getLeft()));
  }

  @Test
  void everyCodesTextTakesTheArgumentsTheCodeDeclaresInEveryLanguage() {
    assertEquals(Array.empty(), Messages.argumentMismatches(Fen.GAME, Array.of(DraughtsCode.values())));
  }

  @Test
  void id2_squaresInARejectionAreNamedByTheirNumbers() {
    MoveRejection backwards = Fen.position("W:W22:B4").moveFor(Fen.path("22-26")).getLeft();
    assertEquals("A man moves and captures only forwards: 22 to 26 goes backwards.",
        Messages.of(Fen.GAME, Messages.ENGLISH).text(backwards));
    SetupProblem far = Fen.GAME.fromSetup(Fen.setup("W:W1,2,21-30:B5-12")).getError().head();
    assertEquals(DraughtsCode.SETUP_MAN_ON_FAR_ROW.key(), far.code());
    assertEquals("A man cannot stand on the row where it would be crowned (White): 1, 2.",
        Messages.of(Fen.GAME, Messages.ENGLISH).text(far));
  }

  @Test
  void id3_moveCountsThatDoNotFitTheSideToMoveAreExplainedWithTheRule() {
    SetupProblem p = Fen.GAME.fromSetup(Fen.setup("W:W21-32:B1-12:white-moves=1")).getError().single();
    assertEquals("White has made 1 move and Black 0 moves, which does not fit White to move: the sides take turns (ID-3).",
        Messages.of(Fen.GAME, Messages.ENGLISH).text(p));
    assertEquals("לבן עשה מהלך אחד ושחור \u20680\u2069 מהלכים, וזה לא מתאים לכך שהתור של \u2068לבן\u2069: הצדדים "
        + "משחקים לסירוגין (\u2068ID-3\u2069).", Messages.of(Fen.GAME, Messages.HEBREW).text(p));
  }

  @Test
  void id13_3_aNoProgressCounterAboveTheLimitSaysWhatTheFieldTakes() {
    SetupProblem p = Fen.GAME.fromSetup(Fen.setup("W:W21-32:B1-12").withField(ItalianDraughts.NO_PROGRESS_FIELD, "81"))
        .getError().single();
    assertEquals("ID-13.3", p.ruleId());
    assertEquals("Câmpul no-progress-plies nu poate fi „81”: trebuie să fie un număr întreg de la 0 la 80.",
        Messages.of(Fen.GAME, Messages.ROMANIAN).text(p));
  }

    @Test
  void id2_coreMessagesNameSquaresByTheirDraughtsNumbers() {
    MoveRejection empty = Fen.position("W:W21:B1").moveFor(Fen.path("22-18")).getLeft();
    assertEquals("There is no piece on 22.", Messages.of(Fen.GAME, Locale.ENGLISH).text(empty));
    assertEquals("Non c'è nessun pezzo su 22.", Messages.of(Fen.GAME, Locale.ITALIAN).text(empty));
  }
}
