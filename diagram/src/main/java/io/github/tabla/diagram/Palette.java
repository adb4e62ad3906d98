package io.github.tabla.diagram;

import org.apiguardian.api.API;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The colours of a diagram, each a CSS colour: {@code #rgb}, {@code #rrggbb} or one of the 148 CSS colour
 * names in lower case, such as {@code red} or {@code rebeccapurple}. Nothing else is accepted, so no
 * colour can carry markup into the SVG and a misspelt name ({@code "gren"}) is refused rather than drawn
 * black.
 *
 * <pre>{@code
 * Palette p = Palette.classic();
 * Palette mine = new Palette("#eeeeee", "#88aa88", p.border(), p.coordinate(), p.whitePiece(),
 *     p.blackPiece(), p.pieceOutline(), p.item(), p.button(), p.origin(), p.destination(),
 *     p.captured(), p.lastMove(), p.path());
 * new Palette("red;<script>", ...);   // IllegalArgumentException naming lightSquare
 * }</pre>
 *
 * @param lightSquare the light squares
 * @param darkSquare the dark squares (the playing squares of draughts)
 * @param border the band around the board that holds the coordinates, or the thin frame without it
 * @param coordinate the coordinate letters and numbers, and the draughts numbers on the dark squares
 * @param whitePiece the fill of White's pieces (and the details of Black's)
 * @param blackPiece the fill of Black's pieces
 * @param pieceOutline the outline of every piece and item (and the details of White's pieces)
 * @param item the diamonds and the dots
 * @param button the buttons
 * @param origin the ring around the origin square
 * @param destination the dots (or rings, on an occupied square) of the destination squares
 * @param captured the crosses over captured pieces
 * @param lastMove the translucent tint of the last move's two squares
 * @param path the line and arrowhead of a move's path
 */
@API(status = API.Status.STABLE, since = "0.1")
public record Palette(String lightSquare, String darkSquare, String border, String coordinate, String whitePiece,
    String blackPiece, String pieceOutline, String item, String button, String origin, String destination,
    String captured, String lastMove, String path) {

  private static final Pattern HEX = Pattern.compile("#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}");
  /** The named colours of CSS (Color Module Level 4), which SVG readers know. */
  private static final Set<String> NAMES = Set.of(
      "aliceblue", "antiquewhite", "aqua", "aquamarine", "azure", "beige", "bisque", "black", "blanchedalmond",
      "blue", "blueviolet", "brown", "burlywood", "cadetblue", "chartreuse", "chocolate", "coral",
      "cornflowerblue", "cornsilk", "crimson", "cyan", "darkblue", "darkcyan", "darkgoldenrod", "darkgray",
      "darkgreen", "darkgrey", "darkkhaki", "darkmagenta", "darkolivegreen", "darkorange", "darkorchid",
      "darkred", "darksalmon", "darkseagreen", "darkslateblue", "darkslategray", "darkslategrey",
      "darkturquoise", "darkviolet", "deeppink", "deepskyblue", "dimgray", "dimgrey", "dodgerblue",
      "firebrick", "floralwhite", "forestgreen", "fuchsia", "gainsboro", "ghostwhite", "gold", "goldenrod",
      "gray", "green", "greenyellow", "grey", "honeydew", "hotpink", "indianred", "indigo", "ivory", "khaki",
      "lavender", "lavenderblush", "lawngreen", "lemonchiffon", "lightblue", "lightcoral", "lightcyan",
      "lightgoldenrodyellow", "lightgray", "lightgreen", "lightgrey", "lightpink", "lightsalmon",
      "lightseagreen", "lightskyblue", "lightslategray", "lightslategrey", "lightsteelblue", "lightyellow",
      "lime", "limegreen", "linen", "magenta", "maroon", "mediumaquamarine", "mediumblue", "mediumorchid",
      "mediumpurple", "mediumseagreen", "mediumslateblue", "mediumspringgreen", "mediumturquoise",
      "mediumvioletred", "midnightblue", "mintcream", "mistyrose", "moccasin", "navajowhite", "navy",
      "oldlace", "olive", "olivedrab", "orange", "orangered", "orchid", "palegoldenrod", "palegreen",
      "paleturquoise", "palevioletred", "papayawhip", "peachpuff", "peru", "pink", "plum", "powderblue",
      "purple", "rebeccapurple", "red", "rosybrown", "royalblue", "saddlebrown", "salmon", "sandybrown",
      "seagreen", "seashell", "sienna", "silver", "skyblue", "slateblue", "slategray", "slategrey", "snow",
      "springgreen", "steelblue", "tan", "teal", "thistle", "tomato", "turquoise", "violet", "wheat", "white",
      "whitesmoke", "yellow", "yellowgreen");

  /**
   * Checks every colour.
   *
   * @param lightSquare the light squares
   * @param darkSquare the dark squares
   * @param border the border
   * @param coordinate the coordinates
   * @param whitePiece White's pieces
   * @param blackPiece Black's pieces
   * @param pieceOutline the outlines
   * @param item the diamonds and dots
   * @param button the buttons
   * @param origin the origin ring
   * @param destination the destination marks
   * @param captured the capture crosses
   * @param lastMove the last-move tint
   * @param path the path line
   * @throws IllegalArgumentException naming the first field that is not {@code #rgb}, {@code #rrggbb}
   *     or a lower-case colour name
   */
  public Palette {
    Objects.requireNonNull(lightSquare, "lightSquare");
    Objects.requireNonNull(darkSquare, "darkSquare");
    Objects.requireNonNull(border, "border");
    Objects.requireNonNull(coordinate, "coordinate");
    Objects.requireNonNull(whitePiece, "whitePiece");
    Objects.requireNonNull(blackPiece, "blackPiece");
    Objects.requireNonNull(pieceOutline, "pieceOutline");
    Objects.requireNonNull(item, "item");
    Objects.requireNonNull(button, "button");
    Objects.requireNonNull(origin, "origin");
    Objects.requireNonNull(destination, "destination");
    Objects.requireNonNull(captured, "captured");
    Objects.requireNonNull(lastMove, "lastMove");
    Objects.requireNonNull(path, "path");
    check("lightSquare", lightSquare);
    check("darkSquare", darkSquare);
    check("border", border);
    check("coordinate", coordinate);
    check("whitePiece", whitePiece);
    check("blackPiece", blackPiece);
    check("pieceOutline", pieceOutline);
    check("item", item);
    check("button", button);
    check("origin", origin);
    check("destination", destination);
    check("captured", captured);
    check("lastMove", lastMove);
    check("path", path);
  }

  /**
   * Warm wooden squares, ivory and ebony pieces, blue diamonds, golden buttons.
   *
   * @return the default palette
   */
  public static Palette classic() {
    return new Palette("#efd9b4", "#b2845c", "#5a3d28", "#f3e6cf", "#fbf8f0", "#2d2a26", "#1c1a17",
        "#36a9e1", "#e2b33c", "#2f6fdf", "#2e8b3e", "#d42a2a", "#f2d633", "#e0702a");
  }

  /**
   * Black, white and strong pure colours, for small screens, projectors and weak eyes.
   *
   * @return the high-contrast palette
   */
  public static Palette highContrast() {
    return new Palette("#ffffff", "#7a7a7a", "#000000", "#ffffff", "#ffffff", "#000000", "#000000",
        "#00b7ff", "#ffc400", "#0044ff", "#00a000", "#ff0000", "#ffff00", "#ff00ff");
  }

  /**
   * The colours in the order of the record, for the drawing code.
   *
   * @return a new array of the 14 colours
   */
  String[] toArray() {
    return new String[] {lightSquare, darkSquare, border, coordinate, whitePiece, blackPiece, pieceOutline, item,
        button, origin, destination, captured, lastMove, path};
  }

  private static void check(String field, String colour) {
    // null is checked here too, so that a missing colour is named like a bad one
    if (colour == null || !HEX.matcher(colour).matches() && !NAMES.contains(colour)) {
      throw new IllegalArgumentException("palette colour " + field + " must be #rgb, #rrggbb or a lower-case CSS"
          + " colour name, got " + (colour == null ? "nothing" : "\"" + colour + "\""));
    }
  }
}
