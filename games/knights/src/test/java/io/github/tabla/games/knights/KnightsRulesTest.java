package io.github.tabla.games.knights;

import static io.github.tabla.games.knights.Text.position;
import static io.github.tabla.games.knights.Text.sq;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Move;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Role;
import io.github.tabla.core.Score;
import io.github.tabla.core.Side;
import io.github.tabla.core.BoardShape;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareSet;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Robot;
import io.github.tabla.games.knights.internal.Board;
import io.github.tabla.games.knights.internal.Rules;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** One test per rule KN-1..KN-13 and per example of {@code rules/knights.md}. */
class KnightsRulesTest {
  private static final KnightsGame GAME = KnightsGame.standard();
  private static final String START = "r1bqNbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQnBNR w e8 e1 0 0";

  private static Seq<Square> destinations(KnightsPosition p) {
    return p.legalMoves().flatMap(Move::destination);
  }

  @Test
  void kn1_start_kingsRemovedAndEachKingsPlaceHoldsTheOpponentsKnight() {
    KnightsPosition p = GAME.start();
    assertEquals(START, p.toString());
    assertEquals(p, position(START));
    assertTrue(p.pieceAt(sq("b1")).isEmpty());
    assertTrue(p.pieceAt(sq("b8")).isEmpty());
    assertEquals(Piece.of(Side.BLACK, Role.KNIGHT), p.pieceAt(sq("e1")).get());
    assertEquals(Piece.of(Side.WHITE, Role.KNIGHT), p.pieceAt(sq("e8")).get());
    for (Square s : BoardShape.EIGHT_BY_EIGHT.squares()) {
      assertFalse(p.pieceAt(s).exists(piece -> piece.role() == Role.KING), "no king on " + s);
    }
    assertEquals(Piece.of(Side.WHITE, Role.QUEEN), p.pieceAt(sq("d1")).get());
    assertEquals(Piece.of(Side.BLACK, Role.KNIGHT), p.pieceAt(sq("g8")).get());
    assertEquals(Side.WHITE, p.sideToMove());
    assertEquals(Score.ZERO, p.turns());
  }

  @Test
  void kn2_onlyTheRacingKnightsMove() {
    KnightsPosition p = GAME.start();
    assertTrue(p.legalMoves().forAll(m -> m.origin().contains(sq("e8"))));
    KnightsPosition afterWhite = p.play(sq("e8"), sq("d6")).get();
    assertTrue(afterWhite.legalMoves().forAll(m -> m.origin().contains(sq("e1"))));
  }

  @Test
  void kn2_wrongKnight_theStaticPiecesAndTheOtherKnightAreNotYours() {
    KnightsPosition p = GAME.start();
    MoveRejection pawn = p.play(sq("a2"), sq("a3")).getLeft();
    assertEquals(new MoveRejection.NotYourPiece(sq("a2"), Piece.of(Side.WHITE, Role.PAWN), "KN-2"), pawn);
    // the static white knight on g1 is a knight, but it never moves
    MoveRejection staticKnight = p.play(sq("g1"), sq("f3")).getLeft();
    assertEquals(new MoveRejection.NotYourPiece(sq("g1"), Piece.of(Side.WHITE, Role.KNIGHT), "KN-2"), staticKnight);
    MoveRejection otherRacer = p.play(sq("e1"), sq("f3")).getLeft();
    assertEquals(new MoveRejection.NotYourPiece(sq("e1"), Piece.of(Side.BLACK, Role.KNIGHT), "KN-2"), otherRacer);
    assertEquals(new MoveRejection.NoPiece(sq("e4")), p.play(sq("e4"), sq("e5")).getLeft());
  }

  @Test
  void kn3_example_fromE8TheJumpsAreD6F6C7AndG7() {
    assertEquals(Array.of(sq("c7"), sq("d6"), sq("f6"), sq("g7")).sorted(), destinations(GAME.start()).sorted());
    assertEquals(SquareSet.of(sq("c7"), sq("d6"), sq("f6"), sq("g7")), GAME.start().destinationsFrom(sq("e8")));
  }

