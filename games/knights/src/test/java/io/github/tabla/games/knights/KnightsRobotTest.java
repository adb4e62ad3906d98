package io.github.tabla.games.knights;

import static io.github.tabla.games.knights.Text.position;
import static io.github.tabla.games.knights.Text.sq;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Move;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Cancellation;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.Robot;
import io.github.tabla.core.robot.SearchResult;
import io.github.tabla.core.robot.Value;
import io.github.tabla.games.knights.internal.Board;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The Robot's levels: legal, reproducible, gentle enough for a child at the bottom, exact at the top. */
class KnightsRobotTest {
  private static final KnightsGame GAME = KnightsGame.standard();
  private static final Level GENTLE = new Level(1, "gentle");
  private static final Level EASY = new Level(2, "easy");
  private static final Level MEDIUM = new Level(3, "medium");
  private static final Level STRONG = Level.STRONG;
  // the strongest level: it searches the race exactly, but is not called perfect (KN-12 blockades)
  private static final Level PERFECT = Level.STRONGEST;

  /** Plays a round out; fails after 500 plies (robots racing from the start finish long before). */
  static Outcome play(KnightsPosition from, Robot<KnightsPosition> white, Robot<KnightsPosition> black) {
    KnightsPosition p = from;
    for (int ply = 0; !p.isOver(); ply++) {
      assertTrue(ply < 500, "the round does not end: " + p);
      Robot<KnightsPosition> r = p.sideToMove() == Side.WHITE ? white : black;
      SearchResult chosen = r.choose(p, Budget.UNLIMITED);
      assertTrue(p.legalMoves().contains(chosen.move()), chosen.move() + " in " + p);
      p = p.playUnchecked(chosen.move());
    }
    return p.outcome().get();
  }

  @Test
  void theLevelsGoFromGentleToStrongest() {
    assertEquals(Array.of(GENTLE, EASY, MEDIUM, STRONG, PERFECT), GAME.levels());
    assertEquals(PERFECT, GAME.strongestLevel());
    assertEquals(PERFECT, GAME.robot(PERFECT, 1L).level());
    assertThrows(IllegalArgumentException.class, () -> GAME.robot(new Level(5, "godlike"), 1L));
  }

  @Test
  void everyLevelPlaysOnlyLegalMoves_andAFinishedRoundHasNoMove() {
    for (Level level : GAME.levels()) {
      Outcome o = play(GAME.start(), GAME.robot(level, 3L), GAME.robot(level, 4L));
      assertTrue(o.termination().code().startsWith("knights.end."), level + ": " + o);
    }
    KnightsPosition over = position("8/7p/5N2/8/8/1n6/8/R7 w f6 b3 20 20").play(sq("f6"), sq("h7")).get()
        .play(sq("b3"), sq("a1")).get();
    assertThrows(IllegalArgumentException.class, () -> GAME.robot(PERFECT, 1L).choose(over, Budget.UNLIMITED));
  }

  @Test
  void m7_theSameSeedAndPositionGiveTheSameMove() {
    SplittableRandom random = new SplittableRandom(30);
    KnightsPosition p = GAME.start();
    int differentSeedsDiffer = 0;
    for (int ply = 0; !p.isOver(); ply++) {
      for (Level level : GAME.levels()) {
        if (level.number() == 4 && ply % 4 != 0) {
          continue;
        }
        Move first = GAME.robot(level, 77L).choose(p, Budget.ofNodes(5_000)).move();
        Move again = GAME.robot(level, 77L).choose(p, Budget.ofNodes(5_000)).move();
        assertEquals(first, again, level + " " + p);
        if (level.number() == 1 && !first.equals(GAME.robot(level, 78L).choose(p, Budget.ofNodes(5_000)).move())) {
          differentSeedsDiffer++;
        }
      }
      Seq<Move> moves = p.legalMoves();
      p = p.playUnchecked(moves.get(random.nextInt(moves.size())));
    }
    assertTrue(differentSeedsDiffer > 0, "the gentle level's randomness depends on the seed");
  }

