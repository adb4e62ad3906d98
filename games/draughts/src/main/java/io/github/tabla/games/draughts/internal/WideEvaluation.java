package io.github.tabla.games.draughts.internal;

import io.github.tabla.core.engine.StateEvaluator;
import io.github.tabla.core.robot.ValueScale;
import io.github.tabla.games.draughts.DraughtsRules;
import java.util.Objects;

/**
 * {@link VariantEvaluation}'s judgement of a {@link WideKernel}'s states (boards of more than 64 playing
 * squares): material, the men's advance, the back row kept, the centre held and men on the side files, with
 * the same {@link VariantEvaluation.Weights}, for the side to move. Instances are immutable.
 */
public final class WideEvaluation implements StateEvaluator {
  private static final int MAN = 100;
  private final VariantEvaluation.Weights weights;
  private final int size;
  /** The row of each square from the top. */
  private final int[] rowOf;
  // two words each: the centre, the side files, the top row and the bottom row
  private final long[] centre = new long[2];
  private final long[] edges = new long[2];
  private final long[] top = new long[2];
  private final long[] bottom = new long[2];

  /**
   * An evaluation of the states of some rules' wide kernel.
   *
   * @param rules the rules, of a board of more than 64 playing squares
   * @param weights the weights
   */
  public WideEvaluation(DraughtsRules rules, VariantEvaluation.Weights weights) {
    this.weights = Objects.requireNonNull(weights, "weights");
    WideGenerator g = new WideGenerator(rules, true, new int[0], true, (a, b, c, d, e, f) -> 0,
        new io.github.tabla.games.draughts.capture.Criterion.Worth(1, 1));
    this.size = g.size;
    this.rowOf = new int[g.bits];
    for (int k = 0; k < g.squares; k++) {
      int b = g.bit(k);
      int row = g.row(b);
      int column = g.column(b);
      rowOf[b] = row;
      long bit = 1L << b;
      int w = b >> 6;
      if (row >= 2 && row < size - 2 && column >= 2 && column < size - 2) {
        centre[w] |= bit;
      }
      if (column == 0 || column == size - 1) {
        edges[w] |= bit;
      }
      if (row == 0) {
        top[w] |= bit;
      }
      if (row == size - 1) {
        bottom[w] |= bit;
      }
    }
  }

  /**
   * Values in men: 100 is a man.
   *
   * @return the scale of the draughts evaluations
   */
  @Override
  public ValueScale scale() {
    return ValueScale.results(io.github.tabla.core.robot.Unit.MEN, MAN);
  }

  @Override
  public int evaluate(long[] states, int at) {
    int value = side(states[at], states[at + 1], states[at + 4], states[at + 5], true)
        - side(states[at + 2], states[at + 3], states[at + 4], states[at + 5], false);
    return (states[at + 6] & 1L) == 0L ? value : -value;
  }

  private int side(long low, long high, long kingsLow, long kingsHigh, boolean white) {
    VariantEvaluation.Weights w = weights;
    long menLow = low & ~kingsLow;
    long menHigh = high & ~kingsHigh;
    int value = (Long.bitCount(menLow) + Long.bitCount(menHigh)) * MAN
        + (Long.bitCount(low & kingsLow) + Long.bitCount(high & kingsHigh)) * w.king();
    int last = size - 1;
    int advance = 0;
    for (long m = menLow; m != 0; m &= m - 1) {
      int row = rowOf[Long.numberOfTrailingZeros(m)];
      advance += white ? last - row : row;
    }
    for (long m = menHigh; m != 0; m &= m - 1) {
      int row = rowOf[64 + Long.numberOfTrailingZeros(m)];
      advance += white ? last - row : row;
    }
    long[] back = white ? bottom : top;
    value += w.advance() * advance;
    value += w.backRow() * (Long.bitCount(menLow & back[0]) + Long.bitCount(menHigh & back[1]));
    value += w.centre() * (Long.bitCount(low & centre[0]) + Long.bitCount(high & centre[1]));
    value += w.edge() * (Long.bitCount(menLow & edges[0]) + Long.bitCount(menHigh & edges[1]));
    return value;
  }
}
