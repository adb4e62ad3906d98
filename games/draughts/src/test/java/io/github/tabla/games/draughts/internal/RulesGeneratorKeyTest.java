package io.github.tabla.games.draughts.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.tabla.games.draughts.DraughtsRules;
import io.github.tabla.games.draughts.capture.Capture;
import io.github.tabla.games.draughts.capture.CapturePriority;
import io.github.tabla.games.draughts.capture.Criterion;
import io.github.tabla.games.draughts.variants.RulesGenerators;
import io.vavr.collection.Array;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The generator's fast priority key orders captures exactly as the {@link CapturePriority} comparator it
 * is derived from: for every pair of random captures, the preferred one has the larger key and captures
 * the comparator ranks equal have equal keys, for every variant's priority and for orders a user may
 * compose from the built-in criteria.
 */
class RulesGeneratorKeyTest {
  @Test
  void theKeyOrdersCapturesAsTheComparatorDoes() {
    List<CapturePriority> priorities = List.of(DraughtsRules.ITALIAN.capturePriority(),
        DraughtsRules.SPANISH.capturePriority(), DraughtsRules.CZECH.capturePriority(),
        DraughtsRules.INTERNATIONAL.capturePriority(), CapturePriority.FREE_CHOICE,
        CapturePriority.of(Criterion.WITH_KING, Criterion.MOST_KINGS, Criterion.MOST_PIECES),
        CapturePriority.of(Criterion.EARLIEST_KING.forRule("MY-1"), Criterion.MOST_PIECES),
        CapturePriority.of(Criterion.MOST_KINGS, Criterion.WITH_KING, Criterion.EARLIEST_KING),
        CapturePriority.of(Criterion.MOST_PIECES, Criterion.MOST_KINGS, Criterion.MOST_PIECES.forRule("MY-2")),
        DraughtsRules.FRISIAN.capturePriority(),
        CapturePriority.of(Criterion.mostValue("MY-3", 3, 5), Criterion.EARLIEST_KING),
        CapturePriority.of(Criterion.mostValue("MY-4", 7, 7), Criterion.WITH_KING),
        CapturePriority.of(Criterion.WITH_KING, Criterion.mostValue("MY-5", 1, 1000)));
    SplittableRandom random = new SplittableRandom(22L);
    List<int[]> captures = new ArrayList<>();
    for (int i = 0; i < 400; i++) {
      int jumps = 1 + random.nextInt(random.nextBoolean() ? 3 : 12);
      int mask = 0;
      for (int j = 0; j < jumps; j++) {
        if (random.nextInt(3) == 0) {
          mask |= 1 << (31 - j);
        }
      }
      captures.add(new int[] {jumps, random.nextInt(2), mask});
    }
    int decided = 0;
    for (CapturePriority priority : priorities) {
      RulesGenerator generator = RulesGenerators.of(DraughtsRules.ITALIAN.toBuilder().capturePriority(priority)
          .build());
      for (int[] a : captures) {
        for (int[] b : captures) {
          int byComparator = Integer.signum(priority.compare(describe(a), describe(b)));
          int byKey = -Long.signum(Long.compare(generator.key(a[0], a[1] == 1, a[2]),
              generator.key(b[0], b[1] == 1, b[2])));
          assertEquals(byComparator, byKey, () -> priority + ": " + describe(a) + " against " + describe(b));
          if (byComparator != 0) {
            decided++;
          }
        }
      }
    }
    assertEquals(true, decided > 100_000, "pairs decided: " + decided);
  }

  @Test
  void twoPiecesOutrankOneByMenExactlyWhenTheComparatorSays() {
    // every men's capture of one to six pieces, each jump taking a man or a king
    List<int[]> captures = new ArrayList<>();
    for (int jumps = 1; jumps <= 6; jumps++) {
      for (int kingsAt = 0; kingsAt < 1 << jumps; kingsAt++) {
        captures.add(new int[] {jumps, 0, kingsAt << (32 - jumps)});
      }
    }
    List<CapturePriority> priorities = List.of(DraughtsRules.ITALIAN.capturePriority(),
        DraughtsRules.SPANISH.capturePriority(), DraughtsRules.CZECH.capturePriority(),
        DraughtsRules.INTERNATIONAL.capturePriority(), DraughtsRules.FRISIAN.capturePriority(),
        CapturePriority.FREE_CHOICE, CapturePriority.of(Criterion.WITH_KING, Criterion.MOST_PIECES),
        CapturePriority.of(Criterion.MOST_KINGS, Criterion.MOST_PIECES),
        CapturePriority.of(Criterion.EARLIEST_KING.forRule("MY-1"), Criterion.MOST_PIECES),
        CapturePriority.of(Criterion.mostValue("MY-2", 10, 25)), CapturePriority.of(Criterion.mostValue("MY-3", 10, 5)),
        CapturePriority.of(Criterion.mostValue("MY-4", 10, 15)), CapturePriority.of(Criterion.mostValue("MY-5", 7, 7)));
    int outranking = 0;
    for (CapturePriority priority : priorities) {
      boolean expected = true;
      for (int[] many : captures) {
        for (int[] one : captures) {
          if (many[0] >= 2 && one[0] == 1 && priority.compare(describe(many), describe(one)) >= 0) {
            expected = false;
          }
        }
      }
      RulesGenerator generator = RulesGenerators.of(DraughtsRules.ITALIAN.toBuilder().capturePriority(priority)
          .build());
      assertEquals(expected, generator.manyOutrankOne(), priority::toString);
      outranking += expected ? 1 : 0;
    }
    assertEquals(7, outranking, "priorities where two pieces outrank one");
  }

  private static Capture describe(int[] c) {
    List<Integer> jumps = new ArrayList<>();
    for (int j = 0; j < 32; j++) {
      if ((c[2] & (1 << (31 - j))) != 0) {
        jumps.add(j + 1);
      }
    }
    return new Capture(c[0], c[1] == 1, Array.ofAll(jumps));
  }
}
