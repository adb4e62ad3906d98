package io.github.tabla.archfixture.broken.notation;

import io.github.tabla.archfixture.broken.benchmarks.Bench;

/** Breaks: notation depends on the benchmarks. */
public final class NotationUsesBenchmarks {
  /** @return a figure */
  public static long figure() {
    return Bench.run(1L);
  }
}
