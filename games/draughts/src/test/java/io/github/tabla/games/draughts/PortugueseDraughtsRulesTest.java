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
 * Every rule of {@code docs/rules/portuguese-draughts.md}, by its id. The casas are numbered from White's side:
 * 1 = h1 ... 32 = a8. Most positions here have Black to move, whose men go towards the lower numbers; they
 * are the Spanish rules tests' positions turned round (square n is square 33 - n, the colours swapped).
 */
class PortugueseDraughtsRulesTest {
  private static final DraughtsVariant GAME = DraughtsVariant.of(DraughtsRules.PORTUGUESE);
  private static final SquareNaming NAMES = GAME.notation().squares();

  private static Square sq(int n) {
    return GAME.square(String.valueOf(n));
  }

  @Test
  void pt1_theBoardPlaysOnTheCasasOfH1sColourA1NotACasa() {
    assertTrue(NAMES.names(Square.H1));
    assertTrue(NAMES.names(Square.A8));
    assertFalse(NAMES.names(Square.A1));
    assertEquals(32, NAMES.board().squares().count(NAMES::names));
    MoveRejection light = GAME.start().moveFor(Array.of(Square.C3, Square.D4)).getLeft();
    assertEquals("draughts.light-square", light.code());
    assertEquals("PT-1", light.ruleId());
  }

  @Test
  void pt2_theCasasAreNumberedFromWhitesLowerRightCorner() {
    assertEquals(Square.H1, sq(1));
    assertEquals(Square.B1, sq(4));
    assertEquals(Square.G2, sq(5));
    assertEquals(Square.A2, sq(8));
    assertEquals(Square.A8, sq(32));
    // the long diagonal ("rio") joins casas 1 and 32
    assertEquals(Array.of(Square.H1, Square.G2, Square.F3, Square.E4, Square.D5, Square.C6, Square.B7, Square.A8),
        Array.of(1, 5, 10, 14, 19, 23, 28, 32).map(PortugueseDraughtsRulesTest::sq));
  }

  @Test
  void pt3_eachSideOnItsFirstTwelveCasasWhiteFirst() {
    VariantPosition start = GAME.start();
    assertEquals(Side.WHITE, start.sideToMove());
    for (int n = 1; n <= 32; n++) {
      Side expected = n <= 12 ? Side.WHITE : n >= 21 ? Side.BLACK : null;
      assertEquals(expected == null ? null : Piece.of(expected, Role.MAN), start.pieceAt(sq(n)).getOrNull(),
          "casa " + n);
    }
    VariantPosition afterOne = start.play(sq(12), sq(16)).get();
    assertEquals(Array.of("21-17", "21-18", "22-18", "22-19", "23-19", "23-20", "24-20"), moves(afterOne));
    // a text that counts no moves with Black to move: White has made the first
    VariantPosition counted = GAME.fromSetup(PositionText.read(GAME.notation(), "B:W10:B23").get()).get();
    assertEquals(Side.BLACK, counted.sideToMove());
    assertEquals("B:W10:B23:H1", PositionText.write(GAME.notation(), counted.toSetup()));
  }

  @Test
  void pt4_movesAndPositionsAreWrittenInTheNumbers() {
    assertEquals(Array.of(sq(12), sq(16)), MoveText.parse("12-16", NAMES).get().squares());
    VariantPosition p = position(GAME, "B:W22,14:B27");
    MoveWriter writer = new MoveWriter(GAME.notation());
    assertEquals("27x18x11", writer.write(p.legalMoves().head()));
    assertEquals("27x11", writer.writeCompact(p, p.legalMoves().head()));
    assertEquals("W:W1,2,3,4,5,6,7,8,9,10,11,12:B21,22,23,24,25,26,27,28,29,30,31,32",
        PositionText.write(GAME.notation(), GAME.start().toSetup()));
  }

  @Test
  void pt5_aManStepsForwardOnly() {
    // Black's man on d5 goes down to e4 (14) or c4 (15)
    assertEquals(Array.of("19-14", "19-15"), moves(position(GAME, "B:W3:B19")));
  }

