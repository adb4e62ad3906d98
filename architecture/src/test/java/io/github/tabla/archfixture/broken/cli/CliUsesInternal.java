package io.github.tabla.archfixture.broken.cli;

import io.github.tabla.archfixture.broken.games.alpha.internal.AlphaKernel;

/** Breaks: the command line uses a game's internal package. */
public final class CliUsesInternal {
  /** @return a step */
  public static long step() {
    return AlphaKernel.step(1L);
  }
}
