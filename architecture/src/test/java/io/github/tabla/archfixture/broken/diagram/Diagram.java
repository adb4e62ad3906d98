package io.github.tabla.archfixture.broken.diagram;

import io.github.tabla.archfixture.broken.core.Board;

/** Diagrams use core only. */
public final class Diagram {
  /** @return the squares as a picture */
  public static String draw(long bits) {
    return "<svg>" + Board.occupied(bits).mkString(" ") + "</svg>";
  }
}
