package io.github.tabla.core.robot;

import org.apiguardian.api.API;
import java.util.Objects;
import io.github.tabla.core.record.GameRecord;
import io.github.tabla.core.GamePosition;

/**
 * A search a Robot plays with: the best move of a position within a budget, the value of each of its
 * moves, and the scale its values read on. {@link Searcher} searches the typed positions of any game;
 * {@link KernelSearcher} searches a game's kernel with the one engine
 * ({@link io.github.tabla.core.engine.KernelSearch}). {@link SearchRobot} plays every level with either.
 *
 * <pre>{@code
 * Search<P> search = KernelSearcher.of(game.kernel().get(), evaluator);
 * Robot<P> robot = SearchRobot.of(search, settings, seed);
 * }</pre>
 *
 * @param <P> the game's position type
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public interface Search<P extends GamePosition<P>> {

  /**
   * Searches a position until its value is proved, the budget is spent or the search is cancelled.
   *
   * @param position a position with at least one legal move
   * @param budget how much to search
   * @param cancellation a flag another thread may set to stop the search
   * @return the best move found and what the search learnt
   * @throws IllegalArgumentException when the position is over
   */
  SearchResult search(P position, Budget budget, Cancellation cancellation);

  /**
   * Searches a position that nobody will cancel.
   *
   * @param position a position with at least one legal move
   * @param budget how much to search
   * @return the best move found and what the search learnt
   * @throws IllegalArgumentException when the position is over
   */
  default SearchResult search(P position, Budget budget) {
    return search(position, budget, new Cancellation());
  }

  /**
   * The value of every legal move of a position, in {@code legalMoves()} order, each searched to a depth.
   *
   * @param position a position with at least one legal move
   * @param depth the depth in plies, at least 1
   * @param budget how much to search in all
   * @param cancellation a flag another thread may set to stop the search
   * @return the moves with their values
   * @throws IllegalArgumentException when the position is over or the depth is below 1
   */
  MoveScores scoreMoves(P position, int depth, Budget budget, Cancellation cancellation);

  /**
   * Searches a round's current position knowing the round's history: a search that can tell a
   * repetition (Italian draughts, ID-13.2) counts a return to a position the round has seen as a draw.
   * A search that cannot searches the current position alone, as this default does.
   *
   * @param round the round so far; it is not over
   * @param budget how much to search
   * @param cancellation a flag another thread may set to stop the search
   * @return the best move found and what the search learnt
   * @throws IllegalArgumentException when the round is over
   */
  default SearchResult search(GameRecord<P> round, Budget budget, Cancellation cancellation) {
    return search(Rounds.playable(round), budget, cancellation);
  }

  /**
   * The value of every legal move of a round's current position, knowing the round's history; see
   * {@link #search(GameRecord, Budget, Cancellation)}. This default scores the current position alone.
   *
   * @param round the round so far; it is not over
   * @param depth the depth in plies, at least 1
   * @param budget how much to search in all
   * @param cancellation a flag another thread may set to stop the search
   * @return the moves with their values
   * @throws IllegalArgumentException when the round is over or the depth is below 1
   */
  default MoveScores scoreMoves(GameRecord<P> round, int depth, Budget budget, Cancellation cancellation) {
    Objects.requireNonNull(budget, "budget");
    return scoreMoves(Rounds.playable(round), depth, budget, cancellation);
  }

  /**
   * How this search's values read as typed values.
   *
   * @return the scale
   */
  ValueScale scale();
}
