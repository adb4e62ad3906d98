package io.github.tabla.diagram;

import org.apiguardian.api.API;
import java.util.Objects;

/**
 * How a diagram looks: the size of a square, whether coordinates are drawn, which side is at the
 * bottom, and the colours.
 *
 * <pre>{@code
 * DiagramOptions o = DiagramOptions.defaults()      // 48 px, coordinates, White at the bottom, classic
 *     .withSquareSize(32)
 *     .withFlipped(true)                              // Black at the bottom: h8 bottom left
 *     .withPalette(Palette.highContrast());
 * DiagramOptions.defaults().withSquareSize(8);     // IllegalArgumentException: 8 is outside 12..256
 * }</pre>
 *
 * @param squareSize the side of a square in pixels, {@value #MIN_SQUARE_SIZE} to
 *     {@value #MAX_SQUARE_SIZE}
 * @param coordinates whether to draw coordinates: the files (a..h on 8 &times; 8, a..j on
 *     10 &times; 10) and ranks (1..8, 1..10) around a chess-named board; the numbers (1..32 on the
 *     Italian board, ID-2; 1..50 on the International one) in the corner of each dark square of a
 *     numbered draughts board; in text, ranks and files for chess-named boards and nothing for
 *     draughts
 * @param flipped whether Black is at the bottom: the board turned by 180&deg;, the top right corner
 *     (h8 on 8 &times; 8) bottom left and a1 top right
 * @param palette the colours
 */
@API(status = API.Status.STABLE, since = "0.1")
public record DiagramOptions(int squareSize, boolean coordinates, boolean flipped, Palette palette) {
  /** The smallest square size, in pixels. */
  public static final int MIN_SQUARE_SIZE = 12;
  /** The largest square size, in pixels. */
  public static final int MAX_SQUARE_SIZE = 256;

  /**
   * Checks the square size.
   *
   * @param squareSize the side of a square in pixels
   * @param coordinates whether to draw coordinates
   * @param flipped whether Black is at the bottom
   * @param palette the colours
   * @throws IllegalArgumentException when the square size is outside 12..256
   */
  public DiagramOptions {
    if (squareSize < MIN_SQUARE_SIZE || squareSize > MAX_SQUARE_SIZE) {
      throw new IllegalArgumentException("square size " + squareSize + " is outside " + MIN_SQUARE_SIZE + ".."
          + MAX_SQUARE_SIZE + " pixels");
    }
    Objects.requireNonNull(palette, "palette");
  }

  /**
   * Squares of 48 pixels, coordinates on, White at the bottom, the {@link Palette#classic() classic}
   * colours.
   *
   * @return the default options
   */
  public static DiagramOptions defaults() {
    return new DiagramOptions(48, true, false, Palette.classic());
  }

  /**
   * These options with another square size.
   *
   * @param newSquareSize the side of a square in pixels, 12 to 256
   * @return the new options
   * @throws IllegalArgumentException when the size is outside 12..256
   */
  public DiagramOptions withSquareSize(int newSquareSize) {
    return new DiagramOptions(newSquareSize, coordinates, flipped, palette);
  }

  /**
   * These options with coordinates on or off.
   *
   * @param newCoordinates whether to draw coordinates
   * @return the new options
   */
  public DiagramOptions withCoordinates(boolean newCoordinates) {
    return new DiagramOptions(squareSize, newCoordinates, flipped, palette);
  }

  /**
   * These options with White or Black at the bottom.
   *
   * @param newFlipped {@code true} for Black at the bottom
   * @return the new options
   */
  public DiagramOptions withFlipped(boolean newFlipped) {
    return new DiagramOptions(squareSize, coordinates, newFlipped, palette);
  }

  /**
   * These options with other colours.
   *
   * @param newPalette the colours
   * @return the new options
   */
  public DiagramOptions withPalette(Palette newPalette) {
    return new DiagramOptions(squareSize, coordinates, flipped, newPalette);
  }
}
