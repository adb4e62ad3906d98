package io.github.tabla.benchmarks.draughts;

import io.github.tabla.core.Move;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.Side;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.KernelSearcher;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.LevelSettings;
import io.github.tabla.core.robot.Robot;
import io.github.tabla.core.robot.SearchRobot;
import io.github.tabla.games.draughts.DraughtsRules;
import io.github.tabla.games.draughts.DraughtsVariant;
import io.github.tabla.games.draughts.VariantPosition;
import io.github.tabla.games.draughts.internal.Layout;
import io.github.tabla.games.draughts.internal.VariantEvaluation;
import io.github.tabla.games.draughts.internal.VariantEvaluation.Weights;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Chooses the weights of each draughts variant's evaluation ({@code VariantEvaluation.Weights}) by matches:
 * each candidate plays {@code Weights.PLAIN} at full strength, the same node budget a move for both sides,
 * from seeded openings (four random plies from the start), each opening once with each colour. A game ends
 * by the rules, by a third repetition or after 300 plies (a draw). The candidate that scores best is then
 * played again from twice as many other openings, so that the figure kept is not the one it was chosen by.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.github.tabla.benchmarks.draughts.VariantsTuneEvaluation \
 *     [openings] [nodes] [variant-id-prefix ...]
 * </pre>
 *
 * Defaults: 24 openings (48 games a match), 4,000 nodes a move, every variant. Two threads.
 * {@code -Dtabla.weights=300,4,0,8,0} plays only those weights against the plain ones, from the other
 * openings (a check of a choice made before).
 */
public final class VariantsTuneEvaluation {
  private VariantsTuneEvaluation() {}

  private static final List<DraughtsRules> VARIANTS = List.of(DraughtsRules.ENGLISH, DraughtsRules.POOL,
      DraughtsRules.RUSSIAN, DraughtsRules.BRAZILIAN, DraughtsRules.CZECH, DraughtsRules.SPANISH,
      DraughtsRules.PORTUGUESE, DraughtsRules.THAI, DraughtsRules.INTERNATIONAL, DraughtsRules.FRISIAN,
      DraughtsRules.TURKISH, DraughtsRules.CANADIAN);

  /**
   * The candidates tried for a variant: the king's worth, the centre, the side files and the back row
   * around the plain weights.
   *
   * @param rules the variant
   * @return the candidates
   */
  static List<Weights> candidates(DraughtsRules rules) {
    List<Weights> list = new ArrayList<>();
    boolean shortKings = rules.kingRange() == DraughtsRules.KingRange.SHORT;
    int[] kings = shortKings ? new int[] {150, 200} : new int[] {250, 300, 400};
    int advance = rules.size() == 10 ? 2 : 3;
    for (int king : kings) {
      list.add(new Weights(king, 4, 8, 0, 0));
      list.add(new Weights(king, advance, 12, 8, -4));
    }
    // one feature at a time moved from the positional weights, the king at the family's usual worth
    int king = shortKings ? 150 : 300;
    list.add(new Weights(king, advance, 12, 16, -4));
    list.add(new Weights(king, advance, 20, 8, -4));
    list.add(new Weights(king, advance, 12, 8, -10));
    list.add(new Weights(king, advance + 2, 12, 8, -4));
    if (rules.captureLines() == DraughtsRules.CaptureLines.DIAGONAL_AND_ORTHOGONAL) {
      // captures along files and ranks (Frisian): the plain weights with a dearer king, more advance, or the
      // side files and the centre the other way round
      list.add(new Weights(500, 4, 8, 0, 0));
      list.add(new Weights(300, 6, 8, 0, 0));
      list.add(new Weights(300, 8, 8, 0, 0));
      list.add(new Weights(300, 4, 8, 0, 4));
      list.add(new Weights(300, 4, 8, -8, 0));
      list.add(new Weights(300, 4, 0, 0, 0));
      // and around the best of those: the centre shunned
      list.add(new Weights(300, 4, 8, -16, 0));
      list.add(new Weights(300, 4, 8, -8, 4));
      list.add(new Weights(300, 6, 8, -8, 0));
      list.add(new Weights(400, 4, 8, -8, 0));
    }
    if (rules.captureLines() == DraughtsRules.CaptureLines.ORTHOGONAL) {
      // along files and ranks only (Turkish): men never stand on their back row; a dearer king, more
      // advance, the centre and the side files either way
      list.add(new Weights(400, 4, 0, 0, 0));
      list.add(new Weights(500, 4, 0, 0, 0));
      list.add(new Weights(300, 6, 0, 0, 0));
      list.add(new Weights(300, 8, 0, 0, 0));
      list.add(new Weights(300, 4, 0, 8, 0));
      list.add(new Weights(300, 4, 0, -8, 0));
      list.add(new Weights(300, 4, 0, 0, 4));
      list.add(new Weights(300, 4, 0, 0, -4));
    }
    return list;
  }

