package io.github.tabla.games.diamonds;

import static io.github.tabla.games.diamonds.Text.position;
import static io.github.tabla.games.diamonds.Text.sq;
import static io.github.tabla.games.diamonds.Text.squares;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Move;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Role;
import io.github.tabla.core.Score;
import io.github.tabla.core.Side;
import io.github.tabla.core.BoardShape;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareSet;
import io.github.tabla.core.match.MatchFormat;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import org.junit.jupiter.api.Test;

/** The rules KD-1..KD-9, one test per rule and per example of {@code rules/diamonds.md}. */
class DiamondsRulesTest {
  private static final DiamondsGame GAME = DiamondsGame.instance();

  private static Seq<Square> destinations(DiamondsPosition p) {
    return p.legalMoves().map(m -> m.destination().get());
  }

  private static Seq<Square> list(String... names) {
    return Array.of(names).map(Text::sq);
  }

  @Test
  void kd1_startPosition() {
    DiamondsPosition start = GAME.start();
    assertEquals(sq("e1"), start.king(Side.WHITE));
    assertEquals(sq("e8"), start.king(Side.BLACK));
    assertEquals(16, start.diamonds().size());
    assertEquals(squares("c3", "d3", "e3", "f3", "c4", "d4", "e4", "f4", "c5", "d5", "e5", "f5", "c6", "d6", "e6",
        "f6"), start.diamonds());
    assertEquals(DiamondsGame.FIELD, start.diamonds());
    assertEquals(Side.WHITE, start.sideToMove());
    assertEquals(Score.ZERO, start.score());
    assertEquals(Score.ZERO, start.turns());
    assertEquals(80, start.pliesLeft());
    assertEquals(start, position("4k3/8/2****2/2****2/2****2/2****2/8/4K3 w 0 0 0 0"));
  }

  @Test
  void kd1_diamondsAreNotPieces() {
    MoveRejection why = GAME.start().play(sq("d4"), sq("d5")).getLeft();
    assertEquals(new MoveRejection.NoPiece(sq("d4")), why);
  }

  @Test
  void kd2_legalStepsFromE1() {
    assertEquals(list("d1", "f1", "d2", "e2", "f2"), destinations(GAME.start()));
    assertEquals("e1-d1 e1-f1 e1-d2 e1-e2 e1-f2", GAME.start().legalMoves().mkString(" "));
  }

  @Test
  void kd2_legalStepsFromE4KingsFarApart() {
    DiamondsPosition p = position("4k3/8/2*5/8/4K3/8/8/8 w 0 0 0 0");
    assertEquals(list("d3", "e3", "f3", "d4", "f4", "d5", "e5", "f5"), destinations(p));
  }

  @Test
  void kd2_twoStepsAreNotAKingStep_e1e3() {
    MoveRejection why = GAME.start().play(sq("e1"), sq("e3")).getLeft();
    assertEquals(MoveRejection.RuleBroken.of("diamonds.not-a-king-step", "KD-2", sq("e1"), sq("e3"))
        .highlighting(squares("e1")), why);
  }

  @Test
  void kd2_twoStepsAreNotAKingStep_e4e6() {
    MoveRejection why = position("4k3/8/2*5/8/4K3/8/8/8 w 0 0 0 0").play(sq("e4"), sq("e6")).getLeft();
    assertEquals("diamonds.not-a-king-step", why.code());
    assertEquals("KD-2", why.ruleId());
    assertEquals(Array.of(sq("e4"), sq("e6")), why.arguments());
  }

  @Test
  void kd2_aLongerPathIsNotAKingStep() {
    DiamondsPosition p = GAME.start();
    MoveRejection why = p.moveFor(Array.of(sq("e1"), sq("e2"), sq("e3"))).getLeft();
    assertEquals("diamonds.not-a-king-step", why.code());
    assertInstanceOf(MoveRejection.Malformed.class, p.moveFor(Array.of(sq("e1"))).getLeft());
  }

  @Test
  void kd3_kingsNeverTouch_e4e6Example_white() {
    DiamondsPosition p = position("8/8/4k3/8/4K3/2*5/8/8 w 0 0 0 0");
    assertEquals(list("d3", "e3", "f3", "d4", "f4"), destinations(p));
    for (String to : Array.of("d5", "e5", "f5")) {
      MoveRejection why = p.play(sq("e4"), sq(to)).getLeft();
      assertEquals(MoveRejection.RuleBroken.of("diamonds.kings-touch", "KD-3", sq(to), sq("e6"))
          .highlighting(squares("e6")), why, to);
    }
  }

  @Test
  void kd3_kingsNeverTouch_e4e6Example_black() {
    DiamondsPosition p = position("8/8/4k3/8/4K3/2*5/8/8 b 1 0 0 0");
    assertEquals(list("d6", "f6", "d7", "e7", "f7"), destinations(p));
    for (String to : Array.of("d5", "e5", "f5")) {
      MoveRejection why = p.play(sq("e6"), sq(to)).getLeft();
      assertEquals("diamonds.kings-touch", why.code(), to);
      assertEquals(squares("e4"), why.squares());
      assertEquals(Array.of(sq(to), sq("e4")), why.arguments());
    }
  }

