package io.github.tabla.games.buttons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.Games;
import io.github.tabla.core.Move;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Role;
import io.github.tabla.core.Score;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareSet;
import io.github.tabla.core.match.MatchFormat;
import io.github.tabla.games.buttons.internal.Rules;
import io.vavr.collection.Array;
import io.vavr.control.Option;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** One test per rule of {@code buttons.md} (QB-1..QB-11) and per example of it. */
class ButtonsRulesTest {
  private static final ButtonsGame GAME = ButtonsGame.standard();
  private static final ButtonsGame EXTRA = ButtonsGame.extraRook();

  private static SquareSet squares(String... names) {
    return SquareSet.ofAll(Array.of(names).map(n -> Square.parse(n).get()));
  }

  private static ButtonsPosition play(ButtonsPosition p, String from, String to) {
    return p.play(Square.parse(from).get(), Square.parse(to).get())
        .getOrElseThrow(why -> new AssertionError(from + "-" + to + " refused: " + why));
  }

  private static MoveRejection refused(ButtonsPosition p, String from, String to) {
    return p.play(Square.parse(from).get(), Square.parse(to).get()).getLeft();
  }

  @Test
  void qb1_startOfTheRound_rookB1QueenD1AgainstQueenD8RookG8AndEightButtons() {
    ButtonsPosition p = GAME.start();
    assertEquals(squares("b1"), p.rooks(Side.WHITE));
    assertEquals(squares("d1"), p.queens(Side.WHITE));
    assertEquals(squares("d8"), p.queens(Side.BLACK));
    assertEquals(squares("g8"), p.rooks(Side.BLACK));
    assertEquals(squares("a4", "d4", "e4", "h4", "a5", "d5", "e5", "h5"), p.buttons());
    assertEquals(Side.WHITE, p.sideToMove());
    assertEquals(Score.ZERO, p.score());
    assertEquals(Score.ZERO, p.turns());
    assertEquals(30, p.pliesLeft());
    assertEquals("3q2r1/8/8/o2oo2o/o2oo2o/8/8/1R1Q4 w 0 0 0 0", p.toString());
  }

  @Test
  void qb1_buttonsAreNotPiecesAndNeverMove() {
    ButtonsPosition p = GAME.start();
    assertEquals(Option.none(), p.pieceAt(Square.A4));
    MoveRejection why = refused(p, "a4", "a3");
    assertEquals("buttons.button-never-moves", why.code());
    assertEquals("QB-1", why.ruleId());
    assertEquals(squares("a4"), why.squares());
  }

  @Test
  void qb2_extraRookVariant_oneMoreRookEachOnG1AndB8() {
    ButtonsPosition p = EXTRA.start();
    assertEquals(squares("b1", "g1"), p.rooks(Side.WHITE));
    assertEquals(squares("d1"), p.queens(Side.WHITE));
    assertEquals(squares("b8", "g8"), p.rooks(Side.BLACK));
    assertEquals(squares("d8"), p.queens(Side.BLACK));
    assertEquals(GAME.start().buttons(), p.buttons());
    assertEquals("1r1q2r1/8/8/o2oo2o/o2oo2o/8/8/1R1Q2R1 w 0 0 0 0", p.toString());
  }

  @Test
  void qb2_bothVariantsAreFoundByTheirStableIds() {
    GameDefinition<?> base = Games.definition("buttons").get();
    GameDefinition<?> extra = Games.definition("buttons:extra-rook").get();
    assertEquals(GAME, base);
    assertEquals(EXTRA, extra);
    assertEquals("buttons", extra.family());
    assertEquals("extra-rook", extra.variant());
    assertEquals(ButtonsVariant.EXTRA_ROOK, ((ButtonsGame) extra).buttonsVariant());
  }

  @Test
  void qb3_aQueenSlidesAlongRanksFilesAndDiagonals_theStartMovesOfD1() {
    assertEquals(squares("c1", "e1", "f1", "g1", "h1", "c2", "d2", "e2", "b3", "d3", "f3", "a4", "d4", "g4", "h5"),
        GAME.start().destinationsFrom(Square.D1));
  }

