package io.github.tabla.benchmarks.draughts;

import io.github.tabla.core.Move;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.Robot;
import io.github.tabla.core.robot.SearchResult;
import io.github.tabla.games.draughts.DraughtsRules;
import io.github.tabla.games.draughts.DraughtsVariant;
import io.github.tabla.games.draughts.VariantPosition;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * The search speed of a draughts variant's strongest Robot, in nodes per second of thread CPU time: the
 * start position and the positions after 10, 20 and 30 plies of seeded random moves (chosen among the
 * legal moves in the order of their text, so the same positions on every build), each searched a number
 * of times with a node budget, the median printed. Run it against another build's library by putting this
 * class before that build's jar: {@code -cp benchmarks/target/classes:/tmp/before.jar}.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.github.tabla.benchmarks.draughts.VariantsRobotSpeed [runs] [nodes] [variant-id-prefix ...]
 * </pre>
 */
public final class VariantsRobotSpeed {
  private VariantsRobotSpeed() {}

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  /**
   * Measures and prints one line a position.
   *
   * @param args the searches a position (default 5), the nodes a search (default 200,000), and the
   *     variants (prefixes of their ids; Canadian draughts when none is named)
   */
  public static void main(String[] args) {
    int runs = args.length > 0 ? Integer.parseInt(args[0]) : 5;
    long nodes = args.length > 1 ? Long.parseLong(args[1]) : 200_000L;
    List<String> only = args.length > 2 ? List.of(args).subList(2, args.length) : List.of("canadian");
    for (DraughtsRules rules : List.of(DraughtsRules.ENGLISH, DraughtsRules.POOL, DraughtsRules.RUSSIAN,
        DraughtsRules.BRAZILIAN, DraughtsRules.CZECH, DraughtsRules.SPANISH, DraughtsRules.PORTUGUESE,
        DraughtsRules.THAI, DraughtsRules.INTERNATIONAL, DraughtsRules.FRISIAN, DraughtsRules.TURKISH,
        DraughtsRules.CANADIAN)) {
      if (only.stream().noneMatch(p -> rules.id().startsWith(p))) {
        continue;
      }
      DraughtsVariant game = DraughtsVariant.of(rules);
      List<Level> levels = game.levels().toJavaList();
      Level strongest = levels.get(levels.size() - 1);
      List<VariantPosition> positions = new ArrayList<>();
      SplittableRandom random = new SplittableRandom(7L);
      VariantPosition p = game.start();
      for (int ply = 0; ply <= 30 && !p.isOver(); ply++) {
        if (ply % 10 == 0) {
          positions.add(p);
        }
        // a seeded random move among the legal ones in the order of their text: the same on every build
        List<Move> moves = new ArrayList<>(p.legalMoves().toJavaList());
        moves.sort(Comparator.comparing(Move::toString));
        p = p.playUnchecked(moves.get(random.nextInt(moves.size())));
      }
      for (int i = 0; i < positions.size(); i++) {
        double[] rates = new double[runs];
        SearchResult last = null;
        for (int r = 0; r < runs; r++) {
          Robot<VariantPosition> robot = game.robot(strongest, 1L);
          long cpu = THREADS.getCurrentThreadCpuTime();
          last = robot.choose(positions.get(i), Budget.ofNodes(nodes));
          long spent = Math.max(1L, THREADS.getCurrentThreadCpuTime() - cpu);
          rates[r] = last.nodes() * 1e9 / spent;
        }
        Arrays.sort(rates);
        System.out.printf(Locale.ROOT, "%s after %d plies: %,.0f nodes/s (median of %d; %,d nodes, depth %d)%n",
            rules.id(), 10 * i, rates[runs / 2], runs, last.nodes(), last.depth());
      }
    }
  }
}
