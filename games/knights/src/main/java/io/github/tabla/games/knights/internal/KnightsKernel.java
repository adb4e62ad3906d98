package io.github.tabla.games.knights.internal;

import io.github.tabla.core.kernel.Kernel;

/**
 * The rules of Knights in the Enemy Camp on primitives, once: the jumps of the knight to move (KN-3,
 * KN-5), a capture (KN-6), a forced pass (KN-8), the turn counts (KN-10), the end of the round (KN-8,
 * KN-9, KN-12, through {@link Rules#status}) and the incremental Zobrist key. {@code KnightsPosition}
 * plays every move through {@link #make}.
 *
 * <p>A state is five words: the key; White's static pieces and Black's (sets of squares); the knights and
 * the side to move, packed (White's knight in bits 0–5, Black's in 6–11, Black to move in 12); and the
 * turns each side has taken (White's in the low 32 bits, Black's in the high 32). A move is the landing
 * square of the knight to move, or {@link #PASS}. The safety limit (KN-12) is the kernel's: one kernel per
 * limit.
 *
 * <pre>{@code
 * KnightsKernel kernel = KnightsKernel.of(0);
 * long[] s = new long[KnightsKernel.WORDS];
 * kernel.write(s, 0, e8, e1, whitePieces, blackPieces, 0, 0, true);
 * kernel.perft(s, 0, 2);
 * }</pre>
 */
public final class KnightsKernel implements Kernel {
  /** The words of a state. */
  public static final int WORDS = 5;
  /** The move code of a forced pass (KN-8). */
  public static final long PASS = 64;
  /** The most moves of a state: the eight jumps of a knight. */
  public static final int MAX_MOVES = 8;

  private static final KnightsKernel NO_LIMIT = new KnightsKernel(0);

  private static final int KEY = 0;
  private static final int WHITE_PIECES = 1;
  private static final int BLACK_PIECES = 2;
  private static final int KNIGHTS = 3;
  private static final int TURNS = 4;
  private static final int BLACK_KNIGHT = 6;
  private static final int BLACK_TO_MOVE = 12;

  private final int limit;

  private KnightsKernel(int limit) {
    this.limit = limit;
  }

  /**
   * The kernel of a safety limit.
   *
   * @param limit the safety limit in turns per side (KN-12), 0 for none
   * @return the kernel
   * @throws IllegalArgumentException when {@code limit} is negative
   */
  public static KnightsKernel of(int limit) {
    if (limit < 0) {
      throw new IllegalArgumentException("a safety limit must be 0 (none) or more, got " + limit);
    }
    return limit == 0 ? NO_LIMIT : new KnightsKernel(limit);
  }

  /**
   * The safety limit this kernel plays to.
   *
   * @return the turns per side, 0 for none
   */
  public int limit() {
    return limit;
  }

  /**
   * Writes a state from its parts, its key computed from scratch.
   *
   * @param states the array
   * @param at the offset of the state
   * @param whiteKnight White's racing knight
   * @param blackKnight Black's racing knight
   * @param whitePieces White's static pieces
   * @param blackPieces Black's static pieces
   * @param whiteTurns White's turns
   * @param blackTurns Black's turns
   * @param whiteToMove whether White is to move
   */
  public static void write(long[] states, int at, int whiteKnight, int blackKnight, long whitePieces,
      long blackPieces, int whiteTurns, int blackTurns, boolean whiteToMove) {
    write(states, at, Zobrist.of(whiteKnight, blackKnight, whitePieces | blackPieces, whiteTurns, blackTurns,
        whiteToMove), whiteKnight, blackKnight, whitePieces, blackPieces, whiteTurns, blackTurns, whiteToMove);
  }

  /**
   * Writes a state from its parts and the key it is known to have (a position's own).
   *
   * @param states the array
   * @param at the offset of the state
   * @param key the state's key
   * @param whiteKnight White's racing knight
   * @param blackKnight Black's racing knight
   * @param whitePieces White's static pieces
   * @param blackPieces Black's static pieces
   * @param whiteTurns White's turns
   * @param blackTurns Black's turns
   * @param whiteToMove whether White is to move
   */
  public static void write(long[] states, int at, long key, int whiteKnight, int blackKnight, long whitePieces,
      long blackPieces, int whiteTurns, int blackTurns, boolean whiteToMove) {
    states[at + KEY] = key;
    states[at + WHITE_PIECES] = whitePieces;
    states[at + BLACK_PIECES] = blackPieces;
    states[at + KNIGHTS] = whiteKnight | (long) blackKnight << BLACK_KNIGHT | (whiteToMove ? 0L : 1L << BLACK_TO_MOVE);
    states[at + TURNS] = (whiteTurns & 0xFFFF_FFFFL) | (long) blackTurns << 32;
  }

