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

/** Every rule of {@code docs/rules/canadian-draughts.md}, by its id: International rules on 12×12. */
class CanadianDraughtsRulesTest {
  private static final DraughtsVariant GAME = DraughtsVariant.of(DraughtsRules.CANADIAN);
  private static final BoardShape TWELVE = BoardShape.of(12, 12);

  private static Square sq(int n) {
    return GAME.square(String.valueOf(n));
  }

  private static Square at(String name) {
    return TWELVE.parse(name).get();
  }

  @Test
  void ca1_theBoardIsTwelveByTwelveWithSeventyTwoDarkSquaresA1Dark() {
    SquareNaming names = GAME.notation().squares();
    assertEquals(TWELVE, names.board());
    assertEquals(72, TWELVE.squares().count(names::names));
    assertTrue(names.names(Square.A1));
    assertFalse(names.names(at("l1")));
    assertTrue(TWELVE.squares().filter(names::names).forAll(Square::isDark));
    assertEquals(72, DraughtsRules.CANADIAN.squares());
  }

  @Test
  void ca2_theNumbersRunFromBlacksSide() {
    assertEquals(at("b12"), sq(1));
    assertEquals(at("l12"), sq(6));
    assertEquals(at("a11"), sq(7));
    assertEquals(at("a1"), sq(67));
    assertEquals(at("k1"), sq(72));
  }

  @Test
  void ca3_blackMenOn1To30WhiteOn43To72AndWhiteMovesFirst() {
    VariantPosition start = GAME.start();
    assertEquals(Side.WHITE, start.sideToMove());
    for (int n = 1; n <= 72; n++) {
      Side expected = n <= 30 ? Side.BLACK : n >= 43 ? Side.WHITE : null;
      assertEquals(expected == null ? null : Piece.of(expected, Role.MAN), start.pieceAt(sq(n)).getOrNull(),
          "square " + n);
    }
    assertEquals(Array.of("43-37", "44-37", "44-38", "45-38", "45-39", "46-39", "46-40", "47-40", "47-41", "48-41",
        "48-42"), moves(start));
    // a text that counts no moves with Black to move: White has made the first
    VariantPosition counted = GAME.fromSetup(PositionText.read(GAME.notation(), "B:W40:B33").get()).get();
    assertEquals(Side.BLACK, counted.sideToMove());
    assertEquals("B:W40:B33:white-moves=1", PositionText.write(GAME.notation(), counted.toSetup()));
  }

  @Test
  void ca4_capturesAreWrittenByTheirEndsAndPositionsInPdn() {
    VariantPosition p = position(GAME, "W:W50:B44,32");
    MoveWriter writer = new MoveWriter(GAME.notation());
    assertEquals("50x26", writer.writeCompact(p, p.legalMoves().head()));
    assertEquals("50x37x26", writer.write(p.legalMoves().head()));
    StringBuilder white = new StringBuilder();
    StringBuilder black = new StringBuilder();
    for (int n = 1; n <= 30; n++) {
      black.append(n == 1 ? "" : ",").append(n);
      white.append(n == 1 ? "" : ",").append(n + 42);
    }
    assertEquals("W:W" + white + ":B" + black, PositionText.write(GAME.notation(), GAME.start().toSetup()));
    assertEquals(GAME.start(), position(GAME, "W:W" + white + ":B" + black));
  }

  @Test
  void ca5_aManStepsForwardAndCapturesBackwardsToo() {
    assertEquals(Array.of("50-44", "50-45"), moves(position(GAME, "W:W50:B5")));
    assertEquals(Array.of("50x61"), moves(position(GAME, "W:W50:B56")));
    assertEquals(Array.of("50x61"), moves(position(GAME, "W:W50:BK56")));
  }

  @Test
  void ca6_aManEndingOnTheFarRowIsCrowned() {
    VariantPosition p = position(GAME, "W:W7:B30");
    Move m = p.moveFor(sq(7), sq(1)).get();
    assertEquals(Piece.of(Side.WHITE, Role.KING), p.playUnchecked(m).pieceAt(sq(1)).get());
    var refused = GAME.fromSetup(PositionText.read(GAME.notation(), "W:W7:B72").get()).getError().head();
    assertEquals("draughts.setup.man-on-far-row", refused.code());
    assertEquals("CA-6", refused.ruleId());
  }

  @Test
  void ca7_aKingFliesAndCapturesAtADistance() {
    // from a1 along the long diagonal, up to the man on l12
    assertEquals(Array.of("67-12", "67-17", "67-23", "67-28", "67-34", "67-39", "67-45", "67-50", "67-56", "67-61"),
        moves(position(GAME, "W:WK67:B6")).sorted());
    // the man on g7 is taken from a1, the king landing on any empty square behind it
    assertEquals(Array.of("67x12", "67x17", "67x23", "67x28", "67x6"), moves(position(GAME, "W:WK67:B34")).sorted());
  }

  @Test
  void ca8_captureIsCompulsory() {
    VariantPosition p = position(GAME, "W:W50,60:B44");
    assertEquals(Array.of("50x37"), moves(p));
    MoveRejection why = p.moveFor(sq(60), sq(54)).getLeft();
    assertEquals("draughts.capture.compulsory", why.code());
    assertEquals("CA-8", why.ruleId());
  }

