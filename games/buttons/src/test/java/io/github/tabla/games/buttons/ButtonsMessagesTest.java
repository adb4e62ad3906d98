package io.github.tabla.games.buttons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Messages;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.SetupProblem;
import io.github.tabla.core.Square;
import io.vavr.collection.Array;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** Every code the game produces has a text in English, Romanian, Hebrew and Italian. */
class ButtonsMessagesTest {

  @Test
  void noLanguageMissesAnyCode() {
    for (ButtonsGame game : Array.of(ButtonsGame.standard(), ButtonsGame.extraRook())) {
      assertEquals(Array.empty(), Messages.missingTexts(game), game.id());
    }
  }

  @Test
  void everyPatternFormatsInEveryLanguage() {
    ButtonsGame game = ButtonsGame.standard();
    Array<Object> args = Array.of(Square.D4, io.github.tabla.core.Piece.of(io.github.tabla.core.Side.WHITE,
        io.github.tabla.core.Role.QUEEN), 3, 8);
    for (Locale locale : Messages.SUPPORTED) {
      Messages m = Messages.of(game, locale);
      for (String code : game.messageCodes()) {
        String text = m.text(code, args);
        assertFalse(text.isBlank(), code);
        assertFalse(text.startsWith(code), locale + " " + code);
      }
    }
  }

  @Test
  void everyCodesTextTakesTheArgumentsTheCodeDeclaresInEveryLanguage() {
    assertEquals(Array.empty(), Messages.argumentMismatches(ButtonsGame.standard(), Array.of(ButtonsCode.values())));
  }

  @Test
  void qb6_countersThatDoNotFitTheSideToMoveAreExplainedWithTheRule() {
    SetupProblem p = ButtonsGame.standard().fromSetup(Fen.setup("3q2r1/8/8/o2oo2o/o2oo2o/8/8/1R1Q4 w 1 0 0 0"))
        .getError().single();
    assertEquals("White has made 1 move and Black 0 moves, which does not fit White to move: the sides take turns (QB-6).",
        Messages.of(ButtonsGame.standard(), Messages.ENGLISH).text(p));
    assertEquals("Il Bianco ha fatto 1 mossa e il Nero 0 mosse, e questo non va d'accordo con il tratto al Bianco: si muove "
        + "a turno (QB-6).", Messages.of(ButtonsGame.standard(), Messages.ITALIAN).text(p));
  }

  @Test
  void theGameNamesItself() {
    assertEquals("Queens, Rooks and Buttons", Messages.of(ButtonsGame.standard(), Messages.ENGLISH)
        .text("game.buttons.name", Array.empty()));
    assertEquals("Dame, turnuri și nasturi: + încă un turn", Messages.of(ButtonsGame.extraRook(), Messages.ROMANIAN)
        .text("game.buttons:extra-rook.name", Array.empty()));
  }

  @Test
  void aButtonInTheWayIsExplainedToAChildInItsLanguage() {
    MoveRejection why = ButtonsGame.standard().start().play(Square.D1, Square.D6).getLeft();
    assertEquals("The button on d4 is in the way: you may stop on it and collect it, but not go past it (QB-4).",
        Messages.of(ButtonsGame.standard(), Messages.ENGLISH).text(why));
    assertTrue(Messages.of(ButtonsGame.standard(), Messages.ROMANIAN).text(why).startsWith("Nasturele de pe d4"));
    assertTrue(Messages.of(ButtonsGame.standard(), Messages.ITALIAN).text(why).startsWith("Il bottone su d4"));
    assertTrue(Messages.of(ButtonsGame.standard(), Messages.HEBREW).text(why).contains("d4"));
  }
}
