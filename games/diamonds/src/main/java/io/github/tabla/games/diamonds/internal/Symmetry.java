package io.github.tabla.games.diamonds.internal;

/**
 * The eight symmetries of the board (mirrors and quarter turns) and the canonical king pairs the
 * solved table is stored by.
 *
 * <p>The field c3..f6 sits in the middle of the board, so every mirror and turn of the board maps the
 * field onto itself, and the game is the same game after it. The table therefore keeps one
 * <em>canonical</em> pair of king squares per class of symmetric pairs (462 of the 3,612 pairs of
 * squares where two kings may stand) and looks a position up after moving it into the canonical
 * pair's frame.
 *
 * <pre>{@code
 * int pair = Symmetry.pairIndex(mover, other);            // 0..461
 * int set = Symmetry.transform(Symmetry.pairSymmetry(mover, other), diamonds);
 * }</pre>
 */
public final class Symmetry {
  private Symmetry() {}

  /** The number of canonical pairs of king squares. */
  public static final int PAIRS = 462;
  /** The number of board symmetries, the identity included. */
  public static final int SYMMETRIES = 8;

  private static final byte[] SQUARE_MAP = new byte[SYMMETRIES * 64];
  private static final short[] PAIR_INDEX = new short[64 * 64];
  private static final byte[] PAIR_SYMMETRY = new byte[64 * 64];
  private static final byte[] CANONICAL_MOVER = new byte[PAIRS];
  private static final byte[] CANONICAL_OTHER = new byte[PAIRS];
  private static final char[] SET_MAP = new char[SYMMETRIES * 65536];
  /** Per pair of squares: the canonical pair's first entry times 8, plus the symmetry, in one lookup. */
  private static final int[] FRAME = new int[64 * 64];

  static {
    for (int g = 0; g < SYMMETRIES; g++) {
      for (int s = 0; s < 64; s++) {
        int file = s & 7;
        int rank = s >>> 3;
        if ((g & 1) != 0) {
          file = 7 - file;
        }
        if ((g & 2) != 0) {
          rank = 7 - rank;
        }
        if ((g & 4) != 0) {
          int t = file;
          file = rank;
          rank = t;
        }
        SQUARE_MAP[g * 64 + s] = (byte) (rank * 8 + file);
      }
    }
    int count = 0;
    for (int p = 0; p < 64 * 64; p++) {
      PAIR_INDEX[p] = -1;
    }
    // canonical pairs in increasing order of mover * 64 + other, the smallest of their class
    for (int a = 0; a < 64; a++) {
      for (int b = 0; b < 64; b++) {
        if (Board.distance(a, b) <= 1) {
          continue;
        }
        int smallest = Integer.MAX_VALUE;
        for (int g = 0; g < SYMMETRIES; g++) {
          smallest = Math.min(smallest, map(g, a) * 64 + map(g, b));
        }
        if (smallest == a * 64 + b) {
          CANONICAL_MOVER[count] = (byte) a;
          CANONICAL_OTHER[count] = (byte) b;
          PAIR_INDEX[a * 64 + b] = (short) count;
          count++;
        }
      }
    }
    if (count != PAIRS) {
      throw new IllegalStateException("expected " + PAIRS + " canonical king pairs, found " + count);
    }
    for (int a = 0; a < 64; a++) {
      for (int b = 0; b < 64; b++) {
        if (Board.distance(a, b) <= 1) {
          continue;
        }
        for (int g = 0; g < SYMMETRIES; g++) {
          int image = map(g, a) * 64 + map(g, b);
          if (PAIR_INDEX[image] >= 0 && CANONICAL_MOVER[PAIR_INDEX[image]] * 64 + CANONICAL_OTHER[PAIR_INDEX[image]]
              == image) {
            PAIR_INDEX[a * 64 + b] = PAIR_INDEX[image];
            PAIR_SYMMETRY[a * 64 + b] = (byte) g;
            break;
          }
        }
      }
    }
    for (int p = 0; p < 64 * 64; p++) {
      FRAME[p] = PAIR_INDEX[p] < 0 ? -1 : PAIR_INDEX[p] * 8 + PAIR_SYMMETRY[p];
    }
    int[] bitMap = new int[16];
    for (int g = 0; g < SYMMETRIES; g++) {
      for (int j = 0; j < 16; j++) {
        bitMap[j] = Board.fieldBit(map(g, Board.fieldSquare(j)));
      }
      for (int set = 0; set < 65536; set++) {
        int image = 0;
        for (int s = set; s != 0; s &= s - 1) {
          image |= 1 << bitMap[Integer.numberOfTrailingZeros(s)];
        }
        SET_MAP[g * 65536 + set] = (char) image;
      }
    }
  }

  /**
   * The image of a square under a symmetry.
   *
   * @param symmetry 0..7; bit 0 mirrors the files, bit 1 the ranks, bit 2 swaps files and ranks
   * @param square a square index
   * @return the image square
   */
  public static int map(int symmetry, int square) {
    return SQUARE_MAP[symmetry * 64 + square];
  }

  /**
   * The canonical pair of a mover's king and the other king.
   *
   * @param mover the square of the king to move
   * @param other the square of the other king, not next to the mover's
   * @return 0..{@code PAIRS - 1}
   */
  public static int pairIndex(int mover, int other) {
    return PAIR_INDEX[mover * 64 + other];
  }

  /**
   * The symmetry that maps a pair of king squares onto its canonical pair.
   *
   * @param mover the square of the king to move
   * @param other the square of the other king
   * @return 0..7
   */
  public static int pairSymmetry(int mover, int other) {
    return PAIR_SYMMETRY[mover * 64 + other];
  }

  /**
   * The mover's square of a canonical pair.
   *
   * @param pair 0..{@code PAIRS - 1}
   * @return a square index
   */
  public static int canonicalMover(int pair) {
    return CANONICAL_MOVER[pair];
  }

  /**
   * The other king's square of a canonical pair.
   *
   * @param pair 0..{@code PAIRS - 1}
   * @return a square index
   */
  public static int canonicalOther(int pair) {
    return CANONICAL_OTHER[pair];
  }

  /**
   * Where a state lies in a table stored by canonical pair and diamond set.
   *
   * @param mover the square of the king to move
   * @param other the square of the other king, not next to the mover's
   * @param set the diamonds left as a field set
   * @return {@code pairIndex(mover, other) * 65536 + transform(pairSymmetry(mover, other), set)}
   */
  public static int tableIndex(int mover, int other, int set) {
    int frame = FRAME[mover * 64 + other];
    return (frame >>> 3) * 65536 + SET_MAP[(frame & 7) * 65536 + set];
  }

  /**
   * The image of a 16-bit field set under a symmetry.
   *
   * @param symmetry 0..7
   * @param set the field set
   * @return the image set
   */
  public static int transform(int symmetry, int set) {
    return SET_MAP[symmetry * 65536 + set];
  }
}
