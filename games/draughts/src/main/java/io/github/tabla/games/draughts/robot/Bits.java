package io.github.tabla.games.draughts.robot;

import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.games.draughts.DraughtsPosition;
import io.github.tabla.games.draughts.internal.Geometry;

/** From the typed positions to the kernel's bitboards. */
final class Bits {
  private Bits() {}

  private static final Square[] SQUARE = new Square[Geometry.SQUARES];

  static {
    for (int i = 0; i < Geometry.SQUARES; i++) {
      SQUARE[i] = Square.of(Geometry.file(i), Geometry.rank(i)).get();
    }
  }

  private static int bits(long squares) {
    int b = 0;
    for (int i = 0; i < Geometry.SQUARES; i++) {
      if ((squares >>> SQUARE[i].index() & 1L) != 0) {
        b |= 1 << i;
      }
    }
    return b;
  }

  /** White's pieces, Black's pieces and the kings of a position. */
  static int[] of(DraughtsPosition position) {
    long kings = position.kings(Side.WHITE).bits() | position.kings(Side.BLACK).bits();
    return new int[] {bits(position.pieces(Side.WHITE).bits()), bits(position.pieces(Side.BLACK).bits()), bits(kings)};
  }
}
