package io.github.tabla.core;

import org.apiguardian.api.API;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Cancellation;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.Robot;
import io.github.tabla.core.robot.SearchResult;
import java.util.Objects;

/**
 * A Robot of a game held without its position type ({@link AnyGame#robot}): it chooses and suggests moves
 * in {@link AnyPosition}s of its own game.
 *
 * <pre>{@code
 * AnyGame game = Games.byId("italian-draughts").get();
 * AnyRobot robot = game.robot(game.strongestLevel(), 1L);
 * SearchResult r = robot.choose(game.start(), Budget.ofMillis(100));
 * AnyPosition next = game.start().play(r.move()).get();
 * }</pre>
 *
 * <p>Immutable and safe to share between threads, as the typed Robots are.
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class AnyRobot {
  private final AnyGame game;
  private final Robot<?> robot;

  private AnyRobot(AnyGame game, Robot<?> robot) {
    this.game = game;
    this.robot = robot;
  }

  static AnyRobot of(AnyGame game, Robot<?> robot) {
    return new AnyRobot(game, robot);
  }

  /**
   * The game this Robot plays.
   *
   * @return the game
   */
  public AnyGame game() {
    return game;
  }

  /**
   * The typed Robot underneath.
   *
   * @return the Robot
   */
  public Robot<?> typed() {
    return robot;
  }

  /**
   * The level this Robot plays at.
   *
   * @return the level
   */
  public Level level() {
    return robot.level();
  }

  /**
   * Chooses a move.
   *
   * @param position a position of this Robot's game with at least one legal move
   * @param budget how much to think
   * @param cancellation a flag another thread may set to stop the search early
   * @return the chosen move and what the search learnt
   * @throws IllegalArgumentException when the position is of another game, or over
   */
  public SearchResult choose(AnyPosition position, Budget budget, Cancellation cancellation) {
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(budget, "budget");
    Objects.requireNonNull(cancellation, "cancellation");
    return choose(game.definition(), robot, position, budget, cancellation);
  }

  /**
   * Chooses a move that nobody will cancel.
   *
   * @param position a position of this Robot's game with at least one legal move
   * @param budget how much to think
   * @return the chosen move and what the search learnt
   * @throws IllegalArgumentException when the position is of another game, or over
   */
  public SearchResult choose(AnyPosition position, Budget budget) {
    return choose(position, budget, new Cancellation());
  }

  /**
   * A good move to suggest to a person, whatever this Robot's level.
   *
   * @param position a position of this Robot's game with at least one legal move
   * @param budget how much to think
   * @return the suggested move
   * @throws IllegalArgumentException when the position is of another game, or over
   */
  public Move hint(AnyPosition position, Budget budget) {
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(budget, "budget");
    return hint(game.definition(), robot, position, budget);
  }

  private static <P extends GamePosition<P>> P typed(GameDefinition<P> game, AnyPosition position) {
    if (!game.equals(position.typed().game())) {
      throw new IllegalArgumentException("a Robot of " + game.id() + " cannot play a position of "
          + position.typed().game().id());
    }
    return game.positionType().cast(position.typed());
  }

  @SuppressWarnings("unchecked")
  private static <P extends GamePosition<P>> SearchResult choose(GameDefinition<P> game, Robot<?> robot,
      AnyPosition position, Budget budget, Cancellation cancellation) {
    // the Robot was made by this game, so it plays this game's positions
    return ((Robot<P>) robot).choose(typed(game, position), budget, cancellation);
  }

  @SuppressWarnings("unchecked")
  private static <P extends GamePosition<P>> Move hint(GameDefinition<P> game, Robot<?> robot, AnyPosition position,
      Budget budget) {
    return ((Robot<P>) robot).hint(typed(game, position), budget);
  }

  @Override
  public String toString() {
    return "AnyRobot[" + game.id() + ", " + robot.level() + "]";
  }
}
