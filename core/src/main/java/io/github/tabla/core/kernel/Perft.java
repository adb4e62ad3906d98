package io.github.tabla.core.kernel;

/** The bulk-counting perft of any kernel, over a caller's stack of states and moves. */
final class Perft {
  private Perft() {}

  /** Counts from the state at ply {@code ply} of the stack; the stack has room for {@code depth} more. */
  static long count(Kernel kernel, long[] stack, int ply, long[] moves, int depth) {
    int words = kernel.stateWords();
    int at = ply * words;
    int first = ply * kernel.maxMoves();
    if (depth == 1) {
      return kernel.countMoves(stack, at, moves, first);
    }
    int n = kernel.moves(stack, at, moves, first);
    long total = 0L;
    for (int i = 0; i < n; i++) {
      kernel.make(stack, at, moves[first + i], stack, at + words);
      total += count(kernel, stack, ply + 1, moves, depth - 1);
    }
    return total;
  }
}
