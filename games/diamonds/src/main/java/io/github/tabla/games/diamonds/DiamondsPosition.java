package io.github.tabla.games.diamonds;

import org.apiguardian.api.API;
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
import io.github.tabla.core.SquareSet;
import io.github.tabla.core.Termination;
import io.github.tabla.core.kernel.KernelBinding;
import io.github.tabla.games.diamonds.internal.Board;
import io.github.tabla.games.diamonds.internal.DiamondsKernel;
import io.github.tabla.games.diamonds.internal.Zobrist;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * A position of a Kings and Diamonds round: where the two kings stand, the diamonds still on the
 * board, how many moves each side has made and how many diamonds each has collected, and whose turn it
 * is. Immutable, equal by content, with an incremental Zobrist key.
 *
 * <p>The legal moves are the steps of the king to move (KD-2) that do not end next to the other king
 * (KD-3, KD-4), in increasing order of the destination square ({@code a1}, {@code b1}, ..., {@code h8});
 * a king with no such step would pass (KD-9, an explicit {@link Move.Pass}), which never happens with
 * two kings on the board. Stepping onto a diamond collects it (KD-4). The round is over, and
 * {@link #outcome()} says why, when all diamonds are collected (KD-6.1), when both sides have made
 * their 40 moves (KD-6.2), or when neither king can step (KD-6.3); the side with more diamonds wins
 * (KD-7).
 *
 * <pre>{@code
 * DiamondsPosition p = DiamondsGame.instance().start();
 * p.legalMoves();                        // Ke1-d1, Ke1-f1, Ke1-d2, Ke1-e2, Ke1-f2
 * p = p.play(Square.E1, Square.E2).get();
 * p.play(Square.E8, Square.E6);          // Left: not a king step (KD-2)
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class DiamondsPosition implements GamePosition<DiamondsPosition> {
  private final int whiteKing;
  private final int blackKing;
  private final long diamonds;
  private final int whiteMoves;
  private final int blackMoves;
  private final int whitePoints;
  private final int blackPoints;
  private final boolean blackToMove;
  private final long hash;

  private DiamondsPosition(int whiteKing, int blackKing, long diamonds, int whiteMoves, int blackMoves,
      int whitePoints, int blackPoints, boolean blackToMove, long hash) {
    this.whiteKing = whiteKing;
    this.blackKing = blackKing;
    this.diamonds = diamonds;
    this.whiteMoves = whiteMoves;
    this.blackMoves = blackMoves;
    this.whitePoints = whitePoints;
    this.blackPoints = blackPoints;
    this.blackToMove = blackToMove;
    this.hash = hash;
  }

  /** A position from validated parts; the key is computed from scratch. */
  static DiamondsPosition create(int whiteKing, int blackKing, long diamonds, int whiteMoves, int blackMoves,
      int whitePoints, int blackPoints, Side turn) {
    boolean black = turn == Side.BLACK;
    return new DiamondsPosition(whiteKing, blackKing, diamonds, whiteMoves, blackMoves, whitePoints, blackPoints,
        black, Zobrist.of(whiteKing, blackKing, diamonds, whiteMoves, blackMoves, whitePoints, blackPoints, black));
  }

  /**
   * The game: Kings and Diamonds.
   *
   * @return the shared definition
   */
  @Override
  public DiamondsGame game() {
    return DiamondsGame.instance();
  }

  @Override
  public Side sideToMove() {
    return blackToMove ? Side.BLACK : Side.WHITE;
  }

  /**
   * The square of a side's king.
   *
   * @param side the side
   * @return its king's square
   */
  public Square king(Side side) {
    Objects.requireNonNull(side, "side");
    return Square.at(side == Side.WHITE ? whiteKing : blackKing);
  }

  /**
   * The diamonds still on the board.
   *
   * @return their squares, all within c3..f6
   */
  public SquareSet diamonds() {
    return SquareSet.ofBits(diamonds);
  }

  /**
   * The plies left before the move limit ends the round (KD-6.2): 80 minus the moves both sides have
   * made.
   *
   * @return 0..80
   */
  public int pliesLeft() {
    return Board.PLIES - whiteMoves - blackMoves;
  }

  /**
   * The moves a side may still make in this round (KD-6.2).
   *
   * @param side the side
   * @return 0..40
   */
  public int movesLeft(Side side) {
    Objects.requireNonNull(side, "side");
    return Board.MOVES_PER_SIDE - (side == Side.WHITE ? whiteMoves : blackMoves);
  }

  private int mover() {
    return blackToMove ? blackKing : whiteKing;
  }

  private int waiting() {
    return blackToMove ? whiteKing : blackKing;
  }

  private boolean over() {
    return end() != 0;
  }

  private int end() {
    return DiamondsKernel.end(diamonds, whiteMoves, blackMoves, whiteKing, blackKing);
  }

  /**
   * The king steps of the side to move, in increasing order of the destination square, or its forced
   * pass; empty when the round is over.
   *
   * @return the legal moves
   */
  @Override
  public Seq<Move> legalMoves() {
    if (over()) {
      return Array.empty();
    }
    Side side = sideToMove();
    long steps = Board.legalSteps(mover(), waiting());
    if (steps == 0L) {
      return Array.of(Move.Pass.of(side));
    }
    Square from = Square.at(mover());
    Move[] moves = new Move[Long.bitCount(steps)];
    int n = 0;
    for (long s = steps; s != 0L; s &= s - 1) {
      moves[n++] = Move.PieceMove.step(side, Role.KING, from, Square.at(Long.numberOfTrailingZeros(s)));
    }
    return Array.of(moves);
  }

  @Override
  public boolean hasLegalMoves() {
    return !over();
  }

  @Override
  public Option<Outcome> outcome() {
    if (!over()) {
      return Option.none();
    }
    int end = end();
    DiamondsCode why = end == 1 ? DiamondsCode.ALL_COLLECTED
        : end == 2 ? DiamondsCode.MOVE_LIMIT : DiamondsCode.NO_MOVES;
    return Option.some(Outcome.byScore(why.termination(), score(), turns()));
  }

  /**
   * The diamonds each side has collected (KD-4).
   *
   * @return the points
   */
  @Override
  public Score score() {
    return Score.of(whitePoints, blackPoints);
  }

  /**
   * The moves each side has made, passes included (KD-9).
   *
   * @return the moves per side
   */
  @Override
  public Score turns() {
    return Score.of(whiteMoves, blackMoves);
  }

  @Override
  public long hash() {
    return hash;
  }

  /**
   * The contents: the two kings, the diamonds as items, the side to move, and the fields
   * {@code white-moves}, {@code black-moves}, {@code white-points} and {@code black-points}.
   *
   * @return the setup
   */
  @Override
  public Setup toSetup() {
    return Setup.empty(sideToMove())
        .withPiece(Square.at(whiteKing), Piece.of(Side.WHITE, Role.KING))
        .withPiece(Square.at(blackKing), Piece.of(Side.BLACK, Role.KING))
        .withItems(SquareSet.ofBits(diamonds))
        .withField(DiamondsGame.WHITE_MOVES, Integer.toString(whiteMoves))
        .withField(DiamondsGame.BLACK_MOVES, Integer.toString(blackMoves))
        .withField(DiamondsGame.WHITE_POINTS, Integer.toString(whitePoints))
        .withField(DiamondsGame.BLACK_POINTS, Integer.toString(blackPoints));
  }

  /**
   * Plays a legal move: the king steps (collecting a diamond on its destination, KD-4), or passes
   * (KD-9); either way the mover's move count goes up by one.
   *
   * @param legalMove one of {@link #legalMoves()}
   * @return the position after it
   * @throws IllegalArgumentException when the move is not a step of the king to move to a square
   *     where it may go, or a pass where none is forced
   */
  @Override
  public DiamondsPosition playUnchecked(Move legalMove) {
    Objects.requireNonNull(legalMove, "legalMove");
    int moves = blackToMove ? blackMoves : whiteMoves;
    if (over() || moves >= Board.MOVES_PER_SIDE) {
      throw new IllegalArgumentException("the round is over: " + this);
    }
    long steps = Board.legalSteps(mover(), waiting());
    long code = DiamondsKernel.PASS;
    if (legalMove instanceof Move.PieceMove step) {
      int from = step.path().head().index();
      int to = step.path().last().index();
      if (from != mover() || step.path().size() != 2 || (steps >>> to & 1L) == 0L) {
        throw new IllegalArgumentException(legalMove + " is not a legal step in " + this);
      }
      code = to;
    } else if (steps != 0L) {
      throw new IllegalArgumentException("a pass is not forced in " + this);
    }
    // the rules of a move are the kernel's, once
    long[] states = new long[2 * DiamondsKernel.WORDS];
    writeState(states, 0);
    DiamondsKernel.INSTANCE.make(states, 0, code, states, DiamondsKernel.WORDS);
    return fromState(states, DiamondsKernel.WORDS);
  }

  /** Kings and Diamonds' positions and its kernel: a position is one kernel state, a step its destination. */
  static final KernelBinding<DiamondsPosition> BINDING = KernelBinding.of(DiamondsKernel.INSTANCE,
      DiamondsPosition::writeState, DiamondsPosition::typed);

  /** The typed move of a kernel move: a step of the king to move to its square, or the pass. */
  Move typed(long move) {
    return move == DiamondsKernel.PASS ? Move.Pass.of(sideToMove())
        : Move.PieceMove.step(sideToMove(), Role.KING, Square.at(mover()), Square.at((int) move));
  }

  /** Writes this position's kernel state. */
  void writeState(long[] states, int at) {
    DiamondsKernel.write(states, at, hash, diamonds, DiamondsKernel.counters(whiteKing, blackKing, whiteMoves,
        blackMoves, whitePoints, blackPoints, blackToMove));
  }

  /** The position of a kernel state. */
  static DiamondsPosition fromState(long[] states, int at) {
    return new DiamondsPosition(DiamondsKernel.king(states, at, 0), DiamondsKernel.king(states, at, 1),
        DiamondsKernel.diamonds(states, at), DiamondsKernel.movesMade(states, at, 0),
        DiamondsKernel.movesMade(states, at, 1), DiamondsKernel.points(states, at, 0),
        DiamondsKernel.points(states, at, 1), DiamondsKernel.blackToMove(states, at),
        DiamondsKernel.INSTANCE.key(states, at));
  }

  /**
   * Says why no legal move follows a path, naming the rule: the round is over, a pass while a step is
   * possible (KD-5), no piece or the other side's king on the origin, not a single king step (KD-2),
   * a diamond next to the other king (KD-4) or a square next to it (KD-3); the last two highlight the
   * other king's square and name it.
   *
   * @param path the origin and destination, or an empty path for a pass
   * @return the reason
   */
  @Override
  public MoveRejection explain(Seq<Square> path) {
    Objects.requireNonNull(path, "path");
    Option<Outcome> done = outcome();
    if (done.isDefined()) {
      return new MoveRejection.GameOver(done.get());
    }
    if (path.size() < 2) {
      return new MoveRejection.Malformed(path, path.isEmpty() ? "KD-5" : "KD-2");
    }
    Square from = path.head();
    Square to = path.last();
    Side side = sideToMove();
    if (from.index() != whiteKing && from.index() != blackKing) {
      return new MoveRejection.NoPiece(from);
    }
    if (from.index() != mover()) {
      return new MoveRejection.NotYourPiece(from, Piece.of(side.opposite(), Role.KING), "KD-5");
    }
    if (path.size() != 2 || Board.distance(from.index(), to.index()) != 1) {
      return MoveRejection.RuleBroken.of(DiamondsCode.NOT_A_KING_STEP, from, to).highlighting(SquareSet.of(from));
    }
    Square enemy = Square.at(waiting());
    SquareSet highlight = SquareSet.of(enemy);
    if ((diamonds >>> to.index() & 1L) != 0L) {
      return MoveRejection.RuleBroken.of(DiamondsCode.DIAMOND_GUARDED, to, enemy)
          .highlighting(highlight.with(to));
    }
    return MoveRejection.RuleBroken.of(DiamondsCode.KINGS_TOUCH, to, enemy).highlighting(highlight);
  }

  /**
   * The number of move sequences of a given length, counted by the kernel ({@code DiamondsKernel}).
   *
   * @param depth the number of plies, at least 0
   * @return the number of leaves
   * @throws IllegalArgumentException when {@code depth} is negative
   */
  @Override
  public long perft(int depth) {
    if (depth < 0) {
      throw new IllegalArgumentException("perft depth must be at least 0, got " + depth);
    }
    long[] states = new long[DiamondsKernel.WORDS];
    writeState(states, 0);
    return DiamondsKernel.INSTANCE.perft(states, 0, depth);
  }

  /**
   * Positions are equal when every part is: kings, diamonds, counters, points and side to move.
   *
   * @param o another object
   * @return {@code true} for an equal position
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof DiamondsPosition p && p.hash == hash && p.whiteKing == whiteKing && p.blackKing == blackKing
        && p.diamonds == diamonds && p.whiteMoves == whiteMoves && p.blackMoves == blackMoves
        && p.whitePoints == whitePoints && p.blackPoints == blackPoints && p.blackToMove == blackToMove;
  }

  /**
   * The hash code, folded from the Zobrist key.
   *
   * @return the hash code
   */
  @Override
  public int hashCode() {
    return Long.hashCode(hash);
  }

  /**
   * A readable form, for example
   * {@code "DiamondsPosition[White Ke1 0, Black Ke8 0, 16 diamonds, moves 0/0, White to move]"}.
   *
   * @return the text
   */
  @Override
  public String toString() {
    return "DiamondsPosition[White K" + Square.at(whiteKing) + " " + whitePoints + ", Black K" + Square.at(blackKing)
        + " " + blackPoints + ", " + Long.bitCount(diamonds) + " diamonds " + SquareSet.ofBits(diamonds) + ", moves "
        + whiteMoves + "/" + blackMoves + ", " + (blackToMove ? "Black" : "White") + " to move]";
  }

  // the kernel's view, for the Robot and the benchmarks in this package

  /** The square index of the king to move. */
  int moverSquare() {
    return mover();
  }

  /** The square index of the king that waits. */
  int waitingSquare() {
    return waiting();
  }

  /** The diamonds left as a 16-bit field set. */
  int fieldSet() {
    return Board.toFieldSet(diamonds);
  }

  /** The points of the side to move minus those of the other side. */
  int pointsAhead() {
    return blackToMove ? blackPoints - whitePoints : whitePoints - blackPoints;
  }
}
