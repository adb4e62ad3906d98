package io.github.tabla.archfixture.broken.core.internal;

/** Breaks: boxing and unboxing in the kernel (Long.bitCount alone would be fine). */
public final class BoxingKernel {
  /** @return a boxed value */
  public static Object box(int square) {
    return square;
  }

  /** @return an unboxed value */
  public static long unbox(Long value) {
    return value + Long.bitCount(7L);
  }
}