  @Test
  void qb3_aRookSlidesAlongRanksAndFiles_theStartMovesOfB1() {
    assertEquals(squares("a1", "c1", "b2", "b3", "b4", "b5", "b6", "b7", "b8"),
        GAME.start().destinationsFrom(Square.B1));
  }

  @Test
  void qb3_aRookDoesNotMoveDiagonally() {
    MoveRejection why = refused(GAME.start(), "b1", "c2");
    assertEquals("buttons.not-a-rook-line", why.code());
    assertEquals("QB-3", why.ruleId());
    assertEquals(squares("b1", "c2"), why.squares());
  }

  @Test
  void qb3_aQueenMovesOnlyAlongLines() {
    MoveRejection why = refused(GAME.start(), "d1", "e3");
    assertEquals("buttons.not-a-queen-line", why.code());
    assertEquals("QB-3", why.ruleId());
  }

  @Test
  void qb3_noPieceJumpsOverAnother_rookB1CannotPassTheQueenOnD1() {
    MoveRejection why = refused(GAME.start(), "b1", "f1");
    assertEquals("buttons.blocked-by-piece", why.code());
    assertEquals("QB-3", why.ruleId());
    assertEquals(squares("d1"), why.squares());
    assertEquals(Array.of(Square.D1, Piece.of(Side.WHITE, Role.QUEEN)), why.arguments());
  }

  @Test
  void qb3_noPieceJumpsOverAnEnemyPieceEither() {
    // White's rook on a1 looks up the a-file at a black rook on a3
    ButtonsPosition p = Fen.position("3q4/8/8/8/o7/r7/8/R2Q4 w 0 0 0 0");
    MoveRejection why = refused(p, "a1", "a4");
    assertEquals("buttons.blocked-by-piece", why.code());
    assertEquals(squares("a3"), why.squares());
    assertTrue(p.destinationsFrom(Square.A1).contains(Square.A3));
  }

  @Test
  void qb4_movingOntoAButtonCollectsItForAPoint() {
    ButtonsPosition p = play(GAME.start(), "d1", "d4");
    assertFalse(p.buttons().contains(Square.D4));
    assertEquals(7, p.buttons().size());
    assertEquals(Score.of(1, 0), p.score());
    Move m = GAME.start().legalMoves().find(x -> x.destination().contains(Square.D4)).get();
    assertFalse(m.isCapture());
  }

  @Test
  void qb4_aSlideStopsOnTheFirstButtonOfItsLineAndCannotPassIt() {
    ButtonsPosition p = GAME.start();
    // up the d-file the first button is d4: the queen may stop there and collect it ...
    assertTrue(p.destinationsFrom(Square.D1).contains(Square.D4));
    // ... but not go on to d5 (another button), d6 or d8 in the same move
    for (String beyond : Array.of("d5", "d6", "d7")) {
      MoveRejection why = refused(p, "d1", beyond);
      assertEquals("buttons.blocked-by-button", why.code(), beyond);
      assertEquals("QB-4", why.ruleId());
      assertEquals(squares("d4"), why.squares(), "the first button in the path is highlighted");
      assertEquals(Square.D4, why.arguments().head());
    }
    // the same on the diagonal d1-h5 and from Black's side: d8 stops on d5
    assertTrue(p.destinationsFrom(Square.D1).contains(Square.H5));
    ButtonsPosition black = play(p, "b1", "b2");
    assertTrue(black.destinationsFrom(Square.D8).contains(Square.D5));
    assertEquals(squares("d5"), refused(black, "d8", "d4").squares());
  }

  @Test
  void qb4_aButtonBlocksALineLikeAPiece_rookA1StopsOnA4() {
    ButtonsPosition p = Fen.position("3q4/8/8/o7/o7/8/8/R2Q4 w 0 0 0 0");
    assertEquals(squares("a2", "a3", "a4", "b1", "c1"), p.destinationsFrom(Square.A1));
    assertEquals(squares("a4"), refused(p, "a1", "a5").squares());
  }

