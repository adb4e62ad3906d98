package io.github.tabla.games.draughts.internal;

import io.github.tabla.core.kernel.ZobristKeys;

/**
 * The kernel of a draughts variant given as data: the {@link RulesGenerator} of its rules, states of five
 * words and moves of one {@code long}.
 *
 * <p>A state is White's pieces, Black's pieces and the kings as {@link Layout} bitboards, a word of
 * counters (the side to move, the plies without progress, each side's moves) and the Zobrist key; under a
 * limit on a king's moves in a row (Frisian draughts) a sixth word holds each side's run: the square of the
 * king it last moved without capturing and how many such moves in a row it has made. A move
 * is its origin and destination bits (six bits each), whether it crowns, and the captured pieces as a set of
 * canonical squares (at most 50 on a 10 &times; 10 board): what making it needs, not its route. On the
 * full board of {@link Layout#full()} (64 squares) the captured pieces are a set of indices among the
 * opponent's pieces in bit order instead (a side has at most as many pieces as it starts with, at most 24
 * there), which is why {@link #move(int, int, boolean, long, long)} and {@link #taken(long, long)} take the
 * opponent's pieces. Two routes
 * that take the same pieces from the same origin to the same destination are one kernel move for each
 * route the generator lists (so a perft counts routes when the rules count them).
 */
public final class VariantKernel implements VariantRules {
  /** The words of a state without a limit on a king's moves in a row; {@link #stateWords()} for any. */
  public static final int WORDS = 5;
  /**
   * The most moves of a state the kernel writes: twenty flying kings on 10 &times; 10 have at most 340
   * steps, and the captures of a position are fewer than that in every position tried; a position with
   * more is refused with an exception rather than cut short.
   */
  public static final int MAX_MOVES = 1024;

  private static final int WHITE = 0;
  private static final int BLACK = 1;
  private static final int KINGS = 2;
  private static final int COUNTERS = 3;
  private static final int KEY = 4;
  private static final int RUNS = 5;
  // a side's run: bits 0..5 the king's square, 6..9 its moves in a row; White's in bits 0..9, Black's 16..25
  private static final int RUN_COUNT_SHIFT = 6;
  private static final int BLACK_RUN_SHIFT = 16;
  private static final long RUN_BITS = 0x3FFL;

  private static final int TO_SHIFT = 6;
  private static final int CROWNS = 12;
  private static final int TAKEN = 13;
  private static final long BITS6 = 63L;

  // counters: bit 0 Black to move, bits 1..11 plies without progress, 12..22 plies of an ending against a lone
  // king, 23..42 White's moves, 43..62 Black's
  private static final int NO_PROGRESS_SHIFT = 1;
  private static final int ENDGAME_SHIFT = 12;
  private static final int WHITE_MOVES_SHIFT = 23;
  private static final int BLACK_MOVES_SHIFT = 43;
  private static final long COUNT11 = 0x7FFL;
  private static final long COUNT20 = 0xF_FFFFL;

  private final Layout layout;
  private final int noProgressLimit;
  private final ThreadLocal<Scratch> scratch;
  /** A generator for what reads no search state (who can capture, the steps): shared by every thread. */
  private final RulesGenerator shared;
  private final long[] pieceKeys;
  private final long blackToMoveKey;
  private final long[] counterKeys;
  /** The plies an ending is limited to, by the stronger side's pieces against a lone king; 0 for none. */
  private final int[] endgamePlies;
  private final boolean endgameLimits;
  /** The shortest of the endgame limits, in plies. */
  private final int shortestEndgame;
  private final long[] endgameKeys;
  /** The same for a stronger side of kings alone ({@link io.github.tabla.games.draughts.DraughtsRules.EndgameLimit#kingsOnly}). */
  private final int[] kingsEndgamePlies;
  /** The most quiet moves in a row of one king while its side has men; 0 for no limit. */
  private final int kingMoveLimit;
  private final int words;
  /** The keys of the runs: side, count and square. */
  private final long[] runKeys;

  private static final class Scratch {
    final RulesGenerator generator;
    final RulesMoves list = new RulesMoves(MAX_MOVES);

    Scratch(RulesGenerator generator) {
      this.generator = generator;
    }
  }

  /**
   * A kernel for the rules a generator plays.
   *
   * @param generators makes a generator for each thread that uses the kernel (a generator keeps the state of
   *     its search)
   * @param layout the generator's layout
   * @param noProgressPlies the plies without a capture or a man's move that end the game in a draw, 0 for no
   *     such rule
   */
  public VariantKernel(java.util.function.Supplier<RulesGenerator> generators, Layout layout, int noProgressPlies) {
    this(generators, layout, noProgressPlies, new int[0]);
  }

