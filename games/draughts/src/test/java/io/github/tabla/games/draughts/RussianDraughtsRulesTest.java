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

/** Every rule of {@code docs/rules/russian-draughts.md}, by its id. */
class RussianDraughtsRulesTest {
  private static final DraughtsVariant GAME = DraughtsVariant.of(DraughtsRules.RUSSIAN);
  private static final SquareNaming NAMES = GAME.notation().squares();
  private static final String START = "W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8";

  private static Square sq(String name) {
    return GAME.square(name);
  }

  private static VariantPosition withField(String fen, String field, String value) {
    return GAME.fromSetup(position(GAME, fen).toSetup().withField(field, value)).get();
  }

  @Test
  void ru1_thePiecesStandOnTheThirtyTwoDarkSquaresA1Dark() {
    // a king may stand on exactly the 32 dark squares, a1 among them
    var playing = NAMES.board().squares().filter(s -> GAME.fromSetup(Setup.empty(Side.WHITE)
        .withPiece(s, Piece.of(Side.WHITE, Role.KING))).isValid());
    assertEquals(32, playing.size());
    assertTrue(playing.forAll(Square::isDark));
    assertTrue(playing.contains(Square.A1));
    assertFalse(playing.contains(Square.H1));
    // a move to a light square is refused by RU-1
    MoveRejection light = GAME.start().moveFor(Square.C3, Square.C4).getLeft();
    assertEquals("draughts.light-square", light.code());
    assertEquals("RU-1", light.ruleId());
  }

  @Test
  void ru2_theSquaresHaveTheirChessNames() {
    assertFalse(NAMES.numbered());
    assertEquals(Square.A1, sq("a1"));
    assertEquals(Square.C3, sq("c3"));
    assertEquals(Square.H8, sq("h8"));
    assertEquals("g1", NAMES.name(Square.G1).get());
    assertTrue(NAMES.square("1").isEmpty());
    // a light square's name reads, and the position is refused by RU-1
    var refused = GAME.fromSetup(PositionText.read(GAME.notation(), "W:Wb3:Ba7").get()).getError().head();
    assertEquals("draughts.setup.light-square", refused.code());
    assertEquals("RU-1", refused.ruleId());
  }

  @Test
  void ru3_whiteOnTheRanks1To3BlackOn6To8AndWhiteMovesFirst() {
    VariantPosition start = GAME.start();
    assertEquals(Side.WHITE, start.sideToMove());
    for (Square s : NAMES.board().squares().filter(Square::isDark)) {
      int rank = s.rank() + 1;
      Side expected = rank <= 3 ? Side.WHITE : rank >= 6 ? Side.BLACK : null;
      assertEquals(expected == null ? null : Piece.of(expected, Role.MAN), start.pieceAt(s).getOrNull(), s.text());
    }
    assertEquals(Array.of("a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"), moves(start));
    assertEquals(7482L, start.perft(5));
  }

  @Test
  void ru3_aSetupHasAtMostTwelvePiecesASideAndFitsWhiteMovingFirst() {
    String thirteen = "W:WKa1,Kc1,Ke1,Kg1,Kb2,Kd2,Kf2,Kh2,Ka3,Kc3,Ke3,Kg3,Kb4:Bh8";
    var refused = GAME.fromSetup(PositionText.read(GAME.notation(), thirteen).get()).getError().head();
    assertEquals("draughts.setup.too-many-pieces", refused.code());
    assertEquals("RU-3", refused.ruleId());
    // counts that do not fit White moving first: Black to move after Black has moved as often as White
    var early = GAME.fromSetup(PositionText.read(GAME.notation(), "B:Wc3:Ba7").get()
        .withField(DraughtsVariant.WHITE_MOVES_FIELD, "2").withField(DraughtsVariant.BLACK_MOVES_FIELD, "2"))
        .getError().head();
    assertEquals("RU-3", early.ruleId());
    // a text that counts no moves, Black to move: White has made the first
    VariantPosition counted = GAME.fromSetup(PositionText.read(GAME.notation(), "B:Wc3:Bd6").get()).get();
    assertEquals(Side.BLACK, counted.sideToMove());
    assertEquals("B:Wc3:Bd6:white-moves=1", PositionText.write(GAME.notation(), counted.toSetup()));
  }

