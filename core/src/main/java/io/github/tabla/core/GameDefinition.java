package io.github.tabla.core;

import io.github.tabla.core.kernel.KernelBinding;
import io.github.tabla.core.match.MatchFormat;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.Robot;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.control.Option;
import io.vavr.control.Validation;
import java.util.Locale;
import java.util.ResourceBundle;
import org.apiguardian.api.API;

/**
 * A game (one variant of it): its start position, how it reads a {@link Setup}, its match format,
 * its Robot and its messages. Definitions are stateless and found through {@link Games}.
 *
 * <p>Ids are stable: {@code diamonds}, {@code knights}, {@code italian-draughts}, {@code buttons}; a
 * variant adds its own after a colon, such as {@code buttons:extra-rook}.
 *
 * <pre>{@code
 * GameDefinition<?> game = Games.definition("diamonds").get();
 * game.fromSetup(setup).fold(problems -> show(problems), position -> play(position));
 * }</pre>
 *
 * <p>A game module registers its definitions with {@code provides io.github.tabla.core.GameDefinition
 * with ...} in its {@code module-info.java} and in {@code META-INF/services}.
 *
 * @param <P> the game's position type
 */
@API(status = API.Status.STABLE, since = "0.1")
public interface GameDefinition<P extends GamePosition<P>> {

  /**
   * The stable id of this game and variant.
   *
   * @return for example {@code "buttons:extra-rook"}
   */
  String id();

  /**
   * The game without its variant.
   *
   * @return the part of {@link #id()} before a colon, for example {@code "buttons"}
   */
  default String family() {
    int colon = id().indexOf(':');
    return colon < 0 ? id() : id().substring(0, colon);
  }

  /**
   * The variant.
   *
   * @return the part of {@link #id()} after a colon, or {@code "standard"}
   */
  default String variant() {
    int colon = id().indexOf(':');
    return colon < 0 ? "standard" : id().substring(colon + 1);
  }

  /**
   * The class of this game's positions.
   *
   * @return the position class
   */
  Class<P> positionType();

  /**
   * The start position of a round.
   *
   * @return the start position
   */
  P start();

  /**
   * Validates a setup and makes the position it describes.
   *
   * @param setup the unvalidated contents
   * @return the position, or <em>every</em> problem found, each with a stable code and rule id
   */
  Validation<Seq<SetupProblem>, P> fromSetup(Setup setup);

  /**
   * What this game's position and move texts need: square naming, piece letters, the item symbol,
   * the game's own fields.
   *
   * @return the declaration the notation module reads
   */
  NotationSpec notation();

  /**
   * How a match of this game is scored (M-3, M-4, M-5).
   *
   * @return the match format
   */
  MatchFormat matchFormat();

  /**
   * The most plies a round can last, when the rules bound it (Kings and Diamonds: 80; Queens, Rooks
   * and Buttons: 30).
   *
   * @return the bound, or none when the rules set none (Knights in the Enemy Camp, KN-12)
   */
  Option<Integer> maxPlies();

  /**
   * The rule that ends the game on a repeated position, when the game has one (ID-13.2).
   *
   * @return the rule, or none
   */
  default Option<RepetitionRule> repetitionRule() {
    return Option.none();
  }

  /**
   * Whether the players may agree a draw in this game (ID-13.1 in Italian draughts): a board then
   * offers it, and {@link io.github.tabla.core.match.Match#agreeDraw()} ends the round drawn. The
   * default is {@code false}: the rules of the other games know no agreed draw.
   *
   * @return {@code true} when a draw may be agreed
   */
  default boolean drawByAgreement() {
    return false;
  }

  /**
   * The game's rules on primitives, when it has them as a kernel: what its search, perft and table
   * generators run on, and what the testkit checks against the typed positions (conformance property
   * 12). The default is none: a game may be written on the typed SPI alone.
   *
   * @return the binding of the kernel to this game's positions, or none
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  default Option<KernelBinding<P>> kernel() {
    return Option.none();
  }

  /**
   * The Robot's levels, gentlest first (M-7).
   *
   * @return at least one level
   */
  Seq<Level> levels();

  /**
   * A Robot that plays at a level. Its choices are reproducible: the same seed, position and
   * (depth or node) budget give the same move.
   *
   * @param level one of {@link #levels()}
   * @param seed the seed of the gentle levels' randomness
   * @return the Robot
   */
  Robot<P> robot(Level level, long seed);

  /**
   * The strongest level.
   *
   * @return the last of {@link #levels()}
   */
  default Level strongestLevel() {
    return levels().last();
  }

  /**
   * This game's own message texts (rejections, setup problems, terminations) for a locale. Games
   * load the bundle from their own module; {@link Messages} falls back to the core bundle.
   *
   * @param locale the language
   * @return the game's bundle
   */
  ResourceBundle messages(Locale locale);

  /**
   * Every message code this game can produce; each has a text in every supported language (a test
   * checks it).
   *
   * @return the codes
   */
  Set<String> messageCodes();
}
