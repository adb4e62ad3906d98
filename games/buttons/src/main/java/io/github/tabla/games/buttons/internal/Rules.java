package io.github.tabla.games.buttons.internal;

/**
 * The rules of Queens, Rooks and Buttons on primitive bitboards: move generation, the end of a round,
 * and the packed move encoding shared by the typed API and the searcher.
 *
 * <p>A move is an {@code int}: bits 0-5 the origin, 6-11 the destination, bit 12 the moving role
 * ({@link #QUEEN} 0, {@link #ROOK} 1), bits 13-14 the captured role plus one (0 when nothing is
 * captured), bit 15 set when the move collects a button.
 *
 * <p>Moves are generated in the order the typed API publishes: by origin square index ({@code a1}
 * first, {@code h8} last), then by destination square index.
 */
public final class Rules {
  private Rules() {}

  /** White's side index. */
  public static final int WHITE = 0;
  /** Black's side index. */
  public static final int BLACK = 1;
  /** The queen's role index. */
  public static final int QUEEN = 0;
  /** The rook's role index. */
  public static final int ROOK = 1;
  /** Moves each side makes in a round (QB-7.2). */
  public static final int MOVES_PER_SIDE = 15;
  /** Plies in a full round. */
  public static final int PLIES = 2 * MOVES_PER_SIDE;
  /** Buttons at the start (QB-1). */
  public static final int BUTTONS = 8;
  /** The most moves a side can have: a queen and two rooks, 27 + 14 + 14. */
  public static final int MAX_MOVES = 64;
  /** The eight button squares of QB-1: a4, d4, e4, h4, a5, d5, e5, h5. */
  public static final long BUTTON_SQUARES = (1L << 24) | (1L << 27) | (1L << 28) | (1L << 31) | (1L << 32)
      | (1L << 35) | (1L << 36) | (1L << 39);

  /** The round goes on. */
  public static final int GOES_ON = 0;
  /** No buttons are left (QB-7.1). */
  public static final int ALL_COLLECTED = 1;
  /** A side has no pieces left; the other takes the buttons still on the board (QB-7.3). */
  public static final int NO_PIECES = 2;
  /** Each side has made its 15 moves (QB-7.2). */
  public static final int MOVE_LIMIT = 3;
  /** Neither side can move (QB-8); see {@link #hasMove} for why this never happens in play. */
  public static final int NO_MOVES = 4;

  private static final int TO_SHIFT = 6;
  private static final int ROLE_BIT = 1 << 12;
  private static final int CAPTURE_SHIFT = 13;
  private static final int COLLECT_BIT = 1 << 15;

  /**
   * Packs a move.
   *
   * @param from the origin, 0..63
   * @param to the destination, 0..63
   * @param role the moving role
   * @param captured the captured role, or -1
   * @param collects whether a button is on the destination
   * @return the move
   */
  public static int encode(int from, int to, int role, int captured, boolean collects) {
    return from | (to << TO_SHIFT) | (role == ROOK ? ROLE_BIT : 0) | ((captured + 1) << CAPTURE_SHIFT)
        | (collects ? COLLECT_BIT : 0);
  }

  /**
   * The origin of a move.
   *
   * @param move a packed move
   * @return 0..63
   */
  public static int from(int move) {
    return move & 63;
  }

  /**
   * The destination of a move.
   *
   * @param move a packed move
   * @return 0..63
   */
  public static int to(int move) {
    return (move >>> TO_SHIFT) & 63;
  }

  /**
   * The moving role.
   *
   * @param move a packed move
   * @return {@link #QUEEN} or {@link #ROOK}
   */
  public static int role(int move) {
    return (move & ROLE_BIT) != 0 ? ROOK : QUEEN;
  }

  /**
   * The captured role.
   *
   * @param move a packed move
   * @return {@link #QUEEN}, {@link #ROOK}, or -1 when nothing is captured
   */
  public static int captured(int move) {
    return ((move >>> CAPTURE_SHIFT) & 3) - 1;
  }

  /**
   * Whether the move collects a button.
   *
   * @param move a packed move
   * @return {@code true} when a button stands on the destination
   */
  public static boolean collects(int move) {
    return (move & COLLECT_BIT) != 0;
  }

  /**
   * The move's origin and destination alone, as the searcher's tables keep it.
   *
   * @param move a packed move
   * @return 0..4095
   */
  public static int fromTo(int move) {
    return move & 4095;
  }

  /**
   * Every square a side's pieces reach, each line up to and including its first piece or button.
   *
   * @param queens the side's queens
   * @param rooks the side's rooks
   * @param occupied every piece and button
   * @return the reached squares (own pieces included)
   */
  public static long reach(long queens, long rooks, long occupied) {
    long a = 0L;
    for (long b = queens; b != 0L; b &= b - 1) {
      a |= Slides.queen(Long.numberOfTrailingZeros(b), occupied);
    }
    for (long b = rooks; b != 0L; b &= b - 1) {
      a |= Slides.rook(Long.numberOfTrailingZeros(b), occupied);
    }
    return a;
  }

