package io.github.tabla.core.match;

import static io.github.tabla.core.match.Rounds.raceWonBy;
import static io.github.tabla.core.match.Rounds.scored;
import static io.github.tabla.core.match.Rounds.scoring;
import static io.github.tabla.core.match.Rounds.tied;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Messages;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.Score;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.Termination;
import io.github.tabla.testgames.MiniDiamonds;
import io.github.tabla.testgames.MiniPosition;
import io.github.tabla.testgames.Race;
import io.github.tabla.testgames.RacePosition;
import io.vavr.collection.Array;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

class MatchTest {
  private static final Player ANA = Player.first("Ana");
  private static final Player BOB = Player.second("Bob");

  private static Match<RacePosition> match(MatchFormat format) {
    return Match.of(new Race(format), "Ana", "Bob");
  }

  private static String english(Match<RacePosition> m, io.github.tabla.core.Localizable message) {
    return Messages.of(m.current().current().game(), Messages.ENGLISH).text(message);
  }

  @Test
  void m1_resultsArePerPlayerNotPerColour() {
    // White scores more in both rounds, yet the players' totals decide: Ana 5 + 2, Bob 3 + 6.
    Match<RacePosition> m = scored(scored(match(MatchFormat.POINTS), 5, 3), 6, 2);
    MatchOutcome o = m.outcome().get();
    assertEquals(Option.some(BOB), o.winner());
    assertEquals(Option.some(ANA), o.loser());
    assertEquals(7, o.standing(Seat.FIRST).points());
    assertEquals(9, o.standing(Seat.SECOND).points());
    assertEquals(ANA, o.standing(Seat.FIRST).player());
    assertEquals(Array.of(ANA, BOB), Array.ofAll(m.players()));
    assertEquals(-1, o.resultFor(Seat.FIRST));
    assertEquals(1, o.resultFor(Seat.SECOND));
    assertEquals(Option.some(ANA), o.rounds().get(0).winner());
    assertEquals(Option.some(BOB), o.rounds().get(1).winner());
  }

  @Test
  void m1_theRobotIsJustAPlayer() {
    Match<MiniPosition> m = Match.of(new MiniDiamonds(), "Ana", "Robot");
    assertEquals(Player.first("Ana"), m.whiteIn(1));
    assertEquals(Player.second("Robot"), m.whiteIn(2));
    assertEquals(Option.some(Player.first("Ana")), m.toMove());
  }

  @Test
  void m2_player1HasWhiteInRound1AndColoursSwapForRound2() {
    Match<RacePosition> m = match(MatchFormat.POINTS);
    assertEquals(ANA, m.whiteIn(1));
    assertEquals(BOB, m.whiteIn(2));
    assertEquals(1, m.round());
    assertEquals(Side.WHITE, m.sideOf(Seat.FIRST));
    assertEquals(Option.some(ANA), m.toMove());

    Match<RacePosition> second = scored(m, 1, 0);
    assertEquals(2, second.round());
    assertEquals(BOB, second.playerOf(Side.WHITE));
    assertEquals(ANA, second.playerOf(Side.BLACK));
    assertEquals(Side.BLACK, second.sideOf(Seat.FIRST));
    assertEquals(Option.some(BOB), second.toMove());
    RoundResult first = second.results().single();
    assertEquals(ANA, first.white());
    assertEquals(BOB, first.black());
  }

  @Test
  void m2_round2BeginsByItselfFromTheStartWhenRound1Ends() {
    Match<RacePosition> m = raceWonBy(match(MatchFormat.ROUNDS_THEN_RACE_LENGTH), Side.WHITE, 3);
    assertEquals(2, m.round());
    assertEquals(0, m.current().ply());
    assertEquals(m.rounds().head().start(), m.current().current());
    assertTrue(m.rounds().head().isOver());
    assertFalse(m.isOver());
    assertEquals(Option.none(), m.outcome());
  }

  @Test
  void m3_pointsAreSummedOverBothRounds() {
    // round 1: Ana (White) 5, Bob 3; round 2: Bob (White) 6, Ana 2
    Match<RacePosition> m = scored(scored(match(MatchFormat.POINTS), 5, 3), 6, 2);
    MatchOutcome o = m.outcome().get();
    assertEquals(MatchDecision.WON_ON_POINTS, o.decision());
    assertEquals(Array.of(9, 7, BOB, ANA), Array.ofAll(o.arguments()));
    assertEquals("Bob won on points: 9 points against 7 points.", english(m, o));
  }

