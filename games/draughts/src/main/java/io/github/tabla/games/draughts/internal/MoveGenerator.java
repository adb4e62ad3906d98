package io.github.tabla.games.draughts.internal;

import static io.github.tabla.games.draughts.internal.Geometry.DOWN_LEFT;
import static io.github.tabla.games.draughts.internal.Geometry.DOWN_RIGHT;
import static io.github.tabla.games.draughts.internal.Geometry.UP_LEFT;
import static io.github.tabla.games.draughts.internal.Geometry.UP_RIGHT;
import static io.github.tabla.games.draughts.internal.Geometry.downLeft;
import static io.github.tabla.games.draughts.internal.Geometry.downRight;
import static io.github.tabla.games.draughts.internal.Geometry.upLeft;
import static io.github.tabla.games.draughts.internal.Geometry.upRight;

import io.github.tabla.games.draughts.DraughtsRules;
import io.github.tabla.games.draughts.variants.RulesGenerators;
import org.jspecify.annotations.Nullable;

/**
 * Legal moves of Italian draughts on three bitboards of its 32 squares ({@link Geometry}): {@code white},
 * {@code black} and {@code kings} (the kings of both sides; a piece not in {@code kings} is a man), for the
 * game's kernel, its endgame tables and its Robot.
 *
 * <p>The captures (ID-8 to ID-11: forward men that take only men and stop on the far row, short kings,
 * pieces leaving after the move, the priorities of ID-10, every route its own move, ID-11a) come from the
 * one rules-driven generator of every variant, {@link RulesGenerator} given {@link DraughtsRules#ITALIAN}:
 * this class turns the squares into its {@link Layout} bits ({@link Geometry#toLayout}) and its captures
 * back into packed paths. What needs no capture search stays here on the 32-square bitboards, for the
 * evaluation and the search's checks: the pieces that can jump ({@link #jumpers}), whether a side can move
 * ({@link #hasMove}), the steps, and the captures that need no search: when only men can capture and each of
 * their captures is one jump that cannot go on, those jumps are the moves, written at once. The tests hold
 * all of these to the rules-driven generator.
 *
 * <p>An instance keeps the rules-driven generator and its buffer and is not thread-safe; one per thread
 * ({@link #ofThisThread}), reused, it generates without allocating (a buffer grows only in rare positions
 * with many captures).
 */
public final class MoveGenerator {
  private static final ThreadLocal<MoveGenerator> OF_THREAD = ThreadLocal.withInitial(MoveGenerator::new);

  /** The index of each of the layout's bits ({@link Geometry#fromLayoutBit}), -1 for its unused bits. */
  private static final byte[] INDEX_OF_BIT = new byte[35];
  /** A jump's direction on this board from its change of bit on the layout's, at {@code change + 10}. */
  private static final byte[] JUMP = new byte[21];

  static {
    for (int bit = 0; bit < INDEX_OF_BIT.length; bit++) {
      INDEX_OF_BIT[bit] = (byte) (bit % 9 == 8 ? -1 : Geometry.fromLayoutBit(bit));
    }
    java.util.Arrays.fill(JUMP, (byte) -1);
    // up is to lower bits on both boards, two rows up 8 or 10 bits on the layout's; its left is our right
    JUMP[-10 + 10] = UP_RIGHT;
    JUMP[-8 + 10] = UP_LEFT;
    JUMP[8 + 10] = DOWN_RIGHT;
    JUMP[10 + 10] = DOWN_LEFT;
  }

  private final RulesGenerator rules = RulesGenerators.of(DraughtsRules.ITALIAN);
  private final RulesMoves found = new RulesMoves(64);
  /** Each capture's place in the order of a search from each origin in turn (see {@link #sort}). */
  private long[] order = new long[64];
  /** Each sorted capture's destination. */
  private int[] ends = new int[64];
  /** The kings of the last search, whose captures come with their routes; all squares when every capture does. */
  private int searchKings;
  /** The side to move in the last search. */
  private boolean searchWhite;

  /**
   * A generator of its own, with its rules-driven generator.
   *
   * @throws IllegalStateException if {@link DraughtsRules#ITALIAN} is not what the 32-square bitboards play
   */
  public MoveGenerator() {
    if (rules.layout.size != 8 || rules.flying() || rules.manBackward() || rules.menTakeKings()
        || rules.orthogonal() || rules.crownedGoesOn() || rules.goesOnAsMan()) {
      throw new IllegalStateException("the 32-square bitboards play short kings and forward men that take only "
          + "men and stop on the far row, not " + DraughtsRules.ITALIAN);
    }
  }

