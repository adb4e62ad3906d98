package io.github.tabla.archfixture.broken.benchmarks;

import io.github.tabla.archfixture.broken.core.internal.Bits;
import io.github.tabla.archfixture.broken.games.alpha.Alpha;
import io.github.tabla.archfixture.broken.games.alpha.internal.AlphaKernel;

/** The benchmarks may use internal packages of every module. */
public final class Bench {
  /** @return a measured thing */
  public static long run(long bits) {
    return Bits.count(AlphaKernel.step(bits)) + Alpha.moves(bits).size();
  }
}
