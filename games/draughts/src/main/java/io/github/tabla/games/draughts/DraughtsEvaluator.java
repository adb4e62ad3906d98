package io.github.tabla.games.draughts;

import io.github.tabla.core.robot.Evaluator;
import io.github.tabla.games.draughts.internal.Geometry;

/**
 * A plain judgement of draughts positions for core's searcher: material first (a man 100, a king 250),
 * then a little for men that have advanced towards their crowning row and for men still guarding
 * their own back row, which keeps the opponent from crowning.
 *
 * <p>This evaluator is a first, deliberately simple one: the dedicated draughts Robot (its own
 * evaluator, an endgame solver) is a later piece of work and will replace it. It is enough for the
 * gentle levels and for a Robot that never plays an illegal move.
 *
 * <pre>{@code
 * Searcher<DraughtsPosition> searcher = Searcher.of(new DraughtsEvaluator());
 * searcher.search(position, Budget.ofDepth(6)).move();
 * }</pre>
 */
public final class DraughtsEvaluator implements Evaluator<DraughtsPosition> {
  /** The value of a man: the Robot's unit of one point. */
  public static final int MAN = 100;
  /** The value of a king. */
  public static final int KING = 250;

  private static final int ADVANCE = 4;
  private static final int BACK_ROW = 10;
  // squares 29..32 and 1..4 are the back rows: White's own and Black's own
  private static final int WHITE_BACK_ROW = Geometry.BLACK_CROWN_ROW;
  private static final int BLACK_BACK_ROW = Geometry.WHITE_CROWN_ROW;

  /** The evaluator. */
  public DraughtsEvaluator() {}

  /**
   * The material and men's progress of the side to move minus the opponent's.
   *
   * @param position a position that is not over
   * @return the estimate, in hundredths of a man
   */
  @Override
  public int evaluate(DraughtsPosition position) {
    int w = position.whiteBits();
    int b = position.blackBits();
    int k = position.kingBits();
    int value = side(w & ~k, w & k, true) - side(b & ~k, b & k, false);
    return position.whiteToMove() ? value : -value;
  }

  private static int side(int men, int kings, boolean white) {
    int v = MAN * Integer.bitCount(men) + KING * Integer.bitCount(kings);
    for (int m = men; m != 0; m &= m - 1) {
      int i = Integer.numberOfTrailingZeros(m);
      int row = i >>> 2;
      // White's men start low on the board (high rows) and advance towards row 0
      v += ADVANCE * (white ? 7 - row : row);
    }
    v += BACK_ROW * Integer.bitCount(men & (white ? WHITE_BACK_ROW : BLACK_BACK_ROW));
    return v;
  }
}
