package io.github.tabla.testkit;

import org.apiguardian.api.API;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * One entry of a {@code .perft} file: a named position and the expected number of move paths at
 * some depths. The position is the game's start position, or a position text ({@code epd} or
 * {@code position} line, read by a {@link PositionReader}), followed by the moves of a {@code moves}
 * line.
 *
 * <pre>
 * id after-two-moves
 * moves a1-b1 d4-c3
 * perft 1 4
 * perft 2 13
 * </pre>
 *
 * @param id the fixture's name
 * @param position the position text, or none for the start position
 * @param moves the moves played from that position, as text
 * @param counts the expected counts, by depth
 * @param line the line of the {@code id}, for messages
 */
@API(status = API.Status.STABLE, since = "0.1")
public record PerftFixture(String id, Option<String> position, Seq<String> moves, Seq<Count> counts, int line) {
  /**
   * Checks that no part is missing.
   *
   * @param id the fixture's name
   * @param position the position text, or none for the start position
   * @param moves the moves played from that position, as text
   * @param counts the expected counts, by depth
   * @param line the line of the {@code id}, for messages
   * @throws NullPointerException when a part is null
   */
  public PerftFixture {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(moves, "moves");
    Objects.requireNonNull(counts, "counts");
  }


  /**
   * An expected perft count.
   *
   * @param depth the depth in plies
   * @param nodes the number of move paths of that length
   */
  public record Count(int depth, long nodes) {
    /**
     * The count as a fixture line.
     *
     * @return for example {@code "perft 2 13"}
     */
    @Override
    public String toString() {
      return "perft " + depth + " " + nodes;
    }
  }
}
