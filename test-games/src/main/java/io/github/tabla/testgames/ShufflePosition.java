package io.github.tabla.testgames;

import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Move;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Role;
import io.github.tabla.core.Score;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Objects;

/** A position of {@link Shuffle}: the two kings and the side to move, nothing else. */
public final class ShufflePosition implements GamePosition<ShufflePosition> {
  private final Shuffle game;
  private final Square whiteKing;
  private final Square blackKing;
  private final Side turn;

  ShufflePosition(Shuffle game, Square whiteKing, Square blackKing, Side turn) {
    this.game = game;
    this.whiteKing = whiteKing;
    this.blackKing = blackKing;
    this.turn = turn;
  }

  @Override
  public Shuffle game() {
    return game;
  }

  @Override
  public Side sideToMove() {
    return turn;
  }

  /**
   * A king's square.
   *
   * @param side whose king
   * @return the square
   */
  public Square king(Side side) {
    Objects.requireNonNull(side, "side");
    return side == Side.WHITE ? whiteKing : blackKing;
  }

  @Override
  public Seq<Move> legalMoves() {
    if (whiteKing == Square.A3) {
      return Array.empty();
    }
    if (turn == Side.BLACK) {
      return Array.of(Shuffle.step(Side.BLACK, blackKing, blackKing == Square.H8 ? Square.H7 : Square.H8));
    }
    return whiteKing == Square.A1 ? Array.of(Shuffle.step(Side.WHITE, Square.A1, Square.A2))
        : Array.of(Shuffle.step(Side.WHITE, Square.A2, Square.A1), Shuffle.step(Side.WHITE, Square.A2, Square.A3));
  }

  @Override
  public Option<Outcome> outcome() {
    return whiteKing == Square.A3 ? Option.some(Outcome.win(Side.WHITE, Shuffle.HOME, Score.of(1, 0), Score.ZERO))
        : Option.none();
  }

  @Override
  public Score score() {
    return whiteKing == Square.A3 ? Score.of(1, 0) : Score.ZERO;
  }

  /** This game keeps no counters, so that positions repeat. */
  @Override
  public Score turns() {
    return Score.ZERO;
  }

  @Override
  public long hash() {
    long h = (whiteKing.index() * 64L + blackKing.index()) * 2 + turn.ordinal();
    h *= 0x9E3779B97F4A7C15L;
    return h ^ (h >>> 31);
  }

  @Override
  public Setup toSetup() {
    return Setup.empty(turn).withPiece(whiteKing, Piece.of(Side.WHITE, Role.KING))
        .withPiece(blackKing, Piece.of(Side.BLACK, Role.KING));
  }

  @Override
  public ShufflePosition playUnchecked(Move legalMove) {
    Objects.requireNonNull(legalMove, "legalMove");
    Square to = legalMove.destination().get();
    return turn == Side.WHITE ? new ShufflePosition(game, to, blackKing, Side.BLACK)
        : new ShufflePosition(game, whiteKing, to, Side.WHITE);
  }

  @Override
  public MoveRejection explain(Seq<Square> path) {
    Objects.requireNonNull(path, "path");
    Option<Outcome> over = outcome();
    if (over.isDefined()) {
      return new MoveRejection.GameOver(over.get());
    }
    if (path.size() < 2) {
      return new MoveRejection.Malformed(path, "SH-2");
    }
    Square from = path.head();
    if (from != whiteKing && from != blackKing) {
      return new MoveRejection.NoPiece(from);
    }
    if (from != king(turn)) {
      return new MoveRejection.NotYourPiece(from, Piece.of(turn.opposite(), Role.KING), "SH-2");
    }
    return MoveRejection.RuleBroken.of("shuffle.step", "SH-2", from, path.last());
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ShufflePosition p && p.whiteKing == whiteKing && p.blackKing == blackKing && p.turn == turn
        && p.game == game;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(hash());
  }

  @Override
  public String toString() {
    return "ShufflePosition[white " + whiteKing + ", black " + blackKing + ", " + turn + " to move]";
  }
}
