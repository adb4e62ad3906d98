package io.github.tabla.games.diamonds;

import static io.github.tabla.games.diamonds.Text.position;
import static io.github.tabla.games.diamonds.Text.sq;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Messages;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Role;
import io.github.tabla.core.SetupProblem;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.vavr.collection.Array;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** Every code the game produces has a text in English, Romanian, Hebrew and Italian. */
class DiamondsMessagesTest {
  private static final DiamondsGame GAME = DiamondsGame.instance();

  @Test
  void noLanguageMissesAnyCode() {
    assertEquals(Array.empty(), Messages.missingTexts(GAME));
  }

  @Test
  void everyPatternFormatsInEveryLanguage() {
    Array<Object> args = Array.of(Square.D4, Piece.of(Side.WHITE, Role.QUEEN), 3, 8);
    for (Locale locale : Messages.SUPPORTED) {
      Messages m = Messages.of(GAME, locale);
      for (String code : GAME.messageCodes()) {
        String text = m.text(code, args);
        assertFalse(text.isBlank(), code);
        assertFalse(text.startsWith(code), locale + " " + code);
      }
    }
  }

  @Test
  void everyCodesTextTakesTheArgumentsTheCodeDeclaresInEveryLanguage() {
    assertEquals(Array.empty(), Messages.argumentMismatches(GAME, Array.of(DiamondsCode.values())));
  }

  @Test
  void kd5_countersThatDoNotFitTheSideToMoveAreExplainedWithTheRule() {
    SetupProblem p = GAME.fromSetup(Text.setup("4k3/8/8/8/8/2*5/8/4K3 w 8 7 0 0")).getError().single();
    assertEquals("White has made 8 moves and Black 7 moves, which does not fit White to move: the sides take turns "
        + "(KD-5).", Messages.of(GAME, Messages.ENGLISH).text(p));
    assertEquals("Albul a făcut 8 mutări și Negrul 7 mutări, ceea ce nu se potrivește cu Albul la mutare: se mută pe rând "
        + "(KD-5).", Messages.of(GAME, Messages.ROMANIAN).text(p));
  }

  @Test
  void theGameNamesItself() {
    assertEquals("Kings and Diamonds", Messages.of(GAME, Messages.ENGLISH).text("game.diamonds.name", Array.empty()));
    assertEquals("Regii și diamantele", Messages.of(GAME, Messages.ROMANIAN).text("game.diamonds.name",
        Array.empty()));
  }

  @Test
  void kd3_theKingsTouchIsExplainedToAChildInItsLanguage() {
    MoveRejection why = position("8/8/4k3/8/4K3/2*5/8/8 w 0 0 0 0").play(sq("e4"), sq("e5")).getLeft();
    assertEquals("Your king cannot go to e5: it would stand next to the other king on e6, and the kings never touch "
        + "(KD-3).", Messages.of(GAME, Messages.ENGLISH).text(why));
    assertTrue(Messages.of(GAME, Messages.ROMANIAN).text(why).startsWith("Regele tău nu poate merge pe e5"));
    assertTrue(Messages.of(GAME, Messages.ITALIAN).text(why).startsWith("Il tuo re non può andare in e5"));
    assertTrue(Messages.of(GAME, Messages.HEBREW).text(why).contains("e6"));
  }

  @Test
  void everyCodeTheGameProducesIsDeclared() {
    Array<String> produced = Array.of(
        GAME.start().play(sq("e1"), sq("e3")).getLeft().code(),
        position("8/8/4k3/8/4K3/2*5/8/8 w 0 0 0 0").play(sq("e4"), sq("e5")).getLeft().code(),
        position("8/8/4k3/3*4/4K3/8/8/8 w 0 0 0 0").play(sq("e4"), sq("d5")).getLeft().code(),
        position("4k3/8/8/8/8/8/8/4K3 w 30 30 9 7").outcome().get().termination().code(),
        position("4k3/8/8/8/8/4*3/4K3/8 w 40 40 3 4").outcome().get().termination().code(),
        DiamondsCode.NO_MOVES.key());
    for (String code : produced) {
      assertTrue(GAME.messageCodes().contains(code), code);
    }
  }
}