  /**
   * The calling thread's generator, made on its first call.
   *
   * @return the generator; not to be shared with another thread
   */
  public static MoveGenerator ofThisThread() {
    return OF_THREAD.get();
  }

  /**
   * Whether a packed move captures.
   *
   * @param move a packed move
   * @return {@code true} when its low 32 bits name captured squares
   */
  public static boolean isCapture(long move) {
    return (int) move != 0;
  }

  /**
   * The squares of the side to move's pieces that can jump an enemy piece now (ID-8).
   *
   * @param white White's pieces
   * @param black Black's pieces
   * @param kings the kings of both sides
   * @param whiteToMove whose turn it is
   * @return the pieces that can start a capture
   */
  public static int jumpers(int white, int black, int kings, boolean whiteToMove) {
    int e = ~(white | black);
    if (whiteToMove) {
      int men = white & ~kings;
      int k = white & kings;
      int bm = black & ~kings;
      int j = men & (downRight(bm & downRight(e)) | downLeft(bm & downLeft(e)));
      if (k != 0) {
        j |= k & (downRight(black & downRight(e)) | downLeft(black & downLeft(e))
            | upRight(black & upRight(e)) | upLeft(black & upLeft(e)));
      }
      return j;
    }
    int men = black & ~kings;
    int k = black & kings;
    int wm = white & ~kings;
    int j = men & (upRight(wm & upRight(e)) | upLeft(wm & upLeft(e)));
    if (k != 0) {
      j |= k & (downRight(white & downRight(e)) | downLeft(white & downLeft(e))
          | upRight(white & upRight(e)) | upLeft(white & upLeft(e)));
    }
    return j;
  }

  /**
   * Whether the side to move has at least one legal move: the fast check behind ID-12.
   *
   * @param white White's pieces
   * @param black Black's pieces
   * @param kings the kings of both sides
   * @param whiteToMove whose turn it is
   * @return {@code true} when a step or a capture is possible
   */
  public static boolean hasMove(int white, int black, int kings, boolean whiteToMove) {
    int e = ~(white | black);
    if (whiteToMove) {
      int k = white & kings;
      if (((upLeft(white) | upRight(white) | downLeft(k) | downRight(k)) & e) != 0) {
        return true;
      }
    } else {
      int k = black & kings;
      if (((downLeft(black) | downRight(black) | upLeft(k) | upRight(k)) & e) != 0) {
        return true;
      }
    }
    return jumpers(white, black, kings, whiteToMove) != 0;
  }

  /**
   * The number of legal moves, every capture path counted (ID-11a), without listing them: the last ply
   * of a bulk-counting perft.
   *
   * @param white White's pieces
   * @param black Black's pieces
   * @param kings the kings of both sides
   * @param whiteToMove whose turn it is
   * @return the number of legal moves
   */
  public int count(int white, int black, int kings, boolean whiteToMove) {
    if (jumpers(white, black, kings, whiteToMove) != 0) {
      return rules.count(Geometry.toLayout(white), Geometry.toLayout(black), Geometry.toLayout(kings), whiteToMove,
          found);
    }
    int e = ~(white | black);
    if (whiteToMove) {
      int k = white & kings;
      int n = Integer.bitCount(upLeft(white) & e) + Integer.bitCount(upRight(white) & e);
      return k == 0 ? n : n + Integer.bitCount(downLeft(k) & e) + Integer.bitCount(downRight(k) & e);
    }
    int k = black & kings;
    int n = Integer.bitCount(downLeft(black) & e) + Integer.bitCount(downRight(black) & e);
    return k == 0 ? n : n + Integer.bitCount(upLeft(k) & e) + Integer.bitCount(upRight(k) & e);
  }

  /**
   * Lists the legal moves: the best captures by the Italian priorities (ID-10) when a capture is
   * possible (ID-8), otherwise every step.
   *
   * @param white White's pieces
   * @param black Black's pieces
   * @param kings the kings of both sides
   * @param whiteToMove whose turn it is
   * @param list the buffer to fill; it is cleared first
   * @return the number of moves
   */
  public int generate(int white, int black, int kings, boolean whiteToMove, MoveList list) {
    list.size = 0;
    int jumpers = jumpers(white, black, kings, whiteToMove);
    if (jumpers != 0) {
      return captures(white, black, kings, whiteToMove, jumpers, list);
    }
    int e = ~(white | black);
    if (whiteToMove) {
      steps(white & downRight(e), UP_LEFT, list);
      steps(white & downLeft(e), UP_RIGHT, list);
      int k = white & kings;
      if (k != 0) {
        steps(k & upRight(e), DOWN_LEFT, list);
        steps(k & upLeft(e), DOWN_RIGHT, list);
      }
    } else {
      int k = black & kings;
      if (k != 0) {
        steps(k & downRight(e), UP_LEFT, list);
        steps(k & downLeft(e), UP_RIGHT, list);
      }
      steps(black & upRight(e), DOWN_LEFT, list);
      steps(black & upLeft(e), DOWN_RIGHT, list);
    }
    return list.size;
  }