  @Test
  void kn3_example_c7AndG7HoldBlackPawns_soThoseJumpsCapture() {
    KnightsPosition p = GAME.start();
    Move c7 = p.moveFor(sq("e8"), sq("c7")).get();
    Move g7 = p.moveFor(sq("e8"), sq("g7")).get();
    assertEquals(Move.PieceMove.capture(Side.WHITE, Role.KNIGHT, sq("e8"), sq("c7")), c7);
    assertEquals(Move.PieceMove.capture(Side.WHITE, Role.KNIGHT, sq("e8"), sq("g7")), g7);
    assertEquals(Piece.of(Side.BLACK, Role.PAWN), p.pieceAt(sq("c7")).get());
    assertEquals(Piece.of(Side.BLACK, Role.PAWN), p.pieceAt(sq("g7")).get());
    assertFalse(p.moveFor(sq("e8"), sq("d6")).get().isCapture());
    assertFalse(p.moveFor(sq("e8"), sq("f6")).get().isCapture());
    assertEquals("e8xc7", c7.toString());
  }

  @Test
  void kn3_example_e8ToD6_jumpsOverThePawnsInBetween() {
    // e7 and d7 hold black pawns: a knight jumps over whatever stands in between
    KnightsPosition p = GAME.start().play(sq("e8"), sq("d6")).get();
    assertEquals(Square.D6, p.racingKnight(Side.WHITE));
  }

  @Test
  void kn3_anythingButAnLShape_isNotAKnightJump() {
    MoveRejection why = GAME.start().play(sq("e8"), sq("e6")).getLeft();
    assertInstanceOf(MoveRejection.RuleBroken.class, why);
    assertEquals("knights.not-a-jump", why.code());
    assertEquals("KN-3", why.ruleId());
    assertEquals(Array.of(sq("e8"), sq("e6")), why.arguments());
    assertEquals("KN-3", GAME.start().moveFor(Array.of(sq("e8"), sq("d6"), sq("e4"))).getLeft().ruleId());
  }

  @Test
  void kn3_everyJumpChangesTheColourOfTheKnightsSquare() {
    SplittableRandom random = new SplittableRandom(3);
    for (int game = 0; game < 20; game++) {
      KnightsPosition p = GAME.start();
      while (!p.isOver()) {
        Seq<Move> moves = p.legalMoves();
        Move m = moves.get(random.nextInt(moves.size()));
        if (!m.isPass()) {
          assertNotEquals(m.origin().get().isDark(), m.destination().get().isDark(), m.toString());
        }
        p = p.playUnchecked(m);
      }
    }
  }

  @Test
  void kn4_landingOnAnOpponentsPieceCapturesIt() {
    KnightsPosition p = GAME.start().play(sq("e8"), sq("c7")).get();
    assertEquals(Piece.of(Side.WHITE, Role.KNIGHT), p.pieceAt(sq("c7")).get());
    assertEquals(13, p.targets(Side.WHITE).size());
    assertFalse(p.staticPieces(Side.BLACK).contains(sq("c7")));
    assertEquals(Score.of(1, 0), p.score());
  }

  @Test
  void kn4_eachKnightCapturesOnlyTheOtherSidesPieces() {
    SplittableRandom random = new SplittableRandom(4);
    for (int game = 0; game < 20; game++) {
      KnightsPosition p = GAME.start();
      while (!p.isOver()) {
        Seq<Move> moves = p.legalMoves();
        Move m = moves.get(random.nextInt(moves.size()));
        for (Square c : m.captured()) {
          assertEquals(p.sideToMove().opposite(), p.pieceAt(c).get().side(), m.toString());
        }
        p = p.playUnchecked(m);
      }
    }
  }

  @Test
  void kn5_aKnightNeverLandsOnItsOwnPieces() {
    KnightsPosition p = position("r1bq1bnr/pppppppp/8/8/8/4N3/PPPPPPPP/R1BQnBNR w e3 e1 5 5");
    assertEquals(Array.of(sq("c4"), sq("d5"), sq("f5"), sq("g4")).sorted(), destinations(p).sorted());
    MoveRejection why = p.play(sq("e3"), sq("d1")).getLeft();
    assertEquals("knights.own-piece", why.code());
    assertEquals("KN-5", why.ruleId());
    assertEquals(Array.of(sq("d1"), Piece.of(Side.WHITE, Role.QUEEN)), why.arguments());
    assertEquals(SquareSet.of(sq("d1")), why.squares());
  }

