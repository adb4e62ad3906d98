package io.github.tabla.games.draughts.internal;

import org.jspecify.annotations.Nullable;

/**
 * The Robot's judgement of a quiet draughts position: a weighted sum of features, each counted for the
 * side to move minus the opponent, in hundredths of a man. The weights were fitted on the results of
 * self-play games (see {@code docs/benchmarks.md} and the benchmarks module's
 * {@code TuneEvaluation}); {@link #TUNED} holds them, and the tuner builds other instances.
 *
 * <p>An evaluation may have two sets of weights, the middlegame's and the ending's: with
 * {@link #ENDING_FROM} pieces or more on the board the first counts, with {@link #PHASES} fewer the
 * second, and in between a blend ({@link #phase}), so that a trade never jumps from one judgement to
 * another. {@link #TUNED}'s ending weights were fitted on the quiet positions of fewer than 16 pieces of
 * self-play games, the middlegame's fixed (the benchmarks module's {@code TuneEnding}): a king is worth
 * 1.8 men there (1.58 in the middlegame), central kings and advanced men count for more.
 *
 * <table>
 *   <caption>The features</caption>
 *   <tr><th>index</th><th>feature</th></tr>
 *   <tr><td>{@link #MAN}</td><td>men</td></tr>
 *   <tr><td>{@link #KING}</td><td>kings</td></tr>
 *   <tr><td>{@link #ADVANCE}</td><td>the rows the men have advanced, summed (0 on the own back row)</td></tr>
 *   <tr><td>{@link #TEMPO}</td><td>the same sum, weighted by how few pieces are left: advancing
 *       matters more as the board empties</td></tr>
 *   <tr><td>{@link #NEAR_CROWN}</td><td>men one or two rows from their crowning row</td></tr>
 *   <tr><td>{@link #RUNAWAY}</td><td>runaway men: no enemy piece stands in the cone in front of them,
 *       so nothing can stop them from crowning</td></tr>
 *   <tr><td>{@link #BACK_RANK}</td><td>men still guarding the own back row, while the opponent has men
 *       that could crown there</td></tr>
 *   <tr><td>{@link #CENTRE}</td><td>men on the four centre squares 14, 15, 18, 19</td></tr>
 *   <tr><td>{@link #EDGE}</td><td>men on the side files a and h</td></tr>
 *   <tr><td>{@link #FLANK}</td><td>minus the difference between the men on the left and right half of
 *       the board: a side with one empty flank is weak there</td></tr>
 *   <tr><td>{@link #MOBILITY}</td><td>steps the men could make</td></tr>
 *   <tr><td>{@link #KING_MOBILITY}</td><td>steps the kings could make</td></tr>
 *   <tr><td>{@link #KING_CENTRE}</td><td>kings on the eight central squares</td></tr>
 *   <tr><td>{@link #TRADE}</td><td>the material lead times the pieces already gone: trading down when
 *       ahead</td></tr>
 *   <tr><td>{@link #THREAT}</td><td>the opponent's pieces that could capture if it were their turn
 *       (a threat the side to move must meet); counted for the side to move only</td></tr>
 *   <tr><td>{@link #TURN}</td><td>1: having the move</td></tr>
 *   <tr><td>{@link #MAN_SQUARE} ..</td><td>men on each square, Black's seen from its side (the board
 *       turned round): what a man is worth where it stands, beyond the features above</td></tr>
 *   <tr><td>{@link #KING_SQUARE} ..</td><td>kings on each square, likewise</td></tr>
 * </table>
 *
 * <p>Immutable and safe to share; {@link #evaluate} allocates nothing.
 */
