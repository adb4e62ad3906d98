package io.github.tabla.testkit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.testgames.MiniDiamonds;
import io.github.tabla.testgames.MiniPosition;
import io.vavr.collection.Stream;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The testkit's own property runner: seeded runs, greedy shrinking, clear failures. */
class ForAllTest {
  private static final MiniDiamonds GAME = new MiniDiamonds();

  @Test
  void aPassingPropertyChecksEveryExample() {
    List<Integer> seen = new ArrayList<>();
    ForAll.of(Generators.ints(0, 9)).withExamples(250).check(seen::add);
    assertEquals(250, seen.size());
    assertTrue(seen.stream().allMatch(n -> n >= 0 && n <= 9));
    assertEquals(10, seen.stream().distinct().count(), "every number from 0 to 9 comes up");
  }

  @Test
  void aNumberShrinksToTheSmallestThatStillFails() {
    Option<ForAll.Counterexample<Integer>> found =
        ForAll.of(Generators.ints(0, 1_000_000)).withSeed(7L).falsify(n -> n < 1234);
    assertTrue(found.isDefined());
    assertEquals(1234, found.get().smallest());
    assertTrue(found.get().original() >= 1234);
    assertEquals(7L, found.get().seed());
    assertTrue(found.get().cause().isEmpty(), "the property answered false, it threw nothing");
  }

  @Test
  void choicesShrinkTowardsFewerAndEarlierMoves() {
    // fails as soon as some choice is at least 100: the smallest failing list is that one choice, lowered to 100
    Option<ForAll.Counterexample<int[]>> found = ForAll.of(Generators.choices(60, 100))
        .withShrinkSteps(10_000)
        .falsify(c -> Arrays.stream(c).allMatch(x -> x < 100));
    assertTrue(found.isDefined());
    assertArrayEquals(new int[] {100}, found.get().smallest());
    assertTrue(found.get().original().length >= 30);
  }

  @Test
  void aPlayoutShrinksThroughItsChoices() {
    // "Black never moves": the smallest failing playout is White's first move and Black's first move
    ForAll.Counterexample<Playout<MiniPosition>> c = ForAll.of(Generators.playouts(GAME.start(), 20, 50))
        .falsify(p -> p.plies() < 2).get();
    assertEquals(2, c.smallest().plies());
    assertEquals(io.vavr.collection.Array.of(0, 0), c.smallest().choices(), "the first legal move at each ply");
  }

  @Test
  void aFailureSaysTheSeedTheSmallestValueAndTheCause() {
    PropertyFailure f = assertThrows(PropertyFailure.class, () -> ForAll.of(Generators.ints(0, 500)).withSeed(3L)
        .check(n -> assertTrue(n < 300, "too big: " + n)));
    assertEquals(3L, f.seed());
    assertEquals(300, f.counterexample().smallest());
    assertTrue(f.getMessage().contains("seed: 3"), f.getMessage());
    assertTrue(f.getMessage().contains("smallest: 300"), f.getMessage());
    assertTrue(f.getCause() instanceof AssertionError);
    assertTrue(f.getMessage().contains("too big: 300"), f.getMessage());
  }

  @Test
  void anExceptionIsAFailureToo() {
    ForAll.Counterexample<Integer> c = ForAll.of(Generators.ints(-50, 50)).falsify(n -> 100 / n > -1000).get();
    assertEquals(0, c.smallest());
    assertTrue(c.cause().get() instanceof ArithmeticException);
  }

  @Test
  void theSeedReplaysTheRunAndAnotherSeedDoesNot() {
    List<String> a = new ArrayList<>();
    List<String> b = new ArrayList<>();
    List<String> other = new ArrayList<>();
    ForAll.of(Generators.choices(30, 0)).withSeed(5L).withExamples(20).check(c -> a.add(Arrays.toString(c)));
    ForAll.of(Generators.choices(30, 0)).withSeed(5L).withExamples(20).check(c -> b.add(Arrays.toString(c)));
    ForAll.of(Generators.choices(30, 0)).withSeed(6L).withExamples(20).check(c -> other.add(Arrays.toString(c)));
    assertEquals(a, b);
    assertNotEquals(a, other);
  }

  @Test
  void shrinkingStopsWithinItsBudget() {
    ForAll.Counterexample<int[]> c = ForAll.of(Generators.choices(60, 100)).withShrinkSteps(0)
        .falsify(x -> false).get();
    assertEquals(0, c.shrinkSteps());
    assertArrayEquals(c.original(), c.smallest());
    ForAll.Counterexample<int[]> some = ForAll.of(Generators.choices(60, 100)).withShrinkSteps(3)
        .falsify(x -> false).get();
    assertTrue(some.shrinkSteps() <= 3);
  }

  @Test
  void shrinkableValuesMapAndZip() {
    Shrinkable<Integer> n = Shrinkable.of(8, v -> v > 0 ? List.of(v / 2) : List.of());
    assertEquals(Stream.of(4), n.shrinks().map(Shrinkable::value));
    assertEquals(Stream.of("2"), n.shrinks().head().map(String::valueOf).shrinks().map(Shrinkable::value));
    Shrinkable<String> pair = n.zip(Shrinkable.unshrinkable("x"), (a, s) -> s + a);
    assertEquals("x8", pair.value());
    assertEquals(Stream.of("x4"), pair.shrinks().map(Shrinkable::value));
    assertTrue(Shrinkable.unshrinkable(1).shrinks().isEmpty());
    Generator<String> g = Generators.ints(1, 1).zip(Generators.ints(2, 2), (a, b) -> a + "," + b);
    assertEquals("1,2", g.generate(new SplittableRandom(1L)).value());
  }

  @Test
  void badSettingsAreRefusedClearly() {
    assertEquals("examples must be at least 1, not 0",
        assertThrows(IllegalArgumentException.class, () -> ForAll.of(Generators.ints(0, 1)).withExamples(0))
            .getMessage());
    assertEquals("shrink steps must not be negative, not -1",
        assertThrows(IllegalArgumentException.class, () -> ForAll.of(Generators.ints(0, 1)).withShrinkSteps(-1))
            .getMessage());
    assertEquals("no whole number from 3 to 2",
        assertThrows(IllegalArgumentException.class, () -> Generators.ints(3, 2)).getMessage());
    assertFalse(ForAll.of(Generators.ints(Integer.MIN_VALUE, Integer.MAX_VALUE)).falsify(n -> true).isDefined());
  }
}
