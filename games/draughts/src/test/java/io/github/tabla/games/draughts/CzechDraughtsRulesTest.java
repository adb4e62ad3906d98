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
import io.github.tabla.core.Setup;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.core.record.GameRecord;
import io.github.tabla.notation.move.MoveText;
import io.github.tabla.notation.move.MoveWriter;
import io.github.tabla.notation.position.PositionText;
import io.vavr.collection.Array;
import org.junit.jupiter.api.Test;

/** Every rule of {@code docs/rules/czech-draughts.md}, by its id. */
class CzechDraughtsRulesTest {
  private static final DraughtsVariant GAME = DraughtsVariant.of(DraughtsRules.CZECH);
  private static final SquareNaming NAMES = GAME.notation().squares();
  private static final String START = "W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8";

  private static Square sq(String name) {
    return GAME.square(name);
  }

  @Test
  void cz1_thePiecesStandOnTheThirtyTwoDarkSquaresA1Dark() {
    var playing = NAMES.board().squares().filter(s -> GAME.fromSetup(Setup.empty(Side.WHITE)
        .withPiece(s, Piece.of(Side.WHITE, Role.KING))).isValid());
    assertEquals(32, playing.size());
    assertTrue(playing.forAll(Square::isDark));
    assertTrue(playing.contains(Square.A1));
    MoveRejection light = GAME.start().moveFor(Square.C3, Square.C4).getLeft();
    assertEquals("draughts.light-square", light.code());
    assertEquals("CZ-1", light.ruleId());
  }

  @Test
  void cz2_theSquaresHaveTheirChessNames() {
    assertFalse(NAMES.numbered());
    assertEquals(Square.A1, sq("a1"));
    assertEquals(Square.H8, sq("h8"));
    assertTrue(NAMES.square("1").isEmpty());
  }

  @Test
  void cz3_whiteOnTheRanks1To3BlackOn6To8AndWhiteMovesFirst() {
    VariantPosition start = GAME.start();
    assertEquals(Side.WHITE, start.sideToMove());
    for (Square s : NAMES.board().squares().filter(Square::isDark)) {
      int rank = s.rank() + 1;
      Side expected = rank <= 3 ? Side.WHITE : rank >= 6 ? Side.BLACK : null;
      assertEquals(expected == null ? null : Piece.of(expected, Role.MAN), start.pieceAt(s).getOrNull(), s.text());
    }
    assertEquals(Array.of("a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"), moves(start));
    assertEquals(7361L, start.perft(5));
  }

  @Test
  void cz3_aSetupHasAtMostTwelvePiecesASideAndFitsWhiteMovingFirst() {
    String thirteen = "W:WKa1,Kc1,Ke1,Kg1,Kb2,Kd2,Kf2,Kh2,Ka3,Kc3,Ke3,Kg3,Kb4:Bh8";
    var refused = GAME.fromSetup(PositionText.read(GAME.notation(), thirteen).get()).getError().head();
    assertEquals("draughts.setup.too-many-pieces", refused.code());
    assertEquals("CZ-3", refused.ruleId());
    // counts that do not fit White moving first: Black to move after Black has moved as often as White
    var early = GAME.fromSetup(PositionText.read(GAME.notation(), "B:Wc3:Ba7").get()
        .withField(DraughtsVariant.WHITE_MOVES_FIELD, "2").withField(DraughtsVariant.BLACK_MOVES_FIELD, "2"))
        .getError().head();
    assertEquals("CZ-3", early.ruleId());
    // a text that counts no moves, Black to move: White has made the first
    VariantPosition counted = GAME.fromSetup(PositionText.read(GAME.notation(), "B:Wc3:Bd6").get()).get();
    assertEquals(Side.BLACK, counted.sideToMove());
    // (the first field, White's moves here, is written as PDN's H)
    assertEquals("B:Wc3:Bd6:H1", PositionText.write(GAME.notation(), counted.toSetup()));
  }

  @Test
  void cz4_movesAreWrittenWithChessNamesAndCapturesWithX() {
    assertEquals(Array.of(Square.C3, Square.D4), MoveText.parse("c3-d4", NAMES).get().squares());
    // DCTL's colon is not read
    assertTrue(MoveText.parse("c3:e5", NAMES).isLeft());
    VariantPosition p = position(GAME, "W:Wc1:Bd2,d4");
    MoveWriter writer = new MoveWriter(GAME.notation());
    assertEquals("c1xe3xc5", writer.write(p.legalMoves().head()));
    assertEquals("c1xc5", writer.writeCompact(p, p.legalMoves().head()));
    assertEquals(START, PositionText.write(GAME.notation(), GAME.start().toSetup()));
  }

