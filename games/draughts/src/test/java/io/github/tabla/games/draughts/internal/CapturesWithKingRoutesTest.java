package io.github.tabla.games.draughts.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.tabla.games.draughts.DraughtsRules;
import io.github.tabla.games.draughts.variants.RulesGenerators;
import org.junit.jupiter.api.Test;

/**
 * The listing that keeps a man's capture by its identity and a king's with its route serves only rules
 * whose men take the same pieces in one order, and lists there what the full listing lists.
 */
class CapturesWithKingRoutesTest {
  private static final VariantSquares ITALIAN = new VariantSquares(DraughtsRules.ITALIAN);

  @Test
  void rulesWhoseMenMayTakeTheSamePiecesByTwoRoutesAreRefused() {
    // men capturing backwards, pieces leaving at once, captures along files and ranks, crowned men going on
    for (DraughtsRules rules : new DraughtsRules[] {DraughtsRules.RUSSIAN, DraughtsRules.INTERNATIONAL,
        DraughtsRules.THAI, DraughtsRules.TURKISH,
        DraughtsRules.ITALIAN.toBuilder().id("italian-crowned-goes-on")
            .farRowInCapture(DraughtsRules.FarRowInCapture.CROWNED_GOES_ON_AS_KING).build()}) {
      RulesGenerator generator = RulesGenerators.of(rules, false);
      IllegalStateException e = assertThrows(IllegalStateException.class,
          () -> generator.capturesWithKingRoutes(0L, 0L, 0L, true, 0L, new RulesMoves()), rules::id);
      assertEquals("men of these rules may take the same pieces by two routes", e.getMessage());
    }
  }

  @Test
  void aMansCaptureIsListedByItsIdentityAndAKingsWithItsRoute() {
    RulesGenerator generator = RulesGenerators.of(DraughtsRules.ITALIAN);
    // White: a man on 22 that takes 18 and 10, a king on 32 that takes 28; Black's men on 18, 10 and 28
    long white = bits(22, 32);
    long black = bits(18, 10, 28);
    long kings = bits(32);
    RulesMoves full = new RulesMoves();
    RulesMoves lean = new RulesMoves();
    generator.generate(white, black, kings, true, full);
    long jumpers = generator.jumpers(white, black, kings, true);
    int n = generator.capturesWithKingRoutes(white, black, kings, true, jumpers, lean);
    assertEquals(1, n);
    assertEquals(1, full.size());
    // two pieces taken beat one (ID-10.1): the man's capture, by identity
    assertEquals(full.from(0), lean.from(0));
    assertEquals(full.to(0), lean.to(0));
    assertEquals(full.captured(0), lean.captured(0));
    assertEquals(bits(18, 10), lean.captured(0));
    assertEquals(ITALIAN.bit("6"), lean.to(0));
  }

  private static long bits(int... squares) {
    long b = 0L;
    for (int s : squares) {
      b |= 1L << ITALIAN.bit(String.valueOf(s));
    }
    return b;
  }
}
