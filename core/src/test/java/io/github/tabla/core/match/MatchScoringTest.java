package io.github.tabla.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Outcome;
import io.github.tabla.core.Score;
import io.github.tabla.core.Side;
import io.github.tabla.core.Termination;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/** The scoring rules on round results alone, without playing (M-3..M-6, KN-11). */
class MatchScoringTest {
  private static final Player ANA = Player.first("Ana");
  private static final Player BOB = Player.second("Bob");
  private static final Termination FINISHED = Termination.of("knights.end.finished", "KN-9");
  private static final Termination ALL_TAKEN = Termination.of("diamonds.end.all-collected", "KD-6");

  /** A knights round won by a side after some turns; the loser took one turn fewer or as many. */
  private static Outcome race(Side winner, int turns) {
    Score t = winner == Side.WHITE ? Score.of(turns, turns - 1) : Score.of(turns, turns);
    return Outcome.win(winner, FINISHED, winner == Side.WHITE ? Score.of(14, 9) : Score.of(9, 14), t);
  }

  private static Outcome drawnRace() {
    return Outcome.draw(FINISHED, Score.of(14, 14), Score.of(30, 30));
  }

  private static Seq<RoundResult> rounds(Outcome... outcomes) {
    Array<RoundResult> r = Array.empty();
    for (int i = 0; i < outcomes.length; i++) {
      r = r.append(RoundResult.of(i + 1, ANA, BOB, outcomes[i]));
    }
    return r;
  }

  private static MatchOutcome score(MatchFormat format, Outcome... outcomes) {
    return MatchScoring.score(format, rounds(outcomes)).get();
  }

  @Test
  void m2_roundResultsFollowTheColourSwap() {
    Seq<RoundResult> r = rounds(race(Side.WHITE, 20), race(Side.WHITE, 20));
    assertEquals(ANA, r.get(0).white());
    assertEquals(BOB, r.get(1).white());
    assertEquals(Option.some(ANA), r.get(0).winner());
    assertEquals(Option.some(BOB), r.get(1).winner());
    assertEquals(Side.BLACK, r.get(1).sideOf(Seat.FIRST));
  }

  @Test
  void m3_pointsOfBothRoundsAreAddedPerPlayer() {
    MatchOutcome o = score(MatchFormat.POINTS,
        Outcome.byScore(ALL_TAKEN, Score.of(5, 3), Score.of(20, 20)),
        Outcome.byScore(ALL_TAKEN, Score.of(6, 2), Score.of(20, 20)));
    assertEquals(Option.some(BOB), o.winner());
    assertEquals(MatchDecision.WON_ON_POINTS, o.decision());
    assertEquals(Array.of(9, 7, BOB, ANA), Array.ofAll(o.arguments()));
  }

  @Test
  void m4_kn11_moreRoundsWonWins() {
    MatchOutcome o = score(MatchFormat.ROUNDS_THEN_RACE_LENGTH, race(Side.WHITE, 30), race(Side.BLACK, 35));
    assertEquals(Option.some(ANA), o.winner());
    assertEquals(MatchDecision.WON_ON_ROUNDS, o.decision());
    assertEquals(Array.of(30, 35), Array.ofAll(o.standing(Seat.FIRST).winningRaces()));
  }

  @Test
  void kn11_raceLengthTieBreak() {
    // Ana wins round 1 with White in 23; Bob wins round 2 with White in 25.
    MatchOutcome o = score(MatchFormat.ROUNDS_THEN_RACE_LENGTH, race(Side.WHITE, 23), race(Side.WHITE, 25));
    assertEquals(Option.some(ANA), o.winner());
    assertEquals(MatchDecision.WON_ON_RACE_LENGTH, o.decision());
    assertEquals(Array.of(23, 25, ANA, BOB), Array.ofAll(o.arguments()));

    MatchOutcome other = score(MatchFormat.ROUNDS_THEN_RACE_LENGTH, race(Side.WHITE, 26), race(Side.WHITE, 25));
    assertEquals(Option.some(BOB), other.winner());
    assertEquals(Array.of(25, 26, BOB, ANA), Array.ofAll(other.arguments()));
  }

  @Test
  void kn11_equalRaceLengthsDraw() {
    MatchOutcome o = score(MatchFormat.ROUNDS_THEN_RACE_LENGTH, race(Side.BLACK, 24), race(Side.BLACK, 24));
    assertTrue(o.isDraw());
    assertEquals(MatchDecision.DRAWN_EQUAL_RACE_LENGTH, o.decision());
    assertTrue(o.decision().isDraw());
  }

