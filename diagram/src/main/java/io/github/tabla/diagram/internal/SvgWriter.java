package io.github.tabla.diagram.internal;

/**
 * Writes a {@link Picture} as a standalone SVG document: no scripts, no style sheet, no external or
 * internal references (no ids, so that several diagrams can live in one HTML page), the same bytes
 * for the same picture.
 *
 * <p>Every drawn thing carries a {@code class} and, when it belongs to a square, a
 * {@code data-square} attribute with the square's chess name ({@code e4}, {@code j10}, on a numbered
 * board too), so that tests and style sheets can
 * find it: {@code square light|dark}, {@code last-move}, {@code origin}, {@code coordinate},
 * {@code number}, {@code item diamond|button|dot}, {@code piece white|black <role>},
 * {@code destination} (a dot; {@code destination occupied}, a ring, when a piece or an item is on
 * the square), {@code captured}, {@code path} (with {@code data-path}, the squares in order) and
 * {@code frame}. They are drawn in that order, each layer over the one before.
 */
public final class SvgWriter {
  private static final String[] KIND_NAMES = {"", "king", "queen", "rook", "bishop", "knight", "pawn", "man",
      "king"};
  private static final String[] ITEM_NAMES = {"diamond", "button", "dot"};

  private SvgWriter() {}

  /**
   * The SVG document of a picture.
   *
   * @param picture the picture
   * @return the document, starting with {@code <svg} and ending with {@code </svg>\n}
   */
  public static String write(Picture picture) {
    int s = picture.squareSize();
    int margin = margin(picture);
    int width = picture.files() * s + 2 * margin;
    int height = picture.ranks() * s + 2 * margin;
    StringBuilder out = new StringBuilder(16384);
    out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ").append(width).append(' ').append(height)
        .append("\" width=\"").append(width).append("\" height=\"").append(height)
        .append("\" role=\"img\" class=\"tabla-diagram\">\n");
    out.append("<title>").append(escape(picture.turnText())).append("</title>\n");
    if (margin > 0) {
      out.append("<rect class=\"border\" x=\"0\" y=\"0\" width=\"").append(width).append("\" height=\"").append(height)
          .append("\" fill=\"").append(picture.colour(Picture.BORDER)).append("\"/>\n");
    }
    squares(picture, margin, out);
    lastMove(picture, margin, out);
    origin(picture, margin, out);
    if (margin > 0) {
      coordinates(picture, margin, out);
    } else if (picture.coordinates() && picture.numbered()) {
      numbers(picture, out);
    }
    items(picture, margin, out);
    pieces(picture, margin, out);
    destinations(picture, margin, out);
    captured(picture, margin, out);
    path(picture, margin, out);
    if (margin == 0) {
      frame(picture, width, height, out);
    }
    out.append("</svg>\n");
    return out.toString();
  }

  /** The width of the coordinate band around the board: only chess-named boards with coordinates have one. */
  private static int margin(Picture picture) {
    return picture.coordinates() && !picture.numbered() ? Math.max(10, picture.squareSize() / 2) : 0;
  }

  private static int x(Picture picture, int margin, int square) {
    return margin + picture.column(picture.file(square)) * picture.squareSize();
  }

  private static int y(Picture picture, int margin, int square) {
    return margin + picture.row(picture.rank(square)) * picture.squareSize();
  }

  private static void squares(Picture picture, int margin, StringBuilder out) {
    int s = picture.squareSize();
    // rows from the top, so that the document reads like the board
    for (int row = 0; row < picture.ranks(); row++) {
      for (int column = 0; column < picture.files(); column++) {
        int square = picture.squareAt(row, column);
        boolean dark = picture.isDark(square);
        out.append("<rect class=\"square ").append(dark ? "dark" : "light").append("\" data-square=\"")
            .append(picture.name(square)).append("\" x=\"").append(margin + column * s).append("\" y=\"")
            .append(margin + row * s).append("\" width=\"").append(s).append("\" height=\"").append(s)
            .append("\" fill=\"").append(picture.colour(dark ? Picture.DARK_SQUARE : Picture.LIGHT_SQUARE))
            .append("\"/>\n");
      }
    }
  }

  private static void lastMove(Picture picture, int margin, StringBuilder out) {
    tint(picture, margin, picture.lastFrom(), out);
    if (picture.lastTo() != picture.lastFrom()) {
      tint(picture, margin, picture.lastTo(), out);
    }
  }

