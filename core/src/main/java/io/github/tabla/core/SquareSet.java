package io.github.tabla.core;

import org.apiguardian.api.API;
import io.vavr.collection.Array;
import io.vavr.control.Option;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.StringJoiner;

/**
 * An immutable set of squares. The squares of the 8 &times; 8 board are the 64 bits of a {@code long}
 * (bit {@link Square#index()}), so set operations on them are single machine instructions; squares off
 * that board (on a 10 &times; 10 or 12 &times; 12 board) are kept in three more words.
 *
 * <p>Iteration runs in {@link Square#index() index} order: {@code a1} to {@code h8}, then the squares off
 * the 8 &times; 8 board.
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
  private static final SquareSet EMPTY = new SquareSet(0L, 0L, 0L, 0L);
  private static final SquareSet FULL = new SquareSet(-1L, 0L, 0L, 0L);

  // words[0] is the 8 x 8 board; squares of index 64..255 in the other three
  private final long bits;
  private final long w1;
  private final long w2;
  private final long w3;

  private SquareSet(long bits, long w1, long w2, long w3) {
    this.bits = bits;
    this.w1 = w1;
    this.w2 = w2;
    this.w3 = w3;
  }

  private static SquareSet of(long w0, long w1, long w2, long w3) {
    return (w0 | w1 | w2 | w3) == 0L ? EMPTY : new SquareSet(w0, w1, w2, w3);
  }

  private long word(int w) {
    return w == 0 ? bits : w == 1 ? w1 : w == 2 ? w2 : w3;
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
   * The set of all 64 squares of the 8 &times; 8 board.
   *
   * @return the full 8 &times; 8 board
   */
  public static SquareSet full() {
    return FULL;
  }

  /**
   * The set of squares of the 8 &times; 8 board whose bit {@code i} is set for every square of index
   * {@code i} in it.
   *
   * @param bits the bitboard
   * @return the set
   */
  public static SquareSet ofBits(long bits) {
    return bits == 0L ? EMPTY : new SquareSet(bits, 0L, 0L, 0L);
  }

  /**
   * The set of the given squares.
   *
   * @param squares the squares, in any order; repeats are ignored
   * @return the set
   */
  public static SquareSet of(Square... squares) {
    long[] w = new long[4];
    for (Square s : squares) {
      w[s.index() >>> 6] |= 1L << s.index();
    }
    return of(w[0], w[1], w[2], w[3]);
  }

  /**
   * The set of the given squares.
   *
   * @param squares the squares, in any order; repeats are ignored
   * @return the set
   */
  public static SquareSet ofAll(Iterable<Square> squares) {
    Objects.requireNonNull(squares, "squares");
    long[] w = new long[4];
    for (Square s : squares) {
      w[s.index() >>> 6] |= 1L << s.index();
    }
    return of(w[0], w[1], w[2], w[3]);
  }

  /**
   * The bitboard of this set, which holds only squares of the 8 &times; 8 board.
   *
   * @return bit {@code i} set for the square of index {@code i}
   * @throws IllegalStateException when the set holds a square off the 8 &times; 8 board
   */
  public long bits() {
    if ((w1 | w2 | w3) != 0L) {
      throw new IllegalStateException("the set " + this + " holds squares off the 8 × 8 board: it has no 64-bit bitboard");
    }
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
    return (word(square.index() >>> 6) & (1L << square.index())) != 0L;
  }

  /**
   * This set with one more square.
   *
   * @param square the square to add
   * @return a set containing {@code square}
   */
  public SquareSet with(Square square) {
    Objects.requireNonNull(square, "square");
    long bit = 1L << square.index();
    switch (square.index() >>> 6) {
      case 0:
        return of(bits | bit, w1, w2, w3);
      case 1:
        return of(bits, w1 | bit, w2, w3);
      case 2:
        return of(bits, w1, w2 | bit, w3);
      default:
        return of(bits, w1, w2, w3 | bit);
    }
  }

  /**
   * This set without a square.
   *
   * @param square the square to remove
   * @return a set not containing {@code square}
   */
  public SquareSet without(Square square) {
    Objects.requireNonNull(square, "square");
    long keep = ~(1L << square.index());
    switch (square.index() >>> 6) {
      case 0:
        return of(bits & keep, w1, w2, w3);
      case 1:
        return of(bits, w1 & keep, w2, w3);
      case 2:
        return of(bits, w1, w2 & keep, w3);
      default:
        return of(bits, w1, w2, w3 & keep);
    }
  }

  /**
   * The squares in this set or in the other.
   *
   * @param other the other set
   * @return the union
   */
  public SquareSet union(SquareSet other) {
    Objects.requireNonNull(other, "other");
    return of(bits | other.bits, w1 | other.w1, w2 | other.w2, w3 | other.w3);
  }

  /**
   * The squares in both sets.
   *
   * @param other the other set
   * @return the intersection
   */
  public SquareSet intersect(SquareSet other) {
    Objects.requireNonNull(other, "other");
    return of(bits & other.bits, w1 & other.w1, w2 & other.w2, w3 & other.w3);
  }

  /**
   * The squares of this set that are not in the other.
   *
   * @param other the other set
   * @return the difference
   */
  public SquareSet minus(SquareSet other) {
    Objects.requireNonNull(other, "other");
    return of(bits & ~other.bits, w1 & ~other.w1, w2 & ~other.w2, w3 & ~other.w3);
  }

  /**
   * The number of squares in the set.
   *
   * @return 0 to 256
   */
  public int size() {
    return Long.bitCount(bits) + Long.bitCount(w1) + Long.bitCount(w2) + Long.bitCount(w3);
  }

  /**
   * Whether the set has no square.
   *
   * @return {@code true} when empty
   */
  public boolean isEmpty() {
    return (bits | w1 | w2 | w3) == 0L;
  }

  /**
   * The lowest square of the set in index order (nearest {@code a1}).
   *
   * @return the first square, or none when the set is empty
   */
  public Option<Square> first() {
    for (int w = 0; w < 4; w++) {
      if (word(w) != 0L) {
        return Square.withIndex(w * 64 + Long.numberOfTrailingZeros(word(w)));
      }
    }
    return Option.none();
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
      private int word;
      private long rest = bits;

      @Override
      public boolean hasNext() {
        while (rest == 0L && word < 3) {
          rest = word(++word);
        }
        return rest != 0L;
      }

      @Override
      public Square next() {
        if (!hasNext()) {
          throw new NoSuchElementException("no more squares in the set");
        }
        int i = Long.numberOfTrailingZeros(rest);
        rest &= rest - 1;
        return Square.withIndex(word * 64 + i).get();
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
    return o instanceof SquareSet other && other.bits == bits && other.w1 == w1 && other.w2 == w2
        && other.w3 == w3;
  }

  /**
   * A hash of the squares.
   *
   * @return a hash of the bitboard
   */
  @Override
  public int hashCode() {
    return Long.hashCode((bits ^ w1 * 31 ^ w2 * 961 ^ w3 * 29791) * 0x9E3779B97F4A7C15L);
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
