package io.github.tabla.core;

import io.vavr.control.Option;

/** Chess coordinates on a board: {@link SquareNaming#coordinates(BoardShape)}. */
record CoordinateNaming(BoardShape board) implements SquareNaming {
  @Override
  public Option<String> name(Square square) {
    return board.contains(square) ? Option.some(square.text()) : Option.none();
  }

  @Override
  public Option<Square> square(String name) {
    return board.parse(name).toOption();
  }

  @Override
  public boolean numbered() {
    return false;
  }

  @Override
  public String range() {
    return "a1.." + board.squares().last().text();
  }

  @Override
  public String toString() {
    return "coordinates on " + board;
  }
}
