package io.github.tabla.games.draughts;

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
import io.github.tabla.games.draughts.capture.Capture;
import io.github.tabla.games.draughts.capture.Criterion;
import io.github.tabla.games.draughts.capture.Ruling;
import io.github.tabla.games.draughts.internal.RulesGenerator;
import io.github.tabla.games.draughts.internal.RulesMoves;
import io.github.tabla.games.draughts.internal.VariantKernel;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Comparator;
import java.util.Objects;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * A position of a draughts variant ({@link DraughtsVariant}): the pieces, the side to move, the plies
 * since the last capture or man's move, each side's moves and, where the rules limit a king's moves in a
 * row, each side's run of them ({@link #kingMovesInARow}). The legal moves follow the variant's
 * {@link DraughtsRules}: captures when one is possible, those the capture priority allows, one move per
 * route or per captured set as the rules' move identity says.
 *
 * <p>Immutable and thread-safe; equal positions have equal hashes.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class VariantPosition implements GamePosition<VariantPosition> {
  private final DraughtsVariant game;
  private final long white;
  private final long black;
  private final long kings;
  private final boolean whiteToMove;
  private final int noProgress;
  private final int endgame;
  private final int whiteMoves;
  private final int blackMoves;
  /** Each side's run of quiet moves with one king ({@link VariantKernel#run}), 0 without a limit. */
  private final int whiteRun;
  private final int blackRun;
  private final long hash;
  // the legal moves and every capture, made on first use; a benign race (immutable lists, final fields)
  private @Nullable Seq<Move> legal;
  private @Nullable Seq<Move> captures;

  private VariantPosition(DraughtsVariant game, long[] states, int at) {
    this.game = game;
    this.white = VariantKernel.white(states, at);
    this.black = VariantKernel.black(states, at);
    this.kings = VariantKernel.kings(states, at);
    this.whiteToMove = VariantKernel.whiteToMove(states, at);
    this.noProgress = VariantKernel.noProgress(states, at);
    this.endgame = VariantKernel.endgamePlies(states, at);
    this.whiteMoves = VariantKernel.movesMade(states, at, true);
    this.blackMoves = VariantKernel.movesMade(states, at, false);
    this.whiteRun = game.kernelRules().run(states, at, true);
    this.blackRun = game.kernelRules().run(states, at, false);
    this.hash = game.kernelRules().key(states, at);
  }

  static VariantPosition of(DraughtsVariant game, long white, long black, long kings, boolean whiteToMove,
      int noProgress, int whiteMoves, int blackMoves) {
    return of(game, white, black, kings, whiteToMove, noProgress, 0, whiteMoves, blackMoves);
  }

  static VariantPosition of(DraughtsVariant game, long white, long black, long kings, boolean whiteToMove,
      int noProgress, int endgame, int whiteMoves, int blackMoves) {
    return of(game, white, black, kings, whiteToMove, noProgress, endgame, whiteMoves, blackMoves, 0, 0);
  }

  static VariantPosition of(DraughtsVariant game, long white, long black, long kings, boolean whiteToMove,
      int noProgress, int endgame, int whiteMoves, int blackMoves, int whiteRun, int blackRun) {
    long[] states = new long[game.kernelRules().stateWords()];
    game.kernelRules().write(states, 0, white, black, kings, whiteToMove, noProgress, endgame, whiteMoves,
        blackMoves, whiteRun, blackRun);
    return new VariantPosition(game, states, 0);
  }

  static void writeState(VariantPosition p, long[] states, int at) {
    p.game.kernelRules().write(states, at, p.white, p.black, p.kings, p.whiteToMove, p.noProgress, p.endgame,
        p.whiteMoves, p.blackMoves, p.whiteRun, p.blackRun);
  }

  // ---------------------------------------------------------------- contents

  @Override
  public DraughtsVariant game() {
    return game;
  }

  @Override
  public Side sideToMove() {
    return whiteToMove ? Side.WHITE : Side.BLACK;
  }

  /**
   * The piece on a square.
   *
   * @param square a square
   * @return the piece, or none for an empty square or a square off the variant's playing squares
   */
  public Option<Piece> pieceAt(Square square) {
    Objects.requireNonNull(square, "square");
    int bit = game.bit(square);
    return bit < 0 ? Option.none() : pieceOn(bit);
  }

  private Option<Piece> pieceOn(int bit) {
    long b = 1L << bit;
    Role role = (kings & b) != 0L ? Role.KING : Role.MAN;
    return (white & b) != 0L ? Option.some(Piece.of(Side.WHITE, role))
        : (black & b) != 0L ? Option.some(Piece.of(Side.BLACK, role)) : Option.none();
  }

  /**
   * The plies since the last capture or man's move.
   *
   * @return 0 or more
   */
  public int noProgressPlies() {
    return noProgress;
  }

  /**
   * The plies of an ending against a lone king without a capture or a crowning, in a variant that limits
   * such endings ({@link DraughtsRules.EndgameLimit}).
   *
   * @return 0 or more; 0 in any other position
   */
  public int endgamePlies() {
    return endgame;
  }

  /**
   * The quiet moves in a row a side has made with one king, in a variant that limits them ({@link
   * DraughtsRules#kingMoveLimit()}): the run a capture, a man's move or another king's move ends.
   *
   * @param side a side
   * @return 0 or more; always 0 in a variant without the limit
   */
  public int kingMovesInARow(Side side) {
    Objects.requireNonNull(side, "side");
    return VariantKernel.runMoves(side == Side.WHITE ? whiteRun : blackRun);
  }

  /**
   * The king of the side to move that may not move without capturing: it has made the variant's limit of
   * quiet moves in a row and its side still has men (Frisian draughts, FR-7.1).
   *
   * @return its square, or none when every king may move
   */
  public Option<Square> restingKing() {
    long king = game.kernelRules().restingKing(state(), 0);
    return king == 0L ? Option.none() : Option.some(square(Long.numberOfTrailingZeros(king)));
  }

  /**
   * Each side's pieces on the board.
   *
   * @return White's and Black's counts
   */
  @Override
  public Score score() {
    return Score.of(Long.bitCount(white), Long.bitCount(black));
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
   * The pieces and the side to move, without the counters: what a repetition compares.
   *
   * @return a value equal for positions with the same pieces and side to move
   */
  @Override
  public Object repetitionKey() {
    return new Arrangement(white, black, kings, whiteToMove, whiteRun, blackRun);
  }

  // the runs of a king's moves take part: they change which moves are legal
  private record Arrangement(long white, long black, long kings, boolean whiteToMove, int whiteRun, int blackRun) {}

  @Override
  public Setup toSetup() {
    Setup s = Setup.empty(sideToMove());
    for (long p = white | black; p != 0; p &= p - 1) {
      int bit = Long.numberOfTrailingZeros(p);
      s = s.withPiece(square(bit), pieceOn(bit).get());
    }
    if (game.notation().fields().exists(f -> f.name().equals(DraughtsVariant.NO_PROGRESS_FIELD))) {
      s = s.withField(DraughtsVariant.NO_PROGRESS_FIELD, Integer.toString(noProgress));
    }
    if (game.notation().fields().exists(f -> f.name().equals(DraughtsVariant.ENDGAME_FIELD))) {
      s = s.withField(DraughtsVariant.ENDGAME_FIELD, Integer.toString(endgame));
    }
    if (game.rules().kingMoveLimit() > 0) {
      s = s.withField(DraughtsVariant.WHITE_KING_RUN_FIELD, runText(whiteRun))
          .withField(DraughtsVariant.BLACK_KING_RUN_FIELD, runText(blackRun));
    }
    return s.withField(DraughtsVariant.WHITE_MOVES_FIELD, Integer.toString(whiteMoves))
        .withField(DraughtsVariant.BLACK_MOVES_FIELD, Integer.toString(blackMoves));
  }

  // "0", or the moves in a row and the king's square: "2@28"
  private String runText(int run) {
    return run == 0 ? "0" : VariantKernel.runMoves(run) + "@"
        + game.notation().squares().name(square(VariantKernel.runSquare(run))).get();
  }

  private Square square(int bit) {
    Square s = game.square(bit);
    if (s == null) {
      throw new IllegalStateException("bit " + bit + " is no square of " + game.id());
    }
    return s;
  }

  // ---------------------------------------------------------------- moves

  /**
   * The end: the side to move has no pieces or no move and loses; the no-progress rule and an ending's limit draw.
   *
   * @return the outcome, or none while the game goes on
   */
  @Override
  public Option<Outcome> outcome() {
    long[] states = state();
    VariantKernel kernel = game.kernelRules();
    if (kernel.drawnByNoProgress(states, 0)) {
      return Option.some(Outcome.draw(game.noProgress(), score(), turns()));
    }
    if (kernel.drawnByEndgameLimit(states, 0)) {
      return Option.some(Outcome.draw(game.endgameLimit(), score(), turns()));
    }
    if (!kernel.isOver(states, 0)) {
      return Option.none();
    }
    Side winner = sideToMove().opposite();
    return Option.some(Outcome.win(winner, (whiteToMove ? white : black) == 0L ? game.noPieces() : game.blocked(),
        score(), turns()));
  }

  @Override
  public boolean isOver() {
    long[] states = state();
    return game.kernelRules().isOver(states, 0);
  }

  private long[] state() {
    long[] states = new long[game.kernelRules().stateWords()];
    writeState(this, states, 0);
    return states;
  }

  @Override
  public Seq<Move> legalMoves() {
    Seq<Move> moves = legal;
    if (moves == null) {
      // no move is the end by the rules; the draw rules end the game with moves left
      moves = game.kernelRules().drawn(state(), 0) ? Array.empty() : generate(false);
      legal = moves;
    }
    return moves;
  }

  /**
   * Every complete capture of the side to move, whatever the capture priority says: what a user may try.
   *
   * @return the captures, empty when none is possible
   */
  public Seq<Move> allCaptures() {
    Seq<Move> all = captures;
    if (all == null) {
      all = generate(true);
      captures = all;
    }
    return all;
  }

  private Array<Move> generate(boolean allCaptures) {
    RulesGenerator generator = game.kernelRules().generator();
    RulesMoves list = new RulesMoves(32);
    int n = allCaptures ? generator.allCaptures(white, black, kings, whiteToMove, list)
        : generator.generate(white, black, kings, whiteToMove, list);
    // a resting king's quiet moves are not among them (FR-7.1)
    long resting = allCaptures ? 0L : game.kernelRules().restingKing(state(), 0);
    java.util.ArrayList<Move> moves = new java.util.ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      if (list.captured(i) == 0L && (1L << list.from(i) & resting) != 0L) {
        continue;
      }
      moves.add(typed(list.from(i), list.route(i), list.captured(i), list.crowned(i)));
    }
    moves.sort(byPath());
    return Array.ofAll(moves);
  }

  private Move typed(int from, int[] route, long taken, boolean crowned) {
    Square[] path = new Square[route.length + 1];
    path[0] = square(from);
    for (int i = 0; i < route.length; i++) {
      path[i + 1] = square(route[i]);
    }
    Square[] captured = new Square[Long.bitCount(taken)];
    int n = 0;
    // the captured pieces in the order they are jumped: the one between each landing and the next; a
    // piece already jumped is passed over (where taken pieces leave at once, a king may cross their squares)
    long found = 0L;
    for (int i = 0; i + 1 < path.length && taken != 0L; i++) {
      Square a = path[i];
      Square b = path[i + 1];
      int df = Integer.signum(b.file() - a.file());
      int dr = Integer.signum(b.rank() - a.rank());
      for (Square s = step(a, df, dr); s != null && s != b; s = step(s, df, dr)) {
        int bit = game.bit(s);
        if (bit >= 0 && (taken >>> bit & 1L) != 0L && (found >>> bit & 1L) == 0L && n < captured.length) {
          captured[n++] = s;
          found |= 1L << bit;
        }
      }
    }
    boolean king = (kings >>> from & 1L) != 0L;
    return new Move.PieceMove(sideToMove(), king ? Role.KING : Role.MAN, Array.of(path),
        Array.of(captured).take(n), crowned ? Option.some(Role.KING) : Option.none());
  }

  private @Nullable Square step(Square s, int df, int dr) {
    return game.notation().squares().board().offset(s, df, dr).getOrNull();
  }

  private Comparator<Move> byPath() {
    var naming = game.notation().squares();
    Comparator<Square> bySquare = naming.numbered()
        ? Comparator.comparingInt(s -> Integer.parseInt(naming.name(s).get()))
        : Comparator.comparingInt((Square s) -> s.file()).thenComparingInt(Square::rank);
    return (a, b) -> {
      Array<Square> p = a.path();
      Array<Square> q = b.path();
      for (int i = 0; i < Math.min(p.size(), q.size()); i++) {
        int c = bySquare.compare(p.get(i), q.get(i));
        if (c != 0) {
          return c;
        }
      }
      return Integer.compare(p.size(), q.size());
    };
  }

  // the kernel's code of a typed move of this position
  private long code(Move.PieceMove m) {
    long taken = 0L;
    for (Square s : m.captured()) {
      taken |= 1L << bitOrThrow(s);
    }
    return game.kernelRules().move(bitOrThrow(m.path().head()), bitOrThrow(m.path().last()),
        m.promotion().isDefined(), taken, whiteToMove ? black : white);
  }

  private int bitOrThrow(Square s) {
    int bit = game.bit(s);
    if (bit < 0) {
      throw new IllegalArgumentException(s + " is not a playing square of " + game.id());
    }
    return bit;
  }

  static Move typed(VariantPosition p, long move) {
    VariantKernel kernel = p.game.kernelRules();
    Square from = p.square(VariantKernel.from(move));
    Square to = p.square(VariantKernel.to(move));
    long taken = kernel.taken(move, p.whiteToMove ? p.black : p.white);
    boolean crowns = VariantKernel.crowns(move);
    return p.legalMoves().find(m -> m instanceof Move.PieceMove pm && pm.path().head() == from
        && pm.path().last() == to && pm.promotion().isDefined() == crowns && m.captured().size() == Long.bitCount(taken)
        && m.captured().forAll(s -> (taken >>> p.game.bit(s) & 1L) != 0L))
        .getOrElseThrow(() -> new IllegalArgumentException("no legal move " + from + "-" + to + " in " + p));
  }

  @Override
  public VariantPosition playUnchecked(Move legalMove) {
    Objects.requireNonNull(legalMove, "legalMove");
    if (!(legalMove instanceof Move.PieceMove pm)) {
      throw new IllegalArgumentException("draughts has no pass: a side without a move has lost");
    }
    long own = whiteToMove ? white : black;
    if ((own >>> bitOrThrow(pm.path().head()) & 1L) == 0L) {
      throw new IllegalArgumentException("no piece of the side to move on " + pm.path().head());
    }
    int words = game.kernelRules().stateWords();
    long[] states = new long[2 * words];
    writeState(this, states, 0);
    game.kernelRules().make(states, 0, code(pm), states, words);
    return new VariantPosition(game, states, words);
  }

  @Override
  public long perft(int depth) {
    if (depth < 0) {
      throw new IllegalArgumentException("perft depth must be at least 0, got " + depth);
    }
    return depth == 0 ? 1L : game.kernelRules().perft(state(), 0, depth);
  }

  // ---------------------------------------------------------------- reasons

  /**
   * Why no legal move follows a path: a light square (rule 1), no piece or the opponent's piece, a capture
   * passed over while one is compulsory (rule 8), a capture the priority rules out (rule 10, with the
   * criterion's own rule id), or a path the piece cannot take (rule 5 for a man, 7 for a king). Rule ids are
   * the variant's ({@link DraughtsVariant}).
   *
   * @param path the origin and landing squares
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
      return new MoveRejection.Malformed(squares, game.rule(4));
    }
    for (Square s : squares) {
      if (game.bit(s) < 0) {
        return MoveRejection.RuleBroken.of("draughts.light-square", game.rule(1), s).highlighting(SquareSet.of(s));
      }
    }
    Square origin = squares.head();
    Option<Piece> piece = pieceAt(origin);
    if (piece.isEmpty()) {
      return new MoveRejection.NoPiece(origin);
    }
    if (piece.get().side() != sideToMove()) {
      return new MoveRejection.NotYourPiece(origin, piece.get(), game.rule(3));
    }
    Seq<Move> legalMoves = legalMoves();
    Option<Move> capture = allCaptures().find(m -> m.path().equals(squares)
        || squares.size() == 2 && m.origin().contains(origin) && m.destination().contains(squares.last()));
    if (capture.isDefined() && !legalMoves.contains(capture.get())) {
      Option<Ruling<Move>> ruling = game.rules().capturePriority().whyNot(capture.get(), allCaptures(),
          this::describe);
      if (ruling.isDefined()) {
        Ruling<Move> r = ruling.get();
        String instead = text(r.instead());
        // the text of "capture with the king" says why with the moves alone, and says "when the pieces
        // are as many" only where a criterion of pieces comes first; the others give the measures
        boolean withKing = r.criterion().code().equals(Criterion.WITH_KING.code());
        boolean kingFirst = withKing && game.rules().capturePriority().criteria().head().code().equals(
            Criterion.WITH_KING.code());
        MoveRejection.RuleBroken why = kingFirst
            ? MoveRejection.RuleBroken.of(DraughtsVariant.KING_MUST_CAPTURE, r.criterion().ruleId(), instead)
            : withKing ? MoveRejection.RuleBroken.of(r.criterion().code(), r.criterion().ruleId(), instead)
            : MoveRejection.RuleBroken.of(r.criterion().code(), r.criterion().ruleId(), instead, r.requiredMeasure(),
                r.candidateMeasure());
        return why.highlighting(SquareSet.ofAll(r.instead().flatMap(Move::origin))).requiring(r.instead());
      }
    }
    if (legalMoves.exists(Move::isCapture) && capture.isEmpty()) {
      return MoveRejection.RuleBroken.of("draughts.capture.compulsory", game.rule(8), text(legalMoves))
          .requiring(legalMoves);
    }
    Option<Square> resting = restingKing();
    if (resting.contains(origin) && !legalMoves.exists(Move::isCapture)) {
      String name = game.notation().squares().name(origin).get();
      return MoveRejection.RuleBroken.of(DraughtsVariant.KING_RESTS, game.rule(7) + ".1", name,
          game.rules().kingMoveLimit()).highlighting(SquareSet.of(origin));
    }
    String text = squares.map(s -> game.notation().squares().name(s).get()).mkString("-");
    return MoveRejection.RuleBroken.of("draughts.variant.no-such-move", game.rule(piece.get().role() == Role.KING ? 7 : 5),
        origin, text).highlighting(SquareSet.of(origin));
  }

  private String text(Seq<Move> moves) {
    var naming = game.notation().squares();
    return moves.map(m -> m.path().map(s -> naming.name(s).get()).mkString(m.isCapture() ? "x" : "-"))
        .mkString(", ");
  }

  /**
   * What a capture takes, for the capture priority: its pieces, whether a king makes it, and the jumps at
   * which it takes kings.
   *
   * @param capture a capture of this position
   * @return the description
   */
  Capture describe(Move capture) {
    Array<Square> taken = capture.captured();
    java.util.ArrayList<Integer> jumps = new java.util.ArrayList<>();
    for (int j = 0; j < taken.size(); j++) {
      if ((kings >>> game.bit(taken.get(j)) & 1L) != 0L) {
        jumps.add(j + 1);
      }
    }
    return new Capture(taken.size(), capture.origin().exists(o -> (kings >>> game.bit(o) & 1L) != 0L),
        Array.ofAll(jumps));
  }

  // ---------------------------------------------------------------- values

  @Override
  public boolean equals(Object o) {
    return o instanceof VariantPosition p && p.white == white && p.black == black && p.kings == kings
        && p.whiteToMove == whiteToMove && p.noProgress == noProgress && p.endgame == endgame
        && p.whiteMoves == whiteMoves
        && p.blackMoves == blackMoves && p.whiteRun == whiteRun && p.blackRun == blackRun && p.game.equals(game);
  }

  @Override
  public int hashCode() {
    return Long.hashCode(hash);
  }

  @Override
  public String toString() {
    return game.id() + "[" + toSetup() + "]";
  }
}
