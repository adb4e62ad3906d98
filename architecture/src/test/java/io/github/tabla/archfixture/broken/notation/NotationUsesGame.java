package io.github.tabla.archfixture.broken.notation;

import io.github.tabla.archfixture.broken.games.alpha.Alpha;

/** Breaks: notation depends on a game. */
public final class NotationUsesGame {
  /** @return moves */
  public static int moves() {
    return Alpha.moves(1L).size();
  }
}
