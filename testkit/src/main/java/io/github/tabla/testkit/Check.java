package io.github.tabla.testkit;

import io.github.tabla.core.GamePosition;
import io.vavr.control.Option;
import org.jspecify.annotations.Nullable;

/**
 * One property as the runner sees it: a check of a playout that finds the first ply where the
 * property breaks.
 */
abstract class Check<P extends GamePosition<P>> {
  final ConformanceProperty property;

  Check(ConformanceProperty property) {
    this.property = property;
  }

  /** Whether the playouts go on (with the first legal move) to the end of the round. */
  boolean toTheEnd() {
    return false;
  }

  /**
   * Whether a violation at ply k depends on the positions up to k only, so that a search for a
   * shorter sequence may check the last position alone.
   */
  boolean local() {
    return true;
  }

  /** Whether the same playout always gives the same answer (threads make it a matter of luck). */
  boolean deterministic() {
    return true;
  }

  /**
   * Checks the positions of a playout from a ply on.
   *
   * @param playout the playout
   * @param fromPly the first ply to check (0 for all)
   * @return the first violation, or none
   */
  abstract Option<Violation> run(Playout<P> playout, int fromPly);

  /** A broken property at a ply of a playout. */
  record Violation(int ply, String problem, @Nullable Throwable cause) {
  }

  /** A check of each position of a playout, with the playout at hand for the earlier positions. */
  @FunctionalInterface
  interface PositionCheck<P extends GamePosition<P>> {
    void check(Playout<P> playout, int ply);
  }

  static <P extends GamePosition<P>> Check<P> perPosition(ConformanceProperty property, PositionCheck<P> check) {
    return new Check<>(property) {
      @Override
      Option<Violation> run(Playout<P> playout, int fromPly) {
        for (int ply = fromPly; ply < playout.positions().size(); ply++) {
          try {
            check.check(playout, ply);
          } catch (AssertionError | RuntimeException | StackOverflowError e) {
            return Option.some(new Violation(ply, e.getMessage() == null ? e.toString() : e.getMessage(),
                e instanceof AssertionError && e.getCause() == null ? null : e));
          }
        }
        return errorOf(playout);
      }
    };
  }

  static <P extends GamePosition<P>> Option<Violation> errorOf(Playout<P> playout) {
    return playout.error().map(e -> new Violation(playout.plies(), "while playing: " + e, null));
  }
}
