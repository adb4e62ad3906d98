package io.github.tabla.testkit;

import org.apiguardian.api.API;
import java.util.Objects;

/**
 * A broken contract found by a check of {@link Properties} that looks at a sequence of positions or
 * moves, with the index at which it broke.
 *
 * <pre>{@code
 * try {
 *   Properties.gameRecordAgrees(start, moves);
 * } catch (PropertyViolation v) {
 *   v.index();   // the ply at which the record and the replay disagree
 * }
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class PropertyViolation extends AssertionError {
  private static final long serialVersionUID = 1L;

  /** The index in the checked sequence, or -1. */
  private final int index;

  /**
   * A violation at an index.
   *
   * @param message what is wrong
   * @param index the index in the checked sequence (a ply, or a position of a list); -1 when none
   */
  public PropertyViolation(String message, int index) {
    super(Objects.requireNonNull(message, "message"));
    this.index = index;
  }

  /**
   * A violation at an index, caused by an exception.
   *
   * @param message what is wrong
   * @param index the index in the checked sequence; -1 when none
   * @param cause the exception
   */
  public PropertyViolation(String message, int index, Throwable cause) {
    super(Objects.requireNonNull(message, "message"), Objects.requireNonNull(cause, "cause"));
    this.index = index;
  }

  /**
   * Where in the checked sequence the contract broke.
   *
   * @return the index (a ply for move sequences), or -1
   */
  public int index() {
    return index;
  }
}
