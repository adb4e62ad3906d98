package io.github.tabla.archfixture.broken.notation;

import io.github.tabla.archfixture.broken.core.Board;

/** Notation uses core only. */
public final class Notation {
  /** @return the squares as text */
  public static String write(long bits) {
    return Board.occupied(bits).mkString(" ");
  }
}
