package io.github.tabla.diagram.internal;

/**
 * Everything a diagram draws, in primitive form: the board's files and ranks, what stands on each of
 * its squares (by board index, rank by rank from {@code a1}: {@code index = rank * files + file}, as
 * {@link io.github.tabla.core.BoardShape#index(io.github.tabla.core.Square)} numbers them), the squares'
 * names, the items, the highlights, the geometry and the colours.
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

  private final int files;
  private final int ranks;
  private final int[] pieces;
  private final boolean[] items;
  private final int itemShape;
  private final boolean numbered;
  private final String[] names;
  private final int[] numberOrder;
  private final boolean whiteToMove;
  private final int origin;
  private final int[] path;
  private final boolean[] destinations;
  private final boolean[] captured;
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
   * @param files the board's files (columns), 1 to 16
   * @param ranks the board's ranks (rows), 1 to 16
   * @param pieces {@code files * ranks} piece codes by board index: {@link #EMPTY}, or a kind, plus
   *     {@link #BLACK} for Black
   * @param items by board index, whether the square holds an item
   * @param itemShape {@link #ITEM_DIAMOND}, {@link #ITEM_BUTTON} or {@link #ITEM_DOT}
   * @param numbered whether the board is a draughts board whose playing squares are numbered: its dark
   *     squares are then the named ones (ID-1), and its names are drawn on them (ID-2); otherwise the
   *     board has the chess colouring, {@code a1} dark
   * @param names by board index, the square's name in the game's naming ({@code "22"}, {@code "e4"}),
   *     or {@code ""} for a square without one (a light square of a draughts board)
   * @param whiteToMove whether White is to move
   * @param origin the board index of the origin square, or {@link #NONE}
   * @param path the board indices of the path's squares, in order ({@link #NONE} for a square off the
   *     board)
   * @param destinations by board index, whether the square is a destination
   * @param captured by board index, whether the square's piece is captured
   * @param lastFrom the board index of the last move's origin, or {@link #NONE}
   * @param lastTo the board index of the last move's destination, or {@link #NONE}
   * @param squareSize the side of a square in pixels
   * @param coordinates whether coordinates are drawn
   * @param flipped whether Black is at the bottom
   * @param colours {@link #COLOURS} CSS colours, indexed by {@link #LIGHT_SQUARE} and the others
   * @param turnText whose turn it is, in words, in the diagram's language
   * @throws IllegalArgumentException when the board is not 1 to 16 squares each way, or an array has the
   *     wrong length
   */
  public Picture(int files, int ranks, int[] pieces, boolean[] items, int itemShape, boolean numbered,
      String[] names, boolean whiteToMove, int origin, int[] path, boolean[] destinations, boolean[] captured,
      int lastFrom, int lastTo, int squareSize, boolean coordinates, boolean flipped, String[] colours,
      String turnText) {
    if (files < 1 || files > 16 || ranks < 1 || ranks > 16) {
      throw new IllegalArgumentException("a picture has 1 to 16 files and ranks, not " + files + " × " + ranks);
    }
    int size = files * ranks;
    if (pieces.length != size || items.length != size || names.length != size || destinations.length != size
        || captured.length != size || colours.length != COLOURS) {
      throw new IllegalArgumentException("a picture needs " + size + " squares and " + COLOURS + " colours");
    }
    this.files = files;
    this.ranks = ranks;
    this.pieces = pieces.clone();
    this.items = items.clone();
    this.itemShape = itemShape;
    this.numbered = numbered;
    this.names = names.clone();
    this.numberOrder = numbered ? numberOrder(this.names) : new int[0];
    this.whiteToMove = whiteToMove;
    this.turnText = turnText;
    this.origin = origin;
    this.path = path.clone();
    this.destinations = destinations.clone();
    this.captured = captured.clone();
    this.lastFrom = lastFrom;
    this.lastTo = lastTo;
    this.squareSize = squareSize;
    this.coordinates = coordinates;
    this.flipped = flipped;
    this.colours = colours.clone();
  }

  /**
   * The board indices of the named squares in the order of their numbers, 1, 2, ...: names without
   * leading zeros compare as numbers when the shorter comes first and equal lengths compare by
   * characters. A stable insertion sort, so that names that are not numbers keep the board order.
   */
  private static int[] numberOrder(String[] names) {
    int count = 0;
    for (String name : names) {
      if (!name.isEmpty()) {
        count++;
      }
    }
    int[] order = new int[count];
    int n = 0;
    for (int square = 0; square < names.length; square++) {
      if (names[square].isEmpty()) {
        continue;
      }
      int i = n++;
      while (i > 0 && before(names[square], names[order[i - 1]])) {
        order[i] = order[i - 1];
        i--;
      }
      order[i] = square;
    }
    return order;
  }

  private static boolean before(String a, String b) {
    return a.length() != b.length() ? a.length() < b.length() : a.compareTo(b) < 0;
  }

  /** The number of files (columns). */
  int files() {
    return files;
  }

  /** The number of ranks (rows). */
  int ranks() {
    return ranks;
  }

  /** The number of squares, {@code files * ranks}: board indices run from 0 to one less. */
  int size() {
    return pieces.length;
  }

  int piece(int square) {
    return pieces[square];
  }

  boolean hasItem(int square) {
    return items[square];
  }

  int itemShape() {
    return itemShape;
  }

  /** Whether the board is a numbered draughts board (its numbers are drawn, it has no coordinate band). */
  boolean numbered() {
    return numbered;
  }

  /** The square's name in the game's naming ({@code "22"}), {@code ""} for a square without one. */
  String label(int square) {
    return names[square];
  }

  /** How many squares carry a number on a numbered board (none on a chess-named one). */
  int numberCount() {
    return numberOrder.length;
  }

  /** The board index of the {@code i}-th numbered square in number order: 0 gives square 1. */
  int numberedSquare(int i) {
    return numberOrder[i];
  }

  /** A dark square: chess colouring ({@code a1} dark) or, on a numbered board, a named square (ID-1). */
  boolean isDark(int square) {
    return numbered ? !names[square].isEmpty() : ((square % files + square / files) & 1) == 0;
  }

  /** Whether a square with nothing on it shows an empty-square mark in text: every chess square, the draughts playing squares. */
  boolean isPlaying(int square) {
    return !numbered || !names[square].isEmpty();
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
    return destinations[square];
  }

  boolean isCaptured(int square) {
    return captured[square];
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

  /** The file of a square, 0 for file {@code a}. */
  int file(int square) {
    return square % files;
  }

  /** The rank of a square, 0 for rank 1. */
  int rank(int square) {
    return square / files;
  }

  /** The column a file is drawn in, 0 at the left. */
  int column(int file) {
    return flipped ? files - 1 - file : file;
  }

  /** The row a rank is drawn in, 0 at the top. */
  int row(int rank) {
    return flipped ? rank : ranks - 1 - rank;
  }

  /** The file drawn in a column: the inverse of {@link #column(int)}. */
  int fileAt(int column) {
    return flipped ? files - 1 - column : column;
  }

  /** The rank drawn in a row: the inverse of {@link #row(int)}. */
  int rankAt(int row) {
    return flipped ? row : ranks - 1 - row;
  }

  /** The square drawn at a row and column. */
  int squareAt(int row, int column) {
    return rankAt(row) * files + fileAt(column);
  }

  /** The chess name of a square, {@code "e4"} or {@code "j10"}, whatever the game's naming. */
  String name(int square) {
    return fileName(file(square)) + (rank(square) + 1);
  }

  /** The letter of a file, {@code "a"} for 0. */
  static String fileName(int file) {
    return String.valueOf((char) ('a' + file));
  }

  /** The side to move, in words, in the diagram's language. */
  String turnText() {
    return turnText;
  }
}
