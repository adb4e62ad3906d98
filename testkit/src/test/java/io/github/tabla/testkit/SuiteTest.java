package io.github.tabla.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Move;
import io.github.tabla.core.RepetitionRule;
import io.github.tabla.core.Role;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.Termination;
import io.github.tabla.core.record.GameRecord;
import io.github.tabla.testgames.MiniDiamonds;
import io.github.tabla.testgames.MiniPosition;
import io.github.tabla.testkit.Mutant.Mutation;
import io.github.tabla.testkit.Mutant.Pos;
import io.github.tabla.testkit.junit.GameConformanceTest;
import io.vavr.collection.Array;
import io.vavr.control.Option;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;

/** The suite's settings, its plain-Java entry point and the JUnit adapter. */
class SuiteTest {
  private static final MiniDiamonds GAME = new MiniDiamonds();

  @Test
  void checkAllPassesForMiniDiamondsThroughThePlainJavaApi() {
    Conformance.of(GAME).withPlayouts(30).checkAll();
  }

  @Test
  void theDefaultBudgetIsSeededAndSized() {
    Conformance<MiniPosition> suite = Conformance.of(GAME);
    assertEquals(Long.getLong("tabla.seed", Conformance.DEFAULT_SEED), suite.seed());
    assertEquals(Boolean.getBoolean("tabla.deep"), suite.isDeep());
    assertEquals(suite.isDeep() ? 1000 : 100, suite.playouts());
    assertEquals(suite.isDeep() ? 3 : 2, suite.perftDepth());
    assertEquals(12, ConformanceProperty.values().length);
    assertEquals("7 perft", ConformanceProperty.PERFT.title());
  }

  @Test
  void knobsReturnChangedCopies() {
    Conformance<MiniPosition> suite = Conformance.of(GAME);
    Conformance<MiniPosition> changed = suite.withSeed(5L).withPlayouts(7).withPerftDepth(4, 99L).withThreads(3)
        .withCandidates(10).withSetupsPerPosition(2);
    assertEquals(Conformance.of(GAME).seed(), suite.seed());
    assertEquals(5L, changed.seed());
    assertEquals(7, changed.playouts());
    assertEquals(4, changed.perftDepth());
    assertEquals(99L, changed.nodeCap());
    assertEquals(3, changed.threads());
    assertEquals(10, changed.candidates());
    assertEquals(2, changed.setupsPerPosition());
  }

  @Test
  void theJunitAdapterMakesOneTestPerPropertyThenOnePerFixture() {
    GameConformanceTest<MiniPosition> adapter = new GameConformanceTest<>(Conformance.of(GAME)
        .withPerftFixtures(PerftFixtures.parse("id start\nperft 1 3\nperft 12 999999999\n").get())
        .withFixtureNodeCap(1_000L)) {
    };
    List<String> names = adapter.conformance().map(DynamicNode::getDisplayName).collect(Collectors.toList());
    assertEquals(12, names.size());
    assertEquals("1 legal-moves", names.get(0));
    assertEquals("10 setup-validation", names.get(9));
    assertEquals("11 null-arguments", names.get(10));
    assertTrue(names.get(11).startsWith("perft start (1 of 2 depths"), names.get(11));
  }

  @Test
  void aGameWithoutAMaximumLengthIsPlayedToTheCap() {
    Mutant endless = new Mutant("no-declared-maximum", new Mutation() {
      @Override
      public Option<Integer> maxPlies(Option<Integer> declared) {
        return Option.none();
      }
    });
    Conformance.of(endless).withPlayoutCap(6).check(ConformanceProperty.ROUND_ENDS);
  }

  @Test
  void p8_aGameWithARepetitionRulePassesTheGameRecordProperty() {
    // positions equal by their board alone repeat when both kings step out and back; the second
    // occurrence ends the round drawn, and the record then refuses every move
    Mutant repeating = new Mutant("repeating-mini", new Mutation() {
      @Override
      public boolean same(Pos a, Pos b) {
        return MutantsTest.sameBoard(a, b);
      }

      @Override
      public int hashCode(Pos p) {
        MiniPosition i = p.inner();
        return Objects.hash(i.king(Side.WHITE), i.king(Side.BLACK), i.diamonds(), i.score(), i.sideToMove());
      }

      @Override
      public Option<RepetitionRule> repetitionRule() {
        return Option.some(new RepetitionRule(2, Termination.of("mini.end.no-moves", "MINI-6")));
      }
    });
    Conformance.of(repeating).withPlayouts(300).check(ConformanceProperty.GAME_RECORD);
    Pos start = repeating.start();
    Playout<Pos> outAndBack = Playout.ofMoves(start, Array.of(
        Move.PieceMove.step(Side.WHITE, Role.KING, Square.A1,
            Square.A2),
        Move.PieceMove.step(Side.BLACK, Role.KING, Square.D4,
            Square.D3),
        Move.PieceMove.step(Side.WHITE, Role.KING, Square.A2,
            Square.A1),
        Move.PieceMove.step(Side.BLACK, Role.KING, Square.D3,
            Square.D4)));
    GameRecord<Pos> record = GameRecord.ofMoves(start, outAndBack.moves()).get();
    assertEquals(2, record.repetitions());
    assertTrue(record.isOver());
    Properties.gameRecordAgrees(start, outAndBack.moves());
  }

  @Test
  void checkAllReportsEveryBrokenPropertyOfAGame() {
    Mutant broken = new Mutant("identity-hash-code", new Mutation() {
      @Override
      public int hashCode(Pos p) {
        return System.identityHashCode(p);
      }
    });
    AssertionError e = assertThrows(AssertionError.class, () -> Conformance.of(broken).withPlayouts(20).checkAll());
    assertTrue(e instanceof ConformanceFailure);
    assertEquals(ConformanceProperty.HASHING, ((ConformanceFailure) e).property());
    // the record property breaks too, attached to the first failure
    assertTrue(Array.of(e.getSuppressed()).exists(s -> s instanceof ConformanceFailure c
        && c.property() == ConformanceProperty.GAME_RECORD));
  }
}
