package io.github.tabla.games.draughts.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.games.draughts.DraughtsRules;
import io.github.tabla.games.draughts.internal.Layout;
import io.github.tabla.games.draughts.internal.RulesGenerator;
import io.github.tabla.games.draughts.internal.RulesMoves;
import io.github.tabla.games.draughts.internal.RulesPerft;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The library's generator and {@link PlainRules}, a plain second generator, list the same moves (one per
 * origin, destination, captured set and crowning) in thousands of random positions of every variant,
 * kings of both sides included: flying kings' landings and turns, men crowned in a capture, the priority
 * of each variant. Random positions reach what start-position counts seldom do.
 */
class PlainRulesAgreementTest {
  static final List<DraughtsRules> RULES = List.of(DraughtsRules.ENGLISH, DraughtsRules.POOL, DraughtsRules.RUSSIAN,
      DraughtsRules.BRAZILIAN, DraughtsRules.CZECH, DraughtsRules.SPANISH, DraughtsRules.PORTUGUESE,
      DraughtsRules.ITALIAN, DraughtsRules.THAI, DraughtsRules.INTERNATIONAL,
      DraughtsRules.ITALIAN.toBuilder().id("italian-back").name("Italian, men capture backwards")
          .manCaptures(DraughtsRules.ManCaptures.FORWARD_AND_BACKWARD).build(),
      DraughtsRules.INTERNATIONAL.toBuilder().id("international-at-once").name("International, removal at once")
          .removal(DraughtsRules.Removal.AT_ONCE).build(),
      DraughtsRules.RUSSIAN.toBuilder().id("russian-just-behind").name("Russian, kings land just behind")
          .kingLanding(DraughtsRules.KingLanding.JUST_BEHIND).build(),
      // a priority of the user's own (by worth, a king a little less than two men): the comparator's path
      DraughtsRules.INTERNATIONAL.toBuilder().id("international-by-value").name("International, by value")
          .capturePriority(io.github.tabla.games.draughts.capture.CapturePriority.of(
              io.github.tabla.games.draughts.capture.Criterion.mostValue("XV-10.1", 10, 19),
              io.github.tabla.games.draughts.capture.Criterion.WITH_KING.forRule("XV-10.2"))).build(),
      DraughtsRules.ENGLISH.toBuilder().id("english-crowned-goes-on").name("English, a man crowned goes on")
          .manCaptures(DraughtsRules.ManCaptures.FORWARD_AND_BACKWARD)
          .farRowInCapture(DraughtsRules.FarRowInCapture.CROWNED_GOES_ON_AS_KING).build(),
      // the most pieces (or value) first and a man crowned that may stop: a one-piece capture may still count
      DraughtsRules.INTERNATIONAL.toBuilder().id("international-crowned-goes-on")
          .name("International, a man crowned goes on")
          .farRowInCapture(DraughtsRules.FarRowInCapture.CROWNED_GOES_ON_AS_KING).build(),
      DraughtsRules.FRISIAN.toBuilder().id("frisian-crowned-goes-on").name("Frisian, a man crowned goes on")
          .farRowInCapture(DraughtsRules.FarRowInCapture.CROWNED_GOES_ON_AS_KING).build(),
      // captures along files and ranks too: flying kings (Frisian), short kings, crowned men going on, at once
      DraughtsRules.FRISIAN,
      // men in eight directions on 10×10 under a priority of the user's own: the count with the board's steps
      // as constants and its key of a men's capture by the number of men
      DraughtsRules.FRISIAN.toBuilder().id("frisian-most-pieces").name("Frisian, the most pieces first")
          .capturePriority(io.github.tabla.games.draughts.capture.CapturePriority.of(
              io.github.tabla.games.draughts.capture.Criterion.MOST_PIECES,
              io.github.tabla.games.draughts.capture.Criterion.WITH_KING)).build(),
      DraughtsRules.ENGLISH.toBuilder().id("english-lines").name("English, captures along every line")
          .manCaptures(DraughtsRules.ManCaptures.FORWARD_AND_BACKWARD)
          .captureLines(DraughtsRules.CaptureLines.DIAGONAL_AND_ORTHOGONAL).build(),
      DraughtsRules.RUSSIAN.toBuilder().id("russian-lines").name("Russian, captures along every line")
          .captureLines(DraughtsRules.CaptureLines.DIAGONAL_AND_ORTHOGONAL).build(),
      DraughtsRules.INTERNATIONAL.toBuilder().id("international-lines-at-once")
          .name("International, captures along every line, removal at once")
          .captureLines(DraughtsRules.CaptureLines.DIAGONAL_AND_ORTHOGONAL)
          .removal(DraughtsRules.Removal.AT_ONCE).build(),
      // along files and ranks only, on every square: flying kings that may not turn back (Turkish), ones that
      // may, short kings, men that capture backwards too, crowned men going on or stopping
      DraughtsRules.TURKISH,
      DraughtsRules.TURKISH.toBuilder().id("turkish-turning-back").name("Turkish, kings turn back")
          .captureTurnsBack(true).build(),
      DraughtsRules.TURKISH.toBuilder().id("turkish-short").name("Turkish, short kings, men capture backwards")
          .kingRange(DraughtsRules.KingRange.SHORT).manCaptures(DraughtsRules.ManCaptures.FORWARD_AND_BACKWARD)
          .farRowInCapture(DraughtsRules.FarRowInCapture.CROWNED_GOES_ON_AS_KING).build(),
      DraughtsRules.TURKISH.toBuilder().id("turkish-after-the-move").name("Turkish, removal after the move")
          .removal(DraughtsRules.Removal.AFTER_THE_MOVE).farRowInCapture(DraughtsRules.FarRowInCapture.STOPS)
          .capturePriority(io.github.tabla.games.draughts.capture.CapturePriority.FREE_CHOICE).build());

