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

/** Every rule of {@code docs/rules/brazilian-draughts.md}, by its id. */
class BrazilianDraughtsRulesTest {
  private static final DraughtsVariant GAME = DraughtsVariant.of(DraughtsRules.BRAZILIAN);
  private static final SquareNaming NAMES = GAME.notation().squares();
  private static final String START = "W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8";

  private static Square sq(String name) {
    return GAME.square(name);
  }

  private static VariantPosition withField(String fen, String field, String value) {
    return GAME.fromSetup(position(GAME, fen).toSetup().withField(field, value)).get();
  }

  @Test
  void br1_thePiecesStandOnTheThirtyTwoDarkSquaresA1Dark() {
    var playing = NAMES.board().squares().filter(s -> GAME.fromSetup(Setup.empty(Side.WHITE)
        .withPiece(s, Piece.of(Side.WHITE, Role.KING))).isValid());
    assertEquals(32, playing.size());
    assertTrue(playing.forAll(Square::isDark));
    assertTrue(playing.contains(Square.A1));
    MoveRejection light = GAME.start().moveFor(Square.C3, Square.C4).getLeft();
    assertEquals("draughts.light-square", light.code());
    assertEquals("BR-1", light.ruleId());
  }

  @Test
  void br2_theSquaresHaveTheirChessNamesNotNumbers() {
    assertFalse(NAMES.numbered());
    assertEquals(Square.A1, sq("a1"));
    assertEquals(Square.H8, sq("h8"));
    // the numbers 1..32 seen in Brazilian print are not read
    assertTrue(NAMES.square("1").isEmpty());
    assertTrue(NAMES.square("32").isEmpty());
  }

  @Test
  void br3_whiteOnTheRanks1To3BlackOn6To8AndWhiteMovesFirst() {
    VariantPosition start = GAME.start();
    assertEquals(Side.WHITE, start.sideToMove());
    for (Square s : NAMES.board().squares().filter(Square::isDark)) {
      int rank = s.rank() + 1;
      Side expected = rank <= 3 ? Side.WHITE : rank >= 6 ? Side.BLACK : null;
      assertEquals(expected == null ? null : Piece.of(expected, Role.MAN), start.pieceAt(s).getOrNull(), s.text());
    }
    assertEquals(Array.of("a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"), moves(start));
    assertEquals(7473L, start.perft(5));
  }

  @Test
  void br3_aSetupHasAtMostTwelvePiecesASideAndFitsWhiteMovingFirst() {
    String thirteen = "W:WKa1,Kc1,Ke1,Kg1,Kb2,Kd2,Kf2,Kh2,Ka3,Kc3,Ke3,Kg3,Kb4:Bh8";
    var refused = GAME.fromSetup(PositionText.read(GAME.notation(), thirteen).get()).getError().head();
    assertEquals("draughts.setup.too-many-pieces", refused.code());
    assertEquals("BR-3", refused.ruleId());
    // counts that do not fit White moving first: Black to move after Black has moved as often as White
    var early = GAME.fromSetup(PositionText.read(GAME.notation(), "B:Wc3:Ba7").get()
        .withField(DraughtsVariant.WHITE_MOVES_FIELD, "2").withField(DraughtsVariant.BLACK_MOVES_FIELD, "2"))
        .getError().head();
    assertEquals("BR-3", early.ruleId());
    // a text that counts no moves, Black to move: White has made the first
    VariantPosition counted = GAME.fromSetup(PositionText.read(GAME.notation(), "B:Wc3:Bd6").get()).get();
    assertEquals(Side.BLACK, counted.sideToMove());
    assertEquals("B:Wc3:Bd6:white-moves=1", PositionText.write(GAME.notation(), counted.toSetup()));
  }

  @Test
  void br4_movesAreWrittenWithChessNamesAndCapturesWithX() {
    assertEquals(Array.of(Square.C3, Square.D4), MoveText.parse("c3-d4", NAMES).get().squares());
    VariantPosition p = position(GAME, "W:Wc1:Bd2,d4");
    MoveWriter writer = new MoveWriter(GAME.notation());
    assertEquals("c1xe3xc5", writer.write(p.legalMoves().head()));
    assertEquals("c1xc5", writer.writeCompact(p, p.legalMoves().head()));
    assertEquals(START, PositionText.write(GAME.notation(), GAME.start().toSetup()));
  }

  @Test
  void br5_aManStepsForwardOnlyAndCapturesBackwardsToo() {
    assertEquals(Array.of("c3-b4", "c3-d4"), moves(position(GAME, "W:Wc3:Bh8")));
    MoveRejection back = position(GAME, "W:Wd4:Bh8").moveFor(sq("d4"), sq("c3")).getLeft();
    assertEquals("draughts.variant.no-such-move", back.code());
    assertEquals("BR-5", back.ruleId());
    assertEquals(Array.of("d4xb2"), moves(position(GAME, "W:Wd4:Bc3")));
    // a man takes a king
    assertEquals(Array.of("d4xb2"), moves(position(GAME, "W:Wd4:BKc3")));
  }

