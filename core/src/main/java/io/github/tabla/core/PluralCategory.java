package io.github.tabla.core;

import org.apiguardian.api.API;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Locale;

/**
 * The plural category of a number in a language, by the rules of the Unicode CLDR (version 44) for the
 * four languages Tabla speaks. A message chooses its words by category with an ICU-style pattern
 * ({@code {0,plural,one{# diamond} other{# diamonds}}}, see {@link Messages#format}).
 *
 * <ul>
 *   <li>English and Italian: {@link #ONE} for 1 written without decimals, {@link #OTHER} for the rest.
 *   <li>Romanian: {@link #ONE} for 1; {@link #FEW} for 0, for numbers with decimals and for numbers
 *       whose last two digits are 1 to 19 (but not 1 itself): "2 diamante", "101 diamante"; {@link #OTHER}
 *       for the rest, which take "de": "20 de diamante".
 *   <li>Hebrew: {@link #ONE} for 1 (and for 0.x), {@link #TWO} for 2, {@link #OTHER} for the rest.
 * </ul>
 *
 * <p>Tabla keeps this small table of its own rather than depending on ICU4J (a 14 MB library, too much
 * for a phone) for four languages whose rules are a few lines each; the JDK's {@code java.text.ChoiceFormat}
 * chooses by ranges of numbers, which cannot say Romanian's {@link #FEW} (2 to 19, but also 101 to 119) or
 * Hebrew's {@link #TWO}.
 *
 * <pre>{@code
 * PluralCategory.of(Messages.ROMANIAN, 20);                     // OTHER: "20 de diamante"
 * PluralCategory.of(Messages.HEBREW, 2);                        // TWO
 * PluralCategory.of(Messages.ENGLISH, new BigDecimal("1.0"));   // OTHER: "1.0 diamonds"
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public enum PluralCategory {
  /** The singular, and what some languages use for other numbers too. */
  ONE,
  /** The dual (Hebrew). */
  TWO,
  /** Romanian's plural without "de": 0, 2 to 19, numbers with decimals. */
  FEW,
  /** The general plural. */
  OTHER;

  /**
   * The category of a number in a language.
   *
   * @param locale the language; one Tabla does not speak takes the English rules
   * @param number the number as it will be written: an integer type, or a {@link BigDecimal} whose scale
   *     is the count of decimals shown; a {@code double} counts as written with its shortest decimals
   * @return the category
   */
  public static PluralCategory of(Locale locale, Number number) {
    BigDecimal n = decimal(number).abs();
    int v = Math.max(0, n.scale());
    BigInteger whole = n.toBigInteger();
    // the integer digits only matter modulo 100 and for small values
    long i = whole.compareTo(BigInteger.valueOf(1_000_000_000L)) > 0
        ? whole.mod(BigInteger.valueOf(1_000_000L)).longValue() + 1_000_000L : whole.longValue();
    boolean integer = n.signum() == 0 || n.stripTrailingZeros().scale() <= 0;
    switch (Messages.supported(locale).getLanguage()) {
      case "ro" -> {
        if (i == 1 && v == 0) {
          return ONE;
        }
        long mod100 = i % 100;
        if (v != 0 || n.signum() == 0 || (integer && mod100 >= 1 && mod100 <= 19)) {
          return FEW;
        }
        return OTHER;
      }
      case "he" -> {
        if (i == 1 && v == 0 || i == 0 && v != 0) {
          return ONE;
        }
        if (i == 2 && v == 0) {
          return TWO;
        }
        return OTHER;
      }
      default -> {
        return i == 1 && v == 0 ? ONE : OTHER;
      }
    }
  }

  /**
   * The keyword of this category in a plural pattern.
   *
   * @return {@code "one"}, {@code "two"}, {@code "few"} or {@code "other"}
   */
  public String keyword() {
    return name().toLowerCase(Locale.ROOT);
  }

  static BigDecimal decimal(Number number) {
    if (number instanceof BigDecimal d) {
      return d;
    }
    if (number instanceof BigInteger b) {
      return new BigDecimal(b);
    }
    if (number instanceof Double || number instanceof Float) {
      double d = number.doubleValue();
      if (Double.isNaN(d) || Double.isInfinite(d)) {
        return BigDecimal.ZERO;
      }
      BigDecimal b = BigDecimal.valueOf(d);
      return b.scale() > 0 ? b.stripTrailingZeros() : b.setScale(0, java.math.RoundingMode.UNNECESSARY);
    }
    return BigDecimal.valueOf(number.longValue());
  }
}