  @Test
  void kd3_theSquaresBetweenBelongToNobody() {
    DiamondsPosition white = position("8/8/4k3/8/4K3/2*5/8/8 w 0 0 0 0");
    DiamondsPosition black = position("8/8/4k3/8/4K3/2*5/8/8 b 1 0 0 0");
    for (String between : Array.of("d5", "e5", "f5")) {
      assertFalse(white.destinationsFrom(sq("e4")).contains(sq(between)));
      assertFalse(black.destinationsFrom(sq("e6")).contains(sq(between)));
    }
  }

  @Test
  void kd4_collectingScoresAPoint() {
    DiamondsPosition p = GAME.start().play(sq("e1"), sq("e2")).get().play(sq("e8"), sq("e7")).get();
    DiamondsPosition after = p.play(sq("e2"), sq("e3")).get();
    assertEquals(Score.of(1, 0), after.score());
    assertEquals(15, after.diamonds().size());
    assertFalse(after.diamonds().contains(sq("e3")));
    DiamondsPosition black = after.play(sq("e7"), sq("e6")).get();
    assertEquals(Score.of(1, 1), black.score());
  }

  @Test
  void kd4_aDiamondNextToTheEnemyKingCannotBeTaken() {
    DiamondsPosition p = position("8/8/4k3/3*4/4K3/8/8/8 w 0 0 0 0");
    MoveRejection why = p.play(sq("e4"), sq("d5")).getLeft();
    assertEquals(MoveRejection.RuleBroken.of("diamonds.diamond-guarded", "KD-4", sq("d5"), sq("e6"))
        .highlighting(squares("e6", "d5")), why);
    // the same diamond is free once the other king has gone
    DiamondsPosition away = position("k7/8/8/3*4/4K3/8/8/8 w 0 0 0 0");
    assertTrue(away.play(sq("e4"), sq("d5")).isRight());
  }

  @Test
  void kd5_whiteMovesFirstAndTheSidesAlternate() {
    DiamondsPosition p = GAME.start();
    assertEquals(Side.WHITE, p.sideToMove());
    p = p.play(sq("e1"), sq("e2")).get();
    assertEquals(Side.BLACK, p.sideToMove());
    assertEquals(Score.of(1, 0), p.turns());
    p = p.play(sq("e8"), sq("e7")).get();
    assertEquals(Side.WHITE, p.sideToMove());
    assertEquals(Score.of(1, 1), p.turns());
  }

  @Test
  void kd5_passingIsNotAllowed() {
    MoveRejection why = GAME.start().play(Move.Pass.of(Side.WHITE)).getLeft();
    assertEquals(new MoveRejection.Malformed(Array.empty(), "KD-5"), why);
    assertEquals("move.pass-not-allowed", why.code());
    assertThrows(IllegalArgumentException.class, () -> GAME.start().playUnchecked(Move.Pass.of(Side.WHITE)));
  }

  @Test
  void kd5_notYourKing() {
    MoveRejection why = GAME.start().play(sq("e8"), sq("e7")).getLeft();
    assertEquals(new MoveRejection.NotYourPiece(sq("e8"), Piece.of(Side.BLACK, Role.KING), "KD-5"), why);
  }

  @Test
  void kd6_1_theRoundEndsWhenAllDiamondsAreCollected() {
    DiamondsPosition p = position("4k3/8/8/8/8/4*3/4K3/8 w 10 10 7 8");
    DiamondsPosition end = p.play(sq("e2"), sq("e3")).get();
    Outcome o = end.outcome().get();
    assertEquals("diamonds.end.all-collected", o.termination().code());
    assertEquals("KD-6.1", o.termination().ruleId());
    assertEquals(Score.of(8, 8), o.score());
    assertTrue(o.isDraw());
    assertTrue(end.legalMoves().isEmpty());
  }

  @Test
  void kd6_2_theRoundEndsWhenEachSideHasMade40Moves() {
    DiamondsPosition p = position("4k3/8/8/8/8/4*3/4K3/8 b 40 39 3 4");
    assertEquals(1, p.pliesLeft());
    DiamondsPosition end = p.play(sq("e8"), sq("d8")).get();
    Outcome o = end.outcome().get();
    assertEquals("diamonds.end.move-limit", o.termination().code());
    assertEquals("KD-6.2", o.termination().ruleId());
    // the diamond left belongs to nobody
    assertEquals(squares("e3"), end.diamonds());
    assertEquals(Score.of(3, 4), o.score());
    assertEquals(Score.of(40, 40), o.turns());
    assertEquals(new MoveRejection.GameOver(o), end.play(sq("e2"), sq("e3")).getLeft());
  }

