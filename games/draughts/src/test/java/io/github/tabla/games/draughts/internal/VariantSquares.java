package io.github.tabla.games.draughts.internal;

import io.github.tabla.games.draughts.DraughtsRules;

/**
 * The names of a variant's playing squares ({@link DraughtsRules#numbering()}) and their bits in its
 * {@link Layout}. The board is seen from White's side: file 0 is {@code a}, rank 0 is {@code 1}; a variant
 * whose {@code a1} is not a playing square is the mirror image of the layout's canonical board.
 * Immutable. A test helper: the games name their squares through core's {@code SquareNaming}.
 */
public final class VariantSquares {
  private final DraughtsRules rules;
  private final Layout layout;
  private final String[] nameOfBit = new String[64];

  /**
   * The names of a variant's squares.
   *
   * @param rules the rules
   */
  public VariantSquares(DraughtsRules rules) {
    this.rules = rules;
    this.layout = Layout.of(rules);
    int size = rules.size();
    int perRow = size / 2;
    for (int rank = 0; rank < size; rank++) {
      for (int file = 0; file < size; file++) {
        if (!playing(file, rank)) {
          continue;
        }
        int column = rules.leftCornerPlayable() ? file : size - 1 - file;
        int bit = layout.bit(layout.square(size - 1 - rank, column));
        String name;
        switch (rules.numbering()) {
          case FROM_BLACKS_SIDE:
            name = String.valueOf((size - 1 - rank) * perRow + file / 2 + 1);
            break;
          case FROM_WHITES_SIDE:
            name = String.valueOf(rank * perRow + (size - 1 - file) / 2 + 1);
            break;
          default:
            name = (char) ('a' + file) + String.valueOf(rank + 1);
            break;
        }
        nameOfBit[bit] = name;
      }
    }
  }

  private boolean playing(int file, int rank) {
    if (layout.full) {
      return true;
    }
    boolean even = ((file + rank) & 1) == 0;
    return rules.leftCornerPlayable() == even;
  }

  /**
   * The layout the bits belong to.
   *
   * @return the layout
   */
  public Layout layout() {
    return layout;
  }

  /**
   * A square's name.
   *
   * @param bit a playing square's bit
   * @return its name, such as {@code "46"} or {@code "a1"}
   * @throws IllegalArgumentException for a bit that is no playing square
   */
  public String name(int bit) {
    String name = bit >= 0 && bit < 64 ? nameOfBit[bit] : null;
    if (name == null) {
      throw new IllegalArgumentException("bit " + bit + " is no playing square of a " + rules.size() + "×"
          + rules.size() + " board");
    }
    return name;
  }

  /**
   * The bit of a square's name.
   *
   * @param name a name in the variant's numbering
   * @return its bit, or -1 when no playing square has that name
   */
  public int bit(String name) {
    for (int bit = 0; bit < nameOfBit.length; bit++) {
      if (name.equals(nameOfBit[bit])) {
        return bit;
      }
    }
    return -1;
  }
}