  /**
   * A kernel for the rules a generator plays, with limits on endings against a lone king.
   *
   * @param generators makes a generator for each thread that uses the kernel (a generator keeps the state of
   *     its search)
   * @param layout the generator's layout
   * @param noProgressPlies the plies without a capture or a man's move that end the game in a draw, 0 for no
   *     such rule, at most 2,000
   * @param endgamePlies at index {@code n}, the plies without a capture or a crowning that draw an ending of
   *     {@code n} pieces (one or more of them kings) against a lone king, 0 for no limit, at most 2,000
   * @throws IllegalArgumentException when a count is beyond what a state holds
   */
  public VariantKernel(java.util.function.Supplier<RulesGenerator> generators, Layout layout, int noProgressPlies,
      int[] endgamePlies) {
    this(generators, layout, noProgressPlies, endgamePlies, endgamePlies, 0);
  }

  /**
   * A kernel for the rules a generator plays, with limits on endings against a lone king and on a king's
   * moves in a row.
   *
   * @param generators makes a generator for each thread that uses the kernel (a generator keeps the state of
   *     its search)
   * @param layout the generator's layout
   * @param noProgressPlies the plies without a capture or a man's move that end the game in a draw, 0 for no
   *     such rule, at most 2,000
   * @param endgamePlies at index {@code n}, the plies without a capture or a crowning that draw an ending of
   *     {@code n} pieces (one or more of them kings, not all) against a lone king, 0 for no limit, at most 2,000
   * @param kingsEndgamePlies the same for {@code n} kings against a lone king
   * @param kingMoveLimit the most moves in a row a side that has men may make with one king without
   *     capturing, 0 for no limit, at most 9
   * @throws IllegalArgumentException when a count is beyond what a state holds
   */
  public VariantKernel(java.util.function.Supplier<RulesGenerator> generators, Layout layout, int noProgressPlies,
      int[] endgamePlies, int[] kingsEndgamePlies, int kingMoveLimit) {
    if (kingMoveLimit < 0 || kingMoveLimit > 9) {
      throw new IllegalArgumentException("a limit of 0 to 9 moves in a row of a king, not " + kingMoveLimit);
    }
    this.kingMoveLimit = kingMoveLimit;
    this.words = kingMoveLimit > 0 ? WORDS + 1 : WORDS;
    if (noProgressPlies < 0 || noProgressPlies > 2000) {
      throw new IllegalArgumentException("a no-progress limit of 0 to 2,000 plies, not " + noProgressPlies);
    }
    this.layout = layout;
    this.noProgressLimit = noProgressPlies;
    this.scratch = ThreadLocal.withInitial(() -> new Scratch(generators.get()));
    this.shared = generators.get();
    ZobristKeys keys = ZobristKeys.seeded(0x7AB1A_D4A7L + layout.size);
    this.pieceKeys = keys.draw(4 * 64);
    this.blackToMoveKey = keys.draw();
    // without a no-progress rule the count takes no part in the key
    this.counterKeys = noProgressPlies > 0 ? keys.drawAfterZero(noProgressPlies + 1) : new long[1];
    // a limit for every count of pieces a side can have (at most 20 on 10×10)
    this.endgamePlies = new int[21];
    this.kingsEndgamePlies = new int[21];
    int most = 0;
    int shortest = Integer.MAX_VALUE;
    for (int kind = 0; kind < 2; kind++) {
      int[] given = kind == 0 ? endgamePlies : kingsEndgamePlies;
      int[] limits = kind == 0 ? this.endgamePlies : this.kingsEndgamePlies;
      for (int n = 0; n < given.length && n < limits.length; n++) {
        if (given[n] < 0 || given[n] > 2000) {
          throw new IllegalArgumentException("an endgame limit of 0 to 2,000 plies, not " + given[n]);
        }
        limits[n] = given[n];
        most = Math.max(most, given[n]);
        if (given[n] > 0) {
          shortest = Math.min(shortest, given[n]);
        }
      }
    }
    this.shortestEndgame = shortest;
    this.endgameLimits = most > 0;
    this.endgameKeys = most > 0 ? keys.drawAfterZero(most + 1) : new long[1];
    this.runKeys = kingMoveLimit > 0 ? keys.draw(2 * 16 * 64) : new long[0];
  }

  /**
   * The layout of the kernel's bitboards.
   *
   * @return the layout
   */
  public Layout layout() {
    return layout;
  }

