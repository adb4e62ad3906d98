package io.github.tabla.core.kernel;

import org.apiguardian.api.API;

/**
 * A game's rules on primitives: a state is {@link #stateWords()} {@code long} words at an offset of an
 * array, and every method reads or writes such a state without allocating.
 *
 * <p>Moves are {@code long} codes of the kernel's own (a destination square, a packed capture); a state
 * with no move is over, and a state that is not over has at least one move (a forced pass is a move of
 * its own). The key is a 64-bit Zobrist key the kernel keeps up to date as it makes moves;
 * {@link #keyFromScratch} computes it anew, for checks. Instances are immutable and safe to share
 * between threads; the arrays belong to the caller. These are a search's innermost calls: they check
 * nothing (a {@code null} array, a wrong offset or a move the state does not have give an exception or
 * a wrong state), which is what the typed positions are for.
 *
 * <pre>{@code
 * long[] states = new long[kernel.stateWords() * (depth + 1)];
 * long[] moves = new long[kernel.maxMoves() * depth];
 * // state of ply d at d * stateWords(), its moves at d * maxMoves()
 * }</pre>
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public interface Kernel {

  /**
   * The number of {@code long} words of one state.
   *
   * @return at least 1
   */
  int stateWords();

  /**
   * The most moves a state can have: the size of a move buffer.
   *
   * @return at least 1
   */
  int maxMoves();

  /**
   * Writes the moves of a state: the typed position's {@code legalMoves()}, each once, in an order of the
   * kernel's own that is the same on every call (a search orders them its own way anyway).
   *
   * @param states the array holding the state
   * @param at the offset of the state's first word
   * @param moves the buffer the moves are written into
   * @param offset where the first move goes; {@link #maxMoves()} places must follow it
   * @return the number of moves, 0 exactly when the round is over
   */
  int moves(long[] states, int at, long[] moves, int offset);

  /**
   * The number of moves of a state: what perft counts at its last ply. The default writes them into the
   * buffer and counts them; a kernel that can count without writing (a population count) overrides it.
   *
   * @param states the array holding the state
   * @param at the offset of the state
   * @param moves a buffer the default may write into
   * @param offset where the default writes; {@link #maxMoves()} places must follow it
   * @return the number of moves, 0 exactly when the round is over
   */
  default int countMoves(long[] states, int at, long[] moves, int offset) {
    return moves(states, at, moves, offset);
  }

  /**
   * Writes the state after a move (copy-make): the source is left as it was.
   *
   * @param states the array holding the state
   * @param at the offset of the state
   * @param move one of the state's moves
   * @param target the array the new state is written into (may be {@code states})
   * @param targetAt the offset of the new state; it must not overlap the source
   */
  void make(long[] states, int at, long move, long[] target, int targetAt);

  /**
   * The state's Zobrist key, as the moves that led to it kept it.
   *
   * @param states the array holding the state
   * @param at the offset of the state
   * @return the key
   */
  long key(long[] states, int at);

  /**
   * The state's Zobrist key computed from its contents: equal to {@link #key} for every state a
   * kernel makes.
   *
   * @param states the array holding the state
   * @param at the offset of the state
   * @return the key
   */
  long keyFromScratch(long[] states, int at);

  /**
   * Whether the round is over in a state.
   *
   * @param states the array holding the state
   * @param at the offset of the state
   * @return {@code true} when the state has no move
   */
  boolean isOver(long[] states, int at);

  /**
   * The result of a finished state for the side to move: the outcome test's answer. The default
   * compares the two sides' scores, for the games decided by them.
   *
   * @param states the array holding the state
   * @param at the offset of the state, one that is over
   * @return 1 when the side to move has won, -1 when it has lost, 0 for a draw
   */
  default int result(long[] states, int at) {
    int side = sideToMove(states, at);
    return Integer.signum(score(states, at, side) - score(states, at, 1 - side));
  }

  /**
   * The side to move.
   *
   * @param states the array holding the state
   * @param at the offset of the state
   * @return 0 for White, 1 for Black
   */
  int sideToMove(long[] states, int at);

  /**
   * A side's score so far, as the typed position's {@code score()} gives it (diamonds, buttons,
   * captured pieces, ...).
   *
   * @param states the array holding the state
   * @param at the offset of the state
   * @param side 0 for White, 1 for Black
   * @return the score
   */
  int score(long[] states, int at, int side);

  /**
   * The number of move sequences of a length from a state (bulk counting: the last ply is counted,
   * not made). A game with a faster counter of its own overrides it.
   *
   * @param states the array holding the state
   * @param at the offset of the state
   * @param depth the length, at least 0
   * @return the number of sequences; 1 at depth 0
   * @throws IllegalArgumentException when {@code depth} is negative
   */
  default long perft(long[] states, int at, int depth) {
    if (depth < 0) {
      throw new IllegalArgumentException("perft depth must be at least 0, got " + depth);
    }
    if (depth == 0) {
      return 1L;
    }
    int words = stateWords();
    long[] stack = new long[words * depth];
    System.arraycopy(states, at, stack, 0, words);
    return Perft.count(this, stack, 0, new long[maxMoves() * depth], depth);
  }
}