  @Test
  void kn5_theKnightsNeverCaptureEachOtherNorShareASquare() {
    KnightsPosition p = position("r1bq1bnr/pppppppp/8/3n4/8/4N3/PPPPPPPP/R1BQ1BNR w e3 d5 5 5");
    assertFalse(destinations(p).contains(sq("d5")));
    MoveRejection why = p.play(sq("e3"), sq("d5")).getLeft();
    assertEquals("knights.other-knight", why.code());
    assertEquals("KN-5", why.ruleId());
    assertEquals(SquareSet.of(sq("d5")), why.squares());
    KnightsPosition black = position("r1bq1bnr/pppppppp/8/3n4/8/4N3/PPPPPPPP/R1BQ1BNR b e3 d5 6 5");
    assertFalse(destinations(black).contains(sq("e3")));
  }

  @Test
  void kn6_eachKnightHasFourteenTargets_allButTheOpponentsRacingKnight() {
    KnightsPosition p = GAME.start();
    assertEquals(14, p.targets(Side.WHITE).size());
    assertEquals(14, p.targets(Side.BLACK).size());
    assertFalse(p.targets(Side.WHITE).contains(sq("e1")));
    assertFalse(p.targets(Side.BLACK).contains(sq("e8")));
    assertTrue(p.targets(Side.WHITE).contains(sq("g8")), "the opponent's other knight is a target");
    assertTrue(p.targets(Side.BLACK).contains(sq("g1")));
    assertEquals(Array.of(Role.QUEEN, Role.ROOK, Role.ROOK, Role.BISHOP, Role.BISHOP, Role.KNIGHT).sorted(),
        p.targets(Side.WHITE).toArray().map(s -> p.pieceAt(s).get().role()).filter(r -> r != Role.PAWN).sorted());
  }

  @Test
  void kn7_whiteMovesFirstThenTheSidesAlternate() {
    KnightsPosition p = GAME.start();
    Side expected = Side.WHITE;
    for (int ply = 0; ply < 10; ply++) {
      assertEquals(expected, p.sideToMove());
      p = p.playUnchecked(p.legalMoves().head());
      expected = expected.opposite();
    }
    assertEquals(Score.of(5, 5), p.turns());
  }

  @Test
  void kn8_aKnightWithNoJumpPassesAndTheOtherMoves() {
    // White's knight on h1: f2 holds its own pawn and g3 the black knight
    KnightsPosition p = position("r1bq1bnr/pppppppp/8/8/8/6n1/PPPPPPPP/R1BQ1BNN w h1 g3 6 6");
    assertEquals(Array.of(Move.Pass.of(Side.WHITE)), p.legalMoves());
    assertTrue(p.outcome().isEmpty());
    KnightsPosition after = p.play(Move.Pass.of(Side.WHITE)).get();
    assertEquals(Side.BLACK, after.sideToMove());
    assertEquals(Score.of(7, 6), after.turns());
    assertEquals(Square.H1, after.racingKnight(Side.WHITE));
  }

  @Test
  void kn8_passingIsNotAllowedWhileTheKnightCanJump() {
    MoveRejection why = GAME.start().play(Move.Pass.of(Side.WHITE)).getLeft();
    assertEquals(new MoveRejection.Malformed(Array.empty(), "KN-8"), why);
    assertEquals("move.pass-not-allowed", why.code());
  }

  @Test
  void kn8_neitherKnightCanJump_endsTheRoundDrawn() {
    // no legal position has both knights stuck (see the next test), so the rule is checked on the kernel:
    // a white knight on h1 walled in by f2 and the black knight on g3, the black knight walled in by black
    // pieces on e2, e4, f1, f5, h5 (which a real game never has)
    long white = 1L << Square.F2.index();
    long black = SquareSet.of(Square.E2, Square.E4, Square.F1, Square.F5, Square.H5).bits() | 1L << Square.A8.index();
    assertEquals(Rules.DRAW_NO_JUMPS, Rules.status(Square.H1.index(), Square.G3.index(), white, black, 9, 9, true, 0));
    assertEquals(Rules.ONGOING, Rules.status(Square.H1.index(), Square.G3.index(), white,
        black & ~(1L << Square.H5.index()), 9, 9, true, 0));
  }

