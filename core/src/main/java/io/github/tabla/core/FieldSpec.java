package io.github.tabla.core;

import org.apiguardian.api.API;
import java.util.Objects;

/**
 * One of a game's own fields in its position text, after the board and the side to move: a move
 * counter, a side's points, the squares of the racing knights, ...
 *
 * @param name the field's name, also its key in {@link Setup#fields()}, for example {@code "white-moves"}
 * @param description what the field holds, in plain English, for documentation and error messages
 * @param defaultValue the value a position text may leave out, as text
 */
@API(status = API.Status.STABLE, since = "0.1")
public record FieldSpec(String name, String description, String defaultValue) {
  /**
   * Checks that no part is missing.
   *
   * @param name the field's name, also its key in {@link Setup#fields()}, for example {@code "white-moves"}
   * @param description what the field holds, in plain English, for documentation and error messages
   * @param defaultValue the value a position text may leave out, as text
   * @throws NullPointerException when a part is null
   */
  public FieldSpec {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(description, "description");
    Objects.requireNonNull(defaultValue, "defaultValue");
  }
}
