package io.github.tabla.archfixture.broken.core;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/** Not a violation: outside internal packages core may use streams and collections. */
public final class Streams {
  /** @return squares */
  public static List<Integer> squares() {
    return new ArrayList<>(IntStream.range(0, 64).boxed().toList());
  }
}