  @Test
  void m7_aChildCanWinAgainstTheGentleLevel_butNotAgainstThePerfectOne() {
    int perfectWins = 0;
    int gentleRace = 0;
    int gentleRaces = 0;
    for (long seed = 1; seed <= 4; seed++) {
      Outcome asWhite = play(GAME.start(), GAME.robot(PERFECT, seed), GAME.robot(GENTLE, seed));
      Outcome asBlack = play(GAME.start(), GAME.robot(GENTLE, seed), GAME.robot(PERFECT, seed));
      perfectWins += (asWhite.resultFor(Side.WHITE) == 1 ? 1 : 0) + (asBlack.resultFor(Side.BLACK) == 1 ? 1 : 0);
      // alone against itself, how long does the gentle level take?
      Outcome gentle = play(GAME.start(), GAME.robot(GENTLE, seed), GAME.robot(GENTLE, seed + 100));
      if (gentle.winner().isDefined()) {
        gentleRace += gentle.turns().of(gentle.winner().get());
        gentleRaces++;
      }
    }
    assertEquals(8, perfectWins);
    assertTrue(gentleRaces > 0 && gentleRace / gentleRaces >= 24,
        "the gentle level's winning races are long: " + gentleRace + " turns in " + gentleRaces + " rounds");
  }

  @Test
  void theLevelsAreOrderedByStrength() {
    int mediumBeatsEasy = 0;
    int perfectBeatsMedium = 0;
    for (long seed = 1; seed <= 3; seed++) {
      mediumBeatsEasy += play(GAME.start(), GAME.robot(MEDIUM, seed), GAME.robot(EASY, seed)).resultFor(Side.WHITE)
          - play(GAME.start(), GAME.robot(EASY, seed), GAME.robot(MEDIUM, seed)).resultFor(Side.WHITE);
      perfectBeatsMedium += play(GAME.start(), GAME.robot(PERFECT, seed), GAME.robot(MEDIUM, seed))
          .resultFor(Side.WHITE)
          - play(GAME.start(), GAME.robot(MEDIUM, seed), GAME.robot(PERFECT, seed)).resultFor(Side.WHITE);
    }
    assertTrue(mediumBeatsEasy >= 0, "medium against easy: " + mediumBeatsEasy);
    assertTrue(perfectBeatsMedium > 0, "strongest against medium: " + perfectBeatsMedium);
    int strongBeatsMedium = 0;
    for (long seed = 1; seed <= 3; seed++) {
      strongBeatsMedium += play(GAME.start(), GAME.robot(STRONG, seed), GAME.robot(MEDIUM, seed)).resultFor(Side.WHITE)
          - play(GAME.start(), GAME.robot(MEDIUM, seed), GAME.robot(STRONG, seed)).resultFor(Side.WHITE);
    }
    assertTrue(strongBeatsMedium >= 0, "strong against medium: " + strongBeatsMedium);
  }

  @Test
  void kn13_perfectStepsIntoTheOtherKnightsWay_whenThatSavesTheRace() {
    // Black needs d4-e2-g3xh1 (3 turns); White's own shortest tour (c1-d3-e5xf7-h6xg8, 5 turns) loses.
    // Jumping to e2 first takes Black's next square: the exact value is a draw, and only c1-e2 keeps it.
    KnightsPosition p = position("6n1/5p2/8/8/3n4/8/8/2N4R w c1 d4 30 30");
    // played out, the draw is an endless dance of blocks: only a safety limit ends it (KN-12)
    KnightsPosition limited = Text.position(KnightsGame.withSafetyLimit(60), "6n1/5p2/8/8/3n4/8/8/2N4R w c1 d4 30 30");
    EndgameSolver exact = new EndgameSolver(new int[] {Square.G8.index(), Square.F7.index()},
        new int[] {Square.H1.index()});
    assertEquals(0, exact.value(p));
    Move block = GAME.robot(PERFECT, 0L).choose(p, Budget.UNLIMITED).move();
    assertEquals("c1-e2", block.toString());
    Tour own = RacePlanner.shortestTour(p, Side.WHITE).get();
    assertNotEquals(own.moves().head(), block, "the block is not on White's own shortest tour");
    assertEquals(-1, -exact.value(p.playUnchecked(own.moves().head())), "racing the tour loses");
    Outcome played = play(limited, GAME.robot(PERFECT, 0L), GAME.robot(PERFECT, 0L));
    assertTrue(played.isDraw(), played.toString());
  }