  /**
   * Lists the captures the priorities of ID-10 allow of a side that must capture: what
   * {@link #generate} lists when {@code jumpers} is not empty, for a caller that has the jumpers already.
   *
   * @param white White's pieces
   * @param black Black's pieces
   * @param kings the kings of both sides
   * @param whiteToMove whose turn it is
   * @param jumpers the side to move's {@link #jumpers}, not empty
   * @param list the buffer to fill; it is cleared first
   * @return the number of captures
   */
  public int captures(int white, int black, int kings, boolean whiteToMove, int jumpers, MoveList list) {
    list.size = 0;
    list.reserve(2 * Integer.bitCount(jumpers));
    int n = singleJumps(white, black, kings, whiteToMove, jumpers, list.moves, 0, list.paths);
    if (n < 0) {
      n = search(white, black, kings, whiteToMove, jumpers);
      list.reserve(n);
      sort(n, list.moves, 0);
      copy(n, list);
    }
    list.size = n;
    return n;
  }

  /**
   * Writes the captures the priorities of ID-10 allow as the kernel's moves ({@link DraughtsKernel#move}), in
   * the order of {@link #captures}, for a side that must capture.
   *
   * @param white White's pieces
   * @param black Black's pieces
   * @param kings the kings of both sides
   * @param whiteToMove whose turn it is
   * @param jumpers the side to move's {@link #jumpers}, not empty
   * @param out the buffer
   * @param offset where the first move goes
   * @param room the most moves the buffer takes from {@code offset}
   * @return the number of captures
   * @throws IllegalStateException when there are more than {@code room}, which the rules do not give
   */
  public int kernelMoves(int white, int black, int kings, boolean whiteToMove, int jumpers, long[] out, int offset,
      int room) {
    int n = singleJumps(white, black, kings, whiteToMove, jumpers, out, offset, null);
    if (n >= 0) {
      return n;
    }
    n = search(white, black, kings, whiteToMove, jumpers);
    if (n > room) {
      throw new IllegalStateException(n + " moves, more than the kernel's " + room);
    }
    sort(n, out, offset);
    return n;
  }

  /**
   * The captures of a side whose every capture is one jump, by men, written at once in the order of
   * {@link #sort} without the capture search: as the kernel's moves, or given {@code paths} as a
   * {@link MoveList}'s moves and paths; -1 when a king can capture or a man's capture can go on, which the
   * rules-driven generator then searches. A man takes only men (ID-5) and a capture of one man is a capture
   * of one man whoever makes it, so ID-10 keeps them all; a man on the far row jumps no further (ID-11) as
   * it has no square ahead.
   */
  private static int singleJumps(int white, int black, int kings, boolean whiteToMove, int jumpers, long[] out,
      int offset, int @Nullable [] paths) {
    if ((jumpers & kings) != 0 || 2 * Integer.bitCount(jumpers) > out.length - offset) {
      return -1;
    }
    int e = ~(white | black);
    int n = offset;
    if (whiteToMove) {
      int men = black & ~kings;
      for (int p = jumpers; p != 0; p &= p - 1) {
        int bit = p & -p;
        int from = Integer.numberOfTrailingZeros(bit);
        int left = upLeft(bit) & men;
        int land = upLeft(left) & e;
        if (land != 0) {
          if (goesOnUp(land, men, e | bit)) {
            return -1;
          }
          n = jump(out, n, paths, from | UP_LEFT << 5, bit | land, left);
        }
        int right = upRight(bit) & men;
        land = upRight(right) & e;
        if (land != 0) {
          if (goesOnUp(land, men, e | bit)) {
            return -1;
          }
          n = jump(out, n, paths, from | UP_RIGHT << 5, bit | land, right);
        }
      }
    } else {
      int men = white & ~kings;
      for (int p = jumpers; p != 0; p &= p - 1) {
        int bit = p & -p;
        int from = Integer.numberOfTrailingZeros(bit);
        int left = downLeft(bit) & men;
        int land = downLeft(left) & e;
        if (land != 0) {
          if (goesOnDown(land, men, e | bit)) {
            return -1;
          }
          n = jump(out, n, paths, from | DOWN_LEFT << 5, bit | land, left);
        }
        int right = downRight(bit) & men;
        land = downRight(right) & e;
        if (land != 0) {
          if (goesOnDown(land, men, e | bit)) {
            return -1;
          }
          n = jump(out, n, paths, from | DOWN_RIGHT << 5, bit | land, right);
        }
      }
    }
    return n - offset;
  }

