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
import io.github.tabla.notation.move.MoveWriter;
import io.github.tabla.notation.position.PositionText;
import io.vavr.collection.Array;
import org.junit.jupiter.api.Test;

/**
 * Every rule of {@code docs/rules/spanish-draughts.md}, by its id. The squares are numbered from White's side:
 * 1 = h1, 4 = b1, 5 = g2, 8 = a2 ... 29 = g8, 32 = a8; White's men move towards the higher numbers.
 */
class SpanishDraughtsRulesTest {
  private static final DraughtsVariant GAME = DraughtsVariant.of(DraughtsRules.SPANISH);
  private static final SquareNaming NAMES = GAME.notation().squares();

  private static Square sq(int n) {
    return GAME.square(String.valueOf(n));
  }

  @Test
  void sp1_theBoardPlaysOnTheSquaresOfH1sColourA1NotPlaying() {
    assertTrue(NAMES.names(Square.H1));
    assertFalse(NAMES.names(Square.A1));
    assertEquals(32, NAMES.board().squares().count(NAMES::names));
    // the light squares of a chess board: "played on the white squares"
    assertTrue(NAMES.board().squares().filter(NAMES::names).forAll(s -> !s.isDark()));
    MoveRejection light = GAME.start().moveFor(Array.of(Square.A1, Square.B2)).getLeft();
    assertEquals("draughts.light-square", light.code());
    assertEquals("SP-1", light.ruleId());
  }

  @Test
  void sp2_theNumbersRunFromWhitesSideRightToLeft() {
    assertEquals(Square.H1, sq(1));
    assertEquals(Square.F1, sq(2));
    assertEquals(Square.B1, sq(4));
    assertEquals(Square.G2, sq(5));
    assertEquals(Square.A2, sq(8));
    assertEquals(Square.H3, sq(9));
    assertEquals(Square.G8, sq(29));
    assertEquals(Square.A8, sq(32));
    // the long diagonal joins 1 and 32
    assertEquals(Array.of(Square.H1, Square.G2, Square.F3, Square.E4, Square.D5, Square.C6, Square.B7, Square.A8),
        Array.of(1, 5, 10, 14, 19, 23, 28, 32).map(SpanishDraughtsRulesTest::sq));
  }

  @Test
  void sp3_whiteMenOn1To12BlackOn21To32AndWhiteMovesFirst() {
    VariantPosition start = GAME.start();
    assertEquals(Side.WHITE, start.sideToMove());
    for (int n = 1; n <= 32; n++) {
      Side expected = n <= 12 ? Side.WHITE : n >= 21 ? Side.BLACK : null;
      assertEquals(expected == null ? null : Piece.of(expected, Role.MAN), start.pieceAt(sq(n)).getOrNull(),
          "square " + n);
    }
    assertEquals(Array.of("9-13", "10-13", "10-14", "11-14", "11-15", "12-15", "12-16"), moves(start));
    var thirteen = GAME.fromSetup(PositionText.read(GAME.notation(), "W:W1,2,3,4,5,6,7,8,9,10,11,12,13:B21").get())
        .getError().head();
    assertEquals("draughts.setup.too-many-pieces", thirteen.code());
    assertEquals("SP-3", thirteen.ruleId());
    // a text that counts no moves with Black to move: White has made the first
    VariantPosition counted = GAME.fromSetup(PositionText.read(GAME.notation(), "B:W10:B23").get()).get();
    assertEquals(Side.BLACK, counted.sideToMove());
    assertEquals("B:W10:B23:white-moves=1", PositionText.write(GAME.notation(), counted.toSetup()));
  }

  @Test
  void sp4_movesAndPositionsAreWrittenInTheNumbers() {
    assertEquals(Array.of(sq(10), sq(14)), MoveText.parse("10-14", NAMES).get().squares());
    // e2 takes d3 and d5: written in full, or by its two ends
    VariantPosition p = position(GAME, "W:W6:B11,19");
    MoveWriter writer = new MoveWriter(GAME.notation());
    assertEquals("6x15x22", writer.write(p.legalMoves().head()));
    assertEquals("6x22", writer.writeCompact(p, p.legalMoves().head()));
    assertEquals(p.legalMoves().head(), p.moveFor(sq(6), sq(22)).get());
    assertEquals("W:W1,2,3,4,5,6,7,8,9,10,11,12:B21,22,23,24,25,26,27,28,29,30,31,32",
        PositionText.write(GAME.notation(), GAME.start().toSetup()));
  }

  @Test
  void sp5_aManStepsForwardOnly() {
    // the man on e4 goes to f5 (18) or d5 (19), never back to d3 or f3
    assertEquals(Array.of("14-18", "14-19"), moves(position(GAME, "W:W14:B30")));
    MoveRejection back = position(GAME, "W:W14:B30").moveFor(sq(14), sq(10)).getLeft();
    assertEquals("draughts.variant.no-such-move", back.code());
    assertEquals("SP-5", back.ruleId());
  }