  @Test
  void qb5_aCaptureRemovesThePieceAndScoresNothing() {
    ButtonsPosition p = Fen.position("1r1q4/8/8/o2oo2o/o2oo2o/8/8/1R1Q4 w 0 0 0 0");
    Move capture = p.legalMoves().find(m -> m.path().equals(Array.of(Square.B1, Square.B8))).get();
    assertEquals(Array.of(Square.B8), capture.captured());
    assertEquals("b1xb8", capture.toString());
    ButtonsPosition after = p.playUnchecked(capture);
    assertEquals(SquareSet.empty(), after.rooks(Side.BLACK));
    assertEquals(Option.some(Piece.of(Side.WHITE, Role.ROOK)), after.pieceAt(Square.B8));
    assertEquals(Score.ZERO, after.score());
    assertEquals(p.buttons(), after.buttons());
  }

  @Test
  void qb5_aPieceNeverMovesOntoItsOwnSide() {
    MoveRejection why = refused(GAME.start(), "d1", "b1");
    // c1 is free, so the queen runs into her own rook
    assertEquals("buttons.blocked-by-piece", refused(GAME.start(), "d1", "a1").code());
    assertEquals("buttons.own-piece", why.code());
    assertEquals("QB-5", why.ruleId());
    assertEquals(squares("b1"), why.squares());
  }

  @Test
  void qb6_whiteMovesFirstThenTheSidesAlternate() {
    ButtonsPosition p = GAME.start();
    MoveRejection why = refused(p, "d8", "d7");
    assertInstanceOf(MoveRejection.NotYourPiece.class, why);
    assertEquals("QB-6", why.ruleId());
    ButtonsPosition q = play(p, "b1", "b2");
    assertEquals(Side.BLACK, q.sideToMove());
    assertEquals(Score.of(1, 0), q.turns());
    ButtonsPosition r = play(q, "d8", "d7");
    assertEquals(Side.WHITE, r.sideToMove());
    assertEquals(Score.of(1, 1), r.turns());
  }

  @Test
  void qb6_onePieceMovesPerTurn_oneSlidePerMove() {
    MoveRejection why = GAME.start().moveFor(Array.of(Square.D1, Square.D2, Square.D3)).getLeft();
    assertInstanceOf(MoveRejection.Malformed.class, why);
    assertEquals("QB-6", why.ruleId());
  }

  @Test
  void qb7_1_theRoundEndsWhenNoButtonIsLeft() {
    ButtonsPosition p = Fen.position("3q2r1/8/8/8/3o4/8/8/1R1Q4 w 5 5 3 4");
    ButtonsPosition end = play(p, "d1", "d4");
    Outcome o = end.outcome().get();
    assertEquals("buttons.end.all-collected", o.termination().code());
    assertEquals("QB-7", o.termination().ruleId());
    assertEquals(Score.of(4, 4), o.score());
    assertTrue(o.isDraw(), "QB-9: equal buttons draw the round");
    assertTrue(end.legalMoves().isEmpty());
    assertInstanceOf(MoveRejection.GameOver.class, refused(end, "b1", "b2"));
  }

  @Test
  void qb7_2_theRoundEndsWhenEachSideHasMadeFifteenMoves_leftButtonsBelongToNobody() {
    ButtonsPosition p = Fen.position("3q2r1/8/8/8/o6o/8/8/1R1Q4 b 15 14 3 3");
    assertEquals(1, p.pliesLeft());
    ButtonsPosition end = play(p, "d8", "d7");
    Outcome o = end.outcome().get();
    assertEquals("buttons.end.move-limit", o.termination().code());
    assertEquals(Score.of(3, 3), o.score());
    assertEquals(Score.of(15, 15), o.turns());
    assertEquals(squares("a4", "h4"), end.buttons(), "the buttons stay where they are, nobody's");
  }

  @Test
  void qb7_3_aSideWithoutPiecesEndsTheRound_theOtherTakesTheButtonsLeft() {
    ButtonsPosition p = Fen.position("8/3r4/8/o6o/o6o/8/8/1R1Q4 w 4 4 2 2");
    ButtonsPosition end = play(p, "d1", "d7");
    Outcome o = end.outcome().get();
    assertEquals("buttons.end.no-pieces", o.termination().code());
    assertEquals(Score.of(6, 2), o.score(), "White's 2 and the 4 buttons still on the board");
    assertEquals(Score.of(6, 2), end.score());
    assertEquals(Score.of(2, 2), end.collected());
    assertEquals(Option.some(Side.WHITE), o.winner());
  }

