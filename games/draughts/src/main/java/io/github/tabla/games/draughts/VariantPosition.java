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
import io.github.tabla.games.draughts.internal.VariantRules;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Arrays;
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
  /** The kernel's state: the pieces, the counters, the runs and the key ({@link VariantRules}). */
  private final long[] state;
  private final boolean whiteToMove;
  private final long hash;
  // the legal moves and every capture, made on first use; a benign race (immutable lists, final fields)
  private @Nullable Seq<Move> legal;
  private @Nullable Seq<Move> captures;

  private VariantPosition(DraughtsVariant game, long[] states, int at) {
    this.game = game;
    VariantRules k = game.kernelRules();
    this.state = Arrays.copyOfRange(states, at, at + k.stateWords());
    this.whiteToMove = k.whiteMoves(state, 0);
    this.hash = k.key(state, 0);
  }

  /**
   * A position from its pieces and counters.
   *
   * @param sets White's pieces, Black's and the kings, in the kernel's bits ({@link VariantRules#write})
   */
  static VariantPosition of(DraughtsVariant game, long[] sets, boolean whiteToMove, int noProgress, int endgame,
      int whiteMoves, int blackMoves, int whiteRun, int blackRun) {
    VariantRules k = game.kernelRules();
    long[] states = new long[k.stateWords()];
    k.write(states, 0, sets, whiteToMove, noProgress, endgame, whiteMoves, blackMoves, whiteRun, blackRun);
    return new VariantPosition(game, states, 0);
  }

  static void writeState(VariantPosition p, long[] states, int at) {
    System.arraycopy(p.state, 0, states, at, p.state.length);
  }

  private VariantRules rules() {
    return game.kernelRules();
  }

  /** Whether a set of the state ({@link VariantRules#set}: 0 White, 1 Black, 2 kings) holds a bit. */
  private boolean has(int set, int bit) {
    return (rules().set(state, 0, set, bit >> 6) >>> (bit & 63) & 1L) != 0L;
  }

  private static boolean in(long[] words, int bit) {
    return (words[bit >> 6] >>> (bit & 63) & 1L) != 0L;
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
    Role role = has(2, bit) ? Role.KING : Role.MAN;
    return has(0, bit) ? Option.some(Piece.of(Side.WHITE, role))
        : has(1, bit) ? Option.some(Piece.of(Side.BLACK, role)) : Option.none();
  }

  /**
   * The plies since the last capture or man's move.
   *
   * @return 0 or more
   */
  public int noProgressPlies() {
    return rules().pliesWithoutProgress(state, 0);
  }

  /**
   * The plies of an ending against a lone king without a capture or a crowning, in a variant that limits
   * such endings ({@link DraughtsRules.EndgameLimit}).
   *
   * @return 0 or more; 0 in any other position
   */
  public int endgamePlies() {
    return rules().endgameCount(state, 0);
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
    return rules().runLength(rules().run(state, 0, side == Side.WHITE));
  }

  /**
   * The king of the side to move that may not move without capturing: it has made the variant's limit of
   * quiet moves in a row and its side still has men (Frisian draughts, FR-7.1).
   *
   * @return its square, or none when every king may move
   */
  public Option<Square> restingKing() {
    int king = rules().restingKingBit(state, 0);
    return king < 0 ? Option.none() : Option.some(square(king));
  }

  /**
   * Each side's pieces on the board.
   *
   * @return White's and Black's counts
   */
  @Override
  public Score score() {
    return Score.of(rules().score(state, 0, 0), rules().score(state, 0, 1));
  }

  @Override
  public Score turns() {
    return Score.of(rules().moveCount(state, 0, true), rules().moveCount(state, 0, false));
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
    VariantRules k = rules();
    java.util.List<Long> words = new java.util.ArrayList<>();
    for (int set = 0; set < 3; set++) {
      for (int w = 0; w < k.setWords(); w++) {
        words.add(k.set(state, 0, set, w));
      }
    }
    return new Arrangement(java.util.List.copyOf(words), whiteToMove, k.run(state, 0, true), k.run(state, 0, false));
  }

  // the runs of a king's moves take part: they change which moves are legal
  private record Arrangement(java.util.List<Long> pieces, boolean whiteToMove, int whiteRun, int blackRun) {}

  @Override
  public Setup toSetup() {
    Setup s = Setup.empty(sideToMove());
    VariantRules k = rules();
    for (int w = 0; w < k.setWords(); w++) {
      for (long p = k.set(state, 0, 0, w) | k.set(state, 0, 1, w); p != 0; p &= p - 1) {
        int bit = w << 6 | Long.numberOfTrailingZeros(p);
        s = s.withPiece(square(bit), pieceOn(bit).get());
      }
    }
    int noProgress = noProgressPlies();
    int endgame = endgamePlies();
    int whiteRun = k.run(state, 0, true);
    int blackRun = k.run(state, 0, false);
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
    return s.withField(DraughtsVariant.WHITE_MOVES_FIELD, Integer.toString(k.moveCount(state, 0, true)))
        .withField(DraughtsVariant.BLACK_MOVES_FIELD, Integer.toString(k.moveCount(state, 0, false)));
  }

  // "0", or the moves in a row and the king's square: "2@28"
  private String runText(int run) {
    return run == 0 ? "0" : rules().runLength(run) + "@"
        + game.notation().squares().name(square(rules().runBit(run))).get();
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
    long[] states = state;
    VariantRules kernel = rules();
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
    return Option.some(Outcome.win(winner, kernel.score(states, 0, whiteToMove ? 0 : 1) == 0 ? game.noPieces()
        : game.blocked(), score(), turns()));
  }

  @Override
  public boolean isOver() {
    return rules().isOver(state, 0);
  }

  @Override
  public Seq<Move> legalMoves() {
    Seq<Move> moves = legal;
    if (moves == null) {
      // no move is the end by the rules; the draw rules end the game with moves left
      moves = rules().drawn(state, 0) ? Array.empty() : generate(false);
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
    VariantRules.Listed[] listed = rules().listed(state, 0, allCaptures);
    java.util.ArrayList<Move> moves = new java.util.ArrayList<>(listed.length);
    for (VariantRules.Listed m : listed) {
      moves.add(typed(m.from(), m.route(), m.taken(), m.crowned()));
    }
    moves.sort(byPath());
    return Array.ofAll(moves);
  }

  private Move typed(int from, int[] route, long[] taken, boolean crowned) {
    Square[] path = new Square[route.length + 1];
    path[0] = square(from);
    for (int i = 0; i < route.length; i++) {
      path[i + 1] = square(route[i]);
    }
    int count = 0;
    for (long w : taken) {
      count += Long.bitCount(w);
    }
    Square[] captured = new Square[count];
    int n = 0;
    // the captured pieces in the order they are jumped: the one between each landing and the next; a
    // piece already jumped is passed over (where taken pieces leave at once, a king may cross their squares)
    long[] found = new long[taken.length];
    for (int i = 0; i + 1 < path.length && count > 0; i++) {
      Square a = path[i];
      Square b = path[i + 1];
      int df = Integer.signum(b.file() - a.file());
      int dr = Integer.signum(b.rank() - a.rank());
      for (Square s = step(a, df, dr); s != null && s != b; s = step(s, df, dr)) {
        int bit = game.bit(s);
        if (bit >= 0 && in(taken, bit) && !in(found, bit) && n < captured.length) {
          captured[n++] = s;
          found[bit >> 6] |= 1L << (bit & 63);
        }
      }
    }
    boolean king = has(2, from);
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
    long[] taken = new long[rules().setWords()];
    for (Square s : m.captured()) {
      int bit = bitOrThrow(s);
      taken[bit >> 6] |= 1L << (bit & 63);
    }
    return rules().code(state, 0, bitOrThrow(m.path().head()), bitOrThrow(m.path().last()),
        m.promotion().isDefined(), taken);
  }

  private int bitOrThrow(Square s) {
    int bit = game.bit(s);
    if (bit < 0) {
      throw new IllegalArgumentException(s + " is not a playing square of " + game.id());
    }
    return bit;
  }

  static Move typed(VariantPosition p, long move) {
    VariantRules kernel = p.rules();
    Square from = p.square(kernel.origin(move));
    Square to = p.square(kernel.destination(move));
    long[] taken = kernel.captured(p.state, 0, move);
    int count = 0;
    for (long w : taken) {
      count += Long.bitCount(w);
    }
    int captured = count;
    boolean crowns = kernel.crowning(move);
    return p.legalMoves().find(m -> m instanceof Move.PieceMove pm && pm.path().head() == from
        && pm.path().last() == to && pm.promotion().isDefined() == crowns && m.captured().size() == captured
        && m.captured().forAll(s -> in(taken, p.game.bit(s))))
        .getOrElseThrow(() -> new IllegalArgumentException("no legal move " + from + "-" + to + " in " + p));
  }

  @Override
  public VariantPosition playUnchecked(Move legalMove) {
    Objects.requireNonNull(legalMove, "legalMove");
    if (!(legalMove instanceof Move.PieceMove pm)) {
      throw new IllegalArgumentException("draughts has no pass: a side without a move has lost");
    }
    if (!has(whiteToMove ? 0 : 1, bitOrThrow(pm.path().head()))) {
      throw new IllegalArgumentException("no piece of the side to move on " + pm.path().head());
    }
    int words = rules().stateWords();
    long[] states = new long[2 * words];
    writeState(this, states, 0);
    rules().make(states, 0, code(pm), states, words);
    return new VariantPosition(game, states, words);
  }

  @Override
  public long perft(int depth) {
    if (depth < 0) {
      throw new IllegalArgumentException("perft depth must be at least 0, got " + depth);
    }
    return depth == 0 ? 1L : rules().perft(state.clone(), 0, depth);
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
      if (has(2, game.bit(taken.get(j)))) {
        jumps.add(j + 1);
      }
    }
    return new Capture(taken.size(), capture.origin().exists(o -> has(2, game.bit(o))),
        Array.ofAll(jumps));
  }

  // ---------------------------------------------------------------- values

  @Override
  public boolean equals(Object o) {
    return o instanceof VariantPosition p && Arrays.equals(p.state, state) && p.game.equals(game);
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