public final class Evaluation {
  /** Feature: men. */
  public static final int MAN = 0;
  /** Feature: kings. */
  public static final int KING = 1;
  /** Feature: rows advanced by the men. */
  public static final int ADVANCE = 2;
  /** Feature: rows advanced, weighted by the pieces gone. */
  public static final int TEMPO = 3;
  /** Feature: men one or two rows from crowning. */
  public static final int NEAR_CROWN = 4;
  /** Feature: runaway men. */
  public static final int RUNAWAY = 5;
  /** Feature: men guarding the back row. */
  public static final int BACK_RANK = 6;
  /** Feature: men on the centre squares. */
  public static final int CENTRE = 7;
  /** Feature: men on the side files. */
  public static final int EDGE = 8;
  /** Feature: balance of the flanks. */
  public static final int FLANK = 9;
  /** Feature: steps of the men. */
  public static final int MOBILITY = 10;
  /** Feature: steps of the kings. */
  public static final int KING_MOBILITY = 11;
  /** Feature: kings in the centre. */
  public static final int KING_CENTRE = 12;
  /** Feature: material lead times pieces gone. */
  public static final int TRADE = 13;
  /** Feature: the opponent's capture threats. */
  public static final int THREAT = 14;
  /** Feature: the move. */
  public static final int TURN = 15;
  /** First of 28 features: a man on a square, {@code MAN_SQUARE + s - 4} for White's square index {@code s}. */
  public static final int MAN_SQUARE = 16;
  /** First of 32 features: a king on a square, {@code KING_SQUARE + s} for White's square index {@code s}. */
  public static final int KING_SQUARE = 44;
  /** The number of features. */
  public static final int FEATURES = 76;
  /** The features computed by formula, before the square tables. */
  static final int FORMULA_FEATURES = 16;

  /** The names of the features computed by formula, for reports. */
  private static final String[] NAMES = {"man", "king", "advance", "tempo", "near-crown", "runaway", "back-rank",
      "centre", "edge", "flank", "mobility", "king-mobility", "king-centre", "trade", "threat", "turn"};

  /** Squares 14, 15, 18, 19. */
  static final int CENTRE_SQUARES = 1 << 13 | 1 << 14 | 1 << 17 | 1 << 18;
  /** The centre and squares 10, 11, 22, 23 around it. */
  static final int WIDE_CENTRE = CENTRE_SQUARES | 1 << 9 | 1 << 10 | 1 << 21 | 1 << 22;
  /** Files a and h. */
  static final int EDGE_SQUARES = 1 | 1 << 8 | 1 << 16 | 1 << 24 | 1 << 7 | 1 << 15 | 1 << 23 | 1 << 31;
  /** Files a to d. */
  static final int LEFT_HALF;
  /** White's men on rows advanced by {@code r}: {@code WHITE_ROWS[r]}; Black's are the rows mirrored. */
  private static final int[] ROW = new int[8];
  /** {@code WHITE_CONE[i]}: the squares in front of a white man on {@code i} from which a piece could stop it. */
  private static final int[] WHITE_CONE = new int[32];
  /** The same for a black man. */
  private static final int[] BLACK_CONE = new int[32];

  /**
   * The fitted weights, one per feature, in hundredths of a man (see the class comment and
   * {@code docs/benchmarks.md}).
   */
  private static final int[] TUNED_WEIGHTS = {
      // the features by formula, MAN .. TURN
      100, 158, -5, 5, 2, 10, 13, -7, -4, 3, 4, 2, 6, -2, -20, 2,
      // a man on White's squares 5 .. 32
      5, 4, 2, -15, 5, 5, 2, -7, -2, 1, -3, 5, 5, -1, 2, -10, -7, 1, -4, 8, 7, 6, 6, -5, 3, 5, 7, -14,
      // a king on White's squares 1 .. 32
      -7, 2, 0, -1, 4, 4, -1, 1, -1, -3, -2, 3, 2, 1, -1, 7, 2, -2, -1, 2, 1, 1, 6, -6, 0, 0, 3, 3, -2, -3, 1, -1};

  /**
   * The weights of the ending, fitted on the endings of self-play games with the middlegame's weights
   * fixed (see {@code docs/benchmarks.md} and the benchmarks module's {@code TuneEnding}).
   */
  private static final int[] ENDING_WEIGHTS = {
      // the features by formula, MAN .. TURN
      95, 172, -13, 8, 8, 9, 0, -2, 2, 3, 7, 0, 13, -3, -18, 4,
      // a man on White's squares 5 .. 32
      6, 11, 5, -7, -5, -3, -1, -4, 2, 1, 0, -4, 10, -3, 2, 1, -8, -8, -10, 4, 10, -11, 5, -7, 13, 12, 7, -6,
      // a king on White's squares 1 .. 32
      -16, 0, 0, -5, -7, 4, 5, -7, -10, -14, 2, 5, 7, -1, -3, 10, 12, 6, -2, 0, 10, 8, 3, -21, -2, 10, 14, 13, -10, -2,
      9, -6};

  /** The evaluation with the fitted weights, the middlegame's and the ending's. */
  public static final Evaluation TUNED = new Evaluation(TUNED_WEIGHTS, ENDING_WEIGHTS);