  @Test
  void pt5_aManCapturesForwardOnlyAndTakesKingsToo() {
    // d5 takes e4 landing on f3; White's man on e6 behind it (f7 empty) cannot be taken backwards
    assertEquals(Array.of("19x10"), moves(position(GAME, "B:W14,22:B19")));
    assertEquals(Array.of("19x10"), moves(position(GAME, "B:WK14:B19")));
    assertEquals(Array.of("19-14", "19-15"), moves(position(GAME, "B:W22:B19")));
  }

  @Test
  void pt6_aManEndingOnTheFarRowIsCrownedAndPlaysAsAKingNextTurn() {
    VariantPosition p = position(GAME, "B:W25:B8");
    Move m = p.moveFor(sq(8), sq(4)).get();
    assertTrue(((Move.PieceMove) m).promotion().contains(Role.KING));
    VariantPosition after = p.playUnchecked(m);
    assertEquals(Piece.of(Side.BLACK, Role.KING), after.pieceAt(sq(4)).get());
    // the crowning ends the move: the opponent plays before the new king moves
    assertEquals(Side.WHITE, after.sideToMove());
    var refused = GAME.fromSetup(PositionText.read(GAME.notation(), "W:W31:B2").get()).getError();
    assertEquals(2, refused.size());
    assertTrue(refused.forAll(r -> r.code().equals("draughts.setup.man-on-far-row") && r.ruleId().equals("PT-6")));
  }

  @Test
  void pt7_aKingFlies() {
    // from a8 down the long diagonal to g2, White's man on h1 in the way
    assertEquals(Array.of("32-5", "32-10", "32-14", "32-19", "32-23", "32-28"), moves(position(GAME, "B:W1:BK32")));
    // a8 takes e4 over b7, c6, d5, landing on f3, g2 or h1
    assertEquals(Array.of("32x1", "32x5", "32x10"), moves(position(GAME, "B:W14:BK32")));
  }

  @Test
  void pt8_captureIsCompulsory() {
    VariantPosition p = position(GAME, "B:W14:B19,24");
    assertEquals(Array.of("19x10"), moves(p));
    MoveRejection why = p.moveFor(sq(24), sq(20)).getLeft();
    assertEquals("draughts.capture.compulsory", why.code());
    assertEquals("PT-8", why.ruleId());
  }

  @Test
  void pt9_aCaptureGoesOnAndItsPiecesAreLiftedAfterTheMove() {
    // d7 takes e6 landing on f5, then e4 landing on d3
    VariantPosition p = position(GAME, "B:W22,14:B27");
    assertEquals(Array.of("27x18x11"), moves(p));
    assertEquals(Array.of(sq(22), sq(14)), p.legalMoves().head().captured());
    VariantPosition after = p.playUnchecked(p.legalMoves().head());
    assertTrue(after.pieceAt(sq(22)).isEmpty());
    assertTrue(after.pieceAt(sq(14)).isEmpty());
    assertEquals(Piece.of(Side.BLACK, Role.MAN), after.pieceAt(sq(11)).get());
  }

  @Test
  void pt9_aTakenPieceStaysUntilTheMoveEndsAndBlocksTheKing() {
    // a8 takes d5 (landing f3), e2 (landing d1) and c2 (landing b3 or a4); from b3 the way on over d5 to e6 is
    // closed, d5 still standing
    assertEquals(Array.of("32x10x3x12", "32x10x3x16"), moves(position(GAME, "B:W19,6,7,22:BK32")));
  }

  @Test
  void pt10_1_quantityTheMostPiecesMustBeTaken() {
    // d7 takes two men (e6, e4); a6 takes one king (b5)
    VariantPosition p = position(GAME, "B:W22,14,K20:B27,24");
    assertEquals(Array.of("27x18x11"), moves(p));
    MoveRejection why = p.moveFor(sq(24), sq(15)).getLeft();
    assertEquals("draughts.capture.priority.most-pieces", why.code());
    assertEquals("PT-10.1", why.ruleId());
    assertEquals(p.legalMoves().toList(), why.instead().toList());
  }

