package io.github.tabla.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.testgames.MiniDiamonds;
import io.github.tabla.testgames.MiniPosition;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/** The {@code .perft} format and its runner. */
class PerftFixturesTest {
  private static final MiniDiamonds GAME = new MiniDiamonds();

  @Test
  void readsIdsPositionsMovesAndCounts() {
    Seq<PerftFixture> f = PerftFixtures.parse("""
        # a comment
        id start
        perft 1 3

        id later
        epd b1 c3 b2,c2,b3 1 1 0 1 w
        moves a1-b1
        perft 2 18
        """).get();
    assertEquals(2, f.size());
    assertEquals("start", f.get(0).id());
    assertEquals(Option.none(), f.get(0).position());
    assertEquals(new PerftFixture.Count(1, 3), f.get(0).counts().head());
    assertEquals(Option.some("b1 c3 b2,c2,b3 1 1 0 1 w"), f.get(1).position());
    assertEquals("a1-b1", f.get(1).moves().head());
    assertEquals(5, f.get(1).line());
  }

  @Test
  void syntaxErrorsNameTheLine() {
    assertEquals("line 1: expected \"id <name>\" first, found \"perft 1 3\"",
        PerftFixtures.parse("perft 1 3").getLeft());
    assertEquals("line 2: expected \"perft <depth> <nodes>\", found \"perft 1\"",
        PerftFixtures.parse("id x\nperft 1").getLeft());
    assertEquals("line 2: expected two numbers in \"perft one 3\"", PerftFixtures.parse("id x\nperft one 3").getLeft());
    assertEquals("line 2: expected id, epd, position, moves or perft, found \"fen2\"",
        PerftFixtures.parse("id x\nfen2 abc").getLeft());
    assertTrue(PerftFixtures.resource(PerftFixturesTest.class, "missing.perft").getLeft().contains("no resource"));
  }

  @Test
  void aWrongCountFailsWithTheFixtureAndItsLine() {
    PerftFixture f = PerftFixtures.parse("id start\nperft 2 9\n").get().head();
    AssertionError e = assertThrows(AssertionError.class,
        () -> PerftFixtures.check(GAME, f, Option.none(), MoveReader.squares(), 1_000L));
    assertEquals("fixture start (line 1): perft(2) is 8, expected 9", e.getMessage());
  }

  @Test
  void countsAboveTheNodeCapAreSkipped() {
    PerftFixture f = PerftFixtures.parse("id start\nperft 1 3\nperft 3 1000000\n").get().head();
    assertEquals(1, PerftFixtures.check(GAME, f, Option.none(), MoveReader.squares(), 10L).size());
  }

  @Test
  void aPositionTextNeedsAReader() {
    PerftFixture f = PerftFixtures.parse("id t\nposition b1 c3 b2,c2,b3 1 1 0 1 w\nperft 1 3\n").get().head();
    AssertionError e = assertThrows(AssertionError.class,
        () -> PerftFixtures.check(GAME, f, Option.none(), MoveReader.squares(), 10L));
    assertTrue(e.getMessage().contains("no PositionReader"), e.getMessage());
    PerftFixtures.check(GAME, f, Option.some(MiniText.format(GAME)), MoveReader.<MiniPosition>squares(), 10L);
  }

  @Test
  void anIllegalMoveInAFixtureIsReported() {
    PerftFixture f = PerftFixtures.parse("id bad\nmoves a1-c3\nperft 1 3\n").get().head();
    AssertionError e = assertThrows(AssertionError.class,
        () -> PerftFixtures.check(GAME, f, Option.none(), MoveReader.squares(), 10L));
    assertTrue(e.getMessage().contains("the move a1-c3"), e.getMessage());
  }
}
