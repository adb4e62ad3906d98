package io.github.tabla.games.knights;

import static io.github.tabla.games.knights.Text.position;
import static io.github.tabla.games.knights.Text.sq;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Games;
import io.github.tabla.core.Messages;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.Setup;
import io.github.tabla.core.SetupProblem;
import io.github.tabla.core.SquareSet;
import io.vavr.collection.Array;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** Every code has a text in every language, and the texts read as the rules say. */
class KnightsMessagesTest {
  private static final KnightsGame GAME = KnightsGame.standard();

  @Test
  void everyCodeHasATextInEveryLanguage() {
    assertEquals(Array.empty(), Messages.missingTexts(GAME));
    assertEquals(Array.empty(), Messages.missingTexts(KnightsGame.withSafetyLimit(50)));
  }

  @Test
  void everyCodesTextTakesTheArgumentsTheCodeDeclaresInEveryLanguage() {
    assertEquals(Array.empty(), Messages.argumentMismatches(GAME, Array.of(KnightsCode.values())));
  }

  @Test
  void kn2_aRacingKnightFieldThatNamesNoSquareSaysWhatItTakesInEveryLanguage() {
    SetupProblem p = GAME.fromSetup(GAME.start().toSetup().withField("white-knight", "z9")).getError().single();
    assertEquals("The field white-knight cannot be \"z9\": it must be a square from a1 to h8, or -.",
        Messages.of(GAME, Messages.ENGLISH).text(p));
    assertEquals("Il campo white-knight non può essere «z9»: deve essere una casa da a1 a h8, oppure -.",
        Messages.of(GAME, Messages.ITALIAN).text(p));
    assertTrue(Messages.of(GAME, Messages.HEBREW).text(p).contains("משבצת"), Messages.of(GAME, Messages.HEBREW).text(p));
  }

  @Test
  void kn7_turnsThatDoNotFitTheSideToMoveAreExplainedWithTheRule() {
    SetupProblem p = GAME.fromSetup(Text.setup("r1bqNbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQnBNR w e8 e1 3 2"))
        .getError().single();
    assertEquals("White has made 3 moves and Black 2 moves, which does not fit White to move: the sides take turns (KN-7).",
        Messages.of(GAME, Messages.ENGLISH).text(p));
  }

  @Test
  void theGameIsFoundByItsId() {
    assertEquals(GAME, Games.definition("knights").get());
    assertTrue(Games.definition("knights:limit-50").isEmpty(), "only the game without a limit is registered");
  }

  @Test
  void everyCodeTheGameProducesIsDeclared() {
    Setup broken = Text.setup("r1bbNbnr/pppppppp/8/8/4P3/8/PPPP1PPP/R1BQ2NR b e8 e2 x 0")
        .withItems(SquareSet.of(sq("d5"))).withField("colour", "blue");
    GAME.fromSetup(broken).getError()
        .forEach(p -> assertTrue(GAME.messageCodes().contains(p.code()) || Messages.coreCodes().contains(p.code()),
            p.code()));
    KnightsPosition p = position("r1bq1bnr/pppppppp/8/3n4/8/4N3/PPPPPPPP/R1BQ1BNR w e3 d5 5 5");
    for (MoveRejection r : Array.of(p.explain(Array.of(sq("e3"), sq("e5"))), p.explain(Array.of(sq("e3"), sq("d5"))),
        p.explain(Array.of(sq("e3"), sq("d1"))))) {
      assertTrue(r.code().startsWith("knights.") && GAME.messageCodes().contains(r.code()), r.code());
    }
    GAME.levels().forEach(l -> assertTrue(GAME.messageCodes().contains(l.nameCode()), l.nameCode()));
  }

  @Test
  void rejectionsReadWell() {
    KnightsPosition p = position("r1bq1bnr/pppppppp/8/3n4/8/4N3/PPPPPPPP/R1BQ1BNR w e3 d5 5 5");
    Messages en = Messages.of(GAME, Locale.ENGLISH);
    assertEquals("Your knight cannot land on d1: your own white queen stands there (KN-5).",
        en.text(p.explain(Array.of(sq("e3"), sq("d1")))));
    assertEquals("e3-e5 is not a knight jump: a knight jumps in an L, two squares one way and one square to the "
        + "side (e3 to e5) (KN-3).", en.text(p.explain(Array.of(sq("e3"), sq("e5")))));
    Messages ro = Messages.of(GAME, Messages.ROMANIAN);
    String text = ro.text(p.explain(Array.of(sq("e3"), sq("d5"))));
    assertTrue(text.startsWith("Calul tău nu poate sări pe d5"), text);
    for (var locale : Messages.SUPPORTED) {
      String name = Messages.of(GAME, locale).text("game.knights.name", Array.empty());
      assertFalse(name.startsWith("game."), locale + ": " + name);
    }
  }
}
