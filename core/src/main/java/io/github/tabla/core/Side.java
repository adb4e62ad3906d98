package io.github.tabla.core;

import org.apiguardian.api.API;

/**
 * One of the two sides of a board game. White moves first in every Tabla game.
 *
 * <p>A side is a colour, not a player: in a {@code io.github.tabla.core.match.Match} the players swap
 * sides between rounds (rule M-2).
 */
@API(status = API.Status.STABLE, since = "0.1")
public enum Side {
  /** The side that moves first, at the bottom of the board. */
  WHITE,
  /** The side that moves second, at the top of the board. */
  BLACK;

  /**
   * The other side.
   *
   * @return {@code BLACK} for {@code WHITE} and {@code WHITE} for {@code BLACK}
   */
  public Side opposite() {
    return this == WHITE ? BLACK : WHITE;
  }

  /**
   * The one-letter form used in position texts: {@code 'w'} or {@code 'b'}.
   *
   * @return the lower-case letter of this side
   */
  public char letter() {
    return this == WHITE ? 'w' : 'b';
  }

  /**
   * A sign for values seen from White: {@code +1} for White, {@code -1} for Black.
   *
   * @return {@code +1} or {@code -1}
   */
  public int sign() {
    return this == WHITE ? 1 : -1;
  }
}