  @Test
  void m3_equalTotalsDraw() {
    Match<RacePosition> m = scored(scored(match(MatchFormat.POINTS), 5, 3), 5, 3);
    MatchOutcome o = m.outcome().get();
    assertTrue(o.isDraw());
    assertEquals(MatchDecision.DRAWN_EQUAL_POINTS, o.decision());
    assertEquals(Array.of(8), Array.ofAll(o.arguments()));
  }

  @Test
  void m3_theLoserOfARoundStillScoresItsPoints() {
    // Bob loses round 1 (as Black) but his points count; Ana loses round 2 (as Black) 4 to 6.
    Match<RacePosition> m = scored(scored(match(MatchFormat.POINTS), 4, 2), 6, 4);
    MatchOutcome o = m.outcome().get();
    assertEquals(8, o.standing(Seat.FIRST).points());
    assertEquals(8, o.standing(Seat.SECOND).points());
    assertTrue(o.isDraw());
  }

  @Test
  void m4_moreRoundsWonWinsTheMatch() {
    Match<RacePosition> m = raceWonBy(raceWonBy(match(MatchFormat.ROUNDS_THEN_RACE_LENGTH), Side.WHITE, 30),
        Side.BLACK, 31);
    MatchOutcome o = m.outcome().get();
    assertEquals(Option.some(ANA), o.winner());
    assertEquals(MatchDecision.WON_ON_ROUNDS, o.decision());
    assertEquals(Array.of(2, 0, ANA, BOB), Array.ofAll(o.arguments()));
    assertEquals(Array.of(30, 31), Array.ofAll(o.standing(Seat.FIRST).winningRaces()));
  }

  @Test
  void kn11_oneRoundEachTheShorterWinningRaceWins() {
    // Ana wins round 1 with White in 23 turns; Bob wins round 2 with White in 25.
    Match<RacePosition> m = raceWonBy(raceWonBy(match(MatchFormat.ROUNDS_THEN_RACE_LENGTH), Side.WHITE, 23),
        Side.WHITE, 25);
    MatchOutcome o = m.outcome().get();
    assertEquals(Option.some(ANA), o.winner());
    assertEquals(MatchDecision.WON_ON_RACE_LENGTH, o.decision());
    assertEquals(Array.of(23, 25, ANA, BOB), Array.ofAll(o.arguments()));
    assertEquals(1, o.standing(Seat.FIRST).roundsWon());
    assertEquals(1, o.standing(Seat.SECOND).roundsWon());
    assertEquals("Ana won on race length: 23 moves against 25 moves.", english(m, o));
  }

  @Test
  void kn11_theRaceLengthIsTheWinnersTurnsWhateverItsColour() {
    // Bob wins round 1 with Black in 22 turns; Ana wins round 2 with Black in 24.
    Match<RacePosition> m = raceWonBy(raceWonBy(match(MatchFormat.ROUNDS_THEN_RACE_LENGTH), Side.BLACK, 22),
        Side.BLACK, 24);
    MatchOutcome o = m.outcome().get();
    assertEquals(Option.some(22), o.rounds().get(0).raceLength());
    assertEquals(Option.some(BOB), o.winner());
    assertEquals(Array.of(22, 24, BOB, ANA), Array.ofAll(o.arguments()));
  }

  @Test
  void kn11_oneRoundEachWithEqualRaceLengthsIsADraw() {
    Match<RacePosition> m = raceWonBy(raceWonBy(match(MatchFormat.ROUNDS_THEN_RACE_LENGTH), Side.WHITE, 24),
        Side.WHITE, 24);
    MatchOutcome o = m.outcome().get();
    assertTrue(o.isDraw());
    assertEquals(MatchDecision.DRAWN_EQUAL_RACE_LENGTH, o.decision());
    assertEquals(Array.of(24), Array.ofAll(o.arguments()));
    assertEquals(0, o.resultFor(Seat.FIRST));
  }

