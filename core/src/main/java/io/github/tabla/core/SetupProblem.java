package io.github.tabla.core;

import org.apiguardian.api.API;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import io.vavr.control.Validation;
import java.util.Objects;
import java.util.function.Function;

/**
 * One reason a {@link Setup} is not a valid position of a game, with the rule it breaks.
 *
 * <p>{@link GameDefinition#fromSetup(Setup)} returns every problem at once, so an editor can mark
 * them all. The {@link #code()} is stable and has a text in every message bundle.
 *
 * <pre>{@code
 * game.fromSetup(setup).fold(
 *     problems -> problems.map(p -> messages.text(p)),   // e.g. "The kings stand next to each other (KD-3)."
 *     position -> ...);
 * }</pre>
 *
 * @param code the stable code, for example {@code "diamonds.setup.kings-adjacent"}
 * @param ruleId the rule the setup breaks, for example {@code "KD-3"}; empty when no numbered rule applies
 * @param arguments the values the message text refers to
 * @param squares the squares concerned, for a board editor to highlight
 */
@API(status = API.Status.STABLE, since = "0.1")
public record SetupProblem(String code, String ruleId, Seq<Object> arguments, SquareSet squares)
    implements Localizable {
  /** The code of a setup that does not say whose turn it is. */
  public static final String TURN_MISSING = "setup.turn-missing";

  /**
   * Checks the parts.
   *
   * @param code the code
   * @param ruleId the rule id, or empty
   * @param arguments the arguments
   * @param squares the squares concerned
   */
  public SetupProblem {
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(ruleId, "ruleId");
    Objects.requireNonNull(arguments, "arguments");
    Objects.requireNonNull(squares, "squares");
  }

  /**
   * Validates a setup for a game on a board: squares off the board are one problem
   * ({@link SetupCode#OFF_BOARD}) and the game never sees them; the game's validation runs as if White
   * were to move when the side to move is missing ({@code null}), so that every other problem is found too,
   * and a missing side to move is one more problem ({@value #TURN_MISSING}), never a silent Black. Games
   * call this from {@link GameDefinition#fromSetup(Setup)}.
   *
   * <pre>{@code
   * public Validation<Seq<SetupProblem>, P> fromSetup(Setup setup) {
   *   return SetupProblem.withTurn(setup, notation().squares().board(), this::validate);
   * }
   * }</pre>
   *
   * @param <P> the position type
   * @param setup the setup, not null
   * @param board the game's board
   * @param validation the game's validation of a setup with a side to move and only squares of its board
   * @return the position, or every problem
   * @throws NullPointerException when {@code setup} or {@code board} is null
   */
  public static <P> Validation<Seq<SetupProblem>, P> withTurn(Setup setup, BoardShape board,
      Function<Setup, Validation<Seq<SetupProblem>, P>> validation) {
    Objects.requireNonNull(setup, "setup");
    Objects.requireNonNull(board, "board");
    Objects.requireNonNull(validation, "validation");
    SquareSet off = SquareSet.ofAll(setup.placements().map(Placement::square).filter(s -> !board.contains(s)))
        .union(SquareSet.ofAll(setup.items().toArray().filter(s -> !board.contains(s))));
    Setup on = off.isEmpty() ? setup
        : new Setup(setup.placements().filter(p -> board.contains(p.square())), setup.items().minus(off),
            setup.turn(), setup.fields());
    Seq<SetupProblem> first = off.isEmpty() ? Array.empty()
        : Array.of(of(SetupCode.OFF_BOARD, off, off, board.toString()));
    if (on.turn() == null) {
      first = first.prepend(of(SetupCode.TURN_MISSING));
      on = on.withTurn(Side.WHITE);
    }
    Validation<Seq<SetupProblem>, P> rest = validation.apply(on);
    if (first.isEmpty()) {
      return rest;
    }
    return Validation.invalid(first.appendAll(rest.isInvalid() ? rest.getError() : Array.empty()));
  }

  /**
   * A problem about some squares.
   *
   * @param code the stable code
   * @param ruleId the rule id, or empty
   * @param squares the squares concerned
   * @param arguments the message arguments
   * @return the problem
   */
  public static SetupProblem of(String code, String ruleId, SquareSet squares, Object... arguments) {
    return new SetupProblem(code, ruleId, Array.of(arguments), squares);
  }

  /**
   * A problem that concerns no particular square.
   *
   * @param code the stable code
   * @param ruleId the rule id, or empty
   * @param arguments the message arguments
   * @return the problem
   */
  public static SetupProblem of(String code, String ruleId, Object... arguments) {
    return new SetupProblem(code, ruleId, Array.of(arguments), SquareSet.empty());
  }

  /**
   * A problem of a game's typed code, which names its rule.
   *
   * <pre>{@code
   * SetupProblem.of(DiamondsCode.SETUP_KING_COUNT, Side.WHITE, 2);
   * SetupProblem.of(DiamondsCode.SETUP_KING_COUNT, "White", 2);   // IllegalArgumentException: {0} is a side
   * }</pre>
   *
   * @param code the code
   * @param arguments the message arguments, of the kinds the code declares ({@link Code#arguments()})
   * @return the problem
   * @throws IllegalArgumentException naming the code, when the arguments are not of its number and kinds
   */
  public static SetupProblem of(Code code, Object... arguments) {
    Objects.requireNonNull(code, "code");
    return new SetupProblem(code.key(), code.ruleText(), CodeArguments.of(code, code.ruleText(), arguments),
        SquareSet.empty());
  }

  /**
   * A problem of a game's typed code with squares to highlight.
   *
   * @param code the code
   * @param squares the squares to highlight
   * @param arguments the message arguments, of the kinds the code declares ({@link Code#arguments()})
   * @return the problem
   * @throws IllegalArgumentException naming the code, when the arguments are not of its number and kinds
   */
  public static SetupProblem of(Code code, SquareSet squares, Object... arguments) {
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(squares, "squares");
    return new SetupProblem(code.key(), code.ruleText(), CodeArguments.of(code, code.ruleText(), arguments),
        squares);
  }

  /**
   * A problem of a typed code with the rule a game gives it: for the problems every game shares
   * ({@link SetupCode}), which name no rule of their own. A text that names the rule
   * ({@link Code.Argument#RULE}) names this one.
   *
   * <pre>{@code
   * SetupProblem.of(SetupCode.TURN_ORDER, RuleId.of("KD-5"), SquareSet.empty(), 8, 7, Side.WHITE);
   * // "White has made 8 moves and Black 7 moves, which does not fit White to move: the sides take turns (KD-5)."
   * }</pre>
   *
   * @param code the code
   * @param rule the game's rule
   * @param squares the squares to highlight
   * @param arguments the message arguments, of the kinds the code declares ({@link Code#arguments()}), but
   *     the rule
   * @return the problem
   * @throws IllegalArgumentException naming the code, when the arguments are not of its number and kinds
   */
  public static SetupProblem of(Code code, RuleId rule, SquareSet squares, Object... arguments) {
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(rule, "rule");
    Objects.requireNonNull(squares, "squares");
    return new SetupProblem(code.key(), rule.text(), CodeArguments.of(code, rule.text(), arguments), squares);
  }

  /**
   * The rule the problem breaks, typed.
   *
   * @return the rule, or none when no numbered rule applies
   */
  public Option<RuleId> rule() {
    return RuleId.parse(ruleId);
  }
}
