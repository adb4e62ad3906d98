package io.github.tabla.core.match;

import org.apiguardian.api.API;
import java.util.Objects;

/**
 * One of the two players of a match (M-1): a person or the Robot, told apart by their seat. The name
 * is what results show; the seat is what identifies the player.
 *
 * <pre>{@code
 * Player ana = Player.first("Ana");
 * Player robot = Player.second("Robot");   // the Robot is just a player
 * }</pre>
 *
 * @param seat Player 1 or Player 2
 * @param name the name shown in results
 */
@API(status = API.Status.STABLE, since = "0.1")
public record Player(Seat seat, String name) {
  /**
   * Checks that no part is missing.
   *
   * @param seat Player 1 or Player 2
   * @param name the name shown in results
   * @throws NullPointerException when a part is null
   */
  public Player {
    Objects.requireNonNull(seat, "seat");
    Objects.requireNonNull(name, "name");
  }


  /**
   * Player 1.
   *
   * @param name the name
   * @return the player in the first seat
   */
  public static Player first(String name) {
    return new Player(Seat.FIRST, name);
  }

  /**
   * Player 2.
   *
   * @param name the name
   * @return the player in the second seat
   */
  public static Player second(String name) {
    return new Player(Seat.SECOND, name);
  }

  /**
   * The name.
   *
   * @return {@link #name()}
   */
  @Override
  public String toString() {
    return name;
  }
}
