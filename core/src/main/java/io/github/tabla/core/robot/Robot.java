package io.github.tabla.core.robot;

import org.apiguardian.api.API;
import io.github.tabla.core.record.GameRecord;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Move;
import java.util.Objects;

/**
 * A computer opponent at one level (M-7): it chooses a move for a position within a budget, can be
 * cancelled, and is reproducible for its seed.
 *
 * <pre>{@code
 * Robot<P> robot = game.robot(game.levels().head(), 7L);   // the gentlest level
 * Move m = robot.choose(position, Budget.ofMillis(200)).move();
 * Move tip = robot.hint(position);                          // for a person who asks
 * }</pre>
 *
 * @param <P> the game's position type
 */
@API(status = API.Status.STABLE, since = "0.1")
public interface Robot<P extends GamePosition<P>> {

  /**
   * The level this Robot plays at.
   *
   * @return the level
   */
  Level level();

  /**
   * Chooses a move.
   *
   * @param position a position with at least one legal move
   * @param budget how much to think
   * @param cancellation a flag another thread may set to stop the search early
   * @return the chosen move and what the search learnt
   * @throws IllegalArgumentException when the position is over (it has no legal move)
   */
  SearchResult choose(P position, Budget budget, Cancellation cancellation);

  /**
   * Chooses a move that nobody will cancel.
   *
   * @param position a position with at least one legal move
   * @param budget how much to think
   * @return the chosen move and what the search learnt
   * @throws IllegalArgumentException when the position is over
   */
  default SearchResult choose(P position, Budget budget) {
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(budget, "budget");
    return choose(position, budget, new Cancellation());
  }

  /**
   * A good move to suggest to a person: the best this Robot's game can find within the budget,
   * whatever the Robot's own level.
   *
   * @param position a position with at least one legal move
   * @param budget how much to think
   * @return the suggested move
   * @throws IllegalArgumentException when the position is over
   */
  Move hint(P position, Budget budget);

  /**
   * Chooses a move in a round, knowing what came before. A game whose rules look at the round's history
   * (Italian draughts: a position that occurs a third time is a draw, ID-13.2) has its Robot override this:
   * it then avoids positions the round has seen when it is ahead and steers into them when it is behind.
   * For a game whose positions carry everything its rules look at, this default chooses from the current
   * position, as {@link #choose(GamePosition, Budget, Cancellation)} does. Give a Robot the record
   * wherever you have one: {@code play}, {@code match} and the web board do.
   *
   * <pre>{@code
   * GameRecord<P> round = GameRecord.of(game.start()).play(m1).get().play(m2).get();
   * Move next = robot.choose(round, Budget.ofMillis(500)).move();
   * }</pre>
   *
   * @param round the round so far; it is not over
   * @param budget how much to think
   * @param cancellation a flag another thread may set to stop the search early
   * @return the chosen move and what the search learnt
   * @throws IllegalArgumentException when the round is over (its position's own outcome, a draw by
   *     repetition, an agreed draw or a resignation)
   */
  default SearchResult choose(GameRecord<P> round, Budget budget, Cancellation cancellation) {
    return choose(Rounds.playable(round), budget, cancellation);
  }

  /**
   * Chooses a move in a round that nobody will cancel; see {@link #choose(GameRecord, Budget, Cancellation)}.
   *
   * @param round the round so far; it is not over
   * @param budget how much to think
   * @return the chosen move and what the search learnt
   * @throws IllegalArgumentException when the round is over
   */
  default SearchResult choose(GameRecord<P> round, Budget budget) {
    Objects.requireNonNull(budget, "budget");
    return choose(round, budget, new Cancellation());
  }

  /**
   * A good move to suggest to a person in a round, knowing what came before; this default suggests
   * from the current position, as {@link #hint(GamePosition, Budget)} does.
   *
   * @param round the round so far; it is not over
   * @param budget how much to think
   * @return the suggested move
   * @throws IllegalArgumentException when the round is over
   */
  default Move hint(GameRecord<P> round, Budget budget) {
    return hint(Rounds.playable(round), budget);
  }
}
