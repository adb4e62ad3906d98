package io.github.tabla.testkit;

import org.apiguardian.api.API;

/**
 * The contracts of the conformance suite, numbered as in the testkit's issue. Each is checked over
 * seeded random playouts by {@link Conformance#check(ConformanceProperty)}; the checks themselves
 * are in {@link Properties}.
 *
 * <pre>{@code
 * Conformance.of(game).check(ConformanceProperty.PERFT);
 * ConformanceProperty.PERFT.title();   // "7 perft"
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public enum ConformanceProperty {
  /** Legal moves are empty exactly when the outcome is present; their order is deterministic. */
  LEGAL_MOVES(1, "legal-moves",
      "legal moves are empty exactly when the outcome is present; their order is deterministic and repeated "
          + "calls are equal"),
  /** Every legal move plays; play never changes its receiver; playUnchecked equals play. */
  PLAY(2, "play", "every legal move plays; play never changes the position it is played from; playUnchecked "
      + "equals play"),
  /** Every illegal candidate is refused with a rejection that has a text in every language. */
  ILLEGAL_CANDIDATES(3, "illegal-candidates",
      "every illegal candidate is refused with a MoveRejection whose code has a text in every language, never an "
          + "exception"),
  /** The laws of equals and hashCode; the incremental Zobrist key equals one computed from scratch. */
  HASHING(4, "equals-and-hash",
      "equals/hashCode laws; the incremental Zobrist key equals one computed from scratch; equal positions hash "
          + "equal"),
  /** Setups, position texts and move texts round-trip. */
  ROUND_TRIPS(5, "round-trips", "fromSetup(toSetup(p)) equals p; position and move texts round-trip"),
  /** Every round ends within the declared maximum; scores stay within bounds and agree with the outcome. */
  ROUND_ENDS(6, "round-ends",
      "every round ends within maxPlies(); scores stay within bounds and agree with the outcome; each move adds "
          + "one turn to its side"),
  /** Perft agrees with the typed API and with the children's perft. */
  PERFT(7, "perft", "perft(d) equals the typed-API count and the sum of the children's perft(d - 1)"),
  /** Game records agree with replaying from the start. */
  GAME_RECORD(8, "game-record",
      "GameRecord play, undo/redo and repetition counting agree with replaying from the start"),
  /** Positions queried from several threads give the same answers. */
  THREADS(9, "threads", "the same positions queried from several threads at once give the same answers"),
  /** Possibly invalid setups are validated without exceptions. */
  SETUP_VALIDATION(10, "setup-validation",
      "possibly invalid setups are answered with a position or with problems that have texts in every language, "
          + "never an exception"),
  /** Public methods refuse null arguments at their boundary, naming the parameter. */
  NULL_ARGUMENTS(11, "null-arguments",
      "every public method of the positions, the game and its Robots refuses a null argument with a "
          + "NullPointerException that names the parameter, never failing deep inside or answering"),
  /** A game's kernel agrees with its typed positions (checked for games that have a kernel). */
  KERNEL(12, "kernel",
      "the kernel's moves are the typed legal moves in their order; the state after each is the typed position's "
          + "after it; the incremental key equals the key from scratch; kernel perft equals typed perft");

  private final int number;
  private final String id;
  private final String description;

  ConformanceProperty(int number, String id, String description) {
    this.number = number;
    this.id = id;
    this.description = description;
  }

  /**
   * The property's number in the testkit's issue (10 is the setup validation the generators feed, 11
   * the null arguments of the hardening issue, 12 the kernel of the engine-room issue).
   *
   * @return 1 to 12
   */
  public int number() {
    return number;
  }

  /**
   * The property's name.
   *
   * @return for example {@code "perft"}
   */
  public String id() {
    return id;
  }

  /**
   * What the property says.
   *
   * @return one sentence
   */
  public String description() {
    return description;
  }

  /**
   * The number and the name, as test names show them.
   *
   * @return for example {@code "7 perft"}
   */
  public String title() {
    return number + " " + id;
  }
}
