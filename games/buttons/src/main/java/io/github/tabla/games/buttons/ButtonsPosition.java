package io.github.tabla.games.buttons;

import org.apiguardian.api.API;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Move;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Placement;
import io.github.tabla.core.Role;
import io.github.tabla.core.Score;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareSet;
import io.github.tabla.core.Termination;
import io.github.tabla.core.kernel.KernelBinding;
import io.github.tabla.games.buttons.internal.ButtonsKernel;
import io.github.tabla.games.buttons.internal.Rules;
import io.github.tabla.games.buttons.internal.Slides;
import io.github.tabla.games.buttons.internal.Zobrist;
import io.vavr.collection.Array;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * A position of Queens, Rooks and Buttons: the queens and rooks of both sides, the buttons still on
 * the board, the side to move, the moves each side has made and the buttons each has collected.
 * Immutable, equal by content, safe to share between threads.
 *
 * <p>Legal moves (QB-3..QB-5) slide a queen along a rank, file or diagonal or a rook along a rank or
 * file, up to and including the first piece or button of the line: an enemy piece there is captured,
 * a button collected (one point), and a piece of the mover's own side stops the slide one square
 * before. They come ordered by origin square ({@code a1} first, {@code h8} last), then by destination.
 *
 * <pre>{@code
 * ButtonsPosition p = ButtonsGame.standard().start();
 * p.destinationsFrom(Square.D1);              // c1, e1..h1, c2, d2, e2, b3, d3, f3, a4, d4, g4, h5
 * p = p.play(Square.D1, Square.D4).get();     // collects d4
 * p.play(Square.D8, Square.D4);               // Left: the button on d5 is in the way (QB-4)
 * }</pre>
 *
 * <p>The round ends (QB-7, QB-8) when no button is left; when a side has no piece left, and then the
 * other side takes the buttons still on the board, which {@link #score()} includes; when both sides
 * have made 15 moves; or when neither side can move. A capture that takes a side's last piece with
 * the round's thirtieth move ends it as a side without pieces: the capturer takes the buttons left. A
 * side with pieces always has a move, so QB-8's pass never actually arises (see the package
 * description); it is implemented all the same.
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class ButtonsPosition implements GamePosition<ButtonsPosition> {
  private final ButtonsGame game;
  private final long whiteQueens;
  private final long whiteRooks;
  private final long blackQueens;
  private final long blackRooks;
  private final long buttons;
  private final Side turn;
  private final int whiteMoves;
  private final int blackMoves;
  private final int whitePoints;
  private final int blackPoints;
  private final long hash;

  private ButtonsPosition(ButtonsGame game, long whiteQueens, long whiteRooks, long blackQueens, long blackRooks,
      long buttons, Side turn, int whiteMoves, int blackMoves, int whitePoints, int blackPoints, long hash) {
    this.game = game;
    this.whiteQueens = whiteQueens;
    this.whiteRooks = whiteRooks;
    this.blackQueens = blackQueens;
    this.blackRooks = blackRooks;
    this.buttons = buttons;
    this.turn = turn;
    this.whiteMoves = whiteMoves;
    this.blackMoves = blackMoves;
    this.whitePoints = whitePoints;
    this.blackPoints = blackPoints;
    this.hash = hash;
  }

  /** A position from validated contents, its key computed from scratch. */
  static ButtonsPosition create(ButtonsGame game, long whiteQueens, long whiteRooks, long blackQueens,
      long blackRooks, long buttons, Side turn, int whiteMoves, int blackMoves, int whitePoints, int blackPoints) {
    long[] state = new long[ButtonsKernel.WORDS];
    ButtonsKernel.write(state, 0, whiteQueens, whiteRooks, blackQueens, blackRooks, buttons, whiteMoves, blackMoves,
        whitePoints, blackPoints, turn == Side.BLACK);
    return fromState(game, state, 0);
  }

  private static int side(Side side) {
    return side == Side.WHITE ? Rules.WHITE : Rules.BLACK;
  }

  @Override
  public ButtonsGame game() {
    return game;
  }

  @Override
  public Side sideToMove() {
    return turn;
  }

  /**
   * The buttons still on the board.
   *
   * @return their squares
   */
  public SquareSet buttons() {
    return SquareSet.ofBits(buttons);
  }

  /**
   * The piece on a square.
   *
   * @param square the square
   * @return the queen or rook there, or none (a button is not a piece)
   */
  public Option<Piece> pieceAt(Square square) {
    Objects.requireNonNull(square, "square");
    long bit = 1L << square.index();
    if ((whiteQueens & bit) != 0L) {
      return Option.some(Piece.of(Side.WHITE, Role.QUEEN));
    }
    if ((whiteRooks & bit) != 0L) {
      return Option.some(Piece.of(Side.WHITE, Role.ROOK));
    }
    if ((blackQueens & bit) != 0L) {
      return Option.some(Piece.of(Side.BLACK, Role.QUEEN));
    }
    if ((blackRooks & bit) != 0L) {
      return Option.some(Piece.of(Side.BLACK, Role.ROOK));
    }
    return Option.none();
  }

  /**
   * The squares of a side's pieces.
   *
   * @param side the side
   * @return its queens and rooks
   */
  public SquareSet pieces(Side side) {
    Objects.requireNonNull(side, "side");
    return SquareSet.ofBits(side == Side.WHITE ? whiteQueens | whiteRooks : blackQueens | blackRooks);
  }

  /**
   * The squares of a side's queens.
   *
   * @param side the side
   * @return its queens
   */
  public SquareSet queens(Side side) {
    Objects.requireNonNull(side, "side");
    return SquareSet.ofBits(side == Side.WHITE ? whiteQueens : blackQueens);
  }

  /**
   * The squares of a side's rooks.
   *
   * @param side the side
   * @return its rooks
   */
  public SquareSet rooks(Side side) {
    Objects.requireNonNull(side, "side");
    return SquareSet.ofBits(side == Side.WHITE ? whiteRooks : blackRooks);
  }

  /**
   * The plies left before the move limit (QB-7).
   *
   * @return 30 at the start, 0 when both sides have made their 15 moves
   */
  public int pliesLeft() {
    return Math.max(0, Rules.PLIES - whiteMoves - blackMoves);
  }

  /**
   * The moves a side has left before the move limit (QB-7).
   *
   * @param side the side
   * @return 15 at the start
   */
  public int movesLeft(Side side) {
    Objects.requireNonNull(side, "side");
    return ButtonsGame.MOVES_PER_SIDE - (side == Side.WHITE ? whiteMoves : blackMoves);
  }

  /**
   * The buttons each side has collected by moving onto them, without the buttons a side takes when
   * the other has no piece left (QB-7); {@link #score()} includes those.
   *
   * @return the collected buttons
   */
  public Score collected() {
    return Score.of(whitePoints, blackPoints);
  }

  /** The reason the round is over, or {@link Rules#GOES_ON}. */
  private int ending() {
    return Rules.ending(whiteQueens, whiteRooks, blackQueens, blackRooks, buttons, pliesLeft());
  }

  /**
   * The buttons of each side: those collected, plus, when a side has no piece left, every button
   * still on the board for the other side (QB-7).
   *
   * @return the score
   */
  @Override
  public Score score() {
    Score s = collected();
    long white = whiteQueens | whiteRooks;
    long black = blackQueens | blackRooks;
    if (buttons != 0L && (white == 0L) != (black == 0L)) {
      return s.plus(white == 0L ? Side.BLACK : Side.WHITE, Long.bitCount(buttons));
    }
    return s;
  }

  @Override
  public Score turns() {
    return Score.of(whiteMoves, blackMoves);
  }

  @Override
  public long hash() {
    return hash;
  }

  /**
   * The search key the Robot's transposition table uses: pieces, buttons, side to move and plies
   * left, without the points already collected.
   *
   * @return the key
   */
  long searchKey() {
    return hash ^ Zobrist.points(Rules.WHITE, whitePoints) ^ Zobrist.points(Rules.BLACK, blackPoints);
  }

  long bits(int index) {
    switch (index) {
      case 0:
        return whiteQueens;
      case 1:
        return whiteRooks;
      case 2:
        return blackQueens;
      case 3:
        return blackRooks;
      default:
        return buttons;
    }
  }

  @Override
  public Setup toSetup() {
    Array<Placement> placements = Array.empty();
    for (Square s : SquareSet.ofBits(whiteQueens | whiteRooks | blackQueens | blackRooks)) {
      placements = placements.append(Placement.of(s, pieceAt(s).get()));
    }
    return new Setup(placements, buttons(), turn, LinkedHashMap.of(
        ButtonsGame.WHITE_MOVES, String.valueOf(whiteMoves),
        ButtonsGame.BLACK_MOVES, String.valueOf(blackMoves),
        ButtonsGame.WHITE_POINTS, String.valueOf(whitePoints),
        ButtonsGame.BLACK_POINTS, String.valueOf(blackPoints)));
  }

  @Override
  public Option<Outcome> outcome() {
    Termination termination;
    switch (ending()) {
      case Rules.ALL_COLLECTED:
        termination = ButtonsCode.ALL_COLLECTED.termination();
        break;
      case Rules.NO_PIECES:
        termination = ButtonsCode.NO_PIECES.termination();
        break;
      case Rules.MOVE_LIMIT:
        termination = ButtonsCode.MOVE_LIMIT.termination();
        break;
      case Rules.NO_MOVES:
        termination = ButtonsCode.NO_MOVES.termination();
        break;
      default:
        return Option.none();
    }
    return Option.some(Outcome.byScore(termination, score(), turns()));
  }

  @Override
  public boolean isOver() {
    return ending() != Rules.GOES_ON;
  }

  @Override
  public boolean hasLegalMoves() {
    return ending() == Rules.GOES_ON;
  }

  @Override
  public Seq<Move> legalMoves() {
    if (ending() != Rules.GOES_ON) {
      return Array.empty();
    }
    boolean white = turn == Side.WHITE;
    long[] packed = new long[Rules.MAX_MOVES];
    int n = Rules.generate(white ? whiteQueens : blackQueens, white ? whiteRooks : blackRooks,
        white ? blackQueens : whiteQueens, white ? blackRooks : whiteRooks, buttons, packed, 0);
    if (n == 0) {
      return Array.of(Move.Pass.of(turn));
    }
    Move[] moves = new Move[n];
    for (int i = 0; i < n; i++) {
      moves[i] = toMove((int) packed[i]);
    }
    return Array.of(moves);
  }

  /** The typed move of a packed kernel move of the side to move. */
  Move toMove(int packed) {
    Role role = Rules.role(packed) == Rules.QUEEN ? Role.QUEEN : Role.ROOK;
    Square from = Square.at(Rules.from(packed));
    Square to = Square.at(Rules.to(packed));
    return Rules.captured(packed) >= 0
        ? Move.PieceMove.capture(turn, role, from, to)
        : Move.PieceMove.step(turn, role, from, to);
  }

  /** The packed kernel move of a legal typed move, or 0 for a pass. */
  int toPacked(Move move) {
    if (move.isPass()) {
      return 0;
    }
    int from = move.origin().get().index();
    int to = move.destination().get().index();
    long toBit = 1L << to;
    boolean white = turn == Side.WHITE;
    long myQueens = white ? whiteQueens : blackQueens;
    long opQueens = white ? blackQueens : whiteQueens;
    long opRooks = white ? blackRooks : whiteRooks;
    int role = (myQueens & (1L << from)) != 0L ? Rules.QUEEN : Rules.ROOK;
    int captured = (opQueens & toBit) != 0L ? Rules.QUEEN : (opRooks & toBit) != 0L ? Rules.ROOK : -1;
    return Rules.encode(from, to, role, captured, (buttons & toBit) != 0L);
  }

  @Override
  public ButtonsPosition playUnchecked(Move legalMove) {
    Objects.requireNonNull(legalMove, "legalMove");
    if (ending() != Rules.GOES_ON) {
      throw new IllegalArgumentException("the round is over, no move can be played: " + legalMove);
    }
    boolean white = turn == Side.WHITE;
    long myQueens = white ? whiteQueens : blackQueens;
    long myRooks = white ? whiteRooks : blackRooks;
    long opQueens = white ? blackQueens : whiteQueens;
    long opRooks = white ? blackRooks : whiteRooks;
    if (legalMove.isPass()) {
      if (Rules.hasMove(myQueens, myRooks, opQueens, opRooks, buttons)) {
        throw new IllegalArgumentException(turn + " has a move and cannot pass (QB-8)");
      }
      return made(ButtonsKernel.PASS);
    }
    int from = legalMove.origin().get().index();
    int to = legalMove.destination().get().index();
    long fromBit = 1L << from;
    long toBit = 1L << to;
    long mine = myQueens | myRooks;
    long occupied = mine | opQueens | opRooks | buttons;
    boolean queen = (myQueens & fromBit) != 0L;
    if ((mine & fromBit) == 0L || legalMove.path().size() != 2
        || ((queen ? Slides.queen(from, occupied) : Slides.rook(from, occupied)) & ~mine & toBit) == 0L) {
      throw new IllegalArgumentException("not a legal move of " + turn + " in " + this + ": " + legalMove);
    }
    return made(toPacked(legalMove));
  }

  // the rules of a move are the kernel's, once
  private ButtonsPosition made(long move) {
    long[] states = new long[2 * ButtonsKernel.WORDS];
    writeState(states, 0);
    ButtonsKernel.INSTANCE.make(states, 0, move, states, ButtonsKernel.WORDS);
    return fromState(game, states, ButtonsKernel.WORDS);
  }

  /** Queens, Rooks and Buttons' positions and its kernel: a position is one kernel state, a move a packed slide. */
  static final KernelBinding<ButtonsPosition> BINDING = KernelBinding.of(ButtonsKernel.INSTANCE,
      ButtonsPosition::writeState, (position, move) -> move == ButtonsKernel.PASS
          ? Move.Pass.of(position.sideToMove()) : position.toMove((int) move));

  /** Writes this position's kernel state. */
  void writeState(long[] states, int at) {
    ButtonsKernel.write(states, at, hash, whiteQueens, whiteRooks, blackQueens, blackRooks, buttons, whiteMoves,
        blackMoves, whitePoints, blackPoints, turn == Side.BLACK);
  }

  /** The position of a kernel state of a variant. */
  static ButtonsPosition fromState(ButtonsGame game, long[] states, int at) {
    return new ButtonsPosition(game, ButtonsKernel.pieces(states, at, Rules.WHITE, Rules.QUEEN),
        ButtonsKernel.pieces(states, at, Rules.WHITE, Rules.ROOK),
        ButtonsKernel.pieces(states, at, Rules.BLACK, Rules.QUEEN),
        ButtonsKernel.pieces(states, at, Rules.BLACK, Rules.ROOK), ButtonsKernel.buttons(states, at),
        ButtonsKernel.blackToMove(states, at) ? Side.BLACK : Side.WHITE,
        ButtonsKernel.movesMade(states, at, Rules.WHITE), ButtonsKernel.movesMade(states, at, Rules.BLACK),
        ButtonsKernel.collected(states, at, Rules.WHITE), ButtonsKernel.collected(states, at, Rules.BLACK),
        ButtonsKernel.INSTANCE.key(states, at));
  }

  /**
   * Says why no legal move follows a path, naming the rule: the round is over; a pass while a move is
   * possible (QB-8); not a single slide (QB-6); nothing on the origin, or a button, which never moves
   * (QB-1); the opponent's piece (QB-6); not along the piece's lines (QB-3); a piece in the way (QB-3)
   * or a button in the way (QB-4), with its square highlighted; the mover's own piece on the
   * destination (QB-5).
   *
   * @param path the origin and destination, or an empty path for a pass
   * @return the most specific reason
   */
  @Override
  public MoveRejection explain(Seq<Square> path) {
    Objects.requireNonNull(path, "path");
    Option<Outcome> over = outcome();
    if (over.isDefined()) {
      return new MoveRejection.GameOver(over.get());
    }
    if (path.isEmpty()) {
      return new MoveRejection.Malformed(path, "QB-8");
    }
    if (path.size() != 2) {
      return new MoveRejection.Malformed(path, "QB-6");
    }
    Square from = path.get(0);
    Square to = path.get(1);
    Option<Piece> piece = pieceAt(from);
    if (piece.isEmpty()) {
      if ((buttons & (1L << from.index())) != 0L) {
        return MoveRejection.RuleBroken.of(ButtonsCode.BUTTON_NEVER_MOVES, from)
            .highlighting(SquareSet.of(from));
      }
      return new MoveRejection.NoPiece(from);
    }
    if (piece.get().side() != turn) {
      return new MoveRejection.NotYourPiece(from, piece.get(), "QB-6");
    }
    if (from == to) {
      return new MoveRejection.Malformed(path, "QB-3");
    }
    boolean queen = piece.get().role() == Role.QUEEN;
    if (queen ? !Slides.queenLine(from.index(), to.index()) : !Slides.rookLine(from.index(), to.index())) {
      return MoveRejection.RuleBroken.of(queen ? ButtonsCode.NOT_A_QUEEN_LINE : ButtonsCode.NOT_A_ROOK_LINE,
          piece.get(), from, to).highlighting(SquareSet.of(from, to));
    }
    long pieces = whiteQueens | whiteRooks | blackQueens | blackRooks;
    long between = Slides.between(from.index(), to.index()) & (pieces | buttons);
    if (between != 0L) {
      // the obstacle nearest the origin is the one the piece runs into
      int first = to.index() > from.index() ? Long.numberOfTrailingZeros(between)
          : 63 - Long.numberOfLeadingZeros(between);
      Square blocker = Square.at(first);
      if ((buttons & (1L << first)) != 0L) {
        return MoveRejection.RuleBroken.of(ButtonsCode.BLOCKED_BY_BUTTON, blocker)
            .highlighting(SquareSet.of(blocker));
      }
      return MoveRejection.RuleBroken.of(ButtonsCode.BLOCKED_BY_PIECE, blocker, pieceAt(blocker).get())
          .highlighting(SquareSet.of(blocker));
    }
    Option<Piece> target = pieceAt(to);
    if (target.isDefined() && target.get().side() == turn) {
      return MoveRejection.RuleBroken.of(ButtonsCode.OWN_PIECE, to, target.get())
          .highlighting(SquareSet.of(to));
    }
    // every other two-square path along a free line is legal
    return new MoveRejection.Malformed(path, "QB-3");
  }

  @Override
  public long perft(int depth) {
    if (depth < 0) {
      throw new IllegalArgumentException("perft depth must be at least 0, got " + depth);
    }
    long[] states = new long[ButtonsKernel.WORDS];
    writeState(states, 0);
    return ButtonsKernel.INSTANCE.perft(states, 0, depth);
  }

  /**
   * Positions are equal when they are of the same variant and agree in pieces, buttons, side to move,
   * move counters and points.
   *
   * @param o another object
   * @return {@code true} for an equal position
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof ButtonsPosition p && p.game.buttonsVariant() == game.buttonsVariant()
        && p.whiteQueens == whiteQueens && p.whiteRooks == whiteRooks && p.blackQueens == blackQueens
        && p.blackRooks == blackRooks && p.buttons == buttons && p.turn == turn && p.whiteMoves == whiteMoves
        && p.blackMoves == blackMoves && p.whitePoints == whitePoints && p.blackPoints == blackPoints;
  }

  /**
   * The folded Zobrist key.
   *
   * @return the hash code
   */
  @Override
  public int hashCode() {
    return (int) (hash ^ (hash >>> 32));
  }

  /**
   * The position in its FEN-like text: ranks 8 to 1, {@code Q R} White, {@code q r} Black, {@code o} a
   * button, then the side to move, the moves and the points of each side.
   *
   * @return for example {@code "3q2r1/8/8/o2oo2o/o2oo2o/8/8/1R1Q4 w 0 0 0 0"}, the start of QB-1
   */
  @Override
  public String toString() {
    StringBuilder text = new StringBuilder();
    for (int rank = 7; rank >= 0; rank--) {
      int empty = 0;
      for (int file = 0; file < 8; file++) {
        Square s = Square.at(rank * 8 + file);
        Option<Piece> p = pieceAt(s);
        char c = p.isDefined() ? p.get().letter() : (buttons & (1L << s.index())) != 0L ? ButtonsGame.BUTTON_SYMBOL
            : 0;
        if (c == 0) {
          empty++;
        } else {
          if (empty > 0) {
            text.append(empty);
            empty = 0;
          }
          text.append(c);
        }
      }
      if (empty > 0) {
        text.append(empty);
      }
      if (rank > 0) {
        text.append('/');
      }
    }
    return text.append(' ').append(turn.letter()).append(' ').append(whiteMoves).append(' ').append(blackMoves)
        .append(' ').append(whitePoints).append(' ').append(blackPoints).toString();
  }
}