  /**
   * The square of a side's racing knight.
   *
   * @param states the array
   * @param at the offset of the state
   * @param white {@code true} for White's knight
   * @return the square index
   */
  public static int knight(long[] states, int at, boolean white) {
    return (int) (states[at + KNIGHTS] >>> (white ? 0 : BLACK_KNIGHT)) & 63;
  }

  /**
   * A side's static pieces.
   *
   * @param states the array
   * @param at the offset of the state
   * @param white {@code true} for White's
   * @return the squares, as a bitboard
   */
  public static long pieces(long[] states, int at, boolean white) {
    return states[at + (white ? WHITE_PIECES : BLACK_PIECES)];
  }

  /**
   * The turns a side has taken, passes included (KN-10).
   *
   * @param states the array
   * @param at the offset of the state
   * @param white {@code true} for White's
   * @return the count
   */
  public static int turns(long[] states, int at, boolean white) {
    long t = states[at + TURNS];
    return white ? (int) t : (int) (t >>> 32);
  }

  /**
   * Whether White is to move.
   *
   * @param states the array
   * @param at the offset of the state
   * @return {@code true} for White
   */
  public static boolean whiteToMove(long[] states, int at) {
    return (states[at + KNIGHTS] >>> BLACK_TO_MOVE & 1L) == 0L;
  }

  /**
   * How the round stands ({@link Rules#status}).
   *
   * @param states the array
   * @param at the offset of the state
   * @return {@link Rules#ONGOING} or the way the round ended
   */
  public int status(long[] states, int at) {
    return Rules.status(knight(states, at, true), knight(states, at, false), states[at + WHITE_PIECES],
        states[at + BLACK_PIECES], turns(states, at, true), turns(states, at, false), whiteToMove(states, at), limit);
  }

  /**
   * The landing squares of the knight to move (KN-3, KN-5): empty means a forced pass, or the end.
   *
   * @param states the array
   * @param at the offset of the state
   * @return the squares, as a bitboard
   */
  public static long jumps(long[] states, int at) {
    boolean white = whiteToMove(states, at);
    return Rules.jumps(knight(states, at, white), pieces(states, at, white), knight(states, at, !white));
  }

  @Override
  public int stateWords() {
    return WORDS;
  }

  @Override
  public int maxMoves() {
    return MAX_MOVES;
  }

  @Override
  public int moves(long[] states, int at, long[] moves, int offset) {
    if (status(states, at) != Rules.ONGOING) {
      return 0;
    }
    long jumps = jumps(states, at);
    if (jumps == 0L) {
      moves[offset] = PASS;
      return 1;
    }
    int n = 0;
    for (long b = jumps; b != 0L; b &= b - 1) {
      moves[offset + n++] = Long.numberOfTrailingZeros(b);
    }
    return n;
  }

  @Override
  public int countMoves(long[] states, int at, long[] moves, int offset) {
    if (status(states, at) != Rules.ONGOING) {
      return 0;
    }
    return Math.max(1, Long.bitCount(jumps(states, at)));
  }

  /**
   * Makes a move ({@link #knightsAfter}, {@link #turnsAfter}, {@link #targetsAfter}): the knight to move
   * lands on the move's square and captures what stands there (KN-6), or passes (KN-8); either way its
   * side's turn count goes up by one (KN-10) and the other side is to move. The key follows the parts
   * that changed.
   */
  @Override
  public void make(long[] states, int at, long move, long[] target, int targetAt) {
    long knights = states[at + KNIGHTS];
    long turnsWord = states[at + TURNS];
    long whitePieces = states[at + WHITE_PIECES];
    long blackPieces = states[at + BLACK_PIECES];
    boolean white = (knights >>> BLACK_TO_MOVE & 1L) == 0L;
    int turns = white ? (int) turnsWord : (int) (turnsWord >>> 32);
    long key = states[at + KEY] ^ Zobrist.blackToMove() ^ Zobrist.turns(white, turns) ^ Zobrist.turns(white, turns + 1);
    long knightsAfter = knightsAfter(knights, move);
    if (move != PASS) {
      int shift = white ? 0 : BLACK_KNIGHT;
      key ^= Zobrist.knight(white, (int) (knights >>> shift) & 63) ^ Zobrist.knight(white, (int) move);
      long targets = white ? blackPieces : whitePieces;
      long targetsAfter = targetsAfter(targets, (int) move);
      if (targetsAfter != targets) {
        key ^= Zobrist.staticPiece((int) move);
      }
      if (white) {
        blackPieces = targetsAfter;
      } else {
        whitePieces = targetsAfter;
      }
    }
    target[targetAt + KEY] = key;
    target[targetAt + WHITE_PIECES] = whitePieces;
    target[targetAt + BLACK_PIECES] = blackPieces;
    target[targetAt + KNIGHTS] = knightsAfter;
    target[targetAt + TURNS] = turnsAfter(turnsWord, white);
  }

