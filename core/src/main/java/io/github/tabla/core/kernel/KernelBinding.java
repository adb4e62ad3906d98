package io.github.tabla.core.kernel;

import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Move;
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
 * }</pre>
 *
 * @param <P> the game's position type
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.2.0")
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
}
