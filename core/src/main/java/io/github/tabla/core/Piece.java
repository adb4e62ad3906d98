package io.github.tabla.core;

import org.apiguardian.api.API;
import java.util.Objects;

/**
 * A piece: a role of a side, such as the white knight or a black draughts king.
 *
 * <pre>{@code
 * Piece whiteKing = Piece.of(Side.WHITE, Role.KING);
 * whiteKing.letter(); // 'K' (White upper case, Black lower case)
 * }</pre>
 *
 * @param side the side the piece belongs to
 * @param role what the piece is
 */
@API(status = API.Status.STABLE, since = "0.1")
public record Piece(Side side, Role role) {
  /**
   * Checks that no part is missing.
   *
   * @param side the side the piece belongs to
   * @param role what the piece is
   * @throws NullPointerException when a part is null
   */
  public Piece {
    Objects.requireNonNull(side, "side");
    Objects.requireNonNull(role, "role");
  }

  /**
   * The piece of the given side and role.
   *
   * @param side the side
   * @param role the role
   * @return the piece
   */
  public static Piece of(Side side, Role role) {
    return new Piece(side, role);
  }

  /**
   * The letter of this piece in the FEN-like position texts: upper case for White, lower case
   * for Black.
   *
   * @return for example {@code 'N'} for a white knight, {@code 'q'} for a black queen
   */
  public char letter() {
    return side == Side.WHITE ? role.letter() : Character.toLowerCase(role.letter());
  }

  /**
   * A short readable form such as {@code "white knight"}.
   *
   * @return the side and role in lower case
   */
  @Override
  public String toString() {
    return side.name().toLowerCase(java.util.Locale.ROOT) + " " + role.name().toLowerCase(java.util.Locale.ROOT);
  }
}
