package io.github.tabla.games.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.tabla.games.draughts.internal.Geometry;
import io.github.tabla.games.draughts.internal.MoveGenerator;
import io.github.tabla.games.draughts.internal.MoveList;
import io.github.tabla.games.draughts.internal.MoveRules;
import io.github.tabla.games.draughts.internal.Perft;
import io.github.tabla.games.draughts.internal.RulesGenerator;
import io.github.tabla.games.draughts.variants.RulesGenerators;
import io.github.tabla.games.draughts.internal.RulesMoves;
import io.github.tabla.games.draughts.internal.RulesPerft;
import io.github.tabla.games.draughts.internal.VariantSquares;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The Italian game's moves on its 32-square bitboards ({@link MoveGenerator}: its steps, and the captures of
 * the rules-driven generator given {@link DraughtsRules#ITALIAN}, turned into its squares and paths) are the
 * rules-driven generator's: the same moves (origin, destination, captured pieces, every square of the route)
 * in random positions with men and kings of both sides, where every priority of ID-10 and every route of
 * ID-11a comes up; and the game's perft with every leaf listed and made on its own bitboards counts what the
 * rules-driven perft counts.
 */
class RulesGeneratorItalianTest {
  private static final VariantSquares SQUARES = new VariantSquares(DraughtsRules.ITALIAN);

  /** A set of the Italian generator's squares (bit i is square i + 1, ID-2) in the layout's bits. */
  static long bits(int squares) {
    long b = 0L;
    for (int s = squares; s != 0; s &= s - 1) {
      b |= 1L << SQUARES.bit(String.valueOf(Integer.numberOfTrailingZeros(s) + 1));
    }
    return b;
  }

  @Test
  void sameMovesAndSamePerftInThousandsOfRandomPositions() {
    SplittableRandom random = new SplittableRandom(2212L);
    RulesGenerator generator = RulesGenerators.of(DraughtsRules.ITALIAN);
    RulesPerft rulesPerft = new RulesPerft(generator);
    Perft italianPerft = new Perft();
    MoveGenerator italian = new MoveGenerator();
    MoveList theirs = new MoveList();
    RulesMoves ours = new RulesMoves();
    int captures = 0;
    int singleJumps = 0;
    for (int i = 0; i < 3000; i++) {
      DraughtsPosition p = Fen.GAME.fromSetup(KernelConsistencyTest.randomSetup(random)).get();
      int w = p.whiteBits();
      int b = p.blackBits();
      int k = p.kingBits();
      boolean white = p.whiteToMove();
      italian.generate(w, b, k, white, theirs);
      generator.generate(bits(w), bits(b), bits(k), white, ours);
      List<String> expected = new ArrayList<>();
      for (int m = 0; m < theirs.size(); m++) {
        expected.add(describe(theirs.move(m), theirs.path(m)));
      }
      List<String> actual = new ArrayList<>();
      for (int m = 0; m < ours.size(); m++) {
        StringBuilder route = new StringBuilder(SQUARES.name(ours.from(m)));
        for (int square : ours.route(m)) {
          route.append('-').append(SQUARES.name(square));
        }
        actual.add(route + " x" + names(ours.captured(m)));
      }
      expected.sort(null);
      actual.sort(null);
      assertEquals(expected, actual, p::toString);
      if (ours.size() > 0 && ours.captured(0) != 0) {
        captures++;
        // the captures written at once (men's single jumps that cannot go on) and the searched ones
        boolean searched = (MoveGenerator.jumpers(w, b, k, white) & k) != 0;
        for (int m = 0; m < ours.size(); m++) {
          searched |= Long.bitCount(ours.captured(m)) > 1;
        }
        singleJumps += searched ? 0 : 1;
      }
      if (i < 500) {
        assertEquals(italianPerft.full(w, b, k, white, 3), rulesPerft.bulk(bits(w), bits(b), bits(k), white, 3),
            p::toString);
      }
    }
    // the sample is worth something only if captures are common in it
    assertEquals(true, captures > 600, "captures in " + captures + " positions");
    assertEquals(true, singleJumps > 200 && captures - singleJumps > 200,
        singleJumps + " positions of men's single jumps in " + captures);
  }

  private static String describe(long move, int path) {
    int from = MoveGenerator.origin(path);
    int jumps = Integer.bitCount(MoveRules.captured(move));
    StringBuilder route = new StringBuilder().append(from + 1);
    int square = from;
    for (int n = 0; n < Math.max(1, jumps); n++) {
      int d = MoveGenerator.direction(path, n);
      square = jumps == 0 ? Geometry.neighbour(d, square) : Geometry.neighbour(d, Geometry.neighbour(d, square));
      route.append('-').append(square + 1);
    }
    return route + " x" + names(bits(MoveRules.captured(move)));
  }

  private static String names(long bits) {
    List<Integer> n = new ArrayList<>();
    for (long b = bits; b != 0; b &= b - 1) {
      n.add(Integer.parseInt(SQUARES.name(Long.numberOfTrailingZeros(b))));
    }
    n.sort(null);
    return n.toString();
  }
}
