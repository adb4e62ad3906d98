package io.github.tabla.core;

import org.apiguardian.api.API;
import java.util.Objects;

/**
 * One piece standing on one square, as written in a {@link Setup}.
 *
 * @param square where the piece stands
 * @param piece the piece
 */
@API(status = API.Status.STABLE, since = "0.1")
public record Placement(Square square, Piece piece) {
  /**
   * Checks that no part is missing.
   *
   * @param square where the piece stands
   * @param piece the piece
   * @throws NullPointerException when a part is null
   */
  public Placement {
    Objects.requireNonNull(square, "square");
    Objects.requireNonNull(piece, "piece");
  }

  /**
   * A placement.
   *
   * @param square the square
   * @param piece the piece
   * @return the placement
   */
  public static Placement of(Square square, Piece piece) {
    return new Placement(square, piece);
  }
}
