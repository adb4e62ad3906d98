package io.github.tabla.core.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Move;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.Role;
import io.github.tabla.core.Score;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.Termination;
import io.github.tabla.testgames.MiniDiamonds;
import io.github.tabla.testgames.MiniPosition;
import io.github.tabla.testgames.Shuffle;
import io.github.tabla.testgames.ShufflePosition;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

class GameRecordTest {
  private final MiniDiamonds mini = new MiniDiamonds();
  private final Shuffle shuffle = new Shuffle();

  private static Move step(Side side, Square from, Square to) {
    return Move.PieceMove.step(side, Role.KING, from, to);
  }

  private static <P extends io.github.tabla.core.GamePosition<P>> GameRecord<P> played(GameRecord<P> r,
      Move... moves) {
    GameRecord<P> now = r;
    for (Move m : moves) {
      Either<MoveRejection, GameRecord<P>> next = now.play(m);
      assertTrue(next.isRight(), () -> m + " refused: " + next);
      now = next.get();
    }
    return now;
  }

  // One full shuttle: both kings go out and come back; the start position occurs again.
  private static final Move[] LOOP = {
      Shuffle.step(Side.WHITE, Square.A1, Square.A2), Shuffle.step(Side.BLACK, Square.H8, Square.H7),
      Shuffle.step(Side.WHITE, Square.A2, Square.A1), Shuffle.step(Side.BLACK, Square.H7, Square.H8)};

  @Test
  void aNewRecordHoldsOnlyTheStartPosition() {
    GameRecord<MiniPosition> r = GameRecord.of(mini.start());
    assertEquals(0, r.ply());
    assertEquals(mini.start(), r.current());
    assertEquals(mini.start(), r.start());
    assertEquals(Array.of(mini.start()), Array.ofAll(r.positions()));
    assertTrue(r.moves().isEmpty());
    assertEquals(Option.none(), r.lastMove());
    assertEquals(1, r.repetitions());
    assertFalse(r.isOver());
  }

  @Test
  void playingAppendsTheMoveAndThePositionAfterIt() {
    Move m1 = step(Side.WHITE, Square.A1, Square.B1);
    Move m2 = step(Side.BLACK, Square.D4, Square.C4);
    GameRecord<MiniPosition> r = played(GameRecord.of(mini.start()), m1, m2);
    assertEquals(2, r.ply());
    assertEquals(Array.of(m1, m2), Array.ofAll(r.moves()));
    MiniPosition afterOne = mini.start().playUnchecked(m1);
    assertEquals(Array.of(mini.start(), afterOne, afterOne.playUnchecked(m2)), Array.ofAll(r.positions()));
    assertEquals(Square.C4, r.current().king(Side.BLACK));
    assertEquals(Option.some(m2), r.lastMove());
  }

  @Test
  void anIllegalMoveIsRefusedWithTheGamesReasonAndTheRecordStaysAsItWas() {
    GameRecord<MiniPosition> r = GameRecord.of(mini.start());
    Either<MoveRejection, GameRecord<MiniPosition>> tried = r.play(step(Side.WHITE, Square.A1, Square.C3));
    assertTrue(tried.isLeft());
    assertEquals("mini.step", tried.getLeft().code());
    assertEquals(0, r.ply());
  }

  @Test
  void undoTakesBackTheLastMoveAndRedoPlaysItAgain() {
    Move m1 = step(Side.WHITE, Square.A1, Square.B1);
    Move m2 = step(Side.BLACK, Square.D4, Square.C4);
    Move m3 = step(Side.WHITE, Square.B1, Square.B2);
    GameRecord<MiniPosition> full = played(GameRecord.of(mini.start()), m1, m2, m3);
    GameRecord<MiniPosition> back = full.undo().get().undo().get();
    assertEquals(1, back.ply());
    assertEquals(mini.start().playUnchecked(m1), back.current());
    assertEquals(Array.of(m2, m3), Array.ofAll(back.redoMoves()));
    GameRecord<MiniPosition> again = back.redo().get();
    assertEquals(2, again.ply());
    assertEquals(Array.of(m3), Array.ofAll(again.redoMoves()));
    assertEquals(full, again.redo().get());
    assertEquals(Option.none(), full.redo());
    // the records are values: undoing made new ones
    assertEquals(3, full.ply());
  }

  @Test
  void aNewMoveForgetsTheUndoneMoves() {
    Move m1 = step(Side.WHITE, Square.A1, Square.B1);
    GameRecord<MiniPosition> r = played(GameRecord.of(mini.start()), m1).undo().get();
    assertEquals(Array.of(m1), Array.ofAll(r.redoMoves()));
    GameRecord<MiniPosition> other = played(r, step(Side.WHITE, Square.A1, Square.A2));
    assertTrue(other.redoMoves().isEmpty());
    assertEquals(Option.none(), other.redo());
  }

  @Test
  void thereIsNothingToUndoAtTheStart() {
    assertEquals(Option.none(), GameRecord.of(mini.start()).undo());
    assertEquals(Option.none(), GameRecord.of(mini.start()).redo());
  }

  @Test
  void repetitionsCountHowOftenTheCurrentPositionOccurred() {
    GameRecord<ShufflePosition> r = GameRecord.of(shuffle.start());
    assertEquals(1, r.repetitions());
    r = played(r, LOOP[0]);
    assertEquals(1, r.repetitions());
    r = played(r, LOOP[1], LOOP[2], LOOP[3]);
    assertEquals(shuffle.start(), r.current());
    assertEquals(2, r.repetitions());
    assertEquals(2, r.occurrences(shuffle.start()));
    assertEquals(1, r.occurrences(shuffle.start().playUnchecked(LOOP[0])));
    assertEquals(1, r.undo().get().repetitions());
    assertEquals(1, r.undo().get().occurrences(shuffle.start()));
  }