  @Test
  void ca9_aCaptureGoesOnAndItsPiecesLeaveAfterTheMove() {
    VariantPosition p = position(GAME, "W:W50:B44,32");
    assertEquals(Array.of("50x37x26"), moves(p));
    VariantPosition after = p.playUnchecked(p.legalMoves().head());
    assertTrue(after.pieceAt(sq(44)).isEmpty());
    assertTrue(after.pieceAt(sq(32)).isEmpty());
    assertEquals(Piece.of(Side.WHITE, Role.MAN), after.pieceAt(sq(26)).get());
  }

  @Test
  void ca10_1_theCaptureOfTheMostPiecesMustBePlayedAKingCountingOne() {
    VariantPosition p = position(GAME, "W:W50,60:B44,32,K53");
    assertEquals(Array.of("50x37x26"), moves(p));
    MoveRejection why = p.moveFor(sq(60), sq(47)).getLeft();
    assertEquals("draughts.capture.priority.most-pieces", why.code());
    assertEquals("CA-10.1", why.ruleId());
    assertEquals(p.legalMoves().toList(), why.instead().toList());
  }

  @Test
  void ca11_aManPassingTheFarRowInACaptureStaysAMan() {
    VariantPosition p = position(GAME, "W:W14:B9,10");
    assertEquals(Array.of("14x3x16"), moves(p));
    Move.PieceMove m = (Move.PieceMove) p.legalMoves().head();
    assertTrue(m.promotion().isEmpty());
    assertEquals(Piece.of(Side.WHITE, Role.MAN), p.playUnchecked(m).pieceAt(sq(16)).get());
  }

  @Test
  void ca11a_twoRoutesThatTakeTheSamePiecesAreOneMove() {
    // the king on 39 takes 33, 21, 22 and 34 round a loop either way, back on 39
    String fen = "W:WK39:B33,21,22,34";
    DraughtsVariant routes = DraughtsVariant.of(DraughtsRules.CANADIAN.toBuilder().id("canadian-routes")
        .moveIdentity(DraughtsRules.MoveIdentity.ROUTES).build());
    assertEquals(1, position(GAME, fen).legalMoves().count(m -> m.destination().contains(sq(39))));
    assertEquals(2, position(routes, fen).legalMoves().count(m -> m.destination().contains(sq(39))));
    assertTrue(position(GAME, fen).legalMoves().forAll(m -> m.captured().size() == 4));
  }

  @Test
  void ca12_noPiecesOrNoMoveLoses() {
    Outcome none = position(GAME, "W:W:B1").outcome().get();
    assertEquals(Side.BLACK, none.winner().get());
    assertEquals("draughts.end.no-pieces", none.termination().code());
    assertEquals("CA-12", none.termination().ruleId());
    // the White man on 67 is blocked by the Black men on 61 and 56
    Outcome blocked = position(GAME, "W:W67:B61,56").outcome().get();
    assertEquals(Side.BLACK, blocked.winner().get());
    assertEquals("draughts.end.blocked", blocked.termination().code());
  }

  @Test
  void ca13_twentyFiveMovesEachWithOnlyKingsDraw() {
    VariantPosition almost = GAME.fromSetup(position(GAME, "W:WK67:BK6").toSetup()
        .withField(DraughtsVariant.NO_PROGRESS_FIELD, "49")).get();
    Outcome drawn = almost.playUnchecked(almost.legalMoves().head()).outcome().get();
    assertTrue(drawn.isDraw());
    assertEquals("draughts.variant.end.no-progress", drawn.termination().code());
    assertEquals("CA-13", drawn.termination().ruleId());
    assertEquals(3, GAME.repetitionRule().get().occurrences());
    assertTrue(GAME.drawByAgreement());
  }

  @Test
  void ca13_4_endingsAgainstALoneKingAreLimited() {
    // three kings against one: 16 moves each
    VariantPosition late = GAME.fromSetup(position(GAME, "W:WK67,K68,K69:BK6").toSetup()
        .withField(DraughtsVariant.ENDGAME_FIELD, "31")).get();
    assertTrue(late.legalMoves().head().captured().isEmpty());
    Outcome drawn = late.playUnchecked(late.legalMoves().head()).outcome().get();
    assertTrue(drawn.isDraw());
    assertEquals("draughts.variant.end.endgame-limit", drawn.termination().code());
    assertEquals("CA-13", drawn.termination().ruleId());
    // two pieces, a king among them, against one king: 5 moves each
    VariantPosition two = GAME.fromSetup(position(GAME, "W:WK67,40:BK6").toSetup()
        .withField(DraughtsVariant.ENDGAME_FIELD, "9")).get();
    VariantPosition after = two.playUnchecked(two.legalMoves().find(m -> m.origin().contains(sq(67))).get());
    assertEquals("draughts.variant.end.endgame-limit", after.outcome().get().termination().code());
    assertTrue(GAME.fromSetup(position(GAME, "W:WK67,K68,K69:BK6").toSetup()
        .withField(DraughtsVariant.ENDGAME_FIELD, "33")).isInvalid());
    // the count is part of the key and reads back as written
    VariantPosition counted = GAME.fromSetup(position(GAME, "W:WK67,K68,K69:BK6").toSetup()
        .withField(DraughtsVariant.ENDGAME_FIELD, "7")).get();
    assertEquals(7, counted.endgamePlies());
    assertEquals(counted, GAME.fromSetup(counted.toSetup()).get());
    assertEquals(counted.hash(), GAME.fromSetup(counted.toSetup()).get().hash());
  }
}
