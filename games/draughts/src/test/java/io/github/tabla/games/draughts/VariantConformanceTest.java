package io.github.tabla.games.draughts;

import io.github.tabla.testkit.Conformance;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The testkit's whole conformance suite on every variant given as data, and on a user's own (Italian with
 * men that capture backwards, International with captures along files and ranks too): legal moves, play,
 * texts, setups, the kernel against the typed positions, the Robot.
 */
class VariantConformanceTest {
  static final DraughtsRules BACK_CAPTURE = DraughtsRules.ITALIAN.toBuilder().id("italian-back-capture")
      .name("Italian draughts, men capture backwards")
      .manCaptures(DraughtsRules.ManCaptures.FORWARD_AND_BACKWARD).build();

  static final DraughtsRules AT_ONCE = DraughtsRules.INTERNATIONAL.toBuilder().id("international-at-once")
      .name("International draughts, taken pieces leave at once").removal(DraughtsRules.Removal.AT_ONCE).build();

  static final DraughtsRules LINES = DraughtsRules.INTERNATIONAL.toBuilder().id("international-lines")
      .name("International draughts, captures along files and ranks too")
      .captureLines(DraughtsRules.CaptureLines.DIAGONAL_AND_ORTHOGONAL).build();

  /** A user's own 12×12 variant: Frisian captures and its limit on a king's moves, on the wide kernel. */
  static final DraughtsRules CANADIAN_LINES = DraughtsRules.FRISIAN.toBuilder().id("canadian-frisian")
      .name("Frisian draughts on 12×12").size(12).build();

  @TestFactory
  Stream<DynamicTest> everyVariantConforms() {
    return Stream.of(DraughtsRules.ENGLISH, DraughtsRules.POOL, DraughtsRules.RUSSIAN, DraughtsRules.BRAZILIAN,
            DraughtsRules.CZECH, DraughtsRules.SPANISH, DraughtsRules.PORTUGUESE, DraughtsRules.ITALIAN, DraughtsRules.THAI,
            DraughtsRules.INTERNATIONAL, DraughtsRules.FRISIAN, DraughtsRules.TURKISH, DraughtsRules.CANADIAN,
            BACK_CAPTURE, AT_ONCE, LINES, CANADIAN_LINES)
        .map(rules -> DynamicTest.dynamicTest(rules.id(), () -> {
          Conformance<VariantPosition> suite = Conformance.of(DraughtsVariant.of(rules));
          (suite.isDeep() ? suite : suite.withPlayouts(12)).checkAll();
        }));
  }
}
