package io.github.tabla.archfixture.clean.games.beta;

import io.github.tabla.archfixture.clean.core.Board;

/** Another game that uses core only. */
public final class Beta {
  /** @return how many squares */
  public static int size(long bits) {
    return Board.occupied(bits).size();
  }
}
