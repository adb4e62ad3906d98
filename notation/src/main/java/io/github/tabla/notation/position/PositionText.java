package io.github.tabla.notation.position;

import org.apiguardian.api.API;
import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.NotationSpec;
import io.github.tabla.core.Setup;
import io.github.tabla.core.SetupProblem;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.core.SyntaxError;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Validation;
import java.util.Objects;

/**
 * Reads and writes position texts: the PDN FEN of draughts for a game that names its squares
 * {@link SquareNaming#DRAUGHTS}, the FEN-like board text for the others. The package documentation
 * specifies both.
 *
 * <pre>{@code
 * String text = PositionText.write(position);               // "W:W21,22,...,32:B1,2,...,12"
 * Either<PositionProblem, P> back = PositionText.parse(game, text);
 * Either<SyntaxError, Setup> setup = PositionText.read(game.notation(), "W:W21-32:B1-12");
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class PositionText {
  /** The code of the syntax error for a text with nothing in it. */
  public static final String EMPTY = "notation.position.syntax.empty";
  /** The code of the syntax error for a text longer than any position. */
  public static final String TOO_LONG = "notation.position.syntax.too-long";
  /**
   * The longest position text read: the PDN FEN of a full draughts board with every field is under 200
   * characters, a board text under 150; anything longer is refused at once, before it is read.
   */
  public static final int LONGEST = 4096;

  private PositionText() {}

  /**
   * Reads a position text into an unvalidated setup: only the syntax is checked. Every field the game
   * declares is in the setup, with its default value when the text leaves it out.
   *
   * @param spec the game's notation declaration
   * @param text the text; whitespace around it is allowed
   * @return the setup, or where and why reading failed; a text over {@value #LONGEST} characters is
   *     refused before it is read
   */
  public static Either<SyntaxError, Setup> read(NotationSpec spec, String text) {
    String trimmed = text.trim();
    if (trimmed.length() > LONGEST) {
      return Either.left(SyntaxError.of(TOO_LONG, text, text.indexOf(trimmed.charAt(0)) + LONGEST,
          String.valueOf(LONGEST), String.valueOf(trimmed.length())));
    }
    return spec.positions() == NotationSpec.Positions.PIECE_LISTS ? DraughtsFen.read(spec, text)
        : BoardFen.read(spec, text);
  }

  /**
   * Writes a setup in its canonical text.
   *
   * @param spec the game's notation declaration
   * @param setup the setup, usually {@link GamePosition#toSetup()}
   * @return the text
   * @throws IllegalArgumentException when the setup has no side to move: a position text always names one
   */
  public static String write(NotationSpec spec, Setup setup) {
    Objects.requireNonNull(spec, "spec");
    Objects.requireNonNull(setup, "setup");
    if (setup.turn() == null) {
      throw new IllegalArgumentException("a setup without a side to move has no position text");
    }
    return spec.positions() == NotationSpec.Positions.PIECE_LISTS ? DraughtsFen.write(spec, setup)
        : BoardFen.write(spec, setup);
  }

  /**
   * Writes a position in its game's canonical text.
   *
   * @param <P> the position type
   * @param position the position
   * @return the text; {@link #parse} reads it back to an equal position
   */
  public static <P extends GamePosition<P>> String write(P position) {
    Objects.requireNonNull(position, "position");
    return write(position.game().notation(), position.toSetup());
  }

  /**
   * Reads a position of a game: the syntax here, then the game's own validation
   * ({@link GameDefinition#fromSetup}), which reports every problem at once.
   *
   * @param <P> the position type
   * @param game the game
   * @param text the text
   * @return the position, or why there is none
   */
  public static <P extends GamePosition<P>> Either<PositionProblem, P> parse(GameDefinition<P> game, String text) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(text, "text");
    Either<SyntaxError, Setup> setup = read(game.notation(), text);
    if (setup.isLeft()) {
      return Either.left(new PositionProblem.Unreadable(setup.getLeft()));
    }
    Validation<Seq<SetupProblem>, P> valid = game.fromSetup(setup.get());
    return valid.isValid()
        ? Either.right(valid.get())
        : Either.left(new PositionProblem.Invalid(valid.getError()));
  }
}
