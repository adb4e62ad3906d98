package io.github.tabla.games.draughts;

import static io.github.tabla.games.draughts.VariantPositions.moves;
import static io.github.tabla.games.draughts.VariantPositions.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.BoardShape;
import io.github.tabla.core.Move;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Role;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.notation.move.MoveWriter;
import io.github.tabla.notation.position.PositionText;
import io.vavr.collection.Array;
import org.junit.jupiter.api.Test;

/** Every rule of {@code docs/rules/international-draughts.md}, by its id. */
class InternationalDraughtsRulesTest {
  private static final DraughtsVariant GAME = DraughtsVariant.of(DraughtsRules.INTERNATIONAL);
  private static final BoardShape TEN = BoardShape.of(10, 10);

  private static Square sq(int n) {
    return GAME.square(String.valueOf(n));
  }

  private static Square at(String name) {
    return TEN.parse(name).get();
  }

  @Test
  void in1_theBoardIsTenByTenWithFiftyDarkSquaresA1Dark() {
    assertTenByTenWithA1Dark(GAME);
  }

  @Test
  void in2_theNumbersRunFromBlacksSide() {
    assertNumberedFromBlacksSide(GAME);
  }

  /** IN-1, and the same board of other 10×10 variants: 50 dark squares, {@code a1} dark. */
  static void assertTenByTenWithA1Dark(DraughtsVariant game) {
    SquareNaming names = game.notation().squares();
    assertEquals(TEN, names.board());
    assertEquals(50, TEN.squares().count(names::names));
    assertTrue(names.names(Square.A1));
    assertFalse(names.names(at("j1")));
    assertTrue(TEN.squares().filter(names::names).forAll(Square::isDark));
  }

  /** IN-2, and the same numbering of other 10×10 variants: 1 = b10 ... 50 = i1. */
  static void assertNumberedFromBlacksSide(DraughtsVariant game) {
    assertEquals(at("b10"), game.square("1"));
    assertEquals(at("j10"), game.square("5"));
    assertEquals(at("a9"), game.square("6"));
    assertEquals(at("a1"), game.square("46"));
    assertEquals(at("i1"), game.square("50"));
  }

  @Test
  void in3_blackMenOn1To20WhiteOn31To50AndWhiteMovesFirst() {
    VariantPosition start = GAME.start();
    assertEquals(Side.WHITE, start.sideToMove());
    for (int n = 1; n <= 50; n++) {
      Side expected = n <= 20 ? Side.BLACK : n >= 31 ? Side.WHITE : null;
      assertEquals(expected == null ? null : Piece.of(expected, Role.MAN), start.pieceAt(sq(n)).getOrNull(),
          "square " + n);
    }
    assertEquals(Array.of("31-26", "31-27", "32-27", "32-28", "33-28", "33-29", "34-29", "34-30", "35-30"),
        moves(start));
    // a text that counts no moves with Black to move: White has made the first
    VariantPosition counted = GAME.fromSetup(PositionText.read(GAME.notation(), "B:W32:B19").get()).get();
    assertEquals(Side.BLACK, counted.sideToMove());
    assertEquals("B:W32:B19:white-moves=1", PositionText.write(GAME.notation(), counted.toSetup()));
  }

  @Test
  void in4_capturesAreWrittenByTheirEndsAndPositionsInPdn() {
    VariantPosition p = position(GAME, "W:W32:B27,17");
    MoveWriter writer = new MoveWriter(GAME.notation());
    assertEquals("32x12", writer.writeCompact(p, p.legalMoves().head()));
    assertEquals("32x21x12", writer.write(p.legalMoves().head()));
    assertEquals("W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50"
            + ":B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20",
        PositionText.write(GAME.notation(), GAME.start().toSetup()));
  }

  @Test
  void in5_aManStepsForwardAndCapturesBackwardsToo() {
    assertEquals(Array.of("32-27", "32-28"), moves(position(GAME, "W:W32:B5")));
    assertEquals(Array.of("32x41"), moves(position(GAME, "W:W32:B37")));
    assertEquals(Array.of("32x41"), moves(position(GAME, "W:W32:BK37")));
  }

