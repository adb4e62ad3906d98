package io.github.tabla.archfixture.broken.core;

import io.github.tabla.archfixture.broken.games.alpha.Alpha;

/** Breaks: core depends on a game. */
public final class CoreUsesGame {
  /** @return a game's moves */
  public static int moves() {
    return Alpha.moves(1L).size();
  }
}