  @Test
  void kn13_perfectKeepsOutOfReachOfTheOtherKnightsBlocks() {
    // Black's own shortest tour starts f2xd1, but then White's knight can stand in its way; f2-g4 first wins
    KnightsPosition p = position("8/p7/8/8/8/8/5n1P/3Q1N2 b f1 f2 30 29");
    EndgameSolver exact = new EndgameSolver(new int[] {Square.A7.index()},
        new int[] {Square.D1.index(), Square.H2.index()});
    assertEquals(1, exact.value(p));
    Move m = GAME.robot(PERFECT, 0L).choose(p, Budget.UNLIMITED).move();
    assertEquals(-1, exact.value(p.playUnchecked(m)), "the Robot's move keeps the win: " + m);
    KnightsPosition limited = Text.position(KnightsGame.withSafetyLimit(80), "8/p7/8/8/8/8/5n1P/3Q1N2 b f1 f2 30 29");
    assertEquals(Side.BLACK, play(limited, GAME.robot(PERFECT, 0L), GAME.robot(PERFECT, 0L)).winner().get());
  }

  @Test
  void kn12_kn13_aKnightThatGuardsTheOnlyWaysToATargetForEverHoldsItAndTheRobotSaysSo() {
    // White's last target is the rook on a8, which can only be taken from b6 or c7: four turns by White's
    // shortest tour against Black's nine for a1 and h1. But Black's knight can keep White's from b6 and c7
    // for ever, and with no move limit (KN-12) White can never finish: the round is a draw, not a win.
    KnightsPosition p = position("r7/2n5/8/8/8/8/8/RN5R w b1 c7 30 30");
    assertEquals(4, RacePlanner.shortestTour(p, Side.WHITE).get().turns());
    assertEquals(9, RacePlanner.shortestTour(p, Side.BLACK).get().turns());
    EndgameSolver exact = new EndgameSolver(new int[] {Square.A8.index()},
        new int[] {Square.A1.index(), Square.H1.index()});
    assertEquals(0, exact.value(p), "the exhaustive solve: a draw");
    SearchResult r = GAME.robot(PERFECT, 0L).choose(p, Budget.UNLIMITED);
    assertEquals(new Value.Draw(), r.value(), r::toString);
    assertTrue(r.exact(), r::toString);
    assertEquals(0, exact.value(p.playUnchecked(r.move())), () -> "the move keeps the draw: " + r.move());
    // and where White can force the capture, the Robot proves the win and the plies it takes: White's
    // capture, then Black's equalising last move (KN-9), which cannot finish Black's race
    KnightsPosition near = position("r7/8/1N6/8/8/8/8/R3n2R w b6 e1 30 30");
    SearchResult win = GAME.robot(PERFECT, 0L).choose(near, Budget.UNLIMITED);
    assertEquals(new Value.Win(2), win.value(), win::toString);
    assertEquals("b6xa8", win.move().toString());
  }

  @Test
  void tablaPlaysBudgetSolvesTheEndgamesOfSevenPiecesAndASmallerOneSearchesThem() {
    // seven static pieces: 64 * 64 * 2^7 * 2 = 1,048,576 positions to solve, a fifth of that in nodes
    KnightsPosition p = position("r6r/1pn5/8/8/8/8/6PP/RN5R w b1 c7 30 30");
    assertEquals(7, Long.bitCount(p.piecesBits(true)) + Long.bitCount(p.piecesBits(false)));
    SearchResult solved = GAME.robot(PERFECT, 0L).choose(p, Budget.ofNodes(250_000));
    assertTrue(solved.exact(), solved::toString);
    assertEquals(1_048_576L, solved.nodes(), solved::toString);
    SearchResult searched = GAME.robot(PERFECT, 0L).choose(p, Budget.ofNodes(200_000));
    assertTrue(searched.nodes() <= 200_000, searched::toString);
  }