  @Test
  void br6_aManEndingOnTheFarRowIsCrowned() {
    VariantPosition p = position(GAME, "W:Wc7:Bh2");
    Move m = p.moveFor(sq("c7"), sq("d8")).get();
    assertTrue(((Move.PieceMove) m).promotion().contains(Role.KING));
    assertEquals(Piece.of(Side.WHITE, Role.KING), p.playUnchecked(m).pieceAt(sq("d8")).get());
    // a capture that ends on the far row crowns too
    VariantPosition capture = position(GAME, "W:Wf6:Be7");
    assertEquals(Array.of("f6xd8"), moves(capture));
    assertTrue(((Move.PieceMove) capture.legalMoves().head()).promotion().contains(Role.KING));
    var refused = GAME.fromSetup(PositionText.read(GAME.notation(), "W:Wb8:Bh2").get()).getError().head();
    assertEquals("draughts.setup.man-on-far-row", refused.code());
    assertEquals("BR-6", refused.ruleId());
  }

  @Test
  void br7_aKingFliesAndCapturesAtADistance() {
    assertEquals(Array.of("a1-b2", "a1-c3", "a1-d4", "a1-e5", "a1-f6", "a1-g7"), moves(position(GAME, "W:WKa1:Bh8")));
    assertEquals(Array.of("a1xf6", "a1xg7", "a1xh8"), moves(position(GAME, "W:WKa1:Be5")));
    assertEquals(Array.of("e5xa1", "e5xb2"), moves(position(GAME, "W:WKe5:Bc3")));
  }

  @Test
  void br8_captureIsCompulsory() {
    VariantPosition p = position(GAME, "W:Wc3,h2:Bd4");
    assertEquals(Array.of("c3xe5"), moves(p));
    MoveRejection why = p.moveFor(sq("h2"), sq("g3")).getLeft();
    assertEquals("draughts.capture.compulsory", why.code());
    assertEquals("BR-8", why.ruleId());
  }

  @Test
  void br9_aCaptureGoesOnAndItsPiecesLeaveAfterTheMove() {
    VariantPosition p = position(GAME, "W:Wc1:Bd2,d4");
    assertEquals(Array.of("c1xe3xc5"), moves(p));
    VariantPosition after = p.playUnchecked(p.legalMoves().head());
    assertTrue(after.pieceAt(sq("d2")).isEmpty());
    assertTrue(after.pieceAt(sq("d4")).isEmpty());
    assertEquals(Piece.of(Side.WHITE, Role.MAN), after.pieceAt(sq("c5")).get());
  }

  @Test
  void br9_takenPiecesStayAsObstacles() {
    // from a5 the taken man on c3 still stands between the king and d2: three pieces, not four
    VariantPosition p = position(GAME, "W:WKa1:Bc3,b6,d6,d2");
    assertEquals(Array.of("a1xe5xc7xa5"), moves(p));
    assertEquals(3, p.legalMoves().head().captured().size());
  }

  @Test
  void br10_1_theCaptureOfTheMostPiecesMustBePlayed() {
    // a1 takes the king on b2, e3 takes two men: the two must be taken
    VariantPosition p = position(GAME, "W:Wa1,e3:BKb2,f4,f6");
    assertEquals(Array.of("e3xg5xe7"), moves(p));
    MoveRejection why = p.moveFor(sq("a1"), sq("c3")).getLeft();
    assertEquals("draughts.capture.priority.most-pieces", why.code());
    assertEquals("BR-10.1", why.ruleId());
    assertEquals(p.legalMoves().toList(), why.instead().toList());
    // a man's capture of three before a king's of one
    assertEquals(Array.of("a1xc3xe5xg7"), moves(position(GAME, "W:Wa1,Kh4:Bb2,d4,f6")));
    // and a king's of two before its own of one
    VariantPosition king = position(GAME, "W:WKd4:Bc3,e5,g5");
    assertEquals(Array.of("d4xf6xh4"), moves(king));
    assertEquals("BR-10.1", king.moveFor(sq("d4"), sq("a1")).getLeft().ruleId());
  }

  @Test
  void br10_1_aKingCountsOneAndEqualCapturesAreAFreeChoice() {
    // two kings with a3, two men with h2: as many pieces, either may be played
    assertEquals(Array.of("a3xc5xe7", "h2xf4xh6"), moves(position(GAME, "W:Wa3,h2:BKb4,Kd6,g3,g5")));
  }

  @Test
  void br11_aManPassingTheFarRowInACaptureStaysAMan() {
    // f6xd8 reaches the far row; the man goes on over c7 to b6 and is not crowned
    VariantPosition p = position(GAME, "W:Wf6:Be7,c7");
    assertEquals(Array.of("f6xd8xb6"), moves(p));
    Move.PieceMove m = (Move.PieceMove) p.legalMoves().head();
    assertTrue(m.promotion().isEmpty());
    assertEquals(Piece.of(Side.WHITE, Role.MAN), p.playUnchecked(m).pieceAt(sq("b6")).get());
  }

