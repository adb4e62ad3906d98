package io.github.tabla.benchmarks.draughts;

import io.github.tabla.core.Move;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.engine.KernelSearch;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Cancellation;
import io.github.tabla.games.draughts.DraughtsPosition;
import io.github.tabla.games.draughts.internal.DraughtsKernel;
import io.github.tabla.games.draughts.internal.DraughtsStates;
import io.github.tabla.games.draughts.internal.EndgameTables;
import io.github.tabla.games.draughts.internal.Evaluation;
import io.github.tabla.games.draughts.internal.Geometry;
import io.github.tabla.games.draughts.internal.MoveGenerator;
import io.github.tabla.games.draughts.internal.MoveList;
import io.github.tabla.games.draughts.internal.MoveRules;
import io.github.tabla.games.draughts.internal.Zobrist;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Fits the weights of the Italian draughts evaluation ({@code Evaluation}) on the results of self-play
 * games, the procedure behind {@code Evaluation.TUNED}; seeded and with node budgets, so it gives the
 * same weights on every machine.
 *
 * <ol>
 *   <li>Start from hand-set weights ({@link #START}).
 *   <li>Play {@code games} self-play games on two threads: six random plies from the start (seeded per
 *       game), then the one engine with the Robot's hooks ({@code DraughtsStates.engine}) and the current
 *       weights, {@code nodes} nodes a move for both sides.
 *       A game ends by ID-12, the no-progress draw, a third repetition, 300 plies (a draw), or as soon
 *       as four pieces are left, with the endgame tables' exact result.
 *   <li>Keep every position after the opening where the side to move has no capture (a quiet position,
 *       which is what the evaluation judges), with the game's result for its side to move.
 *   <li>Fit the weights by logistic regression: minimise the mean squared difference between the result
 *       (1, 1/2, 0) and {@code sigmoid(w . features)} with a little L2 regularisation, by Adam over the
 *       whole sample; then scale them so that a man is worth 100.
 *   <li>Repeat from 2 with the new weights ({@code rounds} times, the sample growing), then play the
 *       final weights against the start weights in a 48-game match from the committed openings.
 * </ol>
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.github.tabla.benchmarks.draughts.TuneEvaluation [games] [nodes] [rounds]
 * </pre>
 *
 * Defaults: 1000 games a round, 4000 nodes a move, 3 rounds (a few CPU-minutes).
 */
public final class TuneEvaluation {
  private TuneEvaluation() {}

  /**
   * The hand-set weights the fit starts from, in the feature order of {@code Evaluation}: the features
   * by formula, then nothing on the squares.
   */
  static final int[] START = new int[Evaluation.FEATURES];

  static {
    int[] formula = {100, 160, 2, 1, 6, 30, 8, 6, -3, -3, 2, 3, 8, 2, -20, 5};
    System.arraycopy(formula, 0, START, 0, formula.length);
  }

  private static final int MAX_PLIES = 300;
  private static final int RANDOM_PLIES = 6;

  /** Positions of the self-play games: features from the side to move's view, and its result. */
  static final class Sample {
    final List<int[]> features = new ArrayList<>();
    final List<Double> results = new ArrayList<>();
  }

  /**
   * Tunes and prints the weights.
   *
   * @param args games per round, nodes per move, rounds
   * @throws Exception when a game fails
   */
  public static void main(String[] args) throws Exception {
    int games = args.length > 0 ? Integer.parseInt(args[0]) : 1_000;
    long nodes = args.length > 1 ? Long.parseLong(args[1]) : 4_000L;
    int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 3;
    long t0 = System.nanoTime();
    EndgameTables tables = EndgameTables.generate(4, new Cancellation());
    System.out.printf(Locale.ROOT, "endgame tables: %.1f s%n", (System.nanoTime() - t0) / 1e9);
    int[] weights = START.clone();
    Sample sample = new Sample();
    for (int round = 1; round <= rounds; round++) {
      long t1 = System.nanoTime();
      int[] w = weights;
      int[] outcome = selfPlay(w, games, nodes, 7_919L * round, tables, sample);
      System.out.printf(Locale.ROOT, "round %d: %d games (white %d, draws %d, black %d), %d positions in all, %.1f s"
          + " (CPU so far %.1f s)%n", round, games, outcome[0], outcome[1], outcome[2], sample.results.size() - round * games,
          (System.nanoTime() - t1) / 1e9, cpuSeconds());
      long t2 = System.nanoTime();
      weights = fit(sample, weights);
      System.out.printf(Locale.ROOT, "  fit %.1f s, loss %.5f -> weights %s%n", (System.nanoTime() - t2) / 1e9,
          lastLoss, Arrays.toString(weights));
      for (int i = 0; i < Evaluation.MAN_SQUARE; i++) {
        System.out.printf(Locale.ROOT, "    %-14s %5d%n", Evaluation.name(i), weights[i]);
      }
      System.out.println("    men by square:   " + Arrays.toString(Arrays.copyOfRange(weights, Evaluation.MAN_SQUARE,
          Evaluation.KING_SQUARE)));
      System.out.println("    kings by square: " + Arrays.toString(Arrays.copyOfRange(weights, Evaluation.KING_SQUARE,
          Evaluation.FEATURES)));
    }
    System.out.println("private static final int[] TUNED_WEIGHTS = {");
    System.out.println(row(weights, 0, Evaluation.MAN_SQUARE, ","));
    System.out.println(row(weights, Evaluation.MAN_SQUARE, Evaluation.KING_SQUARE, ","));
    System.out.println(row(weights, Evaluation.KING_SQUARE, Evaluation.FEATURES, "};"));
    long t3 = System.nanoTime();
    DraughtsMatch.report("tuned vs start weights, 20000 nodes a move", validate(weights, START, 20_000L));
    System.out.printf(Locale.ROOT, "match %.1f s; total %.1f s wall, %.1f s CPU%n", (System.nanoTime() - t3) / 1e9,
        (System.nanoTime() - t0) / 1e9, cpuSeconds());
  }

  /** A match of the engine with one set of weights against another, from the committed openings. */
  static List<DraughtsMatch.Game> validate(int[] first, int[] second, long nodes) throws Exception {
    List<DraughtsPosition> openings = DraughtsMatch.openings();
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      List<Future<DraughtsMatch.Game>> futures = new ArrayList<>();
      for (int i = 0; i < openings.size(); i++) {
        for (int c = 0; c < 2; c++) {
          int opening = i;
          boolean firstIsWhite = c == 0;
          futures.add(pool.submit(() -> kernelGame(opening, openings.get(opening), first, second, firstIsWhite, nodes)));
        }
      }
      List<DraughtsMatch.Game> games = new ArrayList<>();
      for (Future<DraughtsMatch.Game> f : futures) {
        games.add(f.get());
      }
      return games;
    } finally {
      pool.shutdown();
    }
  }

  /** A game between two engines on the kernel, ended as {@link DraughtsMatch} ends them. */
  static DraughtsMatch.Game kernelGame(int opening, DraughtsPosition start, int[] first, int[] second,
      boolean firstIsWhite, long nodes) {
    KernelSearch a = engine(first, null);
    KernelSearch b = engine(second, null);
    DraughtsPosition p = start;
    Map<Long, Integer> seen = new HashMap<>();
    int plies = 0;
    while (true) {
      Option<Outcome> outcome = p.outcome();
      if (outcome.isDefined()) {
        Option<Side> winner = outcome.get().winner();
        int half = winner.isEmpty() ? 1 : (winner.get() == Side.WHITE) == firstIsWhite ? 2 : 0;
        return new DraughtsMatch.Game(opening, firstIsWhite, half, outcome.get().termination().code(), plies,
            ExternalEngine.fen(p));
      }
      if (plies >= DraughtsMatch.MAX_PLIES) {
        return new DraughtsMatch.Game(opening, firstIsWhite, 1, "ply limit", plies, ExternalEngine.fen(p));
      }
      KernelSearch e = (p.sideToMove() == Side.WHITE) == firstIsWhite ? a : b;
      int white = bits(p.pieces(Side.WHITE).bits());
      int black = bits(p.pieces(Side.BLACK).bits());
      int kings = bits(p.kings(Side.WHITE).bits() | p.kings(Side.BLACK).bits());
      long best = bestMove(e, white, black, kings, p.sideToMove() == Side.WHITE, p.noProgressPlies(), nodes);
      Move m = DraughtsMatch.find(p, pathText(DraughtsKernel.path(best), best));
      DraughtsPosition next = p.playUnchecked(m);
      if (next.noProgressPlies() == 0) {
        seen.clear();
      }
      p = next;
      plies++;
      if (seen.merge(p.arrangementKey(), 1, Integer::sum) >= 3) {
        return new DraughtsMatch.Game(opening, firstIsWhite, 1, "draughts.end.repetition", plies,
            ExternalEngine.fen(p));
      }
    }
  }

  /** The one engine with the draughts hooks and an evaluation of these weights. */
  static KernelSearch engine(int[] weights, EndgameTables tables) {
    return DraughtsStates.engine(DraughtsKernel.of(true), new Evaluation(weights), tables, true, 1 << 16);
  }

  /** The kernel move the engine finds best with a node budget (and at most 64 plies). */
  static long bestMove(KernelSearch engine, int white, int black, int kings, boolean whiteToMove, int counter,
      long nodes) {
    long[] state = new long[DraughtsKernel.WORDS];
    DraughtsKernel.write(state, 0, white, black, kings, whiteToMove, counter, 0, 0);
    return engine.search(state, 0, Budget.ofNodes(nodes).andDepth(64), new Cancellation()).move();
  }

  /** Kernel bits of a set of squares. */
  static int bits(long squares) {
    int b = 0;
    for (int i = 0; i < Geometry.SQUARES; i++) {
      if ((squares >>> Square.of(Geometry.file(i), Geometry.rank(i)).get().index() & 1L) != 0) {
        b |= 1 << i;
      }
    }
    return b;
  }

  /** The ID-4 text of a packed move. */
  static String pathText(int path, long move) {
    int jumps = Integer.bitCount((int) move);
    int sq = MoveGenerator.origin(path);
    StringBuilder sb = new StringBuilder().append(sq + 1);
    if (jumps == 0) {
      return sb.append('-').append(Geometry.neighbour(MoveGenerator.direction(path, 0), sq) + 1).toString();
    }
    for (int n = 0; n < jumps; n++) {
      int d = MoveGenerator.direction(path, n);
      sq = Geometry.neighbour(d, Geometry.neighbour(d, sq));
      sb.append('x').append(sq + 1);
    }
    return sb.toString();
  }

  private static String row(int[] w, int from, int to, String end) {
    StringBuilder sb = new StringBuilder("    ");
    for (int i = from; i < to; i++) {
      sb.append(w[i]).append(i + 1 < to ? ", " : end);
    }
    return sb.toString();
  }

  private static double lastLoss;

  /** The CPU time of the whole process so far. */
  static double cpuSeconds() {
    java.lang.management.OperatingSystemMXBean os = java.lang.management.ManagementFactory.getOperatingSystemMXBean();
    if (os instanceof com.sun.management.OperatingSystemMXBean sun) {
      return sun.getProcessCpuTime() / 1e9;
    }
    return Double.NaN;
  }

  /** Plays the games; returns White wins, draws, Black wins. */
  static int[] selfPlay(int[] weights, int games, long nodes, long seed, EndgameTables tables, Sample sample)
      throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      List<Future<Sample>> futures = new ArrayList<>();
      int[] outcome = new int[3];
      for (int g = 0; g < games; g++) {
        long gameSeed = seed * 1_000_003L + g;
        futures.add(pool.submit(() -> game(weights, nodes, gameSeed, tables)));
      }
      for (Future<Sample> f : futures) {
        Sample s = f.get();
        sample.features.addAll(s.features);
        sample.results.addAll(s.results);
        double whiteResult = s.results.isEmpty() ? 0.5 : s.results.get(0);
        outcome[whiteResult == 1.0 ? 0 : whiteResult == 0.5 ? 1 : 2]++;
      }
      return outcome;
    } finally {
      pool.shutdown();
    }
  }

  /** One self-play game; the first result of the sample is White's, to count the games. */
  static Sample game(int[] weights, long nodes, long seed, EndgameTables tables) {
    List<int[]> positions = new ArrayList<>();
    List<Boolean> whiteToMove = new ArrayList<>();
    double whiteResult = selfPlay(engine(weights, tables), nodes, seed, (white, black, kings, wtm) -> {
      if (Integer.bitCount(white | black) > tables.maxPieces()) {
        return Double.NaN;
      }
      int v = tables.probe(white, black, kings, wtm);
      return v == EndgameTables.DRAW ? 0.5 : EndgameTables.isWin(v) == wtm ? 1.0 : 0.0;
    }, (white, black, kings, wtm) -> {
      int[] f = new int[Evaluation.FEATURES];
      Evaluation.features(white, black, kings, wtm, f);
      positions.add(f);
      whiteToMove.add(wtm);
    });
    Sample s = new Sample();
    s.results.add(whiteResult);
    s.features.add(null);
    for (int i = 0; i < positions.size(); i++) {
      s.features.add(positions.get(i));
      s.results.add(whiteToMove.get(i) ? whiteResult : 1.0 - whiteResult);
    }
    return s;
  }

  /** What a self-play game knows of a position without playing on. */
  interface Verdict {
    /**
     * The game's result for White if the position is decided here (a table knows it), else NaN.
     *
     * @param white White's pieces
     * @param black Black's pieces
     * @param kings the kings
     * @param whiteToMove whose turn it is
     * @return 1, 0.5 or 0 for White, or NaN to play on
     */
    double whiteResult(int white, int black, int kings, boolean whiteToMove);
  }

  /** Where a self-play game puts its quiet positions past the random opening. */
  interface Keep {
    /**
     * Keeps a position with no capture to play.
     *
     * @param white White's pieces
     * @param black Black's pieces
     * @param kings the kings
     * @param whiteToMove whose turn it is
     */
    void quiet(int white, int black, int kings, boolean whiteToMove);
  }

  /**
   * One self-play game of an engine with itself from the start: six random plies, then the engine's move at
   * a node budget, until a side has no move, the position is decided ({@code verdict}), a third repetition
   * since the last progress, the no-progress limit or 300 plies (the last three draws); every quiet
   * position after the random plies goes to {@code keep}.
   *
   * @param engine the engine on the draughts kernel
   * @param nodes its budget a move
   * @param seed the seed of the random plies
   * @param verdict the tables that end a game early
   * @param keep where the quiet positions go
   * @return White's result: 1, 0.5 or 0
   */
  static double selfPlay(KernelSearch engine, long nodes, long seed, Verdict verdict, Keep keep) {
    SplittableRandom random = new SplittableRandom(seed);
    MoveGenerator generator = new MoveGenerator();
    MoveList list = new MoveList();
    int white = Geometry.WHITE_START;
    int black = Geometry.BLACK_START;
    int kings = 0;
    boolean wtm = true;
    int counter = 0;
    Map<Long, Integer> seen = new HashMap<>();
    for (int ply = 0; ; ply++) {
      int n = generator.generate(white, black, kings, wtm, list);
      if (n == 0) {
        return wtm ? 0.0 : 1.0;
      }
      if (counter >= DraughtsKernel.NO_PROGRESS_LIMIT || ply >= MAX_PLIES) {
        return 0.5;
      }
      double decided = verdict.whiteResult(white, black, kings, wtm);
      if (!Double.isNaN(decided)) {
        return decided;
      }
      int choice;
      if (ply < RANDOM_PLIES) {
        choice = random.nextInt(n);
      } else {
        if (MoveGenerator.jumpers(white, black, kings, wtm) == 0) {
          keep.quiet(white, black, kings, wtm);
        }
        long best = bestMove(engine, white, black, kings, wtm, counter, nodes);
        choice = -1;
        for (int i = 0; i < n; i++) {
          if (list.path(i) == DraughtsKernel.path(best) && (int) list.move(i) == (int) best) {
            choice = i;
          }
        }
      }
      long m = list.move(choice);
      boolean progress = MoveRules.progress(kings, m);
      int w = MoveRules.white(white, m, wtm);
      int b = MoveRules.black(black, m, wtm);
      kings = MoveRules.kings(kings, m, w, b);
      white = w;
      black = b;
      wtm = !wtm;
      counter = progress ? 0 : counter + 1;
      if (progress) {
        seen.clear();
      }
      if (seen.merge(Zobrist.arrangement(white, black, kings, wtm), 1, Integer::sum) >= 3) {
        return 0.5;
      }
    }
  }

  /**
   * Logistic regression of the results on the features, by Adam over the whole sample (features stored
   * sparse: the square features are mostly zero); the weights scaled to a man = 100.
   */
  static int[] fit(Sample sample, int[] start) {
    int f = Evaluation.FEATURES;
    List<int[]> index = new ArrayList<>();
    List<int[]> value = new ArrayList<>();
    List<Double> ys = new ArrayList<>();
    for (int i = 0; i < sample.features.size(); i++) {
      int[] x = sample.features.get(i);
      if (x == null) {
        continue;
      }
      int nz = 0;
      for (int j = 0; j < f; j++) {
        nz += x[j] != 0 ? 1 : 0;
      }
      int[] idx = new int[nz];
      int[] val = new int[nz];
      for (int j = 0, k = 0; j < f; j++) {
        if (x[j] != 0) {
          idx[k] = j;
          val[k++] = x[j];
        }
      }
      index.add(idx);
      value.add(val);
      ys.add(sample.results.get(i));
    }
    int n = ys.size();
    // a man up is worth about three chances in four: sigmoid(100 * s) = 0.75
    double s = Math.log(3) / 100.0;
    double[] v = new double[f];
    double[] lambda = new double[f];
    for (int j = 0; j < f; j++) {
      v[j] = start[j] * s;
      // the square tables are corrections to the features by formula: held a little closer to 0
      lambda[j] = j < Evaluation.MAN_SQUARE ? 1e-4 : 1e-3;
    }
    double[] m = new double[f];
    double[] q = new double[f];
    double rate = 0.002;
    double loss = 0;
    double[] grad = new double[f];
    for (int it = 1; it <= 1500; it++) {
      Arrays.fill(grad, 0.0);
      loss = 0;
      for (int i = 0; i < n; i++) {
        int[] idx = index.get(i);
        int[] val = value.get(i);
        double z = 0;
        for (int k = 0; k < idx.length; k++) {
          z += v[idx[k]] * val[k];
        }
        double p = 1 / (1 + Math.exp(-z));
        double e = p - ys.get(i);
        loss += e * e;
        double g = 2 * e * p * (1 - p);
        for (int k = 0; k < idx.length; k++) {
          grad[idx[k]] += g * val[k];
        }
      }
      loss /= n;
      for (int j = 0; j < f; j++) {
        double gj = grad[j] / n + 2 * lambda[j] * v[j];
        m[j] = 0.9 * m[j] + 0.1 * gj;
        q[j] = 0.999 * q[j] + 0.001 * gj * gj;
        double mh = m[j] / (1 - Math.pow(0.9, it));
        double qh = q[j] / (1 - Math.pow(0.999, it));
        v[j] -= rate * mh / (Math.sqrt(qh) + 1e-8);
      }
    }
    lastLoss = loss;
    int[] w = new int[f];
    for (int j = 0; j < f; j++) {
      w[j] = (int) Math.round(v[j] / v[Evaluation.MAN] * 100);
    }
    return w;
  }
}
