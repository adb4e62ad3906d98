package io.github.tabla.archfixture.broken.diagram;

import io.github.tabla.archfixture.broken.notation.Notation;

/** Breaks: a diagram depends on the notation module. */
public final class DiagramUsesNotation {
  /** @return a caption */
  public static String caption() {
    return Notation.write(1L);
  }
}