  /**
   * Plays the matches and prints one line a match.
   *
   * @param args the openings a match, the nodes a move, and the variants (prefixes of their ids)
   * @throws Exception when a game fails
   */
  public static void main(String[] args) throws Exception {
    int openings = args.length > 0 ? Integer.parseInt(args[0]) : 24;
    long nodes = args.length > 1 ? Long.parseLong(args[1]) : 4000L;
    List<String> only = args.length > 2 ? List.of(args).subList(2, args.length) : List.of();
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      for (DraughtsRules rules : VARIANTS) {
        if (!only.isEmpty() && only.stream().noneMatch(p -> rules.id().startsWith(p))) {
          continue;
        }
        DraughtsVariant game = DraughtsVariant.of(rules);
        Weights best = null;
        double bestScore = -1;
        String given = System.getProperty("tabla.weights");
        if (given != null) {
          int[] v = java.util.Arrays.stream(given.split(",")).mapToInt(Integer::parseInt).toArray();
          best = new Weights(v[0], v[1], v[2], v[3], v[4]);
        }
        for (Weights w : given != null ? List.<Weights>of() : candidates(rules)) {
          double score = match(game, w, Weights.PLAIN, openings, nodes, 1L, pool);
          if (score > bestScore) {
            bestScore = score;
            best = w;
          }
        }
        double again = match(game, best, Weights.PLAIN, 2 * openings, nodes, 2L, pool);
        System.out.printf(Locale.ROOT, "%s: chosen %s, %.1f %% against plain from other openings%n", rules.id(),
            best, again);
      }
    } finally {
      pool.shutdown();
    }
  }

  /**
   * A match of one evaluation against another: the first one's score in per cent.
   *
   * @param game the variant
   * @param a the first evaluation's weights
   * @param b the second's
   * @param openings the openings, each played with both colours
   * @param nodes the nodes a move
   * @param seed the seed of the openings
   * @param pool the threads that play the games
   * @return the first one's score, 0 to 100
   * @throws Exception when a game fails
   */
  static double match(DraughtsVariant game, Weights a, Weights b, int openings, long nodes, long seed,
      ExecutorService pool) throws Exception {
    List<Future<int[]>> games = new ArrayList<>();
    for (int o = 0; o < openings; o++) {
      VariantPosition opening = opening(game, new SplittableRandom(seed * 1_000_003L + o));
      for (boolean aWhite : new boolean[] {true, false}) {
        games.add(pool.submit(() -> play(game, opening, a, b, aWhite, nodes)));
      }
    }
    int wins = 0;
    int draws = 0;
    int losses = 0;
    for (Future<int[]> f : games) {
      int r = f.get()[0];
      if (r > 0) {
        wins++;
      } else if (r < 0) {
        losses++;
      } else {
        draws++;
      }
    }
    double score = 100.0 * (wins + 0.5 * draws) / games.size();
    System.out.printf(Locale.ROOT, "%s: %s vs %s, %d games, %,d nodes a move: +%d =%d -%d (%.1f %%)%n",
        game.id(), a, b, games.size(), nodes, wins, draws, losses, score);
    return score;
  }

  /** Four random plies from the start (fewer if the game ends). */
  static VariantPosition opening(DraughtsVariant game, SplittableRandom random) {
    VariantPosition p = game.start();
    for (int i = 0; i < 4 && !p.isOver(); i++) {
      Seq<Move> moves = p.legalMoves();
      p = p.playUnchecked(moves.get(random.nextInt(moves.size())));
    }
    return p;
  }

  /**
   * The evaluation of a variant's kernel states with some weights, made as the game's Robot makes it: on the
   * layout of its kernel (the full board for Turkish draughts), or the wide kernel's on 12×12.
   *
   * @param rules the variant
   * @param w the weights
   * @return the evaluation
   */
  static io.github.tabla.core.engine.StateEvaluator evaluation(DraughtsRules rules, Weights w) {
    return rules.squares() > 64 ? new io.github.tabla.games.draughts.internal.WideEvaluation(rules, w)
        : new VariantEvaluation(Layout.of(rules), w);
  }

  /** One game: 1 when the first evaluation wins, -1 when it loses, 0 for a draw. */
  static int[] play(DraughtsVariant game, VariantPosition opening, Weights a, Weights b, boolean aWhite,
      long nodes) {
    LevelSettings full = LevelSettings.strongest(new Level(5, "strongest"));
    Robot<VariantPosition> ra = SearchRobot.of(
        KernelSearcher.of(game.kernel().get(), evaluation(game.rules(), a)), full, 1L);
    Robot<VariantPosition> rb = SearchRobot.of(
        KernelSearcher.of(game.kernel().get(), evaluation(game.rules(), b)), full, 2L);
    VariantPosition p = opening;
    Map<Object, Integer> seen = new HashMap<>();
    for (int ply = 0; ply < 300; ply++) {
      if (p.isOver()) {
        Outcome end = p.outcome().get();
        if (end.winner().isEmpty()) {
          return new int[] {0};
        }
        return new int[] {(end.winner().get() == Side.WHITE) == aWhite ? 1 : -1};
      }
      if (seen.merge(p.repetitionKey(), 1, Integer::sum) >= 3) {
        return new int[] {0};
      }
      boolean aToMove = (p.sideToMove() == Side.WHITE) == aWhite;
      Move m = (aToMove ? ra : rb).choose(p, Budget.ofNodes(nodes)).move();
      p = p.playUnchecked(m);
    }
    return new int[] {0};
  }
}
