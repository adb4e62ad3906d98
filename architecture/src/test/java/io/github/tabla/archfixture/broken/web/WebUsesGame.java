package io.github.tabla.archfixture.broken.web;

import io.github.tabla.archfixture.broken.games.alpha.Alpha;

/** Breaks: the web board depends on a game. */
public final class WebUsesGame {
  /** @return the number of moves to show */
  public static int moves() {
    return Alpha.moves(1L).size();
  }
}
