package io.github.tabla.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Messages;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.Score;
import io.github.tabla.core.Side;
import io.github.tabla.core.Termination;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** Every match message has a text in English, Romanian, Hebrew and Italian, with all its arguments. */
class MatchMessagesTest {
  private static final Player ANA = Player.first("Ana");
  private static final Player BOB = Player.second("Bob");

  @Test
  void everyMatchCodeHasATextInEveryLanguage() {
    assertEquals(MatchDecision.values().length + 4 + RoundResult.GAME_CODES.size(), Match.MESSAGE_CODES.size());
    assertEquals(Array.empty(), Messages.missingCoreTexts(Array.ofAll(Match.MESSAGE_CODES).sorted()));
  }

  /** One outcome for each decision, and the round summaries they hold. */
  private static Seq<MatchOutcome> oneOfEach() {
    Termination t = Termination.AGREEMENT;
    Outcome white = Outcome.win(Side.WHITE, t, Score.of(9, 7), Score.of(23, 22));
    Outcome black = Outcome.win(Side.BLACK, t, Score.of(3, 5), Score.of(25, 25));
    Outcome draw = Outcome.draw(t, Score.of(4, 4), Score.of(10, 10));
    Outcome resigned = Outcome.win(Side.BLACK, Termination.RESIGNATION, Score.ZERO, Score.ZERO);
    Outcome resignedBehind = Outcome.win(Side.WHITE, Termination.RESIGNATION, Score.of(1, 3), Score.of(5, 5));
    Array<Seq<Outcome>> pairs = Array.of(Array.of(white, black), Array.of(white, white), Array.of(draw, draw),
        Array.of(white, draw), Array.of(resigned, resigned), Array.of(white, resignedBehind),
        Array.of(resignedBehind, black));
    Array<MatchOutcome> all = Array.empty();
    for (MatchFormat format : MatchFormat.values()) {
      for (Seq<Outcome> pair : pairs) {
        Seq<Outcome> used = pair.take(format.rounds());
        Seq<RoundResult> rounds = used.zipWithIndex().map(oi -> RoundResult.of(oi._2 + 1, ANA, BOB, oi._1));
        all = all.appendAll(MatchScoring.score(format, rounds));
      }
    }
    // one round each, won in 23 and 25 turns
    Outcome longer = Outcome.win(Side.WHITE, t, Score.of(9, 7), Score.of(25, 24));
    all = all.appendAll(MatchScoring.score(MatchFormat.ROUNDS_THEN_RACE_LENGTH,
        Array.of(RoundResult.of(1, ANA, BOB, white), RoundResult.of(2, ANA, BOB, longer))));
    return all;
  }

  @Test
  void everyDecisionReadsAsASentenceInEveryLanguage() {
    Seq<MatchOutcome> outcomes = oneOfEach();
    assertEquals(Array.of(MatchDecision.values()).toSet(), outcomes.map(MatchOutcome::decision).toSet());
    for (Locale locale : Messages.SUPPORTED) {
      Messages messages = Messages.core(locale);
      for (MatchOutcome o : outcomes) {
        String text = messages.text(o);
        assertFalse(text.contains("{") || text.contains(o.code()), locale + ": " + text);
        for (RoundResult r : o.rounds()) {
          String round = messages.text(r);
          assertFalse(round.contains("{") || round.contains(r.code()), locale + ": " + round);
          assertTrue(round.contains(r.winner().getOrElse(r.white()).name()), locale + ": " + round);
          String game = messages.text(r.gameSummary());
          assertFalse(game.contains("{") || game.contains(r.gameSummary().code()), locale + ": " + game);
          assertTrue(game.contains(r.winner().getOrElse(r.white()).name()), locale + ": " + game);
        }
      }
    }
  }

  @Test
  void theKnightsExampleInEveryLanguage() {
    MatchOutcome o = MatchScoring.score(MatchFormat.ROUNDS_THEN_RACE_LENGTH, Array.of(
        RoundResult.of(1, ANA, BOB, Outcome.win(Side.WHITE, Termination.AGREEMENT, Score.of(14, 9), Score.of(23, 22))),
        RoundResult.of(2, ANA, BOB, Outcome.win(Side.WHITE, Termination.AGREEMENT, Score.of(14, 9),
            Score.of(25, 24))))).get();
    assertEquals("Ana won on race length: 23 moves against 25 moves.", Messages.core(Messages.ENGLISH).text(o));
    assertEquals("Ana a câștigat prin cursa mai scurtă: 23 de mutări contra 25 de mutări.",
        Messages.core(Messages.ROMANIAN).text(o));
    assertEquals("Ana vince per la corsa più breve: 23 mosse contro 25 mosse.", Messages.core(Messages.ITALIAN).text(o));
    assertEquals("ניצחון ל־\u2068Ana\u2069 באורך המרוץ: \u206823\u2069 מהלכים מול \u206825\u2069 מהלכים.", Messages.core(Messages.HEBREW).text(o));
  }
}
