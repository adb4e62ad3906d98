package io.github.tabla.archfixture.broken.games.alpha;

import io.github.tabla.archfixture.broken.games.beta.Beta;

/** Breaks: a game depends on another game. */
public final class AlphaUsesBeta {
  /** @return beta's size */
  public static int size() {
    return Beta.size(1L);
  }
}