  // ---------------------------------------------------------------- states

  /**
   * Writes a state; its key is made from scratch.
   *
   * @param states the buffer
   * @param at where the state starts
   * @param white White's pieces
   * @param black Black's pieces
   * @param kings both sides' kings
   * @param whiteToMove whose turn it is
   * @param noProgress the plies without a capture or a man's move
   * @param whiteMoves the moves White has made
   * @param blackMoves the moves Black has made
   */
  public void write(long[] states, int at, long white, long black, long kings, boolean whiteToMove, int noProgress,
      int whiteMoves, int blackMoves) {
    write(states, at, white, black, kings, whiteToMove, noProgress, 0, whiteMoves, blackMoves);
  }

  /**
   * Writes a state with the count of an ending against a lone king; its key is made from scratch.
   *
   * @param states the buffer
   * @param at where the state starts
   * @param white White's pieces
   * @param black Black's pieces
   * @param kings both sides' kings
   * @param whiteToMove whose turn it is
   * @param noProgress the plies without a capture or a man's move
   * @param endgame the plies without a capture or a crowning of an ending against a lone king
   * @param whiteMoves the moves White has made
   * @param blackMoves the moves Black has made
   */
  public void write(long[] states, int at, long white, long black, long kings, boolean whiteToMove, int noProgress,
      int endgame, int whiteMoves, int blackMoves) {
    write(states, at, white, black, kings, whiteToMove, noProgress, endgame, whiteMoves, blackMoves, 0, 0);
  }

  /**
   * Writes a state with each side's run of a king's moves ({@link #run}); its key is made from scratch.
   *
   * @param states the buffer, {@link #stateWords()} words from {@code at}
   * @param at where the state starts
   * @param white White's pieces
   * @param black Black's pieces
   * @param kings both sides' kings
   * @param whiteToMove whose turn it is
   * @param noProgress the plies without a capture or a man's move
   * @param endgame the plies without a capture or a crowning of an ending against a lone king
   * @param whiteMoves the moves White has made
   * @param blackMoves the moves Black has made
   * @param whiteRun White's run, {@link #run}, 0 for none (ignored without a limit on a king's moves)
   * @param blackRun Black's run
   */
  public void write(long[] states, int at, long white, long black, long kings, boolean whiteToMove, int noProgress,
      int endgame, int whiteMoves, int blackMoves, int whiteRun, int blackRun) {
    if (kingMoveLimit > 0) {
      states[at + RUNS] = (whiteRun & RUN_BITS) | (blackRun & RUN_BITS) << BLACK_RUN_SHIFT;
    }
    states[at + WHITE] = white;
    states[at + BLACK] = black;
    states[at + KINGS] = kings;
    states[at + COUNTERS] = (whiteToMove ? 0L : 1L) | (noProgress & COUNT11) << NO_PROGRESS_SHIFT
        | (endgame & COUNT11) << ENDGAME_SHIFT
        | (Math.min(whiteMoves, COUNT20) & COUNT20) << WHITE_MOVES_SHIFT
        | (Math.min(blackMoves, COUNT20) & COUNT20) << BLACK_MOVES_SHIFT;
    states[at + KEY] = keyFromScratch(states, at);
  }

  /**
   * White's pieces.
   *
   * @param states the buffer
   * @param at where the state starts
   * @return the bitboard
   */
  public static long white(long[] states, int at) {
    return states[at + WHITE];
  }

  /**
   * Black's pieces.
   *
   * @param states the buffer
   * @param at where the state starts
   * @return the bitboard
   */
  public static long black(long[] states, int at) {
    return states[at + BLACK];
  }

  /**
   * Both sides' kings.
   *
   * @param states the buffer
   * @param at where the state starts
   * @return the bitboard
   */
  public static long kings(long[] states, int at) {
    return states[at + KINGS];
  }

  /**
   * Whether White is to move.
   *
   * @param states the buffer
   * @param at where the state starts
   * @return {@code true} for White
   */
  public static boolean whiteToMove(long[] states, int at) {
    return (states[at + COUNTERS] & 1L) == 0L;
  }

  /**
   * The plies without a capture or a man's move.
   *
   * @param states the buffer
   * @param at where the state starts
   * @return 0 or more
   */
  public static int noProgress(long[] states, int at) {
    return (int) (states[at + COUNTERS] >>> NO_PROGRESS_SHIFT & COUNT11);
  }