  @Test
  void kn13_perfectKeepsTheExactValueOfSmallEndgames() {
    int[] whiteTargets = {Square.G8.index(), Square.F7.index()};
    int[] blackTargets = {Square.G2.index(), Square.H1.index()};
    EndgameSolver exact = new EndgameSolver(whiteTargets, blackTargets);
    Robot<KnightsPosition> perfect = GAME.robot(PERFECT, 0L);
    SplittableRandom random = new SplittableRandom(31);
    int checked = 0;
    while (checked < 300) {
      int wk = random.nextInt(64);
      int bk = random.nextInt(64);
      long wp = EndgameSolver.bits(blackTargets, 1 + random.nextInt(3));
      long bp = EndgameSolver.bits(whiteTargets, 1 + random.nextInt(3));
      boolean whiteToMove = random.nextBoolean();
      if (wk == bk || ((wp | bp) & (1L << wk | 1L << bk)) != 0L) {
        continue;
      }
      KnightsPosition p = KnightsPosition.create(GAME, wk, bk, wp, bp, 30, whiteToMove ? 30 : 29, whiteToMove);
      if (p.isOver()) {
        continue;
      }
      Move m = perfect.choose(p, Budget.UNLIMITED).move();
      assertEquals(exact.value(p), -exact.value(p.playUnchecked(m)), p + ": " + m);
      checked++;
    }
  }

  @Test
  void perfectSearchesWithinItsOwnNodeLimit_andTheHintIsThePerfectMove() {
    KnightsPosition p = GAME.start();
    SearchResult r = GAME.robot(PERFECT, 0L).choose(p, Budget.UNLIMITED);
    assertTrue(r.nodes() <= KnightsRobot.UNBOUNDED_NODES, "nodes " + r.nodes());
    assertEquals(r.move(), GAME.robot(GENTLE, 9L).hint(p, Budget.UNLIMITED));
    assertEquals(r.move(), r.principalVariation().head());
    // a cancelled search still answers with a legal move
    Cancellation stop = new Cancellation();
    stop.cancel();
    assertTrue(p.legalMoves().contains(GAME.robot(PERFECT, 0L).choose(p, Budget.UNLIMITED, stop).move()));
  }

  @Test
  void aNodeOrTimeBudgetIsFollowedAsItIsAndOnlyAnUnboundedOneIsCapped() {
    KnightsPosition p = GAME.start();
    Robot<KnightsPosition> strongest = GAME.robot(PERFECT, 0L);
    SearchResult more = strongest.choose(p, Budget.ofNodes(150_000));
    assertTrue(more.nodes() > KnightsRobot.UNBOUNDED_NODES && more.nodes() <= 150_000, more::toString);
    SearchResult fewer = strongest.choose(p, Budget.ofNodes(5_000));
    assertTrue(fewer.nodes() <= 5_000, fewer::toString);
    assertTrue(more.depth() > fewer.depth(), () -> more + " against " + fewer);
    // a time budget alone sets no node limit of the Robot's own
    SearchResult timed = strongest.choose(p, Budget.ofMillis(5_000).andDepth(13));
    assertTrue(timed.nodes() > KnightsRobot.UNBOUNDED_NODES, timed::toString);
    assertEquals(13, timed.depth(), timed::toString);
  }

  @Test
  void aForcedPassIsPlayedAtEveryLevel() {
    KnightsPosition p = position("r1bq1bnr/pppppppp/8/8/8/6n1/PPPPPPPP/R1BQ1BNN w h1 g3 6 6");
    for (Level level : GAME.levels()) {
      assertEquals(Move.Pass.of(Side.WHITE), GAME.robot(level, 1L).choose(p, Budget.UNLIMITED).move());
    }
  }

  @Test
  void theGentleLevelPutsOffTheCornerPieces() {
    // with a corner rook and a pawn equally near, the gentle level goes for the pawn first
    KnightsPosition p = position("r7/1p6/8/1N6/8/8/8/R1BQnBNR w b5 e1 12 12");
    assertEquals(Board.roleAt(Square.A8.index()), Board.ROOK);
    // b5-d6 heads for the b7 pawn, b5-c7 for the a8 rook: both are two jumps away
    int towardsPawn = 0;
    int towardsCorner = 0;
    for (long seed = 0; seed < 30; seed++) {
      Move m = GAME.robot(GENTLE, seed).choose(p, Budget.UNLIMITED).move();
      towardsPawn += m.destination().contains(Square.D6) ? 1 : 0;
      towardsCorner += m.destination().contains(Square.C7) ? 1 : 0;
    }
    assertTrue(towardsPawn > 15 && towardsCorner < 6, "pawn " + towardsPawn + ", corner " + towardsCorner);
  }
}
