package io.github.tabla.core;

import static io.github.tabla.core.Code.Argument.COUNT;
import static io.github.tabla.core.Code.Argument.RULE;
import static io.github.tabla.core.Code.Argument.SIDE;
import static io.github.tabla.core.Code.Argument.SQUARE;
import static io.github.tabla.core.Code.Argument.SQUARES;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/**
 * Typed codes: the factories refuse arguments of the wrong number or kind, fill in the rule a text names,
 * and the core's texts take the arguments their codes declare in every language.
 */
class CodeTest {
  private static final RuleId KD5 = RuleId.of("KD-5");

  /** A code written here, with its key, rule and arguments chosen by each test. */
  private record TestCode(Definition definition) implements Code {
    static TestCode of(String key, String rule, Code.Argument... arguments) {
      return new TestCode(rule.isEmpty() ? Definition.withoutRule(key, arguments) : Definition.of(key, rule, arguments));
    }
  }

  private static final TestCode STEP = TestCode.of("test.step", "KD-2", SQUARE, SQUARE);

  @Test
  void aRejectionTakesTheArgumentsItsCodeDeclares() {
    MoveRejection.RuleBroken why = MoveRejection.RuleBroken.of(STEP, Square.E1, Square.E3);
    assertEquals("test.step", why.code());
    assertEquals(RuleId.of("KD-2"), why.rule().get());
    assertEquals(Array.of(Square.E1, Square.E3), why.arguments());
  }

  @Test
  void tooFewOrTooManyArgumentsAreRefusedNamingTheCode() {
    IllegalArgumentException few = assertThrows(IllegalArgumentException.class,
        () -> MoveRejection.RuleBroken.of(STEP, Square.E1));
    assertTrue(few.getMessage().startsWith("test.step takes 2 arguments (a square, a square), not 1"),
        few.getMessage());
    IllegalArgumentException many = assertThrows(IllegalArgumentException.class,
        () -> SetupProblem.of(SetupCode.UNKNOWN_FIELD, "halfmoves", "3"));
    assertTrue(many.getMessage().startsWith("SetupCode.UNKNOWN_FIELD (setup.unknown-field) takes 1 argument (a text)"),
        many.getMessage());
  }