  /**
   * The plies of an ending against a lone king without a capture or a crowning.
   *
   * @param states the buffer
   * @param at where the state starts
   * @return 0 or more; 0 in an ending without a limit
   */
  public static int endgamePlies(long[] states, int at) {
    return (int) (states[at + COUNTERS] >>> ENDGAME_SHIFT & COUNT11);
  }

  /**
   * The plies an ending is limited to: the stronger side's pieces, one or more of them kings, against a lone
   * king.
   *
   * @param white White's pieces
   * @param black Black's pieces
   * @param kings both sides' kings
   * @return the plies, 0 when no limit applies
   */
  public int endgameLimit(long white, long black, long kings) {
    if (!endgameLimits) {
      return 0;
    }
    int whites = Long.bitCount(white);
    int blacks = Long.bitCount(black);
    if (blacks == 1 && (black & kings) != 0 && (white & kings) != 0) {
      int[] limits = (white & ~kings) == 0 ? kingsEndgamePlies : endgamePlies;
      return whites < limits.length ? limits[whites] : 0;
    }
    if (whites == 1 && (white & kings) != 0 && (black & kings) != 0) {
      int[] limits = (black & ~kings) == 0 ? kingsEndgamePlies : endgamePlies;
      return blacks < limits.length ? limits[blacks] : 0;
    }
    return 0;
  }

  /**
   * Whether an ending against a lone king has lasted its limit: a draw.
   *
   * @param states the buffer
   * @param at where the state starts
   * @return {@code true} when the count has reached the ending's limit
   */
  public boolean drawnByEndgameLimit(long[] states, int at) {
    if (!endgameLimits) {
      return false;
    }
    int limit = endgameLimit(states[at + WHITE], states[at + BLACK], states[at + KINGS]);
    return limit > 0 && endgamePlies(states, at) >= limit;
  }

  /**
   * Whether a draw rule of the kernel's has ended the game: the no-progress count or an ending's limit.
   *
   * @param states the buffer
   * @param at where the state starts
   * @return {@code true} when the game is drawn
   */
  public boolean drawn(long[] states, int at) {
    return drawnByNoProgress(states, at) || drawnByEndgameLimit(states, at);
  }

  /**
   * The moves a side has made.
   *
   * @param states the buffer
   * @param at where the state starts
   * @param white White's count, or Black's
   * @return 0 or more
   */
  public static int movesMade(long[] states, int at, boolean white) {
    return (int) (states[at + COUNTERS] >>> (white ? WHITE_MOVES_SHIFT : BLACK_MOVES_SHIFT) & COUNT20);
  }

  /**
   * A side's run of quiet moves with one king, as one number: the king's square bit and how many moves in
   * a row it has made.
   *
   * @param square the king's bit, 0 to 63
   * @param moves its moves in a row, 0 (no run) to 15
   * @return the run, 0 for none
   */
  public static int run(int square, int moves) {
    return moves == 0 ? 0 : (square & (int) BITS6) | (moves & 15) << RUN_COUNT_SHIFT;
  }

  /**
   * The square bit of a run's king.
   *
   * @param run a run
   * @return the bit
   */
  public static int runSquare(int run) {
    return run & (int) BITS6;
  }

  /**
   * The moves in a row of a run's king.
   *
   * @param run a run
   * @return 0 for none
   */
  public static int runMoves(int run) {
    return run >>> RUN_COUNT_SHIFT & 15;
  }

  /**
   * A side's run of quiet moves with one king.
   *
   * @param states the buffer
   * @param at where the state starts
   * @param white White's run, or Black's
   * @return the run ({@link #run}), 0 for none and always 0 without a limit on a king's moves
   */
  public int run(long[] states, int at, boolean white) {
    return kingMoveLimit == 0 ? 0 : (int) (states[at + RUNS] >>> (white ? 0 : BLACK_RUN_SHIFT) & RUN_BITS);
  }

  /**
   * The limit on a king's quiet moves in a row.
   *
   * @return 0 for none
   */
  public int kingMoveLimit() {
    return kingMoveLimit;
  }

  /**
   * The bit of the king of the side to move that may not move without capturing: it has made the limit's
   * moves in a row and its side still has men.
   *
   * @param states the buffer
   * @param at where the state starts
   * @return the king's bit, or 0 when every king may move
   */
  public long restingKing(long[] states, int at) {
    if (kingMoveLimit == 0) {
      return 0L;
    }
    boolean whiteToMove = whiteToMove(states, at);
    int run = run(states, at, whiteToMove);
    long own = whiteToMove ? states[at + WHITE] : states[at + BLACK];
    long kings = states[at + KINGS];
    long king = 1L << runSquare(run);
    return runMoves(run) >= kingMoveLimit && (own & ~kings) != 0 && (own & kings & king) != 0 ? king : 0L;
  }

