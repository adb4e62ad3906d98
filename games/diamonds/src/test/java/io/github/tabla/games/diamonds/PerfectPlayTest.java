package io.github.tabla.games.diamonds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Move;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Role;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareSet;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.SearchResult;
import io.github.tabla.games.diamonds.internal.Board;
import io.github.tabla.games.diamonds.internal.Symmetry;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The perfect level (KD-10): the value of the start, its choice against every reply, and its values
 * against an independent brute force.
 */
class PerfectPlayTest {
  private static final DiamondsGame GAME = DiamondsGame.instance();
  private static final PerfectPlay PERFECT = new PerfectPlay();

  @Test
  void kd10_withPerfectPlayWhiteEndsTheRoundOneDiamondAhead() {
    DiamondsPosition start = GAME.start();
    assertEquals(1, PerfectPlay.START_VALUE);
    assertEquals(PerfectPlay.START_VALUE, PERFECT.finalDifference(start));
    assertEquals(PerfectPlay.START_VALUE, PERFECT.gain(start));
    int best = PERFECT.moveValues(start).map(PerfectPlay.MoveValue::finalDifference).max().get();
    assertEquals(PerfectPlay.START_VALUE, best);
  }

  @Test
  void kd10_thePerfectChoiceFromTheStartAchievesTheValueAgainstEveryReply() {
    DiamondsRobot robot = DiamondsRobot.of("perfect", 1L).get();
    DiamondsPosition start = GAME.start();
    SearchResult first = robot.choose(start, Budget.UNLIMITED);
    assertTrue(first.exact());
    assertEquals(DiamondsEvaluator.DIAMOND * PerfectPlay.START_VALUE, first.score());
    DiamondsPosition afterWhite = start.playUnchecked(first.move());
    int worst = Integer.MAX_VALUE;
    for (Move reply : afterWhite.legalMoves()) {
      DiamondsPosition afterBlack = afterWhite.playUnchecked(reply);
      int forWhite = PERFECT.finalDifference(afterBlack);
      assertTrue(forWhite >= PerfectPlay.START_VALUE, reply + " gives White " + forWhite);
      worst = Math.min(worst, forWhite);
      // one more round of replies: White's perfect answer keeps the value against each of them
      DiamondsPosition again = afterBlack.playUnchecked(robot.choose(afterBlack, Budget.UNLIMITED).move());
      for (Move second : again.legalMoves()) {
        int value = PERFECT.finalDifference(again.playUnchecked(second));
        assertTrue(value >= PerfectPlay.START_VALUE, reply + " " + second + " gives White " + value);
      }
    }
    // and the best reply holds White to exactly the value
    assertEquals(PerfectPlay.START_VALUE, worst);
  }

  @Test
  void kd10_valuesAgreeWithAnIndependentBruteForceWhenFewDiamondsAreLeft() {
    SplittableRandom random = new SplittableRandom(20261130L);
    int compared = 0;
    for (int family = 0; family < 12; family++) {
      int size = 1 + family % 5;
      Square[] field = randomField(random, size);
      BruteForce brute = new BruteForce(field);
      for (int i = 0; i < 30; i++) {
        DiamondsPosition p = randomPosition(random, field);
        Side mover = p.sideToMove();
        int expected = brute.gain(p.king(mover), p.king(mover.opposite()), p.diamonds().bits(), p.pliesLeft());
        assertEquals(expected, PERFECT.gain(p), p.toString());
        compared++;
      }
    }
    assertEquals(360, compared);
  }

  @Test
  void theValueIsTheSameInEveryMirrorAndTurnOfTheBoard() {
    SplittableRandom random = new SplittableRandom(5L);
    for (int i = 0; i < 40; i++) {
      DiamondsPosition p = randomPosition(random, randomField(random, 4 + random.nextInt(12)));
      int value = PERFECT.gain(p);
      for (int g = 1; g < Symmetry.SYMMETRIES; g++) {
        assertEquals(value, PERFECT.gain(mirrored(p, g)), p + " under symmetry " + g);
      }
    }
  }

