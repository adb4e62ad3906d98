package io.github.tabla.core.robot;

import org.apiguardian.api.API;
import io.vavr.collection.Seq;
import java.util.Objects;

/**
 * The value of every legal move of a position, as {@link Searcher#scoreMoves} found them: what the
 * gentle levels choose from.
 *
 * <pre>{@code
 * MoveScores s = searcher.scoreMoves(position, 1, Budget.UNLIMITED, new Cancellation());
 * s.scores().forEach(m -> System.out.println(m.move() + " " + m.value()));
 * }</pre>
 *
 * @param scores one entry per legal move, in the position's {@code legalMoves()} order
 * @param depth the depth, in plies from the root, every score was searched to; 0 when the budget ran
 *     out before the first depth was complete and the scores are the evaluator's view of each move's
 *     result
 * @param nodes the positions visited
 * @param millis the time taken, in milliseconds
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public record MoveScores(Seq<ScoredMove> scores, int depth, long nodes, long millis) {
  /**
   * Checks that no part is missing.
   *
   * @param scores one entry per legal move, in the position's {@code legalMoves()} order
   * @param depth the depth, in plies from the root, every score was searched to; 0 when the budget ran out
   *     before the first depth was complete and the scores are the evaluator's view of each move's result
   * @param nodes the positions visited
   * @param millis the time taken, in milliseconds
   * @throws NullPointerException when the scores are null
   */
  public MoveScores {
    Objects.requireNonNull(scores, "scores");
  }
}