  /**
   * Whether the no-progress rule has ended the game in a draw.
   *
   * @param states the buffer
   * @param at where the state starts
   * @return {@code true} when the count has reached the limit
   */
  public boolean drawnByNoProgress(long[] states, int at) {
    return noProgressLimit > 0 && noProgress(states, at) >= noProgressLimit;
  }

  // ---------------------------------------------------------------- moves

  /**
   * A move's code.
   *
   * @param from the origin bit
   * @param to the destination bit
   * @param crowns whether a man is crowned
   * @param taken the captured pieces' bits
   * @param opponent the pieces of the side not moving, before the move
   * @return the move
   */
  public long move(int from, int to, boolean crowns, long taken, long opponent) {
    return from | (long) to << TO_SHIFT | (crowns ? 1L << CROWNS : 0L)
        | (taken == 0L ? 0L : pack(taken, opponent) << TAKEN);
  }

  /** The captured pieces as the move's field: canonical squares, or indices among the opponent's pieces. */
  private long pack(long taken, long opponent) {
    if (!layout.full) {
      return layout.compact(taken);
    }
    long packed = 0L;
    int i = 0;
    for (long o = opponent; o != 0; o &= o - 1, i++) {
      if ((taken & o & -o) != 0) {
        packed |= 1L << i;
      }
    }
    return packed;
  }

  /** The inverse of {@link #pack}. */
  private long unpack(long packed, long opponent) {
    if (!layout.full) {
      return layout.spread(packed);
    }
    long taken = 0L;
    for (long o = opponent, p = packed; p != 0; o &= o - 1, p >>>= 1) {
      if ((p & 1L) != 0) {
        taken |= o & -o;
      }
    }
    return taken;
  }

  /**
   * A move's origin bit.
   *
   * @param move the move
   * @return the bit
   */
  public static int from(long move) {
    return (int) (move & BITS6);
  }

  /**
   * A move's destination bit.
   *
   * @param move the move
   * @return the bit
   */
  public static int to(long move) {
    return (int) (move >>> TO_SHIFT & BITS6);
  }

  /**
   * Whether a move crowns a man.
   *
   * @param move the move
   * @return {@code true} when it does
   */
  public static boolean crowns(long move) {
    return (move >>> CROWNS & 1L) != 0L;
  }

  /**
   * The bits of a move's captured pieces.
   *
   * @param move the move
   * @param opponent the pieces of the side not moving, before the move
   * @return the bitboard
   */
  public long taken(long move, long opponent) {
    return unpack(move >>> TAKEN, opponent);
  }

  /**
   * The generator of the calling thread, for the typed positions.
   *
   * @return the generator
   */
  public RulesGenerator generator() {
    return scratch.get().generator;
  }

  /** Five words, six under a limit on a king's moves in a row. */
  @Override
  public int stateWords() {
    return words;
  }

  @Override
  public int maxMoves() {
    return MAX_MOVES;
  }

  /**
   * Writes the moves in the generator's order.
   *
   * @throws IllegalStateException in a position with more than {@link #MAX_MOVES} moves
   */
  @Override
  public int moves(long[] states, int at, long[] moves, int offset) {
    if (drawn(states, at)) {
      return 0;
    }
    long white = white(states, at);
    long black = black(states, at);
    long kings = kings(states, at);
    boolean whiteToMove = whiteToMove(states, at);
    long jumpers = shared.jumpers(white, black, kings, whiteToMove);
    if (jumpers == 0) {
      // a step's code is the generator's: origin, destination and crowning, nothing captured
      int n = shared.writeSteps(white, black, kings, whiteToMove, moves, offset);
      long resting = restingKing(states, at);
      if (resting == 0L) {
        return n;
      }
      int kept = 0;
      for (int i = 0; i < n; i++) {
        if ((1L << from(moves[offset + i]) & resting) == 0L) {
          moves[offset + kept++] = moves[offset + i];
        }
      }
      return kept;
    }
    Scratch s = scratch.get();
    int n = s.generator.captures(white, black, kings, whiteToMove, jumpers, s.list);
    if (n > MAX_MOVES) {
      throw new IllegalStateException(n + " moves, more than the kernel's " + MAX_MOVES);
    }
    RulesMoves list = s.list;
    for (int i = 0; i < n; i++) {
      moves[offset + i] = move(list.from(i), list.to(i), list.crowned(i), list.captured(i), whiteToMove ? black : white);
    }
    return n;
  }

