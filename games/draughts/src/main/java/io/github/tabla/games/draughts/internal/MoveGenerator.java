package io.github.tabla.games.draughts.internal;

import static io.github.tabla.games.draughts.internal.Geometry.BLACK_CROWN_ROW;
import static io.github.tabla.games.draughts.internal.Geometry.DOWN_LEFT;
import static io.github.tabla.games.draughts.internal.Geometry.DOWN_RIGHT;
import static io.github.tabla.games.draughts.internal.Geometry.UP_LEFT;
import static io.github.tabla.games.draughts.internal.Geometry.UP_RIGHT;
import static io.github.tabla.games.draughts.internal.Geometry.WHITE_CROWN_ROW;
import static io.github.tabla.games.draughts.internal.Geometry.downLeft;
import static io.github.tabla.games.draughts.internal.Geometry.downRight;
import static io.github.tabla.games.draughts.internal.Geometry.upLeft;
import static io.github.tabla.games.draughts.internal.Geometry.upRight;

import io.github.tabla.games.draughts.DraughtsRules;
import io.github.tabla.games.draughts.variants.RulesGenerators;

/**
 * Legal moves of Italian draughts on three bitboards: {@code white}, {@code black} and {@code kings}
 * (the kings of both sides; a piece not in {@code kings} is a man).
 *
 * <p>Steps come from shifts of whole bitboards. A capture (ID-8) is searched depth-first from each
 * piece that can jump, one full path at a time (ID-9, ID-11a): captured pieces stay on the board until
 * the end, so they block landings and cannot be jumped again; the mover's start square counts as empty;
 * a man jumps only forwards and only men (ID-5) and stops on the far row (ID-11). Only the complete
 * captures with the highest key are kept (ID-10): the key of {@link DraughtsRules#ITALIAN}'s capture
 * priority, derived from its criteria as the rules-driven generator derives it ({@link #key}), so the order
 * of ID-10 is written once, in the rules value.
 *
 * <p>An instance keeps the search's state in fields and is not thread-safe; one per thread, reused,
 * generates without allocating.
 */
public final class MoveGenerator {
  /** Where each criterion of ID-10 lies in a capture's key (see {@link #key}). */
  private static final int PIECES_SHIFT;
  private static final int BY_KING_SHIFT;
  private static final int KINGS_SHIFT;
  private static final int EARLIEST_SHIFT;

  static {
    int[] shift = RulesGenerators.of(DraughtsRules.ITALIAN).keyShifts();
    if (shift[RulesGenerator.MOST_VALUE] >= 0 || shift[RulesGenerator.MOST_PIECES] < 0
        || shift[RulesGenerator.WITH_KING] < 0 || shift[RulesGenerator.MOST_KINGS] < 0
        || shift[RulesGenerator.EARLIEST_KING] < 0) {
      throw new IllegalStateException("ID-10 ranks captures by pieces, the capturing king, kings and the"
          + " earliest king");
    }
    PIECES_SHIFT = shift[RulesGenerator.MOST_PIECES];
    BY_KING_SHIFT = shift[RulesGenerator.WITH_KING];
    KINGS_SHIFT = shift[RulesGenerator.MOST_KINGS];
    EARLIEST_SHIFT = shift[RulesGenerator.EARLIEST_KING];
  }

  // the state of the capture search in progress
  private int empty;
  private int kings;
  private int startBit;
  private int dirFrom;
  private int dirTo;
  private int crownRow;
  private boolean byKing;
  private boolean prioritise;
  private long best;
  private int count;
  private MoveList out;