  @Test
  void id13_2_theThirdOccurrenceOfAPositionDrawsAndNoMoveFollows() {
    GameRecord<ShufflePosition> twice = played(GameRecord.of(shuffle.start()), LOOP);
    assertFalse(twice.isOver());
    GameRecord<ShufflePosition> thrice = played(twice, LOOP);
    assertEquals(3, thrice.repetitions());
    Outcome draw = thrice.outcome().get();
    assertTrue(draw.isDraw());
    assertEquals(Shuffle.THIRD_TIME.termination(), draw.termination());
    // the position itself could go on; the record ends the game
    assertTrue(thrice.current().hasLegalMoves());
    Either<MoveRejection, GameRecord<ShufflePosition>> more = thrice.play(LOOP[0]);
    assertEquals(new MoveRejection.GameOver(draw), more.getLeft());
    // taking back the repeating move reopens the game
    assertFalse(thrice.undo().get().isOver());
  }

  @Test
  void withoutARepetitionRuleRepeatedPositionsGoOn() {
    Shuffle noRule = new Shuffle(Option.none());
    GameRecord<ShufflePosition> r = played(GameRecord.of(noRule.start()), LOOP);
    r = played(r, LOOP);
    r = played(r, LOOP);
    assertEquals(4, r.repetitions());
    assertFalse(r.isOver());
  }

  @Test
  void repetitionsAreCountedOnlyInTheLineStillPlayed() {
    // redo restores exactly the same counts as playing
    GameRecord<ShufflePosition> twice = played(GameRecord.of(shuffle.start()), LOOP);
    GameRecord<ShufflePosition> back = twice.undo().get().undo().get().undo().get().undo().get();
    assertEquals(1, back.repetitions());
    GameRecord<ShufflePosition> forward = back.redo().get().redo().get().redo().get().redo().get();
    assertEquals(twice, forward);
    assertEquals(2, forward.repetitions());
  }

  @Test
  void thePositionsOwnOutcomeEndsTheRecord() {
    GameRecord<ShufflePosition> r = played(GameRecord.of(shuffle.start()), LOOP[0], LOOP[1],
        Shuffle.step(Side.WHITE, Square.A2, Square.A3));
    Outcome won = r.outcome().get();
    assertEquals(Option.some(Side.WHITE), won.winner());
    assertEquals(Shuffle.HOME, won.termination());
    assertInstanceOf(MoveRejection.GameOver.class, r.play(Shuffle.step(Side.BLACK, Square.H7, Square.H8)).getLeft());
  }

  @Test
  void miniDiamondsPositionsNeverRepeatBecauseTheyCountMoves() {
    GameRecord<MiniPosition> r = GameRecord.of(mini.start());
    while (!r.isOver()) {
      r = r.play(r.current().legalMoves().head()).get();
      assertEquals(1, r.repetitions());
    }
    assertEquals(r.current().outcome(), r.outcome());
  }

  @Test
  void anAgreedDrawEndsTheRoundWithTheScoreAsItStands() {
    GameRecord<MiniPosition> r = played(GameRecord.of(mini.start()), step(Side.WHITE, Square.A1, Square.B2));
    GameRecord<MiniPosition> agreed = r.agreeDraw().get();
    Outcome o = agreed.outcome().get();
    assertTrue(o.isDraw());
    assertEquals(Termination.AGREEMENT, o.termination());
    assertEquals(Score.of(1, 0), o.score());
    assertEquals(Score.of(1, 0), o.turns());
    assertEquals(new MoveRejection.GameOver(o), agreed.play(step(Side.BLACK, Square.D4, Square.D3)).getLeft());
    assertEquals(new MoveRejection.GameOver(o), agreed.agreeDraw().getLeft());
    assertEquals(Option.none(), agreed.undo());
  }

  @Test
  void aResignationEndsTheRoundWonByTheOtherSide() {
    GameRecord<MiniPosition> r = GameRecord.of(mini.start()).resign(Side.BLACK).get();
    Outcome o = r.outcome().get();
    assertEquals(Option.some(Side.WHITE), o.winner());
    assertEquals(Termination.RESIGNATION, o.termination());
    assertTrue(r.resign(Side.WHITE).isLeft());
  }

  @Test
  void ofMovesRecordsAListOfLegalMoves() {
    Seq<Move> moves = Array.of(step(Side.WHITE, Square.A1, Square.B1), step(Side.BLACK, Square.D4, Square.C4));
    GameRecord<MiniPosition> r = GameRecord.ofMoves(mini.start(), moves).get();
    assertEquals(moves, Array.ofAll(r.moves()));
  }

  @Test
  void ofMovesGivesTheFirstIllegalMove() {
    Seq<Move> moves = Array.of(step(Side.WHITE, Square.A1, Square.B2), step(Side.BLACK, Square.D4, Square.C3),
        step(Side.WHITE, Square.B2, Square.B1));
    ReplayError e = GameRecord.ofMoves(mini.start(), moves).getLeft();
    assertEquals(2, e.ply());
    assertEquals("d4-c3", e.token());
    assertEquals("mini.kings-touch", e.reason().code());
    assertEquals("mini-diamonds", e.gameId());
  }
}
