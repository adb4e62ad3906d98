package io.github.tabla.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.testgames.MiniDiamonds;
import io.github.tabla.testgames.MiniPosition;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import org.junit.jupiter.api.Test;

/** The default methods of the position SPI, exercised on the test-only game. */
class GamePositionTest {
  private final MiniDiamonds game = new MiniDiamonds();
  private final MiniPosition start = game.start();

  @Test
  void legalMovesComeInADeterministicOrder() {
    assertEquals(Array.of("a1-b1", "a1-a2", "a1-b2"), start.legalMoves().map(Move::toString));
    assertEquals(start.legalMoves(), game.start().legalMoves());
  }

  @Test
  void playingALegalMoveGivesTheNextPositionAndLeavesTheOldOne() {
    Move a1b2 = Move.PieceMove.step(Side.WHITE, Role.KING, Square.A1, Square.B2);
    MiniPosition next = start.play(a1b2).get();
    assertEquals(Side.BLACK, next.sideToMove());
    assertEquals(Score.of(1, 0), next.score());
    assertEquals(Score.of(1, 0), next.turns());
    assertEquals(Square.A1, start.king(Side.WHITE));
    assertEquals(game.start(), start);
  }

  @Test
  void aGestureFindsTheUniqueLegalMove() {
    Move m = start.moveFor(Square.A1, Square.B2).get();
    assertEquals(Array.of(Square.A1, Square.B2), m.path());
    assertEquals(start.playUnchecked(m), start.play(Square.A1, Square.B2).get());
  }

  @Test
  void refusedMovesSayWhyAndNameTheRule() {
    MoveRejection noPiece = start.moveFor(Square.C1, Square.C2).getLeft();
    assertInstanceOf(MoveRejection.NoPiece.class, noPiece);
    assertEquals("move.no-piece", noPiece.code());
    assertEquals(SquareSet.of(Square.C1), noPiece.squares());

    MoveRejection notYours = start.moveFor(Square.D4, Square.C4).getLeft();
    assertInstanceOf(MoveRejection.NotYourPiece.class, notYours);
    assertEquals("MINI-5", notYours.ruleId());

    MoveRejection jump = start.moveFor(Square.A1, Square.C3).getLeft();
    assertEquals("mini.step", jump.code());
    assertEquals("MINI-2", jump.ruleId());

    MoveRejection malformed = start.moveFor(Array.of(Square.A1)).getLeft();
    assertEquals("move.malformed", malformed.code());

    MoveRejection pass = start.play(Move.Pass.of(Side.WHITE)).getLeft();
    assertEquals("move.pass-not-allowed", pass.code());
  }

  @Test
  void kingsThatWouldTouchAreRefusedWithTheEnemyKingHighlighted() {
    MiniPosition p = game.fromSetup(Setup.empty(Side.WHITE)
        .withPiece(Square.B2, Piece.of(Side.WHITE, Role.KING))
        .withPiece(Square.D4, Piece.of(Side.BLACK, Role.KING))
        .withItems(SquareSet.of(Square.C2))).get();
    MoveRejection touch = p.moveFor(Square.B2, Square.C3).getLeft();
    assertEquals("mini.kings-touch", touch.code());
    assertEquals(SquareSet.of(Square.D4), touch.squares());
    assertEquals(SquareSet.of(Square.A1, Square.B1, Square.C1, Square.A2, Square.C2, Square.A3, Square.B3),
        p.destinationsFrom(Square.B2));
  }

  @Test
  void aMoveMadeForAnotherPositionIsAMismatch() {
    Move wrongRole = new Move.PieceMove(Side.WHITE, Role.QUEEN, Array.of(Square.A1, Square.B2), Array.empty(),
        io.vavr.control.Option.none());
    MoveRejection r = start.play(wrongRole).getLeft();
    assertInstanceOf(MoveRejection.Mismatch.class, r);
  }

  @Test
  void destinationsByOriginFeedABoardWidget() {
    assertEquals(SquareSet.of(Square.A2, Square.B1, Square.B2), start.allDestinations().get(Square.A1).get());
    assertEquals(1, start.allDestinations().size());
    assertTrue(start.destinationsFrom(Square.D4).isEmpty());
  }

  @Test
  void finishedPositionsRefuseEveryMoveWithTheOutcome() {
    MiniPosition p = start;
    while (!p.isOver()) {
      p = p.playUnchecked(p.legalMoves().head());
    }
    assertTrue(p.legalMoves().isEmpty());
    MoveRejection over = p.moveFor(Square.A1, Square.A2).getLeft();
    assertInstanceOf(MoveRejection.GameOver.class, over);
    assertEquals(p.outcome().get().termination().ruleId(), over.ruleId());
  }

  @Test
  void perftCountsMovePaths() {
    assertEquals(1, start.perft(0));
    assertEquals(3, start.perft(1));
    long sum = 0;
    for (Move m : start.legalMoves()) {
      sum += start.playUnchecked(m).perft(2);
    }
    assertEquals(sum, start.perft(3));
    assertThrows(IllegalArgumentException.class, () -> start.perft(-1));
  }

  @Test
  void fromSetupReturnsEveryProblemAtOnce() {
    Setup bad = Setup.empty(Side.WHITE)
        .withPiece(Square.A1, Piece.of(Side.WHITE, Role.KING))
        .withPiece(Square.B2, Piece.of(Side.BLACK, Role.KING))
        .withItems(SquareSet.of(Square.A1, Square.H8))
        .withField("white-moves", "x");
    Seq<String> codes = game.fromSetup(bad).getError().map(SetupProblem::code);
    assertTrue(codes.containsAll(Array.of("mini.setup.items-off-board", "mini.setup.diamond-under-king",
        "mini.setup.kings-adjacent", SetupCode.BAD_FIELD.key())), codes.toString());
    SetupProblem field = game.fromSetup(bad).getError().find(p -> p.code().equals(SetupCode.BAD_FIELD.key())).get();
    assertEquals(RuleId.of("MINI-6"), field.rule().get());
    assertEquals(Array.of("white-moves", "x", Localizable.of(FieldValues.WHOLE_NUMBER, 0, MiniDiamonds.MOVE_LIMIT)),
        field.arguments());
  }

  @Test
  void moveCountersThatDoNotAlternateAreRefused() {
    Setup s = game.start().toSetup().withTurn(Side.BLACK).withField("white-moves", "5");
    assertEquals(Array.of(SetupProblem.of(SetupCode.TURN_ORDER, RuleId.of("MINI-5"), SquareSet.empty(), 5, 0,
        Side.BLACK)), game.fromSetup(s).getError());
  }

  @Test
  void aPositionRoundTripsThroughItsSetup() {
    MiniPosition p = start.playUnchecked(start.legalMoves().last());
    assertEquals(p, game.fromSetup(p.toSetup()).get());
    assertEquals(p.hash(), game.fromSetup(p.toSetup()).get().hash());
  }
}
