package io.github.tabla.games.knights.internal;

/**
 * The exact result of every position that can follow one with few targets left, by retrograde analysis:
 * who wins with best play, in how many plies, or that nobody can (KN-9, KN-12).
 *
 * <p>From a position, the static pieces only disappear, so every position that can follow it is given by
 * the two racing knights, the subsets of the static pieces still standing and the side to move. The
 * solver lists them all ({@code 64 · 64 · 2^(a+b) · 2} for {@code a} and {@code b} pieces) and works
 * backwards from the ends of the round: a position is won when some move leads to a position lost for the
 * other side, lost when every move leads to one won for the other side, each at its distance in plies
 * from the end; a forced pass (KN-8) is the single move of a knight without a jump. What is neither when
 * nothing more can be decided is a draw: the round ends drawn (KN-8, KN-9), or neither side can ever force
 * a finish, because the other knight can guard for ever the only squares from which a target can be
 * taken (KN-12 sets no move limit, so such a round never ends, and no safety limit is assumed). Turn
 * counters play no part in the result.
 *
 * <p>A win is the fastest one the winner can force, a loss the slowest the loser can make it; so a player
 * that moves to the position of the best value (a win in the fewest plies, a draw, or a loss in the most)
 * plays perfectly.
 *
 * <pre>{@code
 * RaceSolver solver = RaceSolver.of(whitePieces, blackPieces);       // up to MOST_PIECES pieces in all
 * int value = solver.value(whiteKnight, blackKnight, whitePieces, blackPieces, true);
 * RaceSolver.isWin(value); RaceSolver.plies(value);
 * }</pre>
 *
 * <p>An instance is immutable once made, and safe to share between threads.
 */
public final class RaceSolver {
  /** The most static pieces in all (both sides) of a position the solver takes: at most 2^21 positions. */
  public static final int MOST_PIECES = 10;

  /** The value of a drawn position (and of one the solver was not asked about). */
  public static final int DRAW = 0;

  private static final byte TERMINAL_DRAW = -1;

  /** White's targets: the squares of the black static pieces. */
  private final int[] whiteTargets;
  /** Black's targets: the squares of the white static pieces. */
  private final int[] blackTargets;
  private final int a;
  private final int b;
  /** Per position: 0 drawn or undecided; {@code d + 1} won in {@code d} plies; {@code -(d + 1)} lost. */
  private final short[] values;

  private RaceSolver(int[] whiteTargets, int[] blackTargets) {
    this.whiteTargets = whiteTargets;
    this.blackTargets = blackTargets;
    this.a = whiteTargets.length;
    this.b = blackTargets.length;
    this.values = new short[64 * 64 << a << b << 1];
    solve();
  }

  /**
   * Solves every position that can follow one with these static pieces.
   *
   * @param whitePieces the white static pieces (Black's targets)
   * @param blackPieces the black static pieces (White's targets)
   * @return the solver
   * @throws IllegalArgumentException when there are more than {@link #MOST_PIECES} pieces, or a square
   *     holds pieces of both sides
   */
  public static RaceSolver of(long whitePieces, long blackPieces) {
    int pieces = Long.bitCount(whitePieces) + Long.bitCount(blackPieces);
    if (pieces > MOST_PIECES) {
      throw new IllegalArgumentException("the solver takes at most " + MOST_PIECES + " static pieces, got "
          + pieces);
    }
    if ((whitePieces & blackPieces) != 0L) {
      throw new IllegalArgumentException("a square holds a white and a black piece");
    }
    return new RaceSolver(squares(blackPieces), squares(whitePieces));
  }

  /**
   * Whether this solver knows a position: its static pieces are among the ones it was made for.
   *
   * @param whitePieces the white static pieces
   * @param blackPieces the black static pieces
   * @return {@code true} when {@link #value} answers for them
   */
  public boolean knows(long whitePieces, long blackPieces) {
    return (whitePieces & ~bits(blackTargets)) == 0L && (blackPieces & ~bits(whiteTargets)) == 0L;
  }

