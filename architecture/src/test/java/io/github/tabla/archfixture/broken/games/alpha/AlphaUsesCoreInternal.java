package io.github.tabla.archfixture.broken.games.alpha;

import io.github.tabla.archfixture.broken.core.internal.Bits;

/** Breaks: a game uses core's internal package. */
public final class AlphaUsesCoreInternal {
  /** @return a count */
  public static int count() {
    return Bits.count(3L);
  }
}
