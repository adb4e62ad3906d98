package io.github.tabla.games.draughts.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.games.draughts.DraughtsRules;
import io.github.tabla.games.draughts.internal.Layout;
import io.github.tabla.games.draughts.internal.RulesGenerator;
import io.github.tabla.games.draughts.internal.RulesMoves;
import io.github.tabla.games.draughts.internal.WideGenerator;
import io.github.tabla.games.draughts.internal.WideMoves;
import io.github.tabla.games.draughts.internal.WidePerft;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The generator of boards of more than 64 squares ({@link WideGenerator}, square by square on two words a
 * set) lists what the bitboard generator lists on every 8×8 and 10×10 variant, route by route, and what
 * {@link PlainRules} lists on 12×12 boards (its perft's published counts are {@link StartPerftTest}'s).
 */
class WideGeneratorTest {
  static final DraughtsRules CANADIAN = DraughtsRules.CANADIAN;

  static final List<DraughtsRules> TWELVE = List.of(CANADIAN,
      CANADIAN.toBuilder().id("canadian-short").name("Canadian, short kings, men forward, crowned goes on")
          .kingRange(DraughtsRules.KingRange.SHORT).manCaptures(DraughtsRules.ManCaptures.FORWARD)
          .farRowInCapture(DraughtsRules.FarRowInCapture.CROWNED_GOES_ON_AS_KING).build(),
      CANADIAN.toBuilder().id("canadian-russian").name("Canadian with Russian captures")
          .farRowInCapture(DraughtsRules.FarRowInCapture.CROWNED_GOES_ON_AS_KING)
          .capturePriority(io.github.tabla.games.draughts.capture.CapturePriority.FREE_CHOICE).build(),
      CANADIAN.toBuilder().id("canadian-at-once").name("Canadian, removal at once, kings land just behind")
          .removal(DraughtsRules.Removal.AT_ONCE).kingLanding(DraughtsRules.KingLanding.JUST_BEHIND).build(),
      CANADIAN.toBuilder().id("canadian-lines").name("Canadian, captures along every line, by value")
          .captureLines(DraughtsRules.CaptureLines.DIAGONAL_AND_ORTHOGONAL)
          .capturePriority(io.github.tabla.games.draughts.capture.CapturePriority.of(
              io.github.tabla.games.draughts.capture.Criterion.mostValue("CL-10.1", 10, 19),
              io.github.tabla.games.draughts.capture.Criterion.WITH_KING.forRule("CL-10.2"))).build(),
      CANADIAN.toBuilder().id("canadian-stops").name("Canadian, a man on the far row stops, kings first")
          .farRowInCapture(DraughtsRules.FarRowInCapture.STOPS)
          .capturePriority(io.github.tabla.games.draughts.capture.CapturePriority.of(
              io.github.tabla.games.draughts.capture.Criterion.MOST_PIECES.forRule("CS-10.1"),
              io.github.tabla.games.draughts.capture.Criterion.WITH_KING.forRule("CS-10.2"),
              io.github.tabla.games.draughts.capture.Criterion.MOST_KINGS.forRule("CS-10.3"),
              io.github.tabla.games.draughts.capture.Criterion.EARLIEST_KING.forRule("CS-10.4"))).build());

  @TestFactory
  Stream<DynamicTest> listsWhatTheBitboardGeneratorListsRouteByRoute() {
    return PlainRulesAgreementTest.RULES.stream()
        .map(rules -> DynamicTest.dynamicTest(rules.id(), () -> agreeWithBitboards(rules)));
  }

  @TestFactory
  Stream<DynamicTest> listsWhatThePlainGeneratorListsOnTwelveByTwelve() {
    return TWELVE.stream().map(rules -> DynamicTest.dynamicTest(rules.id(), () -> agreeWithPlain(rules)));
  }