  /** The evaluation with the middlegame's fitted weights in every phase. */
  public static final Evaluation MIDDLEGAME = new Evaluation(TUNED_WEIGHTS);

  static {
    int left = 0;
    for (int i = 0; i < 32; i++) {
      if (Geometry.file(i) < 4) {
        left |= 1 << i;
      }
      ROW[i >>> 2] |= 1 << i;
    }
    LEFT_HALF = left;
    for (int i = 0; i < 32; i++) {
      int f = Geometry.file(i);
      int r = Geometry.rank(i);
      int wc = 0;
      int bc = 0;
      for (int j = 0; j < 32; j++) {
        int fj = Geometry.file(j);
        int rj = Geometry.rank(j);
        if (rj > r && Math.abs(fj - f) <= rj - r + 1) {
          wc |= 1 << j;
        }
        if (rj < r && Math.abs(fj - f) <= r - rj + 1) {
          bc |= 1 << j;
        }
      }
      WHITE_CONE[i] = wc;
      BLACK_CONE[i] = bc;
    }
  }

  /** The pieces on the board from which the ending's weights begin to count. */
  public static final int ENDING_FROM = 16;
  /** The phases: 0 with {@link #ENDING_FROM} pieces or more, up to this with 8 fewer or less. */
  public static final int PHASES = 8;

  private final int[] weights;
  private final int[] endingWeights;
  /** The weights of each phase, {@code weights} and {@code endingWeights} blended: phase k is k/8 ending. */
  private final int[][] phaseWeights = new int[PHASES + 1][];
  /** The square weights of a man by phase and White's square index, 0 on squares a man never stands on. */
  private final int[][] manSquare = new int[PHASES + 1][32];
  /** The square weights of a king by phase and White's square index. */
  private final int[][] kingSquare = new int[PHASES + 1][32];

  /**
   * An evaluation with given weights, the same in every phase of the game.
   *
   * @param weights {@link #FEATURES} weights, in hundredths of a man; copied
   * @throws IllegalArgumentException when there are not {@link #FEATURES} weights
   */
  public Evaluation(int[] weights) {
    this(weights, weights);
  }

  /**
   * An evaluation whose weights change as the board empties: {@code weights} with {@link #ENDING_FROM}
   * pieces or more, {@code endingWeights} with {@link #PHASES} fewer or less, and a blend of the two in
   * between (each weight rounded), so that no trade jumps from one evaluation to another.
   *
   * @param weights {@link #FEATURES} weights for the opening and middlegame, in hundredths of a man; copied
   * @param endingWeights {@link #FEATURES} weights for the ending; copied
   * @throws IllegalArgumentException when either has not {@link #FEATURES} weights
   */
  public Evaluation(int[] weights, int[] endingWeights) {
    for (int[] w : new int[][] {weights, endingWeights}) {
      if (w.length != FEATURES) {
        throw new IllegalArgumentException("an evaluation needs " + FEATURES + " weights, got " + w.length);
      }
    }
    this.weights = weights.clone();
    this.endingWeights = endingWeights.clone();
    for (int k = 0; k <= PHASES; k++) {
      int[] w = new int[FEATURES];
      for (int i = 0; i < FEATURES; i++) {
        w[i] = Math.round((this.weights[i] * (PHASES - k) + this.endingWeights[i] * k) / (float) PHASES);
      }
      phaseWeights[k] = w;
      for (int sq = 4; sq < 32; sq++) {
        manSquare[k][sq] = w[MAN_SQUARE + sq - 4];
      }
      for (int sq = 0; sq < 32; sq++) {
        kingSquare[k][sq] = w[KING_SQUARE + sq];
      }
    }
  }

  /**
   * The phase of a position by the pieces on the board: how far the ending's weights count, in eighths.
   *
   * @param pieces the pieces on the board
   * @return 0 with {@link #ENDING_FROM} pieces or more, up to {@link #PHASES} with 8 fewer or less
   */
  public static int phase(int pieces) {
    return Math.max(0, Math.min(PHASES, ENDING_FROM - pieces));
  }

  /**
   * A copy of the weights of the opening and middlegame.
   *
   * @return the weights, one per feature
   */
  public int[] weights() {
    return weights.clone();
  }

