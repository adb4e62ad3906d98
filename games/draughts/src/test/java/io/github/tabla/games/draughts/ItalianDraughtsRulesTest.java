package io.github.tabla.games.draughts;

import static io.github.tabla.games.draughts.Fen.path;
import static io.github.tabla.games.draughts.Fen.position;
import static io.github.tabla.games.draughts.Fen.sq;
import static io.github.tabla.games.draughts.Fen.texts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Move;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Role;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareSet;
import io.github.tabla.core.record.GameRecord;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every example and rule of {@code rules/italian-draughts.md}, one named test each. */
class ItalianDraughtsRulesTest {

  private static MoveRejection rejection(DraughtsPosition p, String move) {
    Either<MoveRejection, Move> m = p.moveFor(path(move));
    assertTrue(m.isLeft(), () -> move + " should be illegal in " + p + " but is " + m);
    return m.getLeft();
  }

  private static MoveRejection.RuleBroken broken(DraughtsPosition p, String move, String code, String ruleId) {
    MoveRejection r = rejection(p, move);
    MoveRejection.RuleBroken b = assertInstanceOf(MoveRejection.RuleBroken.class, r, () -> move + ": " + r);
    assertEquals(code, b.code(), () -> move + ": " + b);
    assertEquals(ruleId, b.ruleId(), () -> move + ": " + b);
    return b;
  }

  // ------------------------------------------------------------------ board and start

  @Test
  void id2_numberingMapsOntoTheBoard() {
    String[] expected = {"a8", "c8", "e8", "g8", "b7", "d7", "f7", "h7", "a6"};
    for (int n = 1; n <= expected.length; n++) {
      assertEquals(expected[n - 1], sq(n).text());
    }
    assertEquals("b3", sq(21).text());
    assertEquals("d3", sq(22).text());
    assertEquals("f3", sq(23).text());
    assertEquals("h3", sq(24).text());
    assertEquals("a2", sq(25).text());
    assertEquals("b1", sq(29).text());
    assertEquals("d1", sq(30).text());
    assertEquals("h1", sq(32).text());
  }

  @Test
  void id1_bottomRightCornerIsDarkAndPlayed() {
    DraughtsPosition p = Fen.GAME.start();
    assertEquals(Piece.of(Side.WHITE, Role.MAN), p.pieceAt(Square.H1).get());
    assertTrue(p.pieceAt(Square.A1).isEmpty());
  }

  @Test
  void id3_startHasBlackOn1to12WhiteOn21to32AndWhiteMovesFirst() {
    DraughtsPosition p = Fen.GAME.start();
    assertEquals(Side.WHITE, p.sideToMove());
    assertEquals(position("W:W21-32:B1-12"), p);
    for (int n = 13; n <= 20; n++) {
      assertTrue(p.pieceAt(sq(n)).isEmpty());
    }
    assertEquals(12, p.men(Side.WHITE).size());
    assertEquals(12, p.men(Side.BLACK).size());
    assertEquals(Array.of("21-17", "21-18", "22-18", "22-19", "23-19", "23-20", "24-20"), texts(p.legalMoves()));
  }

  @Test
  void id4_aStepIsWrittenOriginDashDestination_22_19() {
    DraughtsPosition p = Fen.GAME.start();
    Move m = p.moveFor(path("22-19")).get();
    assertEquals("22-19", Fen.text(m));
    assertEquals(Array.of(Square.D3, Square.E4), m.path());
    assertTrue(m.captured().isEmpty());
    DraughtsPosition after = p.play(Square.D3, Square.E4).get();
    assertEquals(Side.BLACK, after.sideToMove());
    assertEquals(Piece.of(Side.WHITE, Role.MAN), after.pieceAt(sq(19)).get());
  }