  // The rules of a move, once: make and perft both follow them.

  /** The knights word after a move: the mover's knight lands on the move's square (a pass leaves it), and the other side is to move. */
  private static long knightsAfter(long knights, long move) {
    long flipped = knights ^ 1L << BLACK_TO_MOVE;
    if (move == PASS) {
      return flipped;
    }
    int shift = (knights >>> BLACK_TO_MOVE & 1L) == 0L ? 0 : BLACK_KNIGHT;
    return flipped & ~(63L << shift) | move << shift;
  }

  /** The turns word after a move of a side: its count goes up by one, a pass included (KN-10). */
  private static long turnsAfter(long turns, boolean white) {
    return white ? (turns & 0xFFFF_FFFF_0000_0000L) | ((int) turns + 1 & 0xFFFF_FFFFL)
        : (turns & 0xFFFF_FFFFL) | (long) ((int) (turns >>> 32) + 1) << 32;
  }

  /** The mover's targets after a jump: a target on the landing square is captured (KN-6). */
  private static long targetsAfter(long targets, int to) {
    return targets & ~(1L << to);
  }

  /**
   * Perft without keys (a perft needs none), on the parts the rules of a move change.
   */
  @Override
  public long perft(long[] states, int at, int depth) {
    if (depth < 0) {
      throw new IllegalArgumentException("perft depth must be at least 0, got " + depth);
    }
    return count(knight(states, at, true), knight(states, at, false), states[at + WHITE_PIECES],
        states[at + BLACK_PIECES], turns(states, at, true), turns(states, at, false), whiteToMove(states, at), limit,
        depth);
  }

  private static long count(int whiteKnight, int blackKnight, long whitePieces, long blackPieces, int whiteTurns,
      int blackTurns, boolean white, int limit, int depth) {
    if (depth == 0) {
      return 1L;
    }
    if (Rules.status(whiteKnight, blackKnight, whitePieces, blackPieces, whiteTurns, blackTurns, white, limit)
        != Rules.ONGOING) {
      return 0L;
    }
    long jumps = white ? Rules.jumps(whiteKnight, whitePieces, blackKnight)
        : Rules.jumps(blackKnight, blackPieces, whiteKnight);
    // a move, a pass included, is a turn of its side (KN-10)
    int wt = white ? whiteTurns + 1 : whiteTurns;
    int bt = white ? blackTurns : blackTurns + 1;
    if (jumps == 0L) {
      return count(whiteKnight, blackKnight, whitePieces, blackPieces, wt, bt, !white, limit, depth - 1);
    }
    if (depth == 1) {
      return Long.bitCount(jumps);
    }
    long n = 0L;
    for (long b = jumps; b != 0L; b &= b - 1) {
      int to = Long.numberOfTrailingZeros(b);
      n += white ? count(to, blackKnight, whitePieces, targetsAfter(blackPieces, to), wt, bt, false, limit, depth - 1)
          : count(whiteKnight, to, targetsAfter(whitePieces, to), blackPieces, wt, bt, true, limit, depth - 1);
    }
    return n;
  }

  @Override
  public long key(long[] states, int at) {
    return states[at + KEY];
  }

  @Override
  public long keyFromScratch(long[] states, int at) {
    return Zobrist.of(knight(states, at, true), knight(states, at, false),
        states[at + WHITE_PIECES] | states[at + BLACK_PIECES], turns(states, at, true), turns(states, at, false),
        whiteToMove(states, at));
  }

  @Override
  public boolean isOver(long[] states, int at) {
    return status(states, at) != Rules.ONGOING;
  }

  /** The race's result (KN-8, KN-9, KN-12), by {@link Rules#status}. */
  @Override
  public int result(long[] states, int at) {
    int status = status(states, at);
    if (status != Rules.WHITE_WINS && status != Rules.BLACK_WINS) {
      return 0;
    }
    return (status == Rules.WHITE_WINS) == whiteToMove(states, at) ? 1 : -1;
  }

  @Override
  public int sideToMove(long[] states, int at) {
    return whiteToMove(states, at) ? 0 : 1;
  }

  /** The targets a side has captured: 14 less the other side's static pieces left (KN-6). */
  @Override
  public int score(long[] states, int at, int side) {
    return 14 - Long.bitCount(states[at + (side == 0 ? BLACK_PIECES : WHITE_PIECES)]);
  }

  @Override
  public String toString() {
    return limit == 0 ? "KnightsKernel" : "KnightsKernel[limit " + limit + "]";
  }
}