  @Test
  void theStartHasThirtyMenASideOnFiveRows() {
    long[] start = WidePerft.start(CANADIAN);
    assertEquals(30, Long.bitCount(start[0]) + Long.bitCount(start[1]), "White");
    assertEquals(30, Long.bitCount(start[2]) + Long.bitCount(start[3]), "Black");
    // Black on squares 0 to 29 (1 to 30), White on 42 to 71 (43 to 72)
    WideGenerator g = RulesGenerators.wide(CANADIAN, true);
    for (int k = 0; k < 72; k++) {
      int b = g.bit(k);
      assertEquals(k, g.squareOf(b));
      long word = 1L << b;
      assertEquals(k < 30, (start[2 + (b >> 6)] & word) != 0, "Black on " + (k + 1));
      assertEquals(k >= 42, (start[b >> 6] & word) != 0, "White on " + (k + 1));
    }
    // the even rows in the first word, the odd ones in the second, seven bits a row: six squares and a ghost
    assertEquals(0b0111111_0111111_0111111L, start[2]);
    assertEquals(0b0111111_0111111L, start[3]);
    assertEquals(0b0111111_0111111_0000000_0000000_0000000_0000000L, start[0]);
    assertEquals(0b0111111_0111111_0111111_0000000_0000000_0000000L, start[1]);
    assertEquals(-1, g.bit(0, 0));
    assertEquals(0, g.bit(0, 1));
    assertEquals(64, g.bit(1, 0));
    assertEquals(7, g.bit(2, 1));
    IllegalArgumentException ghost = assertThrows(IllegalArgumentException.class, () -> g.row(6));
    assertTrue(ghost.getMessage().contains("not a square's bit"), ghost.getMessage());
    for (int bad : new int[] {-1, 6, 63, 42, 64 + 42, 128, 1000}) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> g.squareOf(bad));
      assertTrue(e.getMessage().contains("not a square's bit"), e.getMessage());
      assertThrows(IllegalArgumentException.class, () -> g.column(bad));
    }
    IllegalArgumentException square = assertThrows(IllegalArgumentException.class, () -> g.bit(72));
    assertTrue(square.getMessage().contains("a square of 0 to 71, not 72"), square.getMessage());
    assertThrows(IllegalArgumentException.class, () -> g.bit(-1));
    assertEquals(-1, g.bit(12, 1));
    assertEquals(-1, g.bit(5, -1));
    // every square's bit, row and column agree, each row's bits in order with its ghost after them
    for (int r = 0; r < 12; r++) {
      for (int c = 0; c < 12; c++) {
        int b = g.bit(r, c);
        assertEquals((r + c) % 2 == 1, b >= 0, r + "," + c);
        if (b >= 0) {
          assertEquals(r, g.row(b));
          assertEquals(c, g.column(b));
          assertEquals(r % 2 == 0 ? 0 : 64, b & 64);
          assertEquals((r / 2) * 7 + c / 2, b & 63);
        }
      }
    }
  }

  @Test
  void theBoardAcceptsTwelveByTwelveAndNoOtherNewSize() {
    assertEquals(72, CANADIAN.squares());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> DraughtsRules.INTERNATIONAL.toBuilder().size(14));
    assertTrue(e.getMessage().contains("12×12"), e.getMessage());
  }

  private static void agreeWithBitboards(DraughtsRules rules) {
    SplittableRandom random = new SplittableRandom(rules.id().hashCode() * 31L);
    Layout l = Layout.of(rules);
    WideGenerator wideDistinct = RulesGenerators.wide(rules, true);
    WideGenerator wideRoutes = RulesGenerators.wide(rules, false);
    RulesGenerator distinct = RulesGenerators.of(rules, true);
    RulesGenerator routes = RulesGenerators.of(rules, false);
    RulesMoves moves = new RulesMoves();
    WideMoves wide = new WideMoves();
    int captures = 0;
    int positions = Boolean.getBoolean("tabla.deep") ? 50_000 : 1500;
    for (int i = 0; i < positions; i++) {
      int[] board = randomBoard(random, l.squares, k -> l.row(k), rules.size(), i % 3 == 0);
      boolean whiteToMove = (i & 1) == 0;
      long white = 0L;
      long black = 0L;
      long kings = 0L;
      long[] words = new long[6];
      for (int k = 0; k < l.squares; k++) {
        if (board[k] == 0) {
          continue;
        }
        long bit = 1L << l.bit(k);
        if (board[k] > 0) {
          white |= bit;
        } else {
          black |= bit;
        }
        if (Math.abs(board[k]) == 2) {
          kings |= bit;
        }
        int b = wideDistinct.bit(k);
        words[(board[k] > 0 ? 0 : 2) + (b >> 6)] |= 1L << b;
        if (Math.abs(board[k]) == 2) {
          words[4 + (b >> 6)] |= 1L << b;
        }
      }
      String where = rules.id() + " position " + i;
      for (boolean one : new boolean[] {true, false}) {
        RulesGenerator g = one ? distinct : routes;
        g.generate(white, black, kings, whiteToMove, moves);
        List<String> expected = new ArrayList<>();
        for (int m = 0; m < moves.size(); m++) {
          int[] route = moves.route(m);
          for (int r = 0; r < route.length; r++) {
            route[r] = l.squareOf(route[r]);
          }
          expected.add(text(l.squareOf(moves.from(m)), l.squareOf(moves.to(m)), canonical(l.compact(moves.captured(m))),
              moves.crowned(m), one ? null : route));
        }
        WideGenerator w = one ? wideDistinct : wideRoutes;
        w.generate(words[0], words[1], words[2], words[3], words[4], words[5], whiteToMove, wide);
        List<String> actual = new ArrayList<>();
        for (int m = 0; m < wide.size(); m++) {
          int[] route = wide.route(m);
          for (int r = 0; r < route.length; r++) {
            route[r] = w.squareOf(route[r]);
          }
          actual.add(text(w.squareOf(wide.from(m)), w.squareOf(wide.to(m)),
              canonical(w, wide.capturedLow(m), wide.capturedHigh(m)), wide.crowned(m), one ? null : route));
        }
        expected.sort(null);
        actual.sort(null);
        assertEquals(expected, actual, where + (one ? ", one move per result" : ", every route"));
        assertEquals(actual.size(), w.count(words[0], words[1], words[2], words[3], words[4], words[5], whiteToMove,
            new WideMoves()), where + ": counted as listed");
      }
      if (wide.size() > 0 && wide.jumps(0) > 0) {
        captures++;
      }
    }
    assertTrue(captures > positions / 5, rules.id() + ": captures in " + captures + " positions");
  }

  private static void agreeWithPlain(DraughtsRules rules) {
    SplittableRandom random = new SplittableRandom(rules.id().hashCode() * 17L);
    int n = rules.size();
    WideGenerator wide = RulesGenerators.wide(rules, true);
    WideMoves moves = new WideMoves();
    PlainRules plain = new PlainRules(rules);
    int captures = 0;
    int kingCaptures = 0;
    int positions = Boolean.getBoolean("tabla.deep") ? 20_000 : 800;
    for (int i = 0; i < positions; i++) {
      int[] board = randomBoard(random, wide.squares, k -> wide.row(wide.bit(k)), n, i % 3 == 0);
      boolean whiteToMove = (i & 1) == 0;
      int[][] grid = new int[n][n];
      long[] words = new long[6];
      for (int k = 0; k < wide.squares; k++) {
        int b = wide.bit(k);
        if (board[k] != 0) {
          grid[wide.row(b)][wide.column(b)] = board[k];
          words[(board[k] > 0 ? 0 : 2) + (b >> 6)] |= 1L << b;
          if (Math.abs(board[k]) == 2) {
            words[4 + (b >> 6)] |= 1L << b;
          }
        }
      }
      TreeSet<String> expected = plain.moves(grid, whiteToMove);
      wide.generate(words[0], words[1], words[2], words[3], words[4], words[5], whiteToMove, moves);
      TreeSet<String> actual = new TreeSet<>();
      for (int m = 0; m < moves.size(); m++) {
        TreeSet<Integer> taken = new TreeSet<>();
        for (int k = 0; k < wide.squares; k++) {
          int b = wide.bit(k);
          long word = b < 64 ? moves.capturedLow(m) : moves.capturedHigh(m);
          if ((word & (1L << b)) != 0) {
            taken.add(wide.row(b) * n + wide.column(b));
          }
        }
        actual.add(cell(wide, moves.from(m), n) + ">" + cell(wide, moves.to(m), n) + " x" + taken
            + (moves.crowned(m) ? " K" : ""));
      }
      assertEquals(expected, actual, rules.id() + " position " + i);
      assertEquals(actual.size(), moves.size(), rules.id() + " position " + i + ": a move listed twice");
      assertEquals(moves.size(), wide.count(words[0], words[1], words[2], words[3], words[4], words[5], whiteToMove,
          new WideMoves()), rules.id() + " position " + i + ": counted as listed");
      if (i % 2 == 0) {
        // the same position with the side to move's kings made men (off its far row): the count from sets
        long ownLow = words[whiteToMove ? 0 : 2];
        long ownHigh = words[whiteToMove ? 1 : 3];
        long far = 0L;
        long farHigh = 0L;
        for (int k = 0; k < wide.squares; k++) {
          int b = wide.bit(k);
          if (wide.row(b) == (whiteToMove ? 0 : n - 1)) {
            far |= b < 64 ? 1L << b : 0L;
            farHigh |= b < 64 ? 0L : 1L << b;
          }
        }
        long[] men = words.clone();
        men[whiteToMove ? 0 : 2] = ownLow & ~far;
        men[whiteToMove ? 1 : 3] = ownHigh & ~farHigh;
        men[4] &= ~ownLow;
        men[5] &= ~ownHigh;
        int listed = wide.generate(men[0], men[1], men[2], men[3], men[4], men[5], whiteToMove, moves);
        assertEquals(listed, wide.count(men[0], men[1], men[2], men[3], men[4], men[5], whiteToMove,
            new WideMoves()), rules.id() + " position " + i + " with men alone: counted as listed");
      }
      if (moves.size() > 0 && moves.jumps(0) > 0) {
        captures++;
        if (Math.abs(board[wide.squareOf(moves.from(0))]) == 2) {
          kingCaptures++;
        }
      }
    }
    assertTrue(captures > positions / 5 && kingCaptures > positions / 50,
        rules.id() + ": captures in " + captures + " positions, by a king in " + kingCaptures);
  }

  private static int cell(WideGenerator g, int square, int n) {
    return g.row(square) * n + g.column(square);
  }

  /**
   * A random position in canonical squares: 1 a White man, 2 a White king, -1 and -2 Black's; pieces on a
   * side's far row are kings; {@code menOnly}: the side not to move, with even index, has men only.
   */
  private static int[] randomBoard(SplittableRandom random, int squares, java.util.function.IntUnaryOperator row,
      int n, boolean menOnly) {
    int[] board = new int[squares];
    double density = 0.15 + 0.45 * random.nextDouble();
    double kingShare = random.nextDouble() * 0.6;
    for (int k = 0; k < squares; k++) {
      if (random.nextDouble() >= density) {
        continue;
      }
      int r = row.applyAsInt(k);
      boolean isWhite = random.nextBoolean();
      boolean farRow = isWhite ? r == 0 : r == n - 1;
      if (menOnly && !isWhite && farRow) {
        continue;
      }
      boolean king = (random.nextDouble() < kingShare && !(menOnly && !isWhite)) || farRow;
      board[k] = (isWhite ? 1 : -1) * (king ? 2 : 1);
    }
    return board;
  }

  private static String text(int from, int to, String captured, boolean crowned, int[] route) {
    return from + ">" + to + " x" + captured + (crowned ? " K" : "") + (route == null ? "" : " " + Arrays.toString(route));
  }

  /** The canonical squares of a set of a layout's squares, in order. */
  private static String canonical(long compact) {
    List<Integer> squares = new ArrayList<>();
    for (long t = compact; t != 0; t &= t - 1) {
      squares.add(Long.numberOfTrailingZeros(t));
    }
    return squares.toString();
  }

  /** The canonical squares of a set of the wide generator's bits, in order. */
  private static String canonical(WideGenerator g, long low, long high) {
    TreeSet<Integer> squares = new TreeSet<>();
    for (long t = low; t != 0; t &= t - 1) {
      squares.add(g.squareOf(Long.numberOfTrailingZeros(t)));
    }
    for (long t = high; t != 0; t &= t - 1) {
      squares.add(g.squareOf(64 + Long.numberOfTrailingZeros(t)));
    }
    return squares.toString();
  }
}