  @Test
  void ru4_movesAreWrittenWithChessNamesAndCapturesWithX() {
    assertEquals(Array.of(Square.C3, Square.D4), MoveText.parse("c3-d4", NAMES).get().squares());
    assertEquals(Array.of(Square.C1, Square.E3, Square.C5), MoveText.parse("c1xe3xc5", NAMES).get().squares());
    // the Russian colon is not read
    assertTrue(MoveText.parse("c3:e5", NAMES).isLeft());
    VariantPosition p = position(GAME, "W:Wc1:Bd2,d4");
    MoveWriter writer = new MoveWriter(GAME.notation());
    assertEquals("c1xe3xc5", writer.write(p.legalMoves().head()));
    assertEquals("c1xc5", writer.writeCompact(p, p.legalMoves().head()));
    assertEquals(START, PositionText.write(GAME.notation(), GAME.start().toSetup()));
  }

  @Test
  void ru5_aManStepsForwardOnly() {
    assertEquals(Array.of("c3-b4", "c3-d4"), moves(position(GAME, "W:Wc3:Bh8")));
    MoveRejection back = position(GAME, "W:Wd4:Bh8").moveFor(sq("d4"), sq("c3")).getLeft();
    assertEquals("draughts.variant.no-such-move", back.code());
    assertEquals("RU-5", back.ruleId());
  }

  @Test
  void ru5_aManCapturesBackwardsAndTakesKingsToo() {
    // the Black man on c3 is behind the White man on d4, b2 behind it is empty
    assertEquals(Array.of("d4xb2"), moves(position(GAME, "W:Wd4:Bc3")));
    assertEquals(Array.of("d4xb2"), moves(position(GAME, "W:Wd4:BKc3")));
    assertEquals(Array.of("d4xf6"), moves(position(GAME, "W:Wd4:BKe5")));
  }

  @Test
  void ru6_aManEndingOnTheFarRowIsCrowned() {
    VariantPosition p = position(GAME, "W:Wc7:Bh2");
    Move m = p.moveFor(sq("c7"), sq("b8")).get();
    assertTrue(((Move.PieceMove) m).promotion().contains(Role.KING));
    assertEquals(Piece.of(Side.WHITE, Role.KING), p.playUnchecked(m).pieceAt(sq("b8")).get());
    var white = GAME.fromSetup(PositionText.read(GAME.notation(), "W:Wb8:Bh2").get()).getError().head();
    assertEquals("draughts.setup.man-on-far-row", white.code());
    assertEquals("RU-6", white.ruleId());
    var black = GAME.fromSetup(PositionText.read(GAME.notation(), "W:Wc3:Bc1").get()).getError().head();
    assertEquals("RU-6", black.ruleId());
  }

  @Test
  void ru7_aKingFliesAlongAFreeDiagonal() {
    // from a1 up to the Black man on h8, which it cannot take: nothing behind it
    assertEquals(Array.of("a1-b2", "a1-c3", "a1-d4", "a1-e5", "a1-f6", "a1-g7"), moves(position(GAME, "W:WKa1:Bh8")));
    VariantPosition d4 = position(GAME, "W:WKd4:Bb8");
    assertEquals(13, d4.legalMoves().size());
    assertTrue(moves(d4).containsAll(Array.of("d4-a1", "d4-g1", "d4-a7", "d4-h8")));
    MoveRejection bent = d4.moveFor(sq("d4"), sq("d6")).getLeft();
    assertEquals("RU-7", bent.ruleId());
  }

  @Test
  void ru7_aKingCapturesAtADistanceAndLandsAnywhereBehind() {
    assertEquals(Array.of("a1xf6", "a1xg7", "a1xh8"), moves(position(GAME, "W:WKa1:Be5")));
    // backwards too
    assertEquals(Array.of("e5xa1", "e5xb2"), moves(position(GAME, "W:WKe5:Bc3")));
  }