  @Test
  void kd6_3_andKd9_aKingAlwaysHasAStepWithTwoKingsOnTheBoard() {
    int pairs = 0;
    for (Square white : BoardShape.EIGHT_BY_EIGHT.squares()) {
      for (Square black : BoardShape.EIGHT_BY_EIGHT.squares()) {
        if (white.distance(black) <= 1) {
          continue;
        }
        pairs++;
        // one diamond away from both kings keeps the round going
        Square diamond = BoardShape.EIGHT_BY_EIGHT.squares().find(s -> DiamondsGame.FIELD.contains(s) && s != white
            && s != black).get();
        for (Side turn : Side.values()) {
          DiamondsPosition p = position(board(white, black, diamond) + (turn == Side.WHITE ? " w 0 0" : " b 1 0"));
          Seq<Move> moves = p.legalMoves();
          assertFalse(moves.isEmpty(), p.toString());
          assertFalse(moves.exists(Move::isPass), p.toString());
          assertTrue(p.outcome().isEmpty());
        }
      }
    }
    assertEquals(3612, pairs);
  }

  private static String board(Square white, Square black, Square diamond) {
    StringBuilder b = new StringBuilder();
    for (int rank = 7; rank >= 0; rank--) {
      int empty = 0;
      for (int file = 0; file < 8; file++) {
        Square s = Square.at(rank * 8 + file);
        char c = s == white ? 'K' : s == black ? 'k' : s == diamond ? '*' : ' ';
        if (c == ' ') {
          empty++;
        } else {
          b.append(empty == 0 ? "" : Integer.toString(empty)).append(c);
          empty = 0;
        }
      }
      b.append(empty == 0 ? "" : Integer.toString(empty)).append(rank > 0 ? "/" : "");
    }
    return b.toString();
  }

  @Test
  void kd7_moreDiamondsWinsTheRound() {
    DiamondsPosition p = position("4k3/8/8/8/8/4*3/4K3/8 w 10 10 8 7");
    Outcome o = p.play(sq("e2"), sq("e3")).get().outcome().get();
    assertEquals(Score.of(9, 7), o.score());
    assertEquals(Side.WHITE, o.winner().get());
    Outcome black = position("4k3/8/8/8/8/4*3/4K3/8 b 40 39 3 4").play(sq("e8"), sq("d8")).get().outcome().get();
    assertEquals(Side.BLACK, black.winner().get());
  }

  @Test
  void kd8_aMatchIsTwoRoundsScoredByPoints() {
    assertEquals(MatchFormat.POINTS, GAME.matchFormat());
    assertEquals(2, GAME.matchFormat().rounds());
    assertEquals(80, GAME.maxPlies().get());
  }

  @Test
  void afterTheExampleOpeningTheTextIsAsDocumented() {
    DiamondsPosition p = GAME.start();
    for (String m : Array.of("e1-e2", "e8-d7", "e2-e3", "d7-d6")) {
      p = p.play(sq(m.substring(0, 2)), sq(m.substring(3))).get();
    }
    assertEquals("8/8/2*k**2/2****2/2****2/2**K*2/8/8 w 2 2 1 1", Text.of(p));
    assertEquals(p, position(Text.of(p)));
  }

  @Test
  void playingAnIllegalMoveUncheckedIsRefused() {
    DiamondsPosition p = GAME.start();
    assertThrows(IllegalArgumentException.class,
        () -> p.playUnchecked(Move.PieceMove.step(Side.WHITE, Role.KING, sq("e1"), sq("e3"))));
    assertThrows(IllegalArgumentException.class,
        () -> p.playUnchecked(Move.PieceMove.step(Side.BLACK, Role.KING, sq("e8"), sq("e7"))));
  }

  @Test
  void perftFromTheStart() {
    DiamondsPosition p = GAME.start();
    assertEquals(1L, p.perft(0));
    assertEquals(5L, p.perft(1));
    assertEquals(25L, p.perft(2));
    for (int depth = 0; depth <= 4; depth++) {
      assertEquals(slowPerft(p, depth), p.perft(depth), "depth " + depth);
    }
  }

  @Test
  void theIncrementalKeyIsTheKeyFromScratch() {
    DiamondsPosition p = GAME.start();
    java.util.SplittableRandom random = new java.util.SplittableRandom(7);
    while (p.outcome().isEmpty()) {
      Seq<Move> moves = p.legalMoves();
      p = p.playUnchecked(moves.get(random.nextInt(moves.size())));
      DiamondsPosition again = GAME.fromSetup(p.toSetup()).get();
      assertEquals(again.hash(), p.hash());
      assertEquals(again, p);
    }
    assertEquals(SquareSet.class, p.diamonds().getClass());
  }

  /** The reference perft, over the typed API only. */
  private static long slowPerft(DiamondsPosition p, int depth) {
    if (depth == 0) {
      return 1;
    }
    long n = 0;
    for (Move m : p.legalMoves()) {
      n += slowPerft(p.playUnchecked(m), depth - 1);
    }
    return n;
  }
}
