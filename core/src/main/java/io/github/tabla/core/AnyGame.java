package io.github.tabla.core;

import org.apiguardian.api.API;
import io.github.tabla.core.match.MatchFormat;
import io.github.tabla.core.robot.Level;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.control.Option;
import io.vavr.control.Validation;
import java.util.Locale;
import java.util.Objects;
import java.util.ResourceBundle;

/**
 * A game held without its position type: what a board, a server or an app needs to play any game it
 * found by id, with no type parameter in sight. Its positions are {@link AnyPosition}s and its Robots
 * {@link AnyRobot}s; the typed {@link GameDefinition} underneath stays at hand for engine code
 * ({@link #definition()}).
 *
 * <pre>{@code
 * AnyGame game = Games.byId("diamonds").get();
 * AnyPosition start = game.start();                          // kings on e1 and e8
 * AnyPosition next = start.play(Square.E1, Square.E2).get();  // Right: a legal step
 * MoveRejection why = next.play(Square.A1, Square.A2).getLeft();
 * Messages.of(game, Messages.ITALIAN).text(why);         // "Non c'è nessun pezzo su a1."
 * }</pre>
 *
 * <p>Immutable and safe to share between threads; equal when the definitions are equal.
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class AnyGame {
  private final GameDefinition<?> definition;

  private AnyGame(GameDefinition<?> definition) {
    this.definition = definition;
  }

  /**
   * The untyped view of a typed game.
   *
   * @param definition the game
   * @return its untyped view
   */
  public static AnyGame of(GameDefinition<?> definition) {
    Objects.requireNonNull(definition, "definition");
    return new AnyGame(definition);
  }

  /**
   * The typed game underneath, for code that works on its position type.
   *
   * @return the definition
   */
  public GameDefinition<?> definition() {
    return definition;
  }

  /**
   * The stable id of this game and variant.
   *
   * @return for example {@code "buttons:extra-rook"}
   */
  public String id() {
    return definition.id();
  }

  /**
   * The id of the game without its variant.
   *
   * @return for example {@code "buttons"}
   */
  public String family() {
    return definition.family();
  }

  /**
   * The variant's name.
   *
   * @return for example {@code "extra-rook"}, or {@code "standard"}
   */
  public String variant() {
    return definition.variant();
  }

  /**
   * The start position.
   *
   * @return the start
   */
  public AnyPosition start() {
    return AnyPosition.of(definition.start());
  }

  /**
   * Reads a setup into a position of this game.
   *
   * @param setup the setup
   * @return the position, or every problem found
   */
  public Validation<Seq<SetupProblem>, AnyPosition> fromSetup(Setup setup) {
    Objects.requireNonNull(setup, "setup");
    return definition.fromSetup(setup).map(AnyPosition::of);
  }

  /**
   * What the game's notation looks like.
   *
   * @return the notation's description
   */
  public NotationSpec notation() {
    return definition.notation();
  }

  /**
   * How a match of this game is played and scored.
   *
   * @return the match format
   */
  public MatchFormat matchFormat() {
    return definition.matchFormat();
  }

  /**
   * The longest a round can last, when the rules bound it.
   *
   * @return the most plies of a round, or none
   */
  public Option<Integer> maxPlies() {
    return definition.maxPlies();
  }

  /**
   * Whether the players may agree a draw.
   *
   * @return {@code true} when the rules allow it
   */
  public boolean drawByAgreement() {
    return definition.drawByAgreement();
  }

  /**
   * The Robot's levels, gentlest first.
   *
   * @return the levels
   */
  public Seq<Level> levels() {
    return definition.levels();
  }

  /**
   * The strongest of the Robot's levels.
   *
   * @return the last of {@link #levels()}
   */
  public Level strongestLevel() {
    return definition.strongestLevel();
  }

  /**
   * A Robot of this game.
   *
   * @param level one of {@link #levels()}
   * @param seed the seed of its randomness
   * @return the Robot
   * @throws IllegalArgumentException when the level is not one of this game's
   */
  public AnyRobot robot(Level level, long seed) {
    Objects.requireNonNull(level, "level");
    return AnyRobot.of(this, definition.robot(level, seed));
  }

  /**
   * The game's messages in a language.
   *
   * @param locale the language
   * @return the bundle
   */
  public ResourceBundle messages(Locale locale) {
    Objects.requireNonNull(locale, "locale");
    return definition.messages(locale);
  }

  /**
   * Every message code the game's rejections, problems and notes use.
   *
   * @return the codes
   */
  public Set<String> messageCodes() {
    return definition.messageCodes();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof AnyGame other && definition.equals(other.definition);
  }

  @Override
  public int hashCode() {
    return definition.hashCode();
  }

  @Override
  public String toString() {
    return definition.id();
  }
}