  /**
   * The legal moves of the side to move, in the published order (origin, then destination), into a
   * kernel's buffer.
   *
   * @param myQueens the mover's queens
   * @param myRooks the mover's rooks
   * @param opQueens the opponent's queens
   * @param opRooks the opponent's rooks
   * @param buttons the buttons
   * @param out where the moves go
   * @param at the first index of {@code out} to write
   * @return the number of moves written
   */
  public static int generate(long myQueens, long myRooks, long opQueens, long opRooks, long buttons, long[] out,
      int at) {
    long mine = myQueens | myRooks;
    long occupied = mine | opQueens | opRooks | buttons;
    int n = at;
    for (long b = mine; b != 0L; b &= b - 1) {
      int from = Long.numberOfTrailingZeros(b);
      boolean queen = (myQueens & (1L << from)) != 0L;
      long targets = (queen ? Slides.queen(from, occupied) : Slides.rook(from, occupied)) & ~mine;
      int role = queen ? QUEEN : ROOK;
      for (long t = targets; t != 0L; t &= t - 1) {
        int to = Long.numberOfTrailingZeros(t);
        long bit = 1L << to;
        int captured = (opQueens & bit) != 0L ? QUEEN : (opRooks & bit) != 0L ? ROOK : -1;
        out[n++] = encode(from, to, role, captured, (buttons & bit) != 0L);
      }
    }
    return n - at;
  }

  private static final long NOT_FILE_A = 0xFEFE_FEFE_FEFE_FEFEL;
  private static final long NOT_FILE_H = 0x7F7F_7F7F_7F7F_7F7FL;

  /** The squares next to some pieces along ranks and files, and along diagonals too for queens. */
  private static long steps(long pieces, boolean diagonals) {
    long east = (pieces << 1) & NOT_FILE_A;
    long west = (pieces >>> 1) & NOT_FILE_H;
    long line = east | west | pieces << 8 | pieces >>> 8;
    if (!diagonals) {
      return line;
    }
    return line | east << 8 | east >>> 8 | west << 8 | west >>> 8;
  }

  /**
   * Whether the side to move has a legal move. It always has while it has a piece and does not fill the
   * board: rooks and queens both step to any orthogonal neighbour that holds no piece of their own
   * (enemy pieces are captured, buttons collected), so a side without a move would have its own
   * pieces on every neighbour of every one of its pieces, that is on all 64 squares. So QB-8's pass
   * never happens with the pieces QB-1 and QB-2 give; the rule is implemented all the same.
   *
   * @param myQueens the mover's queens
   * @param myRooks the mover's rooks
   * @param opQueens the opponent's queens
   * @param opRooks the opponent's rooks
   * @param buttons the buttons
   * @return {@code true} when at least one move exists
   */
  public static boolean hasMove(long myQueens, long myRooks, long opQueens, long opRooks, long buttons) {
    long mine = myQueens | myRooks;
    // the usual case at once: a slide of one square to a neighbour that is not the side's own
    if (((steps(myQueens, true) | steps(myRooks, false)) & ~mine) != 0L) {
      return true;
    }
    long occupied = mine | opQueens | opRooks | buttons;
    for (long b = mine; b != 0L; b &= b - 1) {
      int from = Long.numberOfTrailingZeros(b);
      boolean queen = (myQueens & (1L << from)) != 0L;
      long targets = (queen ? Slides.queen(from, occupied) : Slides.rook(from, occupied)) & ~mine;
      if (targets != 0L) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether and why a round is over (QB-7, QB-8), checked in this order: no buttons left; a side
   * without pieces; the move limit; neither side able to move. When the capture of a side's last piece
   * is also the thirtieth move, the side without pieces decides: the capturer takes the buttons left.
   *
   * @param whiteQueens White's queens
   * @param whiteRooks White's rooks
   * @param blackQueens Black's queens
   * @param blackRooks Black's rooks
   * @param buttons the buttons
   * @param pliesLeft plies left in the round
   * @return {@link #GOES_ON} or the reason the round is over
   */
  public static int ending(long whiteQueens, long whiteRooks, long blackQueens, long blackRooks, long buttons,
      int pliesLeft) {
    if (buttons == 0L) {
      return ALL_COLLECTED;
    }
    if ((whiteQueens | whiteRooks) == 0L || (blackQueens | blackRooks) == 0L) {
      return NO_PIECES;
    }
    if (pliesLeft <= 0) {
      return MOVE_LIMIT;
    }
    if (!hasMove(whiteQueens, whiteRooks, blackQueens, blackRooks, buttons)
        && !hasMove(blackQueens, blackRooks, whiteQueens, whiteRooks, buttons)) {
      return NO_MOVES;
    }
    return GOES_ON;
  }

  /**
   * The moves a side still has in the round.
   *
   * @param sideToMoveMoves whether the side asked about is the side to move
   * @param pliesLeft plies left in the round
   * @return the side to move has the larger half of the plies left, the other the smaller
   */
  public static int movesLeft(boolean sideToMoveMoves, int pliesLeft) {
    return sideToMoveMoves ? (pliesLeft + 1) >>> 1 : pliesLeft >>> 1;
  }
}
