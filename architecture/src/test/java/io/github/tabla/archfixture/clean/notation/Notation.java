package io.github.tabla.archfixture.clean.notation;

import io.github.tabla.archfixture.clean.core.Board;

/** Notation uses core only. */
public final class Notation {
  /** @return the squares as text */
  public static String write(long bits) {
    return Board.occupied(bits).mkString(" ");
  }
}
