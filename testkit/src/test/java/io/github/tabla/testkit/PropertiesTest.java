package io.github.tabla.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.Score;
import io.github.tabla.core.Square;
import io.github.tabla.testgames.MiniDiamonds;
import io.github.tabla.testgames.MiniPosition;
import io.vavr.collection.Array;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/** The plain-Java checks, called directly as another test framework would. */
class PropertiesTest {
  private static final MiniDiamonds GAME = new MiniDiamonds();

  @Test
  void everyCheckPassesOnAPositionOfMiniDiamonds() {
    Playout<MiniPosition> p = Playout.of(GAME.start(), new int[] {0, 0, 1});
    MiniPosition q = p.last();
    MessageTexts texts = MessageTexts.of(GAME);
    Properties.legalMovesEmptyIffOutcome(q);
    Properties.legalMovesDeterministic(q);
    Properties.everyLegalMovePlays(q);
    Properties.candidatesAnswered(q, Candidates.of(q, 1L, 64), texts);
    Properties.equalsAndHashCodeLaws(q);
    Properties.incrementalHashMatchesScratch(q);
    Properties.equalPositionsHashEqual(q, p.start());
    Properties.setupRoundTrips(q);
    Properties.positionTextRoundTrips(q, MiniText.format(GAME));
    Properties.moveTextsRoundTrip(q, MoveFormat.squares());
    Properties.scoreAgreesWithOutcome(q, Option.some(Score.of(4, 4)), texts);
    Properties.turnsAdvance(p.positions().get(2), p.moves().get(2), q);
    Properties.perftAgrees(q, 3, 1_000_000L);
    Properties.gameRecordAgrees(GAME.start(), p.moves());
    Properties.answersAgreeAcrossThreads(p.positions(), 4);
  }

  @Test
  void typedPerftCountsThroughTheTypedApi() {
    assertEquals(8L, Properties.typedPerft(GAME.start(), 2));
    assertEquals(GAME.start().perft(4), Properties.typedPerft(GAME.start(), 4));
  }

  @Test
  void aRoundPastItsMaximumIsAViolationAtThatPly() {
    Playout<MiniPosition> p = Playout.of(GAME.start(), new int[10]);
    Properties.roundEndsWithin(p.positions(), 10);
    PropertyViolation v = assertThrows(PropertyViolation.class, () -> Properties.roundEndsWithin(p.positions(), 9));
    assertEquals(9, v.index());
  }

  @Test
  void aCandidateInAFinishedRoundMustBeGameOver() {
    MiniPosition over = Playout.of(GAME.start(), new int[10]).last();
    Properties.candidateAnswered(over, new Candidate.Gesture(Square.B1, Square.C1), MessageTexts.of(GAME));
    assertTrue(over.moveFor(Square.B1, Square.C1).getLeft() instanceof MoveRejection.GameOver);
  }

  @Test
  void messageTextsNameWhatIsMissing() {
    MessageTexts texts = MessageTexts.of(GAME);
    assertEquals(Array.empty(), texts.missing("mini.kings-touch"));
    assertEquals(Array.empty(), texts.missing("move.no-piece"));
    assertEquals(Array.of("undeclared: mini.typo"), texts.missing("mini.typo"));
    AssertionError e = assertThrows(AssertionError.class,
        () -> texts.requireTexts(MoveRejection.RuleBroken.of("mini.typo", "MINI-1")));
    assertTrue(e.getMessage().contains("is neither in the game's messageCodes() nor in the core bundle"),
        e.getMessage());
  }
}
