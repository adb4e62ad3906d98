package io.github.tabla.games.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.tabla.core.Move;
import io.github.tabla.games.draughts.internal.Geometry;
import io.github.tabla.games.draughts.internal.Perft;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Perft from the start position: the published counts of {@code rules/italian-draughts.md}. */
class PerftTest {
  static final long[] START = {1L, 7L, 49L, 302L, 1469L, 7361L, 36473L, 177532L, 828783L, 3860875L, 17761384L};

  /** The generic count over the typed API, as {@code GamePosition.perft} does without the kernel. */
  static <P extends io.github.tabla.core.GamePosition<P>> long typedPerft(P p, int depth) {
    if (depth == 0) {
      return 1L;
    }
    long n = 0L;
    for (Move m : p.legalMoves()) {
      n += typedPerft(p.playUnchecked(m), depth - 1);
    }
    return n;
  }

  @Test
  void kernelBulkCountingMatchesThePublishedCountsToDepth10() {
    Perft perft = new Perft();
    for (int d = 0; d <= 10; d++) {
      assertEquals(START[d], perft.bulk(Geometry.WHITE_START, Geometry.BLACK_START, 0, true, d), "depth " + d);
    }
  }

  @Test
  void kernelMakingEveryLeafMatchesThePublishedCountsToDepth9() {
    Perft perft = new Perft();
    for (int d = 0; d <= 9; d++) {
      assertEquals(START[d], perft.full(Geometry.WHITE_START, Geometry.BLACK_START, 0, true, d), "depth " + d);
    }
  }

  @ParameterizedTest
  @CsvSource({"1", "2", "3", "4", "5", "6"})
  void typedApiAgreesWithThePublishedCounts(int depth) {
    assertEquals(START[depth], typedPerft(Fen.GAME.start(), depth));
  }

  @Test
  void positionPerftUsesTheKernelAndMatchesToDepth10() {
    DraughtsPosition start = Fen.GAME.start();
    for (int d = 0; d <= 10; d++) {
      assertEquals(START[d], start.perft(d), "depth " + d);
    }
    assertThrows(IllegalArgumentException.class, () -> start.perft(-1));
  }

  @Test
  void kernelAndTypedApiAgreeOnRandomPositions() {
    SplittableRandom random = new SplittableRandom(99L);
    Perft perft = new Perft();
    for (int i = 0; i < 300; i++) {
      DraughtsPosition p = Fen.GAME.fromSetup(KernelConsistencyTest.randomSetup(random)).get();
      long typed = typedPerft(p, 3);
      assertEquals(typed, perft.bulk(p.whiteBits(), p.blackBits(), p.kingBits(), p.whiteToMove(), 3), p::toString);
      assertEquals(typed, perft.full(p.whiteBits(), p.blackBits(), p.kingBits(), p.whiteToMove(), 3), p::toString);
      assertEquals(typed, p.perft(3), p::toString);
    }
  }

  @Test
  void perftNearTheNoProgressDrawStopsWhereTheGameDoes() {
    DraughtsPosition p = Fen.GAME.fromSetup(Fen.setup("W:WK22:BK1").withField(ItalianDraughts.NO_PROGRESS_FIELD, "78"))
        .get();
    assertEquals(typedPerft(p, 2), p.perft(2));
    // two king moves reach 80 plies: every line is drawn there and nothing follows
    assertEquals(0L, p.perft(3));
    assertEquals(0L, typedPerft(p, 3));
  }
}
