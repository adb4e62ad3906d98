package io.github.tabla.games.draughts;

import static io.github.tabla.games.draughts.VariantPositions.moves;
import static io.github.tabla.games.draughts.VariantPositions.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Move;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Role;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.games.draughts.capture.Criterion;
import io.github.tabla.notation.position.PositionText;
import io.vavr.collection.Array;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** Every rule of {@code docs/rules/frisian-draughts.md}, by its id. */
class FrisianDraughtsRulesTest {
  private static final DraughtsVariant GAME = DraughtsVariant.of(DraughtsRules.FRISIAN);

  private static Square sq(int n) {
    return GAME.square(String.valueOf(n));
  }

  /** A position with fields: "W:WK46,35:B5" and "white-king-run=3@46". */
  private static VariantPosition with(String fen, String field, String value) {
    return GAME.fromSetup(position(GAME, fen).toSetup().withField(field, value)).get();
  }

  // the move of a piece from one square to another, whatever its route
  private static VariantPosition play(VariantPosition p, int from, int to) {
    return p.playUnchecked(p.legalMoves().find(m -> m.origin().contains(sq(from)) && m.destination().contains(sq(to)))
        .getOrElseThrow(() -> new AssertionError(from + "-" + to + " in " + p + ": " + moves(p))));
  }

  @Test
  void fr1_theBoardIsTenByTenWithFiftyDarkSquaresA1Dark() {
    InternationalDraughtsRulesTest.assertTenByTenWithA1Dark(GAME);
  }

  @Test
  void fr2_theNumbersRunFromBlacksSideAsInInternationalDraughts() {
    InternationalDraughtsRulesTest.assertNumberedFromBlacksSide(GAME);
  }

  @Test
  void fr3_blackMenOn1To20WhiteOn31To50AndWhiteMovesFirst() {
    VariantPosition start = GAME.start();
    assertEquals(Side.WHITE, start.sideToMove());
    for (int n = 1; n <= 50; n++) {
      Side expected = n <= 20 ? Side.BLACK : n >= 31 ? Side.WHITE : null;
      assertEquals(expected == null ? null : Piece.of(expected, Role.MAN), start.pieceAt(sq(n)).getOrNull(),
          "square " + n);
    }
    assertEquals(9, start.legalMoves().size());
    var many = GAME.fromSetup(PositionText.read(GAME.notation(),
        "W:W21,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1").get()).getError().head();
    assertEquals("draughts.setup.too-many-pieces", many.code());
    assertEquals("FR-3", many.ruleId());
    // a text that counts no moves, Black to move: White has made the first; counts given must fit
    VariantPosition counted = GAME.fromSetup(PositionText.read(GAME.notation(), "B:W32:B19").get()).get();
    assertEquals(Side.BLACK, counted.sideToMove());
    assertTrue(PositionText.write(GAME.notation(), counted.toSetup()).endsWith("white-moves=1"));
    var unfit = GAME.fromSetup(PositionText.read(GAME.notation(), "B:W32:B19:white-moves=1:black-moves=1").get());
    assertEquals("FR-3", unfit.getError().head().ruleId());
  }

  @Test
  void fr4_positionsAreWrittenInPdnWithTheRunsOfTheKings() {
    assertEquals("W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50"
            + ":B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20",
        PositionText.write(GAME.notation(), GAME.start().toSetup()).replaceAll(":white-king-run=0:black-king-run=0", ""));
    VariantPosition p = with("W:WK46,35:B5", DraughtsVariant.WHITE_KING_RUN_FIELD, "2@46");
    String text = PositionText.write(GAME.notation(), p.toSetup());
    assertTrue(text.contains("white-king-run=2@46"), text);
    assertEquals(p, GAME.fromSetup(PositionText.read(GAME.notation(), text).get()).get());
  }

  @Test
  void fr5_aManCapturesInEightDirectionsStraightOverAPieceTwoSquaresAway() {
    // f4 (33) takes d4 (32) sideways, landing on b4 (31)
    assertEquals(Array.of("33x31"), moves(position(GAME, "W:W33:B32")));
    // e5 (28) takes e3 (38) straight back, landing on e1 (48); a king too
    assertEquals(Array.of("28x48"), moves(position(GAME, "W:W28:BK38")));
    // and diagonally backwards, as in International draughts
    assertEquals(Array.of("32x41"), moves(position(GAME, "W:W32:B37")));
    // a man still steps only diagonally forward
    assertEquals(Array.of("32-27", "32-28"), moves(position(GAME, "W:W32:B5")));
  }