  /**
   * The value of a position for its side to move: {@link #DRAW}, a win ({@code > 0}) or a loss
   * ({@code < 0}); {@link #plies} tells in how many plies. A finished round is worth its result in 0 plies.
   *
   * @param whiteKnight the white racing knight's square
   * @param blackKnight the black racing knight's square
   * @param whitePieces the white static pieces, among the solver's
   * @param blackPieces the black static pieces, among the solver's
   * @param whiteToMove whether White is to move
   * @return the value
   * @throws IllegalArgumentException when the solver does not know the pieces, or a square is not 0 to 63
   */
  public int value(int whiteKnight, int blackKnight, long whitePieces, long blackPieces, boolean whiteToMove) {
    if (!knows(whitePieces, blackPieces)) {
      throw new IllegalArgumentException("the position has pieces the solver was not made for");
    }
    if (whiteKnight < 0 || whiteKnight > 63 || blackKnight < 0 || blackKnight > 63) {
      throw new IllegalArgumentException("a knight's square is 0 to 63, got " + whiteKnight + " and " + blackKnight);
    }
    return values[index(whiteKnight, blackKnight, mask(whiteTargets, blackPieces), mask(blackTargets, whitePieces),
        whiteToMove)];
  }

  /**
   * Whether a value is a win for the side to move.
   *
   * @param value a value of {@link #value}
   * @return {@code true} for a win
   */
  public static boolean isWin(int value) {
    return value > 0;
  }

  /**
   * Whether a value is a loss for the side to move.
   *
   * @param value a value of {@link #value}
   * @return {@code true} for a loss
   */
  public static boolean isLoss(int value) {
    return value < 0;
  }

  /**
   * The plies to the end of the round of a won or lost position, with best play by both sides.
   *
   * @param value a win or a loss
   * @return the plies, 0 for a finished round
   */
  public static int plies(int value) {
    return Math.abs(value) - 1;
  }

  /**
   * The value of a position for the side that moved into a position of a value: a loss of the other side
   * is a win one ply further from the end, and so on.
   *
   * @param value the value of the position after the move, for its side to move
   * @return the value of the move for the side that played it
   */
  public static int before(int value) {
    return value > 0 ? -(value + 1) : value < 0 ? 1 - value : DRAW;
  }

  /**
   * The positions this solver solved, valid or not: what its answers cost.
   *
   * @return {@code 64 · 64 · 2^(a+b) · 2}
   */
  public long positions() {
    return values.length;
  }

  /**
   * The positions a solver for these pieces solves, valid or not: its work, counted as a search counts
   * nodes.
   *
   * @param whitePieces the white static pieces
   * @param blackPieces the black static pieces
   * @return {@code 64 · 64 · 2^(a+b) · 2}
   */
  public static long positions(long whitePieces, long blackPieces) {
    return 64L * 64 << Long.bitCount(whitePieces) + Long.bitCount(blackPieces) << 1;
  }

  /**
   * How good a value is for the side to move: a win sooner is better, a loss later is better, a draw lies
   * between.
   *
   * @param value a value of {@link #value}
   * @return a number that orders values from worst to best
   */
  public static int rank(int value) {
    return value > 0 ? Short.MAX_VALUE + 1 - value : value < 0 ? Short.MIN_VALUE - value : 0;
  }

  private int index(int wk, int bk, int wm, int bm, boolean whiteToMove) {
    return ((((wk * 64 + bk) << a | wm) << b | bm) << 1) | (whiteToMove ? 0 : 1);
  }