  @Test
  void in6_aManEndingOnTheFarRowIsCrowned() {
    VariantPosition p = position(GAME, "W:W6:B45");
    Move m = p.moveFor(sq(6), sq(1)).get();
    assertEquals(Piece.of(Side.WHITE, Role.KING), p.playUnchecked(m).pieceAt(sq(1)).get());
    var refused = GAME.fromSetup(PositionText.read(GAME.notation(), "W:W6:B50").get()).getError().head();
    assertEquals("draughts.setup.man-on-far-row", refused.code());
    assertEquals("IN-6", refused.ruleId());
  }

  @Test
  void in7_aKingFliesAndCapturesAtADistance() {
    // from a1 along the long diagonal, up to the man on j10
    assertEquals(Array.of("46-10", "46-14", "46-19", "46-23", "46-28", "46-32", "46-37", "46-41"),
        moves(position(GAME, "W:WK46:B5")).sorted());
    // the man on e5 is taken from a1, the king landing on any empty square behind it
    assertEquals(Array.of("46x10", "46x14", "46x19", "46x23", "46x5"), moves(position(GAME, "W:WK46:B28")).sorted());
  }

  @Test
  void in8_captureIsCompulsory() {
    VariantPosition p = position(GAME, "W:W32,45:B27");
    assertEquals(Array.of("32x21"), moves(p));
    MoveRejection why = p.moveFor(sq(45), sq(40)).getLeft();
    assertEquals("draughts.capture.compulsory", why.code());
    assertEquals("IN-8", why.ruleId());
  }

  @Test
  void in9_aCaptureGoesOnAndItsPiecesLeaveAfterTheMove() {
    VariantPosition p = position(GAME, "W:W32:B27,17");
    assertEquals(Array.of("32x21x12"), moves(p));
    VariantPosition after = p.playUnchecked(p.legalMoves().head());
    assertTrue(after.pieceAt(sq(27)).isEmpty());
    assertTrue(after.pieceAt(sq(17)).isEmpty());
  }

  @Test
  void in10_1_theCaptureOfTheMostPiecesMustBePlayedAKingCountingOne() {
    VariantPosition p = position(GAME, "W:W32,35:B27,17,K30");
    assertEquals(Array.of("32x21x12"), moves(p));
    MoveRejection why = p.moveFor(sq(35), sq(24)).getLeft();
    assertEquals("draughts.capture.priority.most-pieces", why.code());
    assertEquals("IN-10.1", why.ruleId());
    assertEquals(p.legalMoves().toList(), why.instead().toList());
  }

  @Test
  void in11_aManPassingTheFarRowInACaptureStaysAMan() {
    VariantPosition p = position(GAME, "W:W13:B9,10");
    assertEquals(Array.of("13x4x15"), moves(p));
    Move.PieceMove m = (Move.PieceMove) p.legalMoves().head();
    assertTrue(m.promotion().isEmpty());
    assertEquals(Piece.of(Side.WHITE, Role.MAN), p.playUnchecked(m).pieceAt(sq(15)).get());
  }

  @Test
  void in11a_twoRoutesThatTakeTheSamePiecesAreOneMove() {
    // the king on d4 takes c5, c7, e7 and e5 round a loop either way, back on d4
    String fen = "W:WK32:B27,17,18,28";
    DraughtsVariant routes = DraughtsVariant.of(DraughtsRules.INTERNATIONAL.toBuilder().id("international-routes")
        .moveIdentity(DraughtsRules.MoveIdentity.ROUTES).build());
    assertEquals(1, position(GAME, fen).legalMoves().count(m -> m.destination().contains(sq(32))));
    assertEquals(2, position(routes, fen).legalMoves().count(m -> m.destination().contains(sq(32))));
    assertTrue(position(GAME, fen).legalMoves().forAll(m -> m.captured().size() == 4));
  }

  @Test
  void in12_noPiecesOrNoMoveLoses() {
    Outcome none = position(GAME, "W:W:B1").outcome().get();
    assertEquals(Side.BLACK, none.winner().get());
    assertEquals("draughts.end.no-pieces", none.termination().code());
    assertEquals("IN-12", none.termination().ruleId());
    // the White man on 46 is blocked by the Black men on 41 and 37
    Outcome blocked = position(GAME, "W:W46:B41,37").outcome().get();
    assertEquals(Side.BLACK, blocked.winner().get());
    assertEquals("draughts.end.blocked", blocked.termination().code());
  }

