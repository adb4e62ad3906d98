package io.github.tabla.notation.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Move;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.Termination;
import io.github.tabla.core.record.GameRecord;
import io.github.tabla.core.record.ReplayError;
import io.github.tabla.testgames.MiniDiamonds;
import io.github.tabla.testgames.MiniPosition;
import io.github.tabla.notation.Notation;
import io.github.tabla.notation.move.MoveProblem;
import io.github.tabla.notation.move.Resolution;
import io.github.tabla.notation.position.PositionProblem;
import io.vavr.collection.Array;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Game records: writing, reading while the moves are valid, match records. */
class RecordTextTest {
  private static final MiniDiamonds MINI = new MiniDiamonds();
  private static final Notation<MiniPosition> NOTATION = Notation.forGame(MINI);
  private static final LinkedHashMap<String, String> PLAYERS = LinkedHashMap.of(Tags.WHITE, "Ana", Tags.BLACK,
      "Robot", Tags.DATE, "2026.11.30", Tags.ROUND, "1", "Annotator", "Ion");

  private static GameRecord<MiniPosition> playOut(MiniPosition start, long seed) {
    GameRecord<MiniPosition> r = GameRecord.of(start);
    SplittableRandom random = new SplittableRandom(seed);
    while (!r.isOver()) {
      Seq<Move> legal = r.current().legalMoves();
      r = r.play(legal.get(random.nextInt(legal.size()))).get();
    }
    return r;
  }

  @Test
  void aRecordIsWrittenWithTagsNumberedMovesAndTheResult() {
    GameRecord<MiniPosition> r = GameRecord.of(MINI.start());
    r = r.play(NOTATION.readMove(r.current(), "Kb2").get()).get();
    r = r.play(NOTATION.readMove(r.current(), "Kc4").get()).get();
    r = r.play(NOTATION.readMove(r.current(), "Ka3").get()).get();
    assertEquals("""
        [Date "2026.11.30"]
        [Round "1"]
        [White "Ana"]
        [Black "Robot"]
        [Result "*"]
        [Game "mini-diamonds"]
        [Variant "standard"]
        [Annotator "Ion"]

        1. Ka1-b2 Kd4-c4 2. Kb2-a3 *
        """, RecordText.write(r, PLAYERS));
  }

  @Test
  void everyRecordReadsBackToTheSameRound() {
    for (long seed = 0; seed < 200; seed++) {
      GameRecord<MiniPosition> r = playOut(MINI.start(), seed);
      String text = NOTATION.writeRecord(r, PLAYERS);
      RecordReading<MiniPosition> back = NOTATION.readRecord(text).get();
      assertTrue(back.isComplete(), text);
      assertEquals(r.moves(), back.moves());
      assertEquals(r.current(), back.position());
      assertEquals(Either.right(RecordText.result(r.outcome())), back.text().result().toEither(""));
      // the termination in words, not a message code
      assertEquals(MINI.messages(java.util.Locale.ENGLISH).getString(r.outcome().get().termination().code())
          .replace("{0}", r.outcome().get().termination().ruleId()), back.text().tag(Tags.TERMINATION).get());
    }
  }

  @Test
  void aRoundFromAnotherPositionCarriesItsFenAndBlacksFirstMoveNumber() {
    MiniPosition start = NOTATION.readPosition("8/8/8/8/3k4/1**5/1**5/K7 b 1 0 0 0").get();
    GameRecord<MiniPosition> r = GameRecord.of(start);
    r = r.play(NOTATION.readMove(start, "Kc4").get()).get();
    r = r.play(NOTATION.readMove(r.current(), "Ka2").get()).get();
    String text = RecordText.write(r, LinkedHashMap.empty());
    assertTrue(text.contains("[FEN \"8/8/8/8/3k4/1**5/1**5/K7 b 1 0 0 0\"]"), text);
    assertTrue(text.contains("1... Kd4-c4 2. Ka1-a2 *"), text);
    RecordReading<MiniPosition> back = NOTATION.readRecord(text).get();
    assertEquals(r.current(), back.position());
  }

  @Test
  void readingStopsAtTheFirstBadMoveAndKeepsEverythingBefore() {
    RecordReading<MiniPosition> r = NOTATION.readRecord("1. Kb2 Kc4 2. Kb2-b4 Kc4-c3 *").get();
    assertEquals(2, r.moves().size());
    assertEquals(Square.B2, r.position().king(Side.WHITE));
    assertEquals(Square.C4, r.position().king(Side.BLACK));
    ReplayError e = r.error().get();
    assertEquals(3, e.ply());
    assertEquals("Kb2-b4", e.token());
    Resolution.Illegal why = assertInstanceOf(Resolution.Illegal.class, e.reason());
    assertEquals("mini.step", why.rejection().code());
  }