  private static void tint(Picture picture, int margin, int square, StringBuilder out) {
    if (square < 0 || square >= picture.size()) {
      return;
    }
    int s = picture.squareSize();
    out.append("<rect class=\"last-move\" data-square=\"").append(picture.name(square)).append("\" x=\"")
        .append(x(picture, margin, square)).append("\" y=\"").append(y(picture, margin, square))
        .append("\" width=\"").append(s).append("\" height=\"").append(s).append("\" fill=\"")
        .append(picture.colour(Picture.LAST_MOVE)).append("\" fill-opacity=\"0.5\"/>\n");
  }

  private static void origin(Picture picture, int margin, StringBuilder out) {
    int square = picture.origin();
    if (square < 0 || square >= picture.size()) {
      return;
    }
    int s = picture.squareSize();
    double w = Math.max(2, s / 12.0);
    out.append("<rect class=\"origin\" data-square=\"").append(picture.name(square)).append("\" x=\"");
    num(out, x(picture, margin, square) + w / 2);
    out.append("\" y=\"");
    num(out, y(picture, margin, square) + w / 2);
    out.append("\" width=\"");
    num(out, s - w);
    out.append("\" height=\"");
    num(out, s - w);
    out.append("\" fill=\"none\" stroke=\"").append(picture.colour(Picture.ORIGIN)).append("\" stroke-width=\"");
    num(out, w);
    out.append("\"/>\n");
  }

  private static void coordinates(Picture picture, int margin, StringBuilder out) {
    int s = picture.squareSize();
    int right = margin + picture.files() * s + margin / 2;
    int bottom = margin + picture.ranks() * s + margin / 2;
    double font = margin * 0.6;
    out.append("<g class=\"coordinates\" fill=\"").append(picture.colour(Picture.COORDINATE))
        .append("\" font-family=\"sans-serif\" font-size=\"");
    num(out, font);
    out.append("\" text-anchor=\"middle\" dominant-baseline=\"central\">\n");
    // from the top left: the i-th column's letters (above and under), then the i-th row's numbers (left and right)
    for (int i = 0; i < Math.max(picture.files(), picture.ranks()); i++) {
      int centre = margin + i * s + s / 2;
      if (i < picture.files()) {
        String file = Picture.fileName(picture.fileAt(i));
        label(out, centre, margin / 2, file);
        label(out, centre, bottom, file);
      }
      if (i < picture.ranks()) {
        String rank = String.valueOf(picture.rankAt(i) + 1);
        label(out, margin / 2, centre, rank);
        label(out, right, centre, rank);
      }
    }
    out.append("</g>\n");
  }

  private static void label(StringBuilder out, int x, int y, String text) {
    out.append("<text class=\"coordinate\" x=\"").append(x).append("\" y=\"").append(y).append("\">").append(text)
        .append("</text>\n");
  }

  private static void numbers(Picture picture, StringBuilder out) {
    int s = picture.squareSize();
    double font = s / 5.0;
    out.append("<g class=\"numbers\" fill=\"").append(picture.colour(Picture.COORDINATE))
        .append("\" font-family=\"sans-serif\" font-size=\"");
    num(out, font);
    out.append("\">\n");
    // in number order, 1, 2, ...: the order the game counts its squares in
    for (int i = 0; i < picture.numberCount(); i++) {
      int sq = picture.numberedSquare(i);
      out.append("<text class=\"number\" data-square=\"").append(picture.name(sq)).append("\" x=\"");
      num(out, x(picture, 0, sq) + s * 0.05);
      out.append("\" y=\"");
      num(out, y(picture, 0, sq) + s * 0.05 + font * 0.8);
      out.append("\">").append(escape(picture.label(sq))).append("</text>\n");
    }
    out.append("</g>\n");
  }

  private static void items(Picture picture, int margin, StringBuilder out) {
    String outline = picture.colour(Picture.PIECE_OUTLINE);
    int shape = picture.itemShape();
    String colour = picture.colour(shape == Picture.ITEM_BUTTON ? Picture.BUTTON : Picture.ITEM);
    for (int square = 0; square < picture.size(); square++) {
      if (!picture.hasItem(square)) {
        continue;
      }
      out.append("<g class=\"item ").append(ITEM_NAMES[shape]).append("\" data-square=\"")
          .append(picture.name(square)).append('"');
      placed(picture, margin, square, out);
      out.append(" stroke=\"").append(outline).append("\" stroke-width=\"").append(Glyphs.STROKE)
          .append("\" stroke-linejoin=\"round\">");
      Glyphs.item(out, shape, colour, outline);
      out.append("</g>\n");
    }
  }

