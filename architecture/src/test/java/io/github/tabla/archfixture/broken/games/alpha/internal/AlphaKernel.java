package io.github.tabla.archfixture.broken.games.alpha.internal;

/** A game's own kernel. */
public final class AlphaKernel {
  /** @return the squares one step north */
  public static long step(long bits) {
    return bits << 8;
  }
}
