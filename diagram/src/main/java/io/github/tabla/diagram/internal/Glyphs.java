package io.github.tabla.diagram.internal;

/**
 * Tabla's own piece and item shapes, drawn in a 100 &times; 100 box that the writer moves onto a
 * square and scales. Bodies take the fill and outline of their group; details (bands, slits, rings,
 * the draughts crown) take a detail colour that stands out on the body: the outline on a white piece,
 * the white fill on a black one.
 *
 * <p>The shapes are plain on purpose: a base, a body and one sign per piece (the king's cross, the
 * queen's five points, the rook's battlements, the bishop's mitre, the knight's head, the pawn's
 * ball), so that each stays recognisable at 24 pixels.
 */
final class Glyphs {
  /** The stroke width of outlines, in the box's units. */
  static final String STROKE = "3.5";

  private static final String BASE = "<path d=\"M24,88 H76 V78 H24 Z\"/>";

  private Glyphs() {}

  /**
   * Appends the elements of a piece.
   *
   * @param out where to write
   * @param kind one of {@link Picture#KING} .. {@link Picture#DRAUGHTS_KING}
   * @param detail the colour of the details
   */
  static void piece(StringBuilder out, int kind, String detail) {
    switch (kind) {
      case Picture.KING:
        out.append(BASE)
            .append("<path d=\"M28,78 C22,62 30,48 42,46 H58 C70,48 78,62 72,78 Z\"/>");
        detail(out, "M32,66 H68", detail);
        out.append("<path d=\"M46,10 H54 V18 H62 V26 H54 V46 H46 V26 H38 V18 H46 Z\"/>");
        break;
      case Picture.QUEEN:
        out.append(BASE)
            .append("<path d=\"M26,78 L14,34 L31,56 L32,26 L44,52 L50,20 L56,52 L68,26 L69,56 L86,34 L74,78 Z\"/>");
        detail(out, "M28,68 H72", detail);
        out.append("<circle cx=\"14\" cy=\"32\" r=\"5\"/><circle cx=\"32\" cy=\"24\" r=\"5\"/>")
            .append("<circle cx=\"50\" cy=\"18\" r=\"5\"/><circle cx=\"68\" cy=\"24\" r=\"5\"/>")
            .append("<circle cx=\"86\" cy=\"32\" r=\"5\"/>");
        break;
      case Picture.ROOK:
        out.append(BASE)
            .append("<path d=\"M32,78 L35,44 H65 L68,78 Z\"/>")
            .append("<path d=\"M28,44 V20 H38 V28 H45 V20 H55 V28 H62 V20 H72 V44 Z\"/>");
        detail(out, "M36,54 H64", detail);
        break;
      case Picture.BISHOP:
        out.append(BASE)
            .append("<path d=\"M36,78 C28,64 32,48 50,26 C68,48 72,64 64,78 Z\"/>")
            .append("<circle cx=\"50\" cy=\"20\" r=\"6\"/>");
        detail(out, "M56,42 L46,56 M38,70 H62", detail);
        break;
      case Picture.KNIGHT:
        out.append(BASE)
            .append("<path d=\"M34,78 C34,66 40,60 46,54 C40,56 34,60 28,58 C22,56 20,50 24,44 L44,24 L48,12 ")
            .append("L56,20 C70,26 76,44 72,78 Z\"/>")
            .append("<circle cx=\"42\" cy=\"34\" r=\"3\" fill=\"").append(detail).append("\" stroke=\"none\"/>");
        detail(out, "M60,28 C68,40 68,58 64,72", detail);
        break;
      case Picture.PAWN:
        out.append("<path d=\"M26,88 H74 V80 C74,76 70,74 66,74 H34 C30,74 26,76 26,80 Z\"/>")
            .append("<path d=\"M36,74 C38,62 42,54 44,50 H56 C58,54 62,62 64,74 Z\"/>")
            .append("<circle cx=\"50\" cy=\"38\" r=\"13\"/>");
        break;
      case Picture.MAN:
        out.append("<circle cx=\"50\" cy=\"50\" r=\"38\"/>");
        ring(out, 28, detail);
        ring(out, 16, detail);
        break;
      case Picture.DRAUGHTS_KING:
        out.append("<circle cx=\"50\" cy=\"50\" r=\"38\"/>");
        ring(out, 30, detail);
        out.append("<path d=\"M36,60 L32,38 L42,48 L50,34 L58,48 L68,38 L64,60 Z\" fill=\"").append(detail)
            .append("\" stroke=\"").append(detail).append("\"/>");
        break;
      default:
        // not a kind the public layer makes: draw nothing rather than fail
        break;
    }
  }

  /**
   * Appends the elements of an item; the group gives the outline.
   *
   * @param out where to write
   * @param shape {@link Picture#ITEM_DIAMOND}, {@link Picture#ITEM_BUTTON} or {@link Picture#ITEM_DOT}
   * @param colour the item's colour
   * @param outline the colour of the button's holes (the outline colour)
   */
  static void item(StringBuilder out, int shape, String colour, String outline) {
    switch (shape) {
      case Picture.ITEM_DIAMOND:
        out.append("<path d=\"M50,18 L80,44 L50,84 L20,44 Z\" fill=\"").append(colour).append("\"/>")
            .append("<path d=\"M20,44 H80 M36,44 L50,18 L64,44 L50,84 L36,44\" fill=\"none\" stroke-opacity=\"0.55\"/>");
        break;
      case Picture.ITEM_BUTTON:
        out.append("<circle cx=\"50\" cy=\"50\" r=\"24\" fill=\"").append(colour).append("\"/>")
            .append("<circle cx=\"50\" cy=\"50\" r=\"17\" fill=\"none\" stroke-opacity=\"0.6\"/>")
            .append("<g fill=\"").append(outline).append("\" stroke=\"none\">")
            .append("<circle cx=\"44\" cy=\"44\" r=\"3.2\"/><circle cx=\"56\" cy=\"44\" r=\"3.2\"/>")
            .append("<circle cx=\"44\" cy=\"56\" r=\"3.2\"/><circle cx=\"56\" cy=\"56\" r=\"3.2\"/></g>");
        break;
      default:
        out.append("<circle cx=\"50\" cy=\"50\" r=\"14\" fill=\"").append(colour).append("\"/>");
        break;
    }
  }

  private static void detail(StringBuilder out, String d, String colour) {
    out.append("<path d=\"").append(d).append("\" fill=\"none\" stroke=\"").append(colour).append("\"/>");
  }

  private static void ring(StringBuilder out, int r, String colour) {
    out.append("<circle cx=\"50\" cy=\"50\" r=\"").append(r).append("\" fill=\"none\" stroke=\"").append(colour)
        .append("\"/>");
  }
}
