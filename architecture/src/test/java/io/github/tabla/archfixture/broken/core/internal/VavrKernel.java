package io.github.tabla.archfixture.broken.core.internal;

import io.vavr.collection.Array;

/** Breaks: Vavr in the kernel. */
public final class VavrKernel {
  /** @return moves */
  public static Array<String> moves() {
    return Array.of("e1-e2");
  }
}
