package io.github.tabla.archfixture.broken.games.alpha;

import io.github.tabla.archfixture.broken.core.kernel.Kernel;

/** A kernel outside its game's internal package. */
public final class AlphaOpenKernel implements Kernel {
  @Override
  public int stateWords() {
    return 1;
  }
}