  /**
   * The captures of a side that must capture, found on the layout's bits, each man's by its identity only
   * (see {@link #sort}); returns how many.
   */
  private int search(int white, int black, int kings, boolean whiteToMove, int jumpers) {
    searchKings = kings;
    searchWhite = whiteToMove;
    // most positions of a game before its endgame have no king
    return rules.capturesWithKingRoutes(Geometry.toLayout(white), Geometry.toLayout(black),
        kings == 0 ? 0L : Geometry.toLayout(kings), whiteToMove, Geometry.toLayout(jumpers), found);
  }

  /**
   * Lists every complete capture of the side to move, whatever its priority: what a user might try,
   * for explaining why a capture is not allowed (ID-10).
   *
   * @param white White's pieces
   * @param black Black's pieces
   * @param kings the kings of both sides
   * @param whiteToMove whose turn it is
   * @param list the buffer to fill; it is cleared first
   * @return the number of captures, 0 when none is possible
   */
  public int allCaptures(int white, int black, int kings, boolean whiteToMove, MoveList list) {
    list.size = 0;
    if (jumpers(white, black, kings, whiteToMove) != 0) {
      searchKings = ~0;
      int n = rules.allCaptures(Geometry.toLayout(white), Geometry.toLayout(black), Geometry.toLayout(kings),
          whiteToMove, found);
      list.reserve(n);
      sort(n, list.moves, 0);
      copy(n, list);
    }
    return list.size;
  }

  /**
   * Finishes a list whose first {@code n} moves are captures as {@link #sort} writes them for the kernel
   * (their destinations in {@link #ends}): each becomes the list's packed move and path.
   */
  private void copy(int n, MoveList list) {
    long[] moves = list.moves;
    int[] paths = list.paths;
    for (int i = 0; i < n; i++) {
      long m = moves[i];
      int path = DraughtsKernel.path(m);
      paths[i] = path;
      moves[i] = (long) (1 << origin(path) ^ 1 << ends[i]) << 32 | (m & 0xFFFF_FFFFL);
    }
    list.size = n;
  }

  /** Whether a White man that has landed on {@code land} can jump one of {@code men} again. */
  private static boolean goesOnUp(int land, int men, int empty) {
    return ((upLeft(upLeft(land) & men) | upRight(upRight(land) & men)) & empty) != 0;
  }

  /** Whether a Black man that has landed on {@code land} can jump one of {@code men} again. */
  private static boolean goesOnDown(int land, int men, int empty) {
    return ((downLeft(downLeft(land) & men) | downRight(downRight(land) & men)) & empty) != 0;
  }

  /** Writes one jump's capture at {@code n} (see {@link #singleJumps}); returns where the next one goes. */
  private static int jump(long[] out, int n, int @Nullable [] paths, int path, int moved, int taken) {
    if (paths == null) {
      out[n] = DraughtsKernel.move(path, taken);
    } else {
      out[n] = (long) moved << 32 | (taken & 0xFFFF_FFFFL);
      paths[n] = path;
    }
    return n + 1;
  }

