package io.github.tabla.archfixture.broken.testkit;

import io.github.tabla.archfixture.broken.games.alpha.Alpha;

/** Breaks: the testkit depends on a game. */
public final class TestkitUsesGame {
  /** @return moves */
  public static int moves() {
    return Alpha.moves(1L).size();
  }
}
