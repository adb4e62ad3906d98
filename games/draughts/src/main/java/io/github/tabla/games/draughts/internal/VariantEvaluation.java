package io.github.tabla.games.draughts.internal;

import io.github.tabla.core.engine.StateEvaluator;
import io.github.tabla.core.robot.Unit;
import io.github.tabla.core.robot.ValueScale;
import io.github.tabla.games.draughts.DraughtsRules;
import java.util.Objects;

/**
 * The evaluation of a variant's states, for the side to move, from a few weighted features of each side:
 * men and kings, each man's advance towards its crowning row, men kept on the back row, pieces in the
 * centre and men on the side files. {@link Weights#PLAIN} knows nothing of a variant's strategy; the
 * weights a variant's Robot plays with are chosen for it by matches ({@link Weights#forRules}).
 *
 * <p>Immutable and safe to share; {@link #evaluate} allocates nothing.
 */
public final class VariantEvaluation implements StateEvaluator {
  private static final int MAN = 100;

  /**
   * The weights of the features, in hundredths of a man.
   *
   * @param king a king
   * @param advance each row a man has advanced from its back row
   * @param backRow each man on its own back row
   * @param centre each piece in the centre (the squares at least two rows and two files from every edge)
   * @param edge each man on a side file (usually negative)
   */
  public record Weights(int king, int advance, int backRow, int centre, int edge) {
    /**
     * The first evaluation every variant had: a king worth three men, four points a row of advance, eight
     * for a man on the back row.
     */
    public static final Weights PLAIN = new Weights(300, 4, 8, 0, 0);

    /**
     * Short kings (English checkers): a king worth one and a half men, the back row and the centre held
     * (61.7 % against {@link #PLAIN} in 128 games).
     */
    static final Weights SHORT_KINGS = new Weights(150, 3, 20, 8, -4);

    /**
     * Flying kings on 8×8 (Russian, Czech, Spanish, Portuguese) and on 12×12 (Canadian): the back row and the
     * centre held, men kept off the side files (59.8 to 61.7 % against {@link #PLAIN} in 128 games each on
     * 8×8, 70.3 % in 96 games on 12×12).
     */
    static final Weights FLYING_8 = new Weights(300, 3, 20, 8, -4);

    /**
     * Brazilian and Thai draughts: as {@link #FLYING_8} with a king worth two and a half men and a lighter
     * back row (59.0 and 66.8 % against {@link #PLAIN} in 128 games each).
     */
    static final Weights BRAZILIAN_AND_THAI = new Weights(250, 3, 12, 8, -4);

    /**
     * International draughts: the centre held, advance worth less on the longer board, men kept off the
     * side files (69.9 % against {@link #PLAIN} in 128 games).
     */
    static final Weights FLYING_10 = new Weights(300, 2, 12, 8, -10);

    /**
     * Captures along files and ranks too (Frisian draughts): the plain weights with pieces kept out of the
     * centre, where a piece can be taken from eight directions, and men on the side files, where it cannot
     * (71.9 % against {@link #PLAIN} in 128 games).
     */
    static final Weights LINES = new Weights(300, 4, 8, -8, 4);

    /**
     * Along files and ranks only, on every square (Turkish draughts): the plain weights with men on the side
     * files worth a little more and nothing for a back row, where a man never stands (54.3 % against
     * {@link #PLAIN} in 128 games at 16,000 nodes a move; holding the centre loses, 35.9 %).
     */
    static final Weights FILES_AND_RANKS = new Weights(300, 4, 0, 0, 4);

    /**
     * Checks the weights.
     *
     * @param king a king
     * @param advance each row of a man's advance
     * @param backRow each man on its back row
     * @param centre each piece in the centre
     * @param edge each man on a side file
     * @throws IllegalArgumentException when a king is worth less than a man or any weight is beyond ±1000
     */
    public Weights {
      if (king < MAN || king > 1000) {
        throw new IllegalArgumentException("a king is worth 100 to 1000 (a man is 100), not " + king);
      }
      for (int w : new int[] {advance, backRow, centre, edge}) {
        if (Math.abs(w) > 1000) {
          throw new IllegalArgumentException("a feature's weight is at most 1000 either way, not " + w);
        }
      }
    }