  /**
   * Writes the {@code n} captures found as the kernel's moves, each jump's direction read from a king's route
   * or, for a man, from the pieces it takes (the one of them ahead of it at each jump), in the order of a
   * search that starts from each origin in turn (lowest index first) and tries the directions in turn
   * ({@link Geometry#UP_LEFT} first) at each square: the order the Robot's search has always seen them in,
   * which decides between captures it finds equally good. Each move's destination goes to {@link #ends}, in
   * the same order.
   */
  private void sort(int n, long[] out, int offset) {
    if (order.length < n) {
      order = new long[Math.max(n, 2 * order.length)];
      ends = new int[order.length];
    }
    RulesMoves f = found;
    int[] pool = f.pool;
    int[] e = ends;
    long[] o = order;
    boolean white = searchWhite;
    for (int i = 0; i < n; i++) {
      int bit = f.from(i);
      int from = INDEX_OF_BIT[bit];
      int taken = 0;
      int path = from;
      long rank = (long) from << 40;
      if ((searchKings & 1 << from) == 0) {
        // a man: it goes up (White) or down a row a jump, so it takes its pieces nearest first
        int shift = 0;
        for (long left = f.captured[i]; left != 0; shift += 2) {
          int mid = white ? 63 - Long.numberOfLeadingZeros(left) : Long.numberOfTrailingZeros(left);
          int jump = 2 * (mid - bit);
          int d = JUMP[jump + 10];
          taken |= 1 << INDEX_OF_BIT[mid];
          bit += jump;
          path |= d << (5 + shift);
          rank |= (long) d << (38 - shift);
          left ^= 1L << mid;
        }
      } else {
        for (int j = f.pathAt[i], stop = j + f.pathLength[i], shift = 0; j < stop; j++, shift += 2) {
          int next = pool[j];
          int d = JUMP[next - bit + 10];
          taken |= 1 << INDEX_OF_BIT[(bit + next) >>> 1];
          path |= d << (5 + shift);
          rank |= (long) d << (38 - shift);
          bit = next;
        }
      }
      int square = INDEX_OF_BIT[bit];
      long move = (long) path << 32 | (taken & 0xFFFF_FFFFL);
      // insertion by rank: most lists have one capture, a few a handful
      int k = i;
      while (k > 0 && o[k - 1] > rank) {
        o[k] = o[k - 1];
        out[offset + k] = out[offset + k - 1];
        e[k] = e[k - 1];
        k--;
      }
      o[k] = rank;
      out[offset + k] = move;
      e[k] = square;
    }
  }

  /**
   * Writes the steps of a side that cannot capture as kernel moves ({@link DraughtsKernel#move}), in the
   * order {@link #generate} lists them.
   *
   * @param white White's pieces
   * @param black Black's pieces
   * @param kings the kings of both sides
   * @param whiteToMove whose turn it is
   * @param out the buffer
   * @param offset where the first move goes
   * @return the number of steps
   */
  static int steps(int white, int black, int kings, boolean whiteToMove, long[] out, int offset) {
    int e = ~(white | black);
    int n = offset;
    if (whiteToMove) {
      n = steps(white & downRight(e), UP_LEFT, out, n);
      n = steps(white & downLeft(e), UP_RIGHT, out, n);
      int k = white & kings;
      if (k != 0) {
        n = steps(k & upRight(e), DOWN_LEFT, out, n);
        n = steps(k & upLeft(e), DOWN_RIGHT, out, n);
      }
    } else {
      int k = black & kings;
      if (k != 0) {
        n = steps(k & downRight(e), UP_LEFT, out, n);
        n = steps(k & downLeft(e), UP_RIGHT, out, n);
      }
      n = steps(black & upRight(e), DOWN_LEFT, out, n);
      n = steps(black & upLeft(e), DOWN_RIGHT, out, n);
    }
    return n - offset;
  }

  private static int steps(int from, int direction, long[] out, int at) {
    int n = at;
    for (int f = from; f != 0; f &= f - 1) {
      out[n++] = DraughtsKernel.move(Integer.numberOfTrailingZeros(f) | direction << 5, 0);
    }
    return n;
  }

  /**
   * Appends the steps of a set of pieces in one direction to a list, which grows if it must. A step keeps the
   * order of the squares (rows stay in order and a row's squares move by 3, 4 or 5 places together), so the
   * pieces and their destinations are read off in step, lowest first.
   */
  private static void steps(int from, int direction, MoveList list) {
    list.reserve(list.size + Integer.bitCount(from));
    long[] moves = list.moves;
    int[] paths = list.paths;
    int n = list.size;
    for (int f = from, t = Geometry.step(direction, from); f != 0; f &= f - 1, t &= t - 1) {
      moves[n] = (long) ((f & -f) | (t & -t)) << 32;
      paths[n] = Integer.numberOfTrailingZeros(f) | direction << 5;
      n++;
    }
    list.size = n;
  }

  /**
   * The origin of a packed path.
   *
   * @param path a packed path
   * @return the origin index
   */
  public static int origin(int path) {
    return path & 31;
  }

  /**
   * The direction of one step or jump of a packed path.
   *
   * @param path a packed path
   * @param n 0 for the first step or jump
   * @return the direction
   */
  public static int direction(int path, int n) {
    return (path >>> (5 + 2 * n)) & 3;
  }
}
