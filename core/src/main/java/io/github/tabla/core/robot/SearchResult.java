package io.github.tabla.core.robot;

import org.apiguardian.api.API;
import io.github.tabla.core.Move;
import io.vavr.collection.Seq;
import java.util.Objects;

/**
 * What a Robot found: the move it plays, what the position is worth for the side to move (a typed
 * {@link Value}: proved or an estimate, with its unit), the search's own score behind it, and how much
 * it searched.
 *
 * <pre>{@code
 * SearchResult r = robot.choose(position, Budget.ofNodes(1_000_000));
 * r.move();                                                   // always legal in the position
 * messages.text(r.value().describe(position.sideToMove()));   // "+1 diamond for White, proved"
 * r.exact();                                                  // r.value().isProved()
 * }</pre>
 *
 * @param move the chosen move, always legal in the searched position
 * @param value the position's worth for the side to move, as a person or a program reads it
 * @param score the search's own score of the position for the side to move, on the {@link Values}
 *     scale in the game's units (for example hundredths of a diamond; {@link Values#WIN} minus the plies
 *     to a win): what engine code compares, not what a person reads
 * @param depth the deepest completed iteration, in plies
 * @param nodes the positions visited
 * @param principalVariation the expected line, starting with {@code move}
 * @param millis the time the search took, in milliseconds
 */
@API(status = API.Status.STABLE, since = "0.1")
public record SearchResult(Move move, Value value, int score, int depth, long nodes, Seq<Move> principalVariation,
    long millis) {

  /**
   * Checks the parts.
   *
   * @param move the move
   * @param value the value
   * @param score the score
   * @param depth the depth
   * @param nodes the nodes
   * @param principalVariation the line
   * @param millis the time
   */
  public SearchResult {
    Objects.requireNonNull(move, "move");
    Objects.requireNonNull(value, "value");
    Objects.requireNonNull(principalVariation, "principalVariation");
  }

  /**
   * Whether the value is proved (the game-theoretic value under perfect play).
   *
   * @return {@code value().isProved()}
   */
  public boolean exact() {
    return value.isProved();
  }
}
