package io.github.tabla.games.buttons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.FieldValues;
import io.github.tabla.core.Localizable;
import io.github.tabla.core.Messages;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Role;
import io.github.tabla.core.RuleId;
import io.github.tabla.core.Setup;
import io.github.tabla.core.SetupCode;
import io.github.tabla.core.SetupProblem;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareSet;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import io.vavr.control.Validation;
import org.junit.jupiter.api.Test;

/** Setup validation: every problem at once, each named by its rule. */
class ButtonsSetupTest {
  private static final ButtonsGame GAME = ButtonsGame.standard();
  private static final ButtonsGame EXTRA = ButtonsGame.extraRook();

  private static Seq<SetupProblem> problems(ButtonsGame game, String text) {
    Validation<Seq<SetupProblem>, ButtonsPosition> v = game.fromSetup(Fen.setup(text));
    assertTrue(v.isInvalid(), () -> text + " should be invalid");
    return v.getError();
  }

  private static Seq<String> codes(ButtonsGame game, String text) {
    return problems(game, text).map(SetupProblem::code);
  }

  @Test
  void theStartRoundTripsThroughItsSetup() {
    for (ButtonsGame game : new ButtonsGame[] {GAME, EXTRA}) {
      Setup s = game.start().toSetup();
      assertEquals(game.start(), game.fromSetup(s).get());
      assertEquals("0", s.field(ButtonsGame.WHITE_MOVES).get());
      assertEquals(game.start().hash(), game.fromSetup(s).get().hash());
    }
  }

  @Test
  void everyProblemIsReportedAtOnce() {
    // a king, two white queens, a button off its squares and one under a piece, White to move after
    // one white move, more points than moves and than buttons, a field that is not a number
    Setup s = Fen.setup("3qk1r1/8/8/Q2oo2o/o2oo2o/2o5/8/1R1Q4 w 1 0 5 4")
        .withItems(SquareSet.of(Square.A5, Square.D5, Square.C3, Square.H4))
        .withField("colour", "blue");
    Seq<String> codes = GAME.fromSetup(s).getError().map(SetupProblem::code);
    assertTrue(codes.containsAll(io.vavr.collection.Array.of("buttons.setup.role", "buttons.setup.too-many-pieces",
        "buttons.setup.button-off-square", "buttons.setup.button-under-piece", "setup.unknown-field",
        SetupCode.TURN_ORDER.key(), "buttons.setup.too-many-buttons", "buttons.setup.points-beyond-moves")),
        codes::toString);
  }

  @Test
  void qb1_onlyQueensAndRooksPlay() {
    Seq<SetupProblem> p = problems(GAME, "3q2r1/8/8/o2oo2o/o2oo2o/8/8/1R1QK3 w 0 0 0 0");
    assertEquals("buttons.setup.role", p.head().code());
    assertEquals(SquareSet.of(Square.E1), p.head().squares());
    assertEquals(Piece.of(Side.WHITE, Role.KING), p.head().arguments().get(1));
  }

  @Test
  void qb1_qb2_noMorePiecesThanTheVariantGives() {
    Seq<SetupProblem> p = problems(GAME, "1r1q2r1/8/8/o2oo2o/o2oo2o/8/8/1R1Q4 w 0 0 0 0");
    assertEquals("buttons.setup.too-many-pieces", p.head().code());
    assertEquals("QB-1", p.head().ruleId());
    assertEquals(SquareSet.of(Square.B8, Square.G8), p.head().squares());
    assertTrue(EXTRA.fromSetup(Fen.setup("1r1q2r1/8/8/o2oo2o/o2oo2o/8/8/1R1Q4 w 0 0 0 0")).isValid(),
        "two rooks a side is the extra-rook variant's start count; fewer is fine");
    assertEquals("QB-2", problems(EXTRA, "rr1q2r1/8/8/o2oo2o/o2oo2o/8/8/1R1Q4 w 0 0 0 0").head().ruleId());
    assertEquals("buttons.setup.too-many-pieces", codes(GAME, "3q2r1/8/8/o2oo2o/o2oo2o/8/8/QR1Q4 w 0 0 0 0").head());
  }

  @Test
  void fewerPiecesAreFine_aSideWithoutPiecesIsAFinishedRound() {
    ButtonsPosition p = Fen.position("8/8/8/o2oo2o/o2oo2o/8/8/1R6 b 3 2 0 0");
    assertTrue(p.isOver());
    assertEquals("buttons.end.no-pieces", p.outcome().get().termination().code());
    assertEquals(8, p.score().white());
    assertEquals("buttons.setup.no-pieces", codes(GAME, "8/8/8/o2oo2o/o2oo2o/8/8/8 w 0 0 0 0").head());
  }

  @Test
  void qb1_buttonsLieOnlyOnTheirEightSquares() {
    Seq<SetupProblem> p = problems(GAME, "3q2r1/8/8/o2oo2o/o2oo2o/2o5/8/1R1Q4 w 0 0 0 0");
    assertEquals("buttons.setup.button-off-square", p.head().code());
    assertEquals(SquareSet.of(Square.C3), p.head().squares());
  }

  @Test
  void qb4_noButtonUnderAPiece() {
    Setup s = GAME.start().toSetup().withItems(GAME.start().buttons().with(Square.D1).without(Square.D4));
    Seq<SetupProblem> p = GAME.fromSetup(s).getError();
    assertEquals("buttons.setup.button-off-square", p.head().code());
    Setup under = Fen.setup("3q2r1/8/8/o2oo2o/o2Qo2o/8/8/1R6 w 0 0 0 0").withItems(GAME.start().buttons());
    Seq<SetupProblem> q = GAME.fromSetup(under).getError();
    assertEquals("buttons.setup.button-under-piece", q.head().code());
    assertEquals(SquareSet.of(Square.D4), q.head().squares());
    assertEquals("QB-4", q.head().ruleId());
  }