  /**
   * A copy of the weights of the ending (the same as {@link #weights()} for an evaluation with one set).
   *
   * @return the weights, one per feature
   */
  public int[] endingWeights() {
    return endingWeights.clone();
  }

  /**
   * The name of a feature.
   *
   * @param feature 0 to {@link #FEATURES} - 1
   * @return its name
   */
  public static String name(int feature) {
    if (feature < FORMULA_FEATURES) {
      return NAMES[feature];
    }
    return feature < KING_SQUARE ? "man on " + (feature - MAN_SQUARE + 5) : "king on " + (feature - KING_SQUARE + 1);
  }

  /**
   * The value of a position from the side to move's view.
   *
   * @param white White's pieces
   * @param black Black's pieces
   * @param kings the kings of both sides
   * @param whiteToMove whose turn it is
   * @return the value in hundredths of a man
   */
  public int evaluate(int white, int black, int kings, boolean whiteToMove) {
    int k = phase(Integer.bitCount(white | black));
    int v = formula(white, black, kings, whiteToMove, null, phaseWeights[k]);
    int[] manSquare = this.manSquare[k];
    int[] kingSquare = this.kingSquare[k];
    int squares = 0;
    for (int b = white & ~kings; b != 0; b &= b - 1) {
      squares += manSquare[Integer.numberOfTrailingZeros(b)];
    }
    for (int b = black & ~kings; b != 0; b &= b - 1) {
      squares -= manSquare[31 - Integer.numberOfTrailingZeros(b)];
    }
    for (int b = white & kings; b != 0; b &= b - 1) {
      squares += kingSquare[Integer.numberOfTrailingZeros(b)];
    }
    for (int b = black & kings; b != 0; b &= b - 1) {
      squares -= kingSquare[31 - Integer.numberOfTrailingZeros(b)];
    }
    return whiteToMove ? v + squares : v - squares;
  }

  /**
   * The features of a position from the side to move's view: each is the side to move's count minus
   * the opponent's, except {@link #THREAT} and {@link #TURN}.
   *
   * @param white White's pieces
   * @param black Black's pieces
   * @param kings the kings of both sides
   * @param whiteToMove whose turn it is
   * @param out an array of at least {@link #FEATURES} ints, overwritten
   */
  public static void features(int white, int black, int kings, boolean whiteToMove, int[] out) {
    formula(white, black, kings, whiteToMove, out, null);
    for (int i = FORMULA_FEATURES; i < FEATURES; i++) {
      out[i] = 0;
    }
    int sign = whiteToMove ? 1 : -1;
    for (int b = white & ~kings; b != 0; b &= b - 1) {
      out[MAN_SQUARE + Integer.numberOfTrailingZeros(b) - 4] += sign;
    }
    for (int b = black & ~kings; b != 0; b &= b - 1) {
      out[MAN_SQUARE + 31 - Integer.numberOfTrailingZeros(b) - 4] -= sign;
    }
    for (int b = white & kings; b != 0; b &= b - 1) {
      out[KING_SQUARE + Integer.numberOfTrailingZeros(b)] += sign;
    }
    for (int b = black & kings; b != 0; b &= b - 1) {
      out[KING_SQUARE + 31 - Integer.numberOfTrailingZeros(b)] -= sign;
    }
  }