  @Test
  void fr6_aManEndingOnTheFarRowIsCrowned() {
    VariantPosition p = position(GAME, "W:W6:B45");
    Move m = p.moveFor(sq(6), sq(1)).get();
    assertEquals(Piece.of(Side.WHITE, Role.KING), p.playUnchecked(m).pieceAt(sq(1)).get());
    var refused = GAME.fromSetup(PositionText.read(GAME.notation(), "W:W6:B50").get()).getError().head();
    assertEquals("draughts.setup.man-on-far-row", refused.code());
    assertEquals("FR-6", refused.ruleId());
  }

  @Test
  void fr7_aKingFliesAndCapturesAlongFilesAndRanksAtADistance() {
    assertEquals(Array.of("46-10", "46-14", "46-19", "46-23", "46-28", "46-32", "46-37", "46-41"),
        moves(position(GAME, "W:WK46:B5")).sorted());
    // a1 takes a5 (26) up the file, landing on a7 (16) or a9 (6)
    assertEquals(Array.of("46x16", "46x6"), moves(position(GAME, "W:WK46:B26")).sorted());
  }

  @Test
  void fr7_1_aKingMovesAtMostThreeTimesInARowWhileItsSideHasMen() {
    VariantPosition p = position(GAME, "W:WK46,35:B13,K1");
    assertEquals(0, p.kingMovesInARow(Side.WHITE));
    p = play(play(p, 46, 41), 1, 7);
    assertEquals(1, p.kingMovesInARow(Side.WHITE));
    assertEquals(1, p.kingMovesInARow(Side.BLACK));
    p = play(play(p, 41, 46), 7, 1);
    p = play(p, 46, 41);
    assertEquals(3, p.kingMovesInARow(Side.WHITE));
    assertEquals(2, p.kingMovesInARow(Side.BLACK));
    // Black's man moves: its king's run ends
    p = play(p, 13, 18);
    assertEquals(0, p.kingMovesInARow(Side.BLACK));
    // the king on 41 rests: only the man may move
    assertEquals(sq(41), p.restingKing().get());
    assertEquals(Array.of("35-30"), moves(p));
    assertEquals(1L, p.perft(1), "the kernel leaves the resting king out too");
    MoveRejection why = p.moveFor(sq(41), sq(46)).getLeft();
    assertEquals(DraughtsVariant.KING_RESTS, why.code());
    assertEquals("FR-7.1", why.ruleId());
    String text = io.github.tabla.core.Messages.of(GAME, Locale.ENGLISH).text(why);
    assertEquals("The king on 41 has moved 3 times in a row without capturing: move another piece.", text);
    // a man's move ends the run: the king may move again
    VariantPosition after = play(play(p, 35, 30), 1, 7);
    assertEquals(0, after.kingMovesInARow(Side.WHITE));
    assertTrue(after.restingKing().isEmpty());
    assertTrue(after.moveFor(sq(41), sq(46)).isRight());
    // another king's move starts a run of its own
    VariantPosition two = with("W:WK46,K50,35:B5,K1", DraughtsVariant.WHITE_KING_RUN_FIELD, "3@46");
    assertEquals(sq(46), two.restingKing().get());
    VariantPosition other = play(two, 50, 44);
    assertEquals(1, other.kingMovesInARow(Side.WHITE));
    // without men the limit does not hold
    VariantPosition kingsOnly = with("W:WK46,K50:B5,K1", DraughtsVariant.WHITE_KING_RUN_FIELD, "3@46");
    assertTrue(kingsOnly.restingKing().isEmpty());
    assertTrue(kingsOnly.moveFor(sq(46), sq(41)).isRight());
    // its count stays at the limit, and the position reads back as it was written
    VariantPosition fourth = play(kingsOnly, 46, 41);
    assertEquals(3, fourth.kingMovesInARow(Side.WHITE));
    assertEquals(fourth, GAME.fromSetup(fourth.toSetup()).get());
    // a capture by the king ends its run; a resting king must still capture
    VariantPosition capture = with("W:WK46,35:B26,5", DraughtsVariant.WHITE_KING_RUN_FIELD, "3@46");
    assertEquals(Array.of("46x16", "46x6"), moves(capture).sorted());
    assertEquals(0, capture.playUnchecked(capture.legalMoves().head()).kingMovesInARow(Side.WHITE));
    // the run takes part in the position, its key and its repetition
    VariantPosition none = position(GAME, "W:WK46,35:B5");
    VariantPosition run = with("W:WK46,35:B5", DraughtsVariant.WHITE_KING_RUN_FIELD, "3@46");
    assertNotEquals(none, run);
    assertNotEquals(none.hash(), run.hash());
    assertNotEquals(none.repetitionKey(), run.repetitionKey());
    // a run of a square without a king of that side, or beyond the limit, is refused
    for (String bad : new String[] {"3@45", "4@46", "0@46", "3@", "@46", "3-46", "x"}) {
      var problem = GAME.fromSetup(position(GAME, "W:WK46,35:BK5").toSetup()
          .withField(DraughtsVariant.WHITE_KING_RUN_FIELD, bad)).getError().head();
      assertEquals("FR-7.1", problem.ruleId(), bad);
    }
    assertTrue(GAME.fromSetup(position(GAME, "W:WK46,35:BK5").toSetup()
        .withField(DraughtsVariant.BLACK_KING_RUN_FIELD, "3@46")).isInvalid(), "46 is White's king");
    var bad = GAME.fromSetup(position(GAME, "W:WK46,35:BK5").toSetup()
        .withField(DraughtsVariant.WHITE_KING_RUN_FIELD, "4@46")).getError().head();
    for (Locale locale : new Locale[] {Locale.ENGLISH, Locale.forLanguageTag("ro"), Locale.forLanguageTag("he"),
        Locale.ITALIAN}) {
      String says = io.github.tabla.core.Messages.of(GAME, locale).text(bad);
      assertTrue(says.contains("4@46") && says.contains("2@28") && says.contains("3"), locale + ": " + says);
    }
  }

