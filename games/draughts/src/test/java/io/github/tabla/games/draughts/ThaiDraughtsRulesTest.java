package io.github.tabla.games.draughts;

import static io.github.tabla.games.draughts.VariantPositions.moves;
import static io.github.tabla.games.draughts.VariantPositions.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Move;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Role;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.notation.move.MoveText;
import io.github.tabla.notation.position.PositionText;
import io.vavr.collection.Array;
import org.junit.jupiter.api.Test;

/** Every rule of {@code docs/rules/thai-draughts.md}, by its id. */
class ThaiDraughtsRulesTest {
  private static final DraughtsVariant GAME = DraughtsVariant.of(DraughtsRules.THAI);
  private static final SquareNaming NAMES = GAME.notation().squares();

  private static Square sq(int n) {
    return GAME.square(String.valueOf(n));
  }

  @Test
  void th1_theBoardPlaysOnTheDarkSquaresWithA1Dark() {
    assertTrue(NAMES.names(Square.A1));
    assertFalse(NAMES.names(Square.H1));
    assertEquals(32, NAMES.board().squares().count(NAMES::names));
    assertTrue(NAMES.board().squares().filter(NAMES::names).forAll(Square::isDark));
  }

  @Test
  void th2_theNumbersRunFromBlacksSideAsInEnglishDraughts() {
    assertEquals(Square.B8, sq(1));
    assertEquals(Square.H8, sq(4));
    assertEquals(Square.A7, sq(5));
    assertEquals(Square.A1, sq(29));
    assertEquals(Square.G1, sq(32));
  }

  @Test
  void th3_eightMenEachOnTheTwoNearestRowsAndWhiteMovesFirst() {
    VariantPosition start = GAME.start();
    assertEquals(Side.WHITE, start.sideToMove());
    for (int n = 1; n <= 32; n++) {
      Side expected = n <= 8 ? Side.BLACK : n >= 25 ? Side.WHITE : null;
      assertEquals(expected == null ? null : Piece.of(expected, Role.MAN), start.pieceAt(sq(n)).getOrNull(),
          "square " + n);
    }
    assertEquals(Array.of("25-21", "25-22", "26-22", "26-23", "27-23", "27-24", "28-24"), moves(start));
    // a ninth man of one side is refused
    var nine = GAME.fromSetup(PositionText.read(GAME.notation(), "W:W18,25,26,27,28,29,30,31,32:B1").get())
        .getError().head();
    assertEquals("draughts.setup.too-many-pieces", nine.code());
    assertEquals("TH-3", nine.ruleId());
    // a text that counts no moves with Black to move: White has made the first
    VariantPosition counted = GAME.fromSetup(PositionText.read(GAME.notation(), "B:W22:B11").get()).get();
    assertEquals(Side.BLACK, counted.sideToMove());
    assertEquals("B:W22:B11:H1", PositionText.write(GAME.notation(), counted.toSetup()));
  }

  @Test
  void th4_movesAndPositionsAreWrittenInTheNumbers() {
    assertEquals(Array.of(sq(22), sq(18)), MoveText.parse("22-18", NAMES).get().squares());
    assertEquals("W:W25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8",
        PositionText.write(GAME.notation(), GAME.start().toSetup().withField(DraughtsVariant.WHITE_MOVES_FIELD, "0")));
  }

  @Test
  void th5_aManStepsAndCapturesForwardOnlyAndTakesKings() {
    assertEquals(Array.of("22-17", "22-18"), moves(position(GAME, "W:W22:B3")));
    assertEquals(Array.of("22x15"), moves(position(GAME, "W:W22:BK18")));
    // the man behind it (26) cannot be taken backwards
    assertEquals(Array.of("22-17", "22-18"), moves(position(GAME, "W:W22:B26")));
  }

  @Test
  void th6_aManEndingOnTheFarRowIsCrowned() {
    VariantPosition p = position(GAME, "W:W5:B20");
    Move m = p.moveFor(sq(5), sq(1)).get();
    assertTrue(((Move.PieceMove) m).promotion().contains(Role.KING));
    assertEquals(Piece.of(Side.WHITE, Role.KING), p.playUnchecked(m).pieceAt(sq(1)).get());
    var refused = GAME.fromSetup(PositionText.read(GAME.notation(), "W:W2:B20").get()).getError().head();
    assertEquals("draughts.setup.man-on-far-row", refused.code());
    assertEquals("TH-6", refused.ruleId());
  }

