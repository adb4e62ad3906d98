package io.github.tabla.games.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Code;
import io.github.tabla.core.FieldValues;
import io.github.tabla.core.Localizable;
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
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@code fromSetup} reports every problem at once, and takes back every position it gives. */
class SetupValidationTest {

  @Test
  void everyProblemIsReportedAtOnce() {
    Setup s = Fen.setup("W:W1,2,20-31:B1,32,5-12")   // 14 white pieces, men on 1, 2 (White) and 32 (Black), 1 twice
        .withPiece(Square.A1, Piece.of(Side.WHITE, Role.MAN))     // a light square
        .withPiece(Square.D4, Piece.of(Side.BLACK, Role.QUEEN))   // not a draughts piece (d4 is light too)
        .withItems(SquareSet.of(Square.E3))
        .withField(ItalianDraughts.NO_PROGRESS_FIELD, "81")
        .withField(ItalianDraughts.WHITE_MOVES_FIELD, "-1")
        .withField("half-moves", "3");
    Seq<SetupProblem> problems = Fen.GAME.fromSetup(s).getError();
    assertEquals(Array.<Code>of(DraughtsCode.SETUP_ROLE, DraughtsCode.SETUP_LIGHT_SQUARE, SetupCode.TWO_PIECES,
        DraughtsCode.SETUP_TOO_MANY_PIECES, DraughtsCode.SETUP_MAN_ON_FAR_ROW, DraughtsCode.SETUP_MAN_ON_FAR_ROW,
        DraughtsCode.SETUP_ITEMS, SetupCode.UNKNOWN_FIELD, SetupCode.BAD_FIELD, SetupCode.BAD_FIELD)
        .map(Code::key), problems.map(SetupProblem::code));
    SetupProblem tooMany = problems.find(p -> p.code().equals(DraughtsCode.SETUP_TOO_MANY_PIECES.key())).get();
    assertEquals(Array.of(Side.WHITE, 15, 12), tooMany.arguments());
    assertEquals("ID-3", tooMany.ruleId());
    SetupProblem twice = problems.find(p -> p.code().equals(SetupCode.TWO_PIECES.key())).get();
    assertEquals(SquareSet.of(Fen.sq(1)), twice.squares());
    SetupProblem far = problems.find(p -> p.code().equals(DraughtsCode.SETUP_MAN_ON_FAR_ROW.key())).get();
    assertEquals("ID-11b", far.ruleId());
    assertEquals(Array.of(Side.WHITE, SquareSet.of(Fen.sq(1), Fen.sq(2))), far.arguments());
    Seq<SetupProblem> fields = problems.filter(p -> p.code().equals(SetupCode.BAD_FIELD.key()));
    assertEquals(Array.of(ItalianDraughts.NO_PROGRESS_FIELD, "81", Localizable.of(FieldValues.WHOLE_NUMBER, 0, 80)),
        fields.head().arguments());
    assertEquals(Option.some(RuleId.of("ID-13.3")), fields.head().rule());
    assertEquals(ItalianDraughts.WHITE_MOVES_FIELD, fields.last().arguments().head());
    assertEquals(Option.none(), fields.last().rule(), "no numbered rule: a move count is a whole number");
    assertTrue(problems.forAll(p -> p.code().startsWith("draughts.setup.") || p.code().startsWith("setup.")));
  }

  @Test
  void twelvePiecesASideAndEmptyFieldsAreFine() {
    DraughtsPosition p = Fen.GAME.fromSetup(Fen.setup("B:W21-32:BK1-12")).get();
    assertEquals(Side.BLACK, p.sideToMove());
    assertEquals(0, p.noProgressPlies());
    assertEquals(0, p.turns().white());
  }

  @Test
  void id12_theSideToMoveWithoutPiecesHasLost_butNoPieceAtAllIsNoGame() {
    DraughtsPosition lost = Fen.GAME.fromSetup(Setup.empty(Side.BLACK)
        .withPiece(Square.B3, Piece.of(Side.WHITE, Role.MAN))).get();
    assertEquals(ItalianDraughts.NO_PIECES, lost.outcome().get().termination());
    assertEquals(Array.of("draughts.setup.no-pieces"),
        Fen.GAME.fromSetup(Setup.empty(Side.WHITE)).getError().map(SetupProblem::code));
    // W:W21:B, White to move although Black has no piece: the game ended when Black lost its last one
    assertEquals(Array.of("draughts.setup.lost-already"), problems("W:W21:B"));
  }

  @Test
  void id3_moveCountersGoWithTheSideToMove() {
    assertEquals(Array.of(SetupProblem.of(SetupCode.TURN_ORDER, RuleId.of("ID-3"), SquareSet.empty(), 5, 0,
        Side.WHITE)), Fen.GAME.fromSetup(Fen.setup("W:W21-32:B1-12:white-moves=5")).getError());
    assertEquals(Array.of(SetupCode.TURN_ORDER.key()), problems("W:W21-32:B1-12:white-moves=5:black-moves=4"));
    assertTrue(Fen.GAME.fromSetup(Fen.setup("B:W21-32:B1-12:white-moves=5:black-moves=4")).isValid());
    // a round set up with Black to move: Black may have made the first of the moves counted
    assertTrue(Fen.GAME.fromSetup(Fen.setup("W:W21-32:B1-12:white-moves=4:black-moves=5")).isValid());
    assertTrue(Fen.GAME.fromSetup(Fen.setup("B:W21-32:B1-12")).isValid());
  }

  @Test
  void aMissingSideToMoveIsAProblemFoundWithEveryOther() {
    Setup noTurn = new Setup(Array.of(io.github.tabla.core.Placement.of(Square.A1, Piece.of(Side.WHITE, Role.MAN))),
        SquareSet.empty(), null, io.vavr.collection.LinkedHashMap.empty());
    Seq<String> codes = Fen.GAME.fromSetup(noTurn).getError().map(SetupProblem::code);
    assertEquals(Array.of(SetupProblem.TURN_MISSING, "draughts.setup.light-square", "draughts.setup.lost-already"),
        codes);
  }

  private static Seq<String> problems(String fen) {
    return Fen.GAME.fromSetup(Fen.setup(fen)).getError().map(SetupProblem::code);
  }

  @Test
  void fromSetupOfToSetupGivesThePositionBack() {
    SplittableRandom random = new SplittableRandom(5L);
    for (int i = 0; i < 500; i++) {
      DraughtsPosition p = Fen.GAME.fromSetup(KernelConsistencyTest.randomSetup(random)).get();
      for (int ply = 0; ply < 6 && !p.isOver(); ply++) {
        p = p.playUnchecked(p.legalMoves().get(random.nextInt(p.legalMoves().size())));
        DraughtsPosition back = Fen.GAME.fromSetup(p.toSetup()).get();
        assertEquals(p, back);
        assertEquals(p.hash(), back.hash(), "the incremental key equals the key computed from scratch");
        assertEquals(p.toSetup(), back.toSetup());
      }
    }
  }
}
