package io.github.tabla.games.draughts.internal;

import io.github.tabla.core.kernel.Kernel;
import io.github.tabla.core.kernel.ZobristKeys;

/**
 * The kernel of a draughts variant given as data: the {@link RulesGenerator} of its rules, states of five
 * words and moves of one {@code long}.
 *
 * <p>A state is White's pieces, Black's pieces and the kings as {@link Layout} bitboards, a word of
 * counters (the side to move, the plies without progress, each side's moves) and the Zobrist key. A move
 * is its origin and destination bits (six bits each), whether it crowns, and the captured pieces as a set of
 * canonical squares (at most 50 on a 10 &times; 10 board): what making it needs, not its route. Two routes
 * that take the same pieces from the same origin to the same destination are one kernel move for each
 * route the generator lists (so a perft counts routes when the rules count them).
 */
public final class VariantKernel implements Kernel {
  /** The words of a state. */
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
    int most = 0;
    int shortest = Integer.MAX_VALUE;
    for (int n = 0; n < endgamePlies.length && n < this.endgamePlies.length; n++) {
      if (endgamePlies[n] < 0 || endgamePlies[n] > 2000) {
        throw new IllegalArgumentException("an endgame limit of 0 to 2,000 plies, not " + endgamePlies[n]);
      }
      this.endgamePlies[n] = endgamePlies[n];
      most = Math.max(most, endgamePlies[n]);
      if (endgamePlies[n] > 0) {
        shortest = Math.min(shortest, endgamePlies[n]);
      }
    }
    this.shortestEndgame = shortest;
    this.endgameLimits = most > 0;
    this.endgameKeys = most > 0 ? keys.drawAfterZero(most + 1) : new long[1];
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
      return whites < endgamePlies.length ? endgamePlies[whites] : 0;
    }
    if (whites == 1 && (white & kings) != 0 && (black & kings) != 0) {
      return blacks < endgamePlies.length ? endgamePlies[blacks] : 0;
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
   * @return the move
   */
  public long move(int from, int to, boolean crowns, long taken) {
    return from | (long) to << TO_SHIFT | (crowns ? 1L << CROWNS : 0L)
        | (taken == 0L ? 0L : layout.compact(taken) << TAKEN);
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
   * @return the bitboard
   */
  public long taken(long move) {
    return layout.spread(move >>> TAKEN);
  }

  /**
   * The generator of the calling thread, for the typed positions.
   *
   * @return the generator
   */
  public RulesGenerator generator() {
    return scratch.get().generator;
  }

  @Override
  public int stateWords() {
    return WORDS;
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
      return shared.writeSteps(white, black, kings, whiteToMove, moves, offset);
    }
    Scratch s = scratch.get();
    int n = s.generator.captures(white, black, kings, whiteToMove, jumpers, s.list);
    if (n > MAX_MOVES) {
      throw new IllegalStateException(n + " moves, more than the kernel's " + MAX_MOVES);
    }
    RulesMoves list = s.list;
    for (int i = 0; i < n; i++) {
      moves[offset + i] = move(list.from(i), list.to(i), list.crowned(i), list.captured(i));
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
      return shared.countSteps(white, black, kings, whiteToMove);
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
    long taken = move >>> TAKEN == 0 ? 0L : layout.spread(move >>> TAKEN);
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
    target[targetAt + WHITE] = white;
    target[targetAt + BLACK] = black;
    target[targetAt + KINGS] = newKings;
    target[targetAt + COUNTERS] = next;
    target[targetAt + KEY] = key ^ blackToMoveKey;
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
        depth)) {
      return Kernel.super.perft(states, at, depth);
    }
    return new RulesPerft(scratch.get().generator).bulk(white(states, at), black(states, at), kings(states, at),
        whiteToMove(states, at), depth);
  }

  @Override
  public String toString() {
    return "VariantKernel[" + layout.size + "×" + layout.size + "]";
  }
}
