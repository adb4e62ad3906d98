package io.github.tabla.archfixture.broken.core.internal;

import java.util.HashMap;

/** Breaks: a java.util map in the kernel. */
public final class MapKernel {
  private final HashMap<String, long[]> table = new HashMap<>();

  /** @return the table size */
  public int size() {
    return table.size();
  }
}
