package io.github.tabla.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.testgames.EndlessKings;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import org.junit.jupiter.api.Test;

/**
 * Squares off a game's board: every entry point answers them with a value naming the square and the
 * board, before the game's own rules are asked.
 */
class OffBoardTest {
  private static final BoardShape TEN = BoardShape.of(10, 10);
  private static final Square J10 = TEN.parse("j10").get();
  private static final Square I9 = TEN.parse("i9").get();

  @Test
  void aMoveOffAnEightByEightBoardIsRefusedAsOffTheBoard() {
    EndlessKings.Position start = new EndlessKings().start();
    MoveRejection byPath = start.moveFor(Array.of(Square.E1, J10)).getLeft();
    MoveRejection.OffBoard off = assertInstanceOf(MoveRejection.OffBoard.class, byPath);
    assertEquals(J10, off.square());
    assertEquals(BoardShape.EIGHT_BY_EIGHT, off.board());
    assertEquals("move.off-board", off.code());
    assertEquals(Array.of("j10", "8×8"), off.arguments());
    assertEquals("j10 is not a square of this game's 8×8 board.", Messages.core(Messages.ENGLISH).text(off));
    assertInstanceOf(MoveRejection.OffBoard.class, start.moveFor(J10, Square.E2).getLeft());
    assertInstanceOf(MoveRejection.OffBoard.class,
        start.play(Move.PieceMove.step(Side.WHITE, Role.KING, Square.E1, J10)).getLeft());
    assertInstanceOf(MoveRejection.OffBoard.class, start.play(Square.E1, I9).getLeft());
    assertTrue(start.destinationsFrom(J10).isEmpty());
  }

  @Test
  void onATenByTenBoardTheSameSquaresAreOnTheBoard() {
    EndlessKings ten = new EndlessKings(SquareNaming.coordinates(TEN));
    EndlessKings.Position start = ten.start();
    assertEquals(TEN.parse("f1").get(), start.king(Side.WHITE));
    assertEquals(TEN.parse("f10").get(), start.king(Side.BLACK));
    Square g2 = TEN.parse("g2").get();
    EndlessKings.Position next = start.play(start.king(Side.WHITE), g2).get();
    assertEquals(g2, next.king(Side.WHITE));
    assertTrue(start.destinationsFrom(start.king(Side.WHITE)).contains(g2));
    Square k1 = BoardShape.of(11, 10).parse("k1").get();
    assertInstanceOf(MoveRejection.OffBoard.class, start.play(start.king(Side.WHITE), k1).getLeft());
  }

  @Test
  void aSetupOffTheBoardIsOneProblemAndTheGameChecksTheRest() {
    EndlessKings game = new EndlessKings();
    Setup setup = Setup.empty(Side.WHITE)
        .withPiece(Square.E1, Piece.of(Side.WHITE, Role.KING))
        .withPiece(J10, Piece.of(Side.BLACK, Role.KING))
        .withItems(SquareSet.of(I9));
    Seq<SetupProblem> problems = game.fromSetup(setup).getError();
    SetupProblem off = problems.head();
    assertEquals("setup.off-board", off.code());
    assertEquals(SquareSet.of(J10, I9), off.squares());
    assertEquals("Not on this game's 8×8 board: i9, j10.", Messages.core(Messages.ENGLISH).text(off));
    // the game saw one king only: its own problem comes next
    assertEquals("mini.setup.king-count", problems.get(1).code());
  }

  @Test
  void aSetupWithoutATurnAndOffTheBoardHasBothProblems() {
    Setup setup = new Setup(Array.of(Placement.of(J10, Piece.of(Side.WHITE, Role.KING))), SquareSet.empty(), null,
        io.vavr.collection.LinkedHashMap.empty());
    Seq<String> codes = new EndlessKings().fromSetup(setup).getError().map(SetupProblem::code);
    assertEquals("setup.turn-missing", codes.get(0));
    assertEquals("setup.off-board", codes.get(1));
  }
}