  @Override
  public int countMoves(long[] states, int at, long[] moves, int offset) {
    if (drawn(states, at)) {
      return 0;
    }
    return count(states, at);
  }

  private int count(long[] states, int at) {
    long white = white(states, at);
    long black = black(states, at);
    long kings = kings(states, at);
    boolean whiteToMove = whiteToMove(states, at);
    if (shared.jumpers(white, black, kings, whiteToMove) == 0) {
      long resting = restingKing(states, at);
      return shared.countSteps(white, black, kings, whiteToMove)
          - (resting == 0L ? 0 : shared.kingStepCount(resting, white | black));
    }
    Scratch s = scratch.get();
    return s.generator.count(white, black, kings, whiteToMove, s.list);
  }

  /**
   * Makes a move: the piece goes from its origin to its destination, the captured pieces leave, a man that
   * crowns becomes a king; the no-progress count starts again after a capture or a man's move and goes up by
   * one after a king's quiet move; the mover's move count goes up by one.
   */
  @Override
  public void make(long[] states, int at, long move, long[] target, int targetAt) {
    long white = states[at + WHITE];
    long black = states[at + BLACK];
    long kings = states[at + KINGS];
    long counters = states[at + COUNTERS];
    boolean whiteToMove = (counters & 1L) == 0L;
    long key = states[at + KEY];
    int from = from(move);
    int to = to(move);
    long taken = move >>> TAKEN == 0 ? 0L : unpack(move >>> TAKEN, whiteToMove ? black : white);
    boolean king = (kings >>> from & 1L) != 0L;
    int mover = whiteToMove ? 0 : 2;
    int kind = mover + (king ? 1 : 0);
    key ^= pieceKeys[kind << 6 | from];
    int landed = king || crowns(move) ? mover + 1 : mover;
    key ^= pieceKeys[landed << 6 | to];
    // a king's capture may end on its own origin (a loop)
    long path = from == to ? 0L : 1L << from | 1L << to;
    int other = 2 - mover;
    for (long t = taken; t != 0; t &= t - 1) {
      int b = Long.numberOfTrailingZeros(t);
      key ^= pieceKeys[(other + (int) (kings >>> b & 1L)) << 6 | b];
    }
    long newKings = (kings & ~taken & ~(1L << from)) | (landed == mover + 1 ? 1L << to : 0L);
    if (whiteToMove) {
      white ^= path;
      black &= ~taken;
    } else {
      black ^= path;
      white &= ~taken;
    }
    // without a no-progress rule nothing is counted
    long next = (counters ^ 1L) & ~(COUNT11 << NO_PROGRESS_SHIFT);
    if (noProgressLimit > 0) {
      int noProgress = (int) (counters >>> NO_PROGRESS_SHIFT & COUNT11);
      int counter = taken != 0 || !king ? 0 : noProgress + 1;
      key ^= counterKey(noProgress) ^ counterKey(counter);
      next |= (counter & COUNT11) << NO_PROGRESS_SHIFT;
    }
    if (endgameLimits) {
      // the ending's count goes on while neither a capture nor a crowning changes the pieces
      int before = (int) (counters >>> ENDGAME_SHIFT & COUNT11);
      boolean crowned = !king && landed == mover + 1;
      int limit = endgameLimit(white, black, newKings);
      int count = limit == 0 || taken != 0 || crowned ? 0 : Math.min(before + 1, (int) COUNT11);
      key ^= endgameKey(before) ^ endgameKey(count);
      next = next & ~(COUNT11 << ENDGAME_SHIFT) | (long) count << ENDGAME_SHIFT;
    }
    // the mover's count of moves goes up by one (it stays at its largest value rather than spill over)
    int shift = whiteToMove ? WHITE_MOVES_SHIFT : BLACK_MOVES_SHIFT;
    if ((counters >>> shift & COUNT20) != COUNT20) {
      next += 1L << shift;
    }
    if (kingMoveLimit > 0) {
      // the mover's run goes on with a quiet move of the king it ran with (up to the limit), starts with
      // another king's and ends with any other move; the opponent's ends with the capture of its king
      long runs = states[at + RUNS];
      int moverShift = whiteToMove ? 0 : BLACK_RUN_SHIFT;
      int otherShift = BLACK_RUN_SHIFT - moverShift;
      int mine = (int) (runs >>> moverShift & RUN_BITS);
      int theirs = (int) (runs >>> otherShift & RUN_BITS);
      int newMine = 0;
      if (king && taken == 0) {
        int before = runMoves(mine) > 0 && runSquare(mine) == from ? runMoves(mine) : 0;
        // past the limit only a side without men moves the king on: the count stays at the limit
        newMine = run(to, Math.min(before + 1, kingMoveLimit));
      }
      int newTheirs = runMoves(theirs) > 0 && (taken >>> runSquare(theirs) & 1L) != 0L ? 0 : theirs;
      key ^= runKey(moverShift, mine) ^ runKey(moverShift, newMine) ^ runKey(otherShift, theirs)
          ^ runKey(otherShift, newTheirs);
      target[targetAt + RUNS] = (long) newMine << moverShift | (long) newTheirs << otherShift;
    }
    target[targetAt + WHITE] = white;
    target[targetAt + BLACK] = black;
    target[targetAt + KINGS] = newKings;
    target[targetAt + COUNTERS] = next;
    target[targetAt + KEY] = key ^ blackToMoveKey;
  }

