package io.github.tabla.benchmarks.draughts;

import io.github.tabla.games.draughts.internal.DraughtsKernel;
import io.github.tabla.games.draughts.internal.Geometry;
import io.github.tabla.games.draughts.internal.MoveGenerator;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * How long the Italian draughts kernel takes to list the moves of a position where the side to move must
 * capture: 20,000 such positions without kings and 20,000 with, met in random games from the start (seeded),
 * each set listed 20 times a round; a round prints the best of its 20 passes in nanoseconds a position (wall
 * clock, so run the builds to compare in turn, in one script).
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.github.tabla.benchmarks.draughts.DraughtsCaptureListing [rounds]
 * </pre>
 */
public final class DraughtsCaptureListing {
  private static final int POSITIONS = 20_000;

  private DraughtsCaptureListing() {}

  /**
   * Collects the positions and prints each round's figures.
   *
   * @param args optionally the number of rounds (default 8)
   */
  public static void main(String[] args) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 8;
    DraughtsKernel kernel = DraughtsKernel.of(false);
    int words = DraughtsKernel.WORDS;
    long[][] sets = {new long[POSITIONS * words], new long[POSITIONS * words]};
    int[] found = new int[2];
    long[] state = new long[2 * words];
    long[] moves = new long[DraughtsKernel.MAX_MOVES];
    SplittableRandom random = new SplittableRandom(2212L);
    while (found[0] < POSITIONS || found[1] < POSITIONS) {
      DraughtsKernel.write(state, 0, Geometry.WHITE_START, Geometry.BLACK_START, 0, true, 0, 0, 0);
      for (int ply = 0; ply < 200 && !kernel.isOver(state, 0); ply++) {
        int n = kernel.moves(state, 0, moves, 0);
        int kings = DraughtsKernel.kings(state, 0);
        if (MoveGenerator.jumpers(DraughtsKernel.white(state, 0), DraughtsKernel.black(state, 0), kings,
            DraughtsKernel.whiteToMove(state, 0)) != 0) {
          int set = kings == 0 ? 0 : 1;
          if (found[set] < POSITIONS) {
            System.arraycopy(state, 0, sets[set], found[set]++ * words, words);
          }
        }
        kernel.make(state, 0, moves[random.nextInt(n)], state, words);
        System.arraycopy(state, words, state, 0, words);
      }
    }
    long listed = 0;
    for (int round = 0; round < rounds; round++) {
      for (int set = 0; set < 2; set++) {
        long best = Long.MAX_VALUE;
        for (int pass = 0; pass < 20; pass++) {
          long start = System.nanoTime();
          for (int i = 0; i < POSITIONS; i++) {
            listed += kernel.moves(sets[set], i * words, moves, 0);
          }
          best = Math.min(best, System.nanoTime() - start);
        }
        System.out.printf(Locale.ROOT, "round %d, %s: %.1f ns a position%n", round + 1,
            set == 0 ? "without kings" : "with kings", (double) best / POSITIONS);
      }
    }
    // the moves counted, so that the listing cannot be left out
    System.out.println("moves listed: " + listed);
  }
}
