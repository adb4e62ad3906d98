package io.github.tabla.archfixture.broken.games.alpha;

import io.github.tabla.archfixture.broken.core.robot.Search;

/** A game's search of its own. */
public final class AlphaSearch implements Search {
  @Override
  public long best() {
    return 1L;
  }
}
