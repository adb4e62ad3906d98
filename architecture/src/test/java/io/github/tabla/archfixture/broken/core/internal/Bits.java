package io.github.tabla.archfixture.broken.core.internal;

import java.util.Arrays;

/** A clean kernel class: primitives and arrays only. */
public final class Bits {
  /** @return the index of the lowest bit */
  public static int lowest(long bits) {
    return Long.numberOfTrailingZeros(bits);
  }

  /** @return how many bits are set */
  public static int count(long bits) {
    return Long.bitCount(bits);
  }

  /** @return a filled buffer */
  public static int[] buffer(int size) {
    int[] buffer = new int[size];
    Arrays.fill(buffer, -1);
    return buffer;
  }
}