    /**
     * The weights a variant's Robot plays with: for each built-in variant those chosen for it by matches
     * against {@link #PLAIN} ({@code VariantsTuneEvaluation} in the benchmarks; the figures are in
     * {@code docs/benchmarks.md}), for a variant of a user's own those of its family (captures along files
     * and ranks, along them only, short kings, flying kings on 10×10 or on the other boards).
     *
     * @param rules the variant
     * @return the weights
     */
    public static Weights forRules(DraughtsRules rules) {
      Objects.requireNonNull(rules, "rules");
      if (rules.equals(DraughtsRules.POOL)) {
        // no weights tried beat the plain ones in pool checkers (47.7 to 53.9 %)
        return PLAIN;
      }
      if (rules.equals(DraughtsRules.BRAZILIAN) || rules.equals(DraughtsRules.THAI)) {
        return BRAZILIAN_AND_THAI;
      }
      if (rules.captureLines() == DraughtsRules.CaptureLines.DIAGONAL_AND_ORTHOGONAL) {
        return LINES;
      }
      if (rules.captureLines() == DraughtsRules.CaptureLines.ORTHOGONAL) {
        return FILES_AND_RANKS;
      }
      if (rules.kingRange() == DraughtsRules.KingRange.SHORT) {
        return SHORT_KINGS;
      }
      // 12×12 (Canadian draughts) too: 70.3 % against the plain weights, FLYING_10 68.8 % on the same games
      return rules.size() == 10 ? FLYING_10 : FLYING_8;
    }
  }

  private final Layout layout;
  private final Weights weights;
  // the row of each bit from the top, -1 for a bit that is no square
  private final int[] rowOfBit = new int[64];
  private final long centre;
  private final long edges;

  /**
   * The plain evaluation of a layout's states.
   *
   * @param layout the layout of the kernel's bitboards
   */
  public VariantEvaluation(Layout layout) {
    this(layout, Weights.PLAIN);
  }

  /**
   * An evaluation of a layout's states with weights.
   *
   * @param layout the layout of the kernel's bitboards
   * @param weights the weights
   */
  public VariantEvaluation(Layout layout, Weights weights) {
    this.layout = Objects.requireNonNull(layout, "layout");
    this.weights = Objects.requireNonNull(weights, "weights");
    long c = 0L;
    long e = 0L;
    for (int bit = 0; bit < 64; bit++) {
      int square = layout.squareOf(bit);
      rowOfBit[bit] = square < 0 ? -1 : layout.row(square);
      if (square < 0) {
        continue;
      }
      int row = layout.row(square);
      int column = layout.column(square);
      if (row >= 2 && row < layout.size - 2 && column >= 2 && column < layout.size - 2) {
        c |= 1L << bit;
      }
      if (column == 0 || column == layout.size - 1) {
        e |= 1L << bit;
      }
    }
    this.centre = c;
    this.edges = e;
  }

  /**
   * The layout of the states it judges.
   *
   * @return the layout
   */
  public Layout layout() {
    return layout;
  }

  /**
   * The weights.
   *
   * @return the weights
   */
  public Weights weights() {
    return weights;
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
    Weights w = weights;
    long men = pieces & ~kings;
    int value = Long.bitCount(men) * MAN + Long.bitCount(pieces & kings) * w.king();
    int last = layout.size - 1;
    int advance = 0;
    for (long m = men; m != 0; m &= m - 1) {
      int row = rowOfBit[Long.numberOfTrailingZeros(m)];
      advance += white ? last - row : row;
    }
    value += w.advance() * advance;
    value += w.backRow() * Long.bitCount(men & (white ? layout.bottomRow : layout.topRow));
    value += w.centre() * Long.bitCount(pieces & centre);
    value += w.edge() * Long.bitCount(men & edges);
    return value;
  }
}