  private static void pieces(Picture picture, int margin, StringBuilder out) {
    String outline = picture.colour(Picture.PIECE_OUTLINE);
    String whiteFill = picture.colour(Picture.WHITE_PIECE);
    String blackFill = picture.colour(Picture.BLACK_PIECE);
    for (int square = 0; square < picture.size(); square++) {
      int piece = picture.piece(square);
      int kind = piece & Picture.KIND;
      if (kind == Picture.EMPTY || kind >= KIND_NAMES.length) {
        continue;
      }
      boolean black = (piece & Picture.BLACK) != 0;
      out.append("<g class=\"piece ").append(black ? "black " : "white ").append(KIND_NAMES[kind]).append('"')
          .append(" data-square=\"").append(picture.name(square)).append('"');
      placed(picture, margin, square, out);
      out.append(" fill=\"").append(black ? blackFill : whiteFill).append("\" stroke=\"").append(outline)
          .append("\" stroke-width=\"").append(Glyphs.STROKE)
          .append("\" stroke-linejoin=\"round\" stroke-linecap=\"round\">");
      Glyphs.piece(out, kind, black ? whiteFill : outline);
      out.append("</g>\n");
    }
  }

  /** The transform that puts the 100 &times; 100 box of a shape onto a square. */
  private static void placed(Picture picture, int margin, int square, StringBuilder out) {
    out.append(" transform=\"translate(").append(x(picture, margin, square)).append(',')
        .append(y(picture, margin, square)).append(") scale(");
    hundredths(out, picture.squareSize());
    out.append(")\"");
  }

  private static void destinations(Picture picture, int margin, StringBuilder out) {
    int s = picture.squareSize();
    for (int square = 0; square < picture.size(); square++) {
      if (!picture.isDestination(square)) {
        continue;
      }
      boolean occupied = picture.piece(square) != Picture.EMPTY || picture.hasItem(square);
      double cx = x(picture, margin, square) + s / 2.0;
      double cy = y(picture, margin, square) + s / 2.0;
      out.append("<circle class=\"destination").append(occupied ? " occupied" : "").append("\" data-square=\"")
          .append(picture.name(square)).append("\" cx=\"");
      num(out, cx);
      out.append("\" cy=\"");
      num(out, cy);
      out.append("\" r=\"");
      String colour = picture.colour(Picture.DESTINATION);
      if (occupied) {
        double w = Math.max(1.5, s / 14.0);
        num(out, s / 2.0 - w / 2 - s * 0.02);
        out.append("\" fill=\"none\" stroke=\"").append(colour).append("\" stroke-width=\"");
        num(out, w);
        out.append("\" stroke-opacity=\"0.85\"/>\n");
      } else {
        num(out, s * 0.15);
        out.append("\" fill=\"").append(colour).append("\" fill-opacity=\"0.85\"/>\n");
      }
    }
  }

  private static void captured(Picture picture, int margin, StringBuilder out) {
    int s = picture.squareSize();
    for (int square = 0; square < picture.size(); square++) {
      if (!picture.isCaptured(square)) {
        continue;
      }
      double x0 = x(picture, margin, square) + s * 0.2;
      double y0 = y(picture, margin, square) + s * 0.2;
      double x1 = x0 + s * 0.6;
      double y1 = y0 + s * 0.6;
      out.append("<path class=\"captured\" data-square=\"").append(picture.name(square)).append("\" d=\"M");
      num(out, x0);
      out.append(',');
      num(out, y0);
      out.append(" L");
      num(out, x1);
      out.append(',');
      num(out, y1);
      out.append(" M");
      num(out, x1);
      out.append(',');
      num(out, y0);
      out.append(" L");
      num(out, x0);
      out.append(',');
      num(out, y1);
      out.append("\" fill=\"none\" stroke=\"").append(picture.colour(Picture.CAPTURED)).append("\" stroke-width=\"");
      num(out, Math.max(2, s / 10.0));
      out.append("\" stroke-linecap=\"round\" stroke-opacity=\"0.9\"/>\n");
    }
  }

