package io.github.tabla.archfixture.clean.benchmarks;

import io.github.tabla.archfixture.clean.core.internal.Bits;
import io.github.tabla.archfixture.clean.games.alpha.Alpha;
import io.github.tabla.archfixture.clean.games.alpha.internal.AlphaKernel;

/** The benchmarks may use internal packages of every module. */
public final class Bench {
  /** @return a measured thing */
  public static long run(long bits) {
    return Bits.count(AlphaKernel.step(bits)) + Alpha.moves(bits).size();
  }
}