  @TestFactory
  Stream<DynamicTest> sameMovesAsAPlainGeneratorInRandomPositions() {
    return RULES.stream().map(rules -> DynamicTest.dynamicTest(rules.id(), () -> agree(rules)));
  }

  private static void agree(DraughtsRules rules) {
    SplittableRandom random = new SplittableRandom(rules.id().hashCode());
    Layout l = Layout.of(rules);
    int n = rules.size();
    PlainRules plain = new PlainRules(rules);
    RulesGenerator generator = RulesGenerators.of(rules, true);
    RulesGenerator routes = RulesGenerators.of(rules, false);
    RulesMoves moves = new RulesMoves();
    RulesMoves routeMoves = new RulesMoves();
    RulesMoves scratch = new RulesMoves();
    RulesPerft perft = new RulesPerft(routes);
    RulesPerft distinctPerft = new RulesPerft(generator);
    int captures = 0;
    int kingCaptures = 0;
    int positions = Boolean.getBoolean("tabla.deep") ? 100_000 : 3000;
    for (int i = 0; i < positions; i++) {
      int[][] board = new int[n][n];
      long white = 0L;
      long black = 0L;
      long kings = 0L;
      double density = 0.15 + 0.45 * random.nextDouble();
      double kingShare = random.nextDouble() * 0.6;
      boolean whiteToMove = random.nextBoolean();
      // one position in three: the side not to move has only men (what the perft's last two plies sum)
      boolean menOnly = i % 3 == 0;
      for (int k = 0; k < l.squares; k++) {
        if (random.nextDouble() >= density) {
          continue;
        }
        int r = l.row(k);
        int c = l.column(k);
        boolean isWhite = random.nextBoolean();
        boolean farRow = isWhite ? r == 0 : r == n - 1;
        if (menOnly && isWhite != whiteToMove && farRow) {
          continue;
        }
        boolean king = (random.nextDouble() < kingShare && !(menOnly && isWhite != whiteToMove)) || farRow;
        board[r][c] = (isWhite ? 1 : -1) * (king ? 2 : 1);
        long bit = 1L << l.bit(k);
        if (isWhite) {
          white |= bit;
        } else {
          black |= bit;
        }
        if (king) {
          kings |= bit;
        }
      }
      TreeSet<String> expected = plain.moves(board, whiteToMove);
      generator.generate(white, black, kings, whiteToMove, moves);
      TreeSet<String> actual = new TreeSet<>();
      List<String> listed = new ArrayList<>();
      for (int m = 0; m < moves.size(); m++) {
        TreeSet<Integer> taken = new TreeSet<>();
        for (long t = moves.captured(m); t != 0; t &= t - 1) {
          taken.add(square(l, Long.numberOfTrailingZeros(t)));
        }
        String s = square(l, moves.from(m)) + ">" + square(l, moves.to(m)) + " x" + taken
            + (moves.crowned(m) ? " K" : "");
        actual.add(s);
        listed.add(s);
      }
      String where = rules.id() + " position " + i;
      assertEquals(expected, actual, where);
      // one move per result: the count of the last ply of a perft is the number listed
      assertEquals(moves.size(), generator.count(white, black, kings, whiteToMove, scratch), where + ": counted");
      // every route a move: the count of the last ply of a perft is the number listed
      int listedRoutes = routes.generate(white, black, kings, whiteToMove, routeMoves);
      assertEquals(listedRoutes, routes.count(white, black, kings, whiteToMove, routeMoves), where + ": routes counted");
      assertEquals(actual.size(), listed.size(), where + ": a move listed twice under DISTINCT");
      // two plies: the perft's count (quiet children summed without being made) equals each child counted
      assertEquals(childrenCounted(routes, white, black, kings, whiteToMove),
          perft.bulk(white, black, kings, whiteToMove, 2), where + ": two plies");
      assertEquals(childrenListed(generator, white, black, kings, whiteToMove),
          distinctPerft.bulk(white, black, kings, whiteToMove, 2), where + ": two plies, one move per result");
      if (moves.size() > 0 && moves.captured(0) != 0) {
        captures++;
        if ((kings & (1L << moves.from(0))) != 0) {
          kingCaptures++;
        }
      }
    }
    assertTrue(captures > positions / 5 && kingCaptures > positions / 50,
        rules.id() + ": captures in " + captures + " positions, by a king in " + kingCaptures);
  }