  @Test
  void id4_aCaptureListsEveryLandingSquare_29x22x15x6() {
    DraughtsPosition p = position("W:W29,31:B26,19,11,3");
    assertEquals(Array.of("29x22x15x6"), texts(p.legalMoves()));
    Move m = p.legalMoves().head();
    assertEquals(path("29x22x15x6"), m.path());
    assertEquals(Array.of(sq(26), sq(19), sq(11)), m.captured());
    DraughtsPosition after = p.playUnchecked(m);
    assertEquals(SquareSet.of(sq(3)), after.pieces(Side.BLACK));
    assertEquals(SquareSet.of(sq(6), sq(31)), after.men(Side.WHITE));
  }

  // ------------------------------------------------------------------ pieces

  @Test
  void id5_aManStepsOneSquareDiagonallyForward() {
    DraughtsPosition p = position("W:W22:B4");
    assertEquals(Array.of("22-18", "22-19"), texts(p.legalMoves()));
    DraughtsPosition b = position("B:W29:B10");
    assertEquals(Array.of("10-13", "10-14"), texts(b.legalMoves()));
  }

  @Test
  void id5_aManNeverMovesBackwards() {
    DraughtsPosition p = position("W:W22:B4");
    MoveRejection.RuleBroken r = broken(p, "22-26", DraughtsCode.MAN_BACKWARDS.key(), "ID-5");
    assertEquals(Array.of(sq(22), sq(26)), r.arguments());
    broken(p, "22-25", DraughtsCode.NOT_DIAGONAL_STEP.key(), "ID-5");
    broken(p, "22-14", DraughtsCode.NOT_DIAGONAL_STEP.key(), "ID-5");
  }

  @Test
  void id5_aManCapturesOnlyForwards() {
    // the black man on 27 is behind the white man on 23 with 30 empty: no capture
    DraughtsPosition p = position("W:W23:B27,4");
    assertFalse(p.legalMoves().exists(Move::isCapture));
    broken(p, "23x30", DraughtsCode.MAN_BACKWARDS.key(), "ID-5");
  }

  @Test
  void id5_menNeverCaptureKings_W23_BK11_19_K29() {
    DraughtsPosition p = position("W:W23:BK11,19,K29");
    assertEquals(Array.of("23x14"), texts(p.legalMoves()));
    MoveRejection.RuleBroken r = broken(p, "23x14x7", DraughtsCode.MAN_CANNOT_CAPTURE_KING.key(), "ID-5");
    assertEquals(Array.of(sq(11)), r.arguments());
    assertEquals(SquareSet.of(sq(11)), r.squares());
  }

  @Test
  void id5_aManNextToALoneKingHasNoCapture() {
    DraughtsPosition p = position("W:W22:BK18,4");
    assertFalse(p.legalMoves().exists(Move::isCapture));
    broken(p, "22x13", DraughtsCode.MAN_CANNOT_CAPTURE_KING.key(), "ID-5");
  }

  @Test
  void id6_aManReachingTheFarRowIsCrowned() {
    DraughtsPosition p = position("W:W5:B28");
    Move m = p.moveFor(path("5-1")).get();
    assertEquals(io.vavr.control.Option.some(Role.KING), Fen.promotion(m));
    DraughtsPosition after = p.playUnchecked(m);
    assertEquals(Piece.of(Side.WHITE, Role.KING), after.pieceAt(sq(1)).get());
    DraughtsPosition b = position("B:WK1:B28");
    DraughtsPosition afterBlack = b.play(sq(28), sq(32)).get();
    assertEquals(Piece.of(Side.BLACK, Role.KING), afterBlack.pieceAt(sq(32)).get());
  }

  @Test
  void id7_aKingStepsOneSquareOnAllFourDiagonals() {
    DraughtsPosition p = position("W:WK22:B4");
    assertEquals(Array.of("22-18", "22-19", "22-26", "22-27"), texts(p.legalMoves()));
  }

  @Test
  void id7_thereIsNoFlyingKing() {
    DraughtsPosition p = position("W:WK22:B4");
    broken(p, "22-15", DraughtsCode.NOT_DIAGONAL_STEP.key(), "ID-7");
    broken(p, "22-11", DraughtsCode.NOT_DIAGONAL_STEP.key(), "ID-7");
  }

