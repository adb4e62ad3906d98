package io.github.tabla.core.robot;

import org.apiguardian.api.API;
import io.github.tabla.core.Move;
import java.util.Objects;

/**
 * One root move with the value the {@link Searcher} found for it, seen from the side that plays it.
 *
 * <pre>{@code
 * MoveScores scores = searcher.scoreMoves(position, 2, Budget.ofNodes(10_000), new Cancellation());
 * ScoredMove best = scores.scores().maxBy(ScoredMove::value).get();
 * }</pre>
 *
 * @param move the legal move
 * @param value the value of the position after the move, from the mover's view, on the
 *     {@link Values} scale
 * @param exact whether the value is proved (no heuristic estimate influenced it)
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public record ScoredMove(Move move, int value, boolean exact) {
  /**
   * Checks that no part is missing.
   *
   * @param move the legal move
   * @param value the value of the position after the move, from the mover's view, on the {@link Values} scale
   * @param exact whether the value is proved (no heuristic estimate influenced it)
   * @throws NullPointerException when the move is null
   */
  public ScoredMove {
    Objects.requireNonNull(move, "move");
  }
}
