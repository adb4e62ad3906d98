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
 * The draughts variants' strongest level against their gentlest, colours alternating, a node budget a move
 * each: a check that the variants' Robot (one plain evaluation for every variant) plays the game. A game
 * ends by the rules, by a third repetition, or after 400 plies (a draw).
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.github.tabla.benchmarks.draughts.VariantsLadder [games] [nodes]
 * </pre>
 */
public final class VariantsLadder {
  private VariantsLadder() {}

  /**
   * Plays the games and prints one line per variant.
   *
   * @param args the games a variant (default 10) and the nodes a move (default 20,000)
   */
  public static void main(String[] args) {
    int games = args.length > 0 ? Integer.parseInt(args[0]) : 10;
    long nodes = args.length > 1 ? Long.parseLong(args[1]) : 20_000L;
    for (DraughtsRules rules : List.of(DraughtsRules.ENGLISH, DraughtsRules.POOL, DraughtsRules.RUSSIAN,
        DraughtsRules.BRAZILIAN, DraughtsRules.CZECH, DraughtsRules.SPANISH, DraughtsRules.PORTUGUESE,
        DraughtsRules.INTERNATIONAL)) {
      DraughtsVariant game = DraughtsVariant.of(rules);
      Level strong = game.strongestLevel();
      Level gentle = game.levels().head();
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
      System.out.printf(Locale.ROOT, "%s: strongest vs gentlest, %d games, %,d nodes a move: +%d =%d -%d (%.1f %%)%n",
          rules.id(), games, nodes, wins, draws, losses, 100.0 * (wins + 0.5 * draws) / games);
    }
  }
}
