package io.github.tabla.games.draughts;

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
import io.github.tabla.core.SquareNaming;
import io.github.tabla.core.SquareSet;
import io.github.tabla.games.draughts.capture.Capture;
import io.github.tabla.games.draughts.capture.CapturePriority;
import io.github.tabla.games.draughts.capture.Ruling;
import io.github.tabla.games.draughts.internal.DraughtsKernel;
import io.github.tabla.games.draughts.internal.Geometry;
import io.github.tabla.games.draughts.internal.MoveGenerator;
import io.github.tabla.games.draughts.internal.MoveList;
import io.github.tabla.games.draughts.internal.Zobrist;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Comparator;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A position of Italian draughts: the men and kings of both sides on the 32 dark squares, the side to
 * move, the no-progress counter of ID-13.3 and the moves each side has made. Immutable, equal by
 * content, safe to share between threads.
 *
 * <p>Squares are core {@link Square}s; the official numbering of ID-2 ({@code 1 = a8} ..
 * {@code 32 = h1}) is {@link SquareNaming#DRAUGHTS}. Legal moves are {@link Move.PieceMove}s whose path
 * is the origin and every landing square, with the captured squares in capture order and
 * {@code promotion = Some(KING)} when a man is crowned (ID-6). Every full capture path is its own move
 * (ID-11a), so two captures may share their ends: {@link #moveFor(Square, Square)} then answers
 * {@link MoveRejection.Ambiguous} and {@link #moveFor(Seq)} takes the whole path.
 *
 * <pre>{@code
 * DraughtsPosition p = new ItalianDraughts().start();
 * p.legalMoves().size();                          // 7
 * Square s22 = SquareNaming.DRAUGHTS.square("22").get();
 * Square s19 = SquareNaming.DRAUGHTS.square("19").get();
 * DraughtsPosition q = p.play(s22, s19).get();    // 22-19
 * p.play(s22, SquareNaming.DRAUGHTS.square("26").get())
 *     .getLeft().code();                          // "draughts.man.backwards" (ID-5) -- 26 is behind 22
 * }</pre>
 *
 * <p>The Zobrist {@link #hash()} covers the pieces, the side to move and the no-progress counter; the
 * move counts are part of equality but not of the key. The repetition rule (ID-13.2) compares less:
 * the same pieces on the same squares and the same side to move, whatever the counters say
 * ({@link #sameArrangement}, {@link #arrangementKey()}); two occurrences of one arrangement always
 * differ in their counters, so they are not {@code equals}.
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class DraughtsPosition implements GamePosition<DraughtsPosition> {
  /** The plies without a capture or a man moved after which the game is drawn (ID-13.3: 40 moves each). */
  public static final int NO_PROGRESS_LIMIT = DraughtsKernel.NO_PROGRESS_LIMIT;

  private static final Square[] SQUARE = new Square[Geometry.SQUARES];
  private static final int[] INDEX = new int[64];

  static {
    java.util.Arrays.fill(INDEX, -1);
    for (int i = 0; i < Geometry.SQUARES; i++) {
      Square s = Square.of(Geometry.file(i), Geometry.rank(i)).get();
      SQUARE[i] = s;
      INDEX[s.index()] = i;
    }
  }

  private final ItalianDraughts game;
  private final int white;
  private final int black;
  private final int kings;
  private final boolean whiteToMove;
  private final int noProgress;
  private final int whiteMoves;
  private final int blackMoves;
  private final long hash;
  // the legal moves, made on first use; a benign race, since the list is immutable and its fields final
  private @Nullable Seq<Move> legal;
  // every complete capture whatever its priority, made on first use in the same way
  private @Nullable Seq<Move> captures;

  private DraughtsPosition(ItalianDraughts game, int white, int black, int kings, boolean whiteToMove,
      int noProgress, int whiteMoves, int blackMoves, long hash) {
    this.game = game;
    this.white = white;
    this.black = black;
    this.kings = kings;
    this.whiteToMove = whiteToMove;
    this.noProgress = noProgress;
    this.whiteMoves = whiteMoves;
    this.blackMoves = blackMoves;
    this.hash = hash;
  }

  static DraughtsPosition of(ItalianDraughts game, int white, int black, int kings, boolean whiteToMove,
      int noProgress, int whiteMoves, int blackMoves) {
    long[] state = new long[DraughtsKernel.WORDS];
    DraughtsKernel.write(state, 0, white, black, kings, whiteToMove, noProgress, whiteMoves, blackMoves);
    return fromState(game, state, 0);
  }

  // ---------------------------------------------------------------- squares

  /**
   * The kernel index (0..31, the ID-2 number minus one) of a square.
   *
   * @param square a square
   * @return the index, or -1 for a light square
   */
  static int index(Square square) {
    return INDEX[square.index()];
  }

  /**
   * The square of a kernel index.
   *
   * @param index 0..31
   * @return the square
   */
  static Square square(int index) {
    return SQUARE[index];
  }

  private static int number(Square square) {
    return INDEX[square.index()] + 1;
  }

  private static int indexOrThrow(Square square) {
    int i = INDEX[square.index()];
    if (i < 0) {
      throw new IllegalArgumentException(square + " is a light square, not part of a draughts move (ID-1)");
    }
    return i;
  }

  private static SquareSet squares(int bits) {
    long b = 0L;
    for (int m = bits; m != 0; m &= m - 1) {
      b |= 1L << SQUARE[Integer.numberOfTrailingZeros(m)].index();
    }
    return SquareSet.ofBits(b);
  }

  // ---------------------------------------------------------------- contents

  @Override
  public ItalianDraughts game() {
    return game;
  }

  @Override
  public Side sideToMove() {
    return whiteToMove ? Side.WHITE : Side.BLACK;
  }

  /**
   * The piece on a square.
   *
   * @param square any square
   * @return the man or king there, or none (always none on a light square)
   */
  public Option<Piece> pieceAt(Square square) {
    Objects.requireNonNull(square, "square");
    int i = index(square);
    if (i < 0) {
      return Option.none();
    }
    return pieceOn(i);
  }

  private Option<Piece> pieceOn(int i) {
    int bit = 1 << i;
    Role role = (kings & bit) != 0 ? Role.KING : Role.MAN;
    if ((white & bit) != 0) {
      return Option.some(Piece.of(Side.WHITE, role));
    }
    if ((black & bit) != 0) {
      return Option.some(Piece.of(Side.BLACK, role));
    }
    return Option.none();
  }

  /**
   * The squares of a side's pieces.
   *
   * @param side the side
   * @return its men and kings
   */
  public SquareSet pieces(Side side) {
    Objects.requireNonNull(side, "side");
    return squares(side == Side.WHITE ? white : black);
  }

  /**
   * The squares of a side's kings.
   *
   * @param side the side
   * @return its kings
   */
  public SquareSet kings(Side side) {
    Objects.requireNonNull(side, "side");
    return squares((side == Side.WHITE ? white : black) & kings);
  }

  /**
   * The squares of a side's men.
   *
   * @param side the side
   * @return its men
   */
  public SquareSet men(Side side) {
    Objects.requireNonNull(side, "side");
    return squares((side == Side.WHITE ? white : black) & ~kings);
  }

  /**
   * The plies played since the last capture or man move (ID-13.3).
   *
   * @return 0 to {@link #NO_PROGRESS_LIMIT} under the FID draw policy
   */
  public int noProgressPlies() {
    return noProgress;
  }

  int whiteBits() {
    return white;
  }

  int blackBits() {
    return black;
  }

  int kingBits() {
    return kings;
  }

  boolean whiteToMove() {
    return whiteToMove;
  }

  /**
   * Pieces left per side: a draughts game's score.
   *
   * @return White's and Black's number of pieces
   */
  @Override
  public Score score() {
    return Score.of(Integer.bitCount(white), Integer.bitCount(black));
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
   * The key of what the repetition rule compares (ID-13.2): the same pieces on the same squares and the
   * same side to move. Unlike {@link #hash()} it leaves out the no-progress counter, which grows between
   * two occurrences of one arrangement.
   *
   * @return a 64-bit key, equal for positions with the same arrangement
   */
  public long arrangementKey() {
    return hash ^ Zobrist.counter(noProgress);
  }

  /**
   * Whether another position has the same pieces on the same squares and the same side to move: the
   * "same position" of the repetition rule (ID-13.2), whatever the counters say.
   *
   * @param other another position
   * @return {@code true} for a repetition
   */
  public boolean sameArrangement(DraughtsPosition other) {
    Objects.requireNonNull(other, "other");
    return white == other.white && black == other.black && kings == other.kings
        && whiteToMove == other.whiteToMove;
  }

  /**
   * The repetition rule's "same position" (ID-13.2): the same pieces on the same squares and the same
   * side to move, whatever the counters say; see {@link #sameArrangement}.
   *
   * @return a value equal for positions with the same arrangement
   */
  @Override
  public Object repetitionKey() {
    return new Arrangement(white, black, kings, whiteToMove);
  }

  private record Arrangement(int white, int black, int kings, boolean whiteToMove) {}

  @Override
  public Setup toSetup() {
    Setup s = Setup.empty(sideToMove());
    for (int i = 0; i < Geometry.SQUARES; i++) {
      Option<Piece> p = pieceOn(i);
      if (p.isDefined()) {
        s = s.withPiece(SQUARE[i], p.get());
      }
    }
    return s.withField(ItalianDraughts.NO_PROGRESS_FIELD, Integer.toString(noProgress))
        .withField(ItalianDraughts.WHITE_MOVES_FIELD, Integer.toString(whiteMoves))
        .withField(ItalianDraughts.BLACK_MOVES_FIELD, Integer.toString(blackMoves));
  }

  // ---------------------------------------------------------------- moves

  @Override
  public Option<Outcome> outcome() {
    int mine = whiteToMove ? white : black;
    Side winner = sideToMove().opposite();
    if (mine == 0) {
      return Option.some(Outcome.win(winner, ItalianDraughts.NO_PIECES, score(), turns()));
    }
    if (!MoveGenerator.hasMove(white, black, kings, whiteToMove)) {
      return Option.some(Outcome.win(winner, ItalianDraughts.BLOCKED, score(), turns()));
    }
    if (game.drawPolicy().noProgress() && noProgress >= NO_PROGRESS_LIMIT) {
      return Option.some(Outcome.draw(ItalianDraughts.NO_PROGRESS, score(), turns()));
    }
    return Option.none();
  }

  @Override
  public boolean isOver() {
    return (game.drawPolicy().noProgress() && noProgress >= NO_PROGRESS_LIMIT)
        || !MoveGenerator.hasMove(white, black, kings, whiteToMove);
  }

  @Override
  public boolean hasLegalMoves() {
    return !isOver();
  }

  /**
   * Every legal move: the captures that come first by the priorities of ID-10 when a capture is possible
   * (ID-8), otherwise every step. Sorted by their paths in the numbering of ID-2.
   *
   * @return the legal moves; empty exactly when the game is over
   */
  @Override
  public Seq<Move> legalMoves() {
    Seq<Move> moves = legal;
    if (moves == null) {
      moves = isOver() ? Array.empty() : generate(false);
      legal = moves;
    }
    return moves;
  }

  private Array<Move> generate(boolean allCaptures) {
    MoveGenerator generator = MoveGenerator.ofThisThread();
    // most positions have fewer than 16 moves; the buffer grows for the others
    MoveList list = new MoveList(16);
    int n = allCaptures
        ? generator.allCaptures(white, black, kings, whiteToMove, list)
        : generator.generate(white, black, kings, whiteToMove, list);
    Move[] moves = new Move[n];
    for (int i = 0; i < n; i++) {
      moves[i] = decode(list.move(i), list.path(i));
    }
    java.util.Arrays.sort(moves, BY_PATH);
    return Array.of(moves);
  }

  private static final Comparator<Move> BY_PATH = (a, b) -> {
    Array<Square> p = a.path();
    Array<Square> q = b.path();
    int n = Math.min(p.size(), q.size());
    for (int i = 0; i < n; i++) {
      int c = Integer.compare(number(p.get(i)), number(q.get(i)));
      if (c != 0) {
        return c;
      }
    }
    return Integer.compare(p.size(), q.size());
  };

  private Move decode(long move, int path) {
    int captured = (int) move;
    int from = MoveGenerator.origin(path);
    int jumps = Integer.bitCount(captured);
    boolean king = (kings & (1 << from)) != 0;
    Square[] squares = new Square[Math.max(1, jumps) + 1];
    Square[] taken = new Square[jumps];
    squares[0] = SQUARE[from];
    int sq = from;
    if (jumps == 0) {
      sq = Geometry.neighbour(MoveGenerator.direction(path, 0), from);
      squares[1] = SQUARE[sq];
    }
    for (int n = 0; n < jumps; n++) {
      int d = MoveGenerator.direction(path, n);
      int mid = Geometry.neighbour(d, sq);
      sq = Geometry.neighbour(d, mid);
      taken[n] = SQUARE[mid];
      squares[n + 1] = SQUARE[sq];
    }
    int crown = whiteToMove ? Geometry.WHITE_CROWN_ROW : Geometry.BLACK_CROWN_ROW;
    Option<Role> promotion = !king && (crown & (1 << sq)) != 0 ? Option.some(Role.KING) : Option.none();
    return new Move.PieceMove(sideToMove(), king ? Role.KING : Role.MAN, Array.of(squares), Array.of(taken),
        promotion);
  }

  /**
   * Plays a legal move without checking it.
   *
   * @param legalMove one of {@link #legalMoves()}
   * @return the position after it
   * @throws IllegalArgumentException when the move is a pass, names a light square or does not start on
   *     a piece of the side to move
   */
  @Override
  public DraughtsPosition playUnchecked(Move legalMove) {
    Objects.requireNonNull(legalMove, "legalMove");
    if (!(legalMove instanceof Move.PieceMove)) {
      throw new IllegalArgumentException("Italian draughts has no pass: a side without a move has lost (ID-12)");
    }
    Move.PieceMove pm = (Move.PieceMove) legalMove;
    int captured = 0;
    for (Square s : pm.captured()) {
      captured |= 1 << indexOrThrow(s);
    }
    int from = indexOrThrow(pm.path().head());
    if (((whiteToMove ? white : black) & 1 << from) == 0) {
      throw new IllegalArgumentException("no piece of the side to move on " + (from + 1));
    }
    return made(DraughtsKernel.move(pathCode(pm.path(), captured != 0), captured));
  }

  /** The packed path (origin and directions, as the move generator writes it) of a step or capture. */
  private static int pathCode(Array<Square> path, boolean capture) {
    int sq = indexOrThrow(path.head());
    int code = sq;
    for (int n = 1; n < path.size(); n++) {
      int next = indexOrThrow(path.get(n));
      int direction = -1;
      for (int d = Geometry.UP_LEFT; d <= Geometry.DOWN_RIGHT && direction < 0; d++) {
        int one = Geometry.neighbour(d, sq);
        int reached = capture && one >= 0 ? Geometry.neighbour(d, one) : one;
        if (reached == next) {
          direction = d;
        }
      }
      if (direction < 0 || (!capture && path.size() != 2)) {
        throw new IllegalArgumentException("not a draughts step or jump: " + path.mkString("-"));
      }
      code |= direction << (5 + 2 * (n - 1));
      sq = next;
    }
    return code;
  }

  // the rules of a move are the kernel's, once
  private DraughtsPosition made(long move) {
    long[] states = new long[2 * DraughtsKernel.WORDS];
    writeState(states, 0);
    game.kernelRules().make(states, 0, move, states, DraughtsKernel.WORDS);
    return fromState(game, states, DraughtsKernel.WORDS);
  }

  /** Writes this position's kernel state. */
  void writeState(long[] states, int at) {
    DraughtsKernel.write(states, at, hash, white, black, kings, whiteToMove, noProgress, whiteMoves, blackMoves);
  }

  /** The position of a kernel state of a game. */
  static DraughtsPosition fromState(ItalianDraughts game, long[] states, int at) {
    return new DraughtsPosition(game, DraughtsKernel.white(states, at), DraughtsKernel.black(states, at),
        DraughtsKernel.kings(states, at), DraughtsKernel.whiteToMove(states, at),
        DraughtsKernel.noProgress(states, at), DraughtsKernel.movesMade(states, at, true),
        DraughtsKernel.movesMade(states, at, false), game.kernelRules().key(states, at));
  }

  /** The typed move of a kernel move of this position. */
  Move typed(long move) {
    return decode(move & 0xFFFF_FFFFL, DraughtsKernel.path(move));
  }

  /**
   * The number of move paths of a length, from the kernel with bulk counting; equal to the generic
   * count over {@link #legalMoves()}.
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
    if (depth == 0) {
      return 1L;
    }
    long[] states = new long[DraughtsKernel.WORDS];
    writeState(states, 0);
    return game.kernelRules().perft(states, 0, depth);
  }

  // ---------------------------------------------------------------- captures and reasons

  /**
   * Every complete capture the side to move could make if there were no priorities: what a player
   * might try. The legal moves are those of them that come first by {@link CapturePriority#ITALIAN}.
   *
   * @return the captures, sorted by path; empty when no capture is possible
   */
  public Seq<Move> allCaptures() {
    Seq<Move> all = captures;
    if (all == null) {
      all = generate(true);
      captures = all;
    }
    return all;
  }

  /**
   * What the capture priorities see of a capture in this position (ID-10): the pieces it takes, whether
   * a king captures, and at which jumps it takes kings.
   *
   * @param move a capture of the side to move, legal or not by the priorities
   * @return the description, or none when the move is not one of {@link #allCaptures()}
   */
  public Option<Capture> describe(Move move) {
    Objects.requireNonNull(move, "move");
    if (!move.isCapture() || move.path().isEmpty()) {
      return Option.none();
    }
    Array<Square> path = move.path();
    if (path.exists(s -> index(s) < 0)) {
      return Option.none();
    }
    Option<Move> found = allCaptures().find(m -> m.path().equals(path));
    return found.map(this::describeCapture);
  }

  private Capture describeCapture(Move capture) {
    Array<Square> taken = capture.captured();
    java.util.ArrayList<Integer> jumps = new java.util.ArrayList<>();
    for (int j = 0; j < taken.size(); j++) {
      if ((kings & (1 << index(taken.get(j)))) != 0) {
        jumps.add(j + 1);
      }
    }
    return new Capture(taken.size(), capture.origin().exists(o -> (kings & (1 << index(o))) != 0),
        Array.ofAll(jumps));
  }

  /**
   * Why a capture may not be played: the priority criterion that rules it out (ID-10.1..4) and the
   * captures that must be played instead.
   *
   * <pre>{@code
   * // W:WK11:BK6,14,22 -- 11x2 takes one piece where 11x18x27 takes two
   * position.ruling(capture11x2).map(r -> r.criterion().ruleId());   // Some("ID-10.1")
   * }</pre>
   *
   * @param move a complete capture of the side to move
   * @return the ruling; none when the move is legal or is not a complete capture
   */
  public Option<Ruling<Move>> ruling(Move move) {
    Objects.requireNonNull(move, "move");
    if (!move.isCapture() || move.path().exists(s -> index(s) < 0)) {
      return Option.none();
    }
    Seq<Move> all = allCaptures();
    Option<Move> found = all.find(m -> m.path().equals(move.path()));
    if (found.isEmpty()) {
      return Option.none();
    }
    return CapturePriority.ITALIAN.whyNot(found.get(), all, this::describeCapture);
  }

  /**
   * Says why no legal move follows a path, naming the rule: a light square (ID-1), not your piece, a man
   * going backwards or a piece not stepping one square diagonally (ID-5, ID-7), a man jumping a king
   * (ID-5), a compulsory capture (ID-8, with the captures in {@link MoveRejection#instead()}), a capture
   * that must go on (ID-9), a piece jumped twice (ID-9), a man that must stop on the far row (ID-11),
   * or the priority criterion that rules a capture out (ID-10.1..4, with the captures to play instead).
   *
   * @param path an origin and landing squares that match no legal move
   * @return the reason
   */
  @Override
  public MoveRejection explain(Seq<Square> path) {
    Objects.requireNonNull(path, "path");
    Option<Outcome> over = outcome();
    if (over.isDefined()) {
      return new MoveRejection.GameOver(over.get());
    }
    Array<Square> squares = Array.ofAll(path);
    if (squares.size() < 2) {
      return new MoveRejection.Malformed(squares, "ID-4");
    }
    for (Square s : squares) {
      if (index(s) < 0) {
        return MoveRejection.RuleBroken.of(DraughtsCode.LIGHT_SQUARE, s).highlighting(SquareSet.of(s));
      }
    }
    int from = index(squares.head());
    int fromBit = 1 << from;
    if (((white | black) & fromBit) == 0) {
      return new MoveRejection.NoPiece(squares.head());
    }
    int mine = whiteToMove ? white : black;
    if ((mine & fromBit) == 0) {
      return new MoveRejection.NotYourPiece(squares.head(), pieceOn(from).get(), "ID-3");
    }
    boolean king = (kings & fromBit) != 0;
    String pathText = squares.map(DraughtsPosition::number).mkString("-");
    Seq<Move> legalMoves = legalMoves();
    if (squares.size() == 2) {
      MoveRejection dragged = explainDrag(squares.head(), squares.last(), legalMoves);
      if (dragged != null) {
        return dragged;
      }
    }
    boolean allJumps = true;
    for (int i = 1; i < squares.size(); i++) {
      Square a = squares.get(i - 1);
      Square b = squares.get(i);
      allJumps &= Math.abs(a.file() - b.file()) == 2 && Math.abs(a.rank() - b.rank()) == 2;
    }
    if (squares.size() == 2 && squares.head().distance(squares.last()) == 1) {
      return explainStep(from, index(squares.last()), king, legalMoves);
    }
    if (!allJumps) {
      return MoveRejection.RuleBroken.of(king ? DraughtsCode.KING_NOT_DIAGONAL_STEP : DraughtsCode.NOT_DIAGONAL_STEP,
          pathText)
          .highlighting(SquareSet.ofAll(squares));
    }
    MoveRejection broken = explainJumps(squares, king, pathText);
    if (broken != null) {
      return broken;
    }
    return explainCapture(squares, legalMoves);
  }

  // a user interface asks with the origin and the destination only: look at whole captures first
  private @Nullable MoveRejection explainDrag(Square from, Square to, Seq<Move> legalMoves) {
    Seq<Move> fromHere = allCaptures().filter(m -> m.origin().contains(from));
    Seq<Move> ending = fromHere.filter(m -> m.destination().contains(to))
        .sorted((a, b) -> CapturePriority.ITALIAN.compare(describeCapture(a), describeCapture(b)));
    if (!ending.isEmpty()) {
      return explainCapture(ending.head().path(), legalMoves);
    }
    Seq<Move> passing = fromHere.filter(m -> m.path().tail().init().contains(to));
    if (passing.isEmpty()) {
      return null;
    }
    Seq<Move> goOn = legalMoves.filter(m -> m.origin().contains(from) && m.path().tail().init().contains(to));
    Seq<Move> instead = goOn.isEmpty() ? legalMoves : goOn;
    return MoveRejection.RuleBroken.of(DraughtsCode.CAPTURE_MUST_CONTINUE, to, text(instead))
        .highlighting(SquareSet.of(to))
        .requiring(instead);
  }

  private boolean forward(int direction) {
    return whiteToMove
        ? direction == Geometry.UP_LEFT || direction == Geometry.UP_RIGHT
        : direction == Geometry.DOWN_LEFT || direction == Geometry.DOWN_RIGHT;
  }

  private static int direction(int from, int to) {
    boolean up = Geometry.rank(to) > Geometry.rank(from);
    boolean left = Geometry.file(to) < Geometry.file(from);
    return up ? (left ? Geometry.UP_LEFT : Geometry.UP_RIGHT) : (left ? Geometry.DOWN_LEFT : Geometry.DOWN_RIGHT);
  }

  private MoveRejection explainStep(int from, int to, boolean king, Seq<Move> legalMoves) {
    if (!king && !forward(direction(from, to))) {
      return MoveRejection.RuleBroken.of(DraughtsCode.MAN_BACKWARDS, SQUARE[from], SQUARE[to])
          .highlighting(SquareSet.of(SQUARE[from], SQUARE[to]));
    }
    if ((((white | black) >>> to) & 1) != 0) {
      return MoveRejection.RuleBroken.of(king ? DraughtsCode.KING_SQUARE_OCCUPIED : DraughtsCode.SQUARE_OCCUPIED,
          SQUARE[to]).highlighting(SquareSet.of(SQUARE[to]));
    }
    if (legalMoves.exists(Move::isCapture)) {
      return compulsory(legalMoves);
    }
    // the step is legal: only a caller that asks about a legal path gets here
    return new MoveRejection.Malformed(Array.of(SQUARE[from], SQUARE[to]), "ID-4");
  }

  private MoveRejection compulsory(Seq<Move> legalMoves) {
    SquareSet origins = SquareSet.ofAll(legalMoves.flatMap(Move::origin));
    return MoveRejection.RuleBroken.of(DraughtsCode.CAPTURE_COMPULSORY, text(legalMoves))
        .highlighting(origins)
        .requiring(legalMoves);
  }

  // checks each jump of a path of jumps; null when they are all possible
  private @Nullable MoveRejection explainJumps(Array<Square> squares, boolean king, String pathText) {
    int occupied = white | black;
    int opponent = whiteToMove ? black : white;
    int from = index(squares.head());
    int empty = ~occupied | (1 << from);
    int crown = whiteToMove ? Geometry.WHITE_CROWN_ROW : Geometry.BLACK_CROWN_ROW;
    int captured = 0;
    int sq = from;
    for (int i = 1; i < squares.size(); i++) {
      int land = index(squares.get(i));
      int d = direction(sq, land);
      int mid = Geometry.neighbour(d, sq);
      int midBit = 1 << mid;
      if (!king && i > 1 && ((1 << sq) & crown) != 0) {
        return MoveRejection.RuleBroken.of(DraughtsCode.CAPTURE_PROMOTION_ENDS, SQUARE[sq])
            .highlighting(SquareSet.of(SQUARE[sq]));
      }
      if (!king && !forward(d)) {
        return MoveRejection.RuleBroken.of(DraughtsCode.MAN_BACKWARDS, SQUARE[sq], SQUARE[land])
            .highlighting(SquareSet.of(SQUARE[sq], SQUARE[land]));
      }
      if ((occupied & midBit) == 0 && squares.size() == 2) {
        // two squares along a diagonal over nothing: a step that is too long (no flying king, ID-7)
        return MoveRejection.RuleBroken.of(king ? DraughtsCode.KING_NOT_DIAGONAL_STEP : DraughtsCode.NOT_DIAGONAL_STEP,
          pathText)
            .highlighting(SquareSet.ofAll(squares));
      }
      if ((opponent & midBit) == 0) {
        return MoveRejection.RuleBroken.of(DraughtsCode.CAPTURE_NOTHING_TO_JUMP, SQUARE[sq], SQUARE[land])
            .highlighting(SquareSet.of(SQUARE[mid]));
      }
      if ((captured & midBit) != 0) {
        return MoveRejection.RuleBroken.of(DraughtsCode.CAPTURE_TWICE, SQUARE[mid]).highlighting(SquareSet.of(SQUARE[mid]));
      }
      if (!king && (kings & midBit) != 0) {
        return MoveRejection.RuleBroken.of(DraughtsCode.MAN_CANNOT_CAPTURE_KING, SQUARE[mid])
            .highlighting(SquareSet.of(SQUARE[mid]));
      }
      if ((empty & (1 << land)) == 0) {
        // captured pieces stay on the board until the capture is complete (ID-9)
        return MoveRejection.RuleBroken.of((captured & (1 << land)) != 0 ? DraughtsCode.LANDING_ON_CAPTURED
            : DraughtsCode.LANDING_OCCUPIED,
            SQUARE[land]).highlighting(SquareSet.of(SQUARE[land]));
      }
      captured |= midBit;
      sq = land;
    }
    return null;
  }

  private MoveRejection explainCapture(Seq<Square> squares, Seq<Move> legalMoves) {
    Seq<Move> all = allCaptures();
    Seq<Move> longer = all.filter(m -> m.path().size() > squares.size() && m.path().startsWith(squares));
    if (!longer.isEmpty()) {
      Seq<Move> goOn = legalMoves.filter(m -> m.path().size() > squares.size() && m.path().startsWith(squares));
      Seq<Move> instead = goOn.isEmpty() ? legalMoves : goOn;
      return MoveRejection.RuleBroken.of(DraughtsCode.CAPTURE_MUST_CONTINUE, squares.last(), text(instead))
          .highlighting(SquareSet.of(squares.last()))
          .requiring(instead);
    }
    Option<Move> same = all.find(m -> m.path().equals(squares));
    if (same.isDefined()) {
      Option<Ruling<Move>> ruling = CapturePriority.ITALIAN.whyNot(same.get(), all, this::describeCapture);
      if (ruling.isDefined()) {
        Ruling<Move> r = ruling.get();
        return priority(r).highlighting(SquareSet.ofAll(r.instead().flatMap(Move::origin))).requiring(r.instead());
      }
    }
    // every jump is possible and the capture is complete and first by priority: it is legal, and only a
    // caller that asks about a legal path gets here
    return new MoveRejection.Malformed(squares, "ID-4");
  }

  // the moves to play and what the deciding priority measured in them and in the capture asked about
  private static MoveRejection.RuleBroken priority(Ruling<Move> r) {
    String instead = text(r.instead());
    Option<DraughtsCode> code = DraughtsCode.of(r.criterion());
    if (code.isEmpty()) {
      return MoveRejection.RuleBroken.of(r.criterion().code(), r.criterion().ruleId(), instead, r.requiredMeasure(),
          r.candidateMeasure());
    }
    // with the same number of pieces, the text says why: a king must capture (ID-10.2)
    return code.get() == DraughtsCode.PRIORITY_WITH_KING ? MoveRejection.RuleBroken.of(code.get(), instead)
        : MoveRejection.RuleBroken.of(code.get(), instead, r.requiredMeasure(), r.candidateMeasure());
  }

  private static String text(Seq<Move> moves) {
    return moves.map(DraughtsPosition::text).mkString(", ");
  }

  /**
   * A move in the notation of ID-4: {@code 22-19}, {@code 29x22x15x6}.
   *
   * @param move a draughts move
   * @return the text; {@code "--"} for a pass
   */
  static String text(Move move) {
    if (move.isPass()) {
      return "--";
    }
    return move.path().map(s -> SquareNaming.draughtsNumber(s).map(String::valueOf).getOrElse(s.text()))
        .mkString(move.isCapture() ? "x" : "-");
  }

  // ---------------------------------------------------------------- values

  /**
   * Two positions are equal when the pieces, the side to move, the counters and the game's draw policy
   * are.
   *
   * @param o another object
   * @return whether it is an equal position
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof DraughtsPosition p && p.hash == hash && p.white == white && p.black == black
        && p.kings == kings && p.whiteToMove == whiteToMove && p.noProgress == noProgress
        && p.whiteMoves == whiteMoves && p.blackMoves == blackMoves && p.game.equals(game);
  }

  /**
   * A hash code folded from the Zobrist key.
   *
   * @return the hash code
   */
  @Override
  public int hashCode() {
    return Long.hashCode(hash);
  }

  /**
   * The position in the PDN FEN style of the rules, with the counters:
   * {@code "W:W21,22,K30:B1,2 (no-progress 0, moves 3/2)"}.
   *
   * @return the readable form
   */
  @Override
  public String toString() {
    return (whiteToMove ? "W" : "B") + ":W" + list(white) + ":B" + list(black) + " (no-progress " + noProgress
        + ", moves " + whiteMoves + "/" + blackMoves + ")";
  }

  private String list(int bits) {
    StringBuilder sb = new StringBuilder();
    for (int b = bits; b != 0; b &= b - 1) {
      int i = Integer.numberOfTrailingZeros(b);
      if (sb.length() > 0) {
        sb.append(',');
      }
      if ((kings & (1 << i)) != 0) {
        sb.append('K');
      }
      sb.append(i + 1);
    }
    return sb.toString();
  }
}
