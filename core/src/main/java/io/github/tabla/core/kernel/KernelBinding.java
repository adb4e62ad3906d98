package io.github.tabla.core.kernel;

import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Move;
import java.util.Objects;
import org.apiguardian.api.API;

/**
 * How a game's typed positions and its {@link Kernel} meet: the state of a position, and the typed move
 * of a kernel move. The testkit checks through it that both give the same moves, the same positions
 * after them, the same keys and the same perft.
 *
 * <pre>{@code
 * KernelBinding<P> binding = game.kernel().get();
 * binding.write(position, states, 0);
 * Move typed = binding.move(position, kernelMove);
 *
 * // what a game returns from GameDefinition.kernel()
 * KernelBinding.of(MyKernel.INSTANCE, MyPosition::writeState, MyPosition::typedMove);
 * }</pre>
 *
 * @param <P> the game's position type
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public interface KernelBinding<P extends GamePosition<P>> {

  /**
   * The game's kernel.
   *
   * @return the kernel
   */
  Kernel kernel();

  /**
   * Writes a position's state.
   *
   * @param position the position
   * @param states the array the state is written into
   * @param at the offset of its first word; {@code kernel().stateWords()} words must fit
   */
  void write(P position, long[] states, int at);

  /**
   * The typed move of a kernel move of a position.
   *
   * @param position the position the move is played in
   * @param move one of the kernel's moves of the position's state
   * @return the move, equal to one of the position's legal moves
   */
  Move move(P position, long move);

  /**
   * The binding of a kernel made of two functions: how a position writes its state, and how a kernel
   * move reads as a typed move. Both are called with non-null arguments.
   *
   * @param <P> the game's position type
   * @param kernel the game's kernel
   * @param writer writes a position's state
   * @param reader the typed move of a kernel move of a position
   * @return the binding
   */
  static <P extends GamePosition<P>> KernelBinding<P> of(Kernel kernel, StateWriter<P> writer,
      MoveReader<P> reader) {
    Objects.requireNonNull(kernel, "kernel");
    Objects.requireNonNull(writer, "writer");
    Objects.requireNonNull(reader, "reader");
    return new KernelBinding<>() {
      @Override
      public Kernel kernel() {
        return kernel;
      }

      @Override
      public void write(P position, long[] states, int at) {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(states, "states");
        writer.write(position, states, at);
      }

      @Override
      public Move move(P position, long move) {
        Objects.requireNonNull(position, "position");
        return reader.move(position, move);
      }

      @Override
      public String toString() {
        return "KernelBinding[" + kernel + "]";
      }
    };
  }

  /**
   * How a position writes its kernel state.
   *
   * @param <P> the game's position type
   */
  @FunctionalInterface
  interface StateWriter<P> {
    /**
     * Writes a position's state.
     *
     * @param position the position
     * @param states the array
     * @param at the offset of the state
     */
    void write(P position, long[] states, int at);
  }

  /**
   * How a kernel move reads as a typed move.
   *
   * @param <P> the game's position type
   */
  @FunctionalInterface
  interface MoveReader<P> {
    /**
     * The typed move of a kernel move.
     *
     * @param position the position the move is played in
     * @param move one of the kernel's moves of its state
     * @return the typed move
     */
    Move move(P position, long move);
  }
}
