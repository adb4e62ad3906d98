package io.github.tabla.core;

import org.apiguardian.api.API;
import io.vavr.collection.Array;
import io.vavr.control.Option;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.StringJoiner;

/**
 * An immutable set of squares, kept as the 64 bits of a {@code long} (bit {@link Square#index()}).
 *
 * <p>Set operations are single machine instructions, and iteration runs from {@code a1} to {@code h8}.
 *
 * <pre>{@code
 * SquareSet diamonds = SquareSet.of(Square.C3, Square.D3).with(Square.E3);
 * diamonds.contains(Square.D3); // true
 * diamonds.size();              // 3
 * diamonds.toString();          // "{c3, d3, e3}"
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class SquareSet implements Iterable<Square> {
  private static final SquareSet EMPTY = new SquareSet(0L);
  private static final SquareSet FULL = new SquareSet(-1L);

  private final long bits;

  private SquareSet(long bits) {
    this.bits = bits;
  }

  /**
   * The empty set.
   *
   * @return a set with no square
   */
  public static SquareSet empty() {
    return EMPTY;
  }

  /**
   * The set of all 64 squares.
   *
   * @return the full board
   */
  public static SquareSet full() {
    return FULL;
  }

  /**
   * The set whose bit {@code i} is set for every square of index {@code i} in it.
   *
   * @param bits the bitboard
   * @return the set
   */
  public static SquareSet ofBits(long bits) {
    return bits == 0L ? EMPTY : new SquareSet(bits);
  }

  /**
   * The set of the given squares.
   *
   * @param squares the squares, in any order; repeats are ignored
   * @return the set
   */
  public static SquareSet of(Square... squares) {
    long b = 0L;
    for (Square s : squares) {
      b |= 1L << s.index();
    }
    return ofBits(b);
  }

  /**
   * The set of the given squares.
   *
   * @param squares the squares, in any order; repeats are ignored
   * @return the set
   */
  public static SquareSet ofAll(Iterable<Square> squares) {
    Objects.requireNonNull(squares, "squares");
    long b = 0L;
    for (Square s : squares) {
      b |= 1L << s.index();
    }
    return ofBits(b);
  }

  /**
   * The bitboard of this set.
   *
   * @return bit {@code i} set for the square of index {@code i}
   */
  public long bits() {
    return bits;
  }

  /**
   * Whether the square is in the set.
   *
   * @param square the square
   * @return {@code true} when it is
   */
  public boolean contains(Square square) {
    Objects.requireNonNull(square, "square");
    return (bits & (1L << square.index())) != 0L;
  }

  /**
   * This set with one more square.
   *
   * @param square the square to add
   * @return a set containing {@code square}
   */
  public SquareSet with(Square square) {
    Objects.requireNonNull(square, "square");
    return ofBits(bits | (1L << square.index()));
  }

  /**
   * This set without a square.
   *
   * @param square the square to remove
   * @return a set not containing {@code square}
   */
  public SquareSet without(Square square) {
    Objects.requireNonNull(square, "square");
    return ofBits(bits & ~(1L << square.index()));
  }

  /**
   * The squares in this set or in the other.
   *
   * @param other the other set
   * @return the union
   */
  public SquareSet union(SquareSet other) {
    Objects.requireNonNull(other, "other");
    return ofBits(bits | other.bits);
  }

  /**
   * The squares in both sets.
   *
   * @param other the other set
   * @return the intersection
   */
  public SquareSet intersect(SquareSet other) {
    Objects.requireNonNull(other, "other");
    return ofBits(bits & other.bits);
  }

  /**
   * The squares of this set that are not in the other.
   *
   * @param other the other set
   * @return the difference
   */
  public SquareSet minus(SquareSet other) {
    Objects.requireNonNull(other, "other");
    return ofBits(bits & ~other.bits);
  }

  /**
   * The number of squares in the set.
   *
   * @return 0 to 64
   */
  public int size() {
    return Long.bitCount(bits);
  }

  /**
   * Whether the set has no square.
   *
   * @return {@code true} when empty
   */
  public boolean isEmpty() {
    return bits == 0L;
  }

  /**
   * The lowest square of the set (nearest {@code a1} in index order).
   *
   * @return the first square, or none when the set is empty
   */
  public Option<Square> first() {
    return bits == 0L ? Option.none() : Option.some(Square.at(Long.numberOfTrailingZeros(bits)));
  }

  /**
   * The squares in index order ({@code a1} first).
   *
   * @return the squares as a Vavr array
   */
  public Array<Square> toArray() {
    return Array.ofAll(this);
  }

  /**
   * Iterates the squares in index order, {@code a1} first.
   *
   * @return an iterator over a snapshot of this (immutable) set
   */
  @Override
  public Iterator<Square> iterator() {
    return new Iterator<>() {
      private long rest = bits;

      @Override
      public boolean hasNext() {
        return rest != 0L;
      }

      @Override
      public Square next() {
        if (rest == 0L) {
          throw new NoSuchElementException("no more squares in the set");
        }
        int i = Long.numberOfTrailingZeros(rest);
        rest &= rest - 1;
        return Square.at(i);
      }
    };
  }

  /**
   * Two sets are equal when they hold the same squares.
   *
   * @param o the other object
   * @return whether {@code o} is a {@code SquareSet} with the same squares
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof SquareSet other && other.bits == bits;
  }

  /**
   * A hash of the squares.
   *
   * @return a hash of the bitboard
   */
  @Override
  public int hashCode() {
    return Long.hashCode(bits * 0x9E3779B97F4A7C15L);
  }

  /**
   * The squares in braces, for example {@code "{c3, d3}"}.
   *
   * @return the readable form
   */
  @Override
  public String toString() {
    StringJoiner j = new StringJoiner(", ", "{", "}");
    for (Square s : this) {
      j.add(s.text());
    }
    return j.toString();
  }
}
