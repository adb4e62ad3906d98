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

/**
 * Every rule of {@code docs/rules/pool-checkers.md}, by its id. The squares are numbered from Black's side as
 * in English checkers: 1 = b8 ... 29 = a1, 32 = g1; White's men move towards the lower numbers.
 */
class PoolCheckersRulesTest {
  private static final DraughtsVariant GAME = DraughtsVariant.of(DraughtsRules.POOL);
  private static final SquareNaming NAMES = GAME.notation().squares();

  private static Square sq(int n) {
    return GAME.square(String.valueOf(n));
  }

  @Test
  void pc1_theBoardPlaysOnTheDarkSquaresWithA1Dark() {
    assertTrue(NAMES.names(Square.A1));
    assertFalse(NAMES.names(Square.H1));
    assertEquals(32, NAMES.board().squares().count(NAMES::names));
    assertTrue(NAMES.board().squares().filter(NAMES::names).forAll(Square::isDark));
    MoveRejection light = GAME.start().moveFor(Array.of(Square.A8, Square.B7)).getLeft();
    assertEquals("draughts.light-square", light.code());
    assertEquals("PC-1", light.ruleId());
  }

  @Test
  void pc2_theNumbersRunFromBlacksSide() {
    assertEquals(Square.B8, sq(1));
    assertEquals(Square.D8, sq(2));
    assertEquals(Square.H8, sq(4));
    assertEquals(Square.A7, sq(5));
    assertEquals(Square.A1, sq(29));
    assertEquals(Square.C1, sq(30));
    assertEquals(Square.G1, sq(32));
  }

  @Test
  void pc3_blackMenOn1To12WhiteOn21To32AndBlackMovesFirst() {
    VariantPosition start = GAME.start();
    assertEquals(Side.BLACK, start.sideToMove());
    for (int n = 1; n <= 32; n++) {
      Side expected = n <= 12 ? Side.BLACK : n >= 21 ? Side.WHITE : null;
      assertEquals(expected == null ? null : Piece.of(expected, Role.MAN), start.pieceAt(sq(n)).getOrNull(),
          "square " + n);
    }
    assertEquals(Array.of("9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"), moves(start));
    MoveRejection white = start.moveFor(sq(22), sq(18)).getLeft();
    assertTrue(white instanceof MoveRejection.NotYourPiece);
    // a text that counts no moves with White to move: Black has made the first
    VariantPosition counted = GAME.fromSetup(PositionText.read(GAME.notation(), "W:W21:B12").get()).get();
    assertEquals(Side.WHITE, counted.sideToMove());
    assertEquals("W:W21:B12:black-moves=1", PositionText.write(GAME.notation(), counted.toSetup()));
    assertTrue(GAME.fromSetup(PositionText.read(GAME.notation(), "W:W21:B12:black-moves=2").get()).isInvalid());
  }

  @Test
  void pc4_movesAndPositionsAreWrittenInTheNumbers() {
    assertEquals(Array.of(sq(11), sq(15)), MoveText.parse("11-15", NAMES).get().squares());
    assertEquals(Array.of(sq(9), sq(2), sq(11)), MoveText.parse("9x2x11", NAMES).get().squares());
    assertEquals("B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
        PositionText.write(GAME.notation(), GAME.start().toSetup()));
  }

  @Test
  void pc5_aManStepsForwardOnly() {
    assertEquals(Array.of("22-17", "22-18"), moves(position(GAME, "W:W22:B3")));
  }

  @Test
  void pc5_aManCapturesForwardAndBackwardAndTakesKingsToo() {
    // c3 takes d4 forward landing on e5, or d2 backward landing on e1
    assertEquals(Array.of("22x15"), moves(position(GAME, "W:W22:B18")));
    assertEquals(Array.of("22x31"), moves(position(GAME, "W:W22:B26")));
    assertEquals(Array.of("22x31"), moves(position(GAME, "W:W22:BK26")));
    // Black's man on f6 takes e7 backwards (upwards), landing on d8
    assertEquals(Array.of("11x2"), moves(position(GAME, "B:W7:B11")));
  }

