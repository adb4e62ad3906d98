package io.github.tabla.games.knights;

import io.github.tabla.core.Move;
import io.github.tabla.core.Role;
import io.github.tabla.core.Square;
import io.github.tabla.core.kernel.Kernel;
import io.github.tabla.core.kernel.KernelBinding;
import io.github.tabla.games.knights.internal.KnightsKernel;
import java.util.Objects;

/**
 * Knights in the Enemy Camp's positions and its kernel: a position is one kernel state, a jump its landing
 * square (a capture when a target stands there).
 */
final class KnightsBinding implements KernelBinding<KnightsPosition> {
  private final KnightsKernel kernel;

  KnightsBinding(KnightsKernel kernel) {
    this.kernel = kernel;
  }

  @Override
  public Kernel kernel() {
    return kernel;
  }

  @Override
  public void write(KnightsPosition position, long[] states, int at) {
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(states, "states");
    position.writeState(states, at);
  }

  @Override
  public Move move(KnightsPosition position, long move) {
    Objects.requireNonNull(position, "position");
    if (move == KnightsKernel.PASS) {
      return Move.Pass.of(position.sideToMove());
    }
    boolean white = position.isWhiteToMove();
    Square from = Square.at(position.knightIndex(white));
    Square to = Square.at((int) move);
    boolean capture = (position.piecesBits(!white) >>> move & 1L) != 0L;
    return capture ? Move.PieceMove.capture(position.sideToMove(), Role.KNIGHT, from, to)
        : Move.PieceMove.step(position.sideToMove(), Role.KNIGHT, from, to);
  }

  @Override
  public String toString() {
    return "KnightsBinding[" + kernel + "]";
  }
}