  @Test
  void theBestMovesAreThoseThatKeepTheValue() {
    SplittableRandom random = new SplittableRandom(11L);
    for (int i = 0; i < 40; i++) {
      DiamondsPosition p = randomPosition(random, randomField(random, 1 + random.nextInt(16)));
      int value = PERFECT.finalDifference(p);
      Seq<PerfectPlay.MoveValue> values = PERFECT.moveValues(p);
      assertEquals(value, values.map(PerfectPlay.MoveValue::finalDifference).max().get(), p.toString());
      Seq<Move> best = PERFECT.bestMoves(p);
      assertTrue(best.nonEmpty());
      assertTrue(best.forAll(m -> values.find(v -> v.move().equals(m)).get().finalDifference() == value));
    }
  }

  @Test
  void aFinishedRoundHasNothingLeftToGain() {
    DiamondsPosition over = Text.position("4k3/8/8/8/8/4*3/4K3/8 w 40 40 3 4");
    assertEquals(0, PERFECT.gain(over));
    assertEquals(-1, PERFECT.finalDifference(over));
    assertTrue(PERFECT.bestMoves(over).isEmpty());
  }

  /** Up to sixteen distinct squares of c3..f6. */
  static Square[] randomField(SplittableRandom random, int size) {
    Array<Square> all = Array.ofAll(DiamondsGame.FIELD);
    Square[] chosen = new Square[size];
    int n = 0;
    while (n < size) {
      Square s = all.get(random.nextInt(all.size()));
      boolean seen = false;
      for (int i = 0; i < n; i++) {
        seen |= chosen[i] == s;
      }
      if (!seen) {
        chosen[n++] = s;
      }
    }
    return chosen;
  }

  /** A valid position with kings anywhere, some of the given diamonds, any plies left and side. */
  static DiamondsPosition randomPosition(SplittableRandom random, Square[] field) {
    while (true) {
      Square white = Square.at(random.nextInt(64));
      Square black = Square.at(random.nextInt(64));
      if (white.distance(black) <= 1) {
        continue;
      }
      long diamonds = 0L;
      for (Square s : field) {
        if (s != white && s != black && random.nextInt(4) != 0) {
          diamonds |= 1L << s.index();
        }
      }
      if (diamonds == 0L) {
        continue;
      }
      int blackMoves = random.nextInt(40);
      boolean blackToMove = random.nextBoolean();
      int whiteMoves = blackMoves + (blackToMove ? 1 : 0);
      int collected = Board.DIAMONDS - Long.bitCount(diamonds);
      int whitePoints = Math.min(whiteMoves, random.nextInt(collected + 1));
      int blackPoints = Math.min(blackMoves, random.nextInt(collected - whitePoints + 1));
      Setup setup = Setup.empty(blackToMove ? Side.BLACK : Side.WHITE)
          .withPiece(white, Piece.of(Side.WHITE, Role.KING))
          .withPiece(black, Piece.of(Side.BLACK, Role.KING))
          .withItems(SquareSet.ofBits(diamonds))
          .withField(DiamondsGame.WHITE_MOVES, Integer.toString(whiteMoves))
          .withField(DiamondsGame.BLACK_MOVES, Integer.toString(blackMoves))
          .withField(DiamondsGame.WHITE_POINTS, Integer.toString(whitePoints))
          .withField(DiamondsGame.BLACK_POINTS, Integer.toString(blackPoints));
      return GAME.fromSetup(setup).get();
    }
  }

  private static DiamondsPosition mirrored(DiamondsPosition p, int symmetry) {
    long diamonds = 0L;
    for (Square s : p.diamonds()) {
      diamonds |= 1L << Symmetry.map(symmetry, s.index());
    }
    Setup s = p.toSetup();
    Setup image = Setup.empty(s.turn())
        .withPiece(Square.at(Symmetry.map(symmetry, p.king(Side.WHITE).index())), Piece.of(Side.WHITE, Role.KING))
        .withPiece(Square.at(Symmetry.map(symmetry, p.king(Side.BLACK).index())), Piece.of(Side.BLACK, Role.KING))
        .withItems(SquareSet.ofBits(diamonds));
    for (var field : s.fields()) {
      image = image.withField(field._1, field._2);
    }
    return GAME.fromSetup(image).get();
  }
}