  @Test
  void id7_aKingCapturesForwardsAndBackwards() {
    DraughtsPosition p = position("W:WK18:B22,4");
    assertEquals(Array.of("18x27"), texts(p.legalMoves()));
    DraughtsPosition q = position("W:WK18:BK14,K22,4");
    assertEquals(Array.of("18x11", "18x27"), texts(q.legalMoves()));
  }

  // ------------------------------------------------------------------ capturing

  @Test
  void id8_captureIsCompulsory() {
    DraughtsPosition p = position("W:W22,28:B18,4");
    assertEquals(Array.of("22x13"), texts(p.legalMoves()));
    MoveRejection.RuleBroken r = broken(p, "28-24", DraughtsCode.CAPTURE_COMPULSORY.key(), "ID-8");
    assertEquals(texts(p.legalMoves()), texts(r.instead()));
    assertEquals(Array.of("22x13"), r.arguments());
    broken(p, "22-19", DraughtsCode.CAPTURE_COMPULSORY.key(), "ID-8");
  }

  @Test
  void id8_aJumpNeedsAnOpponentsPieceInBetween() {
    DraughtsPosition p = position("W:WK22,18:B14,4");
    broken(p, "22x13", DraughtsCode.CAPTURE_NOTHING_TO_JUMP.key(), "ID-8");
  }

  @Test
  void id9_theSamePieceGoesOnCapturing() {
    DraughtsPosition p = position("W:W31:B27,19,4");
    assertEquals(Array.of("31x22x15"), texts(p.legalMoves()));
    MoveRejection.RuleBroken r = broken(p, "31x22", DraughtsCode.CAPTURE_MUST_CONTINUE.key(), "ID-9");
    assertEquals(Array.of("31x22x15"), texts(r.instead()));
  }

  @Test
  void id9_capturedPiecesStayUntilTheEndAndAreNotJumpedTwice() {
    // the king on 22 takes 18 and 10; landing back over 14 would need the square of the taken 18 empty
    DraughtsPosition p = position("W:WK22:B18,10,14,4");
    for (Move m : p.allCaptures()) {
      assertEquals(m.captured().size(), m.captured().distinct().size(), () -> "piece jumped twice in " + m);
    }
    broken(p, "22x13x22x13", DraughtsCode.CAPTURE_TWICE.key(), "ID-9");
  }

  @Test
  void id10_1_mostPieces_WK11_BK6_14_22() {
    DraughtsPosition p = position("W:WK11:BK6,14,22");
    assertEquals(Array.of("11x18x27"), texts(p.legalMoves()));
    MoveRejection.RuleBroken r = broken(p, "11x2", DraughtsCode.PRIORITY_MOST_PIECES.key(), "ID-10.1");
    assertEquals(Array.of("11x18x27"), texts(r.instead()));
    assertEquals(Array.of("11x18x27", 2, 1), r.arguments());
  }

  @Test
  void id10_2_captureWithTheKing_W27_K28_B2_23() {
    DraughtsPosition p = position("W:W27,K28:B2,23");
    assertEquals(Array.of("28x19"), texts(p.legalMoves()));
    MoveRejection.RuleBroken r = broken(p, "27x20", DraughtsCode.PRIORITY_WITH_KING.key(), "ID-10.2");
    assertEquals(Array.of("28x19"), texts(r.instead()));
    assertEquals(Array.of("28x19"), r.arguments());
  }

  @Test
  void id10_3_mostKings_WK9_K19_27_B1_K13_14_15_K21_K28() {
    DraughtsPosition p = position("W:WK9,K19,27:B1,K13,14,15,K21,K28");
    assertEquals(Array.of("19x10x17x26"), texts(p.legalMoves()));
    MoveRejection.RuleBroken r = broken(p, "9x18x11x20", DraughtsCode.PRIORITY_MOST_KINGS.key(), "ID-10.3");
    assertEquals(Array.of("19x10x17x26", 2, 1), r.arguments());
  }

