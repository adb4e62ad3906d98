package io.github.tabla.archfixture.broken.json;

import io.github.tabla.archfixture.broken.games.alpha.Alpha;

/** Breaks: the JSON view depends on a game. */
public final class JsonUsesGame {
  /** @return the number of moves to write */
  public static int moves() {
    return Alpha.moves(1L).size();
  }
}