  @Test
  void qb7_theLastPieceTakenWithTheThirtiethMove_theCapturerStillTakesTheButtonsLeft() {
    ButtonsPosition p = Fen.position("3q4/8/8/o6o/o6o/8/3R4/8 b 15 14 2 2");
    ButtonsPosition end = play(p, "d8", "d2");
    Outcome o = end.outcome().get();
    assertEquals("buttons.end.no-pieces", o.termination().code());
    assertEquals(Score.of(2, 6), o.score());
    assertEquals(Option.some(Side.BLACK), o.winner());
  }

  @Test
  void qb8_aSideWithAPieceAlwaysHasAMove_soThePassNeverArises() {
    // every set of one to three rooks alone on the board: the weakest pieces with the fewest lines
    for (int a = 0; a < 64; a++) {
      assertTrue(Rules.hasMove(0L, 1L << a, 0L, 0L, 0L));
      for (int b = a + 1; b < 64; b++) {
        assertTrue(Rules.hasMove(0L, (1L << a) | (1L << b), 0L, 0L, 0L));
        for (int c = b + 1; c < 64; c++) {
          long rooks = (1L << a) | (1L << b) | (1L << c);
          assertTrue(Rules.hasMove(0L, rooks, 0L, 0L, 0L), () -> Long.toHexString(rooks));
          // enemy pieces and buttons around them never take the last move away: they can be landed on
          long around = ~rooks;
          assertTrue(Rules.hasMove(0L, rooks, 0L, around & 0x5555_5555_5555_5555L, around & 0xAAAA_AAAA_AAAA_AAAAL));
        }
      }
    }
    SplittableRandom random = new SplittableRandom(8L);
    for (int i = 0; i < 300; i++) {
      ButtonsPosition p = random.nextBoolean() ? GAME.start() : EXTRA.start();
      while (!p.isOver()) {
        assertFalse(p.legalMoves().exists(Move::isPass), p::toString);
        p = p.playUnchecked(p.legalMoves().get(random.nextInt(p.legalMoves().size())));
      }
      assertFalse(p.outcome().get().termination().code().equals("buttons.end.no-moves"));
    }
  }

  @Test
  void qb8_aPassIsRefusedWhileThereIsAMove() {
    ButtonsPosition p = GAME.start();
    MoveRejection why = p.play(Move.Pass.of(Side.WHITE)).getLeft();
    assertEquals("move.pass-not-allowed", why.code());
    assertEquals("QB-8", why.ruleId());
  }

  @Test
  void qb9_moreButtonsWinsTheRound() {
    ButtonsPosition p = Fen.position("3q2r1/8/8/8/3o4/8/8/1R1Q4 w 5 5 4 3");
    Outcome o = play(p, "d1", "d4").outcome().get();
    assertEquals(Option.some(Side.WHITE), o.winner());
    assertEquals(Score.of(5, 3), o.score());
    assertEquals(1, o.resultFor(Side.WHITE));
  }

  @Test
  void qb10_aMatchIsTwoRoundsScoredByButtons() {
    assertEquals(MatchFormat.POINTS, GAME.matchFormat());
    assertEquals(MatchFormat.POINTS, EXTRA.matchFormat());
    assertEquals(2, GAME.matchFormat().rounds());
    assertEquals(Option.some(30), GAME.maxPlies());
  }

  @Test
  void qb11_theStrongRobotDoesNotCollectWhereItsPieceIsThenCaptured() {
    // Qd1-d4 collects, but the rook on d8 then takes the queen and Black gets h5 and a5 (QB-7);
    // Qd1-h5 collects safely
    ButtonsPosition p = Fen.position("3r4/8/8/o6o/3o4/8/8/3Q4 w 0 0 0 0");
    for (Move m : p.legalMoves()) {
      if (m.destination().contains(Square.D4)) {
        assertTrue(p.playUnchecked(m).legalMoves().exists(r -> r.destination().contains(Square.D4)));
      }
    }
    for (ButtonsGame game : Array.of(GAME)) {
      for (int level = 3; level <= 5; level++) {
        Move chosen = game.robot(game.levels().get(level - 1), 1L)
            .choose(p, io.github.tabla.core.robot.Budget.ofDepth(6)).move();
        assertEquals(Array.of(Square.D1, Square.H5), chosen.path(), "level " + level);
      }
    }
  }
}
