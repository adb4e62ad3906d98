package io.github.tabla.games.buttons;

import org.apiguardian.api.API;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Placement;
import io.github.tabla.core.Role;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;

/**
 * The two variants of Queens, Rooks and Buttons: the game of QB-1 and the "+ one more rook" variant
 * of QB-2. Everything but the pieces is the same.
 *
 * <pre>{@code
 * ButtonsVariant.EXTRA_ROOK.id();             // "buttons:extra-rook"
 * ButtonsVariant.EXTRA_ROOK.rooksPerSide();   // 2
 * ButtonsVariant.EXTRA_ROOK.game().start();   // rooks b1, g1, queen d1 against queen d8, rooks b8, g8
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public enum ButtonsVariant {
  /** QB-1: White rook b1 and queen d1; Black queen d8 and rook g8. */
  STANDARD("buttons", 1, "QB-1",
      Array.of(Placement.of(Square.B1, Piece.of(Side.WHITE, Role.ROOK)),
          Placement.of(Square.D1, Piece.of(Side.WHITE, Role.QUEEN)),
          Placement.of(Square.D8, Piece.of(Side.BLACK, Role.QUEEN)),
          Placement.of(Square.G8, Piece.of(Side.BLACK, Role.ROOK)))),
  /** QB-2: one more rook each, White's on g1 and Black's on b8. */
  EXTRA_ROOK("buttons:extra-rook", 2, "QB-2",
      Array.of(Placement.of(Square.B1, Piece.of(Side.WHITE, Role.ROOK)),
          Placement.of(Square.D1, Piece.of(Side.WHITE, Role.QUEEN)),
          Placement.of(Square.G1, Piece.of(Side.WHITE, Role.ROOK)),
          Placement.of(Square.B8, Piece.of(Side.BLACK, Role.ROOK)),
          Placement.of(Square.D8, Piece.of(Side.BLACK, Role.QUEEN)),
          Placement.of(Square.G8, Piece.of(Side.BLACK, Role.ROOK))));

  private final String id;
  private final int rooksPerSide;
  private final String ruleId;
  private final Seq<Placement> start;

  ButtonsVariant(String id, int rooksPerSide, String ruleId, Seq<Placement> start) {
    this.id = id;
    this.rooksPerSide = rooksPerSide;
    this.ruleId = ruleId;
    this.start = start;
  }

  /**
   * The stable id of the game definition of this variant.
   *
   * @return {@code "buttons"} or {@code "buttons:extra-rook"}
   */
  public String id() {
    return id;
  }

  /**
   * The rooks each side starts with; also the most a valid setup may give a side.
   *
   * @return 1 or 2
   */
  public int rooksPerSide() {
    return rooksPerSide;
  }

  /**
   * The queens each side starts with.
   *
   * @return 1
   */
  public int queensPerSide() {
    return 1;
  }

  /**
   * The rule that sets this variant's pieces.
   *
   * @return {@code "QB-1"} or {@code "QB-2"}
   */
  public String ruleId() {
    return ruleId;
  }

  /**
   * The pieces at the start of a round, in square order.
   *
   * @return the placements
   */
  public Seq<Placement> startPlacements() {
    return start;
  }

  /**
   * The game definition of this variant.
   *
   * @return the definition, the same instance every time
   */
  public ButtonsGame game() {
    return this == STANDARD ? ButtonsGame.standard() : ButtonsGame.extraRook();
  }
}