  @Test
  void ru8_captureIsCompulsory() {
    VariantPosition p = position(GAME, "W:Wc3,h2:Bd4");
    assertEquals(Array.of("c3xe5"), moves(p));
    MoveRejection why = p.moveFor(sq("h2"), sq("g3")).getLeft();
    assertEquals("draughts.capture.compulsory", why.code());
    assertEquals("RU-8", why.ruleId());
  }

  @Test
  void ru9_aCaptureGoesOnToItsEndAndItsPiecesLeaveAfterTheMove() {
    VariantPosition p = position(GAME, "W:Wc1:Bd2,d4");
    assertEquals(Array.of("c1xe3xc5"), moves(p));
    // stopping half way is refused
    MoveRejection half = p.moveFor(Array.of(sq("c1"), sq("e3"))).getLeft();
    assertEquals("draughts.capture.compulsory", half.code());
    assertEquals("RU-8", half.ruleId());
    VariantPosition after = p.playUnchecked(p.legalMoves().head());
    assertTrue(after.pieceAt(sq("d2")).isEmpty());
    assertTrue(after.pieceAt(sq("d4")).isEmpty());
    assertEquals(Piece.of(Side.WHITE, Role.MAN), after.pieceAt(sq("c5")).get());
  }

  @Test
  void ru9_takenPiecesStayAsObstaclesAndAKingStopsWhereItCanGoOn() {
    // a1 takes c3 and may stop only on d4 or e5, the squares from which it goes on (not f6, g7, h8);
    // from a5 the taken man on c3 still stands between the king and d2
    String fen = "W:WKa1:Bc3,b6,d6,d2";
    assertEquals(Array.of("a1xd4xa7", "a1xe5xc7xa5"), moves(position(GAME, fen)));
    DraughtsVariant atOnce = DraughtsVariant.of(DraughtsRules.RUSSIAN.toBuilder().id("russian-at-once")
        .removal(DraughtsRules.Removal.AT_ONCE).build());
    assertTrue(moves(position(atOnce, fen)).contains("a1xe5xc7xa5xe1"));
  }

  @Test
  void ru10_theChoiceBetweenCapturesIsFree() {
    // one piece or two: either
    assertEquals(Array.of("a1xc3", "e3xg5xe7"), moves(position(GAME, "W:Wa1,e3:BKb2,f4,f6")));
    // three pieces with a man, one with a king: any of them
    assertEquals(Array.of("a1xc3xe5xg7", "h4xd8", "h4xe7"), moves(position(GAME, "W:Wa1,Kh4:Bb2,d4,f6")));
    // a king's capture of one piece or of two
    assertEquals(Array.of("d4xa1", "d4xb2", "d4xf6xh4"), moves(position(GAME, "W:WKd4:Bc3,e5,g5")));
  }

  @Test
  void ru11_aManCrownedInACaptureGoesOnAsAFlyingKing() {
    // f6xd8 crowns the man; as a king it takes c7 from d8 and lands on b6 or a5
    VariantPosition p = position(GAME, "W:Wf6:Be7,c7");
    assertEquals(Array.of("f6xd8xa5", "f6xd8xb6"), moves(p));
    assertTrue(p.legalMoves().forAll(m -> ((Move.PieceMove) m).promotion().contains(Role.KING)));
    VariantPosition after = p.playUnchecked(p.moveFor(sq("f6"), sq("a5")).get());
    assertEquals(Piece.of(Side.WHITE, Role.KING), after.pieceAt(sq("a5")).get());
    assertTrue(after.pieceAt(sq("e7")).isEmpty());
    assertTrue(after.pieceAt(sq("c7")).isEmpty());
  }

  @Test
  void ru11a_twoRoutesThatTakeTheSamePiecesAreOneMove() {
    // the king on d4 takes c5, c7, e7 and e5 round a loop either way, back on d4
    String fen = "W:WKd4:Bc5,c7,e7,e5";
    DraughtsVariant routes = DraughtsVariant.of(DraughtsRules.RUSSIAN.toBuilder().id("russian-routes")
        .moveIdentity(DraughtsRules.MoveIdentity.ROUTES).build());
    VariantPosition p = position(GAME, fen);
    assertEquals(1, p.legalMoves().count(m -> m.destination().contains(sq("d4"))));
    assertEquals(2, position(routes, fen).legalMoves().count(m -> m.destination().contains(sq("d4"))));
    assertEquals(7, p.legalMoves().size());
    assertEquals(8, position(routes, fen).legalMoves().size());
    assertTrue(p.legalMoves().forAll(m -> m.captured().size() == 4));
  }

