package io.github.tabla.archfixture.broken.core.internal;

import java.util.stream.IntStream;

/** Breaks: a stream in the kernel. */
public final class StreamKernel {
  /** @return a sum */
  public static int sum(int[] values) {
    return IntStream.of(values).sum();
  }
}
