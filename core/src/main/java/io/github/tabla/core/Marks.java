package io.github.tabla.core;

import org.apiguardian.api.API;
import java.util.Objects;

/**
 * Pieces a board marks with a sign of their own, and what the sign means: the racing knights of
 * Knights in the Enemy Camp (KN-2), drawn with a mark among the still pieces they race through.
 *
 * <pre>{@code
 * position.marks().forEach(m -> ui.mark(m.squares(), messages.text(m.meaning())));   // "racing knight"
 * }</pre>
 *
 * @param squares the squares of the marked pieces
 * @param meaning what the mark means, as a few words in every language
 */
@API(status = API.Status.STABLE, since = "0.1")
public record Marks(SquareSet squares, Localizable meaning) {
  /**
   * Checks the parts.
   *
   * @param squares the squares
   * @param meaning the meaning
   */
  public Marks {
    Objects.requireNonNull(squares, "squares");
    Objects.requireNonNull(meaning, "meaning");
  }
}
