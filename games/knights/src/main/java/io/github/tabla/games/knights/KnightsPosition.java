package io.github.tabla.games.knights;

import org.apiguardian.api.API;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Localizable;
import io.github.tabla.core.Marks;
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
import io.github.tabla.games.knights.internal.Board;
import io.github.tabla.games.knights.internal.KnightsKernel;
import io.github.tabla.games.knights.internal.Rules;
import io.github.tabla.games.knights.internal.Zobrist;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * A position of Knights in the Enemy Camp: where the two racing knights stand, which static pieces are
 * still on the board, whose turn it is and how many turns each side has taken (passes included, KN-10).
 * Immutable, equal by content, with an incremental Zobrist key.
 *
 * <p>Black's final equalising move (KN-9) needs no field of its own: it is pending exactly when White has
 * captured all its targets and Black is to move ({@link #isFinalMove()}).
 *
 * <pre>{@code
 * KnightsPosition p = KnightsGame.standard().start();
 * p.legalMoves();                       // [e8-d6, e8-f6, e8xc7, e8xg7] in destination order
 * p = p.play(Square.E8, Square.C7).get();
 * p.targets(Side.WHITE).size();          // 13
 * p.play(Square.A2, Square.A3);          // Left(NotYourPiece): the static pieces never move (KN-2)
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class KnightsPosition implements GamePosition<KnightsPosition> {
  // Every jump of every racing knight, made once: move values are immutable, and the move generator hands
  // out these instead of allocating new ones. Filled at class initialisation, never written after.
  private static final Move[] STEPS = new Move[2 * 64 * 64];
  private static final Move[] CAPTURES = new Move[2 * 64 * 64];

  static {
    for (Side side : Side.values()) {
      for (int from = 0; from < 64; from++) {
        for (long b = Board.jumps(from); b != 0L; b &= b - 1) {
          int to = Long.numberOfTrailingZeros(b);
          int i = (side.ordinal() * 64 + from) * 64 + to;
          STEPS[i] = Move.PieceMove.step(side, Role.KNIGHT, Square.at(from), Square.at(to));
          CAPTURES[i] = Move.PieceMove.capture(side, Role.KNIGHT, Square.at(from), Square.at(to));
        }
      }
    }
  }

  private final KnightsGame game;
  private final int whiteKnight;
  private final int blackKnight;
  private final long whitePieces;
  private final long blackPieces;
  private final int whiteTurns;
  private final int blackTurns;
  private final boolean whiteToMove;
  private final long hash;

  private KnightsPosition(KnightsGame game, int whiteKnight, int blackKnight, long whitePieces, long blackPieces,
      int whiteTurns, int blackTurns, boolean whiteToMove, long hash) {
    this.game = game;
    this.whiteKnight = whiteKnight;
    this.blackKnight = blackKnight;
    this.whitePieces = whitePieces;
    this.blackPieces = blackPieces;
    this.whiteTurns = whiteTurns;
    this.blackTurns = blackTurns;
    this.whiteToMove = whiteToMove;
    this.hash = hash;
  }

  static KnightsPosition create(KnightsGame game, int whiteKnight, int blackKnight, long whitePieces,
      long blackPieces, int whiteTurns, int blackTurns, boolean whiteToMove) {
    return new KnightsPosition(game, whiteKnight, blackKnight, whitePieces, blackPieces, whiteTurns, blackTurns,
        whiteToMove, Zobrist.of(whiteKnight, blackKnight, whitePieces | blackPieces, whiteTurns, blackTurns,
            whiteToMove));
  }

  /**
   * The game this is a position of.
   *
   * @return the game definition
   */
  @Override
  public KnightsGame game() {
    return game;
  }

  /**
   * The side to move.
   *
   * @return White or Black
   */
  @Override
  public Side sideToMove() {
    return whiteToMove ? Side.WHITE : Side.BLACK;
  }

  /**
   * The square of a side's racing knight (KN-2): White's starts on e8, Black's on e1.
   *
   * @param side the side
   * @return the knight's square
   */
  public Square racingKnight(Side side) {
    Objects.requireNonNull(side, "side");
    return Square.at(side == Side.WHITE ? whiteKnight : blackKnight);
  }

  /**
   * A side's static pieces still on the board (KN-2): they never move and wait to be captured by the
   * other side's racing knight.
   *
   * @param side the side they belong to
   * @return their squares
   */
  public SquareSet staticPieces(Side side) {
    Objects.requireNonNull(side, "side");
    return SquareSet.ofBits(side == Side.WHITE ? whitePieces : blackPieces);
  }

  /**
   * The targets a side's racing knight still has to capture (KN-6): the other side's static pieces.
   *
   * @param side the side whose knight captures them
   * @return their squares
   */
  public SquareSet targets(Side side) {
    Objects.requireNonNull(side, "side");
    return staticPieces(side.opposite());
  }

  /**
   * The piece on a square.
   *
   * @param square the square
   * @return the racing knight or static piece there, or none
   */
  public Option<Piece> pieceAt(Square square) {
    Objects.requireNonNull(square, "square");
    int s = square.index();
    if (s == whiteKnight) {
      return Option.some(Piece.of(Side.WHITE, Role.KNIGHT));
    }
    if (s == blackKnight) {
      return Option.some(Piece.of(Side.BLACK, Role.KNIGHT));
    }
    long bit = 1L << s;
    if ((whitePieces & bit) != 0L) {
      return Option.some(Piece.of(Side.WHITE, KnightsGame.role(s)));
    }
    if ((blackPieces & bit) != 0L) {
      return Option.some(Piece.of(Side.BLACK, KnightsGame.role(s)));
    }
    return Option.none();
  }

  /**
   * Whether Black's final equalising move is pending (KN-9): White has captured all its targets and Black
   * gets one last move, which draws the round if it captures Black's own last target.
   *
   * @return {@code true} while that move is to be played
   */
  public boolean isFinalMove() {
    return blackPieces == 0L && whitePieces != 0L && !whiteToMove;
  }

  private int status() {
    return Rules.status(whiteKnight, blackKnight, whitePieces, blackPieces, whiteTurns, blackTurns, whiteToMove,
        game.limit());
  }

  /**
   * The landing squares of the side to move's knight, as a bitboard.
   *
   * @return the jumps; empty when the knight must pass or the round is over
   */
  long jumpBits() {
    if (status() != Rules.ONGOING) {
      return 0L;
    }
    return whiteToMove ? Rules.jumps(whiteKnight, whitePieces, blackKnight)
        : Rules.jumps(blackKnight, blackPieces, whiteKnight);
  }

  /**
   * Every legal move: the racing knight's jumps in the order of their landing squares ({@code a1} first,
   * {@code h8} last), or the single forced pass when it has none (KN-8); empty when the round is over.
   *
   * @return the legal moves
   */
  @Override
  public Seq<Move> legalMoves() {
    if (status() != Rules.ONGOING) {
      return Array.empty();
    }
    Side side = sideToMove();
    long jumps = jumpBits();
    if (jumps == 0L) {
      return Array.of(Move.Pass.of(side));
    }
    int base = (side.ordinal() * 64 + (whiteToMove ? whiteKnight : blackKnight)) * 64;
    long targets = whiteToMove ? blackPieces : whitePieces;
    Move[] moves = new Move[Long.bitCount(jumps)];
    int i = 0;
    for (long b = jumps; b != 0L; b &= b - 1) {
      int to = Long.numberOfTrailingZeros(b);
      moves[i++] = (targets & (1L << to)) != 0L ? CAPTURES[base + to] : STEPS[base + to];
    }
    return Array.of(moves);
  }

  /**
   * Whether the round goes on.
   *
   * @return {@code true} when there is a legal move (a jump or a forced pass)
   */
  @Override
  public boolean hasLegalMoves() {
    return status() == Rules.ONGOING;
  }

  /**
   * How the round ended (KN-8, KN-9, KN-12). The turns are each side's turns, passes included; the
   * winner's count is its race length (KN-10).
   *
   * @return the outcome, present exactly when there is no legal move
   */
  @Override
  public Option<Outcome> outcome() {
    Score score = score();
    Score turns = turns();
    return switch (status()) {
      case Rules.WHITE_WINS -> Option.some(Outcome.win(Side.WHITE, KnightsCode.RACE_FINISHED.termination(), score, turns));
      case Rules.BLACK_WINS -> Option.some(Outcome.win(Side.BLACK, KnightsCode.RACE_FINISHED.termination(), score, turns));
      case Rules.DRAW_BOTH_FINISHED -> Option.some(Outcome.draw(KnightsCode.BOTH_FINISHED.termination(), score, turns));
      case Rules.DRAW_NO_JUMPS -> Option.some(Outcome.draw(KnightsCode.NO_JUMPS.termination(), score, turns));
      case Rules.DRAW_SAFETY_LIMIT -> Option.some(Outcome.draw(KnightsCode.SAFETY_LIMIT.termination(), score, turns));
      default -> Option.none();
    };
  }

  /**
   * The targets each side's knight has captured so far (of its 14, KN-6).
   *
   * @return the captures per side
   */
  @Override
  public Score score() {
    return Score.of(Board.TARGETS - Long.bitCount(blackPieces), Board.TARGETS - Long.bitCount(whitePieces));
  }

  /**
   * What a board shows beside the pieces: the targets each knight has left (KN-6), and the race so far,
   * each side's turns (KN-10), which break a tie of rounds (KN-11).
   *
   * @return two notes
   */
  @Override
  public Seq<Localizable> notes() {
    int total = Board.TARGETS;
    return Array.of(
        Localizable.of(KnightsCode.NOTE_TARGETS, Side.WHITE, Long.bitCount(blackPieces), total, Side.BLACK,
            Long.bitCount(whitePieces), total),
        Localizable.of(KnightsCode.NOTE_RACE, Side.WHITE, whiteTurns, Side.BLACK, blackTurns));
  }

  /**
   * The two racing knights (KN-2), which a board marks among the still pieces.
   *
   * @return their squares, meaning "racing knight"
   */
  @Override
  public Option<Marks> marks() {
    return Option.some(new Marks(SquareSet.of(racingKnight(Side.WHITE), racingKnight(Side.BLACK)),
        Localizable.of(KnightsCode.MARK_RACING)));
  }

  /**
   * The turns each side has taken, passes included (KN-10).
   *
   * @return the turns per side
   */
  @Override
  public Score turns() {
    return Score.of(whiteTurns, blackTurns);
  }

  /**
   * The Zobrist key: knights, static pieces, side to move and both turn counters.
   *
   * @return the key
   */
  @Override
  public long hash() {
    return hash;
  }

  /**
   * The Zobrist key computed from scratch rather than incrementally; always equal to {@link #hash()} (a
   * test and the testkit check it).
   *
   * @return the key
   */
  public long hashFromScratch() {
    return Zobrist.of(whiteKnight, blackKnight, whitePieces | blackPieces, whiteTurns, blackTurns, whiteToMove);
  }

  /**
   * The contents as a setup: every piece in square order, the side to move and the fields
   * {@code white-knight}, {@code black-knight}, {@code white-turns}, {@code black-turns}.
   *
   * @return the setup; {@code game().fromSetup(toSetup())} gives back this position
   */
  @Override
  public Setup toSetup() {
    Setup s = Setup.empty(sideToMove());
    for (int sq = 0; sq < 64; sq++) {
      Option<Piece> piece = pieceAt(Square.at(sq));
      if (piece.isDefined()) {
        s = s.withPiece(Square.at(sq), piece.get());
      }
    }
    return s.withField(KnightsGame.WHITE_KNIGHT_FIELD, Square.at(whiteKnight).text())
        .withField(KnightsGame.BLACK_KNIGHT_FIELD, Square.at(blackKnight).text())
        .withField(KnightsGame.WHITE_TURNS_FIELD, Integer.toString(whiteTurns))
        .withField(KnightsGame.BLACK_TURNS_FIELD, Integer.toString(blackTurns));
  }

  /**
   * Plays a legal move.
   *
   * @param legalMove one of {@link #legalMoves()}
   * @return the position after it
   * @throws IllegalArgumentException when the move is not a jump or pass of the side to move's knight
   */
  @Override
  public KnightsPosition playUnchecked(Move legalMove) {
    Objects.requireNonNull(legalMove, "legalMove");
    if (legalMove instanceof Move.PieceMove pm) {
      Array<Square> path = pm.path();
      Square to = path.last();
      int from = whiteToMove ? whiteKnight : blackKnight;
      if (path.size() != 2 || path.head().index() != from || !Board.isJump(from, to.index())) {
        throw new IllegalArgumentException("not a jump of the " + sideToMove() + " knight on "
            + Square.at(from) + ": " + legalMove);
      }
      return jump(to.index());
    }
    return pass();
  }

  /**
   * The position after the side to move's knight jumps to a square, capturing what stands there. The
   * engines' fast path: the caller makes sure the jump is legal.
   *
   * @param to the landing square
   * @return the new position
   */
  KnightsPosition jump(int to) {
    return made(to);
  }

  /**
   * The position after the side to move passes (KN-8): the pass counts as a turn (KN-10).
   *
   * @return the new position
   */
  KnightsPosition pass() {
    return made(KnightsKernel.PASS);
  }

  // the rules of a move are the kernel's, once
  private KnightsPosition made(long move) {
    long[] states = new long[2 * KnightsKernel.WORDS];
    writeState(states, 0);
    game.kernelRules().make(states, 0, move, states, KnightsKernel.WORDS);
    return fromState(game, states, KnightsKernel.WORDS);
  }

  /** The typed move of a kernel move: the knight's jump to its square (a capture onto a target), or the pass. */
  Move typed(long move) {
    if (move == KnightsKernel.PASS) {
      return Move.Pass.of(sideToMove());
    }
    int from = whiteToMove ? whiteKnight : blackKnight;
    int i = (sideToMove().ordinal() * 64 + from) * 64 + (int) move;
    return ((whiteToMove ? blackPieces : whitePieces) >>> move & 1L) != 0L ? CAPTURES[i] : STEPS[i];
  }

  /** Writes this position's kernel state. */
  void writeState(long[] states, int at) {
    KnightsKernel.write(states, at, hash, whiteKnight, blackKnight, whitePieces, blackPieces, whiteTurns, blackTurns,
        whiteToMove);
  }

  /** The position of a kernel state of a game. */
  static KnightsPosition fromState(KnightsGame game, long[] states, int at) {
    return new KnightsPosition(game, KnightsKernel.knight(states, at, true), KnightsKernel.knight(states, at, false),
        KnightsKernel.pieces(states, at, true), KnightsKernel.pieces(states, at, false),
        KnightsKernel.turns(states, at, true), KnightsKernel.turns(states, at, false),
        KnightsKernel.whiteToMove(states, at), game.kernelRules().key(states, at));
  }

  /**
   * Says why no legal move follows a path, naming the rule: the round is over; a pass while the knight
   * can jump (KN-8); the static pieces and the other knight never move for you (KN-2); not a knight jump
   * (KN-3); onto your own piece or onto the other racing knight (KN-5).
   *
   * @param path the origin and landing squares, or empty for a pass
   * @return the reason
   */
  @Override
  public MoveRejection explain(Seq<Square> path) {
    Objects.requireNonNull(path, "path");
    Option<Outcome> over = outcome();
    if (over.isDefined()) {
      return new MoveRejection.GameOver(over.get());
    }
    if (path.isEmpty()) {
      return new MoveRejection.Malformed(path, "KN-8");
    }
    Square from = path.head();
    Option<Piece> piece = pieceAt(from);
    if (piece.isEmpty()) {
      return new MoveRejection.NoPiece(from);
    }
    int own = whiteToMove ? whiteKnight : blackKnight;
    if (from.index() != own) {
      return new MoveRejection.NotYourPiece(from, piece.get(), "KN-2");
    }
    if (path.size() != 2) {
      return new MoveRejection.Malformed(path, "KN-3");
    }
    Square to = path.last();
    if (!Board.isJump(from.index(), to.index())) {
      return MoveRejection.RuleBroken.of(KnightsCode.NOT_A_JUMP, from, to).highlighting(SquareSet.of(from, to));
    }
    int other = whiteToMove ? blackKnight : whiteKnight;
    if (to.index() == other) {
      return MoveRejection.RuleBroken.of(KnightsCode.OTHER_KNIGHT, to).highlighting(SquareSet.of(to));
    }
    Option<Piece> there = pieceAt(to);
    if (there.isDefined() && there.get().side() == sideToMove()) {
      return MoveRejection.RuleBroken.of(KnightsCode.OWN_PIECE, to, there.get()).highlighting(SquareSet.of(to));
    }
    // a legal jump reaches explain only through a malformed request (for example a wrong move value)
    return new MoveRejection.Malformed(path, "KN-3");
  }

  /**
   * The number of move paths of a given length, counted by the kernel ({@code KnightsKernel}); a forced pass counts as
   * a move.
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
    long[] states = new long[KnightsKernel.WORDS];
    writeState(states, 0);
    return game.kernelRules().perft(states, 0, depth);
  }

  int whiteKnightIndex() {
    return whiteKnight;
  }

  int blackKnightIndex() {
    return blackKnight;
  }

  int knightIndex(boolean white) {
    return white ? whiteKnight : blackKnight;
  }

  long piecesBits(boolean white) {
    return white ? whitePieces : blackPieces;
  }

  int turnCount(boolean white) {
    return white ? whiteTurns : blackTurns;
  }

  boolean isWhiteToMove() {
    return whiteToMove;
  }

  /**
   * Equal when the game, both knights, the static pieces, the side to move and both turn counts are.
   *
   * @param o the other object
   * @return whether {@code o} is the same position
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof KnightsPosition p && p.hash == hash && p.whiteKnight == whiteKnight
        && p.blackKnight == blackKnight && p.whitePieces == whitePieces && p.blackPieces == blackPieces
        && p.whiteTurns == whiteTurns && p.blackTurns == blackTurns && p.whiteToMove == whiteToMove
        && p.game.equals(game);
  }

  /**
   * Folds the Zobrist key.
   *
   * @return a hash code
   */
  @Override
  public int hashCode() {
    return Long.hashCode(hash);
  }

  /**
   * The position in the FEN-like text: board, side to move and the four fields, for example
   * {@code r1bqNbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQnBNR w e8 e1 0 0} at the start.
   *
   * @return the text
   */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    for (int rank = 7; rank >= 0; rank--) {
      int empty = 0;
      for (int file = 0; file < 8; file++) {
        Option<Piece> p = pieceAt(Square.at(rank * 8 + file));
        if (p.isEmpty()) {
          empty++;
        } else {
          if (empty > 0) {
            sb.append(empty);
            empty = 0;
          }
          sb.append(p.get().letter());
        }
      }
      if (empty > 0) {
        sb.append(empty);
      }
      if (rank > 0) {
        sb.append('/');
      }
    }
    return sb.append(' ').append(sideToMove().letter()).append(' ').append(Square.at(whiteKnight)).append(' ')
        .append(Square.at(blackKnight)).append(' ').append(whiteTurns).append(' ').append(blackTurns).toString();
  }
}