  @Test
  void pc6_aManEndingOnTheFarRowIsCrowned() {
    VariantPosition p = position(GAME, "W:W5:B20");
    Move m = p.moveFor(sq(5), sq(1)).get();
    assertTrue(((Move.PieceMove) m).promotion().contains(Role.KING));
    assertEquals(Piece.of(Side.WHITE, Role.KING), p.playUnchecked(m).pieceAt(sq(1)).get());
    var refused = GAME.fromSetup(PositionText.read(GAME.notation(), "B:W2:B20").get()).getError().head();
    assertEquals("draughts.setup.man-on-far-row", refused.code());
    assertEquals("PC-6", refused.ruleId());
  }

  @Test
  void pc7_aKingFliesAndCapturesAtADistance() {
    // from a1 up the long diagonal to g7, Black's man on h8 in the way
    assertEquals(Array.of("29-8", "29-11", "29-15", "29-18", "29-22", "29-25"), moves(position(GAME, "W:WK29:B4")));
    // a1 takes e5 over b2, c3, d4, landing on f6, g7 or h8
    assertEquals(Array.of("29x4", "29x8", "29x11"), moves(position(GAME, "W:WK29:B15")));
  }

  @Test
  void pc8_captureIsCompulsory() {
    VariantPosition p = position(GAME, "W:W22,28:B18");
    assertEquals(Array.of("22x15"), moves(p));
    MoveRejection why = p.moveFor(sq(28), sq(24)).getLeft();
    assertEquals("draughts.capture.compulsory", why.code());
    assertEquals("PC-8", why.ruleId());
  }

  @Test
  void pc9_aCaptureGoesOnBackwardsTooAndTakesItsPiecesAfterTheMove() {
    // d4 takes e5 landing on f6, then g5 backwards landing on h4
    VariantPosition p = position(GAME, "W:W18:B15,16");
    assertEquals(Array.of("18x11x20"), moves(p));
    VariantPosition after = p.playUnchecked(p.legalMoves().head());
    assertTrue(after.pieceAt(sq(15)).isEmpty());
    assertTrue(after.pieceAt(sq(16)).isEmpty());
    assertEquals(Piece.of(Side.WHITE, Role.MAN), after.pieceAt(sq(20)).get());
  }

  @Test
  void pc9_aKingLandsWhereItCanGoOn() {
    // a1 takes c3; of d4, e5, f6, g7 and h8 only e5 lets it take d6 too: it must land there and go on
    VariantPosition p = position(GAME, "W:WK29:B22,10");
    assertEquals(Array.of("29x15x1", "29x15x6"), moves(p));
    MoveRejection stop = p.moveFor(sq(29), sq(18)).getLeft();
    assertEquals("draughts.capture.compulsory", stop.code());
    assertEquals("PC-8", stop.ruleId());
    assertEquals(p.legalMoves().toList(), stop.instead().toList());
  }

  @Test
  void pc10_theChoiceBetweenCapturesIsFree() {
    // 28x19 takes one piece and 22x15x6 two: both may be played
    VariantPosition p = position(GAME, "W:W22,28:B18,10,24");
    assertEquals(Array.of("22x15x6", "28x19"), moves(p));
    assertTrue(p.moveFor(sq(28), sq(19)).isRight());
    // a capture of a man as well as of a king
    assertEquals(Array.of("22x15", "28x19"), moves(position(GAME, "W:W22,28:B18,K24")));
    // a man's capture as well as a king's: h2 takes g3, the king on g1 takes c5 (landing b6 or a7)
    assertEquals(Array.of("28x19", "32x5", "32x9"), moves(position(GAME, "W:W28,K32:B14,24")));
  }