  @Test
  void twoPiecesOnOneSquareAreRefused() {
    Setup s = GAME.start().toSetup().withPiece(Square.D1, Piece.of(Side.BLACK, Role.ROOK));
    assertEquals("setup.two-pieces", GAME.fromSetup(s).getError().head().code());
  }

  @Test
  void qb7_noSideMakesMoreThanFifteenMoves() {
    Seq<SetupProblem> p = problems(GAME, "3q2r1/8/8/o2oo2o/o2oo2o/8/8/1R1Q4 w 16 16 0 0");
    assertEquals(2, p.count(x -> x.code().equals("buttons.setup.moves-beyond-limit")));
    assertEquals("QB-7", p.head().ruleId());
    assertTrue(Fen.position("3q2r1/8/8/o2oo2o/o2oo2o/8/8/1R1Q4 w 15 15 0 0").isOver());
  }

  @Test
  void qb6_theCountersFitTheSideToMove() {
    // White begins and the sides alternate: White to move after equal counts, Black after one more
    assertTrue(GAME.fromSetup(Fen.setup("3q2r1/8/8/o2oo2o/o2oo2o/8/8/1R1Q4 b 1 0 0 0")).isValid());
    assertEquals(SetupCode.TURN_ORDER.key(), codes(GAME, "3q2r1/8/8/o2oo2o/o2oo2o/8/8/1R1Q4 b 0 0 0 0").head());
    assertEquals(SetupCode.TURN_ORDER.key(), codes(GAME, "3q2r1/8/8/o2oo2o/o2oo2o/8/8/1R1Q4 w 3 5 0 0").head());
    assertEquals(Array.of(SetupProblem.of(SetupCode.TURN_ORDER, RuleId.of("QB-6"), SquareSet.empty(), 1, 0,
        Side.WHITE)), problems(GAME, "3q2r1/8/8/o2oo2o/o2oo2o/8/8/1R1Q4 w 1 0 0 0"));
    assertEquals(Option.some(RuleId.of("QB-6")),
        problems(GAME, "3q2r1/8/8/o2oo2o/o2oo2o/8/8/1R1Q4 w 1 0 0 0").head().rule());
  }

  @Test
  void qb1_pointsAndButtonsOnTheBoardAreAtMostEight() {
    assertEquals("buttons.setup.too-many-buttons", codes(GAME, "3q2r1/8/8/o2oo2o/o2oo2o/8/8/1R1Q4 w 1 1 1 0").head());
    assertTrue(GAME.fromSetup(Fen.setup("3q2r1/8/8/3oo3/8/8/8/1R1Q4 w 1 1 1 0")).isValid(),
        "fewer buttons than eight are fine, for puzzles");
  }

  @Test
  void qb4_aSideCannotHaveCollectedMoreButtonsThanItMadeMoves() {
    Seq<SetupProblem> p = problems(GAME, "3q2r1/8/8/3oo3/8/8/8/1R1Q4 w 1 1 2 0");
    assertEquals("buttons.setup.points-beyond-moves", p.head().code());
    assertEquals(Side.WHITE, p.head().arguments().head());
  }

  @Test
  void malformedAndUnknownFieldsAreNamed() {
    Seq<SetupProblem> p = problems(GAME, "3q2r1/8/8/o2oo2o/o2oo2o/8/8/1R1Q4 w x -1 0 99999999999");
    assertEquals(3, p.count(x -> x.code().equals(SetupCode.BAD_FIELD.key())));
    assertEquals(Array.of(ButtonsGame.WHITE_MOVES, "x", Localizable.of(FieldValues.WHOLE_NUMBER, 0, 15)),
        p.head().arguments());
    assertEquals(Array.of(ButtonsGame.BLACK_POINTS, "99999999999", Localizable.of(FieldValues.WHOLE_NUMBER, 0, 8)),
        p.last().arguments());
    assertEquals(Option.none(), p.head().rule(), "no numbered rule: a counter is a whole number");
    Setup s = GAME.start().toSetup().withField("half-moves", "0");
    assertEquals("setup.unknown-field", GAME.fromSetup(s).getError().head().code());
    assertTrue(GAME.fromSetup(Setup.empty(Side.WHITE)
        .withPiece(Square.D1, Piece.of(Side.WHITE, Role.QUEEN))
        .withPiece(Square.D8, Piece.of(Side.BLACK, Role.QUEEN))).isValid(), "missing fields default to 0");
  }

  @Test
  void everyProblemHasATextInEveryLanguage() {
    Setup s = Fen.setup("3qk1r1/8/8/Q2oo2o/o2oo2o/2o5/8/1R1Q4 w 1 0 5 x").withField("colour", "blue")
        .withItems(SquareSet.of(Square.A5, Square.D5, Square.C3, Square.H4, Square.D1));
    Seq<SetupProblem> problems = GAME.fromSetup(s).getError()
        .appendAll(problems(GAME, "8/8/8/8/8/8/8/8 w 16 3 9 0"))
        .appendAll(problems(GAME, "3q2r1/8/8/3oo3/8/8/8/1R1Q4 w 1 1 2 0"));
    for (java.util.Locale locale : Messages.SUPPORTED) {
      Messages m = Messages.of(GAME, locale);
      for (SetupProblem p : problems) {
        assertTrue(m.pattern(p.code()).isDefined(), p.code());
        String text = m.text(p);
        assertTrue(!text.contains("{") && !text.startsWith("buttons."), text);
      }
    }
  }
}
