package io.github.tabla.archfixture.broken.core.internal;

import java.util.ArrayList;
import java.util.Iterator;

/** Breaks: a java.util collection in the kernel. */
public final class ListKernel {
  /** @return the first buffer */
  public static int[] first() {
    ArrayList<int[]> buffers = new ArrayList<>();
    buffers.add(new int[4]);
    Iterator<int[]> it = buffers.iterator();
    return it.next();
  }
}
