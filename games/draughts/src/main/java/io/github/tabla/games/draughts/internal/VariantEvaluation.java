package io.github.tabla.games.draughts.internal;

import io.github.tabla.core.engine.StateEvaluator;
import io.github.tabla.core.robot.Unit;
import io.github.tabla.core.robot.ValueScale;

/**
 * A plain evaluation of a variant's states, for the side to move: men and kings (a king worth three men),
 * each man's advance towards its crowning row, and a small bonus for the back row kept. It knows nothing
 * of a variant's strategy: the first evaluation every variant gets, before one is tuned for it.
 *
 * <p>Immutable and safe to share; {@link #evaluate} allocates nothing.
 */
public final class VariantEvaluation implements StateEvaluator {
  private static final int MAN = 100;
  private static final int KING = 300;
  private static final int ADVANCE = 4;
  private static final int BACK_ROW = 8;

  private final Layout layout;
  // the row of each bit from the top, -1 for a bit that is no square
  private final int[] rowOfBit = new int[64];

  /**
   * The evaluation of a layout's states.
   *
   * @param layout the layout of the kernel's bitboards
   */
  public VariantEvaluation(Layout layout) {
    this.layout = layout;
    for (int bit = 0; bit < 64; bit++) {
      int square = layout.squareOf(bit);
      rowOfBit[bit] = square < 0 ? -1 : layout.row(square);
    }
  }

  /**
   * Values in men: 100 is a man.
   *
   * @return the scale of the draughts evaluations
   */
  @Override
  public ValueScale scale() {
    return ValueScale.results(Unit.MEN, MAN);
  }

  @Override
  public int evaluate(long[] states, int at) {
    long white = VariantKernel.white(states, at);
    long black = VariantKernel.black(states, at);
    long kings = VariantKernel.kings(states, at);
    int value = side(white, kings, true) - side(black, kings, false);
    return VariantKernel.whiteToMove(states, at) ? value : -value;
  }

  private int side(long pieces, long kings, boolean white) {
    long men = pieces & ~kings;
    int value = Long.bitCount(men) * MAN + Long.bitCount(pieces & kings) * KING;
    int last = layout.size - 1;
    for (long m = men; m != 0; m &= m - 1) {
      int row = rowOfBit[Long.numberOfTrailingZeros(m)];
      value += ADVANCE * (white ? last - row : row);
    }
    value += BACK_ROW * Long.bitCount(men & (white ? layout.bottomRow : layout.topRow));
    return value;
  }
}