  @Test
  void kn11_aDrawnRoundIsWonByNobody() {
    Match<RacePosition> m = tied(tied(match(MatchFormat.ROUNDS_THEN_RACE_LENGTH)));
    MatchOutcome o = m.outcome().get();
    assertTrue(o.isDraw());
    assertEquals(MatchDecision.DRAWN_EQUAL_ROUNDS, o.decision());
    for (Seat seat : Seat.values()) {
      assertEquals(0, o.standing(seat).roundsWon());
      assertEquals(2, o.standing(seat).roundsDrawn());
      assertEquals(Option.none(), o.standing(seat).shortestWinningRace());
    }
    assertEquals(Option.none(), o.rounds().get(0).winner());
    assertEquals(Race.TIED, o.rounds().get(0).outcome().termination());
  }

  @Test
  void kn11_oneWinAndOneDrawWinsOnRoundsHoweverLongTheRace() {
    Match<RacePosition> m = tied(raceWonBy(match(MatchFormat.ROUNDS_THEN_RACE_LENGTH), Side.WHITE, 40));
    MatchOutcome o = m.outcome().get();
    assertEquals(Option.some(ANA), o.winner());
    assertEquals(MatchDecision.WON_ON_ROUNDS, o.decision());
    assertEquals(Array.of(1, 0, ANA, BOB), Array.ofAll(o.arguments()));
  }

  @Test
  void kn11_oneDrawAndOneWinInRound2AlsoWinsOnRounds() {
    Match<RacePosition> m = raceWonBy(tied(match(MatchFormat.ROUNDS_THEN_RACE_LENGTH)), Side.BLACK, 12);
    assertEquals(Option.some(ANA), m.outcome().get().winner());
  }

  @Test
  void m5_aSingleGameIsWonByItsWinner() {
    Match<RacePosition> m = raceWonBy(match(MatchFormat.SINGLE_GAME), Side.BLACK, 7);
    assertEquals(1, m.rounds().size());
    MatchOutcome o = m.outcome().get();
    assertEquals(Option.some(BOB), o.winner());
    assertEquals(MatchDecision.WON_SINGLE_GAME, o.decision());
    assertEquals(Array.of(BOB, ANA), Array.ofAll(o.arguments()));
    assertEquals("Bob won the game.", english(m, o));
    assertThrows(IllegalArgumentException.class, () -> m.whiteIn(2));
  }

  @Test
  void m5_aDrawnSingleGameDrawsTheMatch() {
    Match<RacePosition> m = tied(match(MatchFormat.SINGLE_GAME));
    assertEquals(MatchDecision.DRAWN, m.outcome().get().decision());
    assertTrue(m.outcome().get().isDraw());
  }

  @Test
  void m5_twoGamesAreScoredOneHalfOrZero() {
    Match<RacePosition> m = tied(raceWonBy(match(MatchFormat.TWO_GAMES), Side.WHITE, 9));
    MatchOutcome o = m.outcome().get();
    assertEquals(Option.some(ANA), o.winner());
    assertEquals(MatchDecision.WON_ON_GAMES, o.decision());
    assertEquals(Array.of("1\u00bd", "\u00bd", ANA, BOB), Array.ofAll(o.arguments()));
    assertEquals("1\u00bd", o.standing(Seat.FIRST).gamePoints());
    assertEquals(3, o.standing(Seat.FIRST).halfPoints());
    assertEquals(1, o.standing(Seat.SECOND).halfPoints());
  }

  @Test
  void m5_twoGamesOneWonEachDraw() {
    Match<RacePosition> m = raceWonBy(raceWonBy(match(MatchFormat.TWO_GAMES), Side.WHITE, 9), Side.WHITE, 5);
    MatchOutcome o = m.outcome().get();
    assertEquals(MatchDecision.DRAWN_EQUAL_GAMES, o.decision());
    assertEquals(Array.of("1"), Array.ofAll(o.arguments()));
  }

