package io.github.tabla.archfixture.broken.core;

import io.vavr.collection.Array;
import io.github.tabla.archfixture.broken.core.internal.Bits;
import org.jspecify.annotations.Nullable;

/** A core type at the API edge: Vavr is allowed here. */
public final class Board {
  /** @return the occupied squares as a Vavr value */
  public static Array<Integer> occupied(long bits) {
    Array<Integer> squares = Array.empty();
    for (long b = bits; b != 0; b &= b - 1) {
      squares = squares.append(Bits.lowest(b));
    }
    return squares;
  }

  /** @return nothing at all */
  public static @Nullable String nothing() {
    return null;
  }
}