  @TestFactory
  Stream<DynamicTest> lastTwoPliesSummedAsEachChildCounted() {
    return RULES.stream().filter(rules -> !Layout.of(rules).full)
        .map(rules -> DynamicTest.dynamicTest(rules.id(), () -> twoPliesAfterQuietPositions(rules)));
  }

  /**
   * What the perft sums two plies from the horizon without making the children (the opponent with men only
   * and no capture, the side to move with none either: each step's answers found from the first jumps it
   * allows) equals each child made and counted, in thousands of crowded random positions of that kind.
   */
  private static void twoPliesAfterQuietPositions(DraughtsRules rules) {
    SplittableRandom random = new SplittableRandom(rules.id().hashCode() * 31L);
    Layout l = Layout.of(rules);
    RulesGenerator routes = RulesGenerators.of(rules, false);
    RulesPerft perft = new RulesPerft(routes);
    RulesGenerator distinct = RulesGenerators.of(rules, true);
    RulesPerft distinctPerft = new RulesPerft(distinct);
    // captures along files and ranks too: more positions, their answers' first jumps having eight directions
    boolean lines = rules.captureLines() != DraughtsRules.CaptureLines.DIAGONAL;
    int wanted = Boolean.getBoolean("tabla.deep") ? 100_000 : lines ? 12_000 : 4000;
    int found = 0;
    int withCaptures = 0;
    for (int tries = 0; found < wanted && tries < 2000 * wanted; tries++) {
      boolean whiteToMove = random.nextBoolean();
      double density = 0.2 + 0.4 * random.nextDouble();
      long white = 0L;
      long black = 0L;
      long kings = 0L;
      for (int k = 0; k < l.squares; k++) {
        if (random.nextDouble() >= density) {
          continue;
        }
        int r = l.row(k);
        boolean isWhite = random.nextBoolean();
        boolean farRow = isWhite ? r == 0 : r == rules.size() - 1;
        boolean mover = isWhite == whiteToMove;
        if (farRow && !mover) {
          continue;
        }
        long bit = 1L << l.bit(k);
        if (isWhite) {
          white |= bit;
        } else {
          black |= bit;
        }
        if (farRow || mover && random.nextDouble() < 0.1) {
          kings |= bit;
        }
      }
      if (routes.canCapture(white, black, kings, whiteToMove) || routes.canCapture(white, black, kings, !whiteToMove)) {
        continue;
      }
      found++;
      long expected = childrenCounted(routes, white, black, kings, whiteToMove);
      String where = rules.id() + " quiet position " + found + " (white " + Long.toHexString(white) + ", black "
          + Long.toHexString(black) + ", kings " + Long.toHexString(kings) + ", white to move " + whiteToMove + ")";
      assertEquals(expected, perft.bulk(white, black, kings, whiteToMove, 2), where);
      assertEquals(childrenListed(distinct, white, black, kings, whiteToMove),
          distinctPerft.bulk(white, black, kings, whiteToMove, 2), where + ", one move per result");
      if (anAnswerCaptures(routes, white, black, kings, whiteToMove)) {
        withCaptures++;
      }
    }
    assertTrue(found == wanted && withCaptures > wanted / 10,
        rules.id() + ": " + found + " positions, " + withCaptures + " with an answer that captures");
  }

