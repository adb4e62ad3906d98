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
import io.github.tabla.core.SquareSet;
import io.github.tabla.core.Termination;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Objects;
import java.util.SplittableRandom;

/** A position of {@link MiniDiamonds}: immutable, equal by content, with an incremental Zobrist key. */
public final class MiniPosition implements GamePosition<MiniPosition> {
  static final Termination ALL_COLLECTED = Termination.of("mini.end.all-collected", "MINI-6");
  static final Termination MOVE_LIMIT = Termination.of("mini.end.move-limit", "MINI-6");
  static final Termination NO_MOVES = Termination.of("mini.end.no-moves", "MINI-6");

  private static final long[][] KING = new long[2][64];
  private static final long[] DIAMOND = new long[64];
  private static final long[][] MOVES = new long[2][MiniDiamonds.MOVE_LIMIT + 1];
  private static final long[][] POINTS = new long[2][5];
  private static final long BLACK_TO_MOVE;

  static {
    SplittableRandom r = new SplittableRandom(0x5EED_0F_D1A_40DL);
    for (int s = 0; s < 2; s++) {
      for (int i = 0; i < 64; i++) {
        KING[s][i] = r.nextLong();
      }
      for (int i = 0; i <= MiniDiamonds.MOVE_LIMIT; i++) {
        MOVES[s][i] = r.nextLong();
      }
      for (int i = 0; i < 5; i++) {
        POINTS[s][i] = r.nextLong();
      }
    }
    for (int i = 0; i < 64; i++) {
      DIAMOND[i] = r.nextLong();
    }
    BLACK_TO_MOVE = r.nextLong();
  }

  private final MiniDiamonds game;
  private final Square whiteKing;
  private final Square blackKing;
  private final long diamonds;
  private final int whiteMoves;
  private final int blackMoves;
  private final int whitePoints;
  private final int blackPoints;
  private final Side turn;
  private final long hash;

  private MiniPosition(MiniDiamonds game, Square whiteKing, Square blackKing, long diamonds, int whiteMoves,
      int blackMoves, int whitePoints, int blackPoints, Side turn, long hash) {
    this.game = game;
    this.whiteKing = whiteKing;
    this.blackKing = blackKing;
    this.diamonds = diamonds;
    this.whiteMoves = whiteMoves;
    this.blackMoves = blackMoves;
    this.whitePoints = whitePoints;
    this.blackPoints = blackPoints;
    this.turn = turn;
    this.hash = hash;
  }

  static MiniPosition create(MiniDiamonds game, Square whiteKing, Square blackKing, long diamonds, int whiteMoves,
      int blackMoves, int whitePoints, int blackPoints, Side turn) {
    return new MiniPosition(game, whiteKing, blackKing, diamonds, whiteMoves, blackMoves, whitePoints, blackPoints,
        turn, fullHash(whiteKing, blackKing, diamonds, whiteMoves, blackMoves, whitePoints, blackPoints, turn));
  }

  /**
   * The Zobrist key computed from scratch, for the incremental-key property.
   *
   * @return the key
   */
  public long hashFromScratch() {
    return fullHash(whiteKing, blackKing, diamonds, whiteMoves, blackMoves, whitePoints, blackPoints, turn);
  }

  private static long fullHash(Square wk, Square bk, long diamonds, int wm, int bm, int wp, int bp, Side turn) {
    long h = KING[0][wk.index()] ^ KING[1][bk.index()] ^ MOVES[0][wm] ^ MOVES[1][bm] ^ POINTS[0][wp] ^ POINTS[1][bp];
    for (long d = diamonds; d != 0; d &= d - 1) {
      h ^= DIAMOND[Long.numberOfTrailingZeros(d)];
    }
    return turn == Side.BLACK ? h ^ BLACK_TO_MOVE : h;
  }

  @Override
  public MiniDiamonds game() {
    return game;
  }

  @Override
  public Side sideToMove() {
    return turn;
  }

  /**
   * The king of a side.
   *
   * @param side the side
   * @return its king's square
   */
  public Square king(Side side) {
    Objects.requireNonNull(side, "side");
    return side == Side.WHITE ? whiteKing : blackKing;
  }

  /**
   * The diamonds still on the board.
   *
   * @return their squares
   */
  public SquareSet diamonds() {
    return SquareSet.ofBits(diamonds);
  }

  private long steps(Side side) {
    Square own = king(side);
    Square other = king(side.opposite());
    long bits = 0L;
    for (int df = -1; df <= 1; df++) {
      for (int dr = -1; dr <= 1; dr++) {
        if (df == 0 && dr == 0) {
          continue;
        }
        Option<Square> to = own.offset(df, dr);
        if (to.isDefined() && MiniDiamonds.BOARD.contains(to.get()) && to.get().distance(other) > 1) {
          bits |= 1L << to.get().index();
        }
      }
    }
    return bits;
  }

  private boolean roundOver() {
    return diamonds == 0L || (whiteMoves >= MiniDiamonds.MOVE_LIMIT && blackMoves >= MiniDiamonds.MOVE_LIMIT)
        || (steps(Side.WHITE) == 0L && steps(Side.BLACK) == 0L);
  }

