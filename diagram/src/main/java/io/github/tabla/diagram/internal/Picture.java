package io.github.tabla.diagram.internal;

/**
 * Everything a diagram draws, in primitive form: what stands on each of the 64 squares (by
 * {@link io.github.tabla.core.Square#index() index}, {@code a1} = 0), the items, the highlights, the
 * geometry and the colours.
 *
 * <p>A picture is made by the public {@code Diagram} and read by {@link SvgWriter} and
 * {@link TextWriter}; it copies the arrays it is given, so it never changes.
 */
public final class Picture {
  /** No piece on the square. */
  public static final int EMPTY = 0;
  /** A chess king (Kings and Diamonds, the still army of Knights in the Enemy Camp). */
  public static final int KING = 1;
  /** A chess queen. */
  public static final int QUEEN = 2;
  /** A chess rook. */
  public static final int ROOK = 3;
  /** A chess bishop. */
  public static final int BISHOP = 4;
  /** A chess knight. */
  public static final int KNIGHT = 5;
  /** A chess pawn. */
  public static final int PAWN = 6;
  /** An uncrowned draughts man (ID-5). */
  public static final int MAN = 7;
  /** A crowned draughts piece (ID-7). */
  public static final int DRAUGHTS_KING = 8;
  /** Added to a kind for a black piece: {@code BLACK | KNIGHT} is a black knight. */
  public static final int BLACK = 16;
  /** The mask that takes the kind out of a piece code. */
  public static final int KIND = 15;

  /** Items drawn as diamonds. */
  public static final int ITEM_DIAMOND = 0;
  /** Items drawn as buttons. */
  public static final int ITEM_BUTTON = 1;
  /** Items drawn as small dots. */
  public static final int ITEM_DOT = 2;

  /** Index of the light squares' colour. */
  public static final int LIGHT_SQUARE = 0;
  /** Index of the dark squares' colour. */
  public static final int DARK_SQUARE = 1;
  /** Index of the border's colour. */
  public static final int BORDER = 2;
  /** Index of the coordinates' colour. */
  public static final int COORDINATE = 3;
  /** Index of the white pieces' fill. */
  public static final int WHITE_PIECE = 4;
  /** Index of the black pieces' fill. */
  public static final int BLACK_PIECE = 5;
  /** Index of the pieces' outline. */
  public static final int PIECE_OUTLINE = 6;
  /** Index of the diamonds' (and dots') colour. */
  public static final int ITEM = 7;
  /** Index of the buttons' colour. */
  public static final int BUTTON = 8;
  /** Index of the origin marker's colour. */
  public static final int ORIGIN = 9;
  /** Index of the destination markers' colour. */
  public static final int DESTINATION = 10;
  /** Index of the captured markers' colour. */
  public static final int CAPTURED = 11;
  /** Index of the last move's tint. */
  public static final int LAST_MOVE = 12;
  /** Index of the path line's colour. */
  public static final int PATH = 13;
  /** The number of colours a picture needs. */
  public static final int COLOURS = 14;

  /** No square: an absent origin or last move. */
  public static final int NONE = -1;

  private final int[] pieces;
  private final long items;
  private final int itemShape;
  private final boolean draughts;
  private final int[] numbers;
  private final boolean whiteToMove;
  private final int origin;
  private final int[] path;
  private final long destinations;
  private final long captured;
  private final int lastFrom;
  private final int lastTo;
  private final int squareSize;
  private final boolean coordinates;
  private final boolean flipped;
  private final String[] colours;
  private final String turnText;

