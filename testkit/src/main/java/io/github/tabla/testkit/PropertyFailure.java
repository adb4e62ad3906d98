package io.github.tabla.testkit;

import org.apiguardian.api.API;

/**
 * A property {@link ForAll#check checked} over generated values failed: the smallest failing value
 * found, the seed that replays the run, and (as the cause) what the check threw on that value.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class PropertyFailure extends AssertionError {
  private static final long serialVersionUID = 1L;

  /** The counterexample, not serialized. */
  private final transient ForAll.Counterexample<?> counterexample;
  /** The seed of the run. */
  private final long seed;

  PropertyFailure(ForAll.Counterexample<?> counterexample) {
    super(message(counterexample), counterexample.cause().getOrNull());
    this.counterexample = counterexample;
    this.seed = counterexample.seed();
  }

  private static String message(ForAll.Counterexample<?> c) {
    String because = c.cause().map(t -> String.valueOf(t.getMessage())).getOrElse("the property answered false");
    return "property failed on example " + c.example() + " (seed: " + c.seed() + ")\n"
        + "  smallest: " + ForAll.show(c.smallest()) + "\n"
        + "  original: " + ForAll.show(c.original()) + " (" + c.shrinkSteps() + " shrink steps)\n"
        + "  because: " + because;
  }

  /**
   * The counterexample; {@code null} only in a deserialized copy of this failure, which keeps the
   * message and the seed.
   *
   * @return the counterexample
   */
  public ForAll.Counterexample<?> counterexample() {
    return counterexample;
  }

  /**
   * The seed that replays the run.
   *
   * @return the seed
   */
  public long seed() {
    return seed;
  }
}
