package io.github.tabla.archfixture.broken.games.beta;

import io.github.tabla.archfixture.broken.core.Board;

/** Another game that uses core only. */
public final class Beta {
  /** @return how many squares */
  public static int size(long bits) {
    return Board.occupied(bits).size();
  }
}