  @Test
  void fr7_1_theKernelCountsAsTheTypedMovesWhileKingsRun() {
    // kings and men on both sides, runs under way: every line six plies deep, made one by one
    VariantPosition p = GAME.fromSetup(position(GAME, "W:WK46,K50,35,36:BK1,K5,15,16").toSetup()
        .withField(DraughtsVariant.WHITE_KING_RUN_FIELD, "2@46")
        .withField(DraughtsVariant.BLACK_KING_RUN_FIELD, "1@5")).get();
    assertEquals(PerftTest.typedPerft(p, 5), p.perft(5));
  }

  @Test
  void fr8_captureIsCompulsoryAlongARankToo() {
    VariantPosition p = position(GAME, "W:W33,45:B32");
    assertEquals(Array.of("33x31"), moves(p));
    MoveRejection why = p.moveFor(sq(45), sq(40)).getLeft();
    assertEquals("draughts.capture.compulsory", why.code());
    assertEquals("FR-8", why.ruleId());
  }

  @Test
  void fr9_aCaptureGoesOnTurningBetweenTheLinesAndItsPiecesLeaveAfterTheMove() {
    // f4 takes d4 sideways onto b4, then b6 straight up onto b8
    VariantPosition p = position(GAME, "W:W33:B32,21");
    assertEquals(Array.of("33x31x11"), moves(p));
    VariantPosition after = p.playUnchecked(p.legalMoves().head());
    assertTrue(after.pieceAt(sq(32)).isEmpty());
    assertTrue(after.pieceAt(sq(21)).isEmpty());
  }

  @Test
  void fr10_1_theCaptureOfTheMostValueMustBePlayed() {
    // two men (20) outweigh a king (19)
    VariantPosition p = position(GAME, "W:W32,35:BK27,30,19");
    assertEquals(Array.of("35x24x13"), moves(p));
    MoveRejection why = p.moveFor(sq(32), sq(21)).getLeft();
    assertEquals(Criterion.mostValue("FR-10.1", 10, 19).code(), why.code());
    assertEquals("FR-10.1", why.ruleId());
  }

