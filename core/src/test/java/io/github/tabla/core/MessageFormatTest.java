package io.github.tabla.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.Array;
import java.math.BigDecimal;
import java.text.Bidi;
import org.junit.jupiter.api.Test;

/**
 * {@link Messages#format}: plural choices by each language's CLDR categories, numbers without grouping,
 * and arguments isolated in Hebrew.
 */
class MessageFormatTest {
  private static final String DIAMONDS_EN = "{0,plural,one{# diamond} other{# diamonds}}";
  private static final String DIAMONDS_RO = "{0,plural,one{# diamant} few{# diamante} other{# de diamante}}";
  private static final String MOVES_HE = "{0,plural,one{מהלך אחד} two{שני מהלכים} other{# מהלכים}}";

  @Test
  void englishAndItalianHaveOneAndOther() {
    assertEquals(PluralCategory.ONE, PluralCategory.of(Messages.ENGLISH, 1));
    assertEquals(PluralCategory.OTHER, PluralCategory.of(Messages.ENGLISH, 0));
    assertEquals(PluralCategory.OTHER, PluralCategory.of(Messages.ENGLISH, 2));
    assertEquals(PluralCategory.OTHER, PluralCategory.of(Messages.ENGLISH, new BigDecimal("1.0")));
    assertEquals(PluralCategory.ONE, PluralCategory.of(Messages.ITALIAN, -1));
    assertEquals("1 diamond", Messages.format(Messages.ENGLISH, DIAMONDS_EN, Array.of(1)));
    assertEquals("7 diamonds", Messages.format(Messages.ENGLISH, DIAMONDS_EN, Array.of(7)));
    assertEquals("0.4 diamonds", Messages.format(Messages.ENGLISH, DIAMONDS_EN, Array.of(new BigDecimal("0.4"))));
  }

  @Test
  void romanianHasOneFewAndOtherWithDeFromTwenty() {
    assertEquals("1 diamant", Messages.format(Messages.ROMANIAN, DIAMONDS_RO, Array.of(1)));
    assertEquals("0 diamante", Messages.format(Messages.ROMANIAN, DIAMONDS_RO, Array.of(0)));
    assertEquals("2 diamante", Messages.format(Messages.ROMANIAN, DIAMONDS_RO, Array.of(2)));
    assertEquals("19 diamante", Messages.format(Messages.ROMANIAN, DIAMONDS_RO, Array.of(19)));
    assertEquals("20 de diamante", Messages.format(Messages.ROMANIAN, DIAMONDS_RO, Array.of(20)));
    assertEquals("101 diamante", Messages.format(Messages.ROMANIAN, DIAMONDS_RO, Array.of(101)));
    assertEquals("120 de diamante", Messages.format(Messages.ROMANIAN, DIAMONDS_RO, Array.of(120)));
    // decimals are few, written with a comma
    assertEquals("0,4 diamante", Messages.format(Messages.ROMANIAN, DIAMONDS_RO, Array.of(new BigDecimal("0.4"))));
  }

  @Test
  void hebrewHasOneTwoAndOther() {
    assertEquals(PluralCategory.ONE, PluralCategory.of(Messages.HEBREW, 1));
    assertEquals(PluralCategory.TWO, PluralCategory.of(Messages.HEBREW, 2));
    assertEquals(PluralCategory.OTHER, PluralCategory.of(Messages.HEBREW, 3));
    assertEquals(PluralCategory.OTHER, PluralCategory.of(Messages.HEBREW, 20));
    assertEquals("מהלך אחד", Messages.format(Messages.HEBREW, MOVES_HE, Array.of(1)));
    assertEquals("שני מהלכים", Messages.format(Messages.HEBREW, MOVES_HE, Array.of(2)));
    assertEquals("\u20685\u2069 מהלכים", Messages.format(Messages.HEBREW, MOVES_HE, Array.of(5)));
  }

  @Test
  void anExactBranchWinsOverTheCategory() {
    String p = "{0,plural,=0{no diamond} one{# diamond} other{# diamonds}}";
    assertEquals("no diamond", Messages.format(Messages.ENGLISH, p, Array.of(0)));
    assertEquals("3 diamonds", Messages.format(Messages.ENGLISH, p, Array.of(3)));
  }

  @Test
  void pluralBranchesMayHoldOtherArgumentsAndQuotes() {
    String p = "{1} has {0,plural,one{# diamond} other{# diamonds}}; it''s {2}''s turn";
    assertEquals("Ana has 2 diamonds; it's Bob's turn", Messages.format(Messages.ENGLISH, p, Array.of(2, "Ana", "Bob")));
    String nested = "{0,plural,one{one move by {1}} other{# moves by {1}}}";
    assertEquals("3 moves by Ana", Messages.format(Messages.ENGLISH, nested, Array.of(3, "Ana")));
  }

  @Test
  void numbersAreWrittenWithoutGrouping() {
    assertEquals("not 1000", Messages.format(Messages.ENGLISH, "not {0}", Array.of(1000)));
    assertEquals("2000000 positions", Messages.format(Messages.ITALIAN, "{0} positions", Array.of(2_000_000L)));
  }

  @Test
  void aBrokenPatternIsShownNotThrown() {
    String shown = Messages.format(Messages.ENGLISH, "{0,plural,one{# diamond}", Array.of(1));
    assertTrue(shown.contains("diamond"), shown);
    assertFalse(Messages.format(Messages.ENGLISH, "{0,plural,one{x}}", Array.of(2)).isEmpty());
  }

  @Test
  void hebrewArgumentsAreIsolatedAndStayWholeInTheBidiAlgorithm() {
    String text = Messages.format(Messages.HEBREW, "הכלי במשבצת {0} ({1}) אינו שלך", Array.of("e6", "חייל שחור"));
    assertEquals("הכלי במשבצת \u2068e6\u2069 (\u2068חייל שחור\u2069) אינו שלך", text);
    Bidi bidi = new Bidi(text, Bidi.DIRECTION_DEFAULT_RIGHT_TO_LEFT);
    int e = text.indexOf("e6");
    assertEquals(bidi.getLevelAt(e), bidi.getLevelAt(e + 1), "e6 is one run");
    assertEquals(0, bidi.getLevelAt(e) % 2, "e6 reads left to right");
    // English has no isolates
    assertEquals("on e6", Messages.format(Messages.ENGLISH, "on {0}", Array.of("e6")));
  }
}
