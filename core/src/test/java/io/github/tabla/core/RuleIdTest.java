package io.github.tabla.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.HashSet;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/** Rule ids as the rules write them, and typed codes that name them. */
class RuleIdTest {
  private enum Sample implements Code {
    STEP("sample.step", "SA-2", Argument.SQUARE),
    UNKNOWN("sample.unknown", null, Argument.TEXT),
    END("sample.end", "SA-3", Argument.RULE);

    private final Definition definition;

    Sample(String key, String rule, Argument... arguments) {
      definition = rule == null ? Definition.withoutRule(key, arguments) : Definition.of(key, rule, arguments);
    }

    @Override
    public Definition definition() {
      return definition;
    }
  }

  @Test
  void everyFormTheRulesUseIsARuleId() {
    for (String id : new String[] {"KD-3", "ID-13.3", "ID-11a", "M-8", "QB-7.2", "KD-6.1", "HX-3"}) {
      assertEquals(id, RuleId.of(id).text());
      assertEquals(Option.some(RuleId.of(id)), RuleId.parse(id));
    }
    assertEquals("ID", RuleId.of("ID-13.3").game());
    assertTrue(RuleId.of("KD-10").compareTo(RuleId.of("KD-3")) < 0);
  }

  @Test
  void otherTextsAreRefusedWithAClearMessage() {
    for (String bad : new String[] {"", "kd-3", "KD3", "KD-", "-3", "KD-3 ", "KD-3.", "ABCDE-1", "KD-1234"}) {
      assertEquals(Option.none(), RuleId.parse(bad), bad);
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RuleId.of(bad));
      assertTrue(e.getMessage().startsWith("not a rule id"), e.getMessage());
    }
    assertThrows(IllegalArgumentException.class, () -> RuleId.of("X".repeat(100_000)));
  }

  @Test
  void typedCodesMakeRejectionsProblemsAndTerminationsThatNameTheirRule() {
    MoveRejection.RuleBroken r = MoveRejection.RuleBroken.of(Sample.STEP, Square.A1);
    assertEquals("sample.step", r.code());
    assertEquals("SA-2", r.ruleId());
    assertEquals(Option.some(RuleId.of("SA-2")), r.rule());
    SetupProblem p = SetupProblem.of(Sample.UNKNOWN, "colour");
    assertEquals("", p.ruleId());
    assertEquals(Option.none(), p.rule());
    assertEquals(SquareSet.of(Square.B2), SetupProblem.of(Sample.STEP, SquareSet.of(Square.B2), Square.B2).squares());
    assertEquals(Option.some(RuleId.of("SA-3")), Termination.of(Sample.END).rule());
    assertEquals(HashSet.of("sample.step", "sample.unknown", "sample.end"), Code.keys(Sample.values()));
  }
}
