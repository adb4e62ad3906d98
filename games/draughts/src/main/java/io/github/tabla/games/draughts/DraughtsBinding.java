package io.github.tabla.games.draughts;

import io.github.tabla.core.Move;
import io.github.tabla.core.kernel.Kernel;
import io.github.tabla.core.kernel.KernelBinding;
import io.github.tabla.games.draughts.internal.DraughtsKernel;
import java.util.Objects;

/** Italian draughts' positions and its kernel: a position is one kernel state, a move a packed path. */
final class DraughtsBinding implements KernelBinding<DraughtsPosition> {
  private final DraughtsKernel kernel;

  DraughtsBinding(DraughtsKernel kernel) {
    this.kernel = kernel;
  }

  @Override
  public Kernel kernel() {
    return kernel;
  }

  @Override
  public void write(DraughtsPosition position, long[] states, int at) {
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(states, "states");
    position.writeState(states, at);
  }

  @Override
  public Move move(DraughtsPosition position, long move) {
    Objects.requireNonNull(position, "position");
    return position.typed(move);
  }

  @Override
  public String toString() {
    return "DraughtsBinding[" + kernel + "]";
  }
}