  @Test
  void anUnreadableMoveIsTheErrorWithItsToken() {
    RecordReading<MiniPosition> r = NOTATION.readRecord("1. Kb2 Kc9 *").get();
    assertEquals(1, r.moves().size());
    assertEquals("Kc9", r.error().get().token());
    assertEquals(2, r.error().get().ply());
    assertInstanceOf(MoveProblem.Unreadable.class, r.error().get().reason());
  }

  @Test
  void commentsVariationsNagsAndAnnotationsAreSkipped() {
    RecordReading<MiniPosition> r = NOTATION.readRecord(
        "{a start} 1.Kb2! {good} (1. Ka2 Kc4) $1 Kc4?! ; to the end of the line 1. Ka2\n 2. Ka3 *").get();
    assertTrue(r.isComplete());
    assertEquals(3, r.moves().size());
    assertEquals(Square.A3, r.position().king(Side.WHITE));
  }

  @Test
  void blacksMoveAfterAnEllipsisReads() {
    assertEquals(Array.of("Kb2", "Kc4"), RecordText.parse("1. Kb2 {x} 1. ... Kc4 *").get().moves());
    assertEquals(Array.of("Kb2", "Kc4"), RecordText.parse("1.Kb2 1...Kc4 *").get().moves());
  }

  @Test
  void anUnclosedCommentEndsTheMovesWithAnError() {
    RecordReading<MiniPosition> r = NOTATION.readRecord("1. Kb2 Kc4 {never closed 2. Kb3").get();
    assertEquals(2, r.moves().size());
    ReplayError e = r.error().get();
    assertEquals(3, e.ply());
    assertEquals("notation.record.syntax.comment", e.reason().code());
    assertTrue(e.token().startsWith("{never"), e.token());
  }

  @Test
  void aBrokenTagIsAnUnreadableRecord() {
    RecordProblem p = NOTATION.readRecord("[White \"Ana]\n1. Kb2 *").getLeft();
    assertEquals("notation.record.syntax.string", p.code());
    assertEquals("notation.record.syntax.tag-close", NOTATION.readRecord("[White \"Ana\"\n1. Kb2 *").getLeft().code());
    assertEquals("notation.record.syntax.tag-name", NOTATION.readRecord("[ \"Ana\"]").getLeft().code());
    assertEquals("notation.record.syntax.tag-value", NOTATION.readRecord("[White Ana]").getLeft().code());
  }

  @Test
  void anotherGamesRecordIsRefused() {
    RecordProblem p = NOTATION.readRecord("[Game \"diamonds\"]\n1. Ke2 *").getLeft();
    assertEquals(new RecordProblem.WrongGame("mini-diamonds", "diamonds"), p);
    RecordProblem v = NOTATION.readRecord("[Game \"mini-diamonds\"]\n[Variant \"big\"]\n*").getLeft();
    assertEquals(new RecordProblem.WrongGame("mini-diamonds", "mini-diamonds:big"), v);
  }

  @Test
  void aBadStartPositionIsRefusedWithTheGamesProblems() {
    RecordProblem p = NOTATION.readRecord("[FEN \"8/8/8/8/8/8/1k6/K7 w 0 0 0 0\"]\n*").getLeft();
    RecordProblem.BadStart bad = assertInstanceOf(RecordProblem.BadStart.class, p);
    assertInstanceOf(PositionProblem.Invalid.class, bad.problem());
  }

  @Test
  void tagValuesEscapeQuotesAndBackslashes() {
    String text = RecordText.write(GameRecord.of(MINI.start()), LinkedHashMap.of(Tags.WHITE, "Ana \"the\" \\ best"));
    assertTrue(text.contains("[White \"Ana \\\"the\\\" \\\\ best\"]"), text);
    assertEquals("Ana \"the\" \\ best", RecordText.parse(text).get().tag(Tags.WHITE).get());
  }