  @Test
  void id10_4_earliestKing_WK2_K12_B6_K7() {
    DraughtsPosition p = position("W:WK2,K12:B6,K7");
    assertEquals(Array.of("12x3x10"), texts(p.legalMoves()));
    MoveRejection.RuleBroken r = broken(p, "2x11x4", DraughtsCode.PRIORITY_EARLIEST_KING.key(), "ID-10.4");
    assertEquals(Array.of("12x3x10", "1", "2"), r.arguments());
  }

  @Test
  void id10_3_kingsCountAsKings_WK10_14_BK6_13() {
    DraughtsPosition p = position("W:WK10,14:BK6,13");
    assertEquals(Array.of("10x3"), texts(p.legalMoves()));
    broken(p, "10x17", DraughtsCode.PRIORITY_MOST_KINGS.key(), "ID-10.3");
  }

  @Test
  void id10_4_decisionLexicographicJumpNumbers_WK30_BK26_K27_K18_20_10_K12() {
    DraughtsPosition p = position("W:WK30:BK26,K27,K18,20,10,K12");
    assertEquals(Array.of("30x21x14x5", "30x23x16x7"), texts(p.allCaptures()));
    assertEquals(Array.of("30x21x14x5"), texts(p.legalMoves()));
    MoveRejection.RuleBroken r = broken(p, "30x23x16x7", DraughtsCode.PRIORITY_EARLIEST_KING.key(), "ID-10.4");
    assertEquals(Array.of("30x21x14x5", "1, 2", "1, 3"), r.arguments());
    Move slower = p.allCaptures().last();
    assertEquals(io.github.tabla.games.draughts.capture.Capture.of(3, true, 1, 3), p.describe(slower).get());
    assertEquals("ID-10.4", p.ruling(slower).get().criterion().ruleId());
  }

  @Test
  void id10_capturesEqualOnAllFourCriteriaAreAFreeChoice() {
    DraughtsPosition p = position("W:W22,24:B18,20,4");
    assertEquals(Array.of("22x13", "24x15"), texts(p.legalMoves()));
    assertTrue(p.ruling(p.legalMoves().head()).isEmpty());
  }

  @Test
  void id11_promotionDuringACaptureEndsIt() {
    // as a king on 3 the piece could go on over 7, but a man stops on the far row
    DraughtsPosition p = position("W:W10:B6,7,24");
    assertEquals(Array.of("10x3"), texts(p.legalMoves()));
    assertEquals(io.vavr.control.Option.some(Role.KING), Fen.promotion(p.legalMoves().head()));
    broken(p, "10x3x12", DraughtsCode.CAPTURE_PROMOTION_ENDS.key(), "ID-11");
    DraughtsPosition after = p.playUnchecked(p.legalMoves().head());
    assertEquals(Piece.of(Side.WHITE, Role.KING), after.pieceAt(sq(3)).get());
  }

  @Test
  void id11a_aKingMayEndOnItsStartSquareAndLoopBothWays() {
    DraughtsPosition p = position("W:WK22:B18,10,11,19,1");
    Seq<String> loops = texts(p.legalMoves());
    assertEquals(Array.of("22x13x6x15x22", "22x15x6x13x22"), loops);
    Move a = p.legalMoves().get(0);
    Move b = p.legalMoves().get(1);
    assertEquals(a.captured().toSet(), b.captured().toSet());
    assertInstanceOf(MoveRejection.Ambiguous.class, p.moveFor(sq(22), sq(22)).getLeft());
    DraughtsPosition after = p.playUnchecked(a);
    assertEquals(after, p.playUnchecked(b));
    assertEquals(Piece.of(Side.WHITE, Role.KING), after.pieceAt(sq(22)).get());
    assertEquals(SquareSet.of(sq(1)), after.pieces(Side.BLACK));
  }

  @Test
  void id11a_aKingMayLandOnTheSameSquareTwice() {
    // 22x15x24x31x22x13x6x15: round the right diamond back to the start, round the left one to 15 again
    DraughtsPosition p = position("W:WK22:B19,20,28,27,18,10,11");
    assertTrue(p.legalMoves().exists(m -> m.path().tail().count(s -> s == sq(15)) == 2),
        () -> texts(p.allCaptures()).toString());
  }