  @Test
  void kn8_neitherKnightCanJump_neverHappensInALegalPosition() {
    // the most blocking a pair of knight squares allows: every static piece still on its start square
    for (int w = 0; w < 64; w++) {
      for (int b = 0; b < 64; b++) {
        if (w == b) {
          continue;
        }
        long free = ~(1L << w | 1L << b);
        long white = Board.WHITE_STATIC_START & free;
        long black = Board.BLACK_STATIC_START & free;
        boolean whiteStuck = Rules.jumps(w, white, b) == 0L;
        boolean blackStuck = Rules.jumps(b, black, w) == 0L;
        assertFalse(whiteStuck && blackStuck, Square.at(w) + " " + Square.at(b));
      }
    }
  }

  @Test
  void kn9_whiteFinishing_givesBlackOneLastMove_andWhiteWinsWhenItDoesNotFinish() {
    KnightsPosition p = position("8/7p/5N2/8/8/4n3/8/R6R w f6 e3 20 20");
    p = p.play(sq("f6"), sq("h7")).get();
    assertTrue(p.isFinalMove());
    assertTrue(p.outcome().isEmpty(), "Black still gets its equalising move");
    assertEquals(Side.BLACK, p.sideToMove());
    p = p.playUnchecked(p.legalMoves().head());
    Outcome o = p.outcome().get();
    assertEquals(Side.WHITE, o.winner().get());
    assertEquals("knights.end.race-finished", o.termination().code());
    assertEquals("KN-9", o.termination().ruleId());
    assertEquals(Score.of(21, 21), o.turns());
    assertEquals(Score.of(14, 12), o.score());
  }

  @Test
  void kn9_blackCompletingWithTheFinalMove_drawsTheRound() {
    KnightsPosition p = position("8/7p/5N2/8/8/1n6/8/R7 w f6 b3 20 20");
    p = p.play(sq("f6"), sq("h7")).get().play(sq("b3"), sq("a1")).get();
    Outcome o = p.outcome().get();
    assertTrue(o.isDraw());
    assertEquals("knights.end.both-finished", o.termination().code());
    assertEquals(Score.of(14, 14), o.score());
    assertEquals(Score.of(21, 21), o.turns());
  }

  @Test
  void kn9_blackFinishingFirst_winsAtOnce() {
    KnightsPosition p = position("r7/7p/5N2/8/8/1n6/8/R7 b f6 b3 21 20");
    p = p.play(sq("b3"), sq("a1")).get();
    Outcome o = p.outcome().get();
    assertEquals(Side.BLACK, o.winner().get());
    assertEquals("knights.end.race-finished", o.termination().code());
    assertEquals(21, o.turns().of(Side.BLACK));
    assertTrue(p.legalMoves().isEmpty());
    assertInstanceOf(MoveRejection.GameOver.class, p.play(sq("f6"), sq("h7")).getLeft());
  }

  @Test
  void kn10_theRaceLengthCountsTheTurnsUpToTheFinalCapture_passesIncluded() {
    KnightsPosition p = position("r7/8/8/8/8/6n1/PPPPPPPP/R1BQ1BNN w h1 g3 13 13");
    Robot<KnightsPosition> robot = GAME.robot(GAME.strongestLevel(), 1L);
    int whiteMoves = 0;
    int whitePasses = 0;
    while (!p.isOver()) {
      Move m = robot.choose(p, Budget.UNLIMITED).move();
      if (p.sideToMove() == Side.WHITE) {
        whiteMoves++;
        whitePasses += m.isPass() ? 1 : 0;
      }
      p = p.playUnchecked(m);
    }
    Outcome o = p.outcome().get();
    assertEquals(Side.WHITE, o.winner().get());
    assertEquals(1, whitePasses, "White's first turn is a forced pass");
    assertEquals(13 + whiteMoves, o.turns().of(Side.WHITE));
  }