  @Test
  void kn11_aDrawnRoundCountsForNobody() {
    MatchOutcome o = score(MatchFormat.ROUNDS_THEN_RACE_LENGTH, drawnRace(), drawnRace());
    assertEquals(MatchDecision.DRAWN_EQUAL_ROUNDS, o.decision());
    assertEquals(0, o.standing(Seat.FIRST).roundsWon());
    assertEquals(0, o.standing(Seat.SECOND).roundsWon());
  }

  @Test
  void kn11_oneWinAndOneDrawWinsOnRounds() {
    MatchOutcome o = score(MatchFormat.ROUNDS_THEN_RACE_LENGTH, drawnRace(), race(Side.WHITE, 50));
    assertEquals(Option.some(BOB), o.winner());
    assertEquals(MatchDecision.WON_ON_ROUNDS, o.decision());
    assertEquals(Array.of(1, 0, BOB, ANA), Array.ofAll(o.arguments()));
  }

  @Test
  void m5_singleGameAndTwoGames() {
    assertEquals(Option.some(BOB), score(MatchFormat.SINGLE_GAME, race(Side.BLACK, 10)).winner());
    assertEquals(MatchDecision.DRAWN, score(MatchFormat.SINGLE_GAME, drawnRace()).decision());
    MatchOutcome two = score(MatchFormat.TWO_GAMES, drawnRace(), drawnRace());
    assertEquals(MatchDecision.DRAWN_EQUAL_GAMES, two.decision());
    assertEquals(Array.of("1"), Array.ofAll(two.arguments()));
    MatchOutcome won = score(MatchFormat.TWO_GAMES, race(Side.WHITE, 10), race(Side.BLACK, 10));
    assertEquals(Array.of("2", "0", ANA, BOB), Array.ofAll(won.arguments()));
  }

  @Test
  void m8_aResignedRoundDoesNotEndTheMatch() {
    Outcome resigned = Outcome.win(Side.WHITE, Termination.RESIGNATION, Score.of(5, 0), Score.of(3, 3));
    assertEquals(Option.none(), MatchScoring.score(MatchFormat.POINTS, rounds(resigned)));
    MatchOutcome o = score(MatchFormat.POINTS, resigned, resigned);
    assertEquals(MatchDecision.DRAWN_EQUAL_POINTS, o.decision(), "each won one round by 5 points");
  }

  @Test
  void aMatchWithRoundsStillToPlayHasNoOutcome() {
    assertEquals(Option.none(), MatchScoring.score(MatchFormat.POINTS, Array.empty()));
    assertEquals(Option.none(), MatchScoring.score(MatchFormat.ROUNDS_THEN_RACE_LENGTH, rounds(race(Side.WHITE, 3))));
  }

  @Test
  void inconsistentRoundsAreRefused() {
    assertThrows(IllegalArgumentException.class,
        () -> MatchScoring.score(MatchFormat.SINGLE_GAME, rounds(drawnRace(), drawnRace())));
    assertThrows(IllegalArgumentException.class, () -> MatchScoring.score(MatchFormat.POINTS,
        Array.of(RoundResult.of(2, ANA, BOB, drawnRace()), RoundResult.of(1, ANA, BOB, drawnRace()))));
    assertThrows(IllegalArgumentException.class, () -> MatchScoring.score(MatchFormat.POINTS,
        Array.of(RoundResult.of(1, ANA, BOB, drawnRace()), RoundResult.of(2, ANA, Player.second("Cy"), drawnRace()))));
    assertThrows(IllegalArgumentException.class, () -> new RoundResult(1, ANA, ANA, drawnRace()));
    assertThrows(IllegalArgumentException.class, () -> new RoundResult(0, ANA, BOB, drawnRace()));
  }

  @Test
  void gamePointsAreWrittenWithHalves() {
    assertEquals("0", new Standing(ANA, 0, 0, 0, 0, Array.empty()).gamePoints());
    assertEquals("\u00bd", new Standing(ANA, 0, 0, 1, 1, Array.empty()).gamePoints());
    assertEquals("1\u00bd", new Standing(ANA, 0, 1, 1, 3, Array.of(5)).gamePoints());
  }
}