  /** Whether the opponent can capture after one of the moves of a position. */
  private static boolean anAnswerCaptures(RulesGenerator g, long white, long black, long kings, boolean whiteToMove) {
    RulesMoves moves = new RulesMoves();
    int n = g.generate(white, black, kings, whiteToMove, moves);
    for (int m = 0; m < n; m++) {
      long from = 1L << moves.from(m);
      long to = 1L << moves.to(m);
      boolean king = (kings & from) != 0 || moves.crowned(m);
      long k = (kings & ~from) | (king ? to : 0L);
      long w = whiteToMove ? (white & ~from) | to : white;
      long b = whiteToMove ? black : (black & ~from) | to;
      if (g.canCapture(w, b, k, !whiteToMove)) {
        return true;
      }
    }
    return false;
  }

  /** The leaves two plies below a position: every route made and its answers counted. */
  private static long childrenCounted(RulesGenerator g, long white, long black, long kings, boolean whiteToMove) {
    return children(g, white, black, kings, whiteToMove, true);
  }

  /** The moves of each child listed, not counted: what a count must equal. */
  private static long childrenListed(RulesGenerator g, long white, long black, long kings, boolean whiteToMove) {
    return children(g, white, black, kings, whiteToMove, false);
  }

  private static long children(RulesGenerator g, long white, long black, long kings, boolean whiteToMove,
      boolean counted) {
    RulesMoves moves = new RulesMoves();
    RulesMoves scratch = new RulesMoves();
    int n = g.generate(white, black, kings, whiteToMove, moves);
    long leaves = 0L;
    for (int m = 0; m < n; m++) {
      long from = 1L << moves.from(m);
      long to = 1L << moves.to(m);
      long taken = moves.captured(m);
      boolean king = (kings & from) != 0 || moves.crowned(m);
      long k = (kings & ~taken & ~from) | (king ? to : 0L);
      long w = whiteToMove ? (white & ~from) | to : white & ~taken;
      long b = whiteToMove ? black & ~taken : (black & ~from) | to;
      leaves += counted ? g.count(w, b, k, !whiteToMove, scratch) : g.generate(w, b, k, !whiteToMove, scratch);
    }
    return leaves;
  }

  private static int square(Layout l, int bit) {
    int k = l.squareOf(bit);
    return l.row(k) * l.size + l.column(k);
  }
}