  @Test
  void th7_aKingFliesButLandsJustBehindThePieceItTakes() {
    // on the long diagonal from a1 (29): every empty square is a step
    assertEquals(7, position(GAME, "W:WK29:B1").legalMoves().size());
    // 29 takes 15 (e5) from afar and lands on 11 (f6) only, not on 8 or 4 further on
    assertEquals(Array.of("29x11"), moves(position(GAME, "W:WK29:B15")));
    DraughtsVariant anyBehind = DraughtsVariant.of(DraughtsRules.THAI.toBuilder().id("thai-any-behind")
        .kingLanding(DraughtsRules.KingLanding.ANY_SQUARE_BEHIND).build());
    assertEquals(3, position(anyBehind, "W:WK29:B15").legalMoves().size());
  }

  @Test
  void th8_captureIsCompulsory() {
    VariantPosition p = position(GAME, "W:W22,28:B18");
    assertEquals(Array.of("22x15"), moves(p));
    MoveRejection why = p.moveFor(sq(28), sq(24)).getLeft();
    assertEquals("draughts.capture.compulsory", why.code());
    assertEquals("TH-8", why.ruleId());
  }

  @Test
  void th9_eachPieceLeavesAsItIsJumpedSoAKingMayCrossItsSquareAgain() {
    // 29 takes 22 and lands on 18; then either 27 (to 32) and back across 27's empty square to take 14,
    // or 14 (to 9) and back across 14's square to take 27: three pieces either way
    VariantPosition p = position(GAME, "W:WK29:B22,27,14");
    assertEquals(2, p.legalMoves().size());
    assertTrue(p.legalMoves().forAll(m -> m.captured().size() == 3));
    assertEquals(io.vavr.collection.HashSet.of(sq(9), sq(32)), p.legalMoves().map(m -> m.destination().get()).toSet());
    // were the pieces taken after the move, they would block the way back: two pieces at most
    DraughtsVariant afterTheMove = DraughtsVariant.of(DraughtsRules.THAI.toBuilder().id("thai-after")
        .removal(DraughtsRules.Removal.AFTER_THE_MOVE).build());
    assertTrue(position(afterTheMove, "W:WK29:B22,27,14").legalMoves().forAll(m -> m.captured().size() == 2));
  }

  @Test
  void th10_theChoiceBetweenCapturesIsFree() {
    // 21x14 takes one piece and 24x15x8 two: both may be played
    assertEquals(Array.of("21x14", "24x15x8"), moves(position(GAME, "W:W21,24:B17,19,11")).sorted());
  }

  @Test
  void th11_aManCrownedInACaptureStopsThere() {
    // as a king on 2 it could take 7 too; the move ends on the far row
    VariantPosition p = position(GAME, "W:W9:B6,7");
    assertEquals(Array.of("9x2"), moves(p));
    assertTrue(((Move.PieceMove) p.legalMoves().head()).promotion().isDefined());
  }

  @Test
  void th11a_twoRoutesThatTakeTheSamePiecesAreOneMove() {
    // the king on 22 takes 18, 10, 9 and 17 round a loop either way, back on 22
    String fen = "W:WK22:B18,10,9,17";
    assertEquals(1, position(GAME, fen).legalMoves().count(m -> m.destination().contains(sq(22))));
    DraughtsVariant routes = DraughtsVariant.of(DraughtsRules.THAI.toBuilder().id("thai-routes")
        .moveIdentity(DraughtsRules.MoveIdentity.ROUTES).build());
    assertEquals(2, position(routes, fen).legalMoves().count(m -> m.destination().contains(sq(22))));
  }

  @Test
  void th12_noPiecesOrNoMoveLoses() {
    Outcome none = position(GAME, "W:W:B1").outcome().get();
    assertEquals(Side.BLACK, none.winner().get());
    assertEquals("draughts.end.no-pieces", none.termination().code());
    assertEquals("TH-12", none.termination().ruleId());
    // White's man on 29 is blocked: Black's man on 25 stands in front, and 22 behind it, so it cannot be taken
    Outcome blocked = position(GAME, "W:W29:B25,22").outcome().get();
    assertEquals(Side.BLACK, blocked.winner().get());
    assertEquals("draughts.end.blocked", blocked.termination().code());
  }

  @Test
  void th13_repetitionDrawsAndNoMovesAreCounted() {
    assertEquals(3, GAME.repetitionRule().get().occurrences());
    assertTrue(GAME.drawByAgreement());
    assertFalse(GAME.notation().fields().exists(f -> f.name().equals(DraughtsVariant.NO_PROGRESS_FIELD)));
  }
}
