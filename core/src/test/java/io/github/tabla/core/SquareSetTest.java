package io.github.tabla.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.Array;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class SquareSetTest {

  @Test
  void setOperationsAgreeWithTheirDefinitions() {
    SplittableRandom random = new SplittableRandom(7);
    for (int i = 0; i < 1000; i++) {
      SquareSet a = SquareSet.ofBits(random.nextLong());
      SquareSet b = SquareSet.ofBits(random.nextLong());
      for (Square s : BoardShape.EIGHT_BY_EIGHT.squares()) {
        assertEquals(a.contains(s) || b.contains(s), a.union(b).contains(s));
        assertEquals(a.contains(s) && b.contains(s), a.intersect(b).contains(s));
        assertEquals(a.contains(s) && !b.contains(s), a.minus(b).contains(s));
      }
      assertEquals(a, SquareSet.ofAll(a));
      assertEquals(a.size(), a.toArray().size());
    }
  }

  @Test
  void iteratesInIndexOrder() {
    SquareSet s = SquareSet.of(Square.H8, Square.A1, Square.E4);
    assertEquals(Array.of(Square.A1, Square.E4, Square.H8), s.toArray());
    assertEquals("{a1, e4, h8}", s.toString());
    assertEquals(Square.A1, s.first().get());
    assertTrue(SquareSet.empty().first().isEmpty());
  }

  @Test
  void withAndWithoutReturnNewSetsAndLeaveTheOriginal() {
    SquareSet s = SquareSet.of(Square.C3);
    SquareSet more = s.with(Square.D4);
    assertEquals(1, s.size());
    assertEquals(2, more.size());
    assertEquals(s, more.without(Square.D4));
    assertFalse(s.contains(Square.D4));
  }

  @Test
  void equalSetsAreEqualAndHashEqual() {
    SquareSet a = SquareSet.of(Square.B2, Square.G7);
    SquareSet b = SquareSet.ofBits(a.bits());
    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
    assertNotEquals(a, SquareSet.of(Square.B2));
    assertNotEquals(a, (Object) "b2");
    assertEquals(64, SquareSet.full().size());
    assertTrue(SquareSet.empty().isEmpty());
  }

  @Test
  void anExhaustedIteratorSaysSo() {
    Iterator<Square> it = SquareSet.of(Square.A1).iterator();
    it.next();
    assertFalse(it.hasNext());
    assertThrows(NoSuchElementException.class, it::next);
  }

  @Test
  void setsHoldSquaresOffTheEightByEightBoard() {
    BoardShape ten = BoardShape.of(10, 10);
    Square j10 = ten.parse("j10").get();
    Square a9 = ten.parse("a9").get();
    SquareSet set = SquareSet.of(Square.E4, j10).with(a9);
    assertEquals(3, set.size());
    assertTrue(set.contains(j10));
    assertTrue(set.contains(a9));
    assertEquals("{e4, a9, j10}", set.toString());
    assertEquals(java.util.List.of(Square.E4, a9, j10), set.toArray().toJavaList());
    assertEquals(Square.E4, set.first().get());
    assertEquals(j10, set.minus(SquareSet.of(Square.E4, a9)).first().get());
    assertEquals(SquareSet.of(j10), set.intersect(SquareSet.of(j10, Square.A1)));
    assertEquals(SquareSet.ofAll(ten.squares()).size(), 100);
    assertTrue(set.without(j10).without(a9).equals(SquareSet.of(Square.E4)));
    assertEquals(1L << Square.E4.index(), set.without(j10).without(a9).bits());
    IllegalStateException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class, set::bits);
    assertTrue(e.getMessage().contains("off the 8 × 8 board"), e.getMessage());
    assertEquals(set, SquareSet.ofAll(set));
    assertEquals(set.hashCode(), SquareSet.ofAll(set).hashCode());
  }
}
