package io.github.tabla.games.draughts.internal;

import io.github.tabla.core.kernel.Kernel;

/**
 * What the typed positions of a draughts variant ({@code VariantPosition}) read and write through their
 * kernel, whatever its board: {@link VariantKernel} for boards of up to 64 playing squares (one word a set
 * of pieces), {@link WideKernel} for more (two words a set). A position is its kernel's state; a square is
 * a bit of the kernel's sets, {@code 0} to {@code 64 · setWords() - 1}; a set is {@link #setWords()} words,
 * bit {@code b} in word {@code b >> 6}. Instances are immutable and thread-safe.
 */
public interface VariantRules extends Kernel {

  /**
   * The words of a set of pieces.
   *
   * @return 1 or 2
   */
  int setWords();

  /**
   * The bit of a square, the board seen as the generators see it: rows from the top (where White's men are
   * crowned), columns from the left, the top left corner not a playing square (unless every square plays).
   *
   * @param row 0 to {@code size - 1}
   * @param column 0 to {@code size - 1}
   * @return its bit, or -1 when it is not a playing square
   */
  int bitOf(int row, int column);

  /**
   * Writes a state; its key is made from scratch.
   *
   * @param states the buffer, {@link #stateWords()} words from {@code at}
   * @param at where the state starts
   * @param sets White's pieces, Black's and the kings, {@link #setWords()} words each, in that order
   * @param whiteToMove whose turn it is
   * @param noProgress the plies without a capture or a man's move
   * @param endgame the plies without a capture or a crowning of an ending against a lone king
   * @param whiteMoves the moves White has made
   * @param blackMoves the moves Black has made
   * @param whiteRun White's run of a king's quiet moves ({@link #runOf}), 0 for none
   * @param blackRun Black's run
   */
  void write(long[] states, int at, long[] sets, boolean whiteToMove, int noProgress, int endgame, int whiteMoves,
      int blackMoves, int whiteRun, int blackRun);

  /**
   * A word of a set of a state.
   *
   * @param states the buffer
   * @param at where the state starts
   * @param set 0 White's pieces, 1 Black's, 2 the kings
   * @param word 0 to {@code setWords() - 1}
   * @return the word
   */
  long set(long[] states, int at, int set, int word);

  /**
   * Whether White is to move.
   *
   * @param states the buffer
   * @param at where the state starts
   * @return {@code true} for White
   */
  boolean whiteMoves(long[] states, int at);

  /**
   * The plies without a capture or a man's move.
   *
   * @param states the buffer
   * @param at where the state starts
   * @return 0 or more
   */
  int pliesWithoutProgress(long[] states, int at);

  /**
   * The plies of an ending against a lone king without a capture or a crowning.
   *
   * @param states the buffer
   * @param at where the state starts
   * @return 0 or more
   */
  int endgameCount(long[] states, int at);

  /**
   * The moves a side has made.
   *
   * @param states the buffer
   * @param at where the state starts
   * @param white White's count, or Black's
   * @return 0 or more
   */
  int moveCount(long[] states, int at, boolean white);

  /**
   * A side's run of quiet moves with one king.
   *
   * @param states the buffer
   * @param at where the state starts
   * @param white White's run, or Black's
   * @return the run ({@link #runOf}), 0 for none and always 0 without a limit on a king's moves
   */
  int run(long[] states, int at, boolean white);

  /**
   * A run as one number.
   *
   * @param bit the king's bit
   * @param moves its moves in a row, 1 to 15 (0: no run)
   * @return the run
   */
  int runOf(int bit, int moves);

  /**
   * The bit of a run's king.
   *
   * @param run a run
   * @return the bit
   */
  int runBit(int run);

  /**
   * The moves in a row of a run's king.
   *
   * @param run a run
   * @return 0 for none
   */
  int runLength(int run);

  /**
   * The limit on a king's quiet moves in a row.
   *
   * @return 0 for none
   */
  int kingMoveLimit();

  /**
   * The king of the side to move that may not move without capturing.
   *
   * @param states the buffer
   * @param at where the state starts
   * @return its bit, or -1 when every king may move
   */
  int restingKingBit(long[] states, int at);

  /**
   * The plies an ending is limited to: the stronger side's pieces, one or more of them kings, against a lone
   * king.
   *
   * @param sets White's pieces, Black's and the kings, as {@link #write} takes them
   * @return the plies, 0 when no limit applies
   */
  int endgameLimit(long[] sets);

  /**
   * Whether the no-progress rule has ended the game in a draw.
   *
   * @param states the buffer
   * @param at where the state starts
   * @return {@code true} when the count has reached the limit
   */
  boolean drawnByNoProgress(long[] states, int at);

  /**
   * Whether an ending against a lone king has lasted its limit.
   *
   * @param states the buffer
   * @param at where the state starts
   * @return {@code true} when drawn that way
   */
  boolean drawnByEndgameLimit(long[] states, int at);

  /**
   * Whether a draw rule of the kernel's has ended the game.
   *
   * @param states the buffer
   * @param at where the state starts
   * @return {@code true} when the game is drawn
   */
  boolean drawn(long[] states, int at);

  /**
   * The moves of a state with their routes, for the typed positions: the legal moves (without a resting
   * king's quiet moves), or every complete capture whatever the priority says.
   *
   * @param states the buffer
   * @param at where the state starts
   * @param allCaptures every capture rather than the legal moves
   * @return the moves, in the generator's order (a new array)
   */
  Listed[] listed(long[] states, int at, boolean allCaptures);

  /**
   * A move as the typed positions read it: its origin, the squares where it lands (its destination last),
   * the pieces it captures ({@link #setWords()} words) and whether it crowns.
   *
   * @param from the origin's bit
   * @param route the landing squares' bits
   * @param taken the captured pieces
   * @param crowned whether a man is crowned
   */
  record Listed(int from, int[] route, long[] taken, boolean crowned) {}

  /**
   * A move's code in a state.
   *
   * @param states the buffer
   * @param at where the state starts (the move's state)
   * @param from the origin's bit
   * @param to the destination's bit
   * @param crowns whether a man is crowned
   * @param taken the captured pieces, {@link #setWords()} words
   * @return the code
   */
  long code(long[] states, int at, int from, int to, boolean crowns, long[] taken);

  /**
   * A move's origin.
   *
   * @param move a move
   * @return its bit
   */
  int origin(long move);

  /**
   * A move's destination.
   *
   * @param move a move
   * @return its bit
   */
  int destination(long move);

  /**
   * Whether a move crowns a man.
   *
   * @param move a move
   * @return whether it does
   */
  boolean crowning(long move);

  /**
   * The pieces a move of a state captures.
   *
   * @param states the buffer
   * @param at where the state starts (the move's state)
   * @param move the move
   * @return the set, {@link #setWords()} words
   */
  long[] captured(long[] states, int at, long move);
}