  @Test
  void id11a_aManCapturesAtMostThreePieces() {
    DraughtsPosition p = position("W:W29:B25,26,18,10,2");
    assertEquals(Array.of("29x22x13x6"), texts(p.legalMoves()));
    for (Move m : p.legalMoves()) {
      assertTrue(m.captured().size() <= 3);
    }
  }

  @Test
  void id11b_menNeverStandOnTheirOwnFarRow() {
    assertEquals(Array.of(DraughtsCode.SETUP_MAN_ON_FAR_ROW.key(), DraughtsCode.SETUP_MAN_ON_FAR_ROW.key()),
        Fen.GAME.fromSetup(Fen.setup("W:W2,22:B30,5")).getError().map(p -> p.code()));
    assertTrue(Fen.GAME.fromSetup(Fen.setup("W:WK2,22:BK30,5")).isValid());
  }

  // ------------------------------------------------------------------ end

  @Test
  void id12_noPiecesLeftLoses() {
    DraughtsPosition p = position("W:W22:B18");
    DraughtsPosition after = p.playUnchecked(p.legalMoves().head());
    Outcome o = after.outcome().get();
    assertEquals(io.vavr.control.Option.some(Side.WHITE), o.winner());
    assertEquals(ItalianDraughts.NO_PIECES, o.termination());
    assertTrue(after.legalMoves().isEmpty());
    assertInstanceOf(MoveRejection.GameOver.class, after.moveFor(path("22-18")).getLeft());
  }

  @Test
  void id12_noLegalMoveLoses() {
    // Black's man on 28 is blocked by the white men on 31 and 32, with the edge behind them
    DraughtsPosition p = position("B:W31,32:B28");
    Outcome o = p.outcome().get();
    assertEquals(ItalianDraughts.BLOCKED, o.termination());
    assertEquals(io.vavr.control.Option.some(Side.WHITE), o.winner());
    assertFalse(p.hasLegalMoves());
  }

  @ParameterizedTest
  @CsvSource({"79, 22-18, true", "79, 22x13, false", "78, 22-18, false"})
  void id13_3_eightyPliesWithoutProgressDraw(int counter, String kingMove, boolean drawn) {
    DraughtsPosition p = Fen.GAME.fromSetup(Fen.setup(kingMove.contains("x") ? "W:WK22:B18,K1" : "W:WK22:BK1")
        .withField(ItalianDraughts.NO_PROGRESS_FIELD, Integer.toString(counter))).get();
    DraughtsPosition after = p.playUnchecked(p.moveFor(path(kingMove)).get());
    assertEquals(drawn, after.isOver());
    if (drawn) {
      assertEquals(ItalianDraughts.NO_PROGRESS, after.outcome().get().termination());
      assertTrue(after.outcome().get().isDraw());
    }
  }

  @Test
  void id13_3_aManMoveOrACaptureResetsTheCounter() {
    DraughtsPosition p = Fen.GAME.fromSetup(Fen.setup("W:WK22,28:BK1")
        .withField(ItalianDraughts.NO_PROGRESS_FIELD, "50")).get();
    assertEquals(51, p.play(sq(22), sq(18)).get().noProgressPlies());
    assertEquals(0, p.play(sq(28), sq(24)).get().noProgressPlies());
  }

  @Test
  void id13_drawPolicyCanBeSwitchedOff() {
    ItalianDraughts none = ItalianDraughts.withDrawPolicy(DrawPolicy.NONE);
    assertEquals("italian-draughts:no-draws", none.id());
    assertTrue(none.repetitionRule().isEmpty());
    assertEquals(3, Fen.GAME.repetitionRule().get().occurrences());
    assertEquals(ItalianDraughts.REPETITION, Fen.GAME.repetitionRule().get().termination());
    DraughtsPosition p = none.fromSetup(Fen.setup("W:WK22:BK1").withField(ItalianDraughts.NO_PROGRESS_FIELD, "200"))
        .get();
    assertFalse(p.isOver());
    assertEquals(201, p.play(sq(22), sq(18)).get().noProgressPlies());
    assertTrue(Fen.GAME.fromSetup(Fen.setup("W:WK22:BK1").withField(ItalianDraughts.NO_PROGRESS_FIELD, "81"))
        .isInvalid());
  }

