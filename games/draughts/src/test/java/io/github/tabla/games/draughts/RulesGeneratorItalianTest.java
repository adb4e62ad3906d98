package io.github.tabla.games.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
 * The rules-driven generator given {@link DraughtsRules#ITALIAN} plays exactly the Italian game's own
 * generator: the same moves (origin, destination, captured pieces, route) and the same perft in random
 * positions with men and kings of both sides, where every priority of ID-10 and every route of ID-11a
 * comes up.
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
        expected.add(describe(theirs.move(m), theirs.path(m), w, b, white));
      }
      List<String> actual = new ArrayList<>();
      for (int m = 0; m < ours.size(); m++) {
        actual.add(SQUARES.name(ours.from(m)) + ">" + SQUARES.name(ours.to(m)) + " x" + names(ours.captured(m)));
      }
      expected.sort(null);
      actual.sort(null);
      assertEquals(expected, actual, p::toString);
      if (ours.size() > 0 && ours.captured(0) != 0) {
        captures++;
      }
      if (i < 500) {
        assertEquals(italianPerft.bulk(w, b, k, white, 3), rulesPerft.bulk(bits(w), bits(b), bits(k), white, 3),
            p::toString);
      }
    }
    // the sample is worth something only if captures are common in it
    assertEquals(true, captures > 600, "captures in " + captures + " positions");
  }

  private static String describe(long move, int path, int white, int black, boolean whiteToMove) {
    int from = MoveGenerator.origin(path);
    int moved = MoveRules.moved(move);
    // a capture that ends where it began has no moved bits
    int to = moved == 0 ? from : Integer.numberOfTrailingZeros(moved & ~(1 << from));
    return (from + 1) + ">" + (to + 1) + " x" + names(bits(MoveRules.captured(move)));
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