  @Test
  void cz5_aManStepsAndCapturesForwardOnly() {
    assertEquals(Array.of("c3-b4", "c3-d4"), moves(position(GAME, "W:Wc3:Bh8")));
    // the Black man on c3 is behind the White man on d4: no capture
    assertEquals(Array.of("d4-c5", "d4-e5"), moves(position(GAME, "W:Wd4:Bc3")));
    MoveRejection back = position(GAME, "W:Wd4:Bc3").moveFor(sq("d4"), sq("b2")).getLeft();
    assertEquals("draughts.variant.no-such-move", back.code());
    assertEquals("CZ-5", back.ruleId());
  }

  @Test
  void cz5_aManTakesAKing() {
    assertEquals(Array.of("d4xf6"), moves(position(GAME, "W:Wd4:BKe5")));
  }

  @Test
  void cz6_aManEndingOnTheFarRowIsCrowned() {
    VariantPosition p = position(GAME, "W:Wc7:Bh2");
    Move m = p.moveFor(sq("c7"), sq("b8")).get();
    assertTrue(((Move.PieceMove) m).promotion().contains(Role.KING));
    assertEquals(Piece.of(Side.WHITE, Role.KING), p.playUnchecked(m).pieceAt(sq("b8")).get());
    var refused = GAME.fromSetup(PositionText.read(GAME.notation(), "W:Wb8:Bh2").get()).getError().head();
    assertEquals("draughts.setup.man-on-far-row", refused.code());
    assertEquals("CZ-6", refused.ruleId());
  }

  @Test
  void cz7_aKingFliesAndCapturesAtADistanceBothWays() {
    assertEquals(Array.of("a1-b2", "a1-c3", "a1-d4", "a1-e5", "a1-f6", "a1-g7"), moves(position(GAME, "W:WKa1:Bh8")));
    assertEquals(Array.of("a1xf6", "a1xg7", "a1xh8"), moves(position(GAME, "W:WKa1:Be5")));
    assertEquals(Array.of("e5xa1", "e5xb2"), moves(position(GAME, "W:WKe5:Bc3")));
  }

  @Test
  void cz8_captureIsCompulsory() {
    VariantPosition p = position(GAME, "W:Wc3,h2:Bd4");
    assertEquals(Array.of("c3xe5"), moves(p));
    MoveRejection why = p.moveFor(sq("h2"), sq("g3")).getLeft();
    assertEquals("draughts.capture.compulsory", why.code());
    assertEquals("CZ-8", why.ruleId());
  }

  @Test
  void cz9_aCaptureGoesOnAndItsPiecesLeaveAfterTheMove() {
    VariantPosition p = position(GAME, "W:Wc1:Bd2,d4");
    assertEquals(Array.of("c1xe3xc5"), moves(p));
    VariantPosition after = p.playUnchecked(p.legalMoves().head());
    assertTrue(after.pieceAt(sq("d2")).isEmpty());
    assertTrue(after.pieceAt(sq("d4")).isEmpty());
  }

  @Test
  void cz9_takenPiecesStayAsObstaclesAndAKingStopsWhereItCanGoOn() {
    assertEquals(Array.of("a1xd4xa7", "a1xe5xc7xa5"), moves(position(GAME, "W:WKa1:Bc3,b6,d6,d2")));
  }

  @Test
  void cz10_1_aKingMustCaptureWhenOneCan() {
    // the man on a1 could take three pieces, the king on h4 takes one: the king must capture
    VariantPosition p = position(GAME, "W:Wa1,Kh4:Bb2,d4,f6");
    assertEquals(Array.of("h4xd8", "h4xe7"), moves(p));
    MoveRejection why = p.moveFor(sq("a1"), sq("g7")).getLeft();
    assertEquals("draughts.variant.priority.king-must-capture", why.code());
    assertEquals("CZ-10.1", why.ruleId());
    assertEquals("A king that can capture must capture: play h4xd8, h4xe7.",
        io.github.tabla.core.Messages.of(GAME, io.github.tabla.core.Messages.ENGLISH).text(why));
    assertEquals(p.legalMoves().toList(), why.instead().toList());
  }

