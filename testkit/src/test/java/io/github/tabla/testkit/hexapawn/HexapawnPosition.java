package io.github.tabla.testkit.hexapawn;

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
import java.util.Arrays;
import java.util.Objects;

/**
 * A Hexapawn position: one kernel state, and nothing else. Every answer is the kernel's; this class only
 * turns kernel moves into typed moves and back.
 */
public final class HexapawnPosition implements GamePosition<HexapawnPosition> {
  private static final HexapawnKernel K = HexapawnKernel.INSTANCE;
  private final Hexapawn game;
  private final long[] state;

  HexapawnPosition(Hexapawn game, long[] state) {
    this.game = game;
    this.state = state;
  }

  static Square square(int index) {
    return Square.at(index / 3 * 8 + index % 3);
  }

  static int index(Square square) {
    return square.file() < 3 && square.rank() < 3 ? square.rank() * 3 + square.file() : -1;
  }

  void write(long[] states, int at) {
    System.arraycopy(state, 0, states, at, HexapawnKernel.WORDS);
  }

  Move typed(long move) {
    Side side = sideToMove();
    Square from = square(HexapawnKernel.from(move));
    Square to = square(HexapawnKernel.to(move));
    return from.file() == to.file() ? Move.PieceMove.step(side, Role.PAWN, from, to)
        : Move.PieceMove.capture(side, Role.PAWN, from, to);
  }

  @Override
  public Hexapawn game() {
    return game;
  }

  @Override
  public Side sideToMove() {
    return K.sideToMove(state, 0) == 0 ? Side.WHITE : Side.BLACK;
  }

  @Override
  public Seq<Move> legalMoves() {
    long[] moves = new long[K.maxMoves()];
    int n = K.moves(state, 0, moves, 0);
    Move[] typed = new Move[n];
    for (int i = 0; i < n; i++) {
      typed[i] = typed(moves[i]);
    }
    return Array.of(typed);
  }

  @Override
  public Option<Outcome> outcome() {
    if (!K.isOver(state, 0)) {
      return Option.none();
    }
    Side mover = sideToMove();
    boolean reached = (HexapawnKernel.pawns(state, 0, 0) & 0b111_000_000) != 0
        || (HexapawnKernel.pawns(state, 0, 1) & 0b000_000_111) != 0;
    return Option.some(Outcome.win(mover.opposite(), reached ? Hexapawn.FAR_RANK : Hexapawn.NO_MOVE, score(),
        turns()));
  }

  @Override
  public Score score() {
    return Score.of(K.score(state, 0, 0), K.score(state, 0, 1));
  }

  @Override
  public Score turns() {
    return Score.of(HexapawnKernel.movesMade(state, 0, 0), HexapawnKernel.movesMade(state, 0, 1));
  }

  @Override
  public long hash() {
    return K.key(state, 0);
  }

  @Override
  public Setup toSetup() {
    Setup s = Setup.empty(sideToMove());
    for (int side = 0; side < 2; side++) {
      for (int b = HexapawnKernel.pawns(state, 0, side); b != 0; b &= b - 1) {
        s = s.withPiece(square(Integer.numberOfTrailingZeros(b)), Piece.of(Side.values()[side], Role.PAWN));
      }
    }
    return s.withField(Hexapawn.WHITE_MOVES, Integer.toString(HexapawnKernel.movesMade(state, 0, 0)))
        .withField(Hexapawn.BLACK_MOVES, Integer.toString(HexapawnKernel.movesMade(state, 0, 1)));
  }

  @Override
  public HexapawnPosition playUnchecked(Move legalMove) {
    Objects.requireNonNull(legalMove, "legalMove");
    if (legalMove.isPass() || legalMove.path().size() != 2) {
      throw new IllegalArgumentException("not a Hexapawn move: " + legalMove);
    }
    int from = index(legalMove.path().head());
    int to = index(legalMove.path().last());
    long move = from | to << 4;
    long[] moves = new long[K.maxMoves()];
    int n = K.moves(state, 0, moves, 0);
    if (from < 0 || to < 0 || Arrays.stream(moves, 0, n).noneMatch(m -> m == move)) {
      throw new IllegalArgumentException("not a legal move of " + this + ": " + legalMove);
    }
    long[] next = new long[HexapawnKernel.WORDS];
    K.make(state, 0, move, next, 0);
    return new HexapawnPosition(game, next);
  }

  @Override
  public MoveRejection explain(Seq<Square> path) {
    Objects.requireNonNull(path, "path");
    Option<Outcome> over = outcome();
    if (over.isDefined()) {
      return new MoveRejection.GameOver(over.get());
    }
    if (path.size() != 2) {
      return new MoveRejection.Malformed(path, "HX-2");
    }
    return MoveRejection.RuleBroken.of(HexapawnCode.NOT_A_PAWN_MOVE);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof HexapawnPosition p && p.state[1] == state[1];
  }

  @Override
  public int hashCode() {
    return Long.hashCode(hash());
  }

  @Override
  public String toString() {
    return "HexapawnPosition[" + toSetup() + "]";
  }
}