  @Test
  void id13_2_repetitionComparesTheArrangementNotTheCounters() {
    DraughtsPosition p = position("W:WK22:BK1");
    DraughtsPosition back = p.play(sq(22), sq(18)).get().play(sq(1), sq(5)).get()
        .play(sq(18), sq(22)).get().play(sq(5), sq(1)).get();
    assertTrue(back.sameArrangement(p));
    assertEquals(p.arrangementKey(), back.arrangementKey());
    assertEquals(4, back.noProgressPlies());
    assertEquals(p.repetitionKey(), back.repetitionKey());
  }

  @Test
  void id13_2_theThirdOccurrenceOfAPositionDrawsTheGame() {
    GameRecord<DraughtsPosition> r = GameRecord.of(position("W:WK22:BK1"));
    Seq<int[]> shuffle = Array.of(new int[] {22, 18}, new int[] {1, 5}, new int[] {18, 22}, new int[] {5, 1});
    for (int round = 0; round < 2; round++) {
      for (int[] step : shuffle) {
        assertTrue(r.outcome().isEmpty());
        r = r.play(r.current().moveFor(sq(step[0]), sq(step[1])).get()).get();
      }
    }
    assertEquals(3, r.repetitions());
    Outcome o = r.outcome().get();
    assertTrue(o.isDraw());
    assertEquals(ItalianDraughts.REPETITION, o.termination());
    assertInstanceOf(MoveRejection.GameOver.class, r.play(r.current().legalMoves().head()).getLeft());
    assertTrue(GameRecord.of(position("W:WK22:BK1")).outcome().isEmpty());
  }

  @Test
  void id13_2_withoutTheDrawPolicyRepetitionsGoOn() {
    DraughtsPosition start = new ItalianDraughts.WithoutDraws().fromSetup(Fen.setup("W:WK22:BK1")).get();
    GameRecord<DraughtsPosition> r = GameRecord.of(start);
    for (int i = 0; i < 3; i++) {
      r = r.play(r.current().moveFor(sq(22), sq(18)).get()).get();
      r = r.play(r.current().moveFor(sq(1), sq(5)).get()).get();
      r = r.play(r.current().moveFor(sq(18), sq(22)).get()).get();
      r = r.play(r.current().moveFor(sq(5), sq(1)).get()).get();
    }
    assertEquals(4, r.repetitions());
    assertTrue(r.outcome().isEmpty());
  }

  // ------------------------------------------------------------------ what a user interface asks

  @Test
  void aDragOfALosingCaptureNamesThePriority() {
    DraughtsPosition p = position("W:WK2,K12:B6,K7");
    MoveRejection r = p.moveFor(sq(2), sq(4)).getLeft();
    assertEquals(DraughtsCode.PRIORITY_EARLIEST_KING.key(), r.code());
    assertEquals(Array.of("12x3x10"), texts(r.instead()));
    assertEquals(DraughtsCode.PRIORITY_MOST_PIECES.key(),
        position("W:WK11:BK6,14,22").play(sq(11), sq(2)).getLeft().code());
  }

  @Test
  void aDragToALandingSquareInTheMiddleSaysTheCaptureGoesOn() {
    DraughtsPosition p = position("W:W29,31:B26,19,11,3");
    MoveRejection r = p.moveFor(sq(29), sq(15)).getLeft();
    assertEquals(DraughtsCode.CAPTURE_MUST_CONTINUE.key(), r.code());
    assertEquals(Array.of(sq(15), "29x22x15x6"), r.arguments());
    assertEquals("29x22x15x6", Fen.text(p.moveFor(sq(29), sq(6)).get()));
  }
}