  /**
   * A picture.
   *
   * @param pieces 64 piece codes by square index: {@link #EMPTY}, or a kind, plus {@link #BLACK} for
   *     Black
   * @param items the bit set of the squares holding an item
   * @param itemShape {@link #ITEM_DIAMOND}, {@link #ITEM_BUTTON} or {@link #ITEM_DOT}
   * @param draughts whether the board is a draughts board (coloured and numbered by ID-1 and ID-2)
   * @param numbers 64 draughts numbers by square index, 0 for a square draughts is not played on
   * @param whiteToMove whether White is to move
   * @param origin the index of the origin square, or {@link #NONE}
   * @param path the indices of the path's squares, in order
   * @param destinations the bit set of the destination squares
   * @param captured the bit set of the captured squares
   * @param lastFrom the index of the last move's origin, or {@link #NONE}
   * @param lastTo the index of the last move's destination, or {@link #NONE}
   * @param squareSize the side of a square in pixels
   * @param coordinates whether coordinates are drawn
   * @param flipped whether Black is at the bottom
   * @param colours {@link #COLOURS} CSS colours, indexed by {@link #LIGHT_SQUARE} and the others
   * @param turnText whose turn it is, in words, in the diagram's language
   * @throws IllegalArgumentException when an array has the wrong length
   */
  public Picture(int[] pieces, long items, int itemShape, boolean draughts, int[] numbers, boolean whiteToMove,
      int origin, int[] path, long destinations, long captured, int lastFrom, int lastTo, int squareSize,
      boolean coordinates, boolean flipped, String[] colours, String turnText) {
    if (pieces.length != 64 || numbers.length != 64 || colours.length != COLOURS) {
      throw new IllegalArgumentException("a picture needs 64 squares and " + COLOURS + " colours");
    }
    this.pieces = pieces.clone();
    this.items = items;
    this.itemShape = itemShape;
    this.draughts = draughts;
    this.numbers = numbers.clone();
    this.whiteToMove = whiteToMove;
    this.turnText = turnText;
    this.origin = origin;
    this.path = path.clone();
    this.destinations = destinations;
    this.captured = captured;
    this.lastFrom = lastFrom;
    this.lastTo = lastTo;
    this.squareSize = squareSize;
    this.coordinates = coordinates;
    this.flipped = flipped;
    this.colours = colours.clone();
  }

  int piece(int square) {
    return pieces[square];
  }

  boolean hasItem(int square) {
    return (items & (1L << square)) != 0L;
  }

  int itemShape() {
    return itemShape;
  }

  boolean draughts() {
    return draughts;
  }

  int number(int square) {
    return numbers[square];
  }

  /** A dark square: chess colouring ({@code a1} dark) or, on a draughts board, a numbered square (ID-1). */
  boolean isDark(int square) {
    return draughts ? numbers[square] != 0 : (((square & 7) + (square >>> 3)) & 1) == 0;
  }

  /** Whether a square with nothing on it shows an empty-square mark in text: every chess square, the draughts playing squares. */
  boolean isPlaying(int square) {
    return !draughts || numbers[square] != 0;
  }

  boolean whiteToMove() {
    return whiteToMove;
  }

  int origin() {
    return origin;
  }

  int pathLength() {
    return path.length;
  }

  int pathSquare(int i) {
    return path[i];
  }

  /** Whether a square is one of the path's landing squares (every square of the path but its origin). */
  boolean isLanding(int square) {
    for (int i = 1; i < path.length; i++) {
      if (path[i] == square) {
        return true;
      }
    }
    return false;
  }

  boolean isDestination(int square) {
    return (destinations & (1L << square)) != 0L;
  }

  boolean isCaptured(int square) {
    return (captured & (1L << square)) != 0L;
  }

  boolean isLastMove(int square) {
    return square == lastFrom || square == lastTo;
  }

  int lastFrom() {
    return lastFrom;
  }

  int lastTo() {
    return lastTo;
  }

  int squareSize() {
    return squareSize;
  }

  boolean coordinates() {
    return coordinates;
  }

  boolean flipped() {
    return flipped;
  }

  String colour(int which) {
    return colours[which];
  }

  /** The column a file is drawn in, 0 at the left. */
  int column(int file) {
    return flipped ? 7 - file : file;
  }

  /** The row a rank is drawn in, 0 at the top. */
  int row(int rank) {
    return flipped ? rank : 7 - rank;
  }

  /** The square drawn at a row and column. */
  int squareAt(int row, int column) {
    int file = flipped ? 7 - column : column;
    int rank = flipped ? row : 7 - row;
    return rank * 8 + file;
  }

  /** The chess name of a square, {@code "e4"}. */
  static String name(int square) {
    return new String(new char[] {(char) ('a' + (square & 7)), (char) ('1' + (square >>> 3))});
  }

  /** The side to move, in words, in the diagram's language. */
  String turnText() {
    return turnText;
  }
}
