package io.github.tabla.testkit;

import org.apiguardian.api.API;
import io.github.tabla.core.Move;
import io.vavr.collection.Seq;
import org.jspecify.annotations.Nullable;

/**
 * A broken contract found by the conformance suite, shrunk to a short move sequence from the start
 * position: which property, which game, the moves (written by the suite's {@link MoveWriter}), what
 * went wrong, and the seed that replays the run.
 *
 * <pre>{@code
 * try {
 *   Conformance.of(game).check(ConformanceProperty.HASHING);
 * } catch (ConformanceFailure f) {
 *   f.moves();       // e.g. [a1-b1, d4-c3]: the shortest failing sequence found
 *   f.seed();        // replay with -Dtabla.seed=... or Conformance.withSeed(...)
 * }
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class ConformanceFailure extends AssertionError {
  private static final long serialVersionUID = 1L;

  /** The broken property. */
  private final ConformanceProperty property;
  /** The game's id. */
  private final String gameId;
  /** The seed of the run. */
  private final long seed;
  /** The moves from the start, not serialized. */
  private final transient Seq<Move> moves;
  /** The move texts. */
  private final transient Seq<String> moveTexts;
  /** What went wrong. */
  private final String problem;
  /** The failing position as text. */
  private final String position;
  /** Whether no shorter sequence fails. */
  private final boolean shortest;
  /** How many generated examples ran before the failure. */
  private final int examples;

  ConformanceFailure(ConformanceProperty property, String gameId, long seed, int examples, Seq<Move> moves,
      Seq<String> moveTexts, String problem, String position, boolean shortest, @Nullable Throwable cause) {
    super(message(property, gameId, seed, examples, moveTexts, problem, position, shortest), cause);
    this.property = property;
    this.gameId = gameId;
    this.seed = seed;
    this.examples = examples;
    this.moves = moves;
    this.moveTexts = moveTexts;
    this.problem = problem;
    this.position = position;
    this.shortest = shortest;
  }

  private static String message(ConformanceProperty property, String gameId, long seed, int examples,
      Seq<String> moveTexts, String problem, String position, boolean shortest) {
    String n = System.lineSeparator();
    int plies = moveTexts.size();
    return gameId + " breaks property " + property.title() + ": " + property.description() + n
        + "  moves from the start (" + plies + (plies == 1 ? " ply" : " plies")
        + (shortest ? ", no shorter sequence fails" : ", shrunk") + "): "
        + (moveTexts.isEmpty() ? "(none: the start position)" : moveTexts.mkString(" ")) + n
        + "  problem: " + problem + n
        + "  position: " + position + n
        + "  seed: " + seed + " (replay with -Dtabla.seed=" + seed + " or Conformance.withSeed(" + seed + "L)); "
        + "found after " + examples + (examples == 1 ? " example" : " examples");
  }

  /**
   * The broken property.
   *
   * @return the property
   */
  public ConformanceProperty property() {
    return property;
  }

  /**
   * The id of the game that broke it.
   *
   * @return the game id
   */
  public String gameId() {
    return gameId;
  }

  /**
   * The seed that replays the run.
   *
   * @return the seed
   */
  public long seed() {
    return seed;
  }

  /**
   * The moves from the start position to the failing position, shrunk.
   *
   * @return the moves, empty when the start position itself fails
   */
  public Seq<Move> moves() {
    return moves;
  }

  /**
   * The moves written by the suite's {@link MoveWriter}, each in its position.
   *
   * @return the move texts
   */
  public Seq<String> moveTexts() {
    return moveTexts;
  }

  /**
   * The number of moves from the start.
   *
   * @return {@code moves().size()}
   */
  public int ply() {
    return moves.size();
  }

  /**
   * What went wrong.
   *
   * @return the check's message
   */
  public String problem() {
    return problem;
  }

  /**
   * The failing position, as its {@code toString}.
   *
   * @return the position's text
   */
  public String position() {
    return position;
  }

  /**
   * Whether every shorter move sequence was tried and passed, so that {@link #moves()} is a shortest
   * failing sequence.
   *
   * @return {@code true} when proven shortest
   */
  public boolean isShortest() {
    return shortest;
  }

  /**
   * How many generated examples ran before the failure was found.
   *
   * @return the number of examples
   */
  public int examples() {
    return examples;
  }
}