  @Override
  public Seq<Move> legalMoves() {
    if (roundOver()) {
      return Array.empty();
    }
    long bits = steps(turn);
    if (bits == 0L) {
      return Array.of(Move.Pass.of(turn));
    }
    Square from = king(turn);
    Array<Move> moves = Array.empty();
    for (Square to : SquareSet.ofBits(bits)) {
      moves = moves.append(Move.PieceMove.step(turn, Role.KING, from, to));
    }
    return moves;
  }

  @Override
  public boolean hasLegalMoves() {
    return !roundOver();
  }

  @Override
  public Option<Outcome> outcome() {
    if (!roundOver()) {
      return Option.none();
    }
    Termination why = diamonds == 0L ? ALL_COLLECTED
        : whiteMoves >= MiniDiamonds.MOVE_LIMIT && blackMoves >= MiniDiamonds.MOVE_LIMIT ? MOVE_LIMIT : NO_MOVES;
    return Option.some(Outcome.byScore(why, score(), turns()));
  }

  @Override
  public Score score() {
    return Score.of(whitePoints, blackPoints);
  }

  @Override
  public Score turns() {
    return Score.of(whiteMoves, blackMoves);
  }

  @Override
  public long hash() {
    return hash;
  }

  @Override
  public Setup toSetup() {
    return Setup.empty(turn)
        .withPiece(whiteKing, Piece.of(Side.WHITE, Role.KING))
        .withPiece(blackKing, Piece.of(Side.BLACK, Role.KING))
        .withItems(SquareSet.ofBits(diamonds))
        .withField("white-moves", Integer.toString(whiteMoves))
        .withField("black-moves", Integer.toString(blackMoves))
        .withField("white-points", Integer.toString(whitePoints))
        .withField("black-points", Integer.toString(blackPoints));
  }

  @Override
  public MiniPosition playUnchecked(Move legalMove) {
    Objects.requireNonNull(legalMove, "legalMove");
    int s = turn == Side.WHITE ? 0 : 1;
    int moves = turn == Side.WHITE ? whiteMoves : blackMoves;
    long h = hash ^ BLACK_TO_MOVE ^ MOVES[s][moves] ^ MOVES[s][moves + 1];
    Square wk = whiteKing;
    Square bk = blackKing;
    long d = diamonds;
    int wp = whitePoints;
    int bp = blackPoints;
    if (legalMove instanceof Move.PieceMove pm) {
      Square from = pm.path().head();
      Square to = pm.path().last();
      h ^= KING[s][from.index()] ^ KING[s][to.index()];
      if (turn == Side.WHITE) {
        wk = to;
      } else {
        bk = to;
      }
      long bit = 1L << to.index();
      if ((d & bit) != 0L) {
        d &= ~bit;
        h ^= DIAMOND[to.index()];
        if (turn == Side.WHITE) {
          h ^= POINTS[0][wp] ^ POINTS[0][wp + 1];
          wp++;
        } else {
          h ^= POINTS[1][bp] ^ POINTS[1][bp + 1];
          bp++;
        }
      }
    }
    return new MiniPosition(game, wk, bk, d, turn == Side.WHITE ? whiteMoves + 1 : whiteMoves,
        turn == Side.BLACK ? blackMoves + 1 : blackMoves, wp, bp, turn.opposite(), h);
  }

  @Override
  public MoveRejection explain(Seq<Square> path) {
    Objects.requireNonNull(path, "path");
    Option<Outcome> over = outcome();
    if (over.isDefined()) {
      return new MoveRejection.GameOver(over.get());
    }
    if (path.size() < 2) {
      return new MoveRejection.Malformed(path, "MINI-2");
    }
    Square from = path.head();
    if (from != whiteKing && from != blackKing) {
      return new MoveRejection.NoPiece(from);
    }
    if (from != king(turn)) {
      return new MoveRejection.NotYourPiece(from, Piece.of(turn.opposite(), Role.KING), "MINI-5");
    }
    Square to = path.last();
    if (path.size() != 2 || from.distance(to) != 1) {
      return MoveRejection.RuleBroken.of("mini.step", "MINI-2", from, to);
    }
    if (!MiniDiamonds.BOARD.contains(to)) {
      return MoveRejection.RuleBroken.of("mini.off-board", "MINI-1", to);
    }
    Square other = king(turn.opposite());
    return MoveRejection.RuleBroken.of("mini.kings-touch", "MINI-3", to, other).highlighting(SquareSet.of(other));
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof MiniPosition p && p.hash == hash && p.whiteKing == whiteKing && p.blackKing == blackKing
        && p.diamonds == diamonds && p.whiteMoves == whiteMoves && p.blackMoves == blackMoves
        && p.whitePoints == whitePoints && p.blackPoints == blackPoints && p.turn == turn && p.game == game;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(hash);
  }

  @Override
  public String toString() {
    return "MiniPosition[white " + whiteKing + " " + whitePoints + ", black " + blackKing + " " + blackPoints
        + ", diamonds " + SquareSet.ofBits(diamonds) + ", moves " + whiteMoves + "/" + blackMoves + ", " + turn
        + " to move]";
  }
}
