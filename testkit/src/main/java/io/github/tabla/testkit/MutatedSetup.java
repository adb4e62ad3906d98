package io.github.tabla.testkit;

import org.apiguardian.api.API;
import io.github.tabla.core.Setup;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.Objects;

/**
 * A setup changed on purpose, perhaps into nonsense, with the list of changes: the input of the
 * setup-validation property. {@code fromSetup} must answer it with a position or with problems,
 * never with an exception.
 *
 * <pre>{@code
 * MutatedSetup m = SetupMutation.mutate(position.toSetup(), new SplittableRandom(7), 2);
 * m.changes();                  // e.g. ["flip turn", "remove the piece on b2"]
 * game.fromSetup(m.setup());    // valid or invalid, but never an exception
 * }</pre>
 *
 * @param original the valid setup it started from
 * @param setup the changed setup
 * @param changes what was changed, in order
 */
@API(status = API.Status.STABLE, since = "0.1")
public record MutatedSetup(Setup original, Setup setup, Seq<String> changes) {
  /**
   * Checks that no part is missing.
   *
   * @param original the valid setup it started from
   * @param setup the changed setup
   * @param changes what was changed, in order
   * @throws NullPointerException when a part is null
   */
  public MutatedSetup {
    Objects.requireNonNull(original, "original");
    Objects.requireNonNull(setup, "setup");
    Objects.requireNonNull(changes, "changes");
  }


  /**
   * A setup with no change yet.
   *
   * @param setup the setup
   * @return the unchanged setup
   */
  public static MutatedSetup of(Setup setup) {
    Objects.requireNonNull(setup, "setup");
    return new MutatedSetup(setup, setup, Array.empty());
  }

  /**
   * This setup after one more change.
   *
   * @param changed the changed setup
   * @param change what was changed
   * @return the new value
   */
  public MutatedSetup then(Setup changed, String change) {
    return new MutatedSetup(original, changed, changes.append(change));
  }

  /**
   * The changes and the resulting setup.
   *
   * @return a readable form
   */
  @Override
  public String toString() {
    return "MutatedSetup[" + changes.mkString(", ") + " -> " + setup + "]";
  }
}