  @Test
  void cz10_1_aKingChoosesFreelyAmongItsCaptures() {
    // one piece or two: no majority
    assertEquals(Array.of("d4xa1", "d4xb2", "d4xf6xh4"), moves(position(GAME, "W:WKd4:Bc3,e5,g5")));
  }

  @Test
  void cz10_menChooseFreelyWhenNoKingCanCapture() {
    assertEquals(Array.of("a1xc3", "e3xg5xe7"), moves(position(GAME, "W:Wa1,e3:Bb2,f4,f6")));
  }

  @Test
  void cz11_aManReachingTheFarRowInACaptureStopsThere() {
    // as a king on d8 it could take c7; the move ends on the far row, and the man is crowned
    VariantPosition p = position(GAME, "W:Wf6:Be7,c7");
    assertEquals(Array.of("f6xd8"), moves(p));
    Move.PieceMove m = (Move.PieceMove) p.legalMoves().head();
    assertTrue(m.promotion().contains(Role.KING));
    VariantPosition after = p.playUnchecked(m);
    assertEquals(Piece.of(Side.WHITE, Role.KING), after.pieceAt(sq("d8")).get());
    assertEquals(Piece.of(Side.BLACK, Role.MAN), after.pieceAt(sq("c7")).get());
  }

  @Test
  void cz11a_twoRoutesThatTakeTheSamePiecesAreOneMove() {
    String fen = "W:WKd4:Bc5,c7,e7,e5";
    DraughtsVariant routes = DraughtsVariant.of(DraughtsRules.CZECH.toBuilder().id("czech-routes")
        .moveIdentity(DraughtsRules.MoveIdentity.ROUTES).build());
    VariantPosition p = position(GAME, fen);
    assertEquals(1, p.legalMoves().count(m -> m.destination().contains(sq("d4"))));
    assertEquals(2, position(routes, fen).legalMoves().count(m -> m.destination().contains(sq("d4"))));
    assertEquals(7, p.legalMoves().size());
    assertTrue(p.legalMoves().forAll(m -> m.captured().size() == 4));
  }

  @Test
  void cz12_noPiecesOrNoMoveLoses() {
    Outcome none = position(GAME, "W:W:Bh8").outcome().get();
    assertEquals(Side.BLACK, none.winner().get());
    assertEquals("draughts.end.no-pieces", none.termination().code());
    assertEquals("CZ-12", none.termination().ruleId());
    Outcome blocked = position(GAME, "W:Wa1:Bb2,c3").outcome().get();
    assertEquals(Side.BLACK, blocked.winner().get());
    assertEquals("draughts.end.blocked", blocked.termination().code());
    assertEquals("CZ-12", blocked.termination().ruleId());
  }

  @Test
  void cz13_theThirdRepetitionDraws() {
    GameRecord<VariantPosition> record = GameRecord.of(position(GAME, "W:WKa1:BKh2"));
    String[][] cycle = {{"a1", "b2"}, {"h2", "g1"}, {"b2", "a1"}, {"g1", "h2"}};
    for (int round = 0; round < 2; round++) {
      assertTrue(record.outcome().isEmpty());
      for (String[] step : cycle) {
        record = record.play(record.current().moveFor(sq(step[0]), sq(step[1])).get()).get();
      }
    }
    Outcome drawn = record.outcome().get();
    assertTrue(drawn.isDraw());
    assertEquals("draughts.variant.end.repetition", drawn.termination().code());
    assertEquals("CZ-13", drawn.termination().ruleId());
    assertTrue(GAME.drawByAgreement());
  }

  @Test
  void cz13_noMoveCountDraws() {
    assertTrue(GAME.notation().fields().forAll(f -> !f.name().equals(DraughtsVariant.NO_PROGRESS_FIELD)));
    assertTrue(GAME.fromSetup(position(GAME, "W:WKa1:BKh2").toSetup()
        .withField(DraughtsVariant.NO_PROGRESS_FIELD, "0")).isInvalid());
    // a hundred king moves without a capture: the game goes on
    VariantPosition p = position(GAME, "W:WKa1:BKh2");
    String[][] cycle = {{"a1", "b2"}, {"h2", "g1"}, {"b2", "a1"}, {"g1", "h2"}};
    for (int ply = 0; ply < 100; ply++) {
      String[] step = cycle[ply % 4];
      p = p.playUnchecked(p.moveFor(sq(step[0]), sq(step[1])).get());
    }
    assertTrue(p.outcome().isEmpty());
    assertEquals(0, p.noProgressPlies());
  }
}