  @Test
  void sp5_aManCapturesForwardOnlyAndTakesKingsToo() {
    // e4 takes d5 landing on c6; the man on d3 behind it (c2 empty) cannot be taken backwards
    assertEquals(Array.of("14x23"), moves(position(GAME, "W:W14:B19,11")));
    assertEquals(Array.of("14x23"), moves(position(GAME, "W:W14:BK19")));
    assertEquals(Array.of("14-18", "14-19"), moves(position(GAME, "W:W14:B11")));
  }

  @Test
  void sp6_aManEndingOnTheFarRowIsCrowned() {
    VariantPosition p = position(GAME, "W:W25:B8");
    Move m = p.moveFor(sq(25), sq(29)).get();
    assertTrue(((Move.PieceMove) m).promotion().contains(Role.KING));
    assertEquals(Piece.of(Side.WHITE, Role.KING), p.playUnchecked(m).pieceAt(sq(29)).get());
    // White's far row is 29..32, Black's 1..4
    var refused = GAME.fromSetup(PositionText.read(GAME.notation(), "W:W30:B8").get()).getError().head();
    assertEquals("draughts.setup.man-on-far-row", refused.code());
    assertEquals("SP-6", refused.ruleId());
    var black = GAME.fromSetup(PositionText.read(GAME.notation(), "W:W25:B3").get()).getError().head();
    assertEquals("draughts.setup.man-on-far-row", black.code());
    assertEquals("SP-6", black.ruleId());
  }

  @Test
  void sp7_aKingFliesForwardAndBackward() {
    // from h1 up the long diagonal to b7, the Black man on a8 in the way
    assertEquals(Array.of("1-5", "1-10", "1-14", "1-19", "1-23", "1-28"), moves(position(GAME, "W:WK1:B32")));
    // from e4 along all four diagonals, backwards too: 4 + 3 + 3 + 3 squares
    VariantPosition centre = position(GAME, "W:WK14:B30");
    assertEquals(13, centre.legalMoves().size());
    assertTrue(moves(centre).containsAll(Array.of("14-1", "14-4", "14-25", "14-32")));
  }

  @Test
  void sp7_aKingCapturesAtADistanceAndLandsOnAnyEmptySquareBehind() {
    // h1 takes d5 over g2, f3, e4, landing on c6, b7 or a8
    assertEquals(Array.of("1x23", "1x28", "1x32"), moves(position(GAME, "W:WK1:B19")));
  }

  @Test
  void sp8_captureIsCompulsory() {
    VariantPosition p = position(GAME, "W:W14,9:B19");
    assertEquals(Array.of("14x23"), moves(p));
    MoveRejection why = p.moveFor(sq(9), sq(13)).getLeft();
    assertEquals("draughts.capture.compulsory", why.code());
    assertEquals("SP-8", why.ruleId());
  }

  @Test
  void sp9_aCaptureGoesOnToItsEndAndTakesEveryPieceAfterTheMove() {
    // e2 takes d3 landing on c4, then d5 landing on e6
    VariantPosition p = position(GAME, "W:W6:B11,19");
    assertEquals(Array.of("6x15x22"), moves(p));
    VariantPosition after = p.playUnchecked(p.legalMoves().head());
    assertTrue(after.pieceAt(sq(11)).isEmpty());
    assertTrue(after.pieceAt(sq(19)).isEmpty());
    assertEquals(Piece.of(Side.WHITE, Role.MAN), after.pieceAt(sq(22)).get());
  }

  @Test
  void sp9_aTakenPieceStaysUntilTheMoveEndsAndBlocksTheKing() {
    // h1 takes e4 (landing c6), d7 (landing e8) and f7 (landing g6 or h5); from g6 the way back over e4 to d3
    // is closed, e4 still standing. (Landing on d5 instead takes e4 and f7 only: two pieces, SP-10.1.)
    String fen = "W:WK1:B14,27,26,11";
    assertEquals(Array.of("1x23x30x17", "1x23x30x21"), moves(position(GAME, fen)));
    assertTrue(position(GAME, fen).legalMoves().forAll(m -> m.captured().equals(Array.of(sq(14), sq(27), sq(26)))));
    // with every taken piece lifted at once (not Spanish) the king would go on over e4 and take d3
    DraughtsVariant atOnce = DraughtsVariant.of(DraughtsRules.SPANISH.toBuilder().id("spanish-at-once")
        .removal(DraughtsRules.Removal.AT_ONCE).build());
    assertEquals(Array.of("1x23x30x21x4", "1x23x30x21x7"), moves(position(atOnce, fen)));
  }

  @Test
  void sp10_1_theMostPiecesMustBeTakenAKingCountingOne() {
    // e2 takes two men (d3, d5); h3 takes one king (g4): quantity before quality
    VariantPosition p = position(GAME, "W:W6,9:B11,19,K13");
    assertEquals(Array.of("6x15x22"), moves(p));
    MoveRejection why = p.moveFor(sq(9), sq(18)).getLeft();
    assertEquals("draughts.capture.priority.most-pieces", why.code());
    assertEquals("SP-10.1", why.ruleId());
    assertEquals(p.legalMoves().toList(), why.instead().toList());
  }