  @Test
  void m2_aMatchRecordHoldsBothRoundsWithColoursSwapped() {
    GameRecord<MiniPosition> one = playOut(MINI.start(), 1L);
    GameRecord<MiniPosition> two = playOut(MINI.start(), 2L);
    String text = NOTATION.writeMatch(Array.of(one, two), "Ana", "Robot", LinkedHashMap.of(Tags.EVENT, "Club"));
    Seq<Either<RecordProblem, RecordReading<MiniPosition>>> rounds = NOTATION.readRecords(text);
    assertEquals(2, rounds.size());
    RecordReading<MiniPosition> r1 = rounds.get(0).get();
    RecordReading<MiniPosition> r2 = rounds.get(1).get();
    assertEquals(LinkedHashMap.of(Tags.EVENT, "Club", Tags.ROUND, "1", Tags.WHITE, "Ana", Tags.BLACK, "Robot"),
        r1.text().tags().filterKeys(k -> Array.of(Tags.EVENT, Tags.ROUND, Tags.WHITE, Tags.BLACK).contains(k)));
    assertEquals("2", r2.text().tag(Tags.ROUND).get());
    assertEquals("Robot", r2.text().tag(Tags.WHITE).get());
    assertEquals("Ana", r2.text().tag(Tags.BLACK).get());
    assertEquals(one.moves(), r1.moves());
    assertEquals(two.moves(), r2.moves());
  }

  @Test
  void m5_m8_aRoundThePlayersEndedReadsBackEndedTheSameWay() {
    GameRecord<MiniPosition> r = GameRecord.of(MINI.start());
    r = r.play(NOTATION.readMove(r.current(), "Kb2").get()).get();
    for (GameRecord<MiniPosition> ended : Array.of(r.agreeDraw().get(), r.resign(Side.WHITE).get(),
        r.resign(Side.BLACK).get())) {
      String text = NOTATION.writeRecord(ended, PLAYERS);
      RecordReading<MiniPosition> back = NOTATION.readRecord(text).get();
      assertTrue(back.isComplete(), text);
      assertEquals(ended.outcome(), back.record().outcome(), text);
      assertEquals(text, NOTATION.writeRecord(back.record(), PLAYERS), "the record writes back the same");
    }
    assertTrue(NOTATION.writeRecord(r.resign(Side.WHITE).get(), PLAYERS).contains("[Termination \"White resigned (M-8).\"]"));
    assertTrue(NOTATION.writeRecord(r.agreeDraw().get(), PLAYERS).contains("[Termination \"The players agreed a draw.\"]"));
    // a record written with the termination's code, as before, still reads back ended
    String old = NOTATION.writeRecord(r.resign(Side.WHITE).get(), PLAYERS)
        .replace("White resigned (M-8).", Termination.RESIGNATION.code());
    assertEquals(r.resign(Side.WHITE).get().outcome(), NOTATION.readRecord(old).get().record().outcome());
  }

  @Test
  void endingTagsThatDoNotFitTheResultLeaveTheRoundAsTheMovesLeftIt() {
    String resignedButDrawn = "[Termination \"termination.resignation\"]\n\n1. Ka1-b2 1/2-1/2\n";
    assertTrue(NOTATION.readRecord(resignedButDrawn).get().record().outcome().isEmpty());
    String agreedButWon = "[Termination \"termination.agreement\"]\n\n1. Ka1-b2 1-0\n";
    assertTrue(NOTATION.readRecord(agreedButWon).get().record().outcome().isEmpty());
    String pdnResignation = "[Termination \"termination.resignation\"]\n\n1. Ka1-b2 0-2\n";
    assertEquals(Side.BLACK, NOTATION.readRecord(pdnResignation).get().record().outcome().get().winner().get());
  }

  @Test
  void pdnResultsAreRead() {
    assertEquals("2-0", RecordText.parse("1. 22-18 2-0").get().result().get());
    assertEquals(Array.of("22-18"), RecordText.parse("1. 22-18 1-1").get().moves());
  }

  @Test
  void aFinishedRoundRefusesMoreMovesWithGameOver() {
    GameRecord<MiniPosition> r = playOut(MINI.start(), 3L);
    String text = NOTATION.writeRecord(r, LinkedHashMap.empty());
    String longer = text.replace(RecordText.result(r.outcome()) + "\n", "Ka1-a2 *\n");
    RecordReading<MiniPosition> back = NOTATION.readRecord(longer).get();
    assertEquals(r.moves(), back.moves());
    Resolution.Illegal why = assertInstanceOf(Resolution.Illegal.class, back.error().get().reason());
    assertInstanceOf(MoveRejection.GameOver.class, why.rejection());
  }
}