  @Test
  void br11a_twoRoutesThatTakeTheSamePiecesAreOneMove() {
    String fen = "W:WKd4:Bc5,c7,e7,e5";
    DraughtsVariant routes = DraughtsVariant.of(DraughtsRules.BRAZILIAN.toBuilder().id("brazilian-routes")
        .moveIdentity(DraughtsRules.MoveIdentity.ROUTES).build());
    VariantPosition p = position(GAME, fen);
    assertEquals(1, p.legalMoves().count(m -> m.destination().contains(sq("d4"))));
    assertEquals(2, position(routes, fen).legalMoves().count(m -> m.destination().contains(sq("d4"))));
    assertEquals(7, p.legalMoves().size());
    assertTrue(p.legalMoves().forAll(m -> m.captured().size() == 4));
  }

  @Test
  void br12_noPiecesOrNoMoveLoses() {
    Outcome none = position(GAME, "W:W:Bh8").outcome().get();
    assertEquals(Side.BLACK, none.winner().get());
    assertEquals("draughts.end.no-pieces", none.termination().code());
    assertEquals("BR-12", none.termination().ruleId());
    Outcome blocked = position(GAME, "W:Wa1:Bb2,c3").outcome().get();
    assertEquals(Side.BLACK, blocked.winner().get());
    assertEquals("draughts.end.blocked", blocked.termination().code());
    assertEquals("BR-12", blocked.termination().ruleId());
  }

  @Test
  void br13_twentyMovesEachWithOnlyKingsDraw() {
    VariantPosition early = withField("W:WKa1:BKh2", DraughtsVariant.NO_PROGRESS_FIELD, "38");
    assertTrue(early.playUnchecked(early.legalMoves().head()).outcome().isEmpty());
    VariantPosition almost = withField("W:WKa1:BKh2", DraughtsVariant.NO_PROGRESS_FIELD, "39");
    Outcome drawn = almost.playUnchecked(almost.legalMoves().head()).outcome().get();
    assertTrue(drawn.isDraw());
    assertEquals("draughts.variant.end.no-progress", drawn.termination().code());
    assertEquals("BR-13", drawn.termination().ruleId());
    assertTrue(GAME.fromSetup(position(GAME, "W:WKa1:BKh2").toSetup()
        .withField(DraughtsVariant.NO_PROGRESS_FIELD, "41")).isInvalid());
    // a count at the limit is the drawn position a game reaches: it reads back, over
    VariantPosition over = withField("W:WKa1:BKh2", DraughtsVariant.NO_PROGRESS_FIELD, "40");
    assertTrue(over.outcome().get().isDraw());
    assertEquals(over, GAME.fromSetup(over.toSetup()).get());
    VariantPosition man = withField("W:Wc3,Ka1:BKh2", DraughtsVariant.NO_PROGRESS_FIELD, "39");
    assertEquals(0, man.playUnchecked(man.moveFor(sq("c3"), sq("d4")).get()).noProgressPlies());
  }

  @Test
  void br13_4_endingsAgainstALoneKingAreLimitedAsInInternationalDraughts() {
    // two kings against one: 5 moves each
    VariantPosition two = withField("W:WKa1,Kc1:BKh2", DraughtsVariant.ENDGAME_FIELD, "9");
    Outcome drawn = two.playUnchecked(two.legalMoves().head()).outcome().get();
    assertEquals("draughts.variant.end.endgame-limit", drawn.termination().code());
    assertEquals("BR-13", drawn.termination().ruleId());
    // three pieces with a king against one: 16 moves each; the count goes on through a man's move
    VariantPosition three = withField("W:WKa1,c3,e1:BKh2", DraughtsVariant.ENDGAME_FIELD, "30");
    VariantPosition next = three.playUnchecked(three.moveFor(sq("c3"), sq("d4")).get());
    assertEquals(31, next.endgamePlies());
    assertTrue(next.outcome().isEmpty());
    assertTrue(GAME.fromSetup(position(GAME, "W:WKa1,c3,e1:BKh2").toSetup()
        .withField(DraughtsVariant.ENDGAME_FIELD, "33")).isInvalid());
  }

  @Test
  void br13_theThirdRepetitionDraws() {
    GameRecord<VariantPosition> record = GameRecord.of(position(GAME, "W:WKa1:BKh2"));
    String[][] cycle = {{"a1", "b2"}, {"h2", "g1"}, {"b2", "a1"}, {"g1", "h2"}};
    for (int round = 0; round < 2; round++) {
      assertTrue(record.outcome().isEmpty());
      for (String[] step : cycle) {
        record = record.play(record.current().moveFor(sq(step[0]), sq(step[1])).get()).get();
      }
    }
    Outcome drawn = record.outcome().get();
    assertEquals("draughts.variant.end.repetition", drawn.termination().code());
    assertEquals("BR-13", drawn.termination().ruleId());
    assertTrue(GAME.drawByAgreement());
  }
}
