package io.github.tabla.core;

import io.vavr.control.Option;

/** The numbering of a draughts board's playing squares: {@link SquareNaming#numbered(BoardShape, Side, boolean)}. */
record NumberedNaming(BoardShape board, Side from, boolean a1Plays) implements SquareNaming {
  // the parity (file + rank) of the playing squares
  private int parity() {
    return a1Plays ? 0 : 1;
  }

  Option<Integer> number(Square square) {
    if (!board.contains(square) || ((square.file() + square.rank()) & 1) != parity()) {
      return Option.none();
    }
    // rows counted away from the side, squares along the row from its near right corner
    int row = from == Side.BLACK ? board.ranks() - 1 - square.rank() : square.rank();
    int along = from == Side.BLACK ? square.file() : board.files() - 1 - square.file();
    return Option.some(row * (board.files() / 2) + along / 2 + 1);
  }

  Option<Square> square(int number) {
    int perRow = board.files() / 2;
    if (number < 1 || number > perRow * board.ranks()) {
      return Option.none();
    }
    int row = (number - 1) / perRow;
    int rank = from == Side.BLACK ? board.ranks() - 1 - row : row;
    int column = (number - 1) % perRow;
    // the playing square of this rank nearest the start, then every other square
    for (int along = 0; along < 2; along++) {
      int file = from == Side.BLACK ? along + 2 * column : board.files() - 1 - along - 2 * column;
      if (((file + rank) & 1) == parity()) {
        return board.square(file, rank);
      }
    }
    return Option.none();
  }

  @Override
  public Option<String> name(Square square) {
    return number(square).map(String::valueOf);
  }

  @Override
  public Option<Square> square(String name) {
    if (name.isEmpty() || name.length() > 3 || name.charAt(0) == '0'
        || !name.chars().allMatch(c -> c >= '0' && c <= '9')) {
      return Option.none();
    }
    return square(Integer.parseInt(name));
  }

  @Override
  public boolean numbered() {
    return true;
  }

  @Override
  public String range() {
    return "1.." + board.size() / 2;
  }

  @Override
  public String toString() {
    return "numbered from " + from.name().toLowerCase(java.util.Locale.ROOT) + "'s side on " + board;
  }
}
