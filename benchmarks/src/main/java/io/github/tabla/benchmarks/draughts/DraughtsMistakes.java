package io.github.tabla.benchmarks.draughts;

import io.github.tabla.core.Move;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.Side;
import io.github.tabla.core.record.GameRecord;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Cancellation;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.LevelSettings;
import io.github.tabla.games.draughts.DraughtsPosition;
import io.github.tabla.games.draughts.robot.DraughtsRobot;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * How often each level of the Italian draughts Robot makes a beginner's mistakes (#21), the figures of
 * the level constants' Javadoc in {@code DraughtsRobot} and of {@code docs/benchmarks.md}.
 *
 * <p>The positions: seeded games between levels (strongest against gentle, medium against easy, gentle
 * against gentle, strong against medium), every opening of the committed list with each colour, 20,000
 * nodes a move; every position of them, White or Black to move, that is not over and has two legal
 * moves or more, shuffled with a fixed seed, the first {@code P} kept. In each, every level (seed 1) is
 * given the game so far and chooses with {@code N} nodes. The reference values every legal move: the
 * strongest level's {@code analyse} of the game after the move, {@code R} nodes, from the mover's view
 * (clamped to ±10 men; a move that ends the game is worth ±10 men or 0); the highest is "the best move".
 * Each chosen move is classified:
 *
 * <ul>
 *   <li><b>hangs material</b>: a short forced line loses at least a man more than after the best move.
 *       The line is a material-only minimax (man 100, king 150) of the move and three more plies, then
 *       every pending capture played out (captures are compulsory, ID-8; a side with no capture stands
 *       on its material); a side left without a move has lost (-30 men);
 *   <li><b>allows a multi-capture</b>: after the move the opponent has a legal capture of two pieces or
 *       more, and after the best move it had none;
 *   <li><b>worse capture</b>: in a position where the level had to capture and could choose between two
 *       legal captures or more (ID-10 leaves a choice only among captures of equal rank), it chose one
 *       that hangs material in the sense above;
 *   <li><b>loss</b>: the reference's value of the best move minus its value of the chosen one, in
 *       hundredths of a man; also how often it is a man or more.
 * </ul>
 *
 * <p>Everything is seeded and searched with node budgets, so the figures are the same on every machine
 * and with any number of threads.
 *
 * <pre>
 * ./mvnw -B -q -pl benchmarks -am package -DskipTests
 * java -cp benchmarks/target/benchmarks.jar io.github.tabla.benchmarks.draughts.DraughtsMistakes 3000 100000 300000
 * java -cp benchmarks/target/benchmarks.jar io.github.tabla.benchmarks.draughts.DraughtsMistakes 700 100000 300000 2 40
 * </pre>
 *
 * <p>Arguments: {@code P N R [threads [examples]]} (3,000 positions, 100,000 and 300,000 nodes, 2
 * threads, no examples when absent); {@code examples} prints that many positions where the gentle level
 * hung material or allowed a multi-capture and the strongest level did not, for tests.
 */
public final class DraughtsMistakes {
  private DraughtsMistakes() {}

  /** A man in the material count. */
  static final int MAN = 100;
  /** A king in the material count. */
  static final int KING = 150;
  /** A lost position in the material count. */
  static final int LOST = 3_000;
  /** Plies of the material search after the move. */
  static final int MATERIAL_PLIES = 3;
  /** The clamp of the reference's values, ten men. */
  static final int CLAMP = 1_000;
  /** Nodes a move in the games the positions come from. */
  static final long GAME_NODES = 20_000L;
  /** The seed of every level's Robot. */
  static final long LEVEL_SEED = 1L;

  /** What one level did in one position. */
  record Choice(boolean same, boolean hangs, boolean multi, boolean captureChoice, boolean worseCapture,
      int loss) {}

  /** One position's verdicts, one per level, and whether it is an example for tests. */
  record Verdict(Choice[] choices, Option<String> example) {}

