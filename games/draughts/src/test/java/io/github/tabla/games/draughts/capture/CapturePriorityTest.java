package io.github.tabla.games.draughts.capture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.Comparator;
import org.junit.jupiter.api.Test;

/** The capture priorities as a reusable API: the Italian preset, and orders of other rules. */
class CapturePriorityTest {
  private static final Capture MAN_ONE = Capture.of(1, false);
  private static final Capture MAN_TWO = Capture.of(2, false);
  private static final Capture KING_ONE = Capture.of(1, true);
  private static final Capture KING_TWO = Capture.of(2, true);
  private static final Capture KING_TWO_KING_AT_2 = Capture.of(2, true, 2);
  private static final Capture KING_TWO_KING_AT_1 = Capture.of(2, true, 1);
  private static final Capture KING_THREE_KINGS_1_3 = Capture.of(3, true, 1, 3);
  private static final Capture KING_THREE_KINGS_1_2 = Capture.of(3, true, 1, 2);

  @Test
  void id10_theItalianOrderAppliesTheFourCriteriaInTurn() {
    Seq<Capture> all = Array.of(MAN_ONE, MAN_TWO, KING_ONE, KING_TWO, KING_TWO_KING_AT_2, KING_TWO_KING_AT_1);
    assertEquals(Array.of(KING_TWO_KING_AT_1), CapturePriority.ITALIAN.mustPlay(all));
    assertEquals(Array.of(KING_TWO_KING_AT_1, KING_TWO_KING_AT_2, KING_TWO, MAN_TWO, KING_ONE, MAN_ONE),
        all.sorted(CapturePriority.ITALIAN.comparator()));
  }

  @Test
  void id10_whyNotNamesTheCriterionAndTheCapturesToPlay() {
    Seq<Capture> all = Array.of(MAN_ONE, MAN_TWO, KING_ONE, KING_TWO, KING_TWO_KING_AT_2, KING_TWO_KING_AT_1);
    assertEquals(Criterion.MOST_PIECES, CapturePriority.ITALIAN.whyNot(KING_ONE, all).get().criterion());
    assertEquals(Criterion.WITH_KING, CapturePriority.ITALIAN.whyNot(MAN_TWO, all).get().criterion());
    assertEquals(Criterion.MOST_KINGS, CapturePriority.ITALIAN.whyNot(KING_TWO, all).get().criterion());
    Ruling<Capture> r = CapturePriority.ITALIAN.whyNot(KING_TWO_KING_AT_2, all).get();
    assertEquals(Criterion.EARLIEST_KING, r.criterion());
    assertEquals(Array.of(KING_TWO_KING_AT_1), r.instead());
    assertEquals("1", r.requiredMeasure());
    assertEquals("2", r.candidateMeasure());
    assertTrue(CapturePriority.ITALIAN.whyNot(KING_TWO_KING_AT_1, all).isEmpty());
  }

  @Test
  void id10_4_theRulesExampleComparesJumpNumbersLexicographically() {
    // W:WK30:BK26,K27,K18,20,10,K12 -- 30x21x14x5 takes kings at jumps 1 and 2, 30x23x16x7 at 1 and 3
    assertTrue(Criterion.EARLIEST_KING.prefers(KING_THREE_KINGS_1_2, KING_THREE_KINGS_1_3));
    assertEquals("ID-10.4", CapturePriority.ITALIAN.decidingCriterion(KING_THREE_KINGS_1_2, KING_THREE_KINGS_1_3)
        .get().ruleId());
    // alone, the criterion also prefers the capture that goes on meeting kings
    assertTrue(Criterion.EARLIEST_KING.prefers(Capture.of(3, true, 1, 3), Capture.of(3, true, 1)));
    assertTrue(Criterion.EARLIEST_KING.prefers(Capture.of(3, true, 3), Capture.of(3, true)));
  }

  @Test
  void mostPiecesAloneIsTheInternationalOrder() {
    CapturePriority mostPieces = CapturePriority.of(Criterion.MOST_PIECES);
    Seq<Capture> all = Array.of(MAN_ONE, MAN_TWO, KING_ONE, KING_TWO_KING_AT_2);
    assertEquals(Array.of(MAN_TWO, KING_TWO_KING_AT_2), mostPieces.mustPlay(all));
    assertTrue(mostPieces.whyNot(MAN_TWO, all).isEmpty(), "a man's capture of two is a free choice there");
    assertEquals(Criterion.MOST_PIECES, mostPieces.whyNot(KING_ONE, all).get().criterion());
  }

  @Test
  void mostValueWeighsMenAndKings() {
    // Frisian draughts' worth: a king a little less than two men
    Criterion byValue = Criterion.mostValue("FR-10.1", 10, 19);
    Capture twoKings = new Capture(2, false, Array.of(1, 2));
    Capture threeMen = new Capture(3, false, Array.empty());
    Capture oneKing = new Capture(1, true, Array.of(1));
    Capture twoMen = new Capture(2, false, Array.empty());
    assertTrue(byValue.prefers(twoKings, threeMen));
    assertTrue(byValue.prefers(twoMen, oneKing));
    assertEquals(0, byValue.compare(new Capture(2, false, Array.of(2)), new Capture(2, true, Array.of(1))));
    assertEquals(38, byValue.measure().apply(twoKings));
    assertEquals("FR-10.1", byValue.ruleId());
    assertEquals("draughts.capture.priority.most-value", byValue.code());
    // with equal worth a king's capture first: the Frisian order
    CapturePriority frisian = CapturePriority.of(byValue, Criterion.WITH_KING.forRule("FR-10.2"));
    assertEquals(Array.of(oneKing), frisian.mustPlay(Array.of(oneKing, new Capture(1, false, Array.of(1)))));
    assertThrows(IllegalArgumentException.class, () -> Criterion.mostValue("FR-10.1", 0, 19));
    assertThrows(NullPointerException.class, () -> Criterion.mostValue(null, 10, 19));
  }