  @Test
  void kn12_theRulesSetNoMoveLimit() {
    assertTrue(GAME.maxPlies().isEmpty());
    assertTrue(GAME.safetyLimit().isEmpty());
    assertEquals("knights", GAME.id());
  }

  @Test
  void kn12_aSafetyLimitEndsTheRoundDrawnWhenBothSidesReachIt() {
    KnightsGame limited = KnightsGame.withSafetyLimit(3);
    assertEquals("knights:limit-3", limited.id());
    assertEquals(6, limited.maxPlies().get());
    KnightsPosition p = limited.start();
    int plies = 0;
    while (!p.isOver()) {
      p = p.playUnchecked(p.legalMoves().head());
      plies++;
    }
    assertEquals(6, plies);
    Outcome o = p.outcome().get();
    assertTrue(o.isDraw());
    assertEquals("knights.end.safety-limit", o.termination().code());
    assertEquals("KN-12", o.termination().ruleId());
  }

  @Test
  void kn12_aRaceFinishedOnTheLastTurnStillCounts() {
    KnightsGame limited = KnightsGame.withSafetyLimit(21);
    KnightsPosition p = position(limited, "8/7p/5N2/8/8/4n3/8/R6R w f6 e3 20 20");
    p = p.play(sq("f6"), sq("h7")).get();
    p = p.playUnchecked(p.legalMoves().head());
    assertEquals(Side.WHITE, p.outcome().get().winner().get());
  }

  @Test
  void kn13_thePerfectRobotRacesTheShortestTourFromTheStart() {
    Robot<KnightsPosition> perfect = GAME.robot(GAME.strongestLevel(), 5L);
    Robot<KnightsPosition> gentle = GAME.robot(GAME.levels().head(), 5L);
    KnightsPosition p = GAME.start();
    while (!p.isOver()) {
      p = p.playUnchecked((p.sideToMove() == Side.WHITE ? perfect : gentle).choose(p, Budget.UNLIMITED).move());
    }
    Outcome o = p.outcome().get();
    assertEquals(Side.WHITE, o.winner().get());
    assertEquals(RacePlanner.minimumTurns(GAME.start(), Side.WHITE).get(), o.turns().of(Side.WHITE));
    assertEquals(19, o.turns().of(Side.WHITE));
  }

  @Test
  void roundOver_noMoveCanBePlayed() {
    KnightsPosition p = position("8/7p/5N2/8/8/1n6/8/R7 w f6 b3 20 20");
    p = p.play(sq("f6"), sq("h7")).get().play(sq("b3"), sq("a1")).get();
    MoveRejection why = p.play(sq("h7"), sq("f6")).getLeft();
    assertInstanceOf(MoveRejection.GameOver.class, why);
    assertEquals("KN-9", why.ruleId());
    assertInstanceOf(MoveRejection.GameOver.class, p.explain(Array.of(sq("h7"), sq("f6"))));
  }

  @Test
  void legalMovesComeInLandingSquareOrder() {
    SplittableRandom random = new SplittableRandom(8);
    KnightsPosition p = GAME.start();
    while (!p.isOver()) {
      Seq<Move> moves = p.legalMoves();
      Seq<Integer> order = moves.filter(m -> !m.isPass()).map(m -> m.destination().get().index());
      assertEquals(order.sorted(), order);
      assertEquals(moves, p.legalMoves());
      p = p.playUnchecked(moves.get(random.nextInt(moves.size())));
    }
  }

  @Test
  void theZobristKeyIsKeptIncrementally() {
    SplittableRandom random = new SplittableRandom(9);
    for (int game = 0; game < 30; game++) {
      KnightsPosition p = GAME.start();
      while (!p.isOver()) {
        Seq<Move> moves = p.legalMoves();
        p = p.playUnchecked(moves.get(random.nextInt(moves.size())));
        assertEquals(p.hashFromScratch(), p.hash());
        assertEquals(p, GAME.fromSetup(p.toSetup()).get());
        assertEquals(p.hash(), GAME.fromSetup(p.toSetup()).get().hash());
      }
    }
  }
}