  /**
   * Measures and prints the table; see the class comment.
   *
   * @param args {@code P N R [threads [examples]]}
   * @throws Exception when a search fails
   */
  public static void main(String[] args) throws Exception {
    int wanted = args.length > 0 ? Integer.parseInt(args[0]) : 3_000;
    long nodes = args.length > 1 ? Long.parseLong(args[1]) : 100_000L;
    long referenceNodes = args.length > 2 ? Long.parseLong(args[2]) : 300_000L;
    int threads = args.length > 3 ? Integer.parseInt(args[3]) : 2;
    int examples = args.length > 4 ? Integer.parseInt(args[4]) : 0;
    long t0 = System.nanoTime();
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<GameRecord<DraughtsPosition>> sample = positions(pool, wanted);
      System.out.printf(Locale.ROOT, "%d positions (%d with White to move), %.1f s%n", sample.size(),
          sample.stream().filter(r -> r.current().sideToMove() == Side.WHITE).count(), (System.nanoTime() - t0) / 1e9);
      List<Future<Verdict>> futures = new ArrayList<>();
      for (GameRecord<DraughtsPosition> r : sample) {
        futures.add(pool.submit(() -> judge(r, Budget.ofNodes(nodes), Budget.ofNodes(referenceNodes))));
      }
      List<Verdict> verdicts = new ArrayList<>();
      for (Future<Verdict> f : futures) {
        verdicts.add(f.get());
      }
      print(verdicts, nodes, referenceNodes);
      int shown = 0;
      for (Verdict v : verdicts) {
        if (shown < examples && v.example().isDefined()) {
          System.out.println("example: " + v.example().get());
          shown++;
        }
      }
    } finally {
      pool.shutdown();
    }
    System.out.printf(Locale.ROOT, "total %.1f s%n", (System.nanoTime() - t0) / 1e9);
  }

  /** The games' positions, shuffled with a fixed seed, the first {@code wanted}. */
  static List<GameRecord<DraughtsPosition>> positions(ExecutorService pool, int wanted) throws Exception {
    Level[][] pairs = {
        {DraughtsRobot.STRONGEST, DraughtsRobot.GENTLE},
        {DraughtsRobot.MEDIUM, DraughtsRobot.EASY},
        {DraughtsRobot.GENTLE, DraughtsRobot.GENTLE},
        {DraughtsRobot.STRONG, DraughtsRobot.MEDIUM}};
    List<DraughtsPosition> openings = DraughtsMatch.openings();
    List<Future<List<GameRecord<DraughtsPosition>>>> futures = new ArrayList<>();
    for (int p = 0; p < pairs.length; p++) {
      for (int i = 0; i < openings.size(); i++) {
        for (int c = 0; c < 2; c++) {
          Level white = pairs[p][c];
          Level black = pairs[p][1 - c];
          DraughtsPosition start = openings.get(i);
          long seed = 5_000L + 100L * p + 2L * i + c;
          futures.add(pool.submit(() -> game(start, white, black, seed)));
        }
      }
    }
    List<GameRecord<DraughtsPosition>> all = new ArrayList<>();
    for (Future<List<GameRecord<DraughtsPosition>>> f : futures) {
      all.addAll(f.get());
    }
    SplittableRandom random = new SplittableRandom(21L);
    for (int i = all.size() - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      GameRecord<DraughtsPosition> t = all.get(i);
      all.set(i, all.get(j));
      all.set(j, t);
    }
    return new ArrayList<>(all.subList(0, Math.min(wanted, all.size())));
  }

  /** One seeded game; every record along it that is not over and has a choice of moves. */
  static List<GameRecord<DraughtsPosition>> game(DraughtsPosition start, Level white, Level black, long seed) {
    DraughtsRobot w = DraughtsRobot.of(white, seed);
    DraughtsRobot b = DraughtsRobot.of(black, seed);
    List<GameRecord<DraughtsPosition>> out = new ArrayList<>();
    GameRecord<DraughtsPosition> game = GameRecord.of(start);
    while (game.outcome().isEmpty() && game.ply() < DraughtsMatch.MAX_PLIES) {
      DraughtsPosition p = game.current();
      if (p.legalMoves().size() >= 2) {
        out.add(game);
      }
      DraughtsRobot robot = p.sideToMove() == Side.WHITE ? w : b;
      Move m = robot.choose(game, Budget.ofNodes(GAME_NODES), new Cancellation()).move();
      game = game.play(m).getOrElseThrow(r -> new IllegalStateException(m + " refused: " + r));
    }
    return out;
  }

  /** Every level's choice in one position, judged against the reference. */
  static Verdict judge(GameRecord<DraughtsPosition> record, Budget budget, Budget referenceBudget) {
    DraughtsRobot referee = DraughtsRobot.of(DraughtsRobot.STRONGEST, LEVEL_SEED);
    DraughtsPosition p = record.current();
    Seq<Move> legal = p.legalMoves();
    Map<Move, int[]> facts = new LinkedHashMap<>();
    Move best = legal.head();
    for (Move m : legal) {
      int[] f = facts(record, m, referee, referenceBudget);
      facts.put(m, f);
      if (f[0] > facts.get(best)[0]) {
        best = m;
      }
    }
    Seq<LevelSettings> levels = DraughtsRobot.LEVELS;
    Move[] chosen = new Move[levels.size()];
    for (int i = 0; i < chosen.length; i++) {
      chosen[i] = DraughtsRobot.of(levels.get(i).level(), LEVEL_SEED).choose(record, budget, new Cancellation())
          .move();
    }
    int[] b = facts.get(best);
    boolean captureChoice = legal.head().isCapture();
    Choice[] choices = new Choice[chosen.length];
    for (int i = 0; i < chosen.length; i++) {
      int[] f = facts.get(chosen[i]);
      boolean hangs = f[1] <= b[1] - MAN;
      choices[i] = new Choice(chosen[i].equals(best), hangs, f[2] != 0 && b[2] == 0, captureChoice,
          captureChoice && hangs, b[0] - f[0]);
    }
    Option<String> example = Option.none();
    Choice gentle = choices[0];
    Choice strongest = choices[choices.length - 1];
    if (!captureChoice && (gentle.hangs() && !strongest.hangs() || gentle.multi() && !strongest.multi())) {
      // the moves that hang material compared with the one that keeps the most, those that allow a multi-capture
      int top = Integer.MIN_VALUE;
      for (int[] f : facts.values()) {
        top = Math.max(top, f[1]);
      }
      List<String> hanging = new ArrayList<>();
      List<String> multi = new ArrayList<>();
      for (Map.Entry<Move, int[]> e : facts.entrySet()) {
        if (e.getValue()[1] <= top - MAN) {
          hanging.add(DraughtsMatch.text(e.getKey()));
        }
        if (e.getValue()[2] != 0) {
          multi.add(DraughtsMatch.text(e.getKey()));
        }
      }
      example = Option.some(ExternalEngine.fen(p) + " best " + DraughtsMatch.text(best) + ", gentle "
          + DraughtsMatch.text(chosen[0]) + ", hanging " + hanging + ", allowing a multi-capture " + multi + " of "
          + legal.size());
    }
    return new Verdict(choices, example);
  }

  /**
   * What a move leads to: the reference's value (clamped), the material after the short forced line,
   * and whether the opponent then has a capture of two pieces or more (1) or not (0), all from the
   * mover's view.
   */
  static int[] facts(GameRecord<DraughtsPosition> record, Move move, DraughtsRobot referee, Budget budget) {
    GameRecord<DraughtsPosition> after = record.play(move)
        .getOrElseThrow(r -> new IllegalStateException(move + ": " + r));
    DraughtsPosition q = after.current();
    Side mover = record.current().sideToMove();
    int value;
    Option<Outcome> outcome = after.outcome();
    if (outcome.isDefined()) {
      Option<Side> winner = outcome.get().winner();
      value = winner.isEmpty() ? 0 : winner.get() == mover ? CLAMP : -CLAMP;
    } else {
      int score = referee.analyse(after, budget, new Cancellation()).score();
      value = -Math.max(-CLAMP, Math.min(CLAMP, score));
    }
    int material = -material(q, MATERIAL_PLIES, -LOST - 1, LOST + 1);
    boolean multi = q.legalMoves().exists(m -> m.captured().size() >= 2);
    return new int[] {value, material, multi ? 1 : 0};
  }

  /**
   * The material for the side to move after {@code depth} plies of every move, then every pending
   * capture played out: alpha-beta on material alone.
   */
  static int material(DraughtsPosition p, int depth, int alpha, int beta) {
    Seq<Move> moves = p.legalMoves();
    if (moves.isEmpty()) {
      Option<Outcome> outcome = p.outcome();
      return outcome.isDefined() && outcome.get().winner().isEmpty() ? 0 : -LOST;
    }
    if (depth <= 0 && !moves.head().isCapture()) {
      return count(p, p.sideToMove()) - count(p, p.sideToMove().opposite());
    }
    int best = -LOST - 1;
    for (Move m : moves) {
      int v = -material(p.playUnchecked(m), depth - 1, -beta, -Math.max(alpha, best));
      if (v > best) {
        best = v;
        if (best >= beta) {
          break;
        }
      }
    }
    return best;
  }

  static int count(DraughtsPosition p, Side side) {
    int kings = p.kings(side).size();
    return MAN * (p.pieces(side).size() - kings) + KING * kings;
  }

  static void print(List<Verdict> verdicts, long nodes, long referenceNodes) {
    System.out.printf(Locale.ROOT, "levels with %d nodes a move (seed %d); reference: strongest, %d nodes%n", nodes,
        LEVEL_SEED, referenceNodes);
    System.out.println("| level | moves | the reference's move | hangs ≥ a man | allows a multi-capture"
        + " | worse capture (of choices) | loss median | loss mean | loss ≥ a man |");
    System.out.println("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
    for (int i = 0; i < DraughtsRobot.LEVELS.size(); i++) {
      int n = verdicts.size();
      int same = 0;
      int hangs = 0;
      int multi = 0;
      int choices = 0;
      int worse = 0;
      int[] losses = new int[n];
      long sum = 0;
      int big = 0;
      for (int k = 0; k < n; k++) {
        Choice c = verdicts.get(k).choices()[i];
        same += c.same() ? 1 : 0;
        hangs += c.hangs() ? 1 : 0;
        multi += c.multi() ? 1 : 0;
        choices += c.captureChoice() ? 1 : 0;
        worse += c.worseCapture() ? 1 : 0;
        losses[k] = c.loss();
        sum += c.loss();
        big += c.loss() >= MAN ? 1 : 0;
      }
      Arrays.sort(losses);
      double median = n == 0 ? 0 : n % 2 == 1 ? losses[n / 2] : (losses[n / 2 - 1] + losses[n / 2]) / 2.0;
      System.out.printf(Locale.ROOT,
          "| %s | %d | %.1f %% | %.1f %% | %.1f %% | %.1f %% (%d) | %.0f | %.1f | %.1f %% |%n",
          DraughtsRobot.LEVELS.get(i).level().id(), n, pct(same, n), pct(hangs, n), pct(multi, n), pct(worse, choices),
          choices, median, (double) sum / Math.max(1, n), pct(big, n));
    }
  }

  private static double pct(int k, int n) {
    return n == 0 ? 0 : 100.0 * k / n;
  }
}