  @Test
  void anArgumentOfAnotherKindIsRefusedNamingItsPlace() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> MoveRejection.RuleBroken.of(STEP, Square.E1, "e3"));
    assertEquals("test.step: argument {1} must be a square, not String e3", e.getMessage());
    IllegalArgumentException side = assertThrows(IllegalArgumentException.class,
        () -> SetupProblem.of(SetupCode.TURN_ORDER, KD5, SquareSet.empty(), 8, 7, "White"));
    assertTrue(side.getMessage().contains("argument {2} must be a side, not String White"), side.getMessage());
  }

  @Test
  void aNullArgumentIsRefusedAsAnArgumentOfTheWrongKind() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> MoveRejection.RuleBroken.of(STEP, Square.E1, null));
    assertEquals("test.step: argument {1} must be a square, not null", e.getMessage());
  }

  @Test
  void aPersonsInputInARefusedArgumentIsShownEscaped() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> SetupProblem.of(SetupCode.TWO_PIECES, "\u001b[2J"));
    assertTrue(e.getMessage().endsWith("must be squares, not String \\e[2J"), e.getMessage());
  }

  @Test
  void aDefinitionHasAKeyAndARuleIdOrNone() {
    Code.Definition d = Code.Definition.of("test.step", "KD-2", SQUARE, SQUARE);
    assertEquals(Option.some(RuleId.of("KD-2")), d.rule());
    assertEquals(Array.of(SQUARE, SQUARE), d.arguments());
    assertEquals(Option.none(), Code.Definition.withoutRule("setup.unknown-field", Code.Argument.TEXT).rule());
    assertThrows(IllegalArgumentException.class, () -> Code.Definition.of(" ", "KD-2"));
    assertThrows(IllegalArgumentException.class, () -> Code.Definition.of("test.step", "kd 2"));
    assertEquals(SetupCode.TURN_ORDER.definition().key(), SetupCode.TURN_ORDER.key());
  }

    @Test
  void aCountIsAWholeNumber() {
    assertTrue(COUNT.accepts(3));
    assertTrue(COUNT.accepts(3L));
    assertFalse(COUNT.accepts(3.5));
    assertFalse(COUNT.accepts("3"));
  }

  @Test
  void theRuleATextNamesIsFilledInFromTheRuleTheGameGives() {
    SetupProblem p = SetupProblem.of(SetupCode.TURN_ORDER, KD5, SquareSet.empty(), 8, 7, Side.WHITE);
    assertEquals(Array.of(8, 7, Side.WHITE, "KD-5"), p.arguments());
    assertEquals(KD5, p.rule().get());
    assertEquals("White has made 8 moves and Black 7 moves, which does not fit White to move: the sides take turns "
        + "(KD-5).", Messages.core(Messages.ENGLISH).text(p));
  }

  @Test
  void aTextThatNamesTheRuleNeedsOne() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> SetupProblem.of(SetupCode.TURN_ORDER, 8, 7, Side.WHITE));
    assertTrue(e.getMessage().contains("names its rule in its text, and there is none"), e.getMessage());
  }

  @Test
  void aTerminationsTextTakesItsRuleAndNothingElse() {
    TestCode end = TestCode.of("test.end", "KD-6.1", RULE);
    assertEquals(Termination.of("test.end", "KD-6.1"), Termination.of(end));
    assertThrows(IllegalArgumentException.class, () -> Termination.of(TestCode.of("test.end", "KD-6.1", COUNT)));
    assertThrows(IllegalArgumentException.class, () -> Termination.of(TestCode.of("test.end", "", RULE)));
  }

  @Test
  void aBadFieldSaysWhatTheFieldTakesInTheSameLanguage() {
    SetupProblem p = SetupProblem.of(SetupCode.BAD_FIELD, RuleId.of("ID-13.3"), SquareSet.empty(), "no-progress",
        "81", Localizable.of(FieldValues.WHOLE_NUMBER, 0, 80));
    assertEquals("The field no-progress cannot be \"81\": it must be a whole number from 0 to 80.",
        Messages.core(Messages.ENGLISH).text(p));
    assertEquals("Il campo no-progress non può essere «81»: deve essere un numero intero da 0 a 80.",
        Messages.core(Messages.ITALIAN).text(p));
    SetupProblem knight = SetupProblem.of(SetupCode.BAD_FIELD, "white-knight", "z9",
        Localizable.of(FieldValues.SQUARE_OR_DASH, Square.A1, Square.H8));
    assertEquals("Câmpul white-knight nu poate fi „z9”: trebuie să fie un pătrat de la a1 la h8, sau -.",
        Messages.core(Messages.ROMANIAN).text(knight));
    assertThrows(IllegalArgumentException.class, () -> Localizable.of(FieldValues.WHOLE_NUMBER, 0, "80"));
  }

  @Test
  void theCoresTextsTakeTheArgumentsTheirCodesDeclareInEveryLanguage() {
    Seq<Code> codes = Array.<Code>of(SetupCode.values()).appendAll(Array.of(FieldValues.values()));
    assertEquals(Array.empty(), Messages.coreArgumentMismatches(codes));
    assertEquals(Array.empty(), Messages.missingCoreTexts(codes.map(Code::key)));
  }

  @Test
  void aTextThatLeavesOutOrAddsAnArgumentIsAMismatch() {
    // setup.two-pieces is "More than one piece stands on {0}." in every language
    Seq<String> leftOut = Messages.coreArgumentMismatches(Array.of(TestCode.of("setup.two-pieces", "", SQUARES,
        SQUARE)));
    assertEquals(4, leftOut.size(), leftOut.toString());
    assertEquals("en: setup.two-pieces: its text leaves out {1} (a square)", leftOut.head());
    Seq<String> added = Messages.coreArgumentMismatches(Array.of(TestCode.of("setup.two-pieces", "")));
    assertEquals("he: setup.two-pieces: its text uses {0}, but the code takes 0 arguments", added.get(2));
  }

  @Test
  void aPluralChoiceByAnArgumentThatIsNotACountIsAMismatch() {
    Seq<String> found = Messages.coreArgumentMismatches(Array.of(TestCode.of("unit.moves", "", SIDE)));
    assertEquals("ro: unit.moves: its text chooses a plural form by {0}, which is a side", found.get(1));
    assertEquals(Array.empty(), Messages.coreArgumentMismatches(Array.of(TestCode.of("unit.moves", "", COUNT))));
  }

  @Test
  void theArgumentsOfAPatternIncludeThoseInsideItsPluralBranches() {
    assertEquals(java.util.Map.of(0, false, 1, true, 2, false, 3, false),
        PatternFormat.placeholders("{0} {1,plural,one{# move by {2}} other{# moves by {2}}} '{4}' {3}"));
    assertThrows(IllegalArgumentException.class, () -> PatternFormat.placeholders("{0"));
    assertThrows(IllegalArgumentException.class, () -> PatternFormat.placeholders("{x}"));
  }
}
