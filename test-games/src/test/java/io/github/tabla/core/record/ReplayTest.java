package io.github.tabla.core.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Localizable;
import io.github.tabla.core.Messages;
import io.github.tabla.core.Move;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.Role;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SyntaxError;
import io.github.tabla.testgames.MiniDiamonds;
import io.github.tabla.testgames.MiniPosition;
import io.github.tabla.testgames.Shuffle;
import io.github.tabla.testgames.ShufflePosition;
import io.vavr.collection.Array;
import io.vavr.control.Either;
import org.junit.jupiter.api.Test;

class ReplayTest {
  private final MiniDiamonds mini = new MiniDiamonds();

  /** A tiny move text, {@code "a1-b1"}: the resolver a notation module would supply. */
  private static <P extends GamePosition<P>> Either<Localizable, Move> fromText(P position, String text) {
    String[] parts = text.split("-", -1);
    if (parts.length != 2) {
      return Either.left(SyntaxError.of("square.syntax", text, 0, "two squares joined by -", text));
    }
    Either<SyntaxError, Square> from = Square.parse(parts[0]);
    Either<SyntaxError, Square> to = Square.parse(parts[1]);
    if (from.isLeft()) {
      return Either.left(from.getLeft());
    }
    if (to.isLeft()) {
      return Either.left(to.getLeft());
    }
    return position.moveFor(from.get(), to.get()).mapLeft(r -> r);
  }

  @Test
  void everyTokenPlays() {
    Replay<MiniPosition> r = GameRecord.replay(mini.start(), Array.of("a1-b1", "d4-c4", "b1-b2"),
        ReplayTest::fromText);
    assertTrue(r.isComplete());
    assertEquals(3, r.consumed());
    assertEquals(3, r.record().ply());
    assertEquals(Square.B2, r.position().king(Side.WHITE));
    assertTrue(r.toEither().isRight());
  }

  @Test
  void aSyntaxErrorStopsTheReplayAtTheLastGoodPosition() {
    Replay<MiniPosition> r = GameRecord.replay(mini.start(), Array.of("a1-b1", "d4-c4", "b1-z9", "c4-c3"),
        ReplayTest::fromText);
    assertFalse(r.isComplete());
    assertEquals(2, r.consumed());
    assertEquals(Square.C4, r.position().king(Side.BLACK));
    assertEquals(Square.B1, r.position().king(Side.WHITE));
    ReplayError e = r.error().get();
    assertEquals("mini-diamonds", e.gameId());
    assertEquals(3, e.ply());
    assertEquals("b1-z9", e.token());
    assertInstanceOf(SyntaxError.class, e.reason());
    assertEquals("square.syntax", e.reason().code());
    assertEquals(e, r.toEither().getLeft());
  }

  @Test
  void anIllegalMoveStopsTheReplayWithTheGamesReason() {
    Replay<MiniPosition> r = GameRecord.replay(mini.start(), Array.of("a1-b1", "d4-b2"), ReplayTest::fromText);
    assertEquals(1, r.consumed());
    ReplayError e = r.error().get();
    assertEquals(2, e.ply());
    assertEquals("d4-b2", e.token());
    assertEquals("mini.step", e.reason().code());
  }

  @Test
  void theFirstTokenCanFail() {
    Replay<MiniPosition> r = GameRecord.replay(mini.start(), Array.of("d4-d3"), ReplayTest::fromText);
    assertEquals(0, r.consumed());
    assertEquals(mini.start(), r.position());
    assertEquals(1, r.error().get().ply());
    assertEquals("move.not-your-piece", r.error().get().reason().code());
  }

  @Test
  void playWhileValidKeepsTheLastGoodPositionAndWritesTheMoveAsItsToken() {
    Move bad = Move.PieceMove.step(Side.WHITE, Role.KING, Square.A1, Square.A3);
    Replay<MiniPosition> r = Replay.playWhileValid(mini.start(),
        Array.of(Move.PieceMove.step(Side.WHITE, Role.KING, Square.A1, Square.B1),
            Move.PieceMove.step(Side.BLACK, Role.KING, Square.D4, Square.C4), bad));
    assertEquals(2, r.consumed());
    assertEquals("a1-a3", r.error().get().token());
    assertEquals(3, r.error().get().ply());
  }

  @Test
  void movesAfterTheEndAreRefusedAsGameOver() {
    Shuffle shuffle = new Shuffle();
    Replay<ShufflePosition> r = Replay.playWhileValid(shuffle.start(), Array.of(
        Shuffle.step(Side.WHITE, Square.A1, Square.A2), Shuffle.step(Side.BLACK, Square.H8, Square.H7),
        Shuffle.step(Side.WHITE, Square.A2, Square.A3), Shuffle.step(Side.BLACK, Square.H7, Square.H8)));
    assertEquals(3, r.consumed());
    assertEquals(4, r.error().get().ply());
    assertInstanceOf(MoveRejection.GameOver.class, r.error().get().reason());
  }

  @Test
  void theErrorReadsAsASentence() {
    ReplayError e = GameRecord.replay(mini.start(), Array.of("a1-b1", "d4-c4", "b1-z9"), ReplayTest::fromText)
        .error().get();
    String text = Messages.core(Messages.ENGLISH).text(e);
    assertTrue(text.startsWith("Move 3 (\"b1-z9\") cannot be played: Cannot read \"z9\""), text);
  }
}
