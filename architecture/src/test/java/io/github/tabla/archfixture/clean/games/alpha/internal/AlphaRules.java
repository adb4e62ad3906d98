package io.github.tabla.archfixture.clean.games.alpha.internal;

import io.github.tabla.archfixture.clean.core.kernel.Kernel;

/** A game's kernel, where kernels live. */
public final class AlphaRules implements Kernel {
  @Override
  public int stateWords() {
    return 1;
  }
}
