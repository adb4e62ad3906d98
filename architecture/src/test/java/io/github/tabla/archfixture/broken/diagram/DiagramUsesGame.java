package io.github.tabla.archfixture.broken.diagram;

import io.github.tabla.archfixture.broken.games.alpha.Alpha;

/** Breaks: a diagram depends on a game. */
public final class DiagramUsesGame {
  /** @return the number of moves to draw */
  public static int arrows() {
    return Alpha.moves(1L).size();
  }
}
