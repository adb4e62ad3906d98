package io.github.tabla.games.draughts.robot;

import io.github.tabla.core.Move;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.games.draughts.DraughtsPosition;
import io.github.tabla.games.draughts.internal.Geometry;
import io.github.tabla.games.draughts.internal.MoveGenerator;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/** Between the typed positions and moves and the kernel's bitboards and packed paths. */
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

  /** The squares of a packed move: the origin and every landing square. */
  static Array<Square> path(int path, long move) {
    int captured = (int) move;
    int jumps = Integer.bitCount(captured);
    int from = MoveGenerator.origin(path);
    Square[] squares = new Square[Math.max(1, jumps) + 1];
    squares[0] = SQUARE[from];
    if (jumps == 0) {
      squares[1] = SQUARE[Geometry.neighbour(MoveGenerator.direction(path, 0), from)];
      return Array.of(squares);
    }
    int sq = from;
    for (int n = 0; n < jumps; n++) {
      int d = MoveGenerator.direction(path, n);
      sq = Geometry.neighbour(d, Geometry.neighbour(d, sq));
      squares[n + 1] = SQUARE[sq];
    }
    return Array.of(squares);
  }

  /** The legal move of a position with a packed path. */
  static Option<Move> find(Seq<Move> legal, int path, long move) {
    Array<Square> squares = path(path, move);
    return legal.find(m -> m.path().equals(squares));
  }
}