  @Test
  void m6_aFinishedMatchReportsEachRoundItsReasonTheTalliesTheWinnerAndWhy() {
    Match<RacePosition> m = raceWonBy(scored(match(MatchFormat.ROUNDS_THEN_RACE_LENGTH), 3, 1), Side.WHITE, 6);
    MatchOutcome o = m.outcome().get();
    assertEquals(MatchFormat.ROUNDS_THEN_RACE_LENGTH, o.format());
    assertEquals(2, o.rounds().size());

    RoundResult one = o.rounds().get(0);
    assertEquals(1, one.number());
    assertEquals(ANA, one.white());
    assertEquals(Race.COUNTED, one.outcome().termination());
    assertEquals(Score.of(3, 1), one.outcome().score());
    assertEquals("Round 1: Ana (White) won, 3 to 1. The points decided (RACE-3).", english(m, one));

    RoundResult two = o.rounds().get(1);
    assertEquals(BOB, two.white());
    assertEquals(Race.FINISHED, two.outcome().termination());
    assertEquals(Option.some(6), two.raceLength());
    assertEquals("Round 2: Bob (White) won, 0 to 0. The race is finished (RACE-1).", english(m, two));

    // one round each: Ana's winning round took her 3 turns, Bob's 6
    assertEquals(Option.some(3), one.raceLength());
    assertEquals(Option.some(ANA), o.winner());
    assertEquals(MatchDecision.WON_ON_RACE_LENGTH, o.decision());
    assertEquals("KN-11", o.decision().ruleId());
    assertEquals("Ana won on race length: 3 moves against 6 moves.", english(m, o));
    assertEquals(o.code(), o.decision().code());
  }

  @Test
  void anAgreedDrawEndsTheRoundWithThePointsAsTheyStand() {
    Match<RacePosition> m = scoring(match(MatchFormat.POINTS), 3, 1).agreeDraw().get();
    assertEquals(2, m.round());
    Outcome first = m.rounds().head().outcome().get();
    assertTrue(first.isDraw());
    assertEquals(Termination.AGREEMENT, first.termination());
    assertEquals(Score.of(3, 1), first.score());

    Match<RacePosition> end = scored(m, 2, 2);
    MatchOutcome o = end.outcome().get();
    assertEquals(5, o.standing(Seat.FIRST).points());
    assertEquals(3, o.standing(Seat.SECOND).points());
    assertEquals(Option.some(ANA), o.winner());
    assertEquals("Round 1: a draw (Ana 3, Bob 1). The players agreed a draw.", english(end, o.rounds().head()));
  }

  @Test
  void anAgreedDrawEndsASingleGameDrawn() {
    Match<RacePosition> m = match(MatchFormat.SINGLE_GAME).agreeDraw().get();
    assertTrue(m.isOver());
    assertEquals(MatchDecision.DRAWN, m.outcome().get().decision());
    assertInstanceOf(MoveRejection.GameOver.class, m.agreeDraw().getLeft());
  }

  @Test
  void m8_aResignationEndsTheRoundAndTheMatchGoesOn() {
    // Ana (White) leads 4 to 1 and resigns: Bob wins round 1 with every point of it, Ana gets none
    Match<RacePosition> m = scoring(match(MatchFormat.POINTS), 4, 1).resign(Seat.FIRST).get();
    assertFalse(m.isOver());
    assertEquals(2, m.round());
    assertEquals(Option.some(BOB), m.toMove(), "Bob has White in round 2");
    RoundResult first = m.results().head();
    assertTrue(first.isResigned());
    assertEquals(Option.some(BOB), first.winner());
    assertEquals(Score.of(0, 5), first.outcome().score());
    assertEquals(Termination.RESIGNATION, first.outcome().termination());
    assertEquals("Ana (White) resigned round 1; Bob (Black) wins it, 5 to 0 (M-8).", english(m, first));
    assertEquals(0, m.standings().get(0).points());
    assertEquals(5, m.standings().get(1).points());
    // the record keeps what happened on the board
    assertEquals(Score.of(4, 1), m.rounds().head().outcome().get().score());

    Match<RacePosition> end = scored(m, 2, 3);
    MatchOutcome o = end.outcome().get();
    assertEquals(Option.some(BOB), o.winner());
    assertEquals(MatchDecision.WON_ON_POINTS, o.decision());
    assertEquals(3, o.standing(Seat.FIRST).points());
    assertEquals(7, o.standing(Seat.SECOND).points());
    assertInstanceOf(MoveRejection.GameOver.class, end.resign(Seat.SECOND).getLeft());
  }

