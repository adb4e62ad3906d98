package io.github.tabla.benchmarks.draughts;

import io.github.tabla.core.engine.KernelSearch;
import io.github.tabla.core.robot.Cancellation;
import io.github.tabla.games.draughts.internal.DraughtsKernel;
import io.github.tabla.games.draughts.internal.DraughtsStates;
import io.github.tabla.games.draughts.internal.EndgameTables;
import io.github.tabla.games.draughts.internal.Evaluation;
import io.github.tabla.games.draughts.internal.WinDrawLoss;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.zip.GZIPInputStream;

/**
 * Fits the ending's weights of the Italian draughts evaluation ({@code Evaluation.TUNED}'s second set)
 * on the endings of self-play games; seeded and with node budgets, so it gives the same weights on every
 * machine.
 *
 * <ol>
 *   <li>Play {@code games} self-play games on two threads: six random plies from the start (seeded per
 *       game), then the one engine with the Robot's hooks, the four-piece tables and the evaluation of
 *       {@code Evaluation.TUNED}'s middlegame weights with the ending's weights so far (in the first round
 *       the middlegame's), {@code nodes} nodes a move.
 *       A game ends by ID-12, the no-progress draw, a third repetition, 300 plies (a draw), or as soon as
 *       five pieces are left, with the five-piece bitbases' exact result.
 *   <li>Keep every quiet position (no capture to play) with fewer than {@code Evaluation.ENDING_FROM}
 *       pieces, its phase and the game's result for its side to move.
 *   <li>Fit the scale of the middlegame weights to the results (one number, {@code sigmoid(c * eval)}),
 *       then, the middlegame weights and the scale fixed, the ending's weights of the blended evaluation
 *       by logistic regression (Adam, L2 towards the middlegame weights), on nine positions in ten; the
 *       tenth checks that the fit carries over.
 *   <li>Repeat from 1 with the new ending's weights ({@code rounds} times, the sample growing).
 * </ol>
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.github.tabla.benchmarks.draughts.TuneEnding [games] [nodes] [rounds]
 * </pre>
 *
 * Defaults: 4000 games a round, 10,000 nodes a move, 2 rounds.
 */
public final class TuneEnding {
  private TuneEnding() {}

  /** A kept position: its features, its phase and the result for its side to move. */
  record Kept(int[] features, int phase, double result) {}

  /**
   * Tunes and prints the ending's weights.
   *
   * @param args games per round, nodes per move, rounds
   * @throws Exception when a game fails
   */
  public static void main(String[] args) throws Exception {
    int games = args.length > 0 ? Integer.parseInt(args[0]) : 4_000;
    long nodes = args.length > 1 ? Long.parseLong(args[1]) : 10_000L;
    int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 2;
    long t0 = System.nanoTime();
    EndgameTables tables = EndgameTables.generate(4, new Cancellation());
    WinDrawLoss five = fivePieces();
    System.out.printf(Locale.ROOT, "tables and bitbases: %.1f s%n", (System.nanoTime() - t0) / 1e9);
    int[] middle = Evaluation.TUNED.weights();
    int[] ending = middle;
    List<Kept> kept = new ArrayList<>();
    for (int round = 1; round <= rounds; round++) {
      long t1 = System.nanoTime();
      kept.addAll(selfPlay(new Evaluation(middle, ending), games, nodes, 104_729L * round, tables, five));
      System.out.printf(Locale.ROOT, "round %d: %d games, %d ending positions in all, %.1f s (CPU so far %.1f s)%n",
          round, games, kept.size(), (System.nanoTime() - t1) / 1e9, TuneEvaluation.cpuSeconds());
      List<Kept> train = new ArrayList<>();
      List<Kept> check = new ArrayList<>();
      for (int i = 0; i < kept.size(); i++) {
        (i % 10 == 9 ? check : train).add(kept.get(i));
      }
      double c = scale(train, middle);
      System.out.printf(Locale.ROOT, "  scale %.6f; loss with one set: train %.5f, check %.5f%n", c,
          loss(train, middle, middle, c), loss(check, middle, middle, c));
      ending = fit(train, middle, c);
      System.out.printf(Locale.ROOT, "  loss with the ending's weights: train %.5f, check %.5f%n",
          loss(train, middle, ending, c), loss(check, middle, ending, c));
    }
    for (int i = 0; i < Evaluation.MAN_SQUARE; i++) {
      System.out.printf(Locale.ROOT, "    %-14s %5d -> %5d%n", Evaluation.name(i), middle[i], ending[i]);
    }
    System.out.println("private static final int[] ENDING_WEIGHTS = {");
    System.out.println(row(ending, 0, Evaluation.MAN_SQUARE, ","));
    System.out.println(row(ending, Evaluation.MAN_SQUARE, Evaluation.KING_SQUARE, ","));
    System.out.println(row(ending, Evaluation.KING_SQUARE, Evaluation.FEATURES, "};"));
    System.out.printf(Locale.ROOT, "total %.1f s wall, %.1f s CPU%n", (System.nanoTime() - t0) / 1e9,
        TuneEvaluation.cpuSeconds());
  }

  /** The five-piece bitbases of the artifact {@code tabla-draughts-bitbases}, on the class path here. */
  static WinDrawLoss fivePieces() {
    String name = "io/github/tabla/games/draughts/bitbases/wdl5.bin.gz";
    try (InputStream raw = TuneEnding.class.getClassLoader().getResourceAsStream(name)) {
      if (raw == null) {
        throw new IllegalStateException("the five-piece bitbases are not on the class path: " + name);
      }
      return WinDrawLoss.read(new GZIPInputStream(raw, 1 << 16));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static List<Kept> selfPlay(Evaluation evaluation, int games, long nodes, long seed, EndgameTables tables,
      WinDrawLoss five) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      List<Future<List<Kept>>> futures = new ArrayList<>();
      for (int g = 0; g < games; g++) {
        long gameSeed = seed * 1_000_003L + g;
        futures.add(pool.submit(() -> game(evaluation, nodes, gameSeed, tables, five)));
      }
      List<Kept> all = new ArrayList<>();
      for (Future<List<Kept>> f : futures) {
        all.addAll(f.get());
      }
      return all;
    } finally {
      pool.shutdown();
    }
  }