  /**
   * The path as a line through the square centres with an arrowhead on the last square. Squares
   * repeated one after the other count once; a path of fewer than two different squares draws
   * nothing.
   */
  private static void path(Picture picture, int margin, StringBuilder out) {
    int s = picture.squareSize();
    int n = picture.pathLength();
    int[] squares = new int[n];
    int count = 0;
    for (int i = 0; i < n; i++) {
      int square = picture.pathSquare(i);
      if (square >= 0 && square < picture.size() && (count == 0 || squares[count - 1] != square)) {
        squares[count++] = square;
      }
    }
    if (count < 2) {
      return;
    }
    double[] xs = new double[count];
    double[] ys = new double[count];
    for (int i = 0; i < count; i++) {
      xs[i] = x(picture, margin, squares[i]) + s / 2.0;
      ys[i] = y(picture, margin, squares[i]) + s / 2.0;
    }
    double dx = xs[count - 1] - xs[count - 2];
    double dy = ys[count - 1] - ys[count - 2];
    double length = Math.sqrt(dx * dx + dy * dy);
    double ux = dx / length;
    double uy = dy / length;
    double head = s * 0.42;
    double half = s * 0.24;
    double tipX = xs[count - 1];
    double tipY = ys[count - 1];
    double baseX = tipX - ux * head;
    double baseY = tipY - uy * head;
    String colour = picture.colour(Picture.PATH);
    out.append("<g class=\"path\" data-path=\"");
    for (int i = 0; i < count; i++) {
      out.append(i == 0 ? "" : " ").append(picture.name(squares[i]));
    }
    out.append("\" opacity=\"0.8\">\n<polyline points=\"");
    for (int i = 0; i < count; i++) {
      // the line stops inside the arrowhead, so that its round end does not show past the tip
      double px = i == count - 1 ? tipX - ux * head * 0.6 : xs[i];
      double py = i == count - 1 ? tipY - uy * head * 0.6 : ys[i];
      if (i > 0) {
        out.append(' ');
      }
      num(out, px);
      out.append(',');
      num(out, py);
    }
    out.append("\" fill=\"none\" stroke=\"").append(colour).append("\" stroke-width=\"");
    num(out, Math.max(2, s / 9.0));
    out.append("\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n<polygon points=\"");
    num(out, tipX);
    out.append(',');
    num(out, tipY);
    out.append(' ');
    num(out, baseX - uy * half);
    out.append(',');
    num(out, baseY + ux * half);
    out.append(' ');
    num(out, baseX + uy * half);
    out.append(',');
    num(out, baseY - ux * half);
    out.append("\" fill=\"").append(colour).append("\"/>\n</g>\n");
  }

  private static void frame(Picture picture, int width, int height, StringBuilder out) {
    double w = Math.max(1, picture.squareSize() / 24.0);
    out.append("<rect class=\"frame\" x=\"");
    num(out, w / 2);
    out.append("\" y=\"");
    num(out, w / 2);
    out.append("\" width=\"");
    num(out, width - w);
    out.append("\" height=\"");
    num(out, height - w);
    out.append("\" fill=\"none\" stroke=\"").append(picture.colour(Picture.BORDER)).append("\" stroke-width=\"");
    num(out, w);
    out.append("\"/>\n");
  }

  /** Text as XML character data: {@code &} and {@code <} escaped. */
  private static String escape(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;");
  }

  /** A number rounded to tenths, without a trailing {@code .0}: the same text on every machine and locale. */
  static void num(StringBuilder out, double value) {
    long tenths = Math.round(value * 10);
    if (tenths < 0) {
      out.append('-');
      tenths = -tenths;
    }
    out.append(tenths / 10);
    if (tenths % 10 != 0) {
      out.append('.').append(tenths % 10);
    }
  }

  /** {@code n / 100} in decimal, without trailing zeros: {@code 48} gives {@code 0.48}, {@code 50} gives {@code 0.5}. */
  static void hundredths(StringBuilder out, int n) {
    out.append(n / 100);
    int rest = n % 100;
    if (rest != 0) {
      out.append('.').append(rest / 10);
      if (rest % 10 != 0) {
        out.append(rest % 10);
      }
    }
  }
}
