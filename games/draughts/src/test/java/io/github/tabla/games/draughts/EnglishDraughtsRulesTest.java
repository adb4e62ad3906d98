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

/** Every rule of {@code docs/rules/english-draughts.md}, by its id. */
class EnglishDraughtsRulesTest {
  private static final DraughtsVariant GAME = DraughtsVariant.of(DraughtsRules.ENGLISH);
  private static final SquareNaming NAMES = GAME.notation().squares();

  private static Square sq(int n) {
    return GAME.square(String.valueOf(n));
  }

  @Test
  void en1_theBoardPlaysOnTheDarkSquaresWithA1Dark() {
    assertTrue(NAMES.names(Square.A1));
    assertFalse(NAMES.names(Square.H1));
    assertEquals(32, NAMES.board().squares().count(NAMES::names));
    assertTrue(NAMES.board().squares().filter(NAMES::names).forAll(Square::isDark));
  }

  @Test
  void en2_theNumbersRunFromBlacksSide() {
    assertEquals(Square.B8, sq(1));
    assertEquals(Square.D8, sq(2));
    assertEquals(Square.H8, sq(4));
    assertEquals(Square.A7, sq(5));
    assertEquals(Square.A1, sq(29));
    assertEquals(Square.C1, sq(30));
    assertEquals(Square.G1, sq(32));
  }

  @Test
  void en3_blackMenOn1To12WhiteOn21To32AndBlackMovesFirst() {
    VariantPosition start = GAME.start();
    assertEquals(Side.BLACK, start.sideToMove());
    for (int n = 1; n <= 32; n++) {
      Side expected = n <= 12 ? Side.BLACK : n >= 21 ? Side.WHITE : null;
      assertEquals(expected == null ? null : Piece.of(expected, Role.MAN), start.pieceAt(sq(n)).getOrNull(),
          "square " + n);
    }
    assertEquals(Array.of("9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"), moves(start));
    // a text that counts no moves with White to move: Black has made the first
    VariantPosition counted = GAME.fromSetup(PositionText.read(GAME.notation(), "W:W21:B12").get()).get();
    assertEquals(Side.WHITE, counted.sideToMove());
    assertEquals("W:W21:B12:black-moves=1", PositionText.write(GAME.notation(), counted.toSetup()));
  }

  @Test
  void en4_movesAndPositionsAreWrittenInTheNumbers() {
    assertEquals(Array.of(sq(11), sq(15)), MoveText.parse("11-15", NAMES).get().squares());
    assertEquals(Array.of(sq(22), sq(15), sq(8)), MoveText.parse("22x15x8", NAMES).get().squares());
    assertEquals("B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
        PositionText.write(GAME.notation(), GAME.start().toSetup().withField(DraughtsVariant.WHITE_MOVES_FIELD, "0")));
  }

  @Test
  void en5_aManStepsForwardOnly() {
    assertEquals(Array.of("22-17", "22-18"), moves(position(GAME, "W:W22:B3")));
  }

  @Test
  void en5_aManCapturesForwardOnlyAndTakesKingsToo() {
    assertEquals(Array.of("22x15"), moves(position(GAME, "W:W22:B18,26")));
    assertEquals(Array.of("22x15"), moves(position(GAME, "W:W22:BK18")));
    // the man behind it (26) cannot be taken backwards
    assertEquals(Array.of("22-17", "22-18"), moves(position(GAME, "W:W22:B26")));
  }

  @Test
  void en6_aManEndingOnTheFarRowIsCrowned() {
    VariantPosition p = position(GAME, "W:W5:B20");
    Move m = p.moveFor(sq(5), sq(1)).get();
    assertTrue(((Move.PieceMove) m).promotion().contains(Role.KING));
    assertEquals(Piece.of(Side.WHITE, Role.KING), p.playUnchecked(m).pieceAt(sq(1)).get());
    var refused = GAME.fromSetup(PositionText.read(GAME.notation(), "B:W2:B20").get()).getError().head();
    assertEquals("draughts.setup.man-on-far-row", refused.code());
    assertEquals("EN-6", refused.ruleId());
  }

  @Test
  void en7_aKingStepsOneSquareEveryWayAndCapturesBackwards() {
    assertEquals(Array.of("22-17", "22-18", "22-25", "22-26"), moves(position(GAME, "W:WK22:B3")));
    assertEquals(Array.of("22x31"), moves(position(GAME, "W:WK22:B26")));
    // no flying: a king two squares away from a piece cannot take it
    assertEquals(4, position(GAME, "W:WK22:B11").legalMoves().size());
  }

