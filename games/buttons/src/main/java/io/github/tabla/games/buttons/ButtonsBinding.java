package io.github.tabla.games.buttons;

import io.github.tabla.core.Move;
import io.github.tabla.core.kernel.Kernel;
import io.github.tabla.core.kernel.KernelBinding;
import io.github.tabla.games.buttons.internal.ButtonsKernel;
import java.util.Objects;

/** Queens, Rooks and Buttons' positions and its kernel: a position is one kernel state, a move a packed slide. */
final class ButtonsBinding implements KernelBinding<ButtonsPosition> {
  static final ButtonsBinding INSTANCE = new ButtonsBinding();

  private ButtonsBinding() {}

  @Override
  public Kernel kernel() {
    return ButtonsKernel.INSTANCE;
  }

  @Override
  public void write(ButtonsPosition position, long[] states, int at) {
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(states, "states");
    position.writeState(states, at);
  }

  @Override
  public Move move(ButtonsPosition position, long move) {
    Objects.requireNonNull(position, "position");
    return move == ButtonsKernel.PASS ? Move.Pass.of(position.sideToMove()) : position.toMove((int) move);
  }

  @Override
  public String toString() {
    return "ButtonsBinding";
  }
}