  @Test
  void sp10_2_amongAsManyPiecesTheMostKingsMustBeTaken() {
    // e2 takes the man on d3, h3 the king on g4: one piece each, the king must be taken
    VariantPosition p = position(GAME, "W:W6,9:B11,K13");
    assertEquals(Array.of("9x18"), moves(p));
    MoveRejection why = p.moveFor(sq(6), sq(15)).getLeft();
    assertEquals("draughts.capture.priority.most-kings", why.code());
    assertEquals("SP-10.2", why.ruleId());
  }

  @Test
  void sp10_thenTheChoiceIsFreeAndAKingHasNoPriorityOverAMan() {
    // the king on b1 takes f5 (landing g6 or h7), the man on b3 takes c4: one man each, all three allowed
    assertEquals(Array.of("4x21", "4x25", "12x19"), moves(position(GAME, "W:W12,K4:B15,18")));
  }

  @Test
  void sp11_aManReachingTheFarRowInACaptureStopsThere() {
    // g6 takes f7 and is crowned on e8; as a king it could take d7 (c6 empty), but the move ends
    VariantPosition p = position(GAME, "W:W21:B26,27");
    assertEquals(Array.of("21x30"), moves(p));
    Move.PieceMove m = (Move.PieceMove) p.legalMoves().head();
    assertTrue(m.promotion().contains(Role.KING));
    VariantPosition after = p.playUnchecked(m);
    assertEquals(Piece.of(Side.WHITE, Role.KING), after.pieceAt(sq(30)).get());
    assertEquals(Piece.of(Side.BLACK, Role.MAN), after.pieceAt(sq(27)).get());
  }

  @Test
  void sp11a_twoRoutesThatTakeTheSamePiecesAreOneMove() {
    // the king on e4 takes d5, d7, f7 and f5 round a loop either way, back on e4
    String fen = "W:WK14:B18,19,26,27";
    DraughtsVariant routes = DraughtsVariant.of(DraughtsRules.SPANISH.toBuilder().id("spanish-routes")
        .moveIdentity(DraughtsRules.MoveIdentity.ROUTES).build());
    assertEquals(1, position(GAME, fen).legalMoves().count(m -> m.destination().contains(sq(14))));
    assertEquals(2, position(routes, fen).legalMoves().count(m -> m.destination().contains(sq(14))));
    assertTrue(position(GAME, fen).legalMoves().forAll(m -> m.captured().size() == 4));
  }

  @Test
  void sp12_noPiecesOrNoMoveLoses() {
    Outcome none = position(GAME, "W:W:B21").outcome().get();
    assertEquals(Side.BLACK, none.winner().get());
    assertEquals("draughts.end.no-pieces", none.termination().code());
    assertEquals("SP-12", none.termination().ruleId());
    // the White man on a2 is blocked: b3 taken, and c4 behind it too
    Outcome blocked = position(GAME, "W:W8:B12,15").outcome().get();
    assertEquals(Side.BLACK, blocked.winner().get());
    assertEquals("draughts.end.blocked", blocked.termination().code());
    assertEquals("SP-12", blocked.termination().ruleId());
  }

  @Test
  void sp13_twentyMovesEachWithoutACaptureOrAMansMoveDraw() {
    VariantPosition kings = position(GAME, "W:WK1:BK32");
    assertEquals(1, kings.playUnchecked(kings.legalMoves().head()).noProgressPlies());
    VariantPosition almost = GAME.fromSetup(kings.toSetup().withField(DraughtsVariant.NO_PROGRESS_FIELD, "39")).get();
    assertTrue(almost.outcome().isEmpty());
    Outcome drawn = almost.playUnchecked(almost.legalMoves().head()).outcome().get();
    assertTrue(drawn.isDraw());
    assertEquals("draughts.variant.end.no-progress", drawn.termination().code());
    assertEquals("SP-13", drawn.termination().ruleId());
    // a man's move starts the count again
    VariantPosition man = GAME.fromSetup(position(GAME, "W:W9,K1:BK32").toSetup()
        .withField(DraughtsVariant.NO_PROGRESS_FIELD, "39")).get();
    assertEquals(0, man.playUnchecked(man.moveFor(sq(9), sq(13)).get()).noProgressPlies());
  }

  @Test
  void sp13_theThirdRepetitionDrawsAndAgreementToo() {
    assertEquals(3, GAME.repetitionRule().get().occurrences());
    assertEquals("draughts.variant.end.repetition", GAME.repetitionRule().get().termination().code());
    assertEquals("SP-13", GAME.repetitionRule().get().termination().ruleId());
    assertTrue(GAME.drawByAgreement());
  }
}
