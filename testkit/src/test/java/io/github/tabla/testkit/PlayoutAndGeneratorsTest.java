package io.github.tabla.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Move;
import io.github.tabla.core.Setup;
import io.github.tabla.testgames.MiniDiamonds;
import io.github.tabla.testgames.MiniPosition;
import io.vavr.collection.Array;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Playouts, generators, candidates and setup mutations. */
class PlayoutAndGeneratorsTest {
  private static final MiniDiamonds GAME = new MiniDiamonds();

  @Test
  void choicesAreTakenModuloTheLegalMoves() {
    // a1 has three steps, b1 a2 b2 in square order; 4 is the second, 5 the third
    Playout<MiniPosition> p = Playout.of(GAME.start(), new int[] {4, -1});
    assertEquals("a1-a2", p.moves().get(0).toString());
    assertEquals(Array.of(1, 2), p.choices());
    assertEquals(3, p.positions().size());
    assertEquals(Playout.of(GAME.start(), new int[] {1, 2}).moves(), p.moves());
  }

  @Test
  void aPlayoutStopsWhenTheRoundEnds() {
    Playout<MiniPosition> p = Playout.of(GAME.start(), new int[40]);
    assertEquals(2 * MiniDiamonds.MOVE_LIMIT, p.plies());
    assertTrue(p.last().isOver());
    Playout<MiniPosition> end = Playout.toTheEnd(GAME.start(), new int[] {2}, 100);
    assertEquals("a1-b2", end.moves().head().toString());
    assertTrue(end.last().isOver());
  }

  @Test
  void aReplayMakesNewPositionsEqualToTheOldOnes() {
    Playout<MiniPosition> p = Playout.of(GAME.start(), new int[] {1, 1, 1});
    Array<MiniPosition> again = p.replay(GAME.start());
    assertEquals(p.positions(), again);
    assertTrue(p.positions().zip(again).forAll(t -> t._1 != t._2));
    assertEquals(p.moves(), Playout.ofMoves(GAME.start(), p.moves()).moves());
  }

  @Test
  void generatedPositionsSatisfyProperty1() {
    ForAll.of(Generators.positions(GAME.start(), 10, 50)).withSeed(1L).withExamples(200)
        .check(Properties::legalMovesEmptyIffOutcome);
  }

  @Test
  void theLongGameBiasDrawsLongerPlayouts() {
    List<Integer> plain = new ArrayList<>();
    List<Integer> biased = new ArrayList<>();
    ForAll.of(Generators.choices(100, 0)).withSeed(3L).withExamples(300).check(c -> plain.add(c.length));
    ForAll.of(Generators.choices(100, 100)).withSeed(3L).withExamples(300).check(c -> biased.add(c.length));
    assertTrue(biased.stream().allMatch(n -> n >= 50), "every biased length is in the upper half");
    assertTrue(plain.stream().anyMatch(n -> n < 50));
  }

  @Test
  void generatorsAreReproducibleFromTheirSeed() {
    List<String> first = new ArrayList<>();
    List<String> second = new ArrayList<>();
    ForAll.of(Generators.playouts(GAME.start(), 10, 30)).withSeed(11L).withExamples(50)
        .check(p -> first.add(p.toString()));
    ForAll.of(Generators.playouts(GAME.start(), 10, 30)).withSeed(11L).withExamples(50)
        .check(p -> second.add(p.toString()));
    assertEquals(first, second);
  }

  @Test
  void mutatedSetupsAreValidatedWithoutExceptions() {
    MessageTexts texts = MessageTexts.of(GAME);
    ForAll.of(Generators.setups(GAME.start(), 10, 3)).withSeed(5L).withExamples(300)
        .check(s -> Properties.setupValidated(GAME, s, texts));
  }

  @Test
  void everyMutationSaysWhatItChanged() {
    Setup start = GAME.start().toSetup();
    SplittableRandom random = new SplittableRandom(9L);
    for (SetupMutation m : SetupMutation.values()) {
      MutatedSetup changed = m.apply(MutatedSetup.of(start), random);
      assertEquals(1, changed.changes().size());
      assertEquals(start, changed.original());
    }
    assertTrue(!SetupMutation.FLIP_TURN.apply(MutatedSetup.of(start), random).setup().equals(start));
    assertEquals(SetupMutation.mutate(start, new SplittableRandom(4L), 3),
        SetupMutation.mutate(start, new SplittableRandom(4L), 3));
  }

  @Test
  void candidatesIncludeEveryNearMissFromTheMoversPiecesAndAreReproducible() {
    MiniPosition start = GAME.start();
    Array<Candidate> c = Candidates.of(start, 42L, 64);
    assertEquals(c, Candidates.of(start, 42L, 64));
    assertTrue(c.count(x -> x instanceof Candidate.Gesture g && g.from() == io.github.tabla.core.Square.A1) >= 64);
    assertTrue(c.exists(x -> x instanceof Candidate.Value v && v.move().isPass()));
    assertTrue(c.exists(x -> x instanceof Candidate.Path p && p.squares().isEmpty()));
    Properties.candidatesAnswered(start, c, MessageTexts.of(GAME));
  }

  @Test
  void theMoveReaderReadsSquarePathsAndPasses() {
    MiniPosition start = GAME.start();
    MoveReader<MiniPosition> reader = MoveReader.squares();
    assertEquals(Move.PieceMove.step(io.github.tabla.core.Side.WHITE, io.github.tabla.core.Role.KING,
        io.github.tabla.core.Square.A1, io.github.tabla.core.Square.B2), reader.read(start, "a1-b2").get());
    assertTrue(reader.read(start, "a1-z9").isLeft());
    assertTrue(reader.read(start, "a1-c3").isLeft());
    assertTrue(reader.read(start, "--").isLeft(), "no pass at the start");
  }
}