  @Test
  void en8_captureIsCompulsory() {
    VariantPosition p = position(GAME, "W:W22,28:B18");
    assertEquals(Array.of("22x15"), moves(p));
    MoveRejection why = p.moveFor(sq(28), sq(24)).getLeft();
    assertEquals("draughts.capture.compulsory", why.code());
    assertEquals("EN-8", why.ruleId());
  }

  @Test
  void en9_aCaptureGoesOnToItsEndAndTakesEveryPieceAfterTheMove() {
    VariantPosition p = position(GAME, "W:W30:B26,18");
    assertEquals(Array.of("30x23x14"), moves(p));
    VariantPosition after = p.playUnchecked(p.legalMoves().head());
    assertTrue(after.pieceAt(sq(26)).isEmpty());
    assertTrue(after.pieceAt(sq(18)).isEmpty());
    assertEquals(Piece.of(Side.WHITE, Role.MAN), after.pieceAt(sq(14)).get());
  }

  @Test
  void en10_theChoiceBetweenCapturesIsFree() {
    // 28x19 takes one piece and 22x15x6 two: both may be played
    assertEquals(Array.of("22x15x6", "28x19"), moves(position(GAME, "W:W22,28:B18,10,24")));
  }

  @Test
  void en11_aManCrownedInACaptureStopsThere() {
    // as a king on 2 it could jump 7 too; the move ends on the far row
    VariantPosition p = position(GAME, "W:W9:B6,7");
    assertEquals(Array.of("9x2"), moves(p));
    assertTrue(((Move.PieceMove) p.legalMoves().head()).promotion().isDefined());
  }

  @Test
  void en11a_twoRoutesThatTakeTheSamePiecesAreOneMove() {
    // the king on 22 takes 18, 10, 9 and 17 round a loop either way, back on 22
    String fen = "W:WK22:B18,10,9,17";
    assertEquals(1, position(GAME, fen).legalMoves().size());
    DraughtsVariant routes = DraughtsVariant.of(DraughtsRules.ENGLISH.toBuilder().id("english-routes")
        .moveIdentity(DraughtsRules.MoveIdentity.ROUTES).build());
    assertEquals(2, position(routes, fen).legalMoves().size());
    Move loop = position(GAME, fen).legalMoves().head();
    assertEquals(sq(22), loop.path().head());
    assertEquals(sq(22), loop.path().last());
    assertEquals(4, loop.captured().size());
  }

  @Test
  void en12_noPiecesOrNoMoveLoses() {
    Outcome none = position(GAME, "B:W22:B").outcome().get();
    assertEquals(Side.WHITE, none.winner().get());
    assertEquals("draughts.end.no-pieces", none.termination().code());
    assertEquals("EN-12", none.termination().ruleId());
    Outcome blocked = position(GAME, "B:W25,30:B21").outcome().get();
    assertEquals(Side.WHITE, blocked.winner().get());
    assertEquals("draughts.end.blocked", blocked.termination().code());
  }

  @Test
  void en13_fortyMovesEachWithoutProgressDraw() {
    VariantPosition p = position(GAME, "B:WK29:BK4").playUnchecked(position(GAME, "B:WK29:BK4").legalMoves().head());
    assertEquals(1, p.noProgressPlies());
    VariantPosition almost = GAME.fromSetup(position(GAME, "W:WK29:BK4").toSetup()
        .withField(DraughtsVariant.NO_PROGRESS_FIELD, "79")).get();
    Outcome drawn = almost.playUnchecked(almost.legalMoves().head()).outcome().get();
    assertTrue(drawn.isDraw());
    assertEquals("draughts.variant.end.no-progress", drawn.termination().code());
    assertEquals("EN-13", drawn.termination().ruleId());
    // a man's move starts the count again
    VariantPosition man = GAME.fromSetup(position(GAME, "W:W22,K29:BK4").toSetup()
        .withField(DraughtsVariant.NO_PROGRESS_FIELD, "79")).get();
    assertEquals(0, man.playUnchecked(man.moveFor(sq(22), sq(18)).get()).noProgressPlies());
  }

  @Test
  void en13_theThirdRepetitionDraws() {
    assertEquals(3, GAME.repetitionRule().get().occurrences());
    assertEquals("EN-13", GAME.repetitionRule().get().termination().ruleId());
    assertTrue(GAME.drawByAgreement());
  }
}