  @Test
  void fr10_2_withEqualValueAKingCapturesRatherThanAMan() {
    // the man on 33 could take 28, the king on 50 takes 44 (its own man on 33 stops it on 39): one man each
    VariantPosition p = position(GAME, "W:W33,K50:B28,44");
    assertEquals(Array.of("50x39"), moves(p));
    MoveRejection why = p.moveFor(sq(33), sq(22)).getLeft();
    assertEquals(Criterion.WITH_KING.code(), why.code());
    assertEquals("FR-10.2", why.ruleId());
  }

  @Test
  void fr11_aManPassingTheFarRowInACaptureStaysAMan() {
    VariantPosition p = position(GAME, "W:W13:B9,10");
    assertEquals(Array.of("13x4x15"), moves(p));
    Move.PieceMove m = (Move.PieceMove) p.legalMoves().head();
    assertTrue(m.promotion().isEmpty());
    assertEquals(Piece.of(Side.WHITE, Role.MAN), p.playUnchecked(m).pieceAt(sq(15)).get());
  }

  @Test
  void fr11a_twoRoutesThatTakeTheSamePiecesAreOneMove() {
    String fen = "W:WK32:B27,17,18,28";
    DraughtsVariant routes = DraughtsVariant.of(DraughtsRules.FRISIAN.toBuilder().id("frisian-routes")
        .moveIdentity(DraughtsRules.MoveIdentity.ROUTES).build());
    assertEquals(1, position(GAME, fen).legalMoves().count(m -> m.destination().contains(sq(32))));
    assertTrue(position(routes, fen).legalMoves().count(m -> m.destination().contains(sq(32))) >= 2);
  }

  @Test
  void fr12_noPiecesOrNoMoveLoses() {
    Outcome none = position(GAME, "W:W:B1").outcome().get();
    assertEquals(Side.BLACK, none.winner().get());
    assertEquals("draughts.end.no-pieces", none.termination().code());
    assertEquals("FR-12", none.termination().ruleId());
    Outcome blocked = position(GAME, "W:W46:B41,37").outcome().get();
    assertEquals(Side.BLACK, blocked.winner().get());
    assertEquals("draughts.end.blocked", blocked.termination().code());
    // a resting king whose side's men are blocked: no legal move
    VariantPosition resting = with("W:WK25,46:B41,37", DraughtsVariant.WHITE_KING_RUN_FIELD, "3@25");
    assertEquals("draughts.end.blocked", resting.outcome().get().termination().code());
  }

  @Test
  void fr13_repetitionDrawsAndNoMovesWithoutProgressAreCounted() {
    assertEquals(3, GAME.repetitionRule().get().occurrences());
    assertTrue(GAME.drawByAgreement());
    assertFalse(GAME.notation().fields().exists(f -> f.name().equals(DraughtsVariant.NO_PROGRESS_FIELD)));
  }

  @Test
  void fr13_4_oneKingAgainstOneDrawsAfterTwoMovesEachTwoKingsAgainstOneAfterSeven() {
    VariantPosition one = with("W:WK46:BK5", DraughtsVariant.ENDGAME_FIELD, "3");
    Outcome drawn = one.playUnchecked(one.legalMoves().head()).outcome().get();
    assertTrue(drawn.isDraw());
    assertEquals("draughts.variant.end.endgame-limit", drawn.termination().code());
    assertEquals("FR-13", drawn.termination().ruleId());
    assertTrue(GAME.fromSetup(position(GAME, "W:WK46:BK5").toSetup()
        .withField(DraughtsVariant.ENDGAME_FIELD, "5")).isInvalid());
    VariantPosition two = with("W:WK46,K50:BK5", DraughtsVariant.ENDGAME_FIELD, "13");
    assertEquals("draughts.variant.end.endgame-limit",
        two.playUnchecked(two.legalMoves().head()).outcome().get().termination().code());
    assertTrue(GAME.fromSetup(position(GAME, "W:WK46,K50:BK5").toSetup()
        .withField(DraughtsVariant.ENDGAME_FIELD, "15")).isInvalid());
    // a king and a man against a king: no limit, nothing counted
    assertTrue(GAME.fromSetup(position(GAME, "W:WK46,35:BK5").toSetup()
        .withField(DraughtsVariant.ENDGAME_FIELD, "1")).isInvalid());
    VariantPosition kingAndMan = position(GAME, "W:WK46,35:BK5");
    assertEquals(0, kingAndMan.playUnchecked(kingAndMan.legalMoves().head()).endgamePlies());
  }
}
