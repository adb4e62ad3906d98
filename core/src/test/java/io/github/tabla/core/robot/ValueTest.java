package io.github.tabla.core.robot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Messages;
import io.github.tabla.core.Side;
import java.math.BigDecimal;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The typed value of a search: each kind read from a search score, put into words in the four languages
 * with the right plural forms, and seen from either side.
 */
class ValueTest {
  private static final Unit DIAMONDS = Unit.POINTS;

  private static String en(Value v, Side toMove) {
    return text(Messages.ENGLISH, v, toMove);
  }

  private static String text(Locale l, Value v, Side toMove) {
    return Messages.core(l).text(v.describe(toMove));
  }

  @Test
  void aScaleOfPointsReadsProvedScoresAsTheFinalDifference() {
    ValueScale scale = ValueScale.points(DIAMONDS, 100);
    assertEquals(new Value.Exact(1, DIAMONDS), scale.value(100, true));
    assertEquals(new Value.Exact(-3, DIAMONDS), scale.value(-300, true));
    assertEquals(new Value.Estimate(new BigDecimal("0.4"), DIAMONDS), scale.value(40, false));
    assertEquals(new Value.Win(7), scale.value(Values.WIN - 7, true));
  }

  @Test
  void aScaleOfResultsReadsProvedScoresAsWinsLossesAndDraws() {
    ValueScale scale = ValueScale.results(Unit.MEN, 100);
    assertEquals(new Value.Win(13), scale.value(Values.winIn(13), true));
    assertEquals(new Value.Loss(4), scale.value(-Values.winIn(4), true));
    assertEquals(new Value.Draw(), scale.value(0, true));
    assertEquals(new Value.Estimate(new BigDecimal("-1.3"), Unit.MEN), scale.value(-125, false));
    assertThrows(IllegalArgumentException.class, () -> ValueScale.results(Unit.MEN, 0));
  }

  @Test
  void valuesReadInEnglishWithTheSideTheyFavour() {
    assertEquals("+1 point for White, proved", en(new Value.Exact(1, DIAMONDS), Side.WHITE));
    assertEquals("+2 points for White, proved", en(new Value.Exact(-2, DIAMONDS), Side.BLACK));
    assertEquals("Level, proved: neither side ends ahead", en(new Value.Exact(0, DIAMONDS), Side.BLACK));
    assertEquals("White wins in 7 moves", en(new Value.Win(13), Side.WHITE));
    assertEquals("White wins in 1 move", en(new Value.Loss(2), Side.BLACK));
    assertEquals("A draw, proved", en(new Value.Draw(), Side.WHITE));
    assertEquals("about +0.4 men for Black", en(new Value.Estimate(new BigDecimal("0.4"), Unit.MEN), Side.BLACK));
    assertEquals("about +1.0 men for White",
        en(new Value.Estimate(new BigDecimal("-1.0"), Unit.MEN), Side.BLACK));
    assertEquals("about level", en(new Value.Estimate(BigDecimal.ZERO, Unit.MEN), Side.BLACK));
  }

  @Test
  void pluralsAreRightInEveryLanguage() {
    assertEquals("+1 punct pentru Albul, demonstrat", text(Messages.ROMANIAN, new Value.Exact(1, DIAMONDS), Side.WHITE));
    assertEquals("+20 de puncte pentru Albul, demonstrat",
        text(Messages.ROMANIAN, new Value.Exact(20, DIAMONDS), Side.WHITE));
    assertEquals("Albul câștigă în 3 mutări", text(Messages.ROMANIAN, new Value.Win(5), Side.WHITE));
    assertEquals("Il Nero vince in 1 mossa", text(Messages.ITALIAN, new Value.Win(1), Side.BLACK));
    String he = text(Messages.HEBREW, new Value.Win(3), Side.WHITE);
    assertTrue(he.contains("שני מהלכים"), he);
    assertTrue(text(Messages.HEBREW, new Value.Win(1), Side.WHITE).contains("מהלך אחד"));
    // Hebrew writes a whole 1 as a word, so no sign stands before the amount; 0.4 is "one" too, with its number
    assertEquals("יתרון של נקודה אחת ל־לבן, מוכח",
        withoutIsolates(text(Messages.HEBREW, new Value.Exact(1, DIAMONDS), Side.WHITE)));
    assertEquals("בערך יתרון של 0.4 מהלך ל־לבן",
        withoutIsolates(text(Messages.HEBREW, new Value.Estimate(new BigDecimal("0.4"), Unit.MOVES), Side.WHITE)));
    assertEquals("בערך יתרון של 1.5 מהלכים ל־שחור",
        withoutIsolates(text(Messages.HEBREW, new Value.Estimate(new BigDecimal("1.5"), Unit.MOVES), Side.BLACK)));
  }

  private static String withoutIsolates(String text) {
    return text.replace("\u2068", "").replace("\u2069", "");
  }

  @Test
  void aValueFavoursTheSideItNames() {
    assertEquals(Side.WHITE, new Value.Win(5).favours(Side.WHITE).get());
    assertEquals(Side.BLACK, new Value.Loss(5).favours(Side.WHITE).get());
    assertEquals(Side.WHITE, new Value.Exact(-2, DIAMONDS).favours(Side.BLACK).get());
    assertTrue(new Value.Draw().favours(Side.WHITE).isEmpty());
    assertTrue(new Value.Unknown().favours(Side.WHITE).isEmpty());
    assertTrue(new Value.Draw().isProved());
    assertFalse(new Value.Unknown().isProved());
    assertFalse(new Value.Estimate(BigDecimal.ONE, Unit.MEN).isProved());
    assertThrows(IllegalArgumentException.class, () -> new Value.Win(0));
    assertThrows(IllegalArgumentException.class, () -> Unit.of("Diamonds"));
  }
}