  /**
   * The features computed by formula, from the side to move's view: written to {@code out[0]} to
   * {@code out[FORMULA_FEATURES - 1]} when {@code out} is given, and their weighted sum returned when
   * {@code w} is (the evaluation allocates nothing).
   */
  private static int formula(int white, int black, int kings, boolean whiteToMove, int @Nullable [] out,
      int @Nullable [] w) {
    int wm = white & ~kings;
    int bm = black & ~kings;
    int wk = white & kings;
    int bk = black & kings;
    int empty = ~(white | black);
    int pieces = Integer.bitCount(white | black);
    int gone = 24 - pieces;

    int men = Integer.bitCount(wm) - Integer.bitCount(bm);
    int kingCount = Integer.bitCount(wk) - Integer.bitCount(bk);

    // White's men advance towards row 0, Black's towards row 7
    int wAdvance = 0;
    int bAdvance = 0;
    for (int r = 0; r < 8; r++) {
      wAdvance += (7 - r) * Integer.bitCount(wm & ROW[r]);
      bAdvance += r * Integer.bitCount(bm & ROW[r]);
    }
    int advance = wAdvance - bAdvance;
    int tempo = (wAdvance - bAdvance) * gone / 8;
    int nearCrown = Integer.bitCount(wm & (ROW[1] | ROW[2])) - Integer.bitCount(bm & (ROW[5] | ROW[6]));

    int wRun = 0;
    for (int b = wm; b != 0; b &= b - 1) {
      if ((WHITE_CONE[Integer.numberOfTrailingZeros(b)] & black) == 0) {
        wRun++;
      }
    }
    int bRun = 0;
    for (int b = bm; b != 0; b &= b - 1) {
      if ((BLACK_CONE[Integer.numberOfTrailingZeros(b)] & white) == 0) {
        bRun++;
      }
    }
    int runaway = wRun - bRun;

    int wBack = bm != 0 ? Integer.bitCount(wm & Geometry.BLACK_CROWN_ROW) : 0;
    int bBack = wm != 0 ? Integer.bitCount(bm & Geometry.WHITE_CROWN_ROW) : 0;
    int backRank = wBack - bBack;
    int centre = Integer.bitCount(wm & CENTRE_SQUARES) - Integer.bitCount(bm & CENTRE_SQUARES);
    int edge = Integer.bitCount(wm & EDGE_SQUARES) - Integer.bitCount(bm & EDGE_SQUARES);
    int wFlank = Math.abs(Integer.bitCount(wm & LEFT_HALF) - Integer.bitCount(wm & ~LEFT_HALF));
    int bFlank = Math.abs(Integer.bitCount(bm & LEFT_HALF) - Integer.bitCount(bm & ~LEFT_HALF));
    int flank = bFlank - wFlank;

    int wMob = Integer.bitCount(Geometry.upLeft(wm) & empty) + Integer.bitCount(Geometry.upRight(wm) & empty);
    int bMob = Integer.bitCount(Geometry.downLeft(bm) & empty) + Integer.bitCount(Geometry.downRight(bm) & empty);
    int mobility = wMob - bMob;
    int wkMob = wk == 0 ? 0 : Integer.bitCount(Geometry.upLeft(wk) & empty) + Integer.bitCount(Geometry.upRight(wk) & empty)
        + Integer.bitCount(Geometry.downLeft(wk) & empty) + Integer.bitCount(Geometry.downRight(wk) & empty);
    int bkMob = bk == 0 ? 0 : Integer.bitCount(Geometry.upLeft(bk) & empty) + Integer.bitCount(Geometry.upRight(bk) & empty)
        + Integer.bitCount(Geometry.downLeft(bk) & empty) + Integer.bitCount(Geometry.downRight(bk) & empty);
    int kingMobility = wkMob - bkMob;
    int kingCentre = Integer.bitCount(wk & WIDE_CENTRE) - Integer.bitCount(bk & WIDE_CENTRE);
    int trade = (2 * men + 3 * kingCount) * gone / 4;

    int threat = Integer.bitCount(MoveGenerator.jumpers(white, black, kings, !whiteToMove));
    // every feature but the threat and the turn is White's less Black's: the side to move's view
    int sign = whiteToMove ? 1 : -1;
    if (out != null) {
      out[MAN] = sign * men;
      out[KING] = sign * kingCount;
      out[ADVANCE] = sign * advance;
      out[TEMPO] = sign * tempo;
      out[NEAR_CROWN] = sign * nearCrown;
      out[RUNAWAY] = sign * runaway;
      out[BACK_RANK] = sign * backRank;
      out[CENTRE] = sign * centre;
      out[EDGE] = sign * edge;
      out[FLANK] = sign * flank;
      out[MOBILITY] = sign * mobility;
      out[KING_MOBILITY] = sign * kingMobility;
      out[KING_CENTRE] = sign * kingCentre;
      out[TRADE] = sign * trade;
      out[THREAT] = threat;
      out[TURN] = 1;
    }
    if (w == null) {
      return 0;
    }
    return sign * (w[MAN] * men + w[KING] * kingCount + w[ADVANCE] * advance + w[TEMPO] * tempo
        + w[NEAR_CROWN] * nearCrown + w[RUNAWAY] * runaway + w[BACK_RANK] * backRank + w[CENTRE] * centre
        + w[EDGE] * edge + w[FLANK] * flank + w[MOBILITY] * mobility + w[KING_MOBILITY] * kingMobility
        + w[KING_CENTRE] * kingCentre + w[TRADE] * trade) + w[THREAT] * threat + w[TURN];
  }

}
