package io.github.tabla.benchmarks.draughts;

import io.github.tabla.core.Move;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.Side;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.Robot;
import io.github.tabla.games.draughts.DraughtsRules;
import io.github.tabla.games.draughts.DraughtsVariant;
import io.github.tabla.games.draughts.VariantPosition;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The draughts variants' levels against each other, colours alternating, a node budget a move each: the
 * strongest against the gentlest, or ({@code adjacent}) each level against the one below it, the ladder of
 * each variant. A game ends by the rules, by a third repetition, or after 400 plies (a draw).
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.github.tabla.benchmarks.draughts.VariantsLadder [games] [nodes] [adjacent|strongest] [variant-id-prefix ...]
 * </pre>
 */
public final class VariantsLadder {
  private VariantsLadder() {}

  /**
   * Plays the games and prints one line per variant.
   *
   * @param args the games a variant (default 10), the nodes a move (default 20,000), {@code adjacent} or
   *     {@code strongest} (against the gentlest, the default), and the variants to play (prefixes of their
   *     ids; every variant when none is named)
   */
  public static void main(String[] args) {
    int games = args.length > 0 ? Integer.parseInt(args[0]) : 10;
    long nodes = args.length > 1 ? Long.parseLong(args[1]) : 20_000L;
    boolean adjacent = args.length > 2 && args[2].equals("adjacent");
    List<String> only = args.length > 3 ? List.of(args).subList(3, args.length) : List.of();
    for (DraughtsRules rules : List.of(DraughtsRules.ENGLISH, DraughtsRules.POOL, DraughtsRules.RUSSIAN,
        DraughtsRules.BRAZILIAN, DraughtsRules.CZECH, DraughtsRules.SPANISH, DraughtsRules.PORTUGUESE, DraughtsRules.THAI,
        DraughtsRules.INTERNATIONAL, DraughtsRules.FRISIAN, DraughtsRules.TURKISH, DraughtsRules.CANADIAN)) {
      if (!only.isEmpty() && only.stream().noneMatch(p -> rules.id().startsWith(p))) {
        continue;
      }
      DraughtsVariant game = DraughtsVariant.of(rules);
      List<Level> levels = game.levels().toJavaList();
      if (!adjacent) {
        pair(game, levels.get(levels.size() - 1), levels.get(0), games, nodes);
        continue;
      }
      for (int i = 1; i < levels.size(); i++) {
        pair(game, levels.get(i), levels.get(i - 1), games, nodes);
      }
    }
  }

  /** One level against another, colours alternating: a line with the first one's result. */
  private static void pair(DraughtsVariant game, Level strong, Level gentle, int games, long nodes) {
    int wins = 0;
    int draws = 0;
    int losses = 0;
    for (int g = 0; g < games; g++) {
      boolean strongWhite = g % 2 == 0;
      Robot<VariantPosition> a = game.robot(strong, g);
      Robot<VariantPosition> b = game.robot(gentle, 1000L + g);
      VariantPosition p = game.start();
      Map<Object, Integer> seen = new HashMap<>();
      Outcome end = null;
      for (int ply = 0; ply < 400; ply++) {
        if (p.isOver()) {
          end = p.outcome().get();
          break;
        }
        if (seen.merge(p.repetitionKey(), 1, Integer::sum) >= 3) {
          break;
        }
        boolean strongToMove = (p.sideToMove() == Side.WHITE) == strongWhite;
        Move m = (strongToMove ? a : b).choose(p, Budget.ofNodes(nodes)).move();
        p = p.playUnchecked(m);
      }
      Side strongSide = strongWhite ? Side.WHITE : Side.BLACK;
      if (end != null && end.winner().isDefined()) {
        if (end.winner().get() == strongSide) {
          wins++;
        } else {
          losses++;
        }
      } else {
        draws++;
      }
    }
    System.out.printf(Locale.ROOT, "%s: %s vs %s, %d games, %,d nodes a move: +%d =%d -%d (%.1f %%)%n",
        game.id(), strong.id(), gentle.id(), games, nodes, wins, draws, losses,
        100.0 * (wins + 0.5 * draws) / games);
  }
}