  /** One self-play game's quiet ending positions with the game's result for their side to move. */
  private static List<Kept> game(Evaluation evaluation, long nodes, long seed, EndgameTables tables, WinDrawLoss five) {
    KernelSearch engine = DraughtsStates.engine(DraughtsKernel.of(true), evaluation, tables, true, 1 << 16);
    List<int[]> positions = new ArrayList<>();
    List<Boolean> whiteToMove = new ArrayList<>();
    List<Integer> phases = new ArrayList<>();
    double whiteResult = TuneEvaluation.selfPlay(engine, nodes, seed, (white, black, kings, wtm) -> {
      if (Integer.bitCount(white | black) > five.maxPieces()) {
        return Double.NaN;
      }
      int v = five.probe(white, black, kings, wtm);
      return v == WinDrawLoss.DRAW ? 0.5 : (v == WinDrawLoss.WIN) == wtm ? 1.0 : 0.0;
    }, (white, black, kings, wtm) -> {
      if (Integer.bitCount(white | black) < Evaluation.ENDING_FROM) {
        int[] f = new int[Evaluation.FEATURES];
        Evaluation.features(white, black, kings, wtm, f);
        positions.add(f);
        whiteToMove.add(wtm);
        phases.add(Evaluation.phase(Integer.bitCount(white | black)));
      }
    });
    List<Kept> out = new ArrayList<>();
    for (int i = 0; i < positions.size(); i++) {
      out.add(new Kept(positions.get(i), phases.get(i), whiteToMove.get(i) ? whiteResult : 1.0 - whiteResult));
    }
    return out;
  }

  /** The blended logit of a position: {@code c} times the evaluation of its phase, from the features. */
  private static double logit(Kept k, int[] middle, double[] ending, double c) {
    double z = 0;
    int[] x = k.features();
    for (int j = 0; j < Evaluation.FEATURES; j++) {
      if (x[j] != 0) {
        z += x[j] * (middle[j] * (Evaluation.PHASES - k.phase()) + ending[j] * k.phase()) / Evaluation.PHASES;
      }
    }
    return c * z;
  }

  private static double loss(List<Kept> sample, int[] middle, int[] ending, double c) {
    double[] e = Arrays.stream(ending).asDoubleStream().toArray();
    double sum = 0;
    for (Kept k : sample) {
      double p = 1 / (1 + Math.exp(-logit(k, middle, e, c)));
      sum += (p - k.result()) * (p - k.result());
    }
    return sum / sample.size();
  }

  /** The scale {@code c} that fits {@code sigmoid(c * eval)} best, by golden-section search. */
  private static double scale(List<Kept> sample, int[] middle) {
    double lo = 0.001;
    double hi = 0.05;
    double g = (Math.sqrt(5) - 1) / 2;
    for (int i = 0; i < 40; i++) {
      double a = hi - g * (hi - lo);
      double b = lo + g * (hi - lo);
      if (loss(sample, middle, middle, a) < loss(sample, middle, middle, b)) {
        hi = b;
      } else {
        lo = a;
      }
    }
    return (lo + hi) / 2;
  }

  /** The ending's weights by Adam, the middlegame's and the scale fixed, L2 towards the middlegame's. */
  private static int[] fit(List<Kept> sample, int[] middle, double c) {
    int f = Evaluation.FEATURES;
    double[] e = new double[f];
    double[] lambda = new double[f];
    for (int j = 0; j < f; j++) {
      e[j] = middle[j];
      lambda[j] = j < Evaluation.MAN_SQUARE ? 1e-9 : 1e-8;
    }
    double[] m = new double[f];
    double[] q = new double[f];
    double[] grad = new double[f];
    double rate = 0.5;
    int n = sample.size();
    for (int it = 1; it <= 800; it++) {
      Arrays.fill(grad, 0.0);
      for (Kept k : sample) {
        double p = 1 / (1 + Math.exp(-logit(k, middle, e, c)));
        double g = 2 * (p - k.result()) * p * (1 - p) * c * k.phase() / Evaluation.PHASES;
        int[] x = k.features();
        for (int j = 0; j < f; j++) {
          if (x[j] != 0) {
            grad[j] += g * x[j];
          }
        }
      }
      for (int j = 0; j < f; j++) {
        double gj = grad[j] / n + 2 * lambda[j] * (e[j] - middle[j]);
        m[j] = 0.9 * m[j] + 0.1 * gj;
        q[j] = 0.999 * q[j] + 0.001 * gj * gj;
        double mh = m[j] / (1 - Math.pow(0.9, it));
        double qh = q[j] / (1 - Math.pow(0.999, it));
        e[j] -= rate * mh / (Math.sqrt(qh) + 1e-12);
      }
    }
    int[] w = new int[f];
    for (int j = 0; j < f; j++) {
      w[j] = (int) Math.round(e[j]);
    }
    return w;
  }

  private static String row(int[] w, int from, int to, String end) {
    StringBuilder sb = new StringBuilder("    ");
    for (int i = from; i < to; i++) {
      sb.append(w[i]).append(i + 1 < to ? ", " : end);
    }
    return sb.toString();
  }
}