  /** A generator with no search in progress. */
  public MoveGenerator() {
    // the buffer of a capture search is the caller's, set when a search starts; a small one until then
    this.out = new MoveList(1);
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
   * A complete capture's key under the priorities of ID-10: of two captures, the one they prefer has the
   * larger key, and two they rank equal have equal keys. It is {@link DraughtsRules#ITALIAN}'s capture
   * priority's key: the fields of its four criteria lie where the rules-driven generator puts them
   * ({@link RulesGenerator#keyShifts}), in the order the rules value gives, held as constants here so that
   * the search pays nothing for not writing the order itself.
   *
   * @param jumps pieces taken
   * @param byKing whether a king captures
   * @param kingMask bit {@code 31 - j} set when jump {@code j} (from 0) takes a king
   * @return the key
   */
  static long key(int jumps, boolean byKing, int kingMask) {
    return (long) jumps << PIECES_SHIFT | (byKing ? 1L << BY_KING_SHIFT : 0L)
        | (long) Integer.bitCount(kingMask) << KINGS_SHIFT | (kingMask & 0xFFFF_FFFFL) << EARLIEST_SHIFT;
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
    int jumpers = jumpers(white, black, kings, whiteToMove);
    int e = ~(white | black);
    if (jumpers == 0) {
      if (whiteToMove) {
        int k = white & kings;
        int n = Integer.bitCount(upLeft(white) & e) + Integer.bitCount(upRight(white) & e);
        return k == 0 ? n : n + Integer.bitCount(downLeft(k) & e) + Integer.bitCount(downRight(k) & e);
      }
      int k = black & kings;
      int n = Integer.bitCount(downLeft(black) & e) + Integer.bitCount(downRight(black) & e);
      return k == 0 ? n : n + Integer.bitCount(upLeft(k) & e) + Integer.bitCount(upRight(k) & e);
    }
    int opponent = whiteToMove ? black : white;
    this.kings = kings;
    this.best = -1L;
    this.count = 0;
    for (int j = jumpers; j != 0; j &= j - 1) {
      int sq = Integer.numberOfTrailingZeros(j);
      int bit = 1 << sq;
      empty = e | bit;
      if ((kings & bit) != 0) {
        byKing = true;
        dirFrom = UP_LEFT;
        dirTo = DOWN_RIGHT + 1;
        crownRow = 0;
        countFrom(sq, opponent, 0, 0);
      } else {
        byKing = false;
        dirFrom = whiteToMove ? UP_LEFT : DOWN_LEFT;
        dirTo = dirFrom + 2;
        crownRow = whiteToMove ? WHITE_CROWN_ROW : BLACK_CROWN_ROW;
        countFrom(sq, opponent & ~kings, 0, 0);
      }
    }
    return count;
  }

  private void countFrom(int sq, int jumpable, int jumps, int kingMask) {
    boolean extended = false;
    if (((1 << sq) & crownRow) == 0) {
      for (int d = dirFrom; d < dirTo; d++) {
        int mid = Geometry.neighbour(d, sq);
        if (mid < 0) {
          continue;
        }
        int midBit = 1 << mid;
        if ((jumpable & midBit) == 0) {
          continue;
        }
        int land = Geometry.neighbour(d, mid);
        if (land < 0 || (empty & (1 << land)) == 0) {
          continue;
        }
        extended = true;
        countFrom(land, jumpable & ~midBit, jumps + 1,
            (kings & midBit) != 0 ? kingMask | (0x8000_0000 >>> jumps) : kingMask);
      }
    }
    if (!extended) {
      long key = key(jumps, byKing, kingMask);
      if (key > best) {
        best = key;
        count = 1;
      } else if (key == best) {
        count++;
      }
    }
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
      captures(white, black, kings, whiteToMove, jumpers, list, true);
      return list.size;
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
   * Lists the best captures by the Italian priorities (ID-10) of a side that must capture: what
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
    captures(white, black, kings, whiteToMove, jumpers, list, true);
    return list.size;
  }

  /**
   * Lists every complete capture of the side to move, whatever its priority: what a user might try,
   * for explaining why a capture is not allowed (ID-10). Each entry's key says how it ranks.
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
    int jumpers = jumpers(white, black, kings, whiteToMove);
    if (jumpers != 0) {
      captures(white, black, kings, whiteToMove, jumpers, list, false);
    }
    return list.size;
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

  private void captures(int white, int black, int kings, boolean whiteToMove, int jumpers, MoveList list,
      boolean prioritise) {
    int opponent = whiteToMove ? black : white;
    int e = ~(white | black);
    this.kings = kings;
    this.best = -1L;
    this.out = list;
    this.prioritise = prioritise;
    for (int j = jumpers; j != 0; j &= j - 1) {
      int sq = Integer.numberOfTrailingZeros(j);
      int bit = 1 << sq;
      startBit = bit;
      empty = e | bit;
      if ((kings & bit) != 0) {
        byKing = true;
        dirFrom = UP_LEFT;
        dirTo = DOWN_RIGHT + 1;
        crownRow = 0;
        captureFrom(sq, opponent, 0, 0, sq, 0);
      } else {
        byKing = false;
        dirFrom = whiteToMove ? UP_LEFT : DOWN_LEFT;
        dirTo = dirFrom + 2;
        crownRow = whiteToMove ? WHITE_CROWN_ROW : BLACK_CROWN_ROW;
        captureFrom(sq, opponent & ~kings, 0, 0, sq, 0);
      }
    }
  }

  private void captureFrom(int sq, int jumpable, int jumps, int kingMask, int path, int captured) {
    boolean extended = false;
    if (((1 << sq) & crownRow) == 0) {
      for (int d = dirFrom; d < dirTo; d++) {
        int mid = Geometry.neighbour(d, sq);
        if (mid < 0) {
          continue;
        }
        int midBit = 1 << mid;
        if ((jumpable & midBit) == 0) {
          continue;
        }
        int land = Geometry.neighbour(d, mid);
        if (land < 0 || (empty & (1 << land)) == 0) {
          continue;
        }
        extended = true;
        captureFrom(land, jumpable & ~midBit, jumps + 1,
            (kings & midBit) != 0 ? kingMask | (0x8000_0000 >>> jumps) : kingMask,
            path | d << (5 + 2 * jumps), captured | midBit);
      }
    }
    if (!extended) {
      long key = key(jumps, byKing, kingMask);
      MoveList list = out;
      if (prioritise) {
        if (key < best) {
          return;
        }
        if (key > best) {
          best = key;
          list.size = 0;
        }
      }
      list.add(((long) (startBit ^ (1 << sq))) << 32 | (captured & 0xFFFFFFFFL), path);
    }
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