  @Test
  void m8_aResignedRoundGivesTheWinnerTheItemsStillOnTheBoard() {
    Match<MiniPosition> m = Match.of(new MiniDiamonds(), "Ana", "Bob").resign(Seat.FIRST).get();
    int items = new MiniDiamonds().start().toSetup().items().size();
    assertTrue(items > 0);
    assertEquals(Score.of(0, items), m.results().head().outcome().score());
  }

  @Test
  void m8_aRaceWonByResignationCountsAheadOfAFinishedRace() {
    // Ana wins round 1 on the board in 6 turns, then resigns round 2: one round each, Bob takes the match
    Match<RacePosition> m = raceWonBy(match(MatchFormat.ROUNDS_THEN_RACE_LENGTH), Side.WHITE, 6)
        .resign(Seat.FIRST).get();
    MatchOutcome o = m.outcome().get();
    assertEquals(Option.some(BOB), o.winner());
    assertEquals(MatchDecision.WON_ON_RESIGNATION, o.decision());
    assertEquals(Array.of(BOB, ANA, 2), Array.ofAll(o.arguments()));
    assertEquals("Bob won: one round each, and Ana resigned round 2 (M-8, KN-11).", english(m, o));
    assertEquals(Array.of(6), Array.ofAll(o.standing(Seat.FIRST).winningRaces()));
    assertTrue(o.standing(Seat.SECOND).winningRaces().isEmpty(), "a resignation is no race");
    // both rounds resigned: a draw
    Match<RacePosition> both = match(MatchFormat.ROUNDS_THEN_RACE_LENGTH).resign(Seat.FIRST).get()
        .resign(Seat.SECOND).get();
    assertEquals(MatchDecision.DRAWN_BOTH_RESIGNED, both.outcome().get().decision());
    assertTrue(both.outcome().get().isDraw());
  }

  @Test
  void m8_aResignedSingleGameIsWonByTheOtherPlayer() {
    Match<RacePosition> m = match(MatchFormat.SINGLE_GAME).resign(Seat.SECOND).get();
    assertTrue(m.isOver());
    assertEquals(MatchDecision.WON_SINGLE_GAME, m.outcome().get().decision());
    assertEquals(Option.some(ANA), m.outcome().get().winner());
    RoundResult r = m.results().head();
    // level on the board: no score, which would not show who won
    assertEquals("match.game.resigned.no-score", r.gameSummary().code());
    assertEquals("Bob (Black) resigned; Ana (White) wins the game (M-8).", english(m, r.gameSummary()));
  }

  @Test
  void aRefusedMoveLeavesTheMatchAsItWas() {
    Match<MiniPosition> m = Match.of(new MiniDiamonds(), "Ana", "Bob");
    Either<MoveRejection, Match<MiniPosition>> tried = m.play(Square.A1, Square.A3);
    assertEquals("mini.step", tried.getLeft().code());
    assertEquals(0, m.current().ply());
    Match<MiniPosition> moved = m.play(Square.A1, Square.B1).get();
    assertEquals(1, moved.current().ply());
    assertEquals(Option.some(Player.second("Bob")), moved.toMove());
    Match<MiniPosition> back = moved.undo().get();
    assertEquals(0, back.current().ply());
    assertEquals(m.current().current(), back.current().current());
    assertEquals(Option.none(), m.undo());
  }

  @Test
  void aWholeMiniDiamondsMatchIsPlayedThroughTheMatch() {
    Match<MiniPosition> m = Match.of(new MiniDiamonds(), "Ana", "Bob");
    int plies = 0;
    while (!m.isOver()) {
      m = m.play(m.current().current().legalMoves().head()).get();
      plies++;
    }
    assertEquals(2, m.results().size());
    assertEquals(MatchFormat.POINTS, m.outcome().get().format());
    assertTrue(plies <= 4 * MiniDiamonds.MOVE_LIMIT);
    int white1 = m.results().get(0).outcome().score().white();
    int black2 = m.results().get(1).outcome().score().black();
    assertEquals(white1 + black2, m.outcome().get().standing(Seat.FIRST).points());
  }

  @Test
  void standingsAreAvailableBetweenRounds() {
    Match<RacePosition> m = scored(match(MatchFormat.POINTS), 2, 5);
    assertEquals(Array.of(2, 5), Array.ofAll(m.standings().map(Standing::points)));
    assertTrue(match(MatchFormat.POINTS).standings().isEmpty());
  }
}