  private void solve() {
    int n = values.length;
    byte[] left = new byte[n];
    int[] queue = new int[n];
    int tail = 0;
    for (int i = 0; i < n; i++) {
      boolean white = (i & 1) == 0;
      int bm = i >>> 1 & (1 << b) - 1;
      int wm = i >>> 1 + b & (1 << a) - 1;
      int bk = i >>> 1 + b + a & 63;
      int wk = i >>> 7 + b + a;
      long wp = bits(blackTargets, bm);
      long bp = bits(whiteTargets, wm);
      if (!valid(wk, bk, wp, bp)) {
        continue;
      }
      int status = Rules.status(wk, bk, wp, bp, 0, 0, white, 0);
      if (status == Rules.ONGOING) {
        long jumps = white ? Rules.jumps(wk, wp, bk) : Rules.jumps(bk, bp, wk);
        left[i] = (byte) Math.max(1, Long.bitCount(jumps));
      } else if (status == Rules.WHITE_WINS || status == Rules.BLACK_WINS) {
        values[i] = (short) ((status == Rules.WHITE_WINS) == white ? 1 : -1);
        queue[tail++] = i;
      } else {
        left[i] = TERMINAL_DRAW;
      }
    }
    for (int head = 0; head < tail; head++) {
      int s = queue[head];
      short v = values[s];
      // the positions before s: the other side moved into it
      boolean white = (s & 1) == 0;
      int bm = s >>> 1 & (1 << b) - 1;
      int wm = s >>> 1 + b & (1 << a) - 1;
      int bk = s >>> 1 + b + a & 63;
      int wk = s >>> 7 + b + a;
      long wp = bits(blackTargets, bm);
      long bp = bits(whiteTargets, wm);
      int previous = before(v);
      if (Math.abs(previous) > Short.MAX_VALUE) {
        // never met: a forced result further than 32,766 plies away would not fit the table
        throw new IllegalStateException("a result " + plies(previous) + " plies away does not fit the solver");
      }
      short next = (short) previous;
      boolean mover = !white;
      // a forced pass of the mover (KN-8)
      int pass = index(wk, bk, wm, bm, mover);
      if (left[pass] > 0 && (mover ? Rules.jumps(wk, wp, bk) : Rules.jumps(bk, bp, wk)) == 0L) {
        tail = decide(pass, next, left, queue, tail);
      }
      int to = mover ? wk : bk;
      int other = mover ? bk : wk;
      long own = mover ? wp : bp;
      long theirs = mover ? bp : wp;
      int[] targets = mover ? whiteTargets : blackTargets;
      int captured = indexOf(targets, to);
      for (long froms = Board.jumps(to) & ~own & ~theirs & ~(1L << other); froms != 0L; froms &= froms - 1) {
        int from = Long.numberOfTrailingZeros(froms);
        // a quiet jump onto an empty square
        int quiet = mover ? index(from, bk, wm, bm, true) : index(wk, from, wm, bm, false);
        if (left[quiet] > 0) {
          tail = decide(quiet, next, left, queue, tail);
        }
        // a capture of a target that stood on the square
        if (captured >= 0) {
          int capture = mover ? index(from, bk, wm | 1 << captured, bm, true)
              : index(wk, from, wm, bm | 1 << captured, false);
          if (left[capture] > 0) {
            tail = decide(capture, next, left, queue, tail);
          }
        }
      }
    }
  }

  /**
   * One move of an undecided position leads to a decided one worth {@code next} to the position's mover:
   * a win decides it at once, a loss only when it was the last move left.
   */
  private int decide(int position, short next, byte[] left, int[] queue, int tail) {
    if (values[position] != 0) {
      return tail;
    }
    if (next > 0 || --left[position] == 0) {
      values[position] = next;
      left[position] = 0;
      queue[tail++] = position;
    }
    return tail;
  }

  private static boolean valid(int wk, int bk, long whitePieces, long blackPieces) {
    long all = whitePieces | blackPieces;
    return wk != bk && (all >> wk & 1L) == 0L && (all >> bk & 1L) == 0L;
  }

  private static int[] squares(long pieces) {
    int[] squares = new int[Long.bitCount(pieces)];
    int i = 0;
    for (long p = pieces; p != 0L; p &= p - 1) {
      squares[i++] = Long.numberOfTrailingZeros(p);
    }
    return squares;
  }

  private static long bits(int[] squares, int mask) {
    long r = 0L;
    for (int i = 0; i < squares.length; i++) {
      if ((mask >> i & 1) != 0) {
        r |= 1L << squares[i];
      }
    }
    return r;
  }

  private static long bits(int[] squares) {
    return bits(squares, (1 << squares.length) - 1);
  }

  private static int mask(int[] squares, long pieces) {
    int m = 0;
    for (int i = 0; i < squares.length; i++) {
      if ((pieces >> squares[i] & 1L) != 0L) {
        m |= 1 << i;
      }
    }
    return m;
  }

  private static int indexOf(int[] squares, int square) {
    for (int i = 0; i < squares.length; i++) {
      if (squares[i] == square) {
        return i;
      }
    }
    return -1;
  }

  @Override
  public String toString() {
    return "RaceSolver[" + a + " white targets, " + b + " black targets]";
  }
}