  /**
   * Whether a king's moves in a row may reach the limit before a perft's last ply: a side's king rests no
   * sooner than at its side's {@code limit - moves + 1}th move from now, and a king crowned from now on
   * (at the earliest at ply 1 or 2) after the limit's moves of its own.
   */
  private boolean kingMoveLimitWithin(long[] states, int at, int depth) {
    if (kingMoveLimit == 0) {
      return false;
    }
    boolean whiteToMove = whiteToMove(states, at);
    long kings = states[at + KINGS];
    int earliest = Integer.MAX_VALUE;
    for (int side = 0; side < 2; side++) {
      boolean white = side == 0;
      // the side to move plays plies 1, 3, 5 ..., the other 2, 4, 6 ...
      int first = white == whiteToMove ? 1 : 2;
      long own = white ? states[at + WHITE] : states[at + BLACK];
      // without a king, one crowned at its first move at the earliest
      int moves = (own & kings) != 0 ? kingMoveLimit - runMoves(run(states, at, white)) : kingMoveLimit + 1;
      earliest = Math.min(earliest, first + 2 * Math.max(0, moves));
    }
    return earliest <= depth;
  }

  /**
   * Whether an ending's limit may draw a node of a perft of this depth before its last ply: an ending
   * reached at ply 1 or later draws no sooner than the shortest limit after it.
   */
  private boolean endgameLimitWithin(long[] states, int at, int depth) {
    if (!endgameLimits) {
      return false;
    }
    int limit = endgameLimit(states[at + WHITE], states[at + BLACK], states[at + KINGS]);
    return depth - 1 > shortestEndgame || limit > 0 && endgamePlies(states, at) + depth > limit;
  }

  // a run takes part in the key from its first move: side, moves in a row (1 to 15) and square
  private long runKey(int shift, int run) {
    return run == 0 ? 0L : runKeys[(shift == 0 ? 0 : 16 * 64) + runMoves(run) * 64 + runSquare(run)];
  }

  private long endgameKey(int count) {
    return count < endgameKeys.length ? endgameKeys[count] : endgameKeys[endgameKeys.length - 1];
  }

  // the no-progress count takes part in the key while the rule can still end the game
  private long counterKey(int count) {
    return count < counterKeys.length ? counterKeys[count] : counterKeys[counterKeys.length - 1];
  }

  @Override
  public long key(long[] states, int at) {
    return states[at + KEY];
  }

  @Override
  public long keyFromScratch(long[] states, int at) {
    long key = whiteToMove(states, at) ? 0L : blackToMoveKey;
    long kings = kings(states, at);
    for (int side = 0; side < 2; side++) {
      long pieces = side == 0 ? white(states, at) : black(states, at);
      for (long p = pieces; p != 0; p &= p - 1) {
        int b = Long.numberOfTrailingZeros(p);
        key ^= pieceKeys[(2 * side + (int) (kings >>> b & 1L)) << 6 | b];
      }
    }
    if (kingMoveLimit > 0) {
      key ^= runKey(0, run(states, at, true)) ^ runKey(BLACK_RUN_SHIFT, run(states, at, false));
    }
    return key ^ counterKey(noProgress(states, at)) ^ (endgameLimits ? endgameKey(endgamePlies(states, at)) : 0L);
  }

  @Override
  public boolean isOver(long[] states, int at) {
    return drawn(states, at) || !hasMove(states, at);
  }

  private boolean hasMove(long[] states, int at) {
    return count(states, at) > 0;
  }

  /** A side without a move has lost; the no-progress draw is a draw. */
  @Override
  public int result(long[] states, int at) {
    return hasMove(states, at) ? 0 : -1;
  }