  @Test
  void pc11_aManPassingTheFarRowInACaptureGoesOnAsAMan() {
    // b6 takes c7 reaching d8, then e7 backwards: it ends on f6 a man
    VariantPosition p = position(GAME, "W:W9:B6,7");
    assertEquals(Array.of("9x2x11"), moves(p));
    Move.PieceMove m = (Move.PieceMove) p.legalMoves().head();
    assertTrue(m.promotion().isEmpty());
    assertEquals(Piece.of(Side.WHITE, Role.MAN), p.playUnchecked(m).pieceAt(sq(11)).get());
    // a man whose capture ends on the far row is crowned
    VariantPosition ends = position(GAME, "W:W10:B6");
    assertEquals(Array.of("10x1"), moves(ends));
    assertTrue(((Move.PieceMove) ends.legalMoves().head()).promotion().contains(Role.KING));
  }

  @Test
  void pc11a_twoRoutesThatTakeTheSamePiecesAreOneMove() {
    // the king on c3 takes d4, d6, b6 and b4 round a loop either way, back on c3 (or on past it: d2, e1 one
    // way, b2, a1 the other)
    String fen = "W:WK22:B18,10,9,17";
    DraughtsVariant routes = DraughtsVariant.of(DraughtsRules.POOL.toBuilder().id("pool-routes")
        .moveIdentity(DraughtsRules.MoveIdentity.ROUTES).build());
    VariantPosition p = position(GAME, fen);
    assertEquals(1, p.legalMoves().count(m -> m.destination().contains(sq(22))));
    assertEquals(2, position(routes, fen).legalMoves().count(m -> m.destination().contains(sq(22))));
    assertEquals(5, p.legalMoves().size());
    assertTrue(p.legalMoves().forAll(m -> m.captured().size() == 4));
  }

  @Test
  void pc12_noPiecesOrNoMoveLoses() {
    Outcome none = position(GAME, "B:W22:B").outcome().get();
    assertEquals(Side.WHITE, none.winner().get());
    assertEquals("draughts.end.no-pieces", none.termination().code());
    assertEquals("PC-12", none.termination().ruleId());
    // Black's man on a3: b2 and c1 taken, and it has nothing to take backwards
    Outcome blocked = position(GAME, "B:W25,30:B21").outcome().get();
    assertEquals(Side.WHITE, blocked.winner().get());
    assertEquals("draughts.end.blocked", blocked.termination().code());
    assertEquals("PC-12", blocked.termination().ruleId());
  }

  @Test
  void pc13_thirtyMovesEachWithoutACaptureOrAMansMoveDraw() {
    VariantPosition almost = GAME.fromSetup(position(GAME, "W:WK29:BK4").toSetup()
        .withField(DraughtsVariant.NO_PROGRESS_FIELD, "59")).get();
    assertTrue(almost.outcome().isEmpty());
    Outcome drawn = almost.playUnchecked(almost.legalMoves().head()).outcome().get();
    assertTrue(drawn.isDraw());
    assertEquals("draughts.variant.end.no-progress", drawn.termination().code());
    assertEquals("PC-13", drawn.termination().ruleId());
    // a man's move starts the count again
    VariantPosition man = GAME.fromSetup(position(GAME, "W:W22,K29:BK4").toSetup()
        .withField(DraughtsVariant.NO_PROGRESS_FIELD, "59")).get();
    assertEquals(0, man.playUnchecked(man.moveFor(sq(22), sq(18)).get()).noProgressPlies());
  }

  @Test
  void pc13_theThirdRepetitionDrawsAndAgreementToo() {
    assertEquals(3, GAME.repetitionRule().get().occurrences());
    assertEquals("draughts.variant.end.repetition", GAME.repetitionRule().get().termination().code());
    assertEquals("PC-13", GAME.repetitionRule().get().termination().ruleId());
    assertTrue(GAME.drawByAgreement());
  }
}