  @Test
  void in13_twentyFiveMovesEachWithOnlyKingsDraw() {
    VariantPosition almost = GAME.fromSetup(position(GAME, "W:WK46:BK5").toSetup()
        .withField(DraughtsVariant.NO_PROGRESS_FIELD, "49")).get();
    Outcome drawn = almost.playUnchecked(almost.legalMoves().head()).outcome().get();
    assertTrue(drawn.isDraw());
    assertEquals("draughts.variant.end.no-progress", drawn.termination().code());
    assertEquals("IN-13", drawn.termination().ruleId());
    assertEquals(3, GAME.repetitionRule().get().occurrences());
    assertTrue(GAME.drawByAgreement());
  }

  @Test
  void in13_4_endingsAgainstALoneKingAreLimited() {
    // three kings against one: 16 moves each, counted from the capture that made the ending
    VariantPosition before = position(GAME, "W:WK46,K47,K36:BK5,31");
    Move take = before.legalMoves().head();
    assertEquals(1, take.captured().size());
    VariantPosition ending = before.playUnchecked(take);
    assertEquals(0, ending.endgamePlies());
    VariantPosition next = ending.playUnchecked(ending.legalMoves().head());
    assertEquals(1, next.endgamePlies());
    assertEquals(next.hash(), GAME.fromSetup(next.toSetup()).get().hash(), "the count is part of the key");
    VariantPosition late = GAME.fromSetup(position(GAME, "W:WK46,K47,K48:BK5").toSetup()
        .withField(DraughtsVariant.ENDGAME_FIELD, "31")).get();
    assertTrue(late.legalMoves().head().captured().isEmpty());
    Outcome drawn = late.playUnchecked(late.legalMoves().head()).outcome().get();
    assertTrue(drawn.isDraw());
    assertEquals("draughts.variant.end.endgame-limit", drawn.termination().code());
    assertEquals("IN-13", drawn.termination().ruleId());
    // two pieces, a king among them, against one king: 5 moves each
    VariantPosition two = GAME.fromSetup(position(GAME, "W:WK46,30:BK5").toSetup()
        .withField(DraughtsVariant.ENDGAME_FIELD, "9")).get();
    VariantPosition after = two.playUnchecked(two.legalMoves().find(m -> m.origin().contains(sq(46))).get());
    assertEquals("draughts.variant.end.endgame-limit", after.outcome().get().termination().code());
    assertTrue(after.legalMoves().isEmpty(), "a drawn game has no moves");
    // a count beyond the ending's limit, or in a position with no limit, is refused
    assertTrue(GAME.fromSetup(position(GAME, "W:WK46,K47,K48:BK5").toSetup()
        .withField(DraughtsVariant.ENDGAME_FIELD, "33")).isInvalid());
    // at the limit: the drawn position a game reaches, read back as written
    VariantPosition over = GAME.fromSetup(position(GAME, "W:WK46,K47,K48:BK5").toSetup()
        .withField(DraughtsVariant.ENDGAME_FIELD, "32")).get();
    assertEquals("draughts.variant.end.endgame-limit", over.outcome().get().termination().code());
    assertEquals(over, GAME.fromSetup(over.toSetup()).get());
    assertTrue(GAME.fromSetup(position(GAME, "W:WK46,K47,K48,K49:BK5").toSetup()
        .withField(DraughtsVariant.ENDGAME_FIELD, "1")).isInvalid());
    for (String bad : new String[] {"-1", "x", "99999999999999999999"}) {
      var problem = GAME.fromSetup(position(GAME, "W:WK46,K47,K48:BK5").toSetup()
          .withField(DraughtsVariant.ENDGAME_FIELD, bad)).getError().head();
      assertEquals("IN-13", problem.ruleId(), bad);
    }
    // four kings against one have no limit: nothing is counted
    VariantPosition four = position(GAME, "W:WK46,K47,K48,K49:BK5");
    assertEquals(0, four.playUnchecked(four.legalMoves().head()).endgamePlies());
    // a man crowned starts the count again
    VariantPosition crowning = GAME.fromSetup(position(GAME, "W:WK46,7:BK35").toSetup()
        .withField(DraughtsVariant.ENDGAME_FIELD, "4")).get();
    VariantPosition crowned = crowning.playUnchecked(crowning.legalMoves().find(m -> m.origin().contains(sq(7))).get());
    assertEquals(0, crowned.endgamePlies());
  }
}