  @Override
  public int sideToMove(long[] states, int at) {
    return whiteToMove(states, at) ? 0 : 1;
  }

  /** A side's pieces on the board. */
  @Override
  public int score(long[] states, int at, int side) {
    return Long.bitCount(side == 0 ? white(states, at) : black(states, at));
  }

  /** Perft with bulk counting while the no-progress draw cannot end a line inside the horizon. */
  @Override
  public long perft(long[] states, int at, int depth) {
    if (depth < 0) {
      throw new IllegalArgumentException("perft depth must be at least 0, got " + depth);
    }
    if (noProgressLimit > 0 && noProgress(states, at) + depth > noProgressLimit || endgameLimitWithin(states, at,
        depth) || kingMoveLimitWithin(states, at, depth)) {
      return VariantRules.super.perft(states, at, depth);
    }
    return new RulesPerft(scratch.get().generator).bulk(white(states, at), black(states, at), kings(states, at),
        whiteToMove(states, at), depth);
  }

  // ---------------------------------------------------------------- the typed positions' view

  /** One word a set. */
  @Override
  public int setWords() {
    return 1;
  }

  @Override
  public int bitOf(int row, int column) {
    int square = layout.square(row, column);
    return square < 0 ? -1 : layout.bit(square);
  }

  @Override
  public void write(long[] states, int at, long[] sets, boolean whiteToMove, int noProgress, int endgame,
      int whiteMoves, int blackMoves, int whiteRun, int blackRun) {
    write(states, at, sets[0], sets[1], sets[2], whiteToMove, noProgress, endgame, whiteMoves, blackMoves, whiteRun,
        blackRun);
  }

  @Override
  public long set(long[] states, int at, int set, int word) {
    return states[at + set];
  }

  @Override
  public boolean whiteMoves(long[] states, int at) {
    return whiteToMove(states, at);
  }

  @Override
  public int pliesWithoutProgress(long[] states, int at) {
    return noProgress(states, at);
  }

  @Override
  public int endgameCount(long[] states, int at) {
    return endgamePlies(states, at);
  }

  @Override
  public int moveCount(long[] states, int at, boolean white) {
    return movesMade(states, at, white);
  }

  @Override
  public int runOf(int bit, int moves) {
    return run(bit, moves);
  }

  @Override
  public int runBit(int run) {
    return runSquare(run);
  }

  @Override
  public int runLength(int run) {
    return runMoves(run);
  }

  @Override
  public int restingKingBit(long[] states, int at) {
    long king = restingKing(states, at);
    return king == 0L ? -1 : Long.numberOfTrailingZeros(king);
  }

  @Override
  public int endgameLimit(long[] sets) {
    return endgameLimit(sets[0], sets[1], sets[2]);
  }

  @Override
  public Listed[] listed(long[] states, int at, boolean allCaptures) {
    long white = white(states, at);
    long black = black(states, at);
    long kings = kings(states, at);
    boolean whiteToMove = whiteToMove(states, at);
    RulesGenerator generator = scratch.get().generator;
    RulesMoves list = new RulesMoves(32);
    int n = allCaptures ? generator.allCaptures(white, black, kings, whiteToMove, list)
        : generator.generate(white, black, kings, whiteToMove, list);
    // a resting king's quiet moves are not among them (FR-7.1)
    long resting = allCaptures ? 0L : restingKing(states, at);
    Listed[] out = new Listed[n];
    int kept = 0;
    for (int i = 0; i < n; i++) {
      if (list.captured(i) == 0L && (1L << list.from(i) & resting) != 0L) {
        continue;
      }
      out[kept++] = new Listed(list.from(i), list.route(i), new long[] {list.captured(i)}, list.crowned(i));
    }
    return java.util.Arrays.copyOf(out, kept);
  }

  @Override
  public long code(long[] states, int at, int from, int to, boolean crowns, long[] taken) {
    return move(from, to, crowns, taken[0], whiteToMove(states, at) ? black(states, at) : white(states, at));
  }

  @Override
  public int origin(long move) {
    return from(move);
  }

  @Override
  public int destination(long move) {
    return to(move);
  }

  @Override
  public boolean crowning(long move) {
    return crowns(move);
  }

  @Override
  public long[] captured(long[] states, int at, long move) {
    return new long[] {taken(move, whiteToMove(states, at) ? black(states, at) : white(states, at))};
  }

  @Override
  public String toString() {
    return "VariantKernel[" + layout.size + "×" + layout.size + "]";
  }
}
