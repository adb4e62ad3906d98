package io.github.tabla.archfixture.broken.games.alpha;

import io.vavr.collection.Array;
import io.github.tabla.archfixture.broken.core.Board;
import io.github.tabla.archfixture.broken.games.alpha.internal.AlphaKernel;

/** A game that uses core and its own kernel. */
public final class Alpha {
  /** @return the moves */
  public static Array<Integer> moves(long bits) {
    return Board.occupied(AlphaKernel.step(bits));
  }
}
