package io.github.tabla.diagram.internal;

/**
 * Writes a {@link Picture} as Unicode text: one line per row from the top, three characters per
 * square (a marker, the content, a marker), then the side to move.
 *
 * <p>Contents: chess pieces {@code ♔♕♖♗♘♙} (White) and {@code ♚♛♜♝♞♟} (Black), draughts men
 * {@code ⛀ ⛂} and kings {@code ⛁ ⛃} (White, Black), items {@code ◆} (diamond), {@code ◉} (button),
 * {@code •} (dot), {@code ·} for an empty square; on a draughts board the light squares nobody plays
 * on are blank. A piece standing on an item hides it. Markers, the first that applies: origin
 * {@code [x]}, captured <code>{x}</code>, destination or landing square of the path {@code (x)}, last
 * move {@code <x>}.
 *
 * <p>With coordinates, a chess-named board has its rank numbers on the left, right-aligned in a column
 * as wide as the highest ({@code " 9"}, {@code "10"} on a board of ten ranks or more), and its file
 * letters underneath; a numbered draughts board has none (its numbers would not fit in three
 * characters). Lines end with {@code \n} and carry no trailing spaces.
 */
public final class TextWriter {
  private static final String[] WHITE = {"", "♔", "♕", "♖", "♗", "♘", "♙", "⛀", "⛁"};
  private static final String[] BLACK = {"", "♚", "♛", "♜", "♝", "♞", "♟", "⛂", "⛃"};
  private static final String[] ITEMS = {"◆", "◉", "•"};

  private TextWriter() {}

  /**
   * The text of a picture.
   *
   * @param picture the picture
   * @return the lines, each ending with {@code \n}
   */
  public static String write(Picture picture) {
    boolean labels = picture.coordinates() && !picture.numbered();
    // the rank numbers' column: as wide as the highest rank's number
    int width = String.valueOf(picture.ranks()).length();
    StringBuilder out = new StringBuilder(512);
    StringBuilder line = new StringBuilder(3 * picture.files() + width + 1);
    for (int row = 0; row < picture.ranks(); row++) {
      line.setLength(0);
      if (labels) {
        String rank = String.valueOf(picture.rankAt(row) + 1);
        for (int i = rank.length(); i < width; i++) {
          line.append(' ');
        }
        line.append(rank).append(' ');
      }
      for (int column = 0; column < picture.files(); column++) {
        cell(picture, picture.squareAt(row, column), line);
      }
      endLine(line, out);
    }
    if (labels) {
      line.setLength(0);
      for (int i = 0; i <= width; i++) {
        line.append(' ');
      }
      for (int column = 0; column < picture.files(); column++) {
        line.append(' ').append(Picture.fileName(picture.fileAt(column))).append(' ');
      }
      endLine(line, out);
    }
    out.append(picture.turnText()).append('\n');
    return out.toString();
  }

  private static void cell(Picture picture, int square, StringBuilder line) {
    char open;
    char close;
    if (square == picture.origin()) {
      open = '[';
      close = ']';
    } else if (picture.isCaptured(square)) {
      open = '{';
      close = '}';
    } else if (picture.isDestination(square) || picture.isLanding(square)) {
      open = '(';
      close = ')';
    } else if (picture.isLastMove(square)) {
      open = '<';
      close = '>';
    } else {
      open = ' ';
      close = ' ';
    }
    line.append(open).append(content(picture, square)).append(close);
  }

  private static String content(Picture picture, int square) {
    int piece = picture.piece(square);
    if (piece != Picture.EMPTY) {
      String[] symbols = (piece & Picture.BLACK) != 0 ? BLACK : WHITE;
      return symbols[piece & Picture.KIND];
    }
    if (picture.hasItem(square)) {
      return ITEMS[picture.itemShape()];
    }
    return picture.isPlaying(square) ? "·" : " ";
  }

  private static void endLine(StringBuilder line, StringBuilder out) {
    int end = line.length();
    while (end > 0 && line.charAt(end - 1) == ' ') {
      end--;
    }
    out.append(line, 0, end).append('\n');
  }
}