  @Test
  void freeChoiceIsTheEnglishOrder() {
    Seq<Capture> all = Array.of(MAN_ONE, KING_TWO);
    assertEquals(all, CapturePriority.FREE_CHOICE.mustPlay(all));
    assertTrue(CapturePriority.FREE_CHOICE.whyNot(MAN_ONE, all).isEmpty());
  }

  @Test
  void anOrderOfYourOwnWithACriterionOfYourOwn() {
    Criterion withMan = Criterion.of("with-man", "MY-2", "my.capture.with-man", Comparator.comparing(Capture::byKing));
    CapturePriority mine = CapturePriority.of(Criterion.MOST_PIECES).then(withMan);
    Seq<Capture> possible = Array.of(MAN_ONE, KING_TWO, MAN_TWO);
    assertEquals(Array.of(MAN_TWO), mine.mustPlay(possible));
    Ruling<Capture> r = mine.whyNot(KING_TWO, possible).get();
    assertEquals("with-man", r.criterion().name());
    assertEquals("my.capture.with-man", r.criterion().code());
    assertEquals(Array.of(MAN_TWO), r.instead());
    assertEquals("CapturePriority[most-pieces, with-man]", mine.toString());
  }

  @Test
  void criteriaComposeAsComparators() {
    Comparator<Capture> kingsThenPieces = Criterion.MOST_KINGS.thenComparing(Criterion.MOST_PIECES);
    assertEquals(Array.of(KING_TWO_KING_AT_1, KING_TWO, MAN_ONE),
        Array.of(MAN_ONE, KING_TWO, KING_TWO_KING_AT_1).sorted(kingsThenPieces));
  }

  @Test
  void capturesOfAnyTypeAreRankedThroughADescription() {
    record Named(String name, Capture capture) {}
    Seq<Named> moves = Array.of(new Named("11x2", KING_ONE), new Named("11x18x27", KING_TWO));
    assertEquals(Array.of("11x18x27"), CapturePriority.ITALIAN.mustPlay(moves, Named::capture).map(Named::name));
    assertEquals("ID-10.1", CapturePriority.ITALIAN.whyNot(moves.head(), moves, Named::capture).get()
        .criterion().ruleId());
  }

  @Test
  void impossibleDescriptionsAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> Capture.of(0, true));
    assertThrows(IllegalArgumentException.class, () -> Capture.of(2, true, 2, 1));
    assertThrows(IllegalArgumentException.class, () -> Capture.of(2, true, 3));
    assertEquals(2, Capture.of(3, true, 1, 3).kingsTaken());
  }

  @Test
  void theJavadocExamplesRunAsWritten() {
    // CapturePriority's class comment
    CapturePriority mostPieces = CapturePriority.of(Criterion.MOST_PIECES);
    CapturePriority free = CapturePriority.FREE_CHOICE;
    CapturePriority mine = CapturePriority.of(Criterion.MOST_PIECES)
        .then(Criterion.of("with-man", "MY-2", "my.capture.with-man",
            Comparator.comparing(Capture::byKing)));
    Seq<Capture> possible = Array.of(Capture.of(1, false), Capture.of(2, true), Capture.of(2, false));
    assertEquals("[king takes 2, man takes 2]", mostPieces.mustPlay(possible).mkString("[", ", ", "]"));
    assertEquals("[man takes 2]", mine.mustPlay(possible).mkString("[", ", ", "]"));
    assertEquals(io.vavr.control.Option.some("with-man"),
        mine.whyNot(Capture.of(2, true), possible).map(r -> r.criterion().name()));
    assertEquals(possible, free.mustPlay(possible));
    // the package comment
    Seq<Capture> kings = Array.of(Capture.of(3, true, 1, 3), Capture.of(3, true, 1, 2), Capture.of(2, true, 1, 2));
    assertEquals("[king takes 3, kings at jumps [1, 2]]",
        CapturePriority.ITALIAN.mustPlay(kings).mkString("[", ", ", "]"));
    assertEquals(io.vavr.control.Option.some("ID-10.4"),
        CapturePriority.ITALIAN.whyNot(kings.head(), kings).map(r -> r.criterion().ruleId()));
    assertEquals(2, CapturePriority.of(Criterion.MOST_PIECES).mustPlay(kings).size());
    // Capture's and Ruling's comments
    assertTrue(CapturePriority.ITALIAN.compare(Capture.of(3, true, 1, 2), Capture.of(3, true, 1, 3)) < 0);
    Ruling<Capture> why = CapturePriority.ITALIAN.whyNot(Capture.of(1, true),
        Array.of(Capture.of(1, true), Capture.of(2, true))).get();
    assertEquals(Criterion.MOST_PIECES, why.criterion());
    assertEquals("[king takes 2]", why.instead().mkString("[", ", ", "]"));
  }
}
