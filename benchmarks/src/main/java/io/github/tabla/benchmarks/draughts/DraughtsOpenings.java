package io.github.tabla.benchmarks.draughts;

import io.github.tabla.core.Move;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.LevelSettings;
import io.github.tabla.games.draughts.DraughtsPosition;
import io.github.tabla.games.draughts.robot.DraughtsRobot;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Makes the opening list of the matches ({@code openings.txt}, committed): every line of four plies
 * from the start, shuffled with a fixed seed, keeping those an eight-ply search without noise (the strong
 * level as it was when the lists were made; it plays six plies now) finds
 * within a fifth of a man of equal, until there are 24 (or the number asked for). The lists are the output of
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.github.tabla.benchmarks.draughts.DraughtsOpenings &gt; \
 *     benchmarks/src/main/resources/io/github/tabla/benchmarks/draughts/openings.txt
 * java -cp benchmarks/target/benchmarks.jar io.github.tabla.benchmarks.draughts.DraughtsOpenings 96 &gt; \
 *     benchmarks/src/main/resources/io/github/tabla/benchmarks/draughts/openings-96.txt
 * </pre>
 */
public final class DraughtsOpenings {
  private DraughtsOpenings() {}

  /**
   * Prints the list.
   *
   * @param args the number of openings (24 when absent: {@code openings.txt}; 96 gives
   *     {@code openings-96.txt}, the wider list for matches that need more games)
   */
  public static void main(String[] args) {
    int wanted = args.length > 0 ? Integer.parseInt(args[0]) : 24;
    List<List<Move>> lines = new ArrayList<>();
    collect(DraughtsMatch.GAME.start(), new ArrayList<>(), 4, lines);
    SplittableRandom random = new SplittableRandom(2026L);
    for (int i = lines.size() - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      List<Move> t = lines.get(i);
      lines.set(i, lines.get(j));
      lines.set(j, t);
    }
    DraughtsRobot judge = DraughtsRobot.of(new LevelSettings(DraughtsRobot.STRONG, 8, 0, 0.0), 1L, Option.none());
    System.out.println("# Openings of the Italian draughts Robot matches: four plies from the start, in the");
    System.out.println("# notation of ID-4. Made by io.github.tabla.benchmarks.draughts.DraughtsOpenings (seed 2026,");
    System.out.println("# kept when an 8-ply search finds them within 20 hundredths of a man of equal).");
    int kept = 0;
    for (List<Move> line : lines) {
      DraughtsPosition p = DraughtsMatch.GAME.start();
      for (Move m : line) {
        p = p.playUnchecked(m);
      }
      if (p.isOver()) {
        continue;
      }
      int value = judge.analyse(p, Budget.ofDepth(8)).score();
      if (Math.abs(value) > 20) {
        continue;
      }
      StringBuilder sb = new StringBuilder();
      for (Move m : line) {
        sb.append(sb.length() == 0 ? "" : " ").append(DraughtsMatch.text(m));
      }
      System.out.println(sb);
      if (++kept == wanted) {
        break;
      }
    }
  }

  private static void collect(DraughtsPosition p, List<Move> line, int depth, List<List<Move>> out) {
    if (depth == 0) {
      out.add(new ArrayList<>(line));
      return;
    }
    for (Move m : p.legalMoves()) {
      line.add(m);
      collect(p.playUnchecked(m), line, depth - 1, out);
      line.remove(line.size() - 1);
    }
  }
}