  @Test
  void pt10_2_qualityAmongAsManyPiecesTheMostKings() {
    // d7 takes the man on e6, a6 the king on b5
    VariantPosition p = position(GAME, "B:W22,K20:B27,24");
    assertEquals(Array.of("24x15"), moves(p));
    MoveRejection why = p.moveFor(sq(27), sq(18)).getLeft();
    assertEquals("draughts.capture.priority.most-kings", why.code());
    assertEquals("PT-10.2", why.ruleId());
  }

  @Test
  void pt10_whetherAManOrAKingCapturesDoesNotMatter() {
    // the king on g8 takes c4 (landing b3 or a2), the man on g6 takes f5: one man each
    assertEquals(Array.of("21x14", "29x8", "29x12"), moves(position(GAME, "B:W18,15:B21,K29")));
  }

  @Test
  void pt11_aManReachingTheFarRowInACaptureStopsThere() {
    // b3 takes c2 and is crowned on d1; as a king it could take e2 (f3 empty)
    VariantPosition p = position(GAME, "B:W7,6:B12");
    assertEquals(Array.of("12x3"), moves(p));
    assertTrue(((Move.PieceMove) p.legalMoves().head()).promotion().contains(Role.KING));
    assertEquals(Piece.of(Side.WHITE, Role.MAN), p.playUnchecked(p.legalMoves().head()).pieceAt(sq(6)).get());
  }

  @Test
  void pt11a_twoRoutesThatTakeTheSamePiecesAreOneMove() {
    // the king on d5 takes e4, e2, c2 and c4 round a loop either way, back on d5
    String fen = "B:W15,14,7,6:BK19";
    DraughtsVariant routes = DraughtsVariant.of(DraughtsRules.PORTUGUESE.toBuilder().id("portuguese-routes")
        .moveIdentity(DraughtsRules.MoveIdentity.ROUTES).build());
    assertEquals(1, position(GAME, fen).legalMoves().count(m -> m.destination().contains(sq(19))));
    assertEquals(2, position(routes, fen).legalMoves().count(m -> m.destination().contains(sq(19))));
    assertTrue(position(GAME, fen).legalMoves().forAll(m -> m.captured().size() == 4));
  }

  @Test
  void pt12_noPiecesOrNoMoveLoses() {
    Outcome none = position(GAME, "B:W12:B").outcome().get();
    assertEquals(Side.WHITE, none.winner().get());
    assertEquals("draughts.end.no-pieces", none.termination().code());
    assertEquals("PT-12", none.termination().ruleId());
    // Black's man on h7 is blocked: g6 taken, and f5 behind it too
    Outcome blocked = position(GAME, "B:W21,18:B25").outcome().get();
    assertEquals(Side.WHITE, blocked.winner().get());
    assertEquals("draughts.end.blocked", blocked.termination().code());
    assertEquals("PT-12", blocked.termination().ruleId());
  }

  @Test
  void pt13_theThirdRepetitionDrawsAndNoMoveLimitIsPlayedYet() {
    assertEquals(3, GAME.repetitionRule().get().occurrences());
    assertEquals("draughts.variant.end.repetition", GAME.repetitionRule().get().termination().code());
    assertEquals("PT-13", GAME.repetitionRule().get().termination().ruleId());
    assertTrue(GAME.drawByAgreement());
    // no count of king moves: the position has no such field and a king's move counts nothing
    assertTrue(GAME.notation().fields().forAll(f -> !f.name().equals(DraughtsVariant.NO_PROGRESS_FIELD)));
    VariantPosition kings = position(GAME, "W:WK1:BK32");
    VariantPosition after = kings.playUnchecked(kings.legalMoves().head());
    assertEquals(0, after.noProgressPlies());
    assertTrue(after.outcome().isEmpty());
  }
}
