package io.github.tabla.games.diamonds;

import io.github.tabla.core.Move;
import io.github.tabla.core.Role;
import io.github.tabla.core.Square;
import io.github.tabla.core.kernel.Kernel;
import io.github.tabla.core.kernel.KernelBinding;
import io.github.tabla.games.diamonds.internal.DiamondsKernel;
import java.util.Objects;

/** Kings and Diamonds' positions and its kernel: a position is one kernel state, a step its destination. */
final class DiamondsBinding implements KernelBinding<DiamondsPosition> {
  static final DiamondsBinding INSTANCE = new DiamondsBinding();

  private DiamondsBinding() {}

  @Override
  public Kernel kernel() {
    return DiamondsKernel.INSTANCE;
  }

  @Override
  public void write(DiamondsPosition position, long[] states, int at) {
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(states, "states");
    position.writeState(states, at);
  }

  @Override
  public Move move(DiamondsPosition position, long move) {
    Objects.requireNonNull(position, "position");
    return move == DiamondsKernel.PASS ? Move.Pass.of(position.sideToMove())
        : Move.PieceMove.step(position.sideToMove(), Role.KING, Square.at(position.moverSquare()),
            Square.at((int) move));
  }

  @Override
  public String toString() {
    return "DiamondsBinding";
  }
}