  @Test
  void ru12_noPiecesOrNoMoveLoses() {
    Outcome none = position(GAME, "W:W:Bh8").outcome().get();
    assertEquals(Side.BLACK, none.winner().get());
    assertEquals("draughts.end.no-pieces", none.termination().code());
    assertEquals("RU-12", none.termination().ruleId());
    // the White man on a1 can neither step to b2 nor take it: c3 is occupied
    Outcome blocked = position(GAME, "W:Wa1:Bb2,c3").outcome().get();
    assertEquals(Side.BLACK, blocked.winner().get());
    assertEquals("draughts.end.blocked", blocked.termination().code());
    assertEquals("RU-12", blocked.termination().ruleId());
  }

  @Test
  void ru13_fifteenMovesEachWithOnlyKingsDraw() {
    VariantPosition early = withField("W:WKa1:BKh2", DraughtsVariant.NO_PROGRESS_FIELD, "28");
    assertTrue(early.playUnchecked(early.legalMoves().head()).outcome().isEmpty());
    VariantPosition almost = withField("W:WKa1:BKh2", DraughtsVariant.NO_PROGRESS_FIELD, "29");
    Outcome drawn = almost.playUnchecked(almost.legalMoves().head()).outcome().get();
    assertTrue(drawn.isDraw());
    assertEquals("draughts.variant.end.no-progress", drawn.termination().code());
    assertEquals("RU-13", drawn.termination().ruleId());
    // 30 plies is the most a position can carry: the drawn position itself
    assertTrue(GAME.fromSetup(position(GAME, "W:WKa1:BKh2").toSetup()
        .withField(DraughtsVariant.NO_PROGRESS_FIELD, "31")).isInvalid());
    assertTrue(withField("W:WKa1:BKh2", DraughtsVariant.NO_PROGRESS_FIELD, "30").outcome().get().isDraw());
    // a man's move starts the count again
    VariantPosition man = withField("W:Wc3,Ka1:BKh2", DraughtsVariant.NO_PROGRESS_FIELD, "29");
    assertEquals(0, man.playUnchecked(man.moveFor(sq("c3"), sq("d4")).get()).noProgressPlies());
  }

  @Test
  void ru13_theThirdRepetitionDraws() {
    VariantPosition p = position(GAME, "W:WKa1:BKh2");
    GameRecord<VariantPosition> record = GameRecord.of(p);
    String[][] cycle = {{"a1", "b2"}, {"h2", "g1"}, {"b2", "a1"}, {"g1", "h2"}};
    for (int round = 0; round < 2; round++) {
      assertTrue(record.outcome().isEmpty());
      for (String[] step : cycle) {
        record = record.play(record.current().moveFor(sq(step[0]), sq(step[1])).get()).get();
      }
    }
    assertEquals(3, record.repetitions());
    Outcome drawn = record.outcome().get();
    assertTrue(drawn.isDraw());
    assertEquals("draughts.variant.end.repetition", drawn.termination().code());
    assertEquals("RU-13", drawn.termination().ruleId());
    assertTrue(GAME.drawByAgreement());
  }

  @Test
  void aMoveTextThatDoesNotStartWithASquareIsToldASquareIsExpected() {
    // RU-2's names: a move names squares only, so no piece letter is offered in the error
    io.github.tabla.notation.Notation<VariantPosition> notation = io.github.tabla.notation.Notation.forGame(GAME);
    for (String text : new String[] {"zz", "Kc3-d4", "--x"}) {
      String message = io.github.tabla.notation.NotationMessages.of(GAME, java.util.Locale.ENGLISH)
          .text(notation.readMove(GAME.start(), text).getLeft());
      assertTrue(message.contains("expected a square such as e4"), message);
      assertFalse(message.contains("piece letter"), message);
    }
    assertEquals("c3-d4", new MoveWriter(GAME.notation()).write(notation.readMove(GAME.start(), "c3-d4").get()));
  }
}
